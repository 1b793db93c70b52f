import type { AstroIntegration } from "astro"

import { site } from "#/config/site.ts"
import { basePath } from "#/lib/url.ts"

const slashed = (path: string) => path.replace(/^\/?/, "/").replace(/\/?$/, "/")

/**
 * The site's address has one source, `site.url` in src/config/site.ts: every link (src/lib/url.ts),
 * canonical URLs, the sitemap, the feed, the search index and the host files read it, most of them
 * outside Astro. A sub-path or domain given to Astro alone (`astro build --base /acme/` or `--site`,
 * or `base`/`site` edited in astro.config.ts) would reach only Astro's own assets, and the pages'
 * links would point outside it: the build stops instead, saying where the address is set.
 */
export function siteAddress(): AstroIntegration {
  return {
    name: "site-address",
    hooks: {
      "astro:config:done": ({ config }) => {
        const home = new URL(site.url)
        const wanted = new URL(slashed(home.pathname), home.origin).href
        const given = new URL(slashed(config.base), config.site ?? home.origin)
        if (given.href === wanted) return
        throw new Error(
          `Astro was given the address ${given.href} (base "${config.base}"${config.site ? `, site "${config.site}"` : ""}), ` +
            `but this site takes its address, sub-path included, from site.url in src/config/site.ts ` +
            `("${site.url}", base "${basePath}"), which every link, the sitemap and the host files read. ` +
            `To build for ${given.href}, set site.url to that address and drop --base/--site (astro.config.ts takes both from site.url).`,
        )
      },
    },
  }
}
