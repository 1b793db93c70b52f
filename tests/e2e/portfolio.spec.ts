import { expect, test, type Page } from "@playwright/test"

import { classic, details, minimal, modern, type PortfolioFilter } from "#/data/pages/portfolio.ts"
import { countText } from "#/lib/filters.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { escapeRegExp, hold, htmlOf, hydrated, needsRoutes, pathOf, servedAt } from "./helpers"
import { collection, featuredOf } from "./site-content"
import { canonicalOf, h1Of } from "./html"

type Project = {
  title: string
  client: string
  category: string
  summary: string
  tags: string[]
  order: number
  year: number
  duration: string
  website?: string
  coverAlt: string
  gallery?: { alt: string }[]
  services: string[]
  challenge: string[]
  approach: string[]
  results: string[]
  metrics: { value: string; label: string }[]
}

/** The published projects, in the order the grids show them: by `order`, then by file name. */
const projects = collection("projects")
  .map((entry) => ({ id: entry.id, data: entry.data as unknown as Project }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
const TOTAL = projects.length
const projectPath = (id: string) => `/portfolio/${id}/`

/** The project /portfolio-details/ features. */
const featured = featuredOf("project", projects)

/**
 * A project the case-study tests look at: one with a project before and after it (and a website
 * link, when such a project exists), so every part of the page shows.
 */
const at =
  TOTAL < 3
    ? 0
    : Math.max(
        1,
        projects.findIndex((project, index) => index > 0 && index < TOTAL - 1 && project.data.website !== undefined),
      )
const project = projects[at]!

const layouts = [
  { name: "classic", path: "/portfolio/", view: classic },
  { name: "modern", path: "/portfolio-3/", view: modern },
  { name: "minimal", path: "/portfolio-4/", view: minimal },
] as const

/** How many projects a filter shows: those with one of its tags. */
const countOf = (filter: PortfolioFilter) =>
  projects.filter((entry) => filter.tags.some((tag) => entry.data.tags.includes(tag))).length

/** The filters a layout's tests press: one that narrows the list if any does, and another one. */
function chosenFilters(filters: readonly PortfolioFilter[]): [PortfolioFilter, PortfolioFilter] {
  const narrowing = filters.find((filter) => countOf(filter) > 0 && countOf(filter) < TOTAL) ?? filters[0]!
  return [narrowing, filters.find((filter) => filter !== narrowing) ?? narrowing]
}

const items = (page: Page) => page.locator("[data-filter-item]")
const shown = (page: Page) => page.locator("[data-filter-item]:visible")
/** The filter buttons of the portfolio page open in `page`, named as that layout names them. */
const group = (page: Page) => {
  const layout = layouts.find((candidate) => candidate.path === pathOf(page)) ?? layouts[0]
  return page.getByRole("group", { name: layout.view.grid.filter.label })
}
const button = (page: Page, name: string) => group(page).getByRole("button", { name, exact: true })
const status = (page: Page) => page.getByRole("main").getByRole("status")

/** Exactly the projects `filter` stands for are visible, each tagged with its value. */
async function expectOnly(page: Page, filter: PortfolioFilter) {
  await expect(shown(page)).toHaveCount(countOf(filter))
  for (const item of await shown(page).all())
    expect((await item.getAttribute("data-filter"))?.split(" ")).toContain(filter.value)
}

for (const layout of layouts) {
  const { filters, filter: copy } = layout.view.grid
  const all = copy.all
  const statusFor = (filter: PortfolioFilter | null) =>
    countText(filter ? countOf(filter) : TOTAL, TOTAL, copy.noun, filter?.label ?? null)
  const [chosen, second] = chosenFilters(filters)

  test.describe(`portfolio ${layout.name} (${layout.path})`, () => {
    needsRoutes(layout.path)
    test("shows every project at first, with the all filter pressed; every card, in order, opens its own project's page, whose heading is the card's title", async ({
      page,
      request,
    }) => {
      await page.goto(href(layout.path))
      await expect(items(page)).toHaveCount(TOTAL)
      await expect(shown(page)).toHaveCount(TOTAL)
      await expect(group(page).getByRole("button")).toHaveText([all, ...filters.map((filter) => filter.label)])
      await expect(button(page, all)).toHaveAttribute("aria-pressed", "true")
      for (const { label } of filters) await expect(button(page, label)).toHaveAttribute("aria-pressed", "false")
      await expect(status(page)).toHaveText(statusFor(null))

      for (const [index, { id, data }] of projects.entries()) {
        const item = items(page).nth(index)
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(data.title)
        const link = item.getByRole("link")
        await expect(link).toHaveCount(1)
        await expect(link).toHaveAttribute("href", href(projectPath(id)))
        await expect(link).toHaveAccessibleName(data.title)
        const image = item.locator("img")
        await expect(image).toHaveAttribute("width", /^\d+$/)
        await expect(image).toHaveAttribute("height", /^\d+$/)
        await expect(image).toHaveAttribute("alt", data.coverAlt)
        expect(h1Of(await htmlOf(request, projectPath(id))), projectPath(id)).toBe(data.title)
      }
      await items(page).first().getByRole("link").click()
      await expect(page).toHaveURL(servedAt(projectPath(projects[0]!.id)))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(projects[0]!.data.title)
    })

    test("a shared link with ?filter= opens filtered", async ({ page }) => {
      await page.goto(href(`${layout.path}?filter=${second.value}`))
      await hydrated(page, "filterable-grid")
      await expect(button(page, second.label)).toHaveAttribute("aria-pressed", "true")
      await expectOnly(page, second)
      await expect(status(page)).toHaveText(statusFor(second))
    })

    test("a filter tapped as soon as the page shows, before the island's JavaScript has arrived, is applied when it does", async ({
      page,
    }) => {
      const release = await hold(page)
      await page.goto(href(layout.path), { waitUntil: "commit" })
      await button(page, chosen.label).click()
      await expect(shown(page)).toHaveCount(TOTAL)
      release()
      await expect(button(page, chosen.label)).toHaveAttribute("aria-pressed", "true")
      await expectOnly(page, chosen)
      await expect(status(page)).toHaveText(statusFor(chosen))
      await expect(page).toHaveURL(servedAt(`${layout.path}?filter=${chosen.value}`))
    })

    // The three layouts share one filterable grid: how its buttons behave (click, history, keyboard)
    // is checked on the first; each layout's own filters are checked above and below.
    if (layout !== layouts[0]) return

    test("a filter shows only its projects, says how many, keeps it in the URL; Back restores all", async ({
      page,
    }) => {
      await page.goto(href(layout.path))
      await hydrated(page, "filterable-grid")

      await button(page, chosen.label).click()
      await expect(button(page, chosen.label)).toHaveAttribute("aria-pressed", "true")
      await expect(button(page, all)).toHaveAttribute("aria-pressed", "false")
      await expect(button(page, chosen.label)).toBeFocused()
      await expectOnly(page, chosen)
      await expect(status(page)).toHaveText(statusFor(chosen))
      await expect(page).toHaveURL(servedAt(`${layout.path}?filter=${chosen.value}`))

      await page.goBack()
      await expect(page).toHaveURL(servedAt(layout.path))
      await expect(shown(page)).toHaveCount(TOTAL)
      await expect(button(page, all)).toHaveAttribute("aria-pressed", "true")
      await expect(status(page)).toHaveText(statusFor(null))

      await page.goForward()
      await expectOnly(page, chosen)
    })

    test("the filters work from the keyboard", async ({ page }) => {
      const [first, next = first] = filters
      await page.goto(href(layout.path))
      await hydrated(page, "filterable-grid")
      await button(page, all).focus()
      await page.keyboard.press("Tab")
      await expect(button(page, first.label)).toBeFocused()
      await page.keyboard.press("Enter")
      await expectOnly(page, first)
      await page.keyboard.press("Tab")
      await expect(button(page, next.label)).toBeFocused()
      await page.keyboard.press("Space")
      await expectOnly(page, next)
      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Shift+Tab")
      await expect(button(page, all)).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(shown(page)).toHaveCount(TOTAL)
      await expect(page).toHaveURL(servedAt(layout.path))
    })
  })

  test(`portfolio ${layout.name}: without JavaScript every project shows`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(href(`${layout.path}?filter=${chosen.value}`))
    await expect(shown(page)).toHaveCount(TOTAL)
    await expect(status(page)).toHaveText(statusFor(null))
    await context.close()
  })
}

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
    const [filter] = chosenFilters(minimal.grid.filters)
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
    await button(page, filter.label).click()
    await expectOnly(page, filter)
    await expect(status(page)).toHaveText(countText(countOf(filter), TOTAL, minimal.grid.filter.noun, filter.label))
  })

  test("minimal on a phone: the filters sit above the list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(href("/portfolio-4/"))
    const side = (await group(page).boundingBox())!
    const list = (await page.locator("ul:has(> [data-filter-item])").boundingBox())!
    expect(side.y + side.height).toBeLessThanOrEqual(list.y)
  })
})

test.describe("a project's page", () => {
  const { labels } = details

  test("shows the project's facts, its story, its results and its pictures", async ({ page }) => {
    const { data } = project
    await page.goto(href(projectPath(project.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title)
    await expect(page.getByRole("main").getByText(data.summary, { exact: true })).toBeVisible()
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("listitem").last()).toHaveText(data.title)
    await expect(crumbs.getByRole("link", { name: details.crumb.label })).toHaveAttribute(
      "href",
      href(details.crumb.href),
    )

    const facts = page.getByRole("complementary", { name: labels.facts })
    const expected = {
      [labels.client]: data.client,
      [labels.category]: data.category,
      [labels.duration]: data.duration,
      [labels.year]: String(data.year),
    }
    for (const [term, value] of Object.entries(expected))
      await expect(facts.locator(`dt:has-text("${term}") + dd`)).toHaveText(value)

    const website = facts.getByRole("link", { name: new RegExp(escapeRegExp(labels.website)) })
    if (data.website) {
      await expect(website).toHaveAccessibleName(new RegExp(escapeRegExp(labels.newTab)))
      await expect(website).toHaveAttribute("href", data.website)
      await expect(website).toHaveAttribute("target", "_blank")
      await expect(website).toHaveAttribute("rel", /noopener/)
    } else await expect(website).toHaveCount(0)

    for (const [name, paragraphs] of [
      [labels.challenge, data.challenge],
      [labels.approach, data.approach],
      [labels.results, data.results],
    ] as const) {
      const chapter = page.getByRole("region", { name, exact: true })
      await expect(chapter).toBeVisible()
      for (const paragraph of paragraphs) await expect(chapter.getByText(paragraph, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("region", { name: labels.approach }).getByRole("listitem")).toHaveText(data.services)
    const results = page.getByRole("region", { name: labels.results })
    await expect(results.locator("dd")).toHaveText(data.metrics.map((metric) => metric.value))
    await expect(results.locator("dt")).toHaveText(data.metrics.map((metric) => metric.label))

    // The cover, then the gallery, each described for people who cannot see it.
    for (const alt of [data.coverAlt, ...(data.gallery ?? []).map((image) => image.alt)]) {
      const image = page.getByRole("main").getByRole("img", { name: alt, exact: true }).first()
      await expect(image).toBeVisible()
      await expect(image).toHaveAttribute("width", /^\d+$/)
    }
  })

  test("previous and next lead to the neighbouring projects in order", async ({ page, request }) => {
    test.skip(TOTAL < 2, "neighbours need two projects")
    const previous = projects[at - 1]
    const next = projects[at + 1]
    await page.goto(href(projectPath(project.id)))
    const neighbours = page.getByRole("navigation", { name: details.neighbours.label })
    const previousLink = neighbours.getByRole("link", { name: new RegExp(`^${details.neighbours.labels.previous}`) })
    const nextLink = neighbours.getByRole("link", { name: new RegExp(`^${details.neighbours.labels.next}`) })
    if (previous) {
      await expect(previousLink).toHaveAttribute("href", href(projectPath(previous.id)))
      await expect(previousLink).toContainText(previous.data.title)
    } else await expect(previousLink).toHaveCount(0)
    await expect(nextLink).toHaveAttribute("href", href(projectPath(next!.id)))
    await expect(nextLink).toContainText(next!.data.title)

    await nextLink.click()
    await expect(page).toHaveURL(servedAt(projectPath(next!.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next!.data.title)
    await neighbours.getByRole("link", { name: new RegExp(`^${details.neighbours.labels.previous}`) }).click()
    await expect(page).toHaveURL(servedAt(projectPath(project.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.data.title)

    // The ends: the first project has nothing before it, the last nothing after it.
    expect(await htmlOf(request, projectPath(projects[0]!.id))).not.toContain('rel="prev"')
    expect(await htmlOf(request, projectPath(projects.at(-1)!.id))).not.toContain('rel="next"')
  })

  test("the related strip shows the next projects, wrapping round, and a link to all work", async ({
    page,
    request,
  }) => {
    const more = [1, 2, 3].filter((step) => step < TOTAL).map((step) => projects[(at + step) % TOTAL]!)
    await page.goto(href(projectPath(project.id)))
    const related = page.getByRole("region", { name: details.related.title })
    const cards = related.getByRole("listitem")
    await expect(cards).toHaveCount(more.length)
    await expect(cards.getByRole("heading")).toHaveText(more.map((entry) => entry.data.title))
    for (const [index, entry] of more.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", href(projectPath(entry.id)))
      expect(h1Of(await htmlOf(request, projectPath(entry.id)))).toBe(entry.data.title)
    }
    await expect(related.getByRole("link", { name: details.related.link.label })).toHaveAttribute(
      "href",
      href(details.related.link.href),
    )
  })
})

test.describe("portfolio details", () => {
  needsRoutes("/portfolio-details/")
  test("shows the featured project and names that project's page canonical", async ({ request }) => {
    const html = await htmlOf(request, "/portfolio-details/")
    expect(h1Of(html)).toBe(featured.data.title)
    expect(canonicalOf(html)).toBe(absoluteUrl(projectPath(featured.id)))
    expect(canonicalOf(await htmlOf(request, projectPath(featured.id)))).toBe(absoluteUrl(projectPath(featured.id)))
  })
})
