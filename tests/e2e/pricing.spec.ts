import { expect, test, type Page } from "@playwright/test"

import { pricing, pricing2 } from "#/data/pages/pricing.ts"
import { href } from "#/lib/url.ts"
import { needsRoutes } from "./helpers"
import { checkPeriods, checkPlans, checkToggle, expectPrices, planCard } from "./pricing-table"

/* /pricing/ and /pricing-2/: the same plans from src/data/pages/pricing.ts, checked against that
   data, so the checks hold for any plans, prices and periods. */

/* The switch's behaviour (click back, arrow keys) is checked on /pricing/; /pricing-2/ is the same
   PricingTable component in another layout: its switch starts where its data says and follows a click. */
const pages = [
  { path: "/pricing/", table: pricing.table, fullSwitch: true },
  { path: "/pricing-2/", table: pricing2.table, fullSwitch: false },
] as const

for (const { path, table, fullSwitch } of pages) {
  test.describe(`pricing table on ${path}`, () => {
    needsRoutes(path)
    const region = (page: Page) => page.getByRole("region", { name: table.title })

    test(`every plan shows its lines and limits; unavailable ones are crossed out, not only coloured; the period switch starts where the data says and every price follows it${fullSwitch ? ", by click and keyboard" : ""}`, async ({
      page,
    }) => {
      await page.goto(href(path))
      await checkPlans(region(page), table)
      if (fullSwitch) await checkToggle(page, region(page), table)
      else await checkPeriods(region(page), table)
    })

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false })

      test("the switch still changes every price", async ({ page }) => {
        const { initial, labels } = table.period
        const other = initial === "monthly" ? "yearly" : "monthly"
        await page.goto(href(path))
        await expectPrices(region(page), table, initial)
        await page.getByText(labels[other], { exact: true }).click()
        await expect(page.getByRole("radio", { name: labels[other] })).toBeChecked()
        await expectPrices(region(page), table, other)
      })
    })
  })
}

test("the two pricing pages lay the same plans out differently", async ({ page }) => {
  needsRoutes("/pricing/", "/pricing-2/")
  const layout = async (path: string, title: string) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(href(path))
    const section = page.getByRole("region", { name: title })
    const boxes = await Promise.all(pricing.table.plans.map((plan) => planCard(section, plan.title).boundingBox()))
    return boxes.map((box) => ({ x: Math.round(box!.x), y: Math.round(box!.y) }))
  }
  const cards = await layout("/pricing/", pricing.table.title)
  expect(new Set(cards.map((b) => b.y)).size, "cards side by side").toBe(1)
  const rows = await layout("/pricing-2/", pricing2.table.title)
  expect(new Set(rows.map((b) => b.x)).size, "one row per plan").toBe(1)
})
