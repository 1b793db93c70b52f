/**
 * The site's address, sub-path included, comes from site.url alone. Astro's own ways of setting a
 * sub-path or domain (`--base`, `--site`) would move only Astro's assets and leave every link of the
 * pages behind, so the integration stops a build given one at once, with a message naming site.url.
 * Its hook runs here on the configuration Astro would hand it, without a build.
 */
import type { AstroConfig } from "astro"
import { expect, test } from "vitest"

import { siteAddress } from "../../integrations/site-address.ts"
import { site } from "#/config/site.ts"
import { basePath } from "#/lib/url.ts"

/** Runs the integration's hook on the base and site Astro was given; returns the message it stops with, if any. */
function configDone(config: { base: string; site?: string }): string | undefined {
  // The hook reads only the base and the site of what Astro hands it.
  const hook = siteAddress().hooks["astro:config:done"] as unknown as (options: {
    config: Pick<AstroConfig, "base" | "site">
  }) => void
  try {
    hook({ config })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

const home = new URL(site.url)
const subPath = new URL("acme/", home.origin + home.pathname.replace(/\/?$/, "/"))

test("the configuration astro.config.ts gives (site.url and its base) passes", () => {
  expect(configDone({ base: basePath, site: site.url })).toBeUndefined()
  // Astro leaves out the trailing slash of a base at the root or not: either form is the same address.
  expect(configDone({ base: basePath.replace(/\/$/, "") || "/", site: site.url })).toBeUndefined()
})

test("astro build --base stops before building and says to set the sub-path in site.url", () => {
  const message = configDone({ base: subPath.pathname, site: site.url })
  expect(message).toContain("site.url in src/config/site.ts")
  expect(message).toContain("set site.url to that address")
  expect(message).toContain(subPath.href)
})

test("astro build --site with another domain stops the same way", () => {
  const message = configDone({ base: basePath, site: "https://elsewhere.example.org" })
  expect(message).toContain("site.url in src/config/site.ts")
  expect(message).toContain("https://elsewhere.example.org/")
})
