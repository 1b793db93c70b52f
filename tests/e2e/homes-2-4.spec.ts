import { expect, test, type Locator } from "@playwright/test"

import * as courses from "#/data/homes/courses.ts"
import * as fitness from "#/data/homes/fitness.ts"
import * as liveChat from "#/data/homes/live-chat.ts"
import { href } from "#/lib/url.ts"
import { escapeRegExp, expectStoreLinks, hydrated, needsRoutes, playVideoName, stubPlayer } from "./helpers"
import { checkPlans, checkToggle } from "./pricing-table"
import { videoLabels } from "#/data/site.ts"

/* Homes 2 (live chat), 3 (fitness) and 4 (courses): what each page shows and does, checked against
   its data module (src/data/homes/<variant>.ts), so the checks hold for any copy and prices. */

const PLAYER = "**/www.youtube-nocookie.com/**"

test.describe("Home 2 (live chat)", () => {
  needsRoutes("/home-2/")
  const { hero, pricing, video, integrations, cta } = liveChat

  // The switch starts yearly here: its whole behaviour (click back, arrow keys) is checked from that side.
  test("shows the hero's rating claim and stars, every plan with its lines, limits and badge, and the period switch starts where the data says and every price follows it, by click and keyboard", async ({
    page,
  }) => {
    await page.goto(href("/home-2/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    await expect(page.locator("#hero").getByText(hero.rating.text)).toBeVisible()
    await expect(page.getByRole("img", { name: `Rated ${hero.rating.value} out of 5` }).first()).toBeVisible()
    await checkPlans(page.getByRole("region", { name: pricing.title }), pricing)
    await checkToggle(page, page.getByRole("region", { name: pricing.title }), pricing)
  })

  test("the product tour opens in a dialog without autoplay, and no player loads before", async ({ page }) => {
    const requests = await stubPlayer(page, PLAYER)
    await page.goto(href("/home-2/"))
    const play = page.getByRole("region", { name: video.title }).getByRole("button", { name: playVideoName })
    const title = (await play.getAttribute("aria-label"))?.replace(playVideoName, "") ?? ""
    expect(title, "the play button names the video").not.toBe("")
    await play.hover()
    const button = page.getByRole("button", { name: `${videoLabels.play}: ${title}` })
    await hydrated(page, button)
    await page.waitForLoadState("networkidle")
    expect(requests).toEqual([])
    await play.press("Enter")
    const dialog = page.getByRole("dialog", { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /autoplay=0&mute=0/)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test("the integrations and the closing call to action link where they should", async ({ page }) => {
    await page.goto(href("/home-2/"))
    const grid = page.getByRole("region", { name: integrations.title })
    await expect(grid.getByRole("listitem")).toHaveCount(integrations.items.length)
    for (const { name } of integrations.items) await expect(grid.getByText(name, { exact: true })).toBeVisible()
    const banner = page.getByRole("region", { name: cta.title })
    for (const { label, href: link } of cta.ctas)
      await expect(banner.getByRole("link", { name: label })).toHaveAttribute("href", href(link))
  })
})

/** The moving strip inside a ticker: the element that carries the marquee animation. */
const track = (ticker: Locator) => ticker.locator(".animate-marquee")
const playState = (ticker: Locator) => track(ticker).evaluate((el) => getComputedStyle(el).animationPlayState)

const tickers = [
  { path: "/home-2/", band: liveChat.customers },
  { path: "/home-3/", band: fitness.topics },
  { path: "/home-4/", band: courses.topics },
].map(({ path, band }) => ({ path, section: band.title, list: band.ticker.label, count: band.ticker.items.length }))

for (const { path, section, list, count } of tickers) {
  test.describe(`ticker on ${path}`, () => {
    needsRoutes(path)
    test("is a real list with an aria-hidden copy for the loop", async ({ page }) => {
      await page.goto(href(path))
      const region = page.getByRole("region", { name: section })
      await expect(region.getByRole("list", { name: list }).getByRole("listitem")).toHaveCount(count)
      const copy = region.locator('ul[aria-hidden="true"]')
      await expect(copy).toHaveCount(1)
      await expect(copy.locator("li")).toHaveCount(count)
      // Only the real list reaches the accessibility tree.
      await expect(region.getByRole("list")).toHaveCount(1)
    })

    test("pauses on hover, on focus and with its pause checkbox", async ({ page }) => {
      await page.goto(href(path))
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
      await page.goto(href(path))
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

test.describe("Home 3 (fitness)", () => {
  needsRoutes("/home-3/")
  const { hero, app } = fitness

  test("shows the hero's rating claim, rated testimonials and the store badges", async ({ page }) => {
    await page.goto(href("/home-3/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    await expect(page.locator("#hero").getByText(hero.rating.text)).toBeVisible()
    await expect(page.locator("#hero").getByRole("img", { name: `Rated ${hero.rating.value} out of 5` })).toBeVisible()
    // Each testimonial is a quote with its member's star rating.
    const quotes = page
      .getByRole("main")
      .getByRole("figure")
      .filter({ has: page.locator("blockquote") })
    expect(await quotes.count()).toBeGreaterThan(0)
    for (const quote of await quotes.all())
      await expect(quote.getByRole("img", { name: /^Rated \d(\.\d)? out of 5$/ })).toBeVisible()
    await expectStoreLinks(page, app)
  })

  test("each video class opens its own dialog by keyboard, with no player request before", async ({ page }) => {
    const requests = await stubPlayer(page, PLAYER)
    await page.goto(href("/home-3/"))
    // The classes: the section whose cards each have a play button.
    const playButton = page.locator("article").getByRole("button", { name: playVideoName })
    const section = page.getByRole("region").filter({ has: playButton })
    const plays = section.getByRole("button", { name: playVideoName })
    await section.scrollIntoViewIfNeeded()
    const count = await plays.count()
    expect(count, "video classes on the page").toBeGreaterThan(0)
    // Each player loads when the visitor reaches for it; islands drop `ssr` once hydrated.
    for (const play of await plays.all()) await play.hover()
    await expect(section.locator("astro-island:not([ssr])")).toHaveCount(count)
    await page.waitForLoadState("networkidle")
    expect(requests, "no request to the video host before the visitor asks").toEqual([])
    await expect(page.locator("iframe")).toHaveCount(0)

    const videos = new Set<string>()
    for (const card of await section.getByRole("article").all()) {
      const title = await card.getByRole("heading").first().innerText()
      const play = card.getByRole("button", { name: `${videoLabels.play}: ${title}` })
      await play.focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: title })
      await expect(dialog).toBeVisible()
      await expect(page.getByRole("dialog")).toHaveCount(1)
      const frame = dialog.locator("iframe")
      await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=0&mute=0/)
      const id = /\/embed\/([\w-]+)/.exec((await frame.getAttribute("src")) ?? "")![1]!
      videos.add(id)
      await expect.poll(() => requests.some((url) => url.includes(id))).toBe(true)

      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(page.locator("iframe"), "the player is removed, so the video stops").toHaveCount(0)
      await expect(play).toBeFocused()
    }
    expect(videos.size, "each class plays its own video").toBe(count)
  })
})

test.describe("Home 4 (courses)", () => {
  needsRoutes("/home-4/")
  const { hero, facts, faq } = courses

  test("shows the hero's claims and every key figure with its label", async ({ page }) => {
    await page.goto(href("/home-4/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    await expect(page.locator("#hero").getByText(hero.lead)).toBeVisible()
    if (hero.note) await expect(page.locator("#hero").getByText(hero.note)).toBeVisible()
    const band = page.getByRole("region", { name: facts.title })
    for (const { value, label } of facts.items) {
      const item = band.locator("dl > div").filter({ has: page.getByText(value, { exact: true }) })
      await expect(item, `${value} ${label}`).toHaveCount(1)
      await expect(item).toContainText(label)
    }
  })

  test("every course card shows a tag, lessons, a star rating with its number, a price and a purchase button to /pricing-2/", async ({
    page,
  }) => {
    await page.goto(href("/home-4/"))
    const cards = page
      .getByRole("main")
      .getByRole("article")
      .filter({ hasText: /\d+ lessons/ })
    expect(await cards.count(), "course cards").toBeGreaterThan(0)
    for (const card of await cards.all()) {
      await expect(card.getByText(/^\d+ lessons$/)).toBeVisible()
      const stars = card.getByRole("img", { name: /^Rated \d(\.\d)? out of 5$/ })
      await expect(stars).toBeVisible()
      const rating = Number((await stars.getAttribute("aria-label"))?.match(/\d(\.\d)?/)?.[0])
      expect(rating).toBeGreaterThanOrEqual(0)
      expect(rating).toBeLessThanOrEqual(5)
      await expect(card.getByText(rating.toFixed(1), { exact: true }), "the number beside the stars").toBeVisible()
      // A price: an amount, or the word the data uses for a free course.
      await expect(card.getByText(/^(\D?\d[\d,.]*\D?|free)$/i).first()).toBeVisible()
      const title = await card.getByRole("heading", { level: 3 }).innerText()
      const buy = card.getByRole("link", { name: new RegExp(`: ${escapeRegExp(title)}$`) })
      await expect(buy).toHaveAttribute("href", href("/pricing-2/"))
    }
  })

  test("the hero, about and teaching sections link where the data says; the FAQ asks its questions", async ({
    page,
  }) => {
    await page.goto(href("/home-4/"))
    for (const { label, href: link } of hero.ctas ?? [])
      await expect(page.locator("#hero").getByRole("link", { name: label })).toHaveAttribute("href", href(link))
    for (const section of [courses.about, courses.teach])
      for (const link of section.ctas ?? []) {
        const name = "context" in link ? `${link.label} ${link.context}` : link.label
        await expect(page.getByRole("region", { name: section.title }).getByRole("link", { name })).toHaveAttribute(
          "href",
          href(link.href),
        )
      }
    const section = page.getByRole("region", { name: faq.title })
    await expect(section.locator("summary")).toHaveText(faq.items.map((item) => item.question))
  })

  test("the FAQ keeps one answer open at a time", async ({ page }) => {
    await page.goto(href("/home-4/"))
    const section = page.getByRole("region", { name: faq.title })
    const items = section.locator("details")
    await expect(items).toHaveCount(faq.items.length)
    test.skip(faq.items.length < 3, "needs three questions")
    await expect(items.first()).toHaveAttribute("open", "")
    await expect(section.locator("details[open]")).toHaveCount(1)

    await items.nth(2).locator("summary").click()
    await expect(items.nth(2)).toHaveAttribute("open", "")
    await expect(items.first()).not.toHaveAttribute("open")
    await expect(section.locator("details[open]")).toHaveCount(1)

    await items.nth(1).locator("summary").focus()
    await page.keyboard.press("Enter")
    await expect(items.nth(1)).toHaveAttribute("open", "")
    await expect(section.locator("details[open]")).toHaveCount(1)

    await items.nth(1).locator("summary").click()
    await expect(section.locator("details[open]")).toHaveCount(0)
  })
})
