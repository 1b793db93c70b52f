/** Dates, counts, slugs and the brand token as pages show them: one place for each rule. */
import { defaultLocale, intlLocale, type Locale } from "#/i18n/locales.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** "18 Nov 2026" in English (the blog's style), "18. Nov. 2026" in German, "18 نوفمبر 2026" in Arabic. */
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === defaultLocale ? "en-GB" : intlLocale(locale), {
      day: "2-digit",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    })
    dateFormats.set(locale, format)
  }
  return format
}

/** 2026-11-18: for <time datetime>, JSON-LD and the sitemap. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** `date` for <time datetime> and `dateLabel` ("18 Nov 2026") for people, in the page's language (English by default). */
export const dated = (date: Date, locale: Locale = defaultLocale) => ({
  date: isoDate(date),
  dateLabel: dateFormat(locale).format(date),
})

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

/** A copy template with each "{key}" of `values` filled in: ("Jobs in {location}", { location: "Berlin" }). */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** Page `n` of a list that starts at `base`: /blog/, /blog/2/, /blog/3/. */
export const listPageHref = (base: string, n: number) => (n <= 1 ? base : `${base}${n}/`)

/**
 * Published entries only, their `{brand}` tokens filled in: drafts (`draft: true`) show in `astro dev` and nowhere else. (The mode,
 * not DEV: DEV follows NODE_ENV, which a test runner sets, and a draft must never reach a build.)
 */
export const published = <T extends { data: { draft: boolean } }>(entries: readonly T[]): T[] =>
  entries
    .filter((entry) => import.meta.env.MODE === "development" || !entry.data.draft)
    .map((entry) => ({ ...entry, data: withBrandDeep(entry.data) }))

/**
 * The item a featured details page (/blog-details/ …) shows: the published entry whose slug the
 * settings file (src/content/settings/featured.yaml) names in `field`. A missing name, or one that
 * matches no published item, stops the build naming the file, the field and the slugs to use.
 */
export function featuredEntry<T extends { id: string }>(
  entries: readonly T[],
  slug: string | undefined,
  where: { file: string; field: string; noun: string; collection: string },
): T {
  const entry = slug === undefined ? undefined : entries.find((candidate) => candidate.id === slug)
  if (entry) return entry
  const choices =
    entries.length === 0
      ? `src/content/${where.collection}/ has no published ${where.noun}`
      : `use one of ${entries.map((candidate) => candidate.id).join(", ")}`
  throw new Error(
    slug === undefined
      ? `${where.file}: ${where.field} is missing: ${choices}`
      : `${where.file}: ${where.field} "${slug}" is not a published ${where.noun}: ${choices}`,
  )
}
