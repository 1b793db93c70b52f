import { expect, test } from "@playwright/test"

// The data module renders images through astro:assets, so the copy the tests need is repeated here.
const services = {
  cards: { title: "Services built around your next milestone", first: "Brand Strategy & Identity" },
  pricing: { title: "Site care after launch" },
  faq: { title: "Questions about our services", count: 4 },
  video: { id: "process-video", title: "A Lumora Studio project, from kickoff to launch" },
}
const serviceDetails = {
  title: "Websites that explain what you do and turn visits into conversations",
  headings: ["What you get", "How the project runs", "Who it is for", "What clients usually see"],
  faq: "Questions about working with our agency",
}

const player = /^https:\/\/www\.youtube-nocookie\.com\//

test.describe("services page", () => {
  test("six service cards, each a link to the service details", async ({ page }) => {
    await page.goto("/service/")
    const grid = page.getByRole("region", { name: services.cards.title })
    await expect(grid.getByRole("listitem")).toHaveCount(6)
    const links = grid.getByRole("link")
    await expect(links).toHaveCount(6)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/service-details/")
    await expect(links.first()).toHaveAccessibleName(new RegExp(`^Read more\\s?: ${services.cards.first}$`))

    await links.nth(1).click()
    await expect(page).toHaveURL(/\/service-details\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services Details")
  })

  test("three plan cards: Silver 00, Popular 199 highlighted, Standard 49, with no period switch", async ({ page }) => {
    await page.goto("/service/")
    const pricing = page.getByRole("region", { name: services.pricing.title })
    await expect(pricing.getByRole("article")).toHaveCount(3)
    await expect(pricing.getByRole("radio")).toHaveCount(0)
    for (const [name, amount] of [
      ["Silver Plan", "$00"],
      ["Popular Plan", "$199"],
      ["Standard Plan", "$49"],
    ] as const) {
      const card = pricing.getByRole("article").filter({ has: page.getByRole("heading", { name }) })
      await expect(card.getByText(amount, { exact: true })).toBeVisible()
      await expect(card.getByText("/month")).toBeVisible()
    }
    const popular = pricing.getByRole("article").filter({ hasText: "Popular Plan" })
    await expect(popular.getByText("Most popular")).toBeVisible()
  })

  test("the FAQ opens one question at a time", async ({ page }) => {
    await page.goto("/service/")
    const faq = page.getByRole("region", { name: services.faq.title })
    const items = faq.locator("details")
    await expect(items).toHaveCount(services.faq.count)
    await expect(items.first()).toHaveAttribute("open", "")
    await items.nth(1).locator("summary").click()
    await expect(items.nth(1)).toHaveAttribute("open", "")
    await expect(faq.locator("details[open]")).toHaveCount(1)
    await expect(items.nth(1).locator("p").first()).toBeVisible()
  })

  test("the video plays in a dialog that loads the player only when opened", async ({ page }) => {
    const playerRequests: string[] = []
    await page.route(player, (route) => {
      playerRequests.push(route.request().url())
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Stub player</title><p>Stub player</p>",
      })
    })
    await page.goto("/service/")
    const button = page.getByRole("button", { name: `Play video: ${services.video.title}` })
    // The island creates the player; it loads when pointed at and drops `ssr` once hydrated.
    await button.hover()
    await expect(page.locator("astro-island", { has: button })).not.toHaveAttribute("ssr")
    await page.waitForLoadState("networkidle")
    expect(playerRequests, "no request to the video host before opening").toEqual([])

    const dialog = page.getByRole("dialog", { name: services.video.title })
    await expect(dialog).toBeHidden()
    await button.click()
    await expect(dialog).toBeVisible()
    const frame = dialog.locator("iframe")
    await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1&mute=1/)
    await expect(frame).toHaveAttribute("title", services.video.title)
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0)
    await expect(page.frameLocator(`#${services.video.id} iframe`).getByText("Stub player")).toBeVisible()

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(button).toBeFocused()

    // Opening again works, and the close control closes it too.
    await button.press("Enter")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: "Close video" }).click()
    await expect(dialog).toBeHidden()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(button).toBeFocused()
  })
})

test.describe("service details page", () => {
  test("banner with the Home / Services Details breadcrumb", async ({ page }) => {
    await page.goto("/service-details/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services Details")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Services Details"])
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    await expect(crumbs.getByText("Services Details")).toHaveAttribute("aria-current", "page")
  })

  test("an article with headings, a checklist and numbered steps", async ({ page }) => {
    await page.goto("/service-details/")
    const article = page.getByRole("article")
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(serviceDetails.title)
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(serviceDetails.headings)
    await expect(article.locator("ol > li")).toHaveCount(6)
    await expect(article.locator("ul > li").first()).toBeVisible()
    await expect(article.getByRole("img")).toHaveAttribute("alt", /wireframes/i)
    const facts = page.getByRole("complementary", { name: "At a glance" })
    await expect(facts.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/contact/")
  })

  test("a five-question FAQ with the first answer open", async ({ page }) => {
    await page.goto("/service-details/")
    const faq = page.getByRole("region", { name: serviceDetails.faq })
    await expect(faq.locator("details")).toHaveCount(5)
    await expect(faq.locator("details[open]")).toHaveCount(1)
    await expect(faq.locator("details").first().locator("p").first()).toBeVisible()
  })
})
