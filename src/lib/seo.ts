/**
 * What the base layout's <head> says about a page to search engines and link previews: the
 * canonical URL and the share image. (Structured data: ./structured-data.ts.) Relative imports
 * only: integrations/share-images.ts loads this from the Astro config.
 */
import type { Brand } from "../components/ui/logo.tsx"
import { site } from "../data/site.ts"
import { findRoute, routes } from "./routes.ts"

/** A duplicate route (/home/) points at the page it duplicates (/). */
export function canonicalPath(path: string): string {
  return findRoute(path)?.canonical ?? path
}

/** `/` → /og/index.png, `/home-2/` → /og/home-2.png, `/blog/2/` → /og/blog/2.png. */
export function shareImagePath(path: string): string {
  const slug = canonicalPath(path).replace(/^\/|\/$/g, "") || "index"
  return `/og/${slug}.png`
}

/** The meta name through which the layout hands a page's card to integrations/share-images.ts. */
export const shareCardAttribute = "share-card"

export type ShareCardSpec = {
  title: string
  /** Brand name, mark and accent of the page (a demo home shows its own brand). */
  brand: string
  mark: string
  accent: string
  /** Root-relative path of the PNG, as og:image names it. */
  image: string
}

export type PageSeo = {
  canonical: string
  image: { url: string; alt: string; width: number; height: number; type: string }
  shareCard: ShareCardSpec
}

export function pageSeo({ title, path, brand }: { title: string; path: string; brand: Brand }): PageSeo {
  const image = shareImagePath(path)
  return {
    canonical: new URL(canonicalPath(path), site.url).href,
    image: {
      url: new URL(image, site.url).href,
      alt: `${title} — ${brand.name}`,
      width: 1200,
      height: 630,
      type: "image/png",
    },
    shareCard: { title, brand: brand.name, mark: brand.mark, accent: brand.accent, image },
  }
}

/**
 * The sitemap lists every route of lib/routes.ts in the same directory form, except duplicates
 * that name another page canonical (/home/) and the 404 page.
 */
export const sitemapPaths: readonly string[] = routes
  .filter((route) => !("canonical" in route) && route.path !== "/404")
  .map((route) => route.path)

const inSitemapSet = new Set(sitemapPaths)

/** The @astrojs/sitemap filter: a built page is listed only when it is one of sitemapPaths. */
export function inSitemap(page: string): boolean {
  return inSitemapSet.has(new URL(page).pathname)
}
