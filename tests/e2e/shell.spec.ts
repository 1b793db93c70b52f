/**
 * The frame around every page, in the browser: the mobile menu panel (a modal dialog with nested
 * submenus), the sticky header's looks as the page scrolls, the skip link's focus and the preloader
 * bar. The desktop submenus are header-menu.spec.ts's. What the markup holds on every page in every
 * language (the skip link first, the header's and footer's links, the breadcrumb, the current page
 * in the menu) is checked over the build in tests/static/shell.test.ts.
 */
import { expect, test } from "@playwright/test"

import { isGroup } from "#/components/layout/menu-types.ts"
import { account } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { expectStickyLooks, firstMenuLink as firstLink, menuGroups as groups } from "./helpers"

/** A group of the menu that holds another group (a column of the mega menu). */
const outer = groups.find((group) => group.children.some(isGroup))
const inner = outer?.children.find(isGroup)

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("opens as a modal panel that keeps focus inside and closes with Escape, returning focus; its submenus open on click; the close control and the overlay close it", async ({
    page,
  }) => {
    await page.goto(href("/"))
    const toggle = page.getByRole("button", { name: "Menu", exact: true })
    const panel = page.getByRole("dialog", { name: "Menu" })
    await expect(panel).toBeHidden()

    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(panel).toBeVisible()
    await expect(panel.getByRole("link", { name: account.login.label })).toBeVisible()

    // Tab many times: focus never leaves the panel while it is open.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab")
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return !active || active === document.body || !!active.closest("dialog[open]")
      })
      expect(inside, `focus after ${i + 1} tabs`).toBe(true)
    }

    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    // Submenus and their child submenus open on click; the close control closes the panel.
    await toggle.click()
    await expect(panel).toBeVisible()
    if (outer && inner) {
      const group = panel.locator("summary", { hasText: outer.label })
      const child = panel.locator("summary", { hasText: inner.label })
      await expect(child).toBeHidden()
      await group.click()
      await expect(child).toBeVisible()
      const leaf = panel.getByRole("link", { name: firstLink(inner).label, exact: true })
      await expect(leaf).toBeHidden()
      await child.click()
      await expect(leaf).toBeVisible()
    }
    await panel.getByRole("button", { name: "Close menu" }).click()
    await expect(panel).toBeHidden()

    // A click on the overlay beside the panel closes it too.
    await toggle.click()
    await expect(panel).toBeVisible()
    await page.mouse.click(10, 400)
    await expect(panel).toBeHidden()
  })
})

test.describe("desktop header (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 600 } })

  test("the sticky header takes its scrolling look past 80 px and its reveal look past 700 px", async ({ page }) => {
    await page.goto(href("/"))
    await expectStickyLooks(page)
  })
})

test.describe("page furniture", () => {
  test("a skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto(href("/"))
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#main$/)
  })

  test("the preloader bar plays for about a second, over a page already painted, and is not drawn under reduced motion", async ({
    page,
  }) => {
    await page.goto(href("/"))
    const bar = page.locator("[data-preloader]")
    await expect(bar).toHaveCount(1)
    const animation = await bar.evaluate((el) => {
      const style = getComputedStyle(el)
      return { name: style.animationName, duration: style.animationDuration }
    })
    expect(animation).toEqual({ name: "preloader", duration: "1s" })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(bar).toBeHidden({ timeout: 2500 })

    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.reload()
    await expect(bar).toHaveCount(1)
    // Not drawn at all (not merely over by now): a played bar stays in the layout, faded out.
    expect(await bar.evaluate((el) => getComputedStyle(el).display)).toBe("none")
    await expect(bar).toBeHidden()
  })
})
