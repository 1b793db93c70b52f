/**
 * The three portfolio layouts in a browser: how each lays its projects out. They share one
 * filterable grid, whose behaviour (filters, the URL, history, the keyboard, a tap before the
 * script) is checked once, on the career page (career.spec.ts); what the built pages hold (every
 * project's card, the grid before any script, each project's page) is tests/static/items.test.ts.
 */
import { expect, test, type Page } from "@playwright/test"

import type { PortfolioFilter } from "#/lib/content/projects.ts"
import { countText } from "#/lib/filters.ts"
import { href } from "#/lib/url.ts"
import { hydrated, needsRoutes } from "./helpers"
import { pageFile, sectionOf } from "../support/page-files"
import { collection } from "../support/site-content"

/** The published projects, in the order the grids show them: by `order`, then by file name. */
const projects = collection("projects")
  .map((entry) => ({
    id: entry.id,
    data: entry.data as unknown as { category: string; tags: string[]; order: number },
  }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
const TOTAL = projects.length

/** How many projects a filter shows: those with one of its tags. */
const countOf = (filter: PortfolioFilter) =>
  projects.filter((entry) => filter.tags.some((tag) => entry.data.tags.includes(tag))).length

/** A filter that narrows the list, if any does. */
const narrowing = (filters: readonly PortfolioFilter[]) =>
  filters.find((filter) => countOf(filter) > 0 && countOf(filter) < TOTAL) ?? filters[0]!

const items = (page: Page) => page.locator("[data-filter-item]")
const shown = (page: Page) => page.locator("[data-filter-item]:visible")
/** The minimal layout's filters: its content file's projects block's (src/content/pages/portfolio-4.yaml). */
const minimal = () => sectionOf(pageFile("portfolio-4"), "projects").filter
const group = (page: Page) => page.getByRole("group", { name: minimal().label })

test.describe("the three layouts differ", () => {
  needsRoutes("/portfolio/", "/portfolio-3/", "/portfolio-4/")
  test.use({ viewport: { width: 1280, height: 900 } })

  test("classic: three equal columns of cards with category and title", async ({ page }) => {
    test.skip(TOTAL < 4, "three columns and a second row need four projects")
    await page.goto(href("/portfolio/"))
    const boxes = await Promise.all((await items(page).all()).slice(0, 4).map((item) => item.boundingBox()))
    const [a, b, c, d] = boxes.map((box) => box!)
    expect(b!.y).toBeCloseTo(a!.y, 0)
    expect(c!.y).toBeCloseTo(a!.y, 0)
    expect(d!.y).toBeGreaterThan(a!.y + a!.height - 1)
    expect(b!.width).toBeCloseTo(a!.width, 0)
    await expect(items(page).first()).toContainText(projects[0]!.data.category)
  })

  test("modern: a mosaic of mixed tile sizes with captions over the images", async ({ page }) => {
    test.skip(TOTAL < 3, "the mosaic's three tile sizes need three projects")
    await page.goto(href("/portfolio-3/"))
    const sizes = await Promise.all(
      (await items(page).all()).map(async (item) => {
        const box = (await item.boundingBox())!
        return `${Math.round(box.width)}×${Math.round(box.height)}`
      }),
    )
    expect(new Set(sizes).size).toBeGreaterThanOrEqual(3)
    // The caption sits on the image, not below it.
    const first = items(page).first()
    const image = (await first.locator("img").boundingBox())!
    const heading = (await first.getByRole("heading").boundingBox())!
    expect(heading.y + heading.height).toBeLessThanOrEqual(image.y + image.height)
  })

  test("minimal: filters in a vertical sidebar beside the list; filtering still works", async ({ page }) => {
    const filter = narrowing(minimal().buttons)
    await page.goto(href("/portfolio-4/"))
    await hydrated(page, "filterable-grid")
    const side = (await group(page).boundingBox())!
    const list = (await page.locator("ul:has(> [data-filter-item])").boundingBox())!
    expect(side.x + side.width).toBeLessThanOrEqual(list.x)
    expect(side.y).toBeLessThan(list.y + 100)
    const buttons = await Promise.all((await group(page).getByRole("button").all()).map((b) => b.boundingBox()))
    for (let i = 1; i < buttons.length; i++) {
      expect(buttons[i]!.x).toBeCloseTo(buttons[0]!.x, 0)
      expect(buttons[i]!.y).toBeGreaterThan(buttons[i - 1]!.y)
    }
    await group(page).getByRole("button", { name: filter.label, exact: true }).click()
    await expect(shown(page)).toHaveCount(countOf(filter))
    for (const item of await shown(page).all())
      expect((await item.getAttribute("data-filter"))?.split(" ")).toContain(filter.value)
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      countText(countOf(filter), TOTAL, minimal().noun, filter.label),
    )
  })

  test("minimal on a phone: the filters sit above the list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(href("/portfolio-4/"))
    const side = (await group(page).boundingBox())!
    const list = (await page.locator("ul:has(> [data-filter-item])").boundingBox())!
    expect(side.y + side.height).toBeLessThanOrEqual(list.y)
  })
})
