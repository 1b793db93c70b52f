import { expect, test, type APIRequestContext, type Locator } from "@playwright/test"

import { brands, cta, faq, newsletter, services, work } from "#/data/homes/agency.ts"
import { href } from "#/lib/url.ts"
import { needsRoutes, playVideoName } from "./helpers"
import { h1Of } from "./html"

/** Each card links to a page of its own under `base` (a path within the site), whose heading is the card's title. */
async function expectOwnPages(request: APIRequestContext, cards: Locator, base: string) {
  const links = new Set<string>()
  for (const card of await cards.all()) {
    const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? ""
    const link = (await card.getByRole("link").getAttribute("href")) ?? ""
    expect(link, title).toMatch(new RegExp(`^${href(base)}[^/]+/$`))
    links.add(link)
    const response = await request.get(link)
    expect(response.status(), link).toBe(200)
    expect(h1Of(await response.text()), `the page ${link} opens`).toBe(title)
  }
  expect(links.size, "cards that share a page").toBe(await cards.count())
}

test.describe("Home 1 (digital agency)", () => {
  needsRoutes("/")
  test("shows every section, each card opening its own service or project page", async ({ page, request }) => {
    await page.goto(href("/"))
    const hero = page.locator("#hero")
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(hero.getByPlaceholder(newsletter.placeholder)).toBeVisible()
    await expect(hero.getByRole("button", { name: newsletter.button })).toBeVisible()
    await expect(hero.getByRole("button", { name: playVideoName })).toBeVisible()

    await expect(page.getByRole("region", { name: brands.title }).getByRole("listitem")).toHaveCount(
      brands.logos.length,
    )

    const serviceCards = page.getByRole("region", { name: services.title }).getByRole("listitem")
    await expect(serviceCards).toHaveCount(services.ids.length)
    await expectOwnPages(request, serviceCards, "/service/")

    const projects = page.getByRole("region", { name: work.title })
    await expect(projects.getByRole("link", { name: work.link.label })).toHaveAttribute("href", href(work.link.href))
    await expect(projects.locator("li")).toHaveCount(work.projects.length)
    await expectOwnPages(request, projects.locator("li"), "/portfolio/")

    // The testimonial's data draws a portrait (it only loads in Astro): its section is the one with a quote.
    const testimonial = page.getByRole("region").filter({ has: page.locator("figure blockquote") })
    await expect(testimonial).toHaveCount(1)
    await expect(testimonial.locator("figure")).toHaveCount(1)
    await expect(testimonial.locator("blockquote")).toBeVisible()

    const banner = page.getByRole("region", { name: cta.title })
    for (const link of cta.ctas)
      await expect(banner.getByRole("link", { name: link.label })).toHaveAttribute("href", href(link.href))
  })

  test("the FAQ is an exclusive accordion: first open, one at a time, the open one closes, by keyboard too", async ({
    page,
  }) => {
    const count = faq.items.length
    test.skip(count < 2, "the FAQ has a single question: nothing to keep exclusive")
    // A question other than the first, and the last two (the keyboard steps back from the last).
    const [other, last, beforeLast] = [Math.min(2, count - 1), count - 1, count - 2]
    await page.goto(href("/"))
    const section = page.getByRole("region", { name: faq.title })
    const items = section.locator("details")
    await expect(items).toHaveCount(count)
    const openCount = () => section.locator("details[open]").count()
    await expect(items.nth(0)).toHaveAttribute("open", "")
    expect(await openCount()).toBe(1)
    // Answers are in the HTML even when closed (find-in-page, no JavaScript needed).
    await expect(items.nth(last)).not.toHaveAttribute("open")
    await expect(items.nth(last).locator("p")).toHaveText(faq.items[last]!.answer)

    await items.nth(other).locator("summary").click()
    await expect(items.nth(other)).toHaveAttribute("open", "")
    await expect(items.nth(0)).not.toHaveAttribute("open")
    expect(await openCount()).toBe(1)

    await items.nth(other).locator("summary").click()
    await expect.poll(openCount).toBe(0)

    await items.nth(last).locator("summary").focus()
    await page.keyboard.press("Enter")
    await expect(items.nth(last)).toHaveAttribute("open", "")
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Space")
    await expect(items.nth(beforeLast)).toHaveAttribute("open", "")
    await expect(items.nth(last)).not.toHaveAttribute("open")
    // The questions are headings, so they appear in the page outline.
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(faq.items.map((item) => item.question))
  })

  test("the accordion collapses over 300 ms, instantly under reduced motion", async ({ page }) => {
    await page.goto(href("/"))
    const item = page.locator(`#${faq.id}`).locator("xpath=ancestor::section").locator("details").first()
    const duration = () =>
      item.evaluate((el) =>
        parseFloat(getComputedStyle(el, "::details-content").transitionDuration.split(",")[0] ?? "0"),
      )
    expect(await duration()).toBe(0.3)
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await duration()).toBeLessThan(0.01)
  })
})
