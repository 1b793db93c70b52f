/** Countdown arithmetic, kept pure so it is tested without a browser or a clock. */
export type Remaining = { days: number; hours: number; minutes: number; seconds: number; done: boolean }

/**
 * The next local midnight that starts `day` of `month` (1–12), strictly after `now`. A rolling
 * target: the demo counts to next 29 December from whenever the page is opened.
 */
export function nextOccurrence(now: Date, month: number, day: number): Date {
  const target = new Date(now.getFullYear(), month - 1, day)
  if (target.getTime() <= now.getTime()) target.setFullYear(now.getFullYear() + 1)
  return target
}

export function remaining(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  }
}

/** The launch day as words in a language ("29 December 2026"): the build writes it, the island again. */
export function launchDateText(date: Date, locale: string): string {
  return date.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" })
}

/** YYYY-MM-DD of a local date, for <time datetime>. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
