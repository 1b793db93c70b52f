/**
 * Plausible (cookieless, no consent needed) against the local stub (stub.ts). A build measures with
 * one tool, and the configured build's is GA4, so these run only on a Plausible build, with
 * CONFIGURED_TOOL=plausible: playwright.config.ts says how (the buyer's scenarios run them on the
 * copy of the project they build).
 */
import { expect, test, type Page } from "@playwright/test"

import { en } from "#/i18n/ui.en.ts"
import { analyticsEvents } from "#/lib/site-events.ts"
import { href } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { pageFile, sectionsOf } from "../support/page-files"
import { watchCsp } from "../e2e/csp-watch"
import { resetStub, startStub, stub } from "./stub"

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  await startStub()
})

test.beforeEach(() => {
  resetStub()
})

const banner = (page: Page) => page.getByRole("region", { name: en.consent.label })
const events = () => stub.hits.filter((hit) => hit.path === "/api/event")
/** Home 3's App Store address, from its content file (the app section's store badges). */
/** Home 3's app-store links (src/content/pages/home-3.yaml), read by the test that visits Home 3. */
const storesOfHome3 = () => {
  const app = sectionsOf(pageFile("home-3"), "app")[0]
  if (!app) throw new Error("src/content/pages/home-3.yaml has no app section, whose store link the test follows")
  return app.stores
}

test.describe("Plausible (cookieless) @plausible", () => {
  test("a page view on load, no banner, no settings control, no cookie, no CSP violation", async ({ page }) => {
    const watch = await watchCsp(page)
    await page.goto(href("/"))
    await expect.poll(() => events().length, `Plausible events from ${href("/")}`).toBe(1)
    const event = JSON.parse(events()[0]!.body) as Record<string, unknown>
    expect(event).toMatchObject({ n: "pageview", u: href("/"), d: "lumora.test" })
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole("button", { name: en.consent.settings })).toHaveCount(0)
    expect(watch.violations, "securitypolicyviolation events").toEqual([])
    expect(watch.console, "CSP console messages").toEqual([])
    expect(await page.context().cookies()).toEqual([])
  })

  test("an outbound call to action reaches Plausible as the same event", async ({ page }) => {
    needsRoutes("/home-3/")
    const stores = storesOfHome3()
    await page.route(`${stores.appStore}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Store</title>" }),
    )
    await page.goto(href("/home-3/"))
    await expect.poll(() => events().length, `Plausible events from ${href("/home-3/")}`).toBe(1)
    await page.locator(`a[data-track="cta"][href="${stores.appStore}"]`).first().click()
    await expect
      .poll(() => events().filter((hit) => hit.body.includes(analyticsEvents.ctaClick)), "call-to-action events")
      .toHaveLength(1)
  })
})
