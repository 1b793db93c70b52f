import type { APIRoute } from "astro"

import { site } from "@/data/site"

/** Every page may be crawled; the sitemap index (@astrojs/sitemap) lists them. */
export const GET: APIRoute = ({ site: configured }) => {
  const sitemap = new URL("/sitemap-index.xml", configured ?? site.url).href
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  })
}
