import { readdir, readFile, writeFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"

import { lastmodAttribute } from "../src/lib/seo.ts"

const dateTag = new RegExp(`<meta name="${lastmodAttribute}" content="([^"]*)"\\s*/?>`)

/**
 * When each page's content last changed, for the sitemap's <lastmod>. The base layout writes a
 * `lastmod` meta on pages whose content has a date (posts, jobs, blog lists); after the build this
 * hook reads it into `lastmod` (by path) and removes it, before @astrojs/sitemap asks. Place it
 * before the sitemap integration.
 */
export function pageDates(): { integration: AstroIntegration; lastmod: (pathname: string) => string | undefined } {
  const dates = new Map<string, string>()
  return {
    lastmod: (pathname) => dates.get(pathname),
    integration: {
      name: "page-dates",
      hooks: {
        "astro:build:done": async ({ dir, logger }) => {
          const files = (await readdir(fileURLToPath(dir), { recursive: true })).filter((f) => f.endsWith(".html"))
          for (const file of files) {
            const url = new URL(file, dir)
            const html = await readFile(url, "utf8")
            const found = dateTag.exec(html)
            if (!found?.[1]) continue
            const path = `/${file.replace(/\\/g, "/").replace(/index\.html$/, "")}`
            dates.set(path, new Date(found[1]).toISOString())
            await writeFile(url, html.replace(dateTag, ""))
          }
          logger.info(`${dates.size} pages carry a content date`)
        },
      },
    },
  }
}
