/**
 * The coming-soon page's launch day, set once, here: every 29 December, at local midnight. Its words
 * are content (src/content/pages/coming-soon.yaml).
 */
import { isoDate, nextOccurrence } from "#/lib/countdown.ts"

/** Rolling: the countdown always aims at the next one, so the demo never shows zeros. */
export const launch = { month: 12, day: 29 } as const

/** The build's own "next 29 December", written into the HTML until the browser works out its own. */
export const buildDate = isoDate(nextOccurrence(new Date(), launch.month, launch.day))
