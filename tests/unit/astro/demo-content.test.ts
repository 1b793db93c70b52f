/**
 * The sample content's own facts: how many posts, jobs, projects and services the demo ships, and
 * the sample copy the demo's pages were designed around (menu labels, filter labels, prices, the
 * launch day). Every other unit test holds for any content.
 *
 * When you replace the sample content (src/content/ and the copy in src/data/) with your own,
 * delete this file together with it.
 */
import { describe, expect, test } from "vitest"

import type { HeroProps } from "#/components/sections/hero.tsx"
import { jobCategories, projectSchema } from "#/content.config.ts"
import { blogCategories } from "#/data/blog-taxonomy.ts"
import { launch } from "#/data/pages/coming-soon.ts"
import { blogCopy } from "#/data/pages/blog.ts"
import type { MenuItem } from "#/components/layout/menu-types.ts"
import { footer, mainMenu } from "#/data/site.ts"
import { defaultLocale, pageLocales, type Locale } from "#/i18n/locales.ts"
import { legal } from "#/config/legal.ts"
import { routes } from "#/lib/routes.ts"
import { filterValues } from "#/lib/content/projects.ts"

import { contentFiles, featuredSettings, publishedFiles, schemaContext } from "../fixtures/content"
import { needsLanguages, needsRoutes } from "../../support/needs"
import { pageFile, pageIn, sectionOf, sectionsOf } from "../../support/page-files"

const posts = contentFiles("blog")
const jobs = contentFiles("jobs")
const projects = contentFiles("projects")
const services = contentFiles("services")
const featured = featuredSettings()

const pageFiles = import.meta.glob("/src/pages/**/*.astro")

/** Home 7's copy is content: its page file, as the build reads it. */
const liveChat = pageFile("home-2")
const fitness = pageFile("home-3")
const seo = pageFile("home-5")
const coldEmail = pageFile("home-6")
const hosting = pageFile("home-7")
const courses = pageFile("home-4")
const consulting = pageFile("home-8")
const timeTracking = pageFile("home-9")
const aiWriter = pageFile("home-10")

describe("the sample blog", () => {
  needsRoutes("/blog/", "/blog-details/")
  test("ten posts, none a draft: four list pages, the last with one", () => {
    expect(posts).toHaveLength(10)
    expect(publishedFiles("blog")).toHaveLength(10)
    expect(blogCopy.perPage).toBe(3)
  })

  test("four categories", () => expect(Object.keys(blogCategories)).toHaveLength(4))

  test("posts have distinct titles, covers and dates", () => {
    for (const key of ["title", "cover"]) expect(new Set(posts.map((p) => p.data[key])).size).toBe(posts.length)
    expect(new Set(posts.map((p) => String(p.data.date))).size).toBe(posts.length)
  })

  test.each(posts.map((entry) => [entry.file, entry] as const))(
    "%s is an article with headings and a list",
    (_, entry) => {
      expect(entry.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(2)
      expect(entry.body).toMatch(/^(- |1\. )/m)
    },
  )

  test("/blog-details/ shows the newest post, which has comments to show", () => {
    const newest = [...posts].sort((a, b) => Number(b.data.date) - Number(a.data.date))[0]
    expect(newest?.file).toBe("design-systems-second-year.mdx")
    expect(featured.post).toBe("design-systems-second-year")
    expect(newest?.data.comments).toHaveLength(3)
  })
})

describe("the sample jobs", () => {
  needsRoutes("/career/", "/career-details/")
  test("six, two per team, all with a salary", () => {
    expect(jobs).toHaveLength(6)
    const categories = jobs.map((job) => job.data.category)
    for (const category of jobCategories) expect(categories.filter((c) => c === category)).toHaveLength(2)
    for (const job of jobs) expect(job.data.salary, job.file).toBeDefined()
  })

  test("/career-details/ shows the product designer", () => expect(featured.job).toBe("product-designer"))
})

describe("the sample projects", () => {
  needsRoutes("/portfolio/", "/portfolio-3/", "/portfolio-4/", "/portfolio-details/")
  test("twelve, enough to fill every grid", () => expect(projects).toHaveLength(12))

  test("orders and covers are not shared between projects", () => {
    expect(new Set(projects.map((p) => p.data.order)).size).toBe(projects.length)
    expect(new Set(projects.map((p) => p.data.cover)).size).toBe(projects.length)
  })

  test("every sample website is a fictional address (reserved example domains)", () => {
    for (const project of projects)
      expect(new URL(String(project.data.website)).hostname, project.file).toMatch(/(^|\.)example(\.com)?$/)
  })

  test("/portfolio-details/ shows Northwind Analytics", () => expect(featured.project).toBe("northwind-analytics"))

  test("every project shows under at least one filter of the modern page", () => {
    const schema = projectSchema(schemaContext)
    const modern = sectionOf(pageFile("portfolio-3"), "projects").filter
    for (const project of projects)
      expect(filterValues(schema.parse(project.data).tags, modern.buttons).length, project.file).toBeGreaterThan(0)
  })
})

describe("the sample services", () => {
  needsRoutes("/service/", "/service-details/")
  test("six, and /service-details/ shows website design and development", () => {
    expect(services).toHaveLength(6)
    expect(featured.service).toBe("website-design-development")
  })
})

describe("the sample portfolio layouts", () => {
  needsRoutes("/portfolio/", "/portfolio-3/", "/portfolio-4/")
  // Each layout's filters: its content file's projects block's (src/content/pages/portfolio*.yaml).
  const filtersOf = (name: string) => sectionOf(pageFile(name), "projects").filter
  const classic = filtersOf("portfolio")
  const modern = filtersOf("portfolio-3")
  const minimal = filtersOf("portfolio-4")

  test("the classic portfolio has the five disciplines, modern and minimal the three groups", () => {
    expect(classic.buttons.map((f) => f.label)).toEqual([
      "Website",
      "Branding",
      "Commercial",
      "Digital Art",
      "UI/UX Design",
    ])
    expect(classic.all).toBe("Show All")
    for (const page of [modern, minimal]) {
      expect(page.buttons.map((f) => f.label)).toEqual(["Website", "Branding", "Design"])
      expect(page.all).toBe("Show all")
    }
    expect(minimal.layout).toBe("sidebar")
  })

  test("Design gathers UI/UX and digital art on the modern page", () => {
    expect(filterValues(["ui-ux", "digital-art"], modern.buttons)).toEqual(["design"])
    expect(filterValues(["branding", "commercial"], modern.buttons)).toEqual(["branding"])
    expect(filterValues(["commercial"], modern.buttons)).toEqual([])
    expect(filterValues(["ui-ux", "website"], classic.buttons)).toEqual(["website", "ui-ux"])
  })
})

/** The plans of a page's first pricing table, in a language. */
const plansOf = (name: string, locale: Locale = defaultLocale) => sectionsOf(pageIn(name, locale), "pricing")[0]!.plans

describe("the sample plans", () => {
  needsRoutes("/pricing/", "/pricing-2/")
  test("the plans cost 00 / 199 / 49 a month and 00 / 250 / 99 a year", () => {
    expect(plansOf("pricing").map((plan) => plan.price)).toEqual([
      { monthly: "$00", yearly: "$00" },
      { monthly: "$199", yearly: "$250" },
      { monthly: "$49", yearly: "$99" },
    ])
  })
})

describe("the sample plans on three pages", () => {
  needsRoutes("/pricing/", "/pricing-2/", "/service/")
  // Each page's file holds its own plans. The sample's three agree (the services page at the monthly
  // prices), so a price changed in one file and not in the others fails here.
  test("Pricing 2 shows Pricing's plans, and the services page the same at their monthly prices, in every language", () => {
    for (const locale of pageLocales("/pricing/")) {
      const plans = plansOf("pricing", locale)
      expect(plansOf("pricing-2", locale), locale).toEqual(plans)
      const monthly = plansOf("service", locale).map(({ price, ...plan }) => ({
        ...plan,
        price: "amount" in price ? price.amount : price,
      }))
      expect(monthly, locale).toEqual(
        plans.map(({ price, ...plan }) => ({ ...plan, price: "monthly" in price ? price.monthly : price })),
      )
    }
  })
})

describe("the sample launch", () => {
  needsRoutes("/coming-soon/")
  test("the coming-soon page counts down to 29 December", () => {
    expect(launch).toEqual({ month: 12, day: 29 })
  })
})

describe("the ten sample homes", () => {
  needsRoutes(
    "/",
    "/home-2/",
    "/home-3/",
    "/home-4/",
    "/home-5/",
    "/home-6/",
    "/home-7/",
    "/home-8/",
    "/home-9/",
    "/home-10/",
  )
  const heroes = {
    agency: sectionsOf(pageFile("home"), "hero")[0]!,
    "live-chat": sectionsOf(liveChat, "hero")[0]!,
    fitness: sectionsOf(fitness, "hero")[0]!,
    courses: sectionsOf(courses, "hero")[0]!,
    seo: sectionsOf(seo, "hero")[0]!,
    "cold-email": sectionsOf(coldEmail, "hero")[0]!,
    hosting: sectionsOf(hosting, "hero")[0]!,
    consulting: sectionsOf(consulting, "hero")[0]!,
    "time-tracking": sectionsOf(timeTracking, "hero")[0]!,
    "ai-writer": sectionsOf(aiWriter, "hero")[0]!,
  }
  const composition = (hero: HeroProps) =>
    `${hero.layout ?? "split"} on ${hero.tone ?? "mesh"}${hero.balance === "media" ? ", the visual larger" : ""}${hero.side === "start" ? ", the visual at the start" : ""}`

  test("open with at least seven distinct first-screen compositions", () => {
    const compositions = new Set(Object.values(heroes).map(composition))
    expect(compositions.size, [...compositions].join("; ")).toBeGreaterThanOrEqual(7)
  })

  test("use every hero layout the section offers", () => {
    const layouts = new Set(Object.values(heroes).map((hero: HeroProps) => hero.layout ?? "split"))
    expect([...layouts].sort()).toEqual(["bento", "editorial", "margin", "split"])
  })

  test("each product home has a footer of its own (its own line about the product)", () => {
    const footers = [liveChat, fitness, courses, seo, coldEmail, hosting, consulting, timeTracking, aiWriter].map(
      (home) => home.footer!,
    )
    expect(new Set(footers.map((footer) => footer.blurb)).size).toBe(footers.length)
  })
})

describe("the sample routes", () => {
  const sampleRoutes = [
    "/",
    "/home/",
    "/home-2/",
    "/home-3/",
    "/home-4/",
    "/home-5/",
    "/home-6/",
    "/home-7/",
    "/home-8/",
    "/home-9/",
    "/home-10/",
    "/about/",
    "/service/",
    "/service-details/",
    "/team/",
    "/pricing/",
    "/pricing-2/",
    "/career/",
    "/career-details/",
    "/portfolio/",
    "/portfolio-3/",
    "/portfolio-4/",
    "/portfolio-details/",
    "/blog/",
    "/blog-details/",
    "/faq/",
    "/faq-2/",
    "/faq-3/",
    "/faq-4/",
    "/404",
    "/privacy/",
    "/terms/",
    "/imprint/",
    "/accessibility/",
    "/cookies/",
    "/coming-soon/",
    "/sign-in/",
    "/sign-up/",
    "/reset-password/",
    "/contact/",
    "/contact-2/",
    "/contact-3/",
    "/quote/",
  ]
  // Facts about the whole sample: removing any page or language removes them (npm run remove).
  needsRoutes(...sampleRoutes)
  needsLanguages("de", "ar")
  const routePaths: readonly string[] = routes.map((route) => route.path)
  /** Page files that build one page per collection entry or taxonomy name. */
  const collectionPages = Object.keys(pageFiles).filter((file) =>
    file
      .replace(/^\/src\/pages(\/\[\.\.\.locale\])?/, "")
      .replace(/\/\[\.\.\.[^\]/]+\]\.astro$/, "")
      .includes("["),
  )

  test("the template's documented routes are all listed, /quote included", () => {
    // The blog's later pages (/blog/2/…) come from pagination, not from this list.
    expect([...routePaths].sort()).toEqual([...sampleRoutes].sort())
  })

  test("only the four details pages show a featured item", () => {
    expect(
      routes
        .filter((route) => "featured" in route)
        .map((route) => route.path)
        .sort(),
    ).toEqual(["/blog-details/", "/career-details/", "/portfolio-details/", "/service-details/"])
  })

  test("each collection has its item pages, and the blog its list, category, tag and author pages", () => {
    expect(collectionPages.sort()).toEqual(
      [
        "/src/pages/blog/[slug].astro",
        "/src/pages/blog/author/[author]/[...page].astro",
        "/src/pages/blog/category/[category]/[...page].astro",
        "/src/pages/blog/tag/[tag]/[...page].astro",
        "/src/pages/[...locale]/career/[slug].astro",
        "/src/pages/[...locale]/portfolio/[slug].astro",
        "/src/pages/[...locale]/service/[slug].astro",
      ].sort(),
    )
    expect(Object.keys(pageFiles)).toContain("/src/pages/blog/[...page].astro")
  })

  test("the main menu's top level and Pages submenu", () => {
    expect(mainMenu.map((i) => i.label)).toEqual(["Demos", "About Us", "Pages", "Contact"])
    const pages = mainMenu.find((i) => i.label === "Pages")
    expect(pages && "children" in pages ? pages.children.map((c) => c.label) : []).toEqual([
      "Services",
      "Team",
      "Pricing",
      "Career",
      "Portfolio",
      "Blog",
      "FAQ",
      "Utility",
      "Account",
    ])
  })

  test("the main menu links every route but the /home duplicate, /quote and the legal pages (the footers' legal row)", () => {
    const links = (items: readonly MenuItem[]): string[] =>
      items.flatMap((item) => ("children" in item ? links(item.children) : [item.href]))
    const hrefs = links(mainMenu)
    const legalPaths: string[] = footer.legal.links.map((link) => link.href)
    expect(legalPaths).toEqual(["/privacy/", "/terms/", "/imprint/", "/accessibility/", "/cookies/"])
    expect(routePaths.filter((path) => !hrefs.includes(path) && !legalPaths.includes(path)).sort()).toEqual([
      "/home/",
      "/quote/",
    ])
  })

  test("the legal facts are obviously sample data", () => {
    expect(legal.register.number).toBe("HRB 000000 B")
    expect(legal.vatId).toBe("DE000000000")
    expect(legal.address).toContain("Musterstraße 1")
  })

  test("the agency's own pages are in every language; the product homes, portfolio and blog in English", () => {
    const englishOnly = routes.filter((route) => !("languages" in route)).map((route) => route.path)
    const products = Array.from({ length: 9 }, (_, i) => `/home-${i + 2}/`)
    const content = ["/portfolio/", "/portfolio-3/", "/portfolio-4/", "/portfolio-details/", "/blog/", "/blog-details/"]
    expect(englishOnly.sort()).toEqual(["/home/", ...products, ...content].sort())
    for (const route of routes) if ("languages" in route) expect(route.languages, route.path).toBe("all")
  })
})
