import { expect, test } from "@playwright/test"

import { needsRoutes } from "./helpers"

test.describe("team page", () => {
  needsRoutes("/team/")
  test("every card has a name, a role and four distinctly named social links", async ({ page }) => {
    await page.goto("/team/")
    await expect(page.getByRole("heading", { level: 1, name: "Our Team" })).toBeVisible()

    const grids = [
      page.getByRole("region", { name: "The people who set the bar" }),
      page.getByRole("region", { name: "Designers, engineers and strategists" }),
    ]
    await expect(grids[0]!.getByRole("article")).toHaveCount(4)
    await expect(grids[1]!.getByRole("article")).toHaveCount(7)

    const cards = page.locator("main article")
    const count = await cards.count()
    expect(count).toBe(11)
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
        els.map((el) => ({ label: el.getAttribute("aria-label") ?? "", href: el.getAttribute("href") ?? "" })),
      )
      for (const { label, href } of names) {
        expect(label.startsWith(`${name} on `) && label.length > name.length + 4, `social link "${label}"`).toBe(true)
        expect(href).toMatch(/^https:\/\//)
      }
      expect(new Set(names.map((n) => n.label)).size, `${name}: distinct link names`).toBe(4)
      // The icons are decorative: the link's name says where it goes.
      await expect(card.locator("a svg:not([aria-hidden='true'])")).toHaveCount(0)
    }
    expect(everyone.size, "nobody appears twice").toBe(count)
  })

  test("the second grid invites people to apply on the career page", async ({ page }) => {
    await page.goto("/team/")
    const studio = page.getByRole("region", { name: "Designers, engineers and strategists" })
    const join = studio.getByRole("link", { name: "Want to join us?" })
    await expect(join).toHaveAttribute("href", "/career/")
    await join.scrollIntoViewIfNeeded()
    await join.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/career\/$/)
  })
})
