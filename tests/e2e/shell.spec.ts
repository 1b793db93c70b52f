import { expect, test } from "@playwright/test"

import { isGroup } from "#/components/layout/menu-types.ts"
import { brand } from "#/config/site.ts"
import { account } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { expectStickyLooks, firstMenuLink as firstLink, menuGroups as groups } from "./helpers"

/** A group of the menu that holds another group (a column of the mega menu). */
const outer = groups.find((group) => group.children.some(isGroup))
const inner = outer?.children.find(isGroup)

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("opens as a modal panel, keeps focus inside, closes with Escape and returns focus", async ({ page }) => {
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
  })

  test("submenus and child submenus open on click; the close control closes", async ({ page }) => {
    test.skip(!outer || !inner, "the menu has no group inside a group")
    await page.goto(href("/"))
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    const panel = page.getByRole("dialog", { name: "Menu" })
    const group = panel.locator("summary", { hasText: outer!.label })
    const child = panel.locator("summary", { hasText: inner!.label })
    await expect(child).toBeHidden()
    await group.click()
    await expect(child).toBeVisible()
    const leaf = panel.getByRole("link", { name: firstLink(inner!).label, exact: true })
    await expect(leaf).toBeHidden()
    await child.click()
    await expect(leaf).toBeVisible()
    await panel.getByRole("button", { name: "Close menu" }).click()
    await expect(panel).toBeHidden()
  })

  test("clicking the overlay closes the panel", async ({ page }) => {
    await page.goto(href("/"))
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    const panel = page.getByRole("dialog", { name: "Menu" })
    await expect(panel).toBeVisible()
    await page.mouse.click(10, 400)
    await expect(panel).toBeHidden()
  })
})

test.describe("desktop header (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 600 } })

  test("menu groups open on click, not on hover, and link to live pages", async ({ page }) => {
    test.skip(groups.length === 0, "the main menu has no groups")
    const first = groups[0]!
    const target = firstLink(first)
    // On the page the group's first link leads to, that link says it is the current page.
    await page.goto(href(target.href))
    const nav = page.getByRole("navigation", { name: "Main" })
    const button = nav.getByRole("button", { name: first.label, exact: true })
    const link = nav.getByRole("link", { name: target.label, exact: true })
    await button.hover()
    await expect(link).toBeHidden()
    await button.click()
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute("aria-current", "page")
    for (const action of [account.login, account.signUp])
      await expect(page.getByRole("banner").getByRole("link", { name: action.label })).toHaveAttribute(
        "href",
        href(action.href),
      )
    await expect(page.getByRole("banner").getByRole("link", { name: `${brand.name} home` })).toHaveAttribute(
      "href",
      href("/"),
    )
  })

  test("the sticky header takes its scrolling look past 80 px and its reveal look past 700 px", async ({ page }) => {
    await page.goto(href("/"))
    await expectStickyLooks(page)
  })

  test("inner pages have a banner with the title and a Home / Page breadcrumb", async ({ page }) => {
    await page.goto(href("/sign-in/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", href("/"))
    await expect(crumbs.getByText("Sign In")).toHaveAttribute("aria-current", "page")
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

  test("the preloader bar plays for about a second, over a page already painted", async ({ page }) => {
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
  })

  test("the preloader is not drawn under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" })
    const page = await context.newPage()
    await page.goto(href("/"))
    await expect(page.locator("[data-preloader]")).toHaveCount(1)
    await expect(page.locator("[data-preloader]")).toBeHidden()
    await context.close()
  })

  test("the footer has its columns, contact details, socials and a back-to-top link", async ({ page }) => {
    await page.goto(href("/"))
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByText("214 Harbor Street")).toBeVisible()
    await expect(footer.getByRole("link", { name: `${brand.name} on Instagram` })).toBeVisible()
    await expect(footer.getByRole("link", { name: "Back to top" })).toHaveAttribute("href", "#top")
    await expect(
      footer.getByRole("navigation", { name: "Get started" }).getByRole("link", { name: "Sign In" }),
    ).toBeVisible()
  })

  test("fonts are self-hosted and preloaded", async ({ page }) => {
    await page.goto(href("/"))
    const preloads = page.locator('link[rel="preload"][as="font"]')
    expect(await preloads.count()).toBeGreaterThanOrEqual(2)
    for (const url of await preloads.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))) {
      expect(new URL(url).hostname).toBe("127.0.0.1")
    }
  })
})
