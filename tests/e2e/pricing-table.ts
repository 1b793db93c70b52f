/**
 * Checking a pricing table against its data: the plans, prices, period switch and feature lines a
 * visitor should see, all read from the page's data module, so the checks hold for any plans.
 */
import { expect, type Locator, type Page } from "@playwright/test"
import { Check, X } from "lucide"

import type { PricingPlan, PricingTableProps } from "#/components/sections/pricing-table.tsx"

type Period = "monthly" | "yearly"

/** A plan card, found by its name. */
export const planCard = (scope: Locator | Page, name: string) => {
  const page = "page" in scope ? scope.page() : scope
  return scope.getByRole("article").filter({ has: page.getByRole("heading", { name, level: 3, exact: true }) })
}

/** The price a plan should show for a period, as a visitor reads it ("$159 /month, billed yearly"). */
function expectedPrice(plan: PricingPlan, table: PricingTableProps, period: Period): string {
  if ("amount" in plan.price) return `${plan.price.amount}${plan.price.period ? ` /${plan.price.period}` : ""}`.trim()
  return `${plan.price[period]} /${table.period?.units[period] ?? ""}`
}

/** Every plan's price for a period, by plan name. */
export const pricesFor = (table: PricingTableProps, period: Period) =>
  Object.fromEntries(table.plans.map((plan) => [plan.title, expectedPrice(plan, table, period)]))

/**
 * The price each plan shows right now: every visible amount (one of the plan's figures) and unit
 * per card, read in one go and joined, so a second visible price shows up as a failure.
 */
export const shownPrices = (scope: Locator, table: PricingTableProps) =>
  scope.evaluate(
    (root, figures) => {
      const prices: Record<string, string> = {}
      for (const card of root.querySelectorAll("article")) {
        const name = card.querySelector("h3")?.textContent?.trim() ?? "?"
        const leaves = [...card.querySelectorAll("span")]
          .filter((el) => el.children.length === 0 && el.checkVisibility())
          .map((el) => el.textContent?.trim() ?? "")
        const amounts = leaves.filter((text) => (figures[name] ?? []).includes(text))
        const units = leaves.filter((text) => text.startsWith("/"))
        prices[name] = [amounts.join(" | "), units.join(" | ")].filter(Boolean).join(" ")
      }
      return prices
    },
    Object.fromEntries(
      table.plans.map((plan) => [
        plan.title,
        "amount" in plan.price ? [plan.price.amount] : [plan.price.monthly, plan.price.yearly],
      ]),
    ),
  )

export const expectPrices = (scope: Locator, table: PricingTableProps, period: Period) =>
  expect.poll(() => shownPrices(scope, table), { timeout: 15_000 }).toEqual(pricesFor(table, period))

/** Whether a period option is drawn as selected (filled with the brand colour). */
export const filled = (scope: Locator, label: string) =>
  scope
    .locator("label", { hasText: label })
    .evaluate((el) => getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)")

/** A table's period switch: its data, its radios, and a check that a period is the one selected and shown. */
function periodSwitch(region: Locator, table: PricingTableProps) {
  const period = table.period
  if (!period) throw new Error(`${table.title}: no period switch in the data`)
  const first = period.initial
  const other: Period = first === "monthly" ? "yearly" : "monthly"
  const radio = (p: Period) => region.getByRole("radio", { name: period.labels[p], exact: true })
  const expectState = async (p: Period) => {
    const q: Period = p === "monthly" ? "yearly" : "monthly"
    await expect(radio(p)).toBeChecked()
    await expect(radio(q)).not.toBeChecked()
    await expectPrices(region, table, p)
    await expect.poll(() => filled(region, period.labels[p])).toBe(true)
    await expect.poll(() => filled(region, period.labels[q])).toBe(false)
  }
  return { period, first, other, radio, expectState }
}

/**
 * The switch starts on the data's initial period, and a click on the other label switches every
 * plan's price to that period's figure, the option drawn as selected matching the prices. The
 * switch itself (clicking back, the arrow keys) is checked by checkToggle; the homes' tables are the
 * same PricingTable, checked in the build (tests/static/homes.test.ts: the radio checked first and
 * both prices of every card, each shown by the checked radio alone).
 */
export async function checkPeriods(region: Locator, table: PricingTableProps) {
  const { period, first, other, expectState } = periodSwitch(region, table)
  await expect(region.getByRole("group", { name: period.legend })).toBeVisible()
  await expectState(first)
  await region.getByText(period.labels[other], { exact: true }).click()
  await expectState(other)
}

/**
 * The switch starts on the data's initial period; clicking the other label and back, and the arrow
 * keys, switch every plan's price to that period's figure, and the option drawn as selected always
 * matches the prices.
 */
export async function checkToggle(page: Page, region: Locator, table: PricingTableProps) {
  const { period, first, other, radio, expectState } = periodSwitch(region, table)
  await checkPeriods(region, table)
  await region.getByText(period.labels[first], { exact: true }).click()
  await expectState(first)

  // Keyboard: the radios move with the arrow keys (Yearly is after Monthly).
  await radio(first).focus()
  await page.keyboard.press(first === "monthly" ? "ArrowRight" : "ArrowLeft")
  await expect(radio(other)).toBeFocused()
  await expectState(other)
  await page.keyboard.press(first === "monthly" ? "ArrowLeft" : "ArrowRight")
  await expect(radio(first)).toBeFocused()
  await expectState(first)
}

/**
 * Every plan card: its feature lines in the data's order, each with its limit; the lines the data
 * marks unavailable say so to screen readers, are crossed out and carry a cross, the others a tick;
 * the badge only on the plans that have one; the highlighted plans drawn apart.
 */
export async function checkPlans(region: Locator, table: PricingTableProps) {
  const notIncluded = table.labels?.notIncluded ?? "Not included:"
  await expect(region.getByRole("article")).toHaveCount(table.plans.length)
  for (const plan of table.plans) {
    const card = planCard(region, plan.title)
    const lines = card.getByRole("listitem")
    await expect(lines, `${plan.title}: its feature lines`).toHaveText(
      plan.features.map(({ text, included, limit }) => `${included ? "" : `${notIncluded} `}${text}${limit ?? ""}`),
    )
    for (const [index, feature] of plan.features.entries()) {
      const line = lines.nth(index)
      const struck = await line
        .getByText(feature.text)
        .evaluate((el) => getComputedStyle(el.closest(".line-through") ?? el).textDecorationLine)
      if (feature.included)
        expect(struck, `${plan.title}: ${feature.text} is not crossed out`).not.toContain("line-through")
      else expect(struck, `${plan.title}: ${feature.text} is crossed out`).toContain("line-through")
      // The line's mark is Lucide's check or cross: its first stroke is the icon's first path.
      const stroke = (feature.included ? Check : X)[0]?.[1].d
      await expect(line.locator(`svg path[d="${stroke}"]`), `${plan.title}: ${feature.text}, its mark`).toHaveCount(1)
    }
    if (plan.badge) await expect(card.getByText(plan.badge, { exact: true })).toBeVisible()
    for (const badge of new Set(table.plans.flatMap((p) => (p.badge && p.badge !== plan.badge ? [p.badge] : []))))
      await expect(card.getByText(badge, { exact: true }), `${plan.title} has no "${badge}" badge`).toHaveCount(0)
  }

  // The recommended plans are drawn apart from the others (their border takes the brand colour).
  const borders = await Promise.all(
    table.plans.map((plan) => planCard(region, plan.title).evaluate((el) => getComputedStyle(el).borderTopColor)),
  )
  const plain = new Set(borders.filter((_, index) => !table.plans[index]!.highlighted))
  for (const [index, plan] of table.plans.entries())
    if (plan.highlighted) expect(plain.has(borders[index]!), `${plan.title} is drawn as recommended`).toBe(false)
}
