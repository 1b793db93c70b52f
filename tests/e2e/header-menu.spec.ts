/**
 * The desktop header's submenus (1280 px): native popovers, the same markup in every language. Their
 * behaviour is checked once, in English: each group's button opens its own panel on a click (not on
 * hover), and it closes the way a visitor expects: Escape (focus back on the button), a click
 * elsewhere, opening another group. Where the open panel sits is checked in the languages whose
 * layout differs: German (the longest labels) and Arabic (right to left). The groups and their links
 * come from each language's menu data; the markup (each button's popover target, one panel per
 * group, its links, the current page marked) is checked on every page in
 * tests/static/languages.test.ts and tests/static/shell.test.ts.
 */
import { expect, test, type Page } from "@playwright/test"

import { isGroup, type MenuGroup } from "#/components/layout/menu-types.ts"
import { languageOf } from "#/i18n/languages.ts"
import { localeCodes, localePath, type Locale } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { href } from "#/lib/url.ts"
import { firstMenuLink } from "./helpers"

test.use({ viewport: { width: 1280, height: 800 } })

/** A language's menu groups, and its header's buttons and links as a visitor finds them. */
function menuOf(locale: Locale) {
  const t = ui(locale)
  const groups: readonly MenuGroup[] = t.menu.filter(isGroup)
  const nav = (page: Page) => page.getByRole("navigation", { name: t.header.main, exact: true })
  return {
    groups,
    button: (page: Page, group: MenuGroup) => nav(page).getByRole("button", { name: group.label, exact: true }),
    link: (page: Page, group: MenuGroup) =>
      nav(page).getByRole("link", { name: firstMenuLink(group).label, exact: true }),
  }
}

test.describe("en: header menu", () => {
  const { groups, button, link } = menuOf("en")
  test.skip(groups.length === 0, "the main menu has no groups")

  test("by pointer: a group opens its own panel on click, not on hover; another group's click and a click elsewhere close it", async ({
    page,
  }) => {
    const [first, second = first] = groups as [MenuGroup, ...MenuGroup[]]
    // On the page the first group's first link leads to, that link says it is the current page.
    await page.goto(href(firstMenuLink(first).href))
    await button(page, first).hover()
    await expect(link(page, first)).toBeHidden()
    for (const group of groups) {
      await button(page, group).click()
      await expect(link(page, group), `${group.label} shows its own links`).toBeVisible()
      await expect(page.locator(":popover-open")).toHaveCount(1)
      await page.keyboard.press("Escape")
    }
    await button(page, first).click()
    await expect(link(page, first)).toBeVisible()
    await expect(link(page, first)).toHaveAttribute("aria-current", "page")

    if (second !== first) {
      await button(page, second).click()
      await expect(link(page, second)).toBeVisible()
      await expect(link(page, first)).toBeHidden()
    }

    await page.getByRole("main").click({ position: { x: 5, y: 400 } })
    await expect(link(page, second)).toBeHidden()
    await expect(page.locator(":popover-open")).toHaveCount(0)
  })

  test("by keyboard: Enter opens, Tab walks into the group, Escape closes and returns focus to its button", async ({
    page,
  }) => {
    await page.goto(href("/about/"))
    for (const group of groups) {
      await button(page, group).focus()
      await page.keyboard.press("Enter")
      await expect(link(page, group)).toBeVisible()
      await page.keyboard.press("Tab")
      await expect(link(page, group)).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(link(page, group)).toBeHidden()
      await expect(button(page, group)).toBeFocused()
    }
  })
})

/** Every group's panel opens below its button and inside the viewport. */
async function expectPanelsPlaced(page: Page, locale: Locale) {
  const { groups, button } = menuOf(locale)
  await page.goto(href(localePath(locale, "/about/")))
  for (const group of groups) {
    await button(page, group).click()
    const menu = page.locator(":popover-open")
    const [box, anchor] = [await menu.boundingBox(), await button(page, group).boundingBox()]
    expect(box && anchor, group.label).toBeTruthy()
    expect(box!.y, `${group.label} opens below its button`).toBeGreaterThanOrEqual(anchor!.y + anchor!.height)
    expect(box!.x, `${group.label} stays in the viewport`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${group.label} stays in the viewport`).toBeLessThanOrEqual(1280)
    await page.keyboard.press("Escape")
  }
}

/*
 * The languages whose layout differs: the left-to-right one with the longest group labels (German),
 * which opens the widest panels, and the first right-to-left one (Arabic), which opens them from
 * the other side.
 */
const labelsLength = (locale: Locale) => menuOf(locale).groups.reduce((sum, group) => sum + group.label.length, 0)
const longest = localeCodes
  .filter((locale) => languageOf(locale).dir === "ltr")
  .sort((a, b) => labelsLength(b) - labelsLength(a))[0]!
const rightToLeft = localeCodes.find((locale) => languageOf(locale).dir === "rtl")

test(`${longest} (the longest labels): the open group sits under its button, inside the viewport`, async ({ page }) => {
  await expectPanelsPlaced(page, longest)
})

test(`${rightToLeft ?? "right to left"}: the open group sits under its button, inside the viewport, right to left`, async ({
  page,
}) => {
  test.skip(!rightToLeft, "no language of src/i18n/languages.ts is written right to left")
  await expectPanelsPlaced(page, rightToLeft!)
})
