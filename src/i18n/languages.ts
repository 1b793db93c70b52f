/**
 * The site's languages. English is the default and lives at the root (/about/); every other
 * language lives under its code (/de/about/, /ar/about/). A page exists in the languages its route
 * declares in src/lib/routes.ts (`languages`; a service or job page in those of its list): the
 * rest of the site (the product home pages, the blog, the portfolio) stays English, and links to it
 * from a translated page carry hreflang="en" and a small "English" marker (src/components/ui/link.tsx).
 * The path helpers are in ./locales.ts, which re-exports this table.
 *
 * Adding a language: one entry here, its dictionaries (README, "Languages"). Removing one: delete
 * its entry and its files; the type checker names everything that still refers to it.
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
    /** A typeface of src/config/fonts.ts that sets the whole page in place of the Latin pair. */
    typeface: "arabic",
  },
} as const satisfies Record<string, Language>

/** What the site knows of a language. */
export type Language = {
  label: string
  lang: string
  dir: "ltr" | "rtl"
  intl: string
  og: string
  typeface?: "arabic"
}

export type Locale = keyof typeof locales
export const defaultLocale = "en" satisfies Locale
/** The languages other than English, each under its own prefix. */
export type PrefixedLocale = Exclude<Locale, typeof defaultLocale>

export const localeCodes = Object.keys(locales) as Locale[]

/**
 * A language's entry as any language's: code that asks for the direction or the typeface then
 * compiles whichever languages the table lists (with no right-to-left one, say).
 */
export function languageOf(code: Locale): Language {
  return locales[code]
}
export const prefixedLocales = localeCodes.filter((code): code is PrefixedLocale => code !== defaultLocale)
