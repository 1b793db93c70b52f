import { expect, test } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { needsRoutes, servedAt } from "./helpers"

test.describe("team page", () => {
  needsRoutes("/team/")
  test("every card has a name, a role and four distinctly named social links", async ({ page }) => {
    await page.goto(href("/team/"))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

    // Two grids of people (src/data/pages/team.ts draws pictures, so it only loads inside Astro).
    const grids = page.getByRole("region").filter({ has: page.getByRole("article") })
    await expect(grids).toHaveCount(2)
    for (const grid of await grids.all()) expect(await grid.getByRole("article").count()).toBeGreaterThan(0)

    const cards = page.locator("main article")
    const count = await cards.count()
    const everyone = new Set<string>()
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i)
      const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? ""
      expect(name, `card ${i + 1} has a name`).not.toBe("")
      everyone.add(name)
      await expect(card.locator("h3 + p"), `${name} has a role`).not.toBeEmpty()

      const links = card.getByRole("link")
      await expect(links).toHaveCount(4)
      const names = await links.evaluateAll((els) =>
        els.map((el) => ({ label: el.getAttribute("aria-label") ?? "", url: el.getAttribute("href") ?? "" })),
      )
      for (const { label, url } of names) {
        expect(label.startsWith(`${name} on `) && label.length > name.length + 4, `social link "${label}"`).toBe(true)
        expect(url).toMatch(/^https:\/\//)
      }
      expect(new Set(names.map((n) => n.label)).size, `${name}: distinct link names`).toBe(4)
      // The icons are decorative: the link's name says where it goes.
      await expect(card.locator("a svg:not([aria-hidden='true'])")).toHaveCount(0)
    }
    expect(everyone.size, "nobody appears twice").toBe(count)
  })

  test("the second grid invites people to apply on the career page", async ({ page }) => {
    await page.goto(href("/team/"))
    const studio = page
      .getByRole("region")
      .filter({ has: page.getByRole("article") })
      .last()
    const join = studio.locator(`a[href="${href("/career/")}"]`)
    await expect(join).toHaveAttribute("href", href("/career/"))
    await join.scrollIntoViewIfNeeded()
    await join.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(servedAt("/career/"))
  })
})
