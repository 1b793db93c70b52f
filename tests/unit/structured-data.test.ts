import { readFileSync } from "node:fs"

import { describe, expect, test } from "vitest"
import { parse } from "yaml"

import { jobSchema } from "@/content.config"
import { careerDetails } from "@/data/pages/career"
import { faq1 } from "@/data/pages/faq"
import { plans } from "@/data/pages/pricing"
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
  type StructuredData,
} from "@/lib/structured-data"

import { jsonLdOf, schemaOrg, validateJsonLd } from "../support/schema-org"

/**
 * The data modules that declare structured data. Every built page's JSON-LD goes through the same
 * check in tests/e2e/seo.spec.ts (npm test runs the unit tests before the build).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "/src/data/pages/{faq,pricing,services}.ts",
    "/src/data/homes/{agency,courses,cold-email,ai-writer,time-tracking}.ts",
  ],
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

const job = jobSchema.parse(
  parse(readFileSync(new URL("../../src/content/jobs/product-designer.yaml", import.meta.url), "utf8")),
)

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
  const pageUrl = "https://lumora.example.com/page/"

  test("every builder's output is valid schema.org", () => {
    const graph = structuredDataGraph([
      breadcrumbs([{ label: "Home", href: "/" }, { label: "Page" }], pageUrl),
      faqPage(faq1.grid.items),
      ...pricingPlans(plans, pageUrl),
      blogPosting({
        title: "A post",
        description: "About it.",
        datePublished: "2026-11-18",
        author: "Maya Okafor",
        images: ["/_astro/cover.webp"],
        section: "Design",
        keywords: ["design", "systems"],
        pageUrl,
      }),
      ...careerDetails.meta(job).jsonLd,
      jobPosting({
        title: "Remote writer",
        paragraphs: ["Write."],
        lists: [],
        type: "Remote",
        datePosted: new Date("2026-11-01"),
        validThrough: new Date("2026-12-01"),
        experience: "2 years",
        skills: ["Writing"],
        salary: { min: 10_000, max: 20_000, currency: "USD" },
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
      { "@type": "ListItem", position: 1, name: "Home", item: "https://lumora.example.com/" },
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

  test("a plan has a monthly and a yearly offer", () => {
    const [, popular] = pricingPlans(plans, pageUrl) as unknown as {
      offers: { price: string; priceSpecification: object }[]
    }[]
    expect(popular?.offers.map((o) => [o.price, o.priceSpecification])).toEqual([
      ["199", expect.objectContaining({ unitCode: "MON" })],
      ["250", expect.objectContaining({ unitCode: "ANN" })],
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

describe("structured data in src/data", () => {
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    pageStructuredData(exports).map((nodes) => ({ file, nodes })),
  )

  test("pages declare structured data (FAQ pages, pricing, homes with an FAQ)", () =>
    expect(found.length).toBeGreaterThanOrEqual(8))

  for (const [index, { file, nodes }] of found.entries())
    test(`${file} #${index + 1} is valid schema.org`, () => {
      expect(validateJsonLd(structuredDataGraph(nodes))).toEqual([])
    })
})
