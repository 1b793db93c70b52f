import type { APIRoute } from "astro"

import { absoluteUrl, basePath } from "#/lib/url.ts"

/**
 * Every page may be crawled; the sitemap index (@astrojs/sitemap) lists them. Crawlers read
 * robots.txt only at the root of a host, so a site under a sub-path hands these lines to whoever
 * serves the root (the README's deploy section says so).
 */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: ${basePath}\n\nSitemap: ${absoluteUrl("/sitemap-index.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  })
