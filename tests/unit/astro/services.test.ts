import { describe, expect, test } from "vitest"
import type { z } from "astro/zod"

import { icons, type IconName } from "#/components/ui/icon.tsx"
import { serviceSchema } from "#/content.config.ts"
import { covers, type CoverId } from "#/data/art.ts"
import { serviceHref } from "#/lib/content/services.ts"

import { contentFiles } from "../fixtures/content"

const files = contentFiles("services")

/** The fields a schema failure names. */
function failedFields(data: unknown): string[] {
  const result = serviceSchema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))
}

/** A complete service built from the vocabularies, whatever the site's own services say. */
const valid = {
  title: "A service for the tests",
  icon: Object.keys(icons)[0] as IconName,
  summary: "What it is, in one sentence.",
  description: "What the service is and who it is for, long enough to be a useful meta description.",
  order: 1,
  headline: "The headline of the article",
  cover: Object.keys(covers)[0] as CoverId,
  coverAlt: "A desk with sketches",
  intro: ["Why it matters."],
  blocks: [
    { heading: "What you get", paragraphs: ["Everything listed."], list: { kind: "bullets", items: ["A thing"] } },
    { heading: "How it runs", list: { kind: "steps", items: ["First", "Second"] } },
  ],
  facts: [{ label: "Length", value: "6 weeks" }],
  faq: [{ question: "How long?", answer: ["Six weeks."] }],
} satisfies z.input<typeof serviceSchema>

describe("the services (src/content/services)", () => {
  test.each(files.map((entry) => [entry.file, entry] as const))("%s matches the schema", (_, entry) => {
    expect(failedFields(entry.data)).toEqual([])
  })
})

describe("service schema", () => {
  test("accepts a complete service; draft defaults to false", () => {
    expect(serviceSchema.parse(valid)).toEqual({ ...valid, draft: false })
  })

  test.each(["title", "icon", "summary", "description", "order", "headline", "cover", "coverAlt", "blocks", "faq"])(
    "a service without %s is rejected, naming the field",
    (field) => {
      const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))
      expect(failedFields(rest)).toContain(field)
    },
  )

  test("the description fits a search result: 50 to 160 characters", () => {
    expect(failedFields({ ...valid, description: "x".repeat(50) })).toEqual([])
    expect(failedFields({ ...valid, description: "x".repeat(160) })).toEqual([])
    expect(failedFields({ ...valid, description: "x".repeat(49) })).toEqual(["description"])
    expect(failedFields({ ...valid, description: "x".repeat(161) })).toEqual(["description"])
  })

  test("an unknown icon, cover or list kind, and a stray field, are rejected", () => {
    expect(failedFields({ ...valid, icon: "no-such-icon" })).toEqual(["icon"])
    expect(failedFields({ ...valid, cover: "no-such-art" })).toEqual(["cover"])
    const [block] = valid.blocks
    expect(failedFields({ ...valid, blocks: [{ ...block, list: { kind: "table", items: ["x"] } }] })).toEqual([
      "blocks.0.list.kind",
    ])
    expect(failedFields({ ...valid, price: "$100" })).toEqual([""])
  })

  test("a slug that is a number or has capitals is rejected; draft is read when set", () => {
    expect(failedFields({ ...valid, slug: "3" })).toEqual(["slug"])
    expect(failedFields({ ...valid, slug: "Brand-Strategy" })).toEqual(["slug"])
    expect(serviceSchema.parse({ ...valid, slug: "brand-strategy" }).slug).toBe("brand-strategy")
    expect(serviceSchema.parse({ ...valid, draft: true }).draft).toBe(true)
  })

  test("a service's page is /service/<id>/", () => {
    expect(serviceHref("brand-strategy")).toBe("/service/brand-strategy/")
  })
})
