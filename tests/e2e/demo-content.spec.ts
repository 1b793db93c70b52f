/**
 * The template's sample content, checked word for word: the posts, projects, jobs and services
 * that ship in src/content. The other specs read what they expect from the content itself and hold
 * for any content; this file does not. A buyer who replaces the sample content deletes this file
 * (or the block of the content they replaced) along with it.
 */
import { expect, test, type APIRequestContext } from "@playwright/test"

import { legal } from "#/config/legal.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { htmlOf } from "./helpers"
import { canonicalOf, textOf } from "./html"

test.describe("blog sample", () => {
  test("ten posts over four list pages, the design-systems post first; the sidebar tallies; /blog-details/ features it", async ({
    request,
  }) => {
    const first = await (await request.get(href("/blog/"))).text()
    const firstCard = /<article[^>]*data-card=""[\s\S]*?<\/article>/.exec(first)?.[0] ?? ""
    expect(textOf(firstCard)).toContain("Design systems that survive their second year")
    expect(textOf(firstCard)).toContain("Maya Okafor")
    expect(firstCard).toMatch(/<time[^>]*datetime="2026-11-18"[^>]*>18 Nov 2026<\/time>/i)
    expect(firstCard).toContain(`href="${href("/blog/design-systems-second-year/")}"`)

    const last = await (await request.get(href("/blog/4/"))).text()
    expect(last.match(/data-card=""/g)).toHaveLength(1)
    expect((await request.get(href("/blog/5/"))).status()).toBe(404)

    const categories = /<ul aria-labelledby="blog-categories"[\s\S]*?<\/ul>/.exec(first)?.[0] ?? ""
    expect(
      categories
        .split(/<li\b[^>]*>/)
        .slice(1)
        .map(textOf),
    ).toEqual(["Design03 posts", "Branding02 posts", "Product02 posts", "Strategy03 posts"])

    const details = await (await request.get(href("/blog-details/"))).text()
    expect(details).toContain(`<link rel="canonical" href="${absoluteUrl("/blog/design-systems-second-year/")}">`)
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(details)?.[1] ?? "")).toBe(
      "Design systems that survive their second year",
    )
  })

  test("searching “changelog” puts the design-systems post first", async ({ page }) => {
    await page.goto(href("/blog/"))
    await page.getByRole("searchbox", { name: "Search" }).fill("changelog")
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link")
    await expect(results.first()).toHaveAttribute("href", new RegExp(`^${href("/blog/design-systems-second-year/")}`))
    await expect(page.getByRole("list", { name: "Search results" }).locator("mark").first()).toHaveText(/changelog/i)
  })
})

/** The JobPosting a job page gives search engines. */
async function jobPostingOf(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const html = await htmlOf(request, path)
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => (JSON.parse(match[1] ?? "{}") as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [],
  )
  return nodes.find((node) => node["@type"] === "JobPosting") ?? {}
}

test.describe("career sample", () => {
  test("six jobs, two per team, each with its salary range", async ({ page }) => {
    await page.goto(href("/career/"))
    const cards = page.locator("[data-filter-item]")
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Product Designer (UI/UX)",
      "Brand & Motion Designer",
      "Front-end Developer (React & Astro)",
      "Headless CMS Developer",
      "Client Partner",
      "Content & SEO Strategist",
    ])
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing all 6 jobs")
    for (const team of ["Design", "Development", "Business"])
      await expect(cards.filter({ has: page.getByText(team, { exact: true }) })).toHaveCount(2)
    await expect(cards.first()).toContainText("Full Time")
    await expect(cards.first()).toContainText("Portland, OR (hybrid)")
    await expect(cards.first()).toContainText("$48–60K a year")
  })

  test("Career Details features the Product Designer (UI/UX) job", async ({ page, request }) => {
    expect(canonicalOf(await htmlOf(request, "/career-details/"))).toBe(absoluteUrl("/career/product-designer/"))
    await page.goto(href("/career-details/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Designer (UI/UX)")
    const overview = page.getByRole("heading", { name: "Job overview" }).locator("..")
    await expect(overview.locator("dd")).toHaveText([
      "Design",
      "Full Time",
      "Portland, OR (hybrid)",
      "$48–60K a year",
      "3+ years in product design",
    ])
    await expect(page.getByRole("link", { name: "careers@lumora.example.com" })).toHaveAttribute(
      "href",
      "mailto:careers@lumora.example.com",
    )
  })

  test("the Product Designer and Brand & Motion Designer postings, as search engines read them", async ({
    request,
  }) => {
    expect(await jobPostingOf(request, "/career/product-designer/")).toMatchObject({
      title: "Product Designer (UI/UX)",
      datePosted: "2026-11-11",
      validThrough: expect.stringMatching(/^2027-01-31/) as unknown,
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Portland, OR" } },
      baseSalary: { currency: "USD", value: { minValue: 48000, maxValue: 60000, unitText: "YEAR" } },
    })
    expect(await jobPostingOf(request, "/career/brand-designer/")).toMatchObject({
      title: "Brand & Motion Designer",
      datePosted: "2026-11-15",
      jobLocationType: "TELECOMMUTE",
      baseSalary: { value: { minValue: 40000, maxValue: 54000 } },
    })
  })
})

test.describe("portfolio sample", () => {
  test("twelve projects: six branding, five website, eight design", async ({ page }) => {
    await page.goto(href("/portfolio-3/"))
    await expect(page.locator("[data-filter-item]")).toHaveCount(12)
    await expect(page.locator('[data-filter-item][data-filter~="branding"]')).toHaveCount(6)
    await expect(page.locator('[data-filter-item][data-filter~="website"]')).toHaveCount(5)
    await expect(page.locator('[data-filter-item][data-filter~="design"]')).toHaveCount(8)
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing all 12 projects")
  })

  test("Portfolio Details features Northwind Analytics, with its facts, results and neighbours", async ({
    page,
    request,
  }) => {
    expect(canonicalOf(await htmlOf(request, "/portfolio-details/"))).toBe(
      absoluteUrl("/portfolio/northwind-analytics/"),
    )
    await page.goto(href("/portfolio-details/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Northwind Analytics")
    const facts = page.getByRole("complementary", { name: "Project details" })
    const expected = { Client: "Northwind Data Co.", Category: "Product design", Duration: "16 weeks", Year: "2025" }
    for (const [term, value] of Object.entries(expected))
      await expect(facts.locator(`dt:has-text("${term}") + dd`)).toHaveText(value)
    await expect(facts.getByRole("link", { name: /Visit the live website/ })).toHaveAttribute(
      "href",
      "https://northwind.example",
    )
    await expect(page.getByRole("region", { name: "The results" }).locator("dd")).toHaveText(["+38%", "2 days", "-54%"])

    // The first project: a next project and no previous one.
    const neighbours = page.getByRole("navigation", { name: "More projects" })
    await expect(neighbours.getByRole("link")).toHaveCount(1)
    await expect(neighbours.getByRole("link")).toHaveAttribute("href", href("/portfolio/fernleaf-botanicals/"))
    await expect(page.getByRole("region", { name: "More projects" }).getByRole("heading", { level: 3 })).toHaveText([
      "Fernleaf Botanicals",
      "Wayfarer Journeys",
      "Sonora Sound Festival",
    ])
  })

  test("Home 1 shows Sonora Sound Festival and Atelier Kaspar; About the first two projects", async ({ page }) => {
    await page.goto(href("/"))
    const work = page.getByRole("region", { name: "Recent launches we are proud of" })
    await expect(work.getByRole("heading", { level: 3 })).toHaveText(["Sonora Sound Festival", "Atelier Kaspar"])
    await page.goto(href("/about/"))
    const about = page.getByRole("region", { name: "Recent projects we are proud of" })
    await expect(about.getByRole("heading", { level: 3 })).toHaveText(["Northwind Analytics", "Fernleaf Botanicals"])
  })
})

test.describe("services sample", () => {
  test("six services, Brand Strategy & Identity first; Home 1 shows four of them", async ({ page }) => {
    await page.goto(href("/service/"))
    const grid = page.getByRole("region", { name: "Services built around your next milestone" })
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText([
      "Brand Strategy & Identity",
      "Website Design & Development",
      "Product & UX Design",
      "Web & Mobile Apps",
      "SEO & Content",
      "Growth & Analytics",
    ])
    await page.goto(href("/"))
    const home = page.getByRole("region", { name: "Four disciplines, one senior team" })
    await expect(home.getByRole("heading", { level: 3 })).toHaveText([
      "Brand Strategy & Identity",
      "Website Design & Development",
      "Product & UX Design",
      "Growth & Analytics",
    ])
  })

  test("the services page's FAQ has four questions; the plans cost $00, $199 and $49 a month", async ({ page }) => {
    await page.goto(href("/service/"))
    await expect(page.getByRole("region", { name: "Questions about our services" }).locator("details")).toHaveCount(4)
    const pricing = page.getByRole("region", { name: "Site care after launch" })
    for (const [name, amount] of [
      ["Silver Plan", "$00"],
      ["Popular Plan", "$199"],
      ["Standard Plan", "$49"],
    ] as const) {
      const card = pricing.getByRole("article").filter({ has: page.getByRole("heading", { name }) })
      await expect(card.getByText(amount, { exact: true })).toBeVisible()
    }
    await expect(pricing.getByRole("article").filter({ hasText: "Popular Plan" })).toContainText("Most popular")
  })

  test("Services Details features Website Design & Development: four sections, six steps, five questions", async ({
    page,
    request,
  }) => {
    expect(canonicalOf(await htmlOf(request, "/service-details/"))).toBe(
      absoluteUrl("/service/website-design-development/"),
    )
    await page.goto(href("/service-details/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website Design & Development")
    const article = page.getByRole("article")
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(
      "Websites that explain what you do and turn visits into conversations",
    )
    await expect(article.getByRole("heading", { level: 3 })).toHaveText([
      "What you get",
      "How the project runs",
      "Who it is for",
      "What clients usually see",
    ])
    await expect(article.locator("ol > li")).toHaveCount(6)
    await expect(article.getByRole("img")).toHaveAttribute("alt", /wireframes/i)
    const faq = page.getByRole("region", { name: "Questions about Website Design & Development" })
    await expect(faq.locator("details")).toHaveCount(5)
  })
})

test.describe("legal sample facts", () => {
  test("the imprint in every language prints the sample register line and VAT id of src/config/legal.ts", async ({
    request,
  }) => {
    for (const path of ["/imprint/", "/de/imprint/", "/ar/imprint/"]) {
      const text = textOf(await htmlOf(request, path))
      expect(text).toContain(`${legal.register.court}, ${legal.register.number}`)
      expect(text).toContain(legal.vatId)
      expect(text).toContain(legal.representative)
    }
    expect(legal.register.number).toMatch(/000000/)
  })
})
