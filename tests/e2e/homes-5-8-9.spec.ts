import { expect, test, type Locator, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"
import { expectAutoplayVideo } from "./autoplay-video"
import { collection } from "./site-content"

/* Homes 5 (SEO agency), 8 (consulting) and 9 (time tracking): every section, the prices,
   plan limits and claims verbatim, and which billing period each pricing table shows first. */

type Prices = Record<string, string>

const plan = (scope: Locator, name: string) =>
  scope.getByRole("article").filter({ has: scope.page().getByRole("heading", { name, level: 3, exact: true }) })

/**
 * The price each plan shows right now, as a visitor reads it ("$19.00 /month, billed yearly"):
 * every visible amount and unit per card, read in one go (joined, so a second visible price shows).
 */
const shownPrices = (scope: Locator) =>
  scope.evaluate((root) => {
    const prices: Record<string, string> = {}
    for (const card of root.querySelectorAll("article")) {
      const leaves = [...card.querySelectorAll("span")]
        .filter((el) => el.children.length === 0 && el.checkVisibility())
        .map((el) => el.textContent?.trim() ?? "")
      const amounts = leaves.filter((text) => /^\$\d+\.\d\d$/.test(text))
      const units = leaves.filter((text) => /^\/.*(month|year)/.test(text))
      prices[card.querySelector("h3")?.textContent?.trim() ?? "?"] = `${amounts.join(" | ")} ${units.join(" | ")}`
    }
    return prices
  })

const expectPrices = (scope: Locator, figures: Prices, unit: string) =>
  expect
    .poll(() => shownPrices(scope))
    .toEqual(Object.fromEntries(Object.entries(figures).map(([name, amount]) => [name, `${amount} ${unit}`])))

/** The option drawn as selected (filled with the brand colour). */
const filled = (scope: Locator, label: string) =>
  scope
    .locator("label", { hasText: label })
    .evaluate((el) => getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)")

/** A key figure of a stats band or content section: the value and its label, paired in one <dl> entry. */
const figure = (scope: Locator, value: string, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(value, { exact: true }) })
    .filter({ hasText: label })

/**
 * The toggle starts on `first`; clicking the other label and back, and the arrow keys, switch the
 * prices, and the option shown as selected always matches them.
 */
async function checkToggle(
  page: Page,
  region: Locator,
  figures: { monthly: Prices; yearly: Prices },
  units: { monthly: string; yearly: string },
  first: "monthly" | "yearly",
) {
  const label = { monthly: "Monthly", yearly: "Yearly" } as const
  const other = first === "monthly" ? "yearly" : "monthly"
  const radio = (period: "monthly" | "yearly") => region.getByRole("radio", { name: label[period] })
  const expectState = async (period: "monthly" | "yearly") => {
    await expect(radio(period)).toBeChecked()
    await expect(radio(period === "monthly" ? "yearly" : "monthly")).not.toBeChecked()
    await expectPrices(region, figures[period], units[period])
    await expect.poll(() => filled(region, label[period])).toBe(true)
    await expect.poll(() => filled(region, label[period === "monthly" ? "yearly" : "monthly"])).toBe(false)
  }

  await expect(region.getByRole("group", { name: "Billing period" })).toBeVisible()
  await expectState(first)

  await region.getByText(label[other], { exact: true }).click()
  await expectState(other)
  await region.getByText(label[first], { exact: true }).click()
  await expectState(first)

  // Keyboard: the radios move with the arrow keys (Yearly is after Monthly).
  await radio(first).focus()
  await page.keyboard.press(first === "monthly" ? "ArrowRight" : "ArrowLeft")
  await expect(radio(other)).toBeFocused()
  await expectState(other)
  await page.keyboard.press(first === "monthly" ? "ArrowLeft" : "ArrowRight")
  await expect(radio(first)).toBeFocused()
  await expectState(first)
}

test.describe("Home 5 (SEO agency, Rankwell)", () => {
  needsRoutes("/home-5/")
  test("shows every section, with its figures verbatim", async ({ page }) => {
    await page.goto("/home-5/")
    await expect(page.locator("header").getByText("Rankwell").first()).toBeVisible()

    const hero = page.locator("#hero")
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible()
    const email = hero.getByRole("textbox", { name: "Your work email" })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("placeholder", "Enter your email")
    await expect(hero.getByRole("button", { name: "Get Started" })).toBeVisible()
    await expect(hero.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible()
    await expect(hero.getByText("4.8 out of 5 from 1,200+ client reviews")).toBeVisible()
    // The hero visual: the rankings and traffic dashboard, one labelled image.
    await expect(hero.getByRole("img", { name: /Rankwell dashboard/ })).toBeVisible()

    await expect(page.getByRole("region", { name: "Growing organic revenue for" }).getByRole("listitem")).toHaveCount(5)
    await expect(
      page.getByRole("region", { name: "SEO you can see working every week" }).getByRole("listitem"),
    ).toHaveCount(4)
    await expect(page.getByRole("region", { name: /A team of search specialists/ })).toBeVisible()

    const services = page.getByRole("region", { name: "Six ways we grow your organic traffic" })
    await expect(services.getByRole("article")).toHaveCount(6)
    const serviceLinks = services.getByRole("link")
    await expect(serviceLinks).toHaveCount(6)
    for (const link of await serviceLinks.all()) await expect(link).toHaveAttribute("href", "/service-details/")

    await expect(page.getByRole("region", { name: /We measure SEO in orders and leads/ })).toBeVisible()
    await expect(
      page.getByRole("region", { name: "From audit to growth in three steps" }).locator("ol > li"),
    ).toHaveCount(3)

    const stats = page.getByRole("region", { name: "Rankwell results in numbers" })
    await expect(figure(stats, "98%", "average conversion rate")).toHaveCount(1)
    await expect(figure(stats, "60M+", "traffic generated")).toHaveCount(1)

    const team = page.getByRole("region", { name: "The specialists behind your rankings" })
    await expect(team.getByRole("article")).toHaveCount(4)
    await expect(team.getByRole("link", { name: "Camila Restrepo on LinkedIn" })).toBeVisible()

    const testimonial = page.getByRole("region", { name: "What our clients say" })
    await expect(testimonial.locator("figure")).toHaveCount(1)
    const cta = page.getByRole("region", { name: "Find out what your site could rank for" })
    await expect(cta.getByRole("link", { name: "Get your free audit" })).toHaveAttribute("href", "/contact/")
  })

  test("Silver, Gold and Diamond list §9's prices and per-plan limits", async ({ page }) => {
    await page.goto("/home-5/")
    const pricing = page.getByRole("region", { name: "Plans that grow with your traffic" })
    await expect(pricing.getByRole("article")).toHaveCount(3)
    const limits = {
      "Silver Plan": ["50", "30", "6", "8"],
      "Gold Plan": ["200", "40", "12", "10"],
      "Diamond Plan": ["300", "60", "24", "12"],
    } as const
    const lines = ["Key phrases optimized", "Pages optimized", "CRO assets per quarter", "Custom dashboards"]
    for (const [name, values] of Object.entries(limits)) {
      const card = plan(pricing, name)
      for (const [index, text] of lines.entries()) {
        await expect(card.getByRole("listitem").filter({ hasText: text }), `${name}: ${text}`).toHaveText(
          `${text}${values[index]}`,
        )
      }
      await expect(card.getByRole("listitem").filter({ hasText: "Revenue tracking dashboard" })).toHaveCount(1)
    }
    await expect(plan(pricing, "Gold Plan").getByText("Most popular")).toBeVisible()
  })

  test("pricing starts yearly; the selected label matches the prices by click and keyboard", async ({ page }) => {
    await page.goto("/home-5/")
    const pricing = page.getByRole("region", { name: "Plans that grow with your traffic" })
    await checkToggle(
      page,
      pricing,
      {
        monthly: { "Silver Plan": "$30.00", "Gold Plan": "$50.00", "Diamond Plan": "$80.00" },
        yearly: { "Silver Plan": "$19.00", "Gold Plan": "$37.00", "Diamond Plan": "$59.00" },
      },
      { monthly: "/month", yearly: "/month, billed yearly" },
      "yearly",
    )
  })

  test("Meet All Members goes to /team/ and Choose Plan to /pricing/", async ({ page }) => {
    await page.goto("/home-5/")
    const choose = page.getByRole("link", { name: /^Choose Plan/ })
    await expect(choose).toHaveCount(3)
    for (const link of await choose.all()) await expect(link).toHaveAttribute("href", "/pricing/")
    await expect(page.getByRole("link", { name: /^Choose Plan\W+Gold Plan$/ })).toBeVisible()

    await page.getByRole("link", { name: "Meet All Members" }).click()
    await expect(page).toHaveURL(/\/team\/$/)
    await page.goBack()
    await page.getByRole("link", { name: /^Choose Plan\W+Diamond Plan$/ }).click()
    await expect(page).toHaveURL(/\/pricing\/$/)
  })

  test("the hero email box validates and sends nothing without an endpoint", async ({ page }) => {
    const outgoing: string[] = []
    page.on("request", (request) => {
      if (request.method() !== "GET") outgoing.push(request.url())
    })
    await page.goto("/home-5/")
    const hero = page.locator("#hero")
    // The form's island loads when the visitor reaches for the form, then takes over validation.
    await hero.locator("form").hover()
    await expect(hero.locator("form")).toHaveJSProperty("noValidate", true)
    const email = hero.getByRole("textbox", { name: "Your work email" })
    await email.fill("not-an-email")
    await hero.getByRole("button", { name: "Get Started" }).click()
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()

    await email.fill("ana@fernleaf.example")
    await email.press("Enter")
    await expect(hero.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
    await expect(email).toHaveValue("ana@fernleaf.example")
    expect(outgoing).toEqual([])
  })
})

test.describe("Home 8 (consulting, Meridian Advisory)", () => {
  needsRoutes("/home-8/")
  test("shows every section, with its figures verbatim", async ({ page }) => {
    await page.goto("/home-8/")
    await expect(page.locator("header").getByText("Meridian Advisory").first()).toBeVisible()

    const hero = page.locator("#hero")
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(hero.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact/")
    await expect(hero.getByRole("link", { name: "View Services" })).toHaveAttribute("href", "/service/")
    await expect(hero.getByRole("img", { name: /board pack/ })).toBeVisible()

    const stats = page.getByRole("region", { name: "Meridian Advisory in numbers" })
    await expect(figure(stats, "15+", "years of experience")).toHaveCount(1)
    await expect(figure(stats, "84k", "customers worldwide")).toHaveCount(1)
    await expect(figure(stats, "600+", "projects completed")).toHaveCount(1)

    await expect(page.getByRole("region", { name: /^Founded by operators/ })).toBeVisible()
    const mission = page.getByRole("region", { name: "Make every client stronger than when we arrived" })
    await expect(mission.locator("ul").first().locator(":scope > li")).toHaveCount(4)

    const services = page.getByRole("region", { name: "Six practices, one senior team" })
    await expect(services.getByRole("article")).toHaveCount(6)
    for (const number of ["01", "02", "03", "04", "05", "06"]) {
      await expect(services.getByText(number, { exact: true })).toBeVisible()
    }
    for (const link of await services.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/service-details/")
    }

    await expect(
      page.getByRole("region", { name: /A steady process, from first call/ }).locator("ol > li"),
    ).toHaveCount(3)
    await expect(
      page.getByRole("region", { name: "Meet the partners and consultants" }).getByRole("article"),
    ).toHaveCount(6)
    const cta = page.getByRole("region", { name: "Facing a big decision this year?" })
    await expect(cta.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact/")
  })

  test("the single plan starts monthly at $30.00 and switches to $24.99 yearly, by click and keyboard", async ({
    page,
  }) => {
    await page.goto("/home-8/")
    const pricing = page.getByRole("region", { name: "Senior advice on call, for one simple price" })
    await expect(pricing.getByRole("article")).toHaveCount(1)
    await checkToggle(
      page,
      pricing,
      { monthly: { "Advisory Membership": "$30.00" }, yearly: { "Advisory Membership": "$24.99" } },
      { monthly: "/month", yearly: "/month, billed yearly" },
      "monthly",
    )
  })

  test("the blog cards are the newest posts, each leading to its own page", async ({ page }) => {
    const newest = collection("blog")
      .sort((a, b) => (b.data.date as Date).valueOf() - (a.data.date as Date).valueOf())
      .slice(0, 3)
    await page.goto("/home-8/")
    const blog = page.getByRole("region", { name: "Latest from our blog" })
    await expect(blog.getByRole("article")).toHaveCount(newest.length)
    const readMore = blog.getByRole("link", { name: /^Read More/ })
    for (const [index, post] of newest.entries())
      await expect(readMore.nth(index)).toHaveAttribute("href", `/blog/${post.id}/`)
    await readMore.nth(newest.length - 1).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${newest.at(-1)!.id}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.at(-1)!.data.title)
  })

  test("the play button opens the client film, loading the player only then, with autoplay on", async ({ page }) => {
    await expectAutoplayVideo(page, "/home-8/", "Harbor Foods and Meridian Advisory, a year in three minutes")
  })
})

test.describe("Home 9 (time tracking, Tickr)", () => {
  needsRoutes("/home-9/")
  test("shows every section, with its claims verbatim", async ({ page }) => {
    await page.goto("/home-9/")
    await expect(page.locator("header").getByText("Tickr").first()).toBeVisible()

    const hero = page.locator("#hero")
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(hero.getByText("30-day free trial, no credit card required")).toBeVisible()
    await expect(hero.getByRole("img", { name: /timer running/ })).toBeVisible()

    const stats = page.getByRole("region", { name: "Tickr in numbers" })
    await expect(figure(stats, "70+", "integrations")).toHaveCount(1)
    await expect(figure(stats, "50+", "web apps with our timer button")).toHaveCount(1)

    await expect(
      page.getByRole("region", { name: "Everything between the timer and the invoice" }).getByRole("article"),
    ).toHaveCount(4)
    await expect(page.getByRole("region", { name: "A timer button in the tools you already use" })).toContainText(
      "50+ web apps",
    )
    await expect(page.getByRole("region", { name: "Know which clients and projects really pay" })).toBeVisible()

    const integrations = page.getByRole("region", { name: "Works with the 70+ tools your team already uses" })
    await expect(integrations.locator("ul > li")).toHaveCount(12)
    await expect(integrations.locator("figure")).toHaveCount(1)

    const faq = page.getByRole("region", { name: "Questions teams ask before switching" })
    await expect(faq.locator("details")).toHaveCount(5)
    await expect(faq.locator("details").first()).toHaveAttribute("open", "")

    const pricing = page.getByRole("region", { name: "Simple pricing per user" })
    await expect(pricing).toContainText("up to 14% off")
    await expect(pricing).toContainText("30-day free trial, no credit card required")

    const app = page.getByRole("region", { name: "Start a timer from your pocket" })
    await expect(app.getByRole("link", { name: "Download on the App Store" })).toBeVisible()
    await expect(app.getByRole("link", { name: "Get it on Google Play" })).toBeVisible()
  })

  test("the hero button leads to /quote/", async ({ page }) => {
    await page.goto("/home-9/")
    const quote = page.locator("#hero").getByRole("link", { name: "Get a Quote" })
    await expect(quote).toHaveAttribute("href", "/quote/")
    await quote.click()
    await expect(page).toHaveURL(/\/quote\/$/)
  })

  test("pricing starts yearly; the selected label matches the prices by click and keyboard", async ({ page }) => {
    await page.goto("/home-9/")
    const pricing = page.getByRole("region", { name: "Simple pricing per user" })
    await expect(pricing.getByRole("article")).toHaveCount(3)
    await checkToggle(
      page,
      pricing,
      {
        monthly: { Personal: "$2.99", "Small Business": "$19.00", "Enterprise Team": "$49.99" },
        yearly: { Personal: "$1.99", "Small Business": "$9.99", "Enterprise Team": "$29.99" },
      },
      { monthly: "/user/month", yearly: "/user/month, billed yearly" },
      "yearly",
    )
  })

  test("the product tour is a WAI-ARIA tabs widget with real panels", async ({ page }) => {
    test.slow()
    await page.goto("/home-9/")
    const tour = page.getByRole("region", { name: "Built for the way your team works" })
    await tour.scrollIntoViewIfNeeded()
    const tablist = tour.getByRole("tablist", { name: "Tickr product areas" })
    await expect(tablist).toBeVisible()
    const labels = ["Time Tracking", "Project Management", "Team Management", "Reporting Analysis"]
    const tabs = tablist.getByRole("tab")
    await expect(tabs).toHaveText(labels)

    const titles = [
      "Every minute in the right place",
      "Budgets that warn you before they run out",
      "See who is busy and who has room",
      "Reports that answer the question in seconds",
    ]
    /** Exactly one tab is selected and its panel, named by it, is the one shown, with its copy and screen. */
    const expectSelected = async (index: number) => {
      const tab = tabs.nth(index)
      await expect(tab).toHaveAttribute("aria-selected", "true")
      await expect(tab).toHaveAttribute("tabindex", "0")
      await expect(tour.getByRole("tab", { selected: true })).toHaveCount(1)
      const panel = tour.getByRole("tabpanel", { name: labels[index] })
      await expect(panel).toBeVisible()
      await expect(tab).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!)
      await expect(panel.getByRole("heading", { name: titles[index], level: 4 })).toBeVisible()
      await expect(panel.getByRole("listitem").first()).toBeVisible()
      await expect(panel.getByRole("img").first()).toHaveAccessibleName(/.{20,}/)
      await expect(tour.getByRole("tabpanel").filter({ visible: true })).toHaveCount(1)
    }

    await expectSelected(0)
    await tabs.nth(0).focus()
    await page.keyboard.press("ArrowRight")
    await expect(tabs.nth(1)).toBeFocused()
    await expectSelected(1)
    await page.keyboard.press("End")
    await expect(tabs.nth(3)).toBeFocused()
    await expectSelected(3)
    await page.keyboard.press("ArrowRight")
    await expect(tabs.nth(0)).toBeFocused()
    await expectSelected(0)
    await page.keyboard.press("ArrowLeft")
    await expectSelected(3)
    await page.keyboard.press("Home")
    await expect(tabs.nth(0)).toBeFocused()
    await expectSelected(0)
    await tabs.nth(2).click()
    await expectSelected(2)
    // Only the selected tab is in the tab order: Tab moves on into its panel.
    await page.keyboard.press("Tab")
    await expect(tour.getByRole("tabpanel", { name: "Team Management" })).toBeFocused()
  })
})
