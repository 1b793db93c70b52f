import { expect, test, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"

const monthly = { "Silver Plan": "$00", "Popular Plan": "$199", "Standard Plan": "$49" } as const
const yearly = { "Silver Plan": "$00", "Popular Plan": "$250", "Standard Plan": "$99" } as const

const plan = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, level: 3 }) })

/** The price each plan shows right now, as a visitor reads it ("$199 /month"). */
async function shownPrices(page: Page) {
  const prices: Record<string, string> = {}
  for (const name of Object.keys(monthly)) {
    const card = plan(page, name)
    const amounts = await card
      .getByText(/^\$\d+$/)
      .filter({ visible: true })
      .allInnerTexts()
    const units = await card
      .getByText(/^\/(month|year)$/)
      .filter({ visible: true })
      .allInnerTexts()
    expect(amounts, `${name}: one price shown`).toHaveLength(1)
    prices[name] = `${amounts[0]} ${units[0]}`
  }
  return prices
}

const expectPrices = async (page: Page, figures: Record<string, string>, unit: "/month" | "/year") =>
  expect
    .poll(() => shownPrices(page))
    .toEqual(Object.fromEntries(Object.entries(figures).map(([name, amount]) => [name, `${amount} ${unit}`])))

for (const path of ["/pricing/", "/pricing-2/"]) {
  test.describe(`pricing toggle on ${path}`, () => {
    needsRoutes(path)
    test("starts on Per Month with 00 / 199 / 49, the Popular Plan highlighted", async ({ page }) => {
      await page.goto(path)
      const group = page.getByRole("group", { name: "Billing period" })
      await expect(group.getByRole("radio", { name: "Per Month" })).toBeChecked()
      await expect(group.getByRole("radio", { name: "Per Year" })).not.toBeChecked()
      await expectPrices(page, monthly, "/month")
      await expect(page.getByRole("article")).toHaveCount(3)
      await expect(plan(page, "Popular Plan").getByText("Most popular")).toBeVisible()
      await expect(plan(page, "Silver Plan").getByText("Most popular")).toHaveCount(0)
    })

    test("switching to Per Year by click shows 00 / 250 / 99, and back", async ({ page }) => {
      await page.goto(path)
      await page.getByText("Per Year", { exact: true }).click()
      await expect(page.getByRole("radio", { name: "Per Year" })).toBeChecked()
      await expect(page.getByRole("radio", { name: "Per Month" })).not.toBeChecked()
      await expectPrices(page, yearly, "/year")

      await page.getByText("Per Month", { exact: true }).click()
      await expect(page.getByRole("radio", { name: "Per Month" })).toBeChecked()
      await expectPrices(page, monthly, "/month")
    })

    test("the arrow keys switch the period, and the selected label matches the prices", async ({ page }) => {
      await page.goto(path)
      const month = page.getByRole("radio", { name: "Per Month" })
      const year = page.getByRole("radio", { name: "Per Year" })
      await month.focus()
      await page.keyboard.press("ArrowRight")
      await expect(year).toBeChecked()
      await expect(year).toBeFocused()
      await expectPrices(page, yearly, "/year")
      // The checked option is the one drawn as selected (filled with the brand colour).
      const filled = async (label: string) =>
        page
          .locator("label", { hasText: label })
          .evaluate((el) => getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)")
      await expect.poll(() => filled("Per Year")).toBe(true)
      await expect.poll(() => filled("Per Month")).toBe(false)

      await page.keyboard.press("ArrowLeft")
      await expect(month).toBeChecked()
      await expectPrices(page, monthly, "/month")
      await expect.poll(() => filled("Per Month")).toBe(true)
      await expect.poll(() => filled("Per Year")).toBe(false)
    })

    test("unavailable features are marked by more than colour", async ({ page }) => {
      await page.goto(path)
      const silver = plan(page, "Silver Plan")
      const missing = silver.getByRole("listitem").filter({ hasText: "Dedicated project manager" })
      await expect(missing).toContainText("Not included: Dedicated project manager")
      await expect(missing.locator("svg.lucide-x")).toHaveCount(1)
      const decoration = await missing
        .getByText("Dedicated project manager")
        .evaluate((el) => getComputedStyle(el).textDecorationLine)
      expect(decoration).toContain("line-through")

      const included = plan(page, "Popular Plan").getByRole("listitem").filter({ hasText: "Dedicated project manager" })
      await expect(included).not.toContainText("Not included")
      await expect(included.locator("svg.lucide-check")).toHaveCount(1)
      await expect(
        plan(page, "Standard Plan").getByRole("listitem").filter({ hasText: "Design requests" }),
      ).toContainText("2 a month")
    })

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false })

      test("the toggle still works", async ({ page }) => {
        await page.goto(path)
        await expectPrices(page, monthly, "/month")
        await page.getByText("Per Year", { exact: true }).click()
        await expect(page.getByRole("radio", { name: "Per Year" })).toBeChecked()
        await expectPrices(page, yearly, "/year")
      })
    })
  })
}

test("the two pricing pages lay the same plans out differently", async ({ page }) => {
  needsRoutes("/pricing/", "/pricing-2/")
  const layout = async (path: string) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    const boxes = await Promise.all(Object.keys(monthly).map((name) => plan(page, name).boundingBox()))
    return boxes.map((box) => ({ x: Math.round(box!.x), y: Math.round(box!.y) }))
  }
  const cards = await layout("/pricing/")
  expect(new Set(cards.map((b) => b.y)).size, "cards side by side").toBe(1)
  const rows = await layout("/pricing-2/")
  expect(new Set(rows.map((b) => b.x)).size, "one row per plan").toBe(1)
})
