/**
 * The desktop header's submenus (1280 px), in every language: each group of the main menu opens its
 * own panel from its button, and closes the way a visitor expects: Escape (focus back on the
 * button), a click elsewhere, and opening another group. The groups and their links come from the
 * language's menu data.
 */
import { expect, test, type Page } from "@playwright/test"

import { isGroup, type MenuGroup } from "#/components/layout/menu-types.ts"
import { localeCodes, localePath } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { href } from "#/lib/url.ts"
import { firstMenuLink } from "./helpers"

test.use({ viewport: { width: 1280, height: 800 } })

for (const locale of localeCodes) {
  const t = ui(locale)
  const groups: readonly MenuGroup[] = t.menu.filter(isGroup)
  const nav = (page: Page) => page.getByRole("navigation", { name: t.header.main, exact: true })
  const button = (page: Page, group: MenuGroup) => nav(page).getByRole("button", { name: group.label, exact: true })
  const link = (page: Page, group: MenuGroup) =>
    nav(page).getByRole("link", { name: firstMenuLink(group).label, exact: true })

  test.describe(`${locale}: header menu`, () => {
    test.skip(groups.length === 0, "the main menu has no groups")

    test.beforeEach(async ({ page }) => {
      await page.goto(href(localePath(locale, "/about/")))
    })

    test("each group's button opens its own panel, whose id is unique on the page", async ({ page }) => {
      for (const group of groups) {
        const target = await button(page, group).getAttribute("popovertarget")
        expect(target, group.label).toBeTruthy()
        await expect(page.locator(`[id="${target}"]`), `${group.label}: one element with id ${target}`).toHaveCount(1)
        await button(page, group).click()
        await expect(link(page, group), `${group.label} shows its own links`).toBeVisible()
        await expect(page.locator(":popover-open")).toHaveCount(1)
        await page.keyboard.press("Escape")
      }
    })

    test("by pointer: a group opens on click, closes when another opens and on a click elsewhere", async ({ page }) => {
      const [first, second = first] = groups as [MenuGroup, ...MenuGroup[]]
      await button(page, first).click()
      await expect(link(page, first)).toBeVisible()

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

    test("the open group sits under its button, inside the viewport", async ({ page }) => {
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
    })
  })
}
