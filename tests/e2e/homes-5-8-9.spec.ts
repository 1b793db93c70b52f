import { expect, test, type Locator } from "@playwright/test"

import * as consulting from "#/data/homes/consulting.ts"
import * as seo from "#/data/homes/seo.ts"
import * as timeTracking from "#/data/homes/time-tracking.ts"
import { href } from "#/lib/url.ts"
import { endsWithLink, expectStoreLinks, formReady, needsRoutes, playVideoName, servedAt } from "./helpers"
import { expectAutoplayVideo } from "./autoplay-video"
import { checkPeriods, checkPlans } from "./pricing-table"
import { collection } from "./site-content"

/* Homes 5 (SEO agency), 8 (consulting) and 9 (time tracking): every section, the prices, plan
   limits and figures, and which billing period each pricing table shows first, checked against
   each page's data module (src/data/homes/<variant>.ts), so the checks hold for any copy. */

/** Every key figure of a stats band or content section: the value and its label, paired in one <dl> entry. */
async function expectFigures(scope: Locator, items: readonly { value: string; label: string }[]) {
  for (const { value, label } of items) {
    const item = scope.locator("dl > div").filter({ has: scope.page().getByText(value, { exact: true }) })
    await expect(item, `${value} ${label}`).toHaveCount(1)
    await expect(item).toContainText(label)
  }
}

/** A section's links, each going where the data says. */
async function expectLinks(scope: Locator, ctas: readonly { label: string; href: string }[] = []) {
  for (const { label, href: link } of ctas)
    await expect(scope.getByRole("link", { name: label }).first()).toHaveAttribute("href", href(link))
}

/** The video a page's play button opens, as the button names it. */
async function videoTitle(scope: Locator) {
  const label = await scope.getByRole("button", { name: playVideoName }).first().getAttribute("aria-label")
  return label?.replace(playVideoName, "") ?? ""
}

test.describe("Home 5 (SEO agency)", () => {
  needsRoutes("/home-5/")
  const { hero, heroForm, brands, features, about, services, content, process, stats, pricing, cta } = seo

  test("shows every section from its data, with the figures paired to their labels", async ({ page }) => {
    await page.goto(href("/home-5/"))
    const heroSection = page.locator("#hero")
    await expect(heroSection.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    const email = heroSection.getByRole("textbox", { name: heroForm.label })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("placeholder", heroForm.placeholder)
    await expect(heroSection.getByRole("button", { name: heroForm.button })).toBeVisible()
    if (hero.rating) {
      await expect(heroSection.getByRole("img", { name: `Rated ${hero.rating.value} out of 5` })).toBeVisible()
      await expect(heroSection.getByText(hero.rating.text)).toBeVisible()
    }
    // The hero visual: one labelled image.
    await expect(heroSection.getByRole("img", { name: /.{20,}/ }).last()).toBeVisible()

    await expect(page.getByRole("region", { name: brands.title }).getByRole("listitem")).toHaveCount(
      brands.logos.length,
    )
    await expect(page.getByRole("region", { name: features.title }).getByRole("listitem")).toHaveCount(
      features.items.length,
    )
    await expectLinks(page.getByRole("region", { name: about.title }), about.ctas)

    const grid = page.getByRole("region", { name: services.title })
    await expect(grid.getByRole("article")).toHaveCount(services.items.length)
    const serviceLinks = grid.getByRole("link")
    await expect(serviceLinks).toHaveCount(services.items.length)
    for (const link of await serviceLinks.all()) await expect(link).toHaveAttribute("href", href("/service-details/"))

    await expectFigures(page.getByRole("region", { name: content.title }), content.stats ?? [])
    await expect(page.getByRole("region", { name: process.title }).locator("ol > li")).toHaveCount(process.steps.length)
    await expectFigures(page.getByRole("region", { name: stats.title }), stats.items)

    // The team: a card per specialist, each with a named LinkedIn link.
    const team = page.getByRole("region").filter({ has: page.getByRole("link", { name: "Meet All Members" }) })
    expect(await team.getByRole("article").count()).toBeGreaterThan(0)
    for (const card of await team.getByRole("article").all()) {
      const name = await card.getByRole("heading", { level: 3 }).innerText()
      await expect(card.getByRole("link", { name: `${name} on LinkedIn` })).toBeVisible()
    }

    await expectLinks(page.getByRole("region", { name: cta.title }), cta.ctas)
  })

  test("every plan lists its limits from the data, the recommended one badged; the period switch starts where the data says and the prices follow it", async ({
    page,
  }) => {
    await page.goto(href("/home-5/"))
    await checkPlans(page.getByRole("region", { name: pricing.title }), pricing)
    await checkPeriods(page.getByRole("region", { name: pricing.title }), pricing)
  })

  test("Meet All Members goes to /team/ and each plan's button to its page", async ({ page }) => {
    await page.goto(href("/home-5/"))
    const region = page.getByRole("region", { name: pricing.title })
    for (const plan of pricing.plans) {
      const choose = region.getByRole("link", { name: new RegExp(`^${plan.cta.label}\\W+${plan.title}$`) })
      await expect(choose).toHaveAttribute("href", href(plan.cta.href))
    }

    await page.getByRole("link", { name: "Meet All Members" }).click()
    await expect(page).toHaveURL(servedAt("/team/"))
    await page.goBack()
    const last = pricing.plans.at(-1)!
    await region.getByRole("link", { name: new RegExp(`^${last.cta.label}\\W+${last.title}$`) }).click()
    await expect(page).toHaveURL(endsWithLink(last.cta.href))
  })

  test("the hero email box validates and sends nothing without an endpoint", async ({ page }) => {
    const outgoing: string[] = []
    page.on("request", (request) => {
      if (request.method() !== "GET") outgoing.push(request.url())
    })
    await page.goto(href("/home-5/"))
    const hero = page.locator("#hero")
    await formReady(hero.locator("form"))
    const email = hero.getByRole("textbox", { name: heroForm.label })
    await email.fill("not-an-email")
    await hero.getByRole("button", { name: heroForm.button }).click()
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()

    await email.fill("ana@fernleaf.example")
    await email.press("Enter")
    await expect(hero.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
    await expect(email).toHaveValue("ana@fernleaf.example")
    expect(outgoing).toEqual([])
  })
})

test.describe("Home 8 (consulting)", () => {
  needsRoutes("/home-8/")
  const { hero, stats, story, mission, services, process, pricing, cta } = consulting

  test("shows every section from its data, with the figures paired to their labels", async ({ page }) => {
    await page.goto(href("/home-8/"))
    const heroSection = page.locator("#hero")
    await expect(heroSection.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    await expectLinks(heroSection, hero.ctas)
    await expect(heroSection.getByRole("img", { name: /.{20,}/ }).last()).toBeVisible()

    await expectFigures(page.getByRole("region", { name: stats.title }), stats.items)
    await expect(page.getByRole("region", { name: story.title })).toBeVisible()
    const missionSection = page.getByRole("region", { name: mission.title })
    await expect(missionSection.locator("ul").first().locator(":scope > li")).toHaveCount(mission.bullets?.length ?? 0)

    const grid = page.getByRole("region", { name: services.title })
    await expect(grid.getByRole("article")).toHaveCount(services.items.length)
    // Numbered 01, 02, … in order.
    for (const index of services.items.keys())
      await expect(grid.getByText(String(index + 1).padStart(2, "0"), { exact: true })).toBeVisible()
    for (const link of await grid.getByRole("link").all())
      await expect(link).toHaveAttribute("href", href("/service-details/"))

    await expect(page.getByRole("region", { name: process.title }).locator("ol > li")).toHaveCount(process.steps.length)
    await expectLinks(page.getByRole("region", { name: cta.title }), cta.ctas)
  })

  test("the plan switch starts where the data says and the price follows it", async ({ page }) => {
    await page.goto(href("/home-8/"))
    const region = page.getByRole("region", { name: pricing.title })
    await expect(region.getByRole("article")).toHaveCount(pricing.plans.length)
    await checkPeriods(region, pricing)
  })

  test("the blog cards are the newest posts, each leading to its own page", async ({ page }) => {
    const newest = collection("blog")
      .sort((a, b) => (b.data.date as Date).valueOf() - (a.data.date as Date).valueOf())
      .slice(0, 3)
    await page.goto(href("/home-8/"))
    // The blog section: the one whose cards say Read More.
    const blog = page.getByRole("region").filter({ has: page.getByRole("link", { name: /^Read More/ }) })
    await expect(blog.getByRole("article")).toHaveCount(newest.length)
    const readMore = blog.getByRole("link", { name: /^Read More/ })
    for (const [index, post] of newest.entries())
      await expect(readMore.nth(index)).toHaveAttribute("href", href(`/blog/${post.id}/`))
    await readMore.nth(newest.length - 1).click()
    await expect(page).toHaveURL(servedAt(`/blog/${newest.at(-1)!.id}/`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.at(-1)!.data.title)
  })

  test("the play button opens the client film, loading the player only then, with autoplay on", async ({ page }) => {
    await page.goto(href("/home-8/"))
    await expectAutoplayVideo(page, "/home-8/", await videoTitle(page.locator("main")))
  })
})

test.describe("Home 9 (time tracking)", () => {
  needsRoutes("/home-9/")
  const { hero, stats, features, anywhere, billing, tour, tourTabs, pricing, faq, app } = timeTracking

  test("shows every section from its data, with the figures paired to their labels", async ({ page }) => {
    await page.goto(href("/home-9/"))
    const heroSection = page.locator("#hero")
    await expect(heroSection.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    if (hero.note) await expect(heroSection.getByText(hero.note)).toBeVisible()
    await expect(heroSection.getByRole("img", { name: /.{20,}/ }).last()).toBeVisible()

    await expectFigures(page.getByRole("region", { name: stats.title }), stats.items)
    await expect(page.getByRole("region", { name: features.title }).getByRole("article")).toHaveCount(
      features.items.length,
    )
    await expect(page.getByRole("region", { name: anywhere.title })).toBeVisible()
    await expect(page.getByRole("region", { name: billing.title })).toBeVisible()

    // The integrations wall: its logos and one customer quote.
    const wall = page
      .getByRole("region")
      .filter({ has: page.locator("figure") })
      .filter({ has: page.locator("ul > li") })
    await expect(wall.locator("figure").first()).toBeVisible()

    const questions = page.getByRole("region", { name: faq.title })
    await expect(questions.locator("summary")).toHaveText(faq.items.map((item) => item.question))
    await expect(questions.locator("details").first()).toHaveAttribute("open", "")

    const plans = page.getByRole("region", { name: pricing.title })
    if (pricing.note) await expect(plans).toContainText(pricing.note)

    await expectStoreLinks(page, app)
  })

  test("the hero's links go where the data says", async ({ page }) => {
    await page.goto(href("/home-9/"))
    const first = hero.ctas?.[0]
    test.skip(!first, "the hero has no link")
    const link = page.locator("#hero").getByRole("link", { name: first!.label })
    await expect(link).toHaveAttribute("href", href(first!.href))
    await link.click()
    await expect(page).toHaveURL(endsWithLink(first!.href))
  })

  test("every plan from the data; the period switch starts where the data says and the prices follow it", async ({
    page,
  }) => {
    await page.goto(href("/home-9/"))
    const region = page.getByRole("region", { name: pricing.title })
    await checkPlans(region, pricing)
    await checkPeriods(region, pricing)
  })

  test("the product tour is a WAI-ARIA tabs widget with real panels", async ({ page }) => {
    test.slow()
    await page.goto(href("/home-9/"))
    const section = page.getByRole("region", { name: tour.title })
    await section.scrollIntoViewIfNeeded()
    const tablist = section.getByRole("tablist", { name: tourTabs.label })
    await expect(tablist).toBeVisible()
    const labels = tourTabs.tabs.map((tab) => tab.label)
    const last = labels.length - 1
    const tabs = tablist.getByRole("tab")
    await expect(tabs).toHaveText(labels)

    /** Exactly one tab is selected and its panel, named by it, is the one shown, with its heading, copy and screen. */
    const expectSelected = async (index: number) => {
      const tab = tabs.nth(index)
      await expect(tab).toHaveAttribute("aria-selected", "true")
      await expect(tab).toHaveAttribute("tabindex", "0")
      await expect(section.getByRole("tab", { selected: true })).toHaveCount(1)
      const panel = section.getByRole("tabpanel", { name: labels[index], exact: true })
      await expect(panel).toBeVisible()
      await expect(tab).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!)
      await expect(panel.getByRole("heading", { level: 4 })).toBeVisible()
      await expect(panel.getByRole("listitem").first()).toBeVisible()
      await expect(panel.getByRole("img").first()).toHaveAccessibleName(/.{20,}/)
      await expect(section.getByRole("tabpanel").filter({ visible: true })).toHaveCount(1)
    }

    await expectSelected(0)
    await tabs.nth(0).focus()
    await page.keyboard.press("ArrowRight")
    await expect(tabs.nth(1)).toBeFocused()
    await expectSelected(1)
    await page.keyboard.press("End")
    await expect(tabs.nth(last)).toBeFocused()
    await expectSelected(last)
    await page.keyboard.press("ArrowRight")
    await expect(tabs.nth(0)).toBeFocused()
    await expectSelected(0)
    await page.keyboard.press("ArrowLeft")
    await expectSelected(last)
    await page.keyboard.press("Home")
    await expect(tabs.nth(0)).toBeFocused()
    await expectSelected(0)
    await tabs.nth(2).click()
    await expectSelected(2)
    // Only the selected tab is in the tab order: Tab moves on into its panel.
    await page.keyboard.press("Tab")
    await expect(section.getByRole("tabpanel", { name: labels[2], exact: true })).toBeFocused()
  })
})
