import { expect, test, type Page } from "@playwright/test"

const TOTAL = 12
const BRANDING = 6
const WEBSITE = 5
const DESIGN = 8

const layouts = [
  {
    name: "classic",
    path: "/portfolio/",
    all: "Show All",
    filters: ["Website", "Branding", "Commercial", "Digital Art", "UI/UX Design"],
  },
  { name: "modern", path: "/portfolio-3/", all: "Show all", filters: ["Website", "Branding", "Design"] },
  { name: "minimal", path: "/portfolio-4/", all: "Show all", filters: ["Website", "Branding", "Design"] },
] as const

const items = (page: Page) => page.locator("[data-filter-item]")
const shown = (page: Page) => page.locator("[data-filter-item]:visible")
const group = (page: Page) => page.getByRole("group", { name: "Filter projects by discipline" })
const button = (page: Page, name: string) => group(page).getByRole("button", { name, exact: true })
const status = (page: Page) => page.getByRole("main").getByRole("status")

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="filterable-grid"]:not([ssr])')).toHaveCount(1)
}

/** Exactly `count` projects are visible and each is tagged `value`. */
async function expectOnly(page: Page, value: string, count: number) {
  await expect(shown(page)).toHaveCount(count)
  for (const item of await shown(page).all())
    expect((await item.getAttribute("data-filter"))?.split(" ")).toContain(value)
}

for (const layout of layouts) {
  test.describe(`portfolio ${layout.name} (${layout.path})`, () => {
    test("shows every project at first, with the all filter pressed", async ({ page }) => {
      await page.goto(layout.path)
      await expect(items(page)).toHaveCount(TOTAL)
      await expect(shown(page)).toHaveCount(TOTAL)
      await expect(group(page).getByRole("button")).toHaveText([layout.all, ...layout.filters])
      await expect(button(page, layout.all)).toHaveAttribute("aria-pressed", "true")
      for (const name of layout.filters) await expect(button(page, name)).toHaveAttribute("aria-pressed", "false")
      await expect(status(page)).toHaveText(`Showing all ${TOTAL} projects`)
    })

    test("Branding shows only branding projects, says how many, keeps it in the URL; Back restores all", async ({
      page,
    }) => {
      await page.goto(layout.path)
      await hydrated(page)

      await button(page, "Branding").click()
      await expect(button(page, "Branding")).toHaveAttribute("aria-pressed", "true")
      await expect(button(page, layout.all)).toHaveAttribute("aria-pressed", "false")
      await expect(button(page, "Branding")).toBeFocused()
      await expectOnly(page, "branding", BRANDING)
      await expect(status(page)).toHaveText(`Showing ${BRANDING} of ${TOTAL} projects: Branding`)
      await expect(page).toHaveURL(new RegExp(`${layout.path}\\?filter=branding$`))

      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${layout.path}$`))
      await expect(shown(page)).toHaveCount(TOTAL)
      await expect(button(page, layout.all)).toHaveAttribute("aria-pressed", "true")
      await expect(status(page)).toHaveText(`Showing all ${TOTAL} projects`)

      await page.goForward()
      await expectOnly(page, "branding", BRANDING)
    })

    test("a shared link with ?filter=website opens filtered", async ({ page }) => {
      await page.goto(`${layout.path}?filter=website`)
      await hydrated(page)
      await expect(button(page, "Website")).toHaveAttribute("aria-pressed", "true")
      await expectOnly(page, "website", WEBSITE)
      await expect(status(page)).toHaveText(`Showing ${WEBSITE} of ${TOTAL} projects: Website`)
    })

    test("the filters work from the keyboard", async ({ page }) => {
      await page.goto(layout.path)
      await hydrated(page)
      await button(page, layout.all).focus()
      await page.keyboard.press("Tab")
      await expect(button(page, "Website")).toBeFocused()
      await page.keyboard.press("Enter")
      await expectOnly(page, "website", WEBSITE)
      await page.keyboard.press("Tab")
      await expect(button(page, "Branding")).toBeFocused()
      await page.keyboard.press("Space")
      await expectOnly(page, "branding", BRANDING)
      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Shift+Tab")
      await expect(button(page, layout.all)).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(shown(page)).toHaveCount(TOTAL)
      await expect(page).toHaveURL(new RegExp(`${layout.path}$`))
    })

    test("every card links to the case study, named by its title; images have size and alt", async ({ page }) => {
      await page.goto(layout.path)
      for (const item of await items(page).all()) {
        const title = (await item.getByRole("heading", { level: 3 }).textContent())?.trim() ?? ""
        expect(title.length).toBeGreaterThan(2)
        const link = item.getByRole("link")
        await expect(link).toHaveCount(1)
        await expect(link).toHaveAttribute("href", "/portfolio-details/")
        await expect(link).toHaveAccessibleName(title)
        const image = item.locator("img")
        await expect(image).toHaveAttribute("width", /^\d+$/)
        await expect(image).toHaveAttribute("height", /^\d+$/)
        await expect(image).toHaveAttribute("alt", /.{10,}/)
      }
      await items(page).first().getByRole("link").click()
      await expect(page).toHaveURL(/\/portfolio-details\/$/)
    })
  })

  test(`portfolio ${layout.name}: without JavaScript every project shows`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${layout.path}?filter=branding`)
    await expect(shown(page)).toHaveCount(TOTAL)
    await expect(status(page)).toHaveText(`Showing all ${TOTAL} projects`)
    await context.close()
  })
}

test.describe("the three layouts differ", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("classic: three equal columns of cards with category and title", async ({ page }) => {
    await page.goto("/portfolio/")
    const boxes = await Promise.all((await items(page).all()).slice(0, 4).map((item) => item.boundingBox()))
    const [a, b, c, d] = boxes.map((box) => box!)
    expect(b!.y).toBeCloseTo(a!.y, 0)
    expect(c!.y).toBeCloseTo(a!.y, 0)
    expect(d!.y).toBeGreaterThan(a!.y + a!.height - 1)
    expect(b!.width).toBeCloseTo(a!.width, 0)
    await expect(items(page).first()).toContainText("Product design")
  })

  test("modern: a mosaic of mixed tile sizes with captions over the images", async ({ page }) => {
    await page.goto("/portfolio-3/")
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
    await page.goto("/portfolio-4/")
    await hydrated(page)
    const side = (await group(page).boundingBox())!
    const list = (await page.locator("ul:has(> [data-filter-item])").boundingBox())!
    expect(side.x + side.width).toBeLessThanOrEqual(list.x)
    expect(side.y).toBeLessThan(list.y + 100)
    const buttons = await Promise.all((await group(page).getByRole("button").all()).map((b) => b.boundingBox()))
    for (let i = 1; i < buttons.length; i++) {
      expect(buttons[i]!.x).toBeCloseTo(buttons[0]!.x, 0)
      expect(buttons[i]!.y).toBeGreaterThan(buttons[i - 1]!.y)
    }
    await button(page, "Design").click()
    await expectOnly(page, "design", DESIGN)
    await expect(status(page)).toHaveText(`Showing ${DESIGN} of ${TOTAL} projects: Design`)
  })

  test("minimal on a phone: the filters sit above the list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/portfolio-4/")
    const side = (await group(page).boundingBox())!
    const list = (await page.locator("ul:has(> [data-filter-item])").boundingBox())!
    expect(side.y + side.height).toBeLessThanOrEqual(list.y)
  })
})

test.describe("portfolio details", () => {
  test("a case study with client, category, duration, a website link and the story", async ({ page }) => {
    await page.goto("/portfolio-details/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Northwind Analytics")
    const facts = page.getByRole("complementary", { name: "Project details" })
    const expected = { Client: "Northwind Data Co.", Category: "Product design", Duration: "16 weeks", Year: "2025" }
    for (const [term, value] of Object.entries(expected))
      await expect(facts.locator(`dt:has-text("${term}") + dd`)).toHaveText(value)

    const site = facts.getByRole("link", { name: /Visit the live website/ })
    await expect(site).toHaveAccessibleName(/opens in a new tab/)
    await expect(site).toHaveAttribute("href", "https://northwind.example")
    await expect(site).toHaveAttribute("target", "_blank")
    await expect(site).toHaveAttribute("rel", /noopener/)

    for (const name of ["The challenge", "Our approach", "The results"])
      await expect(page.getByRole("region", { name })).toBeVisible()
    await expect(page.getByRole("region", { name: "The results" }).locator("dd")).toHaveCount(3)

    const images = page.getByRole("main").locator("img")
    expect(await images.count()).toBeGreaterThanOrEqual(3)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("alt", /.{10,}/)
      await expect(image).toHaveAttribute("width", /^\d+$/)
    }
  })

  test("the related strip shows the next three projects and a link to all work", async ({ page }) => {
    await page.goto("/portfolio-details/")
    const related = page.getByRole("region", { name: "More projects" })
    const cards = related.getByRole("listitem")
    await expect(cards).toHaveCount(3)
    await expect(cards.getByRole("heading")).toHaveText([
      "Fernleaf Botanicals",
      "Wayfarer Journeys",
      "Sonora Sound Festival",
    ])
    for (const link of await cards.getByRole("link").all())
      await expect(link).toHaveAttribute("href", "/portfolio-details/")
    await expect(related.getByRole("link", { name: "View all work" })).toHaveAttribute("href", "/portfolio/")
  })
})
