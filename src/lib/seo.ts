/**
 * What the base layout's <head> says about a page to search engines and link previews: the
 * canonical URL and the share image. (Structured data: ./structured-data.ts.)
 */
import type { Brand } from "#/components/ui/logo.tsx"
import { unlocalizedPath } from "#/i18n/locales.ts"
import { findRoute, routes } from "./routes.ts"
import { absoluteUrl, sitePath } from "./url.ts"

/** A duplicate route (/home/) points at the page it duplicates (/). */
export function canonicalPath(path: string): string {
  return findRoute(path)?.canonical ?? path
}

/** `/` → /og/index.png, `/home-2/` → /og/home-2.png, `/blog/2/` → /og/blog/2.png. */
export function shareImagePath(path: string): string {
  const slug = canonicalPath(path).replace(/^\/|\/$/g, "") || "index"
  return `/og/${slug}.png`
}

/** A page's share card, which the layout records for integrations/share-images.ts (src/lib/build-manifest.ts). */
export type ShareCardSpec = {
  title: string
  /** Brand name, mark and accent of the page (a demo home shows its own brand). */
  brand: string
  mark: string
  accent: string
  /** Path of the PNG within the site (the build output), as og:image names it under the base. */
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
    canonical: absoluteUrl(canonicalPath(path)),
    image: {
      url: absoluteUrl(image),
      alt: `${title} — ${brand.name}`,
      width: 1200,
      height: 630,
      type: "image/png",
    },
    shareCard: { title, brand: brand.name, mark: brand.mark, accent: brand.accent, image },
  }
}

/**
 * Pages the sitemap leaves out: duplicates that name another page canonical (/home/, the featured
 * item pages such as /blog-details/) and the 404 page, in every language. Every other built page is
 * listed, items and taxonomy pages included.
 */
export const unlistedPaths: readonly string[] = routes
  .filter((route) => "canonical" in route || "featured" in route || route.path === "/404")
  .map((route) => route.path)

const unlisted = new Set(unlistedPaths)

/** The @astrojs/sitemap filter: every built page in directory form but the unlisted ones. */
export function inSitemap(page: string): boolean {
  const pathname = sitePath(new URL(page).pathname)
  // A page in another language is listed as its English version is (/de/404/ is not, as /404 is not).
  const english = unlocalizedPath(pathname)
  return pathname.endsWith("/") && !unlisted.has(english) && !unlisted.has(english.replace(/\/$/, ""))
}
