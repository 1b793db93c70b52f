import { expect, test, type Locator, type Page } from "@playwright/test"

import * as aiWriter from "#/data/homes/ai-writer.ts"
import * as coldEmail from "#/data/homes/cold-email.ts"
import * as hosting from "#/data/homes/hosting.ts"
import { storeBadgeLabels } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { endsWithLink, needsRoutes, playVideoName } from "./helpers"
import { expectAutoplayVideo } from "./autoplay-video"
import { checkPeriods, checkPlans, planCard } from "./pricing-table"

/* Homes 6, 7 and 10: what each page shows and does, checked against its data module
   (src/data/homes/<variant>.ts), so the checks hold for any copy, figures and prices. */

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name })

/** Every key figure as a visitor reads it: the value and its label in one description-list item. */
async function expectFigures(scope: Locator, items: readonly { value: string; label: string }[] = []) {
  for (const { value, label } of items) {
    const item = scope
      .locator("dl > div")
      .filter({ has: scope.page().getByRole("definition").getByText(value, { exact: true }) })
    await expect(item, `${value} ${label}`).toHaveCount(1)
    await expect(item.getByRole("term")).toHaveText(label)
  }
}

/** A section's links, each going where the data says. */
async function expectLinks(scope: Locator, ctas: readonly { label: string; href: string }[] = []) {
  for (const { label, href: link } of ctas)
    await expect(scope.getByRole("link", { name: label }).first()).toHaveAttribute("href", href(link))
}

test.describe("Home 7 (web hosting)", () => {
  needsRoutes("/home-7/")
  const { hero, facts, services, performance, migration, signup, signupForm, pricing } = hosting

  test("hero, facts, services and claims from the data", async ({ page }) => {
    await page.goto(href("/home-7/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    await expect(page.getByRole("banner").getByRole("link", { name: / home$/ })).toBeVisible()
    await expectLinks(page.locator("#hero"), hero.ctas)

    await expectFigures(section(page, facts.title), facts.items)

    const grid = section(page, services.title)
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(services.items.length)
    for (const link of await grid.getByRole("link").all())
      await expect(link).toHaveAttribute("href", href("/service-details/"))

    await expectFigures(section(page, performance.title), performance.stats)
    await expect(section(page, migration.title)).toBeVisible()

    const form = section(page, signup.title)
    const email = form.getByRole("textbox", { name: signupForm.label })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("autocomplete", "email")
    await expect(form.getByRole("button", { name: signupForm.button })).toBeVisible()
  })

  test("plans: lines and limits from the data, the recommended one badged, the period switch from the data, each button to its page", async ({
    page,
  }) => {
    await page.goto(href("/home-7/"))
    const region = section(page, pricing.title)
    await checkPlans(region, pricing)
    await checkPeriods(region, pricing)
    for (const plan of pricing.plans) {
      const buy = planCard(region, plan.title).getByRole("link", {
        name: new RegExp(`^${plan.cta.label}\\s*: ${plan.title}$`),
      })
      await expect(buy).toHaveAttribute("href", href(plan.cta.href))
    }
    const first = pricing.plans[0]!
    await planCard(region, first.title)
      .getByRole("link", { name: new RegExp(first.cta.label) })
      .click()
    await expect(page).toHaveURL(endsWithLink(first.cta.href))
  })
})

test.describe("Home 10 (AI writer)", () => {
  needsRoutes("/home-10/")
  const { hero, brands, longForm, templates, features, service, process, integrations, faq, cta } = aiWriter

  test("hero, brands, features, steps, integration and figures from the data", async ({ page }) => {
    await page.goto(href("/home-10/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    const heroSection = section(page, hero.title)
    await expectLinks(heroSection, hero.ctas)
    if (hero.rating) {
      await expect(heroSection.getByRole("img", { name: `Rated ${hero.rating.value} out of 5` })).toBeVisible()
      await expect(heroSection.getByText(hero.rating.text)).toBeVisible()
    }

    await expect(section(page, brands.title).getByRole("listitem")).toHaveCount(brands.logos.length)
    await expectLinks(section(page, longForm.title), longForm.ctas)
    await expectFigures(section(page, templates.title), templates.stats)
    await expect(section(page, features.title).getByRole("heading", { level: 3 })).toHaveCount(features.items.length)
    await expect(section(page, process.title).getByRole("listitem")).toHaveCount(process.steps.length)

    const integration = section(page, integrations.title)
    await expect(integration.getByRole("link", { name: integrations.cta.label })).toHaveAttribute(
      "href",
      href(integrations.cta.href),
    )
    await expect(page.locator("#integration")).toHaveCount(1)
    await expectLinks(section(page, cta.title), cta.ctas)

    // The testimonial slider: one slide per testimonial, at least one.
    const slider = page.getByRole("region", { name: "Customer testimonials" })
    expect(await slider.locator('[aria-roledescription="slide"]').count()).toBeGreaterThan(0)
  })

  test("the service accordion opens its first item, one at a time; the FAQ asks the data's questions", async ({
    page,
  }) => {
    await page.goto(href("/home-10/"))
    const accordion = section(page, service.title)
    const items = accordion.locator("details")
    await expect(accordion.locator("summary")).toHaveText(service.items.map((item) => item.question))
    await expect(items.nth(0)).toHaveAttribute("open")
    const last = service.items.length - 1
    await accordion.getByText(service.items[last]!.question).click()
    await expect(items.nth(last)).toHaveAttribute("open")
    await expect(items.nth(0)).not.toHaveAttribute("open")

    const questions = section(page, faq.title)
    await expect(questions.locator("summary")).toHaveText(faq.items.map((item) => item.question))
    await expect(questions.locator("details").first()).toHaveAttribute("open")
  })

  test("the video dialog loads the player only when opened, with autoplay on", async ({ page }) => {
    await page.goto(href("/home-10/"))
    const label = await page.getByRole("button", { name: playVideoName }).first().getAttribute("aria-label")
    await expectAutoplayVideo(page, "/home-10/", label?.replace(playVideoName, "") ?? "")
  })
})

test.describe("Home 6 (cold email)", () => {
  needsRoutes("/home-6/")
  const { hero, brands, process, about, services, faq, integrations, app } = coldEmail

  test("the hero's first button goes where the data says", async ({ page }) => {
    await page.goto(href("/home-6/"))
    const first = hero.ctas?.[0]
    test.skip(!first, "the hero has no link")
    const start = section(page, hero.title).getByRole("link", { name: first!.label })
    await expect(start).toHaveAttribute("href", href(first!.href))
    await start.click()
    await expect(page).toHaveURL(endsWithLink(first!.href))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("sections, counts and figures from the data", async ({ page }) => {
    await page.goto(href("/home-6/"))
    await expect(page.getByRole("banner").getByRole("link", { name: / home$/ })).toBeVisible()
    await expect(section(page, brands.title).getByRole("listitem")).toHaveCount(brands.logos.length)
    await expect(section(page, process.title).getByRole("listitem")).toHaveCount(process.steps.length)

    await expectFigures(section(page, about.title), about.stats)

    const grid = section(page, services.title)
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(services.items.length)
    for (const link of await grid.getByRole("link").all())
      await expect(link).toHaveAttribute("href", href("/service-details/"))

    // The testimonials: quotes, each a figure.
    const quotes = page
      .getByRole("main")
      .getByRole("figure")
      .filter({ has: page.locator("blockquote") })
    expect(await quotes.count()).toBeGreaterThan(0)

    const questions = section(page, faq.title)
    await expect(questions.locator("summary")).toHaveText(faq.items.map((item) => item.question))
    await expect(questions.locator("details").first()).toHaveAttribute("open")

    const band = section(page, integrations.title)
    const list = band.getByRole("list", { name: integrations.ticker.label })
    await expect(list.getByRole("listitem")).toHaveCount(integrations.ticker.items.length)
    for (const item of integrations.ticker.items) await expect(list).toContainText(item.name)
    await expect(band.getByRole("checkbox", { name: /^Pause/ })).toBeVisible()

    const download = section(page, app.title)
    await expect(download.getByRole("link", { name: storeBadgeLabels.appStore.label })).toBeVisible()
    await expect(download.getByRole("link", { name: storeBadgeLabels.googlePlay.label })).toBeVisible()
  })

  test("the integrations ticker rolls, and stands still under reduced motion", async ({ browser }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      await page.goto(href("/home-6/"))
      const track = section(page, integrations.title).locator(".animate-marquee")
      const name = await track.evaluate((el) => getComputedStyle(el).animationName)
      expect(name, reducedMotion).toBe(reducedMotion === "reduce" ? "none" : "marquee")
      await context.close()
    }
  })
})
