/**
 * With no analytics tool (the default setting, src/config/analytics.ts), no page carries any part of
 * measurement: no module, no preset, no consent script, banner or footer control. That no analytics
 * script is requested is the browser sweep's to see (it fails on any request to another origin); the
 * tools themselves are tested against stubs in tests/e2e-configured (GA4) and tests/scenarios (Plausible).
 */
import { describe, expect, test } from "vitest"

import { ui } from "#/i18n/ui.ts"
import { analyticsSetup } from "#/lib/analytics.ts"
import { consentBannerId } from "#/lib/consent-script.ts"
import { byRole, nameOf } from "./dom"
import { pages, Problems } from "./pages"

describe.skipIf(analyticsSetup !== null)("with analytics off", () => {
  test("no built page carries analytics markup or a consent banner", () => {
    const problems = new Problems()
    for (const page of pages())
      for (const mark of ["analytics-setup", consentBannerId, "data-consent"])
        if (page.html.includes(mark)) problems.add(page, `carries "${mark}"`)
    expect(problems.lines, "analytics markup with analytics off").toEqual([])
  })

  test("no page has a consent region or a privacy settings control", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const { consent } = ui(page.locale)
      // A banner that waits hidden for the consent script is still consent markup.
      if (byRole(page.$, "region", { name: consent.label, includeHidden: true }).length > 0)
        problems.add(page, `has the region "${consent.label}"`)
      for (const button of byRole(page.$, "button", { includeHidden: true }))
        if (nameOf(page.$, button).toLowerCase().includes(consent.settings.toLowerCase()))
          problems.add(page, `has the button "${nameOf(page.$, button)}"`)
      if (page.$("html").attr("data-consent") !== undefined) problems.add(page, "<html> carries data-consent")
    }
    expect(problems.lines, "consent controls with analytics off").toEqual([])
  })
})
