/**
 * The desktop header's submenus (1280 px): each group of the main menu opens from its button, and
 * closes the way a visitor expects: Escape (focus back on the button), a click elsewhere, and opening
 * another group. The groups and their links come from the site's menu data.
 */
import { expect, test, type Page } from "@playwright/test"

import type { MenuGroup } from "../../src/components/layout/menu-types"
import { href } from "../../src/lib/url"
import { firstMenuLink, menuGroups as groups } from "./helpers"

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" })
const button = (page: Page, group: MenuGroup) => nav(page).getByRole("button", { name: group.label, exact: true })
const link = (page: Page, group: MenuGroup) =>
  nav(page).getByRole("link", { name: firstMenuLink(group).label, exact: true })

test.use({ viewport: { width: 1280, height: 800 } })
test.skip(groups.length === 0, "the main menu has no groups")

test.beforeEach(async ({ page }) => {
  await page.goto(href("/about/"))
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
