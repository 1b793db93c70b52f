/** Dates and counts as pages show them, in one place so a locale change is one edit. */

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
})

/** 2026-11-18: for <time datetime>, JSON-LD and the sitemap. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** `date` for <time datetime> and `dateLabel` ("18 Nov 2026") for people. */
export const dated = (date: Date) => ({ date: isoDate(date), dateLabel: dateFormat.format(date) })

/** The later of some dates: a list's lastmod is its newest item's. */
export const latest = (dates: readonly Date[]): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (a && a > b ? a : b), undefined)

/** "UI/UX" → "ui-ux", "Client work" → "client-work": a taxonomy name as a URL segment. */
export const slugify = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** Page `n` of a list that starts at `base`: /blog/, /blog/2/, /blog/3/. */
export const listPageHref = (base: string, n: number) => (n <= 1 ? base : `${base}${n}/`)

/**
 * Published entries only: drafts (`draft: true`) show in `astro dev` and nowhere else. (The mode,
 * not DEV: DEV follows NODE_ENV, which a test runner sets, and a draft must never reach a build.)
 */
export const published = <T extends { data: { draft: boolean } }>(entries: readonly T[]): T[] =>
  import.meta.env.MODE === "development" ? [...entries] : entries.filter((entry) => !entry.data.draft)
