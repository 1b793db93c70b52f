/**
 * The template's sample content in the build, checked word for word: the posts, projects, jobs and
 * services that ship in src/content, and the sample company facts of the legal pages. The other
 * static checks read what they expect from the content itself and hold for any content; this file
 * does not. A buyer who replaces the sample content deletes this file (or the block of the content
 * they replaced) along with it; `npm run remove` deletes the blocks about the pages it removes.
 */
import type { Cheerio } from "cheerio"
import type { AnyNode, Element } from "domhandler"
import { describe, expect, test } from "vitest"

import { legal } from "#/config/legal.ts"
import { localePath, pageLocales } from "#/i18n/locales.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { jsonLdOf } from "../support/schema-org"
import { byRole, type Role } from "./dom"
import { hasPage, inBuild, page, text, type BuiltPage } from "./pages"

/** The one element a query finds, failing with `what` when it finds none or several. */
function one<T extends AnyNode>(found: Cheerio<T>, what: string): Cheerio<T> {
  expect(found.length, what).toBe(1)
  return found
}

/** The element of a role and name on a page, as the browser suite's getByRole finds it. */
const byName = (built: BuiltPage, role: Role, name: string, scope?: Cheerio<AnyNode>) =>
  one(built.$(byRole(built.$, role, { name, scope })), `${built.path}: the ${role} "${name}"`)

/** The texts of the elements a selector finds, each as a reader gets it. */
const textsOf = (found: Cheerio<Element>) => found.map((index) => text(found.eq(index).text())).get()

const canonicalOf = (built: BuiltPage) => built.$('link[rel="canonical"]').attr("href")
const h1Of = (built: BuiltPage) => text(built.$("h1").text())

/** The elements under `scope` whose whole text is `words`. */
function withText(scope: Cheerio<AnyNode>, words: string): Cheerio<Element> {
  const all = scope.find("*")
  return all.filter((index) => text(all.eq(index).text()) === words)
}

describe("blog sample", () => {
  needsRoutes("/blog/", "/blog-details/")

  test("ten posts over four list pages, the design-systems post first; the sidebar tallies; /blog-details/ features it", () => {
    const first = page("/blog/")
    const firstCard = first.$("article[data-card]").first()
    expect(text(firstCard.text()), "/blog/: the first card").toContain("Design systems that survive their second year")
    expect(text(firstCard.text()), "/blog/: the first card").toContain("Maya Okafor")
    expect(text(firstCard.find('time[datetime="2026-11-18"]').text()), "/blog/: the first card's date").toBe(
      "18 Nov 2026",
    )
    expect(
      firstCard.find(`a[href="${href("/blog/design-systems-second-year/")}"]`).length,
      "/blog/: the first card's link",
    ).toBeGreaterThan(0)

    expect(page("/blog/4/").$("article[data-card]"), "/blog/4/: cards").toHaveLength(1)
    expect(hasPage("/blog/5/") || inBuild("/blog/5/"), "/blog/5/ is built").toBe(false)

    const categories = one(first.$('ul[aria-labelledby="blog-categories"]'), "/blog/: the category list")
    expect(textsOf(categories.children("li")), "/blog/: the categories").toEqual([
      "Design03 posts",
      "Branding02 posts",
      "Product02 posts",
      "Strategy03 posts",
    ])

    const details = page("/blog-details/")
    expect(canonicalOf(details), `${details.path}: canonical`).toBe(absoluteUrl("/blog/design-systems-second-year/"))
    expect(h1Of(details), `${details.path}: heading`).toBe("Design systems that survive their second year")
  })
})

/** The JobPosting a job page gives search engines. */
function jobPostingOf(path: string): Record<string, unknown> {
  const built = page(path)
  const nodes = built
    .$('script[type="application/ld+json"]')
    .map(
      (_, script) => (JSON.parse(built.$(script).text()) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [],
    )
    .get() as Record<string, unknown>[]
  return nodes.find((node) => node["@type"] === "JobPosting") ?? {}
}

describe("career sample", () => {
  needsRoutes("/career/", "/career-details/")

  test("six jobs, two per team, each with its salary range", () => {
    const list = page("/career/")
    const cards = list.$("[data-filter-item]")
    expect(textsOf(cards.find("h3")), "/career/: the jobs").toEqual([
      "Product Designer (UI/UX)",
      "Brand & Motion Designer",
      "Front-end Developer (React & Astro)",
      "Headless CMS Developer",
      "Client Partner",
      "Content & SEO Strategist",
    ])
    expect(text(one(list.$("main [role=status]"), "/career/: the status").text()), "/career/: the status").toBe(
      "Showing all 6 jobs",
    )
    for (const team of ["Design", "Development", "Business"])
      expect(
        cards.filter((index) => withText(cards.eq(index), team).length > 0),
        `/career/: ${team} jobs`,
      ).toHaveLength(2)
    const first = text(cards.first().text())
    for (const fact of ["Full Time", "Portland, OR (hybrid)", "$48–60K a year"])
      expect(first, "/career/: the first job").toContain(fact)
  })

  test("Career Details features the Product Designer (UI/UX) job", () => {
    const details = page("/career-details/")
    expect(canonicalOf(details), `${details.path}: canonical`).toBe(absoluteUrl("/career/product-designer/"))
    expect(h1Of(details), `${details.path}: heading`).toBe("Product Designer (UI/UX)")
    const heading = one(withText(details.$("main"), "Job overview").filter("h2, h3"), "the heading Job overview")
    expect(textsOf(heading.parent().find("dd")), "/career-details/: the overview").toEqual([
      "Design",
      "Full Time",
      "Portland, OR (hybrid)",
      "$48–60K a year",
      "3+ years in product design",
    ])
    expect(
      byName(details, "link", "careers@lumora.example.com").attr("href"),
      "/career-details/: the careers address",
    ).toBe("mailto:careers@lumora.example.com")
  })

  test("the Product Designer and Brand & Motion Designer postings, as search engines read them", () => {
    expect(jobPostingOf("/career/product-designer/"), "/career/product-designer/").toMatchObject({
      title: "Product Designer (UI/UX)",
      datePosted: "2026-11-11",
      validThrough: expect.stringMatching(/^2027-01-31/) as unknown,
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Portland, OR" } },
      baseSalary: { currency: "USD", value: { minValue: 48000, maxValue: 60000, unitText: "YEAR" } },
    })
    expect(jobPostingOf("/career/brand-designer/"), "/career/brand-designer/").toMatchObject({
      title: "Brand & Motion Designer",
      datePosted: "2026-11-15",
      jobLocationType: "TELECOMMUTE",
      baseSalary: { value: { minValue: 40000, maxValue: 54000 } },
    })
  })
})

describe("portfolio sample", () => {
  needsRoutes("/portfolio-3/", "/portfolio-details/")

  test("twelve projects: six branding, five website, eight design", () => {
    const grid = page("/portfolio-3/")
    expect(grid.$("[data-filter-item]"), "/portfolio-3/: projects").toHaveLength(12)
    expect(grid.$('[data-filter-item][data-filter~="branding"]'), "/portfolio-3/: branding").toHaveLength(6)
    expect(grid.$('[data-filter-item][data-filter~="website"]'), "/portfolio-3/: website").toHaveLength(5)
    expect(grid.$('[data-filter-item][data-filter~="design"]'), "/portfolio-3/: design").toHaveLength(8)
    expect(
      text(one(grid.$("main [role=status]"), "/portfolio-3/: the status").text()),
      "/portfolio-3/: the status",
    ).toBe("Showing all 12 projects")
  })

  test("Portfolio Details features Northwind Analytics, with its facts, results and neighbours", () => {
    const details = page("/portfolio-details/")
    expect(canonicalOf(details), `${details.path}: canonical`).toBe(absoluteUrl("/portfolio/northwind-analytics/"))
    expect(h1Of(details), `${details.path}: heading`).toBe("Northwind Analytics")
    const facts = byName(details, "complementary", "Project details")
    const expected = { Client: "Northwind Data Co.", Category: "Product design", Duration: "16 weeks", Year: "2025" }
    for (const [term, value] of Object.entries(expected))
      expect(text(withText(facts, term).filter("dt").next("dd").text()), `/portfolio-details/: ${term}`).toBe(value)
    const links = facts.find("a[href]")
    const live = links.filter((index) => text(links.eq(index).text()).includes("Visit the live website"))
    expect(one(live, "/portfolio-details/: the live website link").attr("href")).toBe("https://northwind.example")
    expect(textsOf(byName(details, "region", "The results").find("dd")), "/portfolio-details/: the results").toEqual([
      "+38%",
      "2 days",
      "-54%",
    ])

    // The first project: a next project and no previous one.
    const neighbours = byName(details, "navigation", "More projects").find("a[href]")
    expect(neighbours, "/portfolio-details/: neighbours").toHaveLength(1)
    expect(neighbours.attr("href"), "/portfolio-details/: the next project").toBe(
      href("/portfolio/fernleaf-botanicals/"),
    )
    expect(
      textsOf(byName(details, "region", "More projects").find("h3")),
      "/portfolio-details/: more projects",
    ).toEqual(["Fernleaf Botanicals", "Wayfarer Journeys", "Sonora Sound Festival"])
  })

  test("Home 1 shows Sonora Sound Festival and Atelier Kaspar; About the first two projects", () => {
    needsRoutes("/", "/home/", "/about/")
    const work = byName(page("/"), "region", "Recent launches we are proud of")
    expect(textsOf(work.find("h3")), "/: the recent launches").toEqual(["Sonora Sound Festival", "Atelier Kaspar"])
    const about = byName(page("/about/"), "region", "Recent projects we are proud of")
    expect(textsOf(about.find("h3")), "/about/: the recent projects").toEqual([
      "Northwind Analytics",
      "Fernleaf Botanicals",
    ])
  })
})

describe("services sample", () => {
  needsRoutes("/service/", "/service-details/")

  test("six services, Brand Strategy & Identity first; Home 1 shows four of them", () => {
    needsRoutes("/service/", "/", "/home/")
    const grid = byName(page("/service/"), "region", "Services built around your next milestone")
    expect(textsOf(grid.find("h3")), "/service/: the services").toEqual([
      "Brand Strategy & Identity",
      "Website Design & Development",
      "Product & UX Design",
      "Web & Mobile Apps",
      "SEO & Content",
      "Growth & Analytics",
    ])
    const home = byName(page("/"), "region", "Four disciplines, one senior team")
    expect(textsOf(home.find("h3")), "/: the services").toEqual([
      "Brand Strategy & Identity",
      "Website Design & Development",
      "Product & UX Design",
      "Growth & Analytics",
    ])
  })

  test("the services page's FAQ has four questions; the plans cost $00, $199 and $49 a month", () => {
    const services = page("/service/")
    expect(
      byName(services, "region", "Questions about our services").find("details"),
      "/service/: questions",
    ).toHaveLength(4)
    const pricing = byName(services, "region", "Site care after launch")
    const plans = pricing.find("article")
    const card = (name: string) =>
      one(
        plans.filter((index) => withText(plans.eq(index), name).filter("h2, h3, h4").length > 0),
        `/service/: the plan ${name}`,
      )
    for (const [name, amount] of [
      ["Silver Plan", "$00"],
      ["Popular Plan", "$199"],
      ["Standard Plan", "$49"],
    ] as const)
      expect(withText(card(name), amount).length, `/service/: ${name} costs ${amount}`).toBeGreaterThan(0)
    expect(text(card("Popular Plan").text()), "/service/: the Popular Plan").toContain("Most popular")
  })

  test("Services Details features Website Design & Development: four sections, six steps, five questions", () => {
    const details = page("/service-details/")
    expect(canonicalOf(details), `${details.path}: canonical`).toBe(absoluteUrl("/service/website-design-development/"))
    expect(h1Of(details), `${details.path}: heading`).toBe("Website Design & Development")
    const article = one(details.$("main article"), "/service-details/: the article")
    expect(textsOf(article.find("h2")), "/service-details/: the article's heading").toEqual([
      "Websites that explain what you do and turn visits into conversations",
    ])
    expect(textsOf(article.find("h3")), "/service-details/: the sections").toEqual([
      "What you get",
      "How the project runs",
      "Who it is for",
      "What clients usually see",
    ])
    expect(article.find("ol > li"), "/service-details/: steps").toHaveLength(6)
    expect(one(article.find("img"), "/service-details/: the picture").attr("alt")).toMatch(/website in a browser/i)
    const faq = byName(details, "region", "Questions about Website Design & Development")
    expect(faq.find("details"), "/service-details/: questions").toHaveLength(5)
  })
})

describe("legal sample facts", () => {
  needsRoutes("/imprint/")

  test("the imprint in every language prints the sample register line and VAT id of src/config/legal.ts", () => {
    for (const locale of pageLocales("/imprint/")) {
      const imprint = page(localePath(locale, "/imprint/"))
      const words = text(imprint.$("body").text())
      expect(words, imprint.path).toContain(`${legal.register.court}, ${legal.register.number}`)
      expect(words, imprint.path).toContain(legal.vatId)
      expect(words, imprint.path).toContain(legal.representative)
    }
    expect(legal.register.number).toMatch(/000000/)
  })
})

/** The sample's pages that declare an FAQ or a product (their copy's `meta.jsonLd`), in every language they have. */
const sampleTypes: Record<string, readonly string[]> = {
  "/": ["FAQPage"],
  "/home/": ["FAQPage"],
  "/home-4/": ["FAQPage"],
  "/home-6/": ["FAQPage"],
  "/home-9/": ["FAQPage"],
  "/home-10/": ["FAQPage"],
  "/service/": ["FAQPage"],
  "/service-details/": ["FAQPage"],
  "/faq/": ["FAQPage"],
  "/faq-2/": ["FAQPage"],
  "/faq-3/": ["FAQPage"],
  "/faq-4/": ["FAQPage"],
  "/pricing/": ["Product", "FAQPage"],
  "/pricing-2/": ["Product"],
}

describe("structured data sample", () => {
  needsRoutes(...Object.keys(sampleTypes))

  test("the homes, FAQ, services and pricing pages declare their questions and plans", () => {
    const missing: string[] = []
    for (const [path, expected] of Object.entries(sampleTypes))
      for (const locale of pageLocales(path)) {
        const built = page(localePath(locale, path))
        const [document] = jsonLdOf(built.html) as { "@graph"?: { "@type": string }[] }[]
        const types = (document?.["@graph"] ?? []).map((node) => node["@type"])
        for (const type of expected) if (!types.includes(type)) missing.push(`${built.path}: no ${type}`)
      }
    expect(missing).toEqual([])
  })
})
