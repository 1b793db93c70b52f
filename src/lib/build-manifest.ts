/**
 * What the pages hand to the build: each page records, while it renders, its share card (drawn by
 * integrations/share-images.ts) and its content date (the sitemap's lastmod), and the Astro config
 * reads them after the pages are written, so no build-only detail goes into the HTML.
 *
 * Astro renders a static build's pages in the process that runs the integrations (its default
 * prerenderer imports the page bundle there), but the page bundle and the Astro config each load
 * their own copy of this module: the records live on globalThis, under a registered symbol both
 * copies reach. `astro dev` records too, harmlessly (one record per page, the last render's).
 */
import type { ShareCardSpec } from "./seo.ts"

export type PageRecord = {
  shareCard: ShareCardSpec
  /** When the page's content last changed (an ISO date), if it has a date. */
  lastmod?: string
}

const key = Symbol.for("lumora.build-manifest")

/** The records of this build, by the page's path within the site (/about/, /de/blog/2/). */
export function pageRecords(): Map<string, PageRecord> {
  const store = globalThis as typeof globalThis & { [key]?: Map<string, PageRecord> }
  return (store[key] ??= new Map())
}

/** Called by the base layout as it renders the page at `path`. */
export function recordPage(path: string, record: PageRecord): void {
  pageRecords().set(path, record)
}
