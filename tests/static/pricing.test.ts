/**
 * Pricing and Pricing 2 in every language, read from the build and checked against their content
 * files (src/content/pages/pricing.yaml, pricing-2.yaml, with de/ and ar/ words): every plan's
 * lines in order with their limits, the unavailable ones crossed out, said so to screen readers and
 * marked with a cross, the others with a tick; the badge on its plan only; the recommended plan
 * drawn apart; each plan's button; both prices of every plan in the HTML; and the period switch's
 * legend, options and the option checked first. Every pricing table on every page
 * follows the same rules of markup in tests/static/homes.test.ts.
 *
 * The switch itself (CSS `:has()`: a click or an arrow key, with no JavaScript, changes every price
 * and the option drawn as selected), the computed line-through and border, and the two layouts are
 * tests/e2e/pricing.spec.ts's.
 */
import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"
import { Check, X } from "lucide"
import { expect, test } from "vitest"

import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import { localePath, pageLocales } from "#/i18n/locales.ts"
import { href } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { byRole, nameOf, oneByRole } from "./dom"
import { hasPage, page, Problems, text, type BuiltPage } from "./pages"

/** The first stroke of a Lucide icon: enough to tell a tick from a cross. */
const strokeOf = (icon: typeof Check) => (icon[0]?.[1] as { d?: string } | undefined)?.d ?? "?"

const wordsOfEach = (built: BuiltPage, found: Cheerio<Element>) =>
  found.toArray().map((element) => text(built.$(element).text()))

/** A pricing section against its copy; the problems found, one line each. */
function planProblems(built: BuiltPage, table: PricingTableProps): string[] {
  const { $ } = built
  const found: string[] = []
  const region = oneByRole($, "region", { name: text(table.title) })
  const cards = region.find("article")
  const card = (title: string) =>
    cards.filter((_, element) => text($(element).find("h3").first().text()) === text(title))
  const titles = wordsOfEach(built, cards.find("h3"))
  if (JSON.stringify(titles) !== JSON.stringify(table.plans.map((plan) => text(plan.title))))
    found.push(`the plans are ${JSON.stringify(titles)}`)
  const notIncluded = table.labels?.notIncluded ?? "Not included:"
  const badges = new Set(table.plans.flatMap((plan) => (plan.badge ? [text(plan.badge)] : [])))
  for (const plan of table.plans) {
    const shown = card(plan.title)
    const lines = shown.find("li")
    const expected = plan.features.map((f) => text(`${f.included ? "" : `${notIncluded} `}${f.text}${f.limit ?? ""}`))
    if (JSON.stringify(wordsOfEach(built, lines)) !== JSON.stringify(expected))
      found.push(`${plan.title}: its lines read ${JSON.stringify(wordsOfEach(built, lines))}`)
    for (const [index, feature] of plan.features.entries()) {
      const line = lines.eq(index)
      if (line.find(".line-through").length > 0 === feature.included)
        found.push(`${plan.title}: "${feature.text}" is ${feature.included ? "" : "not "}crossed out`)
      if (line.find(".sr-only").length > 0 === feature.included)
        found.push(`${plan.title}: "${feature.text}" is ${feature.included ? "" : "not "}said to be missing`)
      if (line.find(`svg path[d="${strokeOf(feature.included ? Check : X)}"]`).length !== 1)
        found.push(`${plan.title}: "${feature.text}" lacks its ${feature.included ? "tick" : "cross"}`)
    }
    for (const badge of badges) {
      const on = shown.find("span").filter((_, element) => text($(element).text()) === badge).length > 0
      if (on !== (text(plan.badge ?? "") === badge))
        found.push(`${plan.title}: the badge "${badge}" is ${on ? "" : "not "}shown`)
    }
    const button = byRole($, "link", { name: text(`${plan.cta.label}: ${plan.title}`), scope: shown })
    if (button.length !== 1 || button[0]!.attribs.href !== href(plan.cta.href))
      found.push(`${plan.title}: no button "${plan.cta.label}" to ${plan.cta.href}`)
    // Both figures are in the HTML; CSS shows the checked period's (the browser suite sees which).
    const figures = wordsOfEach(built, shown.find(".tabular-nums"))
    const prices = "amount" in plan.price ? [plan.price.amount] : [plan.price.monthly, plan.price.yearly]
    if (JSON.stringify(figures) !== JSON.stringify(prices.map(text)))
      found.push(`${plan.title}: its prices are ${JSON.stringify(figures)}`)
  }
  // The recommended plans are drawn apart from the others (the browser suite checks the border it gives).
  const plain = new Set(table.plans.filter((plan) => !plan.highlighted).map((plan) => card(plan.title).attr("class")))
  for (const plan of table.plans.filter((plan) => plan.highlighted))
    if (plain.has(card(plan.title).attr("class")))
      found.push(`${plan.title} is drawn like the plans it is recommended over`)

  if (table.note && !text(region.text()).includes(text(table.note))) found.push(`no note "${table.note}"`)
  if (!table.period) return found
  const { period } = table
  const group = byRole($, "group", { scope: region }).filter(
    (element) => text($(element).children("legend").text()) === text(period.legend),
  )
  if (group.length !== 1) return [...found, `${group.length} groups with the legend "${period.legend}"`]
  const radios = $(group[0]!).find("input[type=radio]").toArray()
  const options = radios.map((radio) => `${nameOf($, radio)}${radio.attribs.checked !== undefined ? " (checked)" : ""}`)
  const wanted = (["monthly", "yearly"] as const).map(
    (choice) => `${text(period.labels[choice])}${choice === period.initial ? " (checked)" : ""}`,
  )
  if (JSON.stringify(options) !== JSON.stringify(wanted)) found.push(`the switch offers ${JSON.stringify(options)}`)
  if (radios.some((radio) => radio.attribs.name !== period.name))
    found.push(`a radio is not in the group ${period.name}`)
  return found
}

/** Every pricing table of the route's page file (src/content/pages/<name>.yaml), in every language it is built in. */
function expectPlans(path: string, name: string) {
  const problems = new Problems()
  for (const locale of pageLocales(path)) {
    if (!hasPage(localePath(locale, path))) continue
    const built = page(localePath(locale, path))
    const tables = sectionsOf(pageIn(name, locale), "pricing")
    if (tables.length === 0) problems.add(built, `src/content/pages/${name}.yaml has no pricing table`)
    for (const table of tables) for (const line of planProblems(built, table)) problems.add(built, line)
  }
  expect(problems.lines, `${path}: the plans of the copy`).toEqual([])
}

test("/pricing/: every plan's lines, limits, marks, badge, button and both prices, and the switch starting where the copy says, in every language", () => {
  needsRoutes("/pricing/")
  expectPlans("/pricing/", "pricing")
})

test("/pricing-2/: every plan's lines, limits, marks, badge, button and both prices, and the switch starting where the copy says, in every language", () => {
  needsRoutes("/pricing-2/")
  expectPlans("/pricing-2/", "pricing-2")
})
