import type { ComponentProps } from "react"

import { defaultLocale, localeCodes, localeOfPath, locales, pageLocales, unlocalizedPath } from "#/i18n/locales.ts"
import { href as served } from "#/lib/url.ts"

export type LinkProps = ComponentProps<"a"> & { href: string }

/**
 * A site path (not https:, mailto:, #id…) to the English version of a page that some language lacks
 * (the blog and a demo home, which are English alone, or a page in English and German only): a page
 * in a language the target has links to it in that language instead (localePath).
 */
function englishOnly(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false
  const page = path.split(/[?#]/)[0] ?? path
  if (!page.endsWith("/") && page !== "/404") return false // a file: /rss.xml, /icons/…
  return localeOfPath(page) === defaultLocale && pageLocales(unlocalizedPath(page)).length < localeCodes.length
}

/**
 * Every link a component draws: an <a> whose `href` is a path within the site ("/about/") or any
 * other address (https:, mailto:, tel:, #id). Site paths get the deploy base (src/lib/url.ts), so
 * the whole site moves under a sub-path by changing site.url alone. The lint step rejects a bare
 * `<a href>` in components for that reason.
 *
 * A link to a page that exists only in English says so with hreflang="en"; on a page in another
 * language the stylesheet draws a small "English" after it (global.css, `a[hreflang]`), so English
 * pages carry no marker at all.
 */
export function Link(props: LinkProps) {
  const english = props.hrefLang === undefined && englishOnly(props.href)
  // Spread first, then href: the attribute keeps the place the caller gave it in the markup.
  return (
    <a {...props} href={served(props.href)} hrefLang={english ? locales[defaultLocale].lang : props.hrefLang}>
      {props.children}
    </a>
  )
}
