import { expect, test, type Locator, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"
import { expectAutoplayVideo } from "./autoplay-video"

/** Homes 6, 7 and 10: the figures and claims shown verbatim, and what each page does. */

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name })

/** A key figure as a visitor reads it: the value and its label in one description-list item. */
async function expectFigure(scope: Locator, value: string, label: string | RegExp) {
  const item = scope
    .locator("dl > div")
    .filter({ has: scope.page().getByRole("definition").getByText(value, { exact: true }) })
  await expect(item).toHaveCount(1)
  await expect(item.getByRole("term")).toHaveText(label)
}

test.describe("Home 7: Nimbus Host (web hosting)", () => {
  needsRoutes("/home-7/")
  const monthly = { Basic: "$2.99", Popular: "$18.99", Enterprise: "$39.00" } as const
  const yearly = { Basic: "$19.00", Popular: "$15.19", Enterprise: "$33.39" } as const
  const plan = (page: Page, name: string) =>
    section(page, "Hosting plans that grow with your site")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name, level: 3, exact: true }) })

  async function shownPrices(page: Page) {
    const shown: Record<string, string> = {}
    for (const name of Object.keys(monthly)) {
      const amount = await plan(page, name)
        .getByText(/^\$\d+\.\d\d$/)
        .filter({ visible: true })
        .allInnerTexts()
      const unit = await plan(page, name)
        .getByText(/^\/(month|year)$/)
        .filter({ visible: true })
        .allInnerTexts()
      expect(amount, `${name}: one price shown`).toHaveLength(1)
      shown[name] = `${amount[0]} ${unit[0]}`
    }
    return shown
  }
  const priced = (figures: Record<string, string>, unit: string) =>
    Object.fromEntries(Object.entries(figures).map(([name, amount]) => [name, `${amount} ${unit}`]))

  test("hero, facts, services and claims as specified", async ({ page }) => {
    await page.goto("/home-7/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fast, secure hosting that simply stays online")
    await expect(page.getByRole("banner").getByRole("link", { name: "Nimbus Host home" })).toBeVisible()
    const trial = page.getByRole("link", { name: "Start 10-day free trial" })
    await expect(trial).toBeVisible()
    await expect(trial).toHaveAttribute("href", "/sign-up/")

    const facts = section(page, "Nimbus Host in numbers")
    await expectFigure(facts, "97%", /^would recommend/)
    await expectFigure(facts, "110k+", /^active services/)
    await expectFigure(facts, "250", /^countries/)

    const services = section(page, "Everything your site needs, in one account")
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(8)
    for (const link of await services.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/service-details/")
    }

    const performance = section(page, "Fast pages for visitors on every continent")
    await expectFigure(performance, "99.99%", /^uptime/)
    await expectFigure(performance, "90,000+", /^customers/)

    await expect(section(page, "Teams that moved to Nimbus, and stayed")).toBeVisible()
    await expect(section(page, "Move in over a coffee, not a weekend")).toBeVisible()

    const signup = section(page, "Speed tips and status news, once a month")
    const email = signup.getByRole("textbox", { name: "Your email address" })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("autocomplete", "email")
    await expect(signup.getByRole("button", { name: "Sign up" })).toBeVisible()
  })

  test("pricing starts on Monthly with the §9 figures, switches to Yearly, labels matching", async ({ page }) => {
    await page.goto("/home-7/")
    const pricing = section(page, "Hosting plans that grow with your site")
    await expect(pricing.getByRole("article")).toHaveCount(3)
    const group = pricing.getByRole("group", { name: "Billing period" })
    await expect(group.getByRole("radio", { name: "Monthly" })).toBeChecked()
    await expect(group.getByRole("radio", { name: "Yearly" })).not.toBeChecked()
    await expect.poll(() => shownPrices(page)).toEqual(priced(monthly, "/month"))

    await group.getByText("Yearly", { exact: true }).click()
    await expect(group.getByRole("radio", { name: "Yearly" })).toBeChecked()
    await expect(group.getByRole("radio", { name: "Monthly" })).not.toBeChecked()
    await expect.poll(() => shownPrices(page)).toEqual(priced(yearly, "/year"))

    await group.getByRole("radio", { name: "Yearly" }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(group.getByRole("radio", { name: "Monthly" })).toBeChecked()
    await expect.poll(() => shownPrices(page)).toEqual(priced(monthly, "/month"))
  })

  test("plans: Popular highlighted, the §9 limits, Purchase now to /pricing/", async ({ page }) => {
    await page.goto("/home-7/")
    await expect(plan(page, "Popular").getByText("Most popular")).toBeVisible()
    await expect(plan(page, "Basic").getByText("Most popular")).toHaveCount(0)

    const basic = plan(page, "Basic")
    await expect(basic.getByRole("listitem").filter({ hasText: "Single website builder" })).not.toContainText(
      "Not included",
    )
    await expect(basic.getByText("Not included: Free SSL certificates")).toBeAttached()
    await expect(basic.getByText("Not included: Premium themes")).toBeAttached()

    const popular = plan(page, "Popular")
    await expect(popular.getByRole("listitem").filter({ hasText: "Unlimited websites" })).not.toContainText(
      "Not included",
    )
    await expect(popular.getByRole("listitem").filter({ hasText: "Free SSL certificates" })).not.toContainText(
      "Not included",
    )
    await expect(popular.getByText("Not included: Premium themes")).toBeAttached()

    await expect(plan(page, "Enterprise").getByText(/Not included/)).toHaveCount(0)

    for (const name of ["Basic", "Popular", "Enterprise"]) {
      const buy = plan(page, name).getByRole("link", { name: new RegExp(`^Purchase now\\s*: ${name}$`) })
      await expect(buy).toHaveAttribute("href", "/pricing/")
    }
    await plan(page, "Popular")
      .getByRole("link", { name: /Purchase now/ })
      .click()
    await expect(page).toHaveURL(/\/pricing\/$/)
  })
})

test.describe("Home 10: Inkwell AI (AI writer)", () => {
  needsRoutes("/home-10/")
  test("hero, brands, features, steps, integration and claims as specified", async ({ page }) => {
    await page.goto("/home-10/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write better content, ten times faster")
    await expect(page.getByRole("link", { name: "Get started, it's free" }).first()).toHaveAttribute(
      "href",
      "/sign-up/",
    )
    await expect(page.getByRole("link", { name: "Schedule a demo" }).first()).toHaveAttribute("href", "/contact/")
    const hero = section(page, "Write better content, ten times faster")
    await expect(hero.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible()
    await expect(hero.getByText("4.8/5", { exact: false })).toBeVisible()

    await expect(section(page, "Trusted by writers and marketing teams at").getByRole("listitem")).toHaveCount(5)

    const longForm = section(page, "From a topic to a full article in under a minute")
    await expect(longForm).toContainText("300 to 1000 word articles")
    const templates = section(page, "80+ templates and 65+ languages, one voice")
    await expectFigure(templates, "80+", "templates")
    await expectFigure(templates, "65+", "languages")

    await expect(
      section(page, "Everything you need to write, edit and publish").getByRole("heading", { level: 3 }),
    ).toHaveCount(6)
    await expect(section(page, "Three steps to your next great draft").getByRole("listitem")).toHaveCount(3)

    const integration = section(page, "Write with Inkwell wherever you already work")
    await expect(integration.getByRole("link", { name: "Add to Chrome" })).toBeVisible()
    await expect(page.locator("#integration")).toHaveCount(1)

    const slider = page.getByRole("region", { name: "Customer testimonials" })
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(2)
  })

  test("the service accordion has 5 items, the first open, one open at a time", async ({ page }) => {
    await page.goto("/home-10/")
    const service = section(page, "One assistant for every stage of a piece")
    const items = service.locator("details")
    await expect(items).toHaveCount(5)
    await expect(items.nth(0)).toHaveAttribute("open")
    await service.getByText("SEO and readability").click()
    await expect(items.nth(3)).toHaveAttribute("open")
    await expect(items.nth(0)).not.toHaveAttribute("open")

    const faq = section(page, "Questions before you start")
    await expect(faq.locator("details")).toHaveCount(3)
    await expect(faq.locator("details").first()).toHaveAttribute("open")
  })

  test("the video dialog loads the player only when opened, with autoplay on", async ({ page }) => {
    await expectAutoplayVideo(page, "/home-10/", "Inkwell AI product tour in two minutes")
  })
})

test.describe("Home 6: Coldline (cold email)", () => {
  needsRoutes("/home-6/")
  test("Get Started goes to /quote/", async ({ page }) => {
    await page.goto("/home-6/")
    const hero = section(page, "Cold emails that get replies and book meetings")
    const start = hero.getByRole("link", { name: "Get Started" })
    await expect(start).toHaveAttribute("href", "/quote/")
    await start.click()
    await expect(page).toHaveURL(/\/quote\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("sections, counts and claims as specified", async ({ page }) => {
    await page.goto("/home-6/")
    await expect(page.getByRole("banner").getByRole("link", { name: "Coldline home" })).toBeVisible()
    await expect(section(page, "Sales teams booking meetings with Coldline").getByRole("listitem")).toHaveCount(5)
    await expect(section(page, "From inbox to booked meeting in three steps").getByRole("listitem")).toHaveCount(3)

    const about = section(page, "Built by salespeople who were tired of spam folders")
    await expectFigure(about, "80%", "increase in monthly meetings")
    await expectFigure(about, "$50M", /^recurring revenue/)

    const services = section(page, "Everything outbound needs, in one tool")
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(4)
    for (const link of await services.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/service-details/")
    }

    await expect(section(page, "Sales teams that fill their calendars with Coldline").getByRole("figure")).toHaveCount(
      6,
    )

    const faq = section(page, "Questions sales teams ask us").locator("details")
    await expect(faq).toHaveCount(3)
    await expect(faq.first()).toHaveAttribute("open")

    const integrations = section(page, "Plays well with the rest of your sales stack")
    const list = integrations.getByRole("list", { name: "Integrations" })
    await expect(list.getByRole("listitem")).toHaveCount(9)
    await expect(list).toContainText("HubSpot")
    await expect(integrations.getByRole("checkbox", { name: "Pause the integrations ticker" })).toBeVisible()

    const app = section(page, "Answer hot replies from anywhere")
    await expect(app.getByRole("link", { name: "Download on the App Store" })).toBeVisible()
    await expect(app.getByRole("link", { name: "Get it on Google Play" })).toBeVisible()
  })

  test("the integrations ticker rolls, and stands still under reduced motion", async ({ browser }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      await page.goto("/home-6/")
      const track = section(page, "Plays well with the rest of your sales stack").locator(".animate-marquee")
      const name = await track.evaluate((el) => getComputedStyle(el).animationName)
      expect(name, reducedMotion).toBe(reducedMotion === "reduce" ? "none" : "marquee")
      await context.close()
    }
  })
})
