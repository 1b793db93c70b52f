/**
 * With no analytics tool (the default setting, src/config/analytics.ts), no page carries any part
 * of measurement: no module, no preset, no consent script, banner or footer control. The tools
 * themselves are tested against stubs in tests/e2e-analytics.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "@playwright/test"

import { en } from "#/i18n/ui.en.ts"
import { analyticsSetup } from "#/lib/analytics.ts"
import { consentBannerId } from "#/lib/consent-script.ts"
import { routeFile } from "#/lib/routes.ts"
import { href } from "#/lib/url.ts"
import { builtRoutes, dist } from "./helpers"

test.skip(analyticsSetup !== null, "an analytics tool is configured")

test("no built page carries analytics markup or a consent banner", () => {
  for (const route of builtRoutes) {
    const html = readFileSync(join(dist, routeFile(route.path)), "utf8")
    expect(html, route.path).not.toContain("analytics-setup")
    expect(html, route.path).not.toContain(consentBannerId)
    expect(html, route.path).not.toContain("data-consent")
  }
})

test("the home loads no analytics script and shows no banner or privacy settings control", async ({ page }) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(href("/"), { waitUntil: "load" })
  await expect(page.getByRole("region", { name: en.consent.label })).toHaveCount(0)
  await expect(page.getByRole("button", { name: en.consent.settings })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBeUndefined()
  expect(scripts.filter((path) => /analytics/.test(path))).toEqual([])
})
