import { expect, test, type Locator, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"

const PLAYER = "**/www.youtube-nocookie.com/**"

/** A plan card, found by its name. */
const plan = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, level: 3, exact: true }) })

/** The price each Home 2 plan shows right now, as a visitor reads it ("$159 /month, billed yearly"). */
async function shownPrices(page: Page) {
  const prices: Record<string, string> = {}
  for (const name of ["Free", "Popular", "Standard"]) {
    const card = plan(page, name)
    const amounts = await card
      .getByText(/^\$\d+$/)
      .filter({ visible: true })
      .allInnerTexts()
    const units = await card
      .getByText(/^\/month/)
      .filter({ visible: true })
      .allInnerTexts()
    expect(amounts, `${name}: one price shown`).toHaveLength(1)
    prices[name] = `${amounts[0]} ${units[0]}`
  }
  return prices
}

const yearly = {
  Free: "$00 /month, billed yearly",
  Popular: "$159 /month, billed yearly",
  Standard: "$39 /month, billed yearly",
}
const monthly = { Free: "$00 /month", Popular: "$199 /month", Standard: "$49 /month" }

/** Whether a period option is drawn as selected (filled with the brand colour; polled, as the fill fades). */
const filled = (page: Page, label: string) =>
  page
    .locator("label", { hasText: label })
    .evaluate((el) => getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)")

test.describe("Home 2 (Parley, live chat)", () => {
  needsRoutes("/home-2/")
  test("shows the review claim, the three plans and their history limits", async ({ page }) => {
    await page.goto("/home-2/")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.locator("#hero").getByText("Rated 4.9/5 from over 600 reviews")).toBeVisible()
    await expect(page.getByRole("img", { name: "Rated 4.9 out of 5" }).first()).toBeVisible()

    const pricing = page.getByRole("region", { name: "Plans that grow with your team" })
    await expect(pricing.getByRole("article")).toHaveCount(3)
    await expect(plan(page, "Popular").getByText("Most popular")).toBeVisible()
    for (const [name, history] of [
      ["Free", "60 days"],
      ["Popular", "3 years"],
      ["Standard", "1 year"],
    ] as const) {
      const line = plan(page, name).getByRole("listitem").filter({ hasText: "Chat history" })
      await expect(line).toContainText(history)
    }
  })

  test("Free and Standard show the visitor list and automatic messages as unavailable", async ({ page }) => {
    await page.goto("/home-2/")
    for (const name of ["Free", "Standard"]) {
      for (const feature of ["Visitor list", "Automatic messages"]) {
        const line = plan(page, name).getByRole("listitem").filter({ hasText: feature })
        await expect(line).toHaveText(new RegExp(`^Not included: ${feature}$`))
        const struck = await line
          .getByText(feature)
          .evaluate((el) => getComputedStyle(el.closest(".line-through") ?? el).textDecorationLine)
        expect(struck, `${name}: ${feature} is crossed out`).toContain("line-through")
      }
    }
    const popular = plan(page, "Popular")
    await expect(popular.getByText("Not included:")).toHaveCount(0)
    await expect(popular.getByRole("listitem").filter({ hasText: "Visitor list" })).toBeVisible()
  })

  test("pricing starts on Yearly, and the selected label matches the prices after a click", async ({ page }) => {
    await page.goto("/home-2/")
    const group = page.getByRole("group", { name: "Billing period" })
    await expect(group.getByRole("radio", { name: "Yearly" })).toBeChecked()
    await expect(group.getByRole("radio", { name: "Monthly" })).not.toBeChecked()
    await expect.poll(() => shownPrices(page), { timeout: 15_000 }).toEqual(yearly)
    await expect.poll(() => filled(page, "Yearly")).toBe(true)

    await group.getByText("Monthly", { exact: true }).click()
    await expect(group.getByRole("radio", { name: "Monthly" })).toBeChecked()
    await expect.poll(() => shownPrices(page), { timeout: 15_000 }).toEqual(monthly)
    await expect.poll(() => filled(page, "Monthly")).toBe(true)
    await expect.poll(() => filled(page, "Yearly")).toBe(false)

    await group.getByText("Yearly", { exact: true }).click()
    await expect.poll(() => shownPrices(page), { timeout: 15_000 }).toEqual(yearly)
  })

  test("the arrow keys switch the period, and the prices follow", async ({ page }) => {
    await page.goto("/home-2/")
    const year = page.getByRole("radio", { name: "Yearly" })
    const month = page.getByRole("radio", { name: "Monthly" })
    await year.focus()
    await page.keyboard.press("ArrowLeft")
    await expect(month).toBeChecked()
    await expect(month).toBeFocused()
    await expect.poll(() => shownPrices(page), { timeout: 15_000 }).toEqual(monthly)
    await expect.poll(() => filled(page, "Monthly")).toBe(true)

    await page.keyboard.press("ArrowRight")
    await expect(year).toBeChecked()
    await expect.poll(() => shownPrices(page), { timeout: 15_000 }).toEqual(yearly)
    await expect.poll(() => filled(page, "Yearly")).toBe(true)
    await expect.poll(() => filled(page, "Monthly")).toBe(false)
  })

  test("the product tour opens in a dialog without autoplay, and no player loads before", async ({ page }) => {
    const requests: string[] = []
    await page.route(PLAYER, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: "text/html", body: "<title>player</title>" })
    })
    await page.goto("/home-2/")
    const play = page.getByRole("button", { name: "Play video: A two-minute tour of Parley" })
    await play.hover()
    await expect(page.locator("astro-island:not([ssr])").filter({ has: play })).toHaveCount(1)
    await page.waitForLoadState("networkidle")
    expect(requests).toEqual([])
    await play.press("Enter")
    const dialog = page.getByRole("dialog", { name: "A two-minute tour of Parley" })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /autoplay=0&mute=0/)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test("the integrations and the closing call to action link where they should", async ({ page }) => {
    await page.goto("/home-2/")
    const integrations = page.getByRole("region", { name: "Works with the tools you already use" })
    await expect(integrations.getByRole("listitem")).toHaveCount(12)
    await expect(integrations.getByText("Shopify")).toBeVisible()
    const cta = page.getByRole("region", { name: "Start talking to your visitors today" })
    await expect(cta.getByRole("link", { name: "Talk to sales" })).toHaveAttribute("href", "/contact/")
  })
})

/** The moving strip inside a ticker: the element that carries the marquee animation. */
const track = (ticker: Locator) => ticker.locator(".animate-marquee")
const playState = (ticker: Locator) => track(ticker).evaluate((el) => getComputedStyle(el).animationPlayState)

const tickers = [
  { path: "/home-2/", section: "Support and sales teams that chat on Parley", list: "Parley customers", count: 8 },
  { path: "/home-3/", section: "A class for every mood", list: "Types of class", count: 10 },
  { path: "/home-4/", section: "Something for every curious mind", list: "Course topics", count: 12 },
] as const

for (const { path, section, list, count } of tickers) {
  test.describe(`ticker on ${path}`, () => {
    needsRoutes(path)
    test("is a real list with an aria-hidden copy for the loop", async ({ page }) => {
      await page.goto(path)
      const region = page.getByRole("region", { name: section })
      await expect(region.getByRole("list", { name: list }).getByRole("listitem")).toHaveCount(count)
      const copy = region.locator('ul[aria-hidden="true"]')
      await expect(copy).toHaveCount(1)
      await expect(copy.locator("li")).toHaveCount(count)
      // Only the real list reaches the accessibility tree.
      await expect(region.getByRole("list")).toHaveCount(1)
    })

    test("pauses on hover, on focus and with its pause checkbox", async ({ page }) => {
      await page.goto(path)
      const region = page.getByRole("region", { name: section })
      await region.scrollIntoViewIfNeeded()
      await expect.poll(() => playState(region)).toBe("running")

      await track(region).locator("..").hover()
      await expect.poll(() => playState(region)).toBe("paused")
      await page.mouse.move(2, 2)
      await expect.poll(() => playState(region)).toBe("running")

      const pause = region.getByRole("checkbox", { name: "Pause" })
      await pause.focus()
      await expect.poll(() => playState(region)).toBe("paused")
      await pause.press("Space")
      await expect(pause).toBeChecked()
      await pause.blur()
      await page.mouse.move(2, 2)
      await expect.poll(() => playState(region), "stays paused while checked").toBe("paused")
      await pause.uncheck()
      await pause.blur()
      await page.mouse.move(2, 2)
      await expect.poll(() => playState(region)).toBe("running")
    })

    test("is a static, wrapped list under reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto(path)
      const region = page.getByRole("region", { name: section })
      await expect.poll(() => track(region).evaluate((el) => getComputedStyle(el).animationName)).toBe("none")
      await expect(region.locator('ul[aria-hidden="true"]')).toBeHidden()
      await expect(region.getByRole("checkbox", { name: "Pause" })).toBeHidden()
      // Every item sits inside the page width: the list wraps instead of running off screen.
      const width = page.viewportSize()!.width
      for (const item of await region.getByRole("list", { name: list }).getByRole("listitem").all()) {
        const box = (await item.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
    })
  })
}

const classes = [
  { title: "20-minute full-body HIIT", id: "M7lc1UVf-VE" },
  { title: "Morning yoga flow", id: "ysz5S6PUM-U" },
  { title: "Run stronger: 5K intervals", id: "jNQXAC9IVRw" },
] as const

test.describe("Home 3 (Stride, fitness)", () => {
  needsRoutes("/home-3/")
  test("shows the customer and rating claims, six testimonials and the store badges", async ({ page }) => {
    await page.goto("/home-3/")
    await expect(page.locator("#hero").getByText("4.8/5 from 64,739 happy customers")).toBeVisible()
    const stories = page.getByRole("region", { name: "Loved by 64,739 happy customers" })
    await expect(stories.getByRole("figure")).toHaveCount(6)
    await expect(stories.getByText("Rated 4.8/5")).toBeVisible()
    const app = page.getByRole("region", { name: "Your next workout is one tap away" })
    await expect(app.getByRole("link", { name: "Download on the App Store" })).toBeVisible()
    await expect(app.getByRole("link", { name: "Get it on Google Play" })).toBeVisible()
  })

  test("each of the three video classes opens its own dialog by keyboard, with no player request before", async ({
    page,
  }) => {
    const requests: string[] = []
    await page.route(PLAYER, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: "text/html", body: "<title>player</title><p>stub player</p>" })
    })
    await page.goto("/home-3/")
    const section = page.getByRole("region", { name: "Try a class before you download" })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole("article")).toHaveCount(3)
    // Each player loads when the visitor reaches for it; islands drop `ssr` once hydrated.
    for (const play of await section.getByRole("button", { name: /^Play video: / }).all()) await play.hover()
    await expect(section.locator("astro-island:not([ssr])")).toHaveCount(3)
    await page.waitForLoadState("networkidle")
    expect(requests, "no request to the video host before the visitor asks").toEqual([])
    await expect(page.locator("iframe")).toHaveCount(0)

    for (const { title, id } of classes) {
      const card = section.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) })
      const play = card.getByRole("button", { name: `Play video: ${title}` })
      await play.focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: title })
      await expect(dialog).toBeVisible()
      await expect(page.getByRole("dialog")).toHaveCount(1)
      await expect(dialog.locator("iframe")).toHaveAttribute(
        "src",
        new RegExp(`youtube-nocookie\\.com/embed/${id}\\?autoplay=0&mute=0`),
      )
      await expect.poll(() => requests.some((url) => url.includes(id))).toBe(true)

      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(page.locator("iframe"), "the player is removed, so the video stops").toHaveCount(0)
      await expect(play).toBeFocused()
    }
  })
})

test.describe("Home 4 (Learnwise, online courses)", () => {
  needsRoutes("/home-4/")
  test("shows the catalogue, student, school and history claims", async ({ page }) => {
    await page.goto("/home-4/")
    await expect(page.getByText(/over 20,700 courses/).first()).toBeVisible()
    await expect(page.getByText(/50,000\+ students/).first()).toBeVisible()
    await expect(page.getByText(/250 schools and colleges/).first()).toBeVisible()
    await expect(page.getByText(/since 1998/).first()).toBeVisible()
  })

  test("six course cards with tag, star rating and number, price and a purchase button to /pricing-2/", async ({
    page,
  }) => {
    await page.goto("/home-4/")
    const section = page.getByRole("region", { name: "Start with a course our students love" })
    const cards = section.getByRole("article")
    await expect(cards).toHaveCount(6)
    const expected = [
      { tag: "Digital Marketing", price: "$10.00" },
      { tag: "Photography", price: "free" },
      { tag: "Video Editing", price: "$650.00" },
      { tag: "Art & Music", price: "free" },
      { tag: "Lifestyle", price: "$45.00" },
      { tag: "UI/UX Design", price: "$250.00" },
    ]
    for (const [index, { tag, price }] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card.getByText(tag, { exact: true })).toBeVisible()
      await expect(card.getByText(/^\d+ lessons$/)).toBeVisible()
      const stars = card.getByRole("img", { name: /^Rated \d\.\d out of 5$/ })
      await expect(stars).toBeVisible()
      const rating = Number((await stars.getAttribute("aria-label"))?.match(/\d\.\d/)?.[0])
      expect(rating).toBeGreaterThanOrEqual(3)
      expect(rating).toBeLessThanOrEqual(5)
      await expect(card.getByText(rating.toFixed(1), { exact: true }), "the number beside the stars").toBeVisible()
      await expect(card.getByText(price, { exact: true })).toBeVisible()
      const title = await card.getByRole("heading", { level: 3 }).innerText()
      const buy = card.getByRole("link", { name: new RegExp(`: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
      await expect(buy).toHaveAttribute("href", "/pricing-2/")
    }
  })

  test("Become an instructor goes to /sign-up/ and Learn more to /about/", async ({ page }) => {
    await page.goto("/home-4/")
    await expect(page.getByRole("link", { name: "Become an instructor" })).toHaveAttribute("href", "/sign-up/")
    await expect(page.getByRole("link", { name: "Learn more about Learnwise" })).toHaveAttribute("href", "/about/")
  })

  test("the three-question FAQ keeps one answer open at a time", async ({ page }) => {
    await page.goto("/home-4/")
    const faq = page.getByRole("region", { name: "Questions before you start" })
    const items = faq.locator("details")
    await expect(items).toHaveCount(3)
    await expect(items.first()).toHaveAttribute("open", "")
    await expect(faq.locator("details[open]")).toHaveCount(1)

    await items.nth(2).locator("summary").click()
    await expect(items.nth(2)).toHaveAttribute("open", "")
    await expect(items.first()).not.toHaveAttribute("open")
    await expect(faq.locator("details[open]")).toHaveCount(1)

    await items.nth(1).locator("summary").focus()
    await page.keyboard.press("Enter")
    await expect(items.nth(1)).toHaveAttribute("open", "")
    await expect(faq.locator("details[open]")).toHaveCount(1)

    await items.nth(1).locator("summary").click()
    await expect(faq.locator("details[open]")).toHaveCount(0)
  })
})
