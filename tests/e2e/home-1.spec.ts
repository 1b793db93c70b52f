import { expect, test, type APIRequestContext, type Locator } from "@playwright/test"

import { needsRoutes } from "./helpers"
import { h1Of } from "./html"

/** Each card links to a page of its own under `base`, whose heading is the card's title. */
async function expectOwnPages(request: APIRequestContext, cards: Locator, base: string) {
  const hrefs = new Set<string>()
  for (const card of await cards.all()) {
    const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? ""
    const href = (await card.getByRole("link").getAttribute("href")) ?? ""
    expect(href, title).toMatch(new RegExp(`^${base}[^/]+/$`))
    hrefs.add(href)
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    expect(h1Of(await response.text()), `the page ${href} opens`).toBe(title)
  }
  expect(hrefs.size, "cards that share a page").toBe(await cards.count())
}

test.describe("Home 1 (digital agency)", () => {
  needsRoutes("/")
  test("shows every section, each card opening its own service or project page", async ({ page, request }) => {
    await page.goto("/")
    const hero = page.locator("#hero")
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(hero.getByPlaceholder("Enter your email")).toBeVisible()
    await expect(hero.getByRole("button", { name: "Subscribe" })).toBeVisible()
    await expect(hero.getByRole("button", { name: /^Play video: / })).toBeVisible()

    await expect(page.getByRole("region", { name: "Trusted by teams at" }).getByRole("listitem")).toHaveCount(5)

    const services = page.getByRole("region", { name: "Four disciplines, one senior team" })
    await expect(services.getByRole("listitem")).toHaveCount(4)
    await expectOwnPages(request, services.getByRole("listitem"), "/service/")

    const work = page.getByRole("region", { name: "Recent launches we are proud of" })
    await expect(work.getByRole("link", { name: /View all work/ })).toHaveAttribute("href", "/portfolio/")
    await expect(work.locator("li")).toHaveCount(2)
    await expectOwnPages(request, work.locator("li"), "/portfolio/")

    const testimonial = page.getByRole("region", { name: "What it is like to work with us" })
    await expect(testimonial.locator("figure")).toHaveCount(1)
    await expect(testimonial.locator("blockquote")).toBeVisible()

    const cta = page.getByRole("region", { name: "Have a project in mind?" })
    await expect(cta.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/")
  })

  test("the FAQ is an exclusive accordion: first open, one at a time, the open one closes, by keyboard too", async ({
    page,
  }) => {
    await page.goto("/")
    const faq = page.getByRole("region", { name: "Questions clients ask first" })
    const items = faq.locator("details")
    await expect(items).toHaveCount(5)
    const openCount = () => faq.locator("details[open]").count()
    await expect(items.nth(0)).toHaveAttribute("open", "")
    expect(await openCount()).toBe(1)
    // Answers are in the HTML even when closed (find-in-page, no JavaScript needed).
    await expect(items.nth(3).locator("p")).toHaveText(/pair with your developers/)

    await items.nth(2).locator("summary").click()
    await expect(items.nth(2)).toHaveAttribute("open", "")
    await expect(items.nth(0)).not.toHaveAttribute("open")
    expect(await openCount()).toBe(1)

    await items.nth(2).locator("summary").click()
    await expect.poll(openCount).toBe(0)

    await items.nth(4).locator("summary").focus()
    await page.keyboard.press("Enter")
    await expect(items.nth(4)).toHaveAttribute("open", "")
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Space")
    await expect(items.nth(3)).toHaveAttribute("open", "")
    await expect(items.nth(4)).not.toHaveAttribute("open")
    // The questions are headings, so they appear in the page outline.
    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(5)
  })

  test("the accordion collapses over 300 ms, instantly under reduced motion", async ({ page }) => {
    await page.goto("/")
    const item = page.locator("#faq-title").locator("xpath=ancestor::section").locator("details").first()
    const duration = () =>
      item.evaluate((el) =>
        parseFloat(getComputedStyle(el, "::details-content").transitionDuration.split(",")[0] ?? "0"),
      )
    expect(await duration()).toBe(0.3)
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await duration()).toBeLessThan(0.01)
  })
})
