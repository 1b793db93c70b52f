import { describe, expect, test } from "vitest"

import { jobSchema, jobTypes } from "#/content.config.ts"
import { careerCopy } from "#/data/pages/career.ts"
import { site } from "#/config/site.ts"
import {
  blogPosting,
  breadcrumbs,
  faqPage,
  jobPosting,
  organization,
  parsePrice,
  postalAddress,
  pricingPlans,
  serializeJsonLd,
  structuredDataGraph,
  website,
  type JobPostingInput,
  type StructuredData,
} from "#/lib/structured-data.ts"
import { jobPage, type JobEntry } from "#/lib/content/jobs.ts"

import { pageFile, pageNames, sectionsOf } from "../../support/page-files"
import { questionTopics } from "../../support/site-content"
import { jsonLdOf, schemaOrg, validateJsonLd } from "../../support/schema-org"
import { contentFiles, entryId } from "../fixtures/content"

/**
 * The data modules that declare structured data. Every built page's JSON-LD goes through the same
 * check over the build in tests/static/seo.test.ts (npm test runs the unit tests before the build).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["/src/data/pages/{faq,pricing,services}.ts", "/src/data/homes/*.ts"],
  { eager: true },
)

/** Every `jsonLd` list under a `meta` in a module's exports (getters included). */
function pageStructuredData(value: unknown, found: StructuredData[][] = [], seen = new Set<unknown>()) {
  if (value === null || typeof value !== "object" || seen.has(value)) return found
  seen.add(value)
  for (const [key, child] of Object.entries(value)) {
    if (key === "meta" && child && typeof child === "object" && "jsonLd" in child)
      found.push((child as { jsonLd: StructuredData[] }).jsonLd)
    else pageStructuredData(child, found, seen)
  }
  return found
}

/** Every job file as the collection entry its page is built from (jobs.test.ts reports the invalid ones). */
const jobs = contentFiles("jobs").flatMap((entry) => {
  const parsed = jobSchema.safeParse(entry.data)
  return parsed.success ? [{ id: entryId(entry), collection: "jobs", data: parsed.data } as unknown as JobEntry] : []
})

describe("the schema.org check itself", () => {
  test("knows the vocabulary", () => {
    const vocabulary = schemaOrg()
    for (const type of ["Organization", "WebSite", "BreadcrumbList", "FAQPage", "BlogPosting", "JobPosting", "Product"])
      expect(vocabulary.hasType(type), type).toBe(true)
    expect(vocabulary.hasType("Pricing")).toBe(false)
    expect(vocabulary.properties("FAQPage").has("mainEntity")).toBe(true)
    // Inherited from Thing.
    expect(vocabulary.properties("JobPosting").has("url")).toBe(true)
    expect(vocabulary.properties("Organization").has("headline")).toBe(false)
  })

  test("rejects unknown types, unknown properties, wrong nested types and values outside an enumeration", () => {
    const problems = validateJsonLd({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Pricing", name: "x" },
        { "@type": "Organization", headline: "x" },
        { "@type": "BlogPosting", author: { "@type": "Offer", price: "1" } },
        { "@type": "Offer", availability: "Plenty" },
        { "@type": "Question", acceptedAnswer: { text: "no type" } },
      ],
    })
    expect(problems).toEqual([
      '$.@graph[0]: "Pricing" is not a schema.org type',
      '$.@graph[1]: Organization has no property "headline"',
      expect.stringContaining("$.@graph[2].author: a Offer is not what this property accepts"),
      '$.@graph[3].availability: "Plenty" is not a value this property accepts',
      "$.@graph[4].acceptedAnswer: a node without @type",
    ])
  })

  test("reads JSON-LD from HTML", () => {
    const html = `<head><script type="application/ld+json">${serializeJsonLd(structuredDataGraph([]))}</script></head>`
    expect(jsonLdOf(html)).toEqual([structuredDataGraph([])])
  })
})

describe("structured data builders", () => {
  const pageUrl = `${site.url}/page/`
  // The plans of the pages whose routes give them as structured data (planProducts), those with a
  // monthly and a yearly price, as their content files write them.
  const plans = ["pricing", "pricing-2"]
    .filter((name) => pageNames.includes(name))
    .flatMap((name) => sectionsOf(pageFile(name), "pricing").flatMap((table) => table.plans))
    .flatMap((plan) => ("monthly" in plan.price ? [{ ...plan, price: plan.price }] : []))

  test("every builder's output is valid schema.org", () => {
    const graph = structuredDataGraph([
      breadcrumbs([{ label: "Home", href: "/" }, { label: "Page" }], pageUrl),
      faqPage(Object.values(questionTopics()).flat()),
      ...pricingPlans(plans, pageUrl),
      blogPosting({
        title: "A post",
        description: "About it.",
        datePublished: "2026-11-18",
        dateModified: "2026-11-20",
        author: "Maya Okafor",
        authorUrl: `${site.url}/blog/author/maya-okafor/`,
        images: ["/_astro/cover.webp"],
        section: "Design",
        keywords: ["design", "systems"],
        pageUrl,
      }),
      jobPosting({
        title: "Remote writer",
        paragraphs: ["Write."],
        lists: [],
        type: "Remote",
        location: "Anywhere in the US",
        datePosted: new Date("2026-11-01"),
        validThrough: new Date("2026-12-01"),
        experience: "2 years",
        skills: ["Writing"],
        salary: { min: 10_000, max: 20_000, currency: "USD", per: "year" },
        pageUrl,
      }),
      jobPosting({
        title: "Studio intern",
        paragraphs: ["Learn."],
        lists: [{ heading: "You will", items: ["Help"] }],
        type: "Internship",
        location: "Portland, OR (hybrid)",
        datePosted: new Date("2026-11-01"),
        validThrough: new Date("2026-12-01"),
        experience: "None",
        skills: ["Curiosity"],
        pageUrl,
      }),
    ])
    expect(validateJsonLd(graph)).toEqual([])
  })

  test("the site-wide nodes link the website to the organisation", () => {
    expect(website().publisher).toEqual({ "@id": (organization() as { "@id": string })["@id"] })
    expect(structuredDataGraph([])["@graph"].map((n) => (n as { "@type": string })["@type"])).toEqual([
      "Organization",
      "WebSite",
    ])
  })

  test("breadcrumbs are numbered from 1 with absolute URLs, the page last", () => {
    expect(breadcrumbs([{ label: "Home", href: "/" }, { label: "FAQ" }], pageUrl).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "FAQ", item: pageUrl },
    ])
  })

  test("an FAQ page joins several accordions into one FAQPage with every answer", () => {
    const page = faqPage([{ question: "Q1?", answer: ["A", "B"] }], [{ question: "Q2?", answer: ["C"] }])
    expect(page).toMatchObject({
      mainEntity: [
        { name: "Q1?", acceptedAnswer: { text: "A\n\nB" } },
        { name: "Q2?", acceptedAnswer: { text: "C" } },
      ],
    })
  })

  test("prices: $199 is 199 USD, the $00 plan is free, a malformed price fails loudly", () => {
    expect(parsePrice("$199")).toEqual({ price: "199", currency: "USD" })
    expect(parsePrice("$00")).toEqual({ price: "0", currency: "USD" })
    expect(parsePrice("€1,250.50")).toEqual({ price: "1250.5", currency: "EUR" })
    expect(() => parsePrice("Free")).toThrow(/Cannot read the price "Free"/)
  })

  test("a plan has a monthly and a yearly offer, at the plan's own prices", () => {
    const products = pricingPlans(plans, pageUrl) as unknown as {
      offers: { price: string; priceSpecification: object }[]
    }[]
    expect(products).toHaveLength(plans.length)
    for (const [index, plan] of plans.entries())
      expect(
        products[index]?.offers.map((o) => [o.price, o.priceSpecification]),
        plan.title,
      ).toEqual([
        [parsePrice(plan.price.monthly).price, expect.objectContaining({ unitCode: "MON" })],
        [parsePrice(plan.price.yearly).price, expect.objectContaining({ unitCode: "ANN" })],
      ])
  })

  test("the studio address becomes a PostalAddress; another shape stays text", () => {
    expect(postalAddress("214 Harbor Street, Suite 5, Portland, OR 97204")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "214 Harbor Street, Suite 5",
      addressLocality: "Portland",
      addressRegion: "OR",
      postalCode: "97204",
      addressCountry: "US",
    })
    expect(postalAddress("Kurfürstendamm 21, 10719 Berlin")).toBe("Kurfürstendamm 21, 10719 Berlin")
  })

  test("JSON-LD cannot close its <script>", () => {
    const json = serializeJsonLd(structuredDataGraph([faqPage([{ question: "</script><b>", answer: ["x"] }])]))
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json)).toMatchObject({ "@graph": [{}, {}, { mainEntity: [{ name: "</script><b>" }] }] })
  })
})

describe("blog posts", () => {
  const post = {
    title: "A post",
    description: "About it.",
    datePublished: "2026-11-18",
    author: "Maya Okafor",
    images: ["/_astro/cover.webp"],
    section: "Design",
    keywords: ["design", "systems"],
    pageUrl: `${site.url}/blog/a-post/`,
  }

  test("dateModified is the update's date, or the publication date for a post that never changed", () => {
    expect(blogPosting(post).dateModified).toBe("2026-11-18")
    expect(blogPosting({ ...post, dateModified: "2026-12-01" }).dateModified).toBe("2026-12-01")
  })

  test("the author links to their page when it is given", () => {
    const authorUrl = `${site.url}/blog/author/maya-okafor/`
    expect(blogPosting({ ...post, authorUrl }).author).toEqual({
      "@type": "Person",
      name: "Maya Okafor",
      url: authorUrl,
    })
    expect(blogPosting(post).author).toEqual({ "@type": "Person", name: "Maya Okafor" })
  })
})

describe("job postings", () => {
  const job: JobPostingInput = {
    title: "Designer",
    paragraphs: ["Design & <build>."],
    lists: [{ heading: "You will", items: ["Draw"] }],
    type: "Full Time",
    location: "Portland, OR (hybrid)",
    datePosted: new Date("2026-11-01T00:00:00Z"),
    validThrough: new Date("2027-01-31T00:00:00Z"),
    experience: "3 years",
    skills: ["Figma", "Research"],
    salary: { min: 95000, max: 110000, currency: "EUR", per: "year" },
    pageUrl: `${site.url}/career/designer/`,
  }
  type Posting = {
    employmentType?: string
    jobLocation?: { address: { addressLocality: string } }
    jobLocationType?: string
    baseSalary?: { currency: string; value: { minValue: number; maxValue: number; unitText: string } }
    description: string
    datePosted: string
    skills: string
  }
  const posting = (input: Partial<JobPostingInput>) => jobPosting({ ...job, ...input }) as unknown as Posting

  test("each job type but Remote maps to schema.org's employment type", () => {
    const expected = {
      "Full Time": "FULL_TIME",
      "Part Time": "PART_TIME",
      Contract: "CONTRACTOR",
      Internship: "INTERN",
    } as const
    for (const type of jobTypes) {
      if (type === "Remote") continue
      expect(posting({ type }).employmentType, type).toBe(expected[type])
    }
  })

  test("a remote job claims no employment type and no office: it is telecommute", () => {
    const remote = posting({ type: "Remote" })
    expect(remote).not.toHaveProperty("employmentType")
    expect(remote).not.toHaveProperty("jobLocation")
    expect(remote.jobLocationType).toBe("TELECOMMUTE")
  })

  test("an on-site job is located at its location, without the note in brackets", () => {
    expect(posting({}).jobLocation?.address.addressLocality).toBe("Portland, OR")
    expect(posting({ location: "Berlin" }).jobLocation?.address.addressLocality).toBe("Berlin")
  })

  test("the salary keeps its currency and its period; a job without a salary states none", () => {
    expect(posting({}).baseSalary).toMatchObject({
      currency: "EUR",
      value: { minValue: 95000, maxValue: 110000, unitText: "YEAR" },
    })
    for (const [per, unitText] of [
      ["month", "MONTH"],
      ["hour", "HOUR"],
    ] as const)
      expect(posting({ salary: { min: 20, max: 30, currency: "GBP", per } }).baseSalary?.value.unitText).toBe(unitText)
    expect(posting({ salary: undefined })).not.toHaveProperty("baseSalary")
  })

  test("the description is escaped HTML and the dates are ISO", () => {
    const { description, datePosted, skills } = posting({})
    expect(description).toContain("Design &#38; &#60;build&#62;.")
    expect(description).toContain("<ul><li>Draw</li></ul>")
    expect(datePosted).toBe("2026-11-01")
    expect(skills).toBe("Figma, Research")
  })

  test.each(jobs.map((entry) => [entry.id, entry] as const))(
    "the page of %s has valid JobPosting structured data",
    (_, entry) => {
      const { jsonLd } = jobPage(entry, careerCopy).meta
      expect(jsonLd.map((node) => (node as { "@type": string })["@type"])).toEqual(["JobPosting"])
      expect(validateJsonLd(structuredDataGraph(jsonLd))).toEqual([])
    },
  )
})

describe("structured data in src/data", () => {
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    pageStructuredData(exports).map((nodes) => ({ file, nodes })),
  )

  // The translated pages (FAQ, pricing, services) build theirs in their routes, from the copy in the
  // page's language, and the pages written as content files theirs from their FAQ sections (below):
  // the static suite validates every built page's (tests/static/seo.test.ts).
  test("no home declares its own: its FAQ section is its structured data", () =>
    expect(found.map(({ file }) => file).filter((file) => file.includes("/homes/"))).toEqual([]))

  for (const [index, { file, nodes }] of found.entries())
    test(`${file} #${index + 1} is valid schema.org`, () => {
      expect(validateJsonLd(structuredDataGraph(nodes))).toEqual([])
    })
})

describe("structured data of the pages written as content files", () => {
  const withQuestions = pageNames.filter((name) => pageFile(name).sections.some((section) => section.type === "faq"))

  test("some page has an FAQ section", () => expect(withQuestions.length).toBeGreaterThan(0))

  test.each(withQuestions)("%s: its questions make a valid FAQPage", (name) => {
    const items = pageFile(name).sections.flatMap((section) => (section.type === "faq" ? section.items : []))
    expect(validateJsonLd(structuredDataGraph([faqPage(items)]))).toEqual([])
  })
})
