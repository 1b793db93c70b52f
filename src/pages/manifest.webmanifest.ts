import type { APIRoute } from "astro"

import { site } from "@/data/site"
import { themeColor } from "@/lib/theme-color"
import { href } from "@/lib/url"

/**
 * The web app manifest, linked from every page: name, colours and the app icons that
 * integrations/generated-art.ts draws from the brand mark (served and published at /icons/).
 */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      {
        name: site.name,
        short_name: site.name,
        description: site.defaultDescription,
        lang: site.lang,
        start_url: href("/"),
        scope: href("/"),
        display: "standalone",
        theme_color: themeColor(),
        background_color: "#ffffff",
        icons: [
          { src: href("/icons/icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any" },
          { src: href("/icons/icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any" },
          { src: href("/icons/favicon.svg"), sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      null,
      2,
    ),
    { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } },
  )
