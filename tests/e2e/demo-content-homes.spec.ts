/**
 * The template's sample home, pricing, FAQ and contact copy, checked word for word: the prices, plan
 * names, claims, figures and counts that ship in src/data/homes and src/data/pages. The behaviour specs
 * (homes-*.spec.ts, pricing.spec.ts, faq.spec.ts, …) read what they expect from the data modules
 * and hold for any copy; this file does not. A buyer who replaces the sample copy deletes this file,
 * or the block of the page they replaced.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { brand } from "#/config/site.ts"
import { href } from "#/lib/url.ts"
import { needsRoutes, stubPlayer } from "./helpers"
import { visibleTextOf } from "./html"
import { planCard } from "./pricing-table"

/** The text a visitor reads on a page (both prices of a period switch included). */
async function textOn(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(href(path))
  expect(response.status(), path).toBe(200)
  return visibleTextOf(await response.text())
}

/** Each phrase appears on the page, verbatim. */
async function expectPhrases(request: APIRequestContext, path: string, phrases: readonly string[]) {
  const text = await textOn(request, path)
  for (const phrase of phrases) expect(text.includes(phrase), `${path} shows “${phrase}”`).toBe(true)
}

type Plans = Record<string, { monthly: string; yearly: string }>

/** The plans of a pricing section by name, each card holding its monthly and yearly amounts. */
async function expectPlans(page: Page, path: string, section: string, plans: Plans) {
  await page.goto(href(path))
  const region = page.getByRole("region", { name: section })
  await expect(region.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(Object.keys(plans))
  for (const [name, { monthly, yearly }] of Object.entries(plans)) {
    const amounts = await planCard(region, name).locator(".tabular-nums").allTextContents()
    expect(amounts, name).toEqual(expect.arrayContaining([monthly, yearly]))
  }
}

/** A testimonial carousel's slides: how many, and whom the first ones quote. */
async function expectSlides(page: Page, path: string, names: readonly string[], count: number) {
  await page.goto(href(path))
  const slides = page.getByRole("region", { name: "Customer testimonials" }).locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(count)
  for (const [index, name] of names.entries()) {
    await expect(slides.nth(index)).toHaveAttribute("aria-label", `${index + 1} of ${count}`)
    await expect(slides.nth(index).locator("figcaption")).toContainText(name)
  }
}

test.describe("Home 1 sample (the studio)", () => {
  // /home/ is the studio home's second address: with another home at / (npm run remove -- --keep),
  // it goes, and this block with it.
  needsRoutes("/", "/home/")
  test("five logos, four services, two projects and five questions, the fourth on handing over", async ({ page }) => {
    await page.goto(href("/"))
    await expect(page.getByRole("region", { name: "Trusted by teams at" }).getByRole("listitem")).toHaveCount(5)
    await expect(
      page.getByRole("region", { name: "Four disciplines, one senior team" }).getByRole("listitem"),
    ).toHaveCount(4)
    const work = page.getByRole("region", { name: "Recent launches we are proud of" })
    await expect(work.locator("li")).toHaveCount(2)
    await expect(work.getByRole("link", { name: /View all work/ })).toHaveAttribute("href", href("/portfolio/"))
    await expect(page.getByRole("region", { name: "What it is like to work with us" }).locator("figure")).toHaveCount(1)
    const faq = page.getByRole("region", { name: "Questions clients ask first" })
    await expect(faq.locator("details")).toHaveCount(5)
    await expect(faq.locator("details").nth(3).locator("p")).toHaveText(/pair with your developers/)
    const cta = page.getByRole("region", { name: "Have a project in mind?" })
    await expect(cta.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", href("/contact/"))
  })

  test(`the showreel “Inside ${brand.name} in 90 seconds” is YouTube video aqz-KE-bpKQ, sound on`, async ({ page }) => {
    await stubPlayer(page, "**/www.youtube-nocookie.com/**")
    await page.goto(href("/"))
    await page.getByRole("button", { name: `Play video: Inside ${brand.name} in 90 seconds` }).click()
    const dialog = page.getByRole("dialog", { name: `Inside ${brand.name} in 90 seconds` })
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=0&mute=0/,
    )
    await expect(dialog).toContainText("Plays from YouTube")
    await expect(dialog.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    )
  })
})

test.describe("Home 2 sample (Parley)", () => {
  needsRoutes("/home-2/")
  test("the review claim, the plan limits and the integrations", async ({ page, request }) => {
    await expectPhrases(request, "/home-2/", [
      "Chat history60 days",
      "Chat history3 years",
      "Chat history1 year",
      "/month, billed yearly",
      "Shopify",
      "A two-minute tour of Parley",
    ])
    await page.goto(href("/home-2/"))
    await expect(page.locator("#hero").getByText("Rated 4.9/5 from over 600 reviews")).toBeVisible()
  })

  test("Free, Popular and Standard: $00 / $199 / $49 a month, $00 / $159 / $39 billed yearly", async ({ page }) => {
    await expectPlans(page, "/home-2/", "Plans that grow with your team", {
      Free: { monthly: "$00", yearly: "$00" },
      Popular: { monthly: "$199", yearly: "$159" },
      Standard: { monthly: "$49", yearly: "$39" },
    })
    await expect(planCard(page, "Popular").getByText("Most popular")).toBeVisible()
    for (const name of ["Free", "Standard"])
      await expect(planCard(page, name).getByRole("listitem").filter({ hasText: "Not included:" })).toHaveText([
        "Not included: Visitor list",
        "Not included: Automatic messages",
      ])
    await expect(
      page.getByRole("region", { name: "Works with the tools you already use" }).getByRole("listitem"),
    ).toHaveCount(12)
    await expect(page.getByRole("list", { name: "Parley customers" }).getByRole("listitem")).toHaveCount(8)
  })
})

test.describe("Home 3 sample (Stride)", () => {
  needsRoutes("/home-3/")
  test("the customer claim, six testimonials and the three classes", async ({ page }) => {
    await page.goto(href("/home-3/"))
    await expect(page.locator("#hero").getByText("4.8/5 from 64,739 happy customers")).toBeVisible()
    const stories = page.getByRole("region", { name: "Loved by 64,739 happy customers" })
    await expect(stories.getByRole("figure")).toHaveCount(6)
    await expect(stories.getByText("Rated 4.8/5")).toBeVisible()
    const classes = page.getByRole("region", { name: "Try a class before you download" })
    await expect(classes.getByRole("article").getByRole("heading")).toHaveText([
      "20-minute full-body HIIT",
      "Morning yoga flow",
      "Run stronger: 5K intervals",
    ])
    await expect(page.getByRole("list", { name: "Types of class" }).getByRole("listitem")).toHaveCount(10)
  })
})

test.describe("Home 4 sample (Learnwise)", () => {
  needsRoutes("/home-4/")
  test("the catalogue, student, school and history claims; six courses with their prices", async ({
    page,
    request,
  }) => {
    await expectPhrases(request, "/home-4/", [
      "over 20,700 courses",
      "50,000+ students",
      "250 schools and colleges",
      "since 1998",
    ])
    await page.goto(href("/home-4/"))
    const cards = page.getByRole("region", { name: "Start with a course our students love" }).getByRole("article")
    const expected = [
      ["Digital Marketing", "$10.00"],
      ["Photography", "free"],
      ["Video Editing", "$650.00"],
      ["Art & Music", "free"],
      ["Lifestyle", "$45.00"],
      ["UI/UX Design", "$250.00"],
    ] as const
    await expect(cards).toHaveCount(expected.length)
    for (const [index, [tag, price]] of expected.entries()) {
      await expect(cards.nth(index).getByText(tag, { exact: true })).toBeVisible()
      await expect(cards.nth(index).getByText(price, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("region", { name: "Questions before you start" }).locator("details")).toHaveCount(3)
    await expect(page.getByRole("list", { name: "Course topics" }).getByRole("listitem")).toHaveCount(12)
  })
})

test.describe("Home 5 sample (Rankwell)", () => {
  needsRoutes("/home-5/")
  test("the review claim and the results in numbers", async ({ request }) => {
    await expectPhrases(request, "/home-5/", [
      "4.8 out of 5 from 1,200+ client reviews",
      "average conversion rate98%",
      "traffic generated60M+",
    ])
  })

  test("Silver, Gold and Diamond: prices and limits; Gold is the popular one", async ({ page }) => {
    await expectPlans(page, "/home-5/", "Plans that grow with your traffic", {
      "Silver Plan": { monthly: "$30.00", yearly: "$19.00" },
      "Gold Plan": { monthly: "$50.00", yearly: "$37.00" },
      "Diamond Plan": { monthly: "$80.00", yearly: "$59.00" },
    })
    const limits = { "Silver Plan": "50", "Gold Plan": "200", "Diamond Plan": "300" }
    for (const [name, phrases] of Object.entries(limits))
      await expect(planCard(page, name).getByRole("listitem").first()).toHaveText(`Key phrases optimized${phrases}`)
    await expect(planCard(page, "Gold Plan").getByText("Most popular")).toBeVisible()
    await expect(page.getByRole("link", { name: "Camila Restrepo on LinkedIn" })).toBeVisible()
  })
})

test.describe("Home 6 sample (Coldline)", () => {
  needsRoutes("/home-6/")
  test("the figures, six testimonials and nine integrations", async ({ page, request }) => {
    await expectPhrases(request, "/home-6/", [
      "increase in monthly meetings80%",
      "recurring revenue sourced for customers$50M",
    ])
    await page.goto(href("/home-6/"))
    await expect(
      page.getByRole("region", { name: "Sales teams that fill their calendars with Coldline" }).getByRole("figure"),
    ).toHaveCount(6)
    await expect(page.getByRole("list", { name: "Integrations" }).getByRole("listitem")).toHaveCount(9)
  })
})

test.describe("Home 7 sample (Nimbus Host)", () => {
  needsRoutes("/home-7/")
  test("the heading, the figures and the trial", async ({ request }) => {
    await expectPhrases(request, "/home-7/", [
      "Fast, secure hosting that simply stays online",
      "Start 10-day free trial",
      "would recommend Nimbus Host97%",
      "active services110k+",
      "uptime, backed by our SLA99.99%",
      "customers90,000+",
    ])
  })

  test("Basic, Popular and Enterprise: prices per month and per year", async ({ page }) => {
    await expectPlans(page, "/home-7/", "Hosting plans that grow with your site", {
      Basic: { monthly: "$2.99", yearly: "$19.00" },
      Popular: { monthly: "$18.99", yearly: "$15.19" },
      Enterprise: { monthly: "$39.00", yearly: "$33.39" },
    })
    await expect(planCard(page, "Basic").getByRole("listitem").filter({ hasText: "Not included:" })).toHaveText([
      "Not included: Free SSL certificates",
      "Not included: Premium themes",
    ])
  })

  test("three testimonials in the slider, Wen Zhao first and Adaeze Nwosu second", async ({ page }) => {
    await expectSlides(page, "/home-7/", ["Wen Zhao", "Adaeze Nwosu"], 3)
  })
})

test.describe("Home 8 sample (Meridian Advisory)", () => {
  needsRoutes("/home-8/")
  test("the figures, the $30.00 / $24.99 membership and the client film", async ({ page, request }) => {
    await expectPhrases(request, "/home-8/", [
      "years of experience15+",
      "customers worldwide84k",
      "projects completed600+",
      "Harbor Foods and Meridian Advisory, a year in three minutes",
    ])
    await expectPlans(page, "/home-8/", "Senior advice on call, for one simple price", {
      "Advisory Membership": { monthly: "$30.00", yearly: "$24.99" },
    })
    await expect(
      page.getByRole("region", { name: "Meet the partners and consultants" }).getByRole("article"),
    ).toHaveCount(6)
  })
})

test.describe("Home 9 sample (Tickr)", () => {
  needsRoutes("/home-9/")
  test("the claims, the four product areas and the per-user prices", async ({ page, request }) => {
    await expectPhrases(request, "/home-9/", [
      "30-day free trial, no credit card required",
      "integrations70+",
      "web apps with our timer button50+",
      "up to 14% off",
      "Every minute in the right place",
      "Budgets that warn you before they run out",
      "See who is busy and who has room",
      "Reports that answer the question in seconds",
      "Time Tracking",
      "Project Management",
      "Team Management",
      "Reporting Analysis",
    ])
    await expectPlans(page, "/home-9/", "Simple pricing per user", {
      Personal: { monthly: "$2.99", yearly: "$1.99" },
      "Small Business": { monthly: "$19.00", yearly: "$9.99" },
      "Enterprise Team": { monthly: "$49.99", yearly: "$29.99" },
    })
  })
})

test.describe("Home 10 sample (Inkwell AI)", () => {
  needsRoutes("/home-10/")
  test("the heading, rating, templates and languages", async ({ request }) => {
    await expectPhrases(request, "/home-10/", [
      "Write better content, ten times faster",
      "4.8/5 from 3,200+ reviews",
      "300 to 1000 word articles",
      "templates80+",
      "languages65+",
      "Inkwell AI product tour in two minutes",
    ])
  })

  test("two testimonials in the slider, Vikram Rao first", async ({ page }) => {
    await expectSlides(page, "/home-10/", ["Vikram Rao"], 2)
  })
})

test.describe("pricing pages sample", () => {
  needsRoutes("/pricing/", "/pricing-2/")
  for (const path of ["/pricing/", "/pricing-2/"])
    test(`${path}: Silver, Popular and Standard at $00 / $199 / $49 a month, $00 / $250 / $99 a year`, async ({
      page,
    }) => {
      const section =
        path === "/pricing/" ? "Simple plans for sites that keep improving" : "Find the plan that fits your site"
      await expectPlans(page, path, section, {
        "Silver Plan": { monthly: "$00", yearly: "$00" },
        "Popular Plan": { monthly: "$199", yearly: "$250" },
        "Standard Plan": { monthly: "$49", yearly: "$99" },
      })
      await expect(planCard(page, "Popular Plan").getByText("Most popular")).toBeVisible()
      await expect(planCard(page, "Silver Plan").getByText("Not included: Dedicated project manager")).toBeAttached()
      await expect(
        planCard(page, "Standard Plan").getByRole("listitem").filter({ hasText: "Design requests" }),
      ).toContainText("2 a month")
    })
})

test.describe("FAQ sample", () => {
  needsRoutes("/faq/", "/faq-2/", "/faq-3/", "/faq-4/")
  test("six general questions, five account and five technical ones, four topics", async ({ page, request }) => {
    await expectPhrases(request, "/faq/", [
      "Questions we hear every week",
      "How long does a typical project take?",
      "Websites start at $18,000",
    ])
    await page.goto(href("/faq/"))
    await expect(
      page.getByRole("region", { name: "Questions we hear every week" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(6)
    await page.goto(href("/faq-3/"))
    await expect(page.getByRole("region", { name: "Account & Support" }).locator("details")).toHaveCount(5)
    await page.goto(href("/faq-4/"))
    await expect(page.getByRole("tab")).toHaveText([
      "General Question",
      "Account & Support",
      "Purchasing Online",
      "Technical Methods",
    ])
    await expect(page.getByRole("tabpanel", { name: "Technical Methods" }).locator("details")).toHaveCount(5)
  })
})

test.describe("about and team samples", () => {
  needsRoutes("/about/", "/team/")
  test("About: the four figures, six values and a team of four led by Maya Okafor", async ({ page }) => {
    await page.goto(href("/about/"))
    for (const [value, label] of [
      ["36K+", "satisfied clients"],
      ["80%", "active engagement"],
      ["54K+", "success projects"],
      ["72+", "awards"],
    ] as const) {
      const figure = page.locator("dl > div").filter({ has: page.locator("dd", { hasText: value }) })
      await expect(figure.locator("dt")).toHaveText(new RegExp(`^${label}$`, "i"))
    }
    await expect(
      page.getByRole("region", { name: "What we stand for on every project" }).getByRole("listitem"),
    ).toHaveCount(6)
    const team = page.getByRole("region", { name: "The people who lead your project" })
    await expect(team.getByRole("article")).toHaveCount(4)
    await expect(team.getByRole("heading", { level: 3, name: "Maya Okafor" })).toBeVisible()
    await expect(page.getByRole("region", { name: /^Digital products that feel made by hand/ })).toContainText(
      "Nora Fitzgerald",
    )
  })

  test("Team: four leads and seven in the studio", async ({ page }) => {
    await page.goto(href("/team/"))
    await expect(page.getByRole("region", { name: "The people who set the bar" }).getByRole("article")).toHaveCount(4)
    await expect(
      page.getByRole("region", { name: "Designers, engineers and strategists" }).getByRole("article"),
    ).toHaveCount(7)
  })
})

test.describe("contact and quote samples", () => {
  needsRoutes("/contact/", "/contact-2/", "/contact-3/", "/quote/")
  test("Contact: three channel cards, the phone number and the studio hours", async ({ page }) => {
    await page.goto(href("/contact/"))
    const cards = page.getByRole("region", { name: "Three ways to reach us" }).getByRole("listitem")
    await expect(cards).toHaveCount(3)
    await expect(cards.getByRole("link", { name: "+1 (503) 555-0142" })).toHaveAttribute("href", "tel:+15035550142")
    for (const path of ["/contact-2/", "/contact-3/"]) {
      await page.goto(href(path))
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { name: "Chat with us" })).toBeVisible()
      await expect(main.getByText("Monday–Friday, 9 am to 5 pm EST").first()).toBeVisible()
      await expect(main.getByRole("link", { name: "+1 (503) 555-0142" })).toBeVisible()
      await expect(main.getByText(/within 24 hours/).first()).toBeVisible()
    }
  })

  test("Contact 2: the Portland studio at 214 Harbor Street, on the map", async ({ page }) => {
    await page.goto(href("/contact-2/"))
    const map = page.getByRole("region", { name: "Our Portland studio" })
    await expect(map.locator("address")).toContainText("214 Harbor Street, Suite 5, Portland, OR 97204")
    await expect(map.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=45\.5152&mlon=-122\.6734/,
    )
    await expect(map).toContainText(`${brand.name}`)
  })

  test("Quote: five budget ranges from under $10,000, and three steps from “We read your request”", async ({
    page,
  }) => {
    await page.goto(href("/quote/"))
    const main = page.getByRole("main")
    const group = main.getByRole("group", { name: "Budget range" })
    await expect(group.getByRole("radio")).toHaveCount(5)
    await expect(group.getByRole("radio").first()).toHaveAccessibleName("Under $10,000")
    await expect(group.getByRole("radio").nth(1)).toHaveAccessibleName("$10,000–$25,000")
    const steps = main.getByRole("region", { name: "From request to kickoff in a week" }).getByRole("listitem")
    await expect(steps).toHaveCount(3)
    await expect(steps.first()).toContainText("We read your request")
    await expect(main.getByRole("button", { name: "Request My Quote" })).toBeVisible()
  })
})
