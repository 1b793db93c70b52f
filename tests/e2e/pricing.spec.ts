import { expect, test, type Page } from "@playwright/test"

import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import { href } from "#/lib/url.ts"
import { pageFile, sectionsOf } from "../support/page-files"
import { needsRoutes } from "./helpers"
import { checkPeriods, checkPlans, checkToggle, planCard } from "./pricing-table"

/* /pricing/ and /pricing-2/: the plans of their content files (src/content/pages/pricing.yaml,
   pricing-2.yaml) in the two layouts of the PricingTable component, checked against those files, so
   the checks hold for any plans, prices and periods. The period switch is CSS (`:has()` on a radio
   group), so it is checked with JavaScript off: that it works then is what matters, and it is the
   same with it on. The full switch (click back, arrow keys) runs on the cards; the rows follow a
   click. What the HTML holds (lines, marks, badges, both prices, the radio checked first) is checked
   in every language in tests/static/pricing.test.ts. */

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })

/** The page's pricing table, as its content file gives it. */
const tableOf = (name: string): PricingTableProps => sectionsOf(pageFile(name), "pricing")[0]!

/** The plan cards' positions, rounded: side by side share a y, one row per plan shares an x. */
const boxes = (page: Page, table: PricingTableProps) =>
  Promise.all(
    table.plans.map(async (plan) => {
      const box = (await planCard(page.getByRole("region", { name: table.title }), plan.title).boundingBox())!
      return { x: Math.round(box.x), y: Math.round(box.y) }
    }),
  )

test("/pricing/: the plans side by side, unavailable lines crossed out, the recommended one drawn apart; the switch by click and keyboard changes every price", async ({
  page,
}) => {
  needsRoutes("/pricing/")
  const table = tableOf("pricing")
  await page.goto(href("/pricing/"))
  const region = page.getByRole("region", { name: table.title })
  expect(new Set((await boxes(page, table)).map((box) => box.y)).size, "cards side by side").toBe(1)
  await checkPlans(region, table)
  await checkToggle(page, region, table)
})

test("/pricing-2/: one row per plan, unavailable lines crossed out, the recommended one drawn apart; a click on the switch changes every price", async ({
  page,
}) => {
  needsRoutes("/pricing-2/")
  const table = tableOf("pricing-2")
  await page.goto(href("/pricing-2/"))
  const region = page.getByRole("region", { name: table.title })
  expect(new Set((await boxes(page, table)).map((box) => box.x)).size, "one row per plan").toBe(1)
  await checkPlans(region, table)
  await checkPeriods(region, table)
})
