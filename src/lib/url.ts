/**
 * Links and addresses under the deploy base. site.url is the address of the home page, and it may
 * end in a sub-path (https://acme.github.io/lumora/, a GitHub Pages project site): every page, asset
 * and feed then lives under /lumora/. Code, data and content name pages by their path within the
 * site ("/about/"); these helpers turn that path into what a browser follows (`href`) or what a
 * search engine, feed reader or link preview needs (`absoluteUrl`).
 *
 * No `import.meta.env`: the Astro config, the integrations, the deploy files and scripts/serve.ts
 * load this module in plain Node too.
 */
import { site } from "#/config/site.ts"

const home = new URL(site.url)

/** "/" when the site sits at a domain's root, "/lumora/" under a sub-path: Astro's `base`. */
export const basePath = home.pathname.replace(/\/?$/, "/")

/** Addresses that are not paths within the site: a scheme (https:, mailto:, tel:), //host, #id, ?query. */
const notASitePath = /^(?:[a-z][a-z\d+.-]*:|\/\/|#|\?)/i

/**
 * The English 404 page is the file hosts serve for unknown paths, 404.html, and has no folder of its
 * own: `/404` resolves only on hosts that try a `.html` suffix, so links name the file.
 */
const files: Record<string, string> = { "/404": "/404.html" }

/** A path within the site as a link: `/about/` → `/lumora/about/`. Anything else is returned as it is. */
export function href(path: string): string {
  if (notASitePath.test(path) || !path.startsWith("/")) return path
  return basePath + (files[path] ?? path).slice(1)
}

/** A path within the site as a full address: `/about/` → `https://acme.github.io/lumora/about/`. */
export function absoluteUrl(path: string): string {
  return new URL(href(path), home.origin).href
}

/**
 * An address that is already served under the base (an image's `src` from astro:assets, which adds
 * the base itself) as a full address.
 */
export function servedUrl(src: string): string {
  return new URL(src, home.origin).href
}

/** The path within the site of a served pathname: `/lumora/about/` → `/about/`. */
export function sitePath(pathname: string): string {
  return basePath !== "/" && pathname.startsWith(basePath) ? pathname.slice(basePath.length - 1) : pathname
}
