/**
 * Where each page exists and its address in each language: the languages of ./languages.ts (re-exported
 * here) and each route's `languages` in src/lib/routes.ts.
 */
import { routes, type Route } from "#/lib/routes.ts"
import { defaultLocale, localeCodes, locales, prefixedLocales, type Locale, type PrefixedLocale } from "./languages.ts"

export * from "./languages.ts"

/** The languages a route declares in src/lib/routes.ts, English first. */
function declaredLocales(route: Route | undefined): readonly Locale[] {
  if (!route?.languages) return [defaultLocale]
  return route.languages === "all" ? localeCodes : [defaultLocale, ...route.languages]
}

const declared: readonly Route[] = routes
const pageLocalesByPath = new Map<string, readonly Locale[]>(
  declared.map((route) => [route.path, declaredLocales(route)]),
)

/**
 * The paths translated into at least one other language, in their English form, as src/lib/routes.ts
 * declares them (`languages`): the agency's own site in the sample.
 */
export const localizedPaths: readonly string[] = declared.filter((route) => route.languages).map((route) => route.path)

/** An item page of a collection whose list is translated: /service/<slug>/ follows /service/. */
const itemPage = /^(\/(?:service|career)\/)[a-z0-9-]+\/$/

/**
 * A project's case study: the portfolio's own pages are English, but the agency home shows its
 * selected work in each of its languages, so the case studies it links to follow the home's.
 */
const caseStudy = /^\/portfolio\/[a-z0-9-]+\/$/

/** The languages a page (in its English form: "/about/") exists in, English first. */
export function pageLocales(path: string): readonly Locale[] {
  const list = caseStudy.test(path) ? "/" : itemPage.exec(path)?.[1]
  return pageLocalesByPath.get(list ?? path) ?? [defaultLocale]
}

/** Whether a path (in its English form: "/about/") exists in another language than English. */
export function isLocalizedPath(path: string): boolean {
  return pageLocales(path).length > 1
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
  if (locale === defaultLocale || !pageLocales(page).includes(locale)) return page + hash
  // Only the top-level 404 page is a file of its own (404.html); a language's is a folder's index.
  if (page === "/404") return `/${locale}/404/${hash}`
  return `/${locale}${page === "/" ? "/" : page}${hash}`
}

/**
 * Astro's getStaticPaths for a page under src/pages/[...locale]/: one page per language its route
 * declares ("/about/" → /about/, /de/about/, /ar/about/).
 */
export function localeStaticPaths(path: string) {
  return pageLocales(path).map((locale) => ({
    params: { locale: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }))
}

/** The languages a page exists in, each with its address: the language control and hreflang read it. */
export function alternates(path: string): { locale: Locale; path: string }[] {
  const page = unlocalizedPath(path)
  return pageLocales(page).map((locale) => ({ locale, path: localePath(locale, page) }))
}

/** Intl formats for a language (dates in posts and jobs, salaries, prices, counts). */
export function intlLocale(locale: Locale): string {
  return locales[locale].intl
}

/** A language's name in English ("German"), as the build's messages about its files name it. */
export function languageName(locale: Locale): string {
  return new Intl.DisplayNames("en", { type: "language" }).of(locales[locale].lang) ?? locale
}
