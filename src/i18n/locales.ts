/**
 * The site's languages. English is the default and lives at the root (/about/); every other
 * language lives under its code (/de/about/, /ar/about/). A page exists in another language when
 * its path is in `localizedPaths` (or it is a service or job page): the rest of the site (the
 * product home pages, the blog, the portfolio) stays English, and links to it from a translated
 * page carry hreflang="en" and a small "English" marker (src/components/ui/link.tsx).
 *
 * Adding a language: one entry here, its dictionaries (README, "Languages"). Removing one: delete
 * its entry and its files; the type checker names everything that still refers to it.
 *
 * Plain relative imports: the Astro config and the integrations read this file outside Vite.
 */
export const locales = {
  en: {
    /** The language's own name, as the language control and the "English" marker show it. */
    label: "English",
    /** BCP 47 tag for lang and hreflang. */
    lang: "en",
    dir: "ltr",
    /** The locale Intl formats dates, numbers and currencies with. */
    intl: "en-US",
    /** Open Graph's og:locale. */
    og: "en_US",
  },
  de: { label: "Deutsch", lang: "de", dir: "ltr", intl: "de-DE", og: "de_DE" },
  // Western digits ("nu-latn"): prices, phone numbers and figures in the copy read the same in
  // every language, as on most Arabic-language business sites.
  ar: {
    label: "العربية",
    lang: "ar",
    dir: "rtl",
    intl: "ar-u-nu-latn",
    og: "ar_AR",
    /** A typeface of src/data/fonts.ts that sets the whole page in place of the Latin pair. */
    typeface: "arabic",
  },
} as const satisfies Record<
  string,
  { label: string; lang: string; dir: "ltr" | "rtl"; intl: string; og: string; typeface?: "arabic" }
>

export type Locale = keyof typeof locales
export const defaultLocale = "en" satisfies Locale
/** The languages other than English, each under its own prefix. */
export type PrefixedLocale = Exclude<Locale, typeof defaultLocale>

export const localeCodes = Object.keys(locales) as Locale[]
export const prefixedLocales = localeCodes.filter((code): code is PrefixedLocale => code !== defaultLocale)

/**
 * The pages every language has: the agency's own site. Item pages of the services and jobs
 * collections (/service/<slug>/, /career/<slug>/) are translated too (`isLocalizedPath`).
 */
export const localizedPaths = [
  "/",
  "/about/",
  "/service/",
  "/service-details/",
  "/team/",
  "/pricing/",
  "/pricing-2/",
  "/career/",
  "/career-details/",
  "/quote/",
  "/contact/",
  "/contact-2/",
  "/contact-3/",
  "/faq/",
  "/faq-2/",
  "/faq-3/",
  "/faq-4/",
  "/sign-in/",
  "/sign-up/",
  "/reset-password/",
  "/coming-soon/",
  "/404",
] as const

const localized = new Set<string>(localizedPaths)
const translatedItems = /^\/(?:service|career)\/[a-z0-9-]+\/$/

/** Whether a path (in its English form: "/about/") exists in every language. */
export function isLocalizedPath(path: string): boolean {
  return localized.has(path) || translatedItems.test(path)
}

const prefix = new RegExp(`^/(${prefixedLocales.join("|")})(?=/|$)`)

/** The language of a site path: "/de/about/" → "de", "/about/" → "en". */
export function localeOfPath(path: string): Locale {
  return (prefix.exec(path)?.[1] as PrefixedLocale | undefined) ?? defaultLocale
}

/** A site path without its language prefix: "/de/about/" → "/about/", "/ar" → "/", "/de/404/" → "/404". */
export function unlocalizedPath(path: string): string {
  const stripped = path.replace(prefix, "")
  if (stripped === "/404/" && stripped !== path) return "/404"
  return stripped === "" ? "/" : stripped
}

/**
 * A page's path in a language: ("de", "/about/") → "/de/about/". A path that has no translation
 * stays as it is (English), and so does anything that is not a site path (https:, #id, mailto:).
 * An anchor is kept: ("de", "/pricing/#plans") → "/de/pricing/#plans".
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path
  const [base = "/", ...rest] = path.split("#")
  const hash = rest.length ? `#${rest.join("#")}` : ""
  const page = unlocalizedPath(base)
  if (locale === defaultLocale || !isLocalizedPath(page)) return page + hash
  // Only the top-level 404 page is a file of its own (404.html); a language's is a folder's index.
  if (page === "/404") return `/${locale}/404/${hash}`
  return `/${locale}${page === "/" ? "/" : page}${hash}`
}

/** Astro's getStaticPaths for a page that exists in every language (`src/pages/[...locale]/`). */
export function localeStaticPaths() {
  return localeCodes.map((locale) => ({
    params: { locale: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }))
}

/** The languages a page exists in, each with its address: the language control and hreflang read it. */
export function alternates(path: string): { locale: Locale; path: string }[] {
  const page = unlocalizedPath(path)
  if (!isLocalizedPath(page)) return [{ locale: defaultLocale, path: page }]
  return localeCodes.map((locale) => ({ locale, path: localePath(locale, page) }))
}

/** Intl formats for a language (dates in posts and jobs, salaries, prices, counts). */
export function intlLocale(locale: Locale): string {
  return locales[locale].intl
}
