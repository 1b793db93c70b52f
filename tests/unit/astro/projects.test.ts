import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, test } from "vitest"
import type { z } from "astro/zod"

import { projectTags } from "#/content-fields.ts"
import { projectSchema, projectTranslationSchema } from "#/content.config.ts"
import { covers } from "#/data/art.ts"
import { defaultLocale, pageLocales, prefixedLocales } from "#/i18n/locales.ts"
import { filterValues, projectHref, type PortfolioFilter } from "#/lib/content/projects.ts"

import {
  contentDir,
  contentFiles,
  missingImage,
  omit,
  publishedFiles,
  readYaml,
  schemaContext,
} from "../fixtures/content"
import { needsRoutes } from "../../support/needs"
import { pageFile, sectionOf } from "../../support/page-files"

const schema = projectSchema(schemaContext)
const files = contentFiles("projects")

/** The fields a schema failure names, as "field" or "field.0.value". */
function failedFields(data: unknown): string[] {
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))
}

const [artKey = "", otherArtKey = artKey] = Object.keys(covers)

/** A complete project built from the schema's vocabulary, whatever the portfolio's own projects say. */
const valid = {
  title: "A project for the tests",
  client: "A client",
  category: "Brand identity",
  tags: [projectTags[0]],
  summary: "What we did, in a sentence.",
  order: 1,
  year: 2025,
  duration: "8 weeks",
  website: "https://client.example.org/launch",
  cover: artKey,
  coverAlt: "The new logo on a shop front",
  gallery: [{ cover: otherArtKey, alt: "The logo on a tote bag" }],
  services: ["Naming"],
  challenge: ["Why it was hard."],
  approach: ["What we tried."],
  results: ["What happened."],
  metrics: [{ value: "+12%", label: "more visits" }],
} satisfies z.input<typeof schema>

describe("the portfolio's projects (src/content/projects)", () => {
  test.each(files.map((entry) => [entry.file, entry] as const))("%s matches the schema", (_, entry) => {
    expect(failedFields(entry.data)).toEqual([])
  })

  test.each(files.map((entry) => [entry.file, entry] as const))(
    "%s: covers given as paths are files beside the project",
    (_, entry) => {
      const gallery = Array.isArray(entry.data.gallery) ? (entry.data.gallery as { cover?: unknown }[]) : []
      for (const cover of [entry.data.cover, ...gallery.map((image) => image.cover)])
        expect(missingImage(entry, cover), String(cover)).toBeUndefined()
    },
  )
})

describe("the portfolio pages' filters (src/content/pages/portfolio*.yaml)", () => {
  needsRoutes("/portfolio/", "/portfolio-3/", "/portfolio-4/")
  /** Each page's filter buttons: its content file's projects block's. */
  const pages = Object.fromEntries(
    ["portfolio", "portfolio-3", "portfolio-4"].map((name) => [name, sectionOf(pageFile(name), "projects").filter]),
  )

  test.each(files.map((entry) => [entry.file, entry] as const))(
    "%s shows under at least one filter on every portfolio page",
    (_, entry) => {
      const { tags } = schema.parse(entry.data)
      for (const [name, page] of Object.entries(pages))
        expect(filterValues(tags, page.buttons).length, name).toBeGreaterThan(0)
    },
  )

  test.each(Object.entries(pages))("the %s page's filters have distinct values, each showing some tag", (_, page) => {
    const values = page.buttons.map((filter) => filter.value)
    expect(new Set(values).size).toBe(values.length)
    for (const filter of page.buttons) expect(filter.tags.length, filter.value).toBeGreaterThan(0)
  })
})

describe("project schema", () => {
  test("accepts a complete project; draft defaults to false", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, draft: false })
  })

  test.each(["title", "client", "category", "tags", "duration", "cover", "coverAlt", "challenge", "results"])(
    "a project without %s is rejected, naming the field",
    (field) => {
      const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))
      expect(failedFields(rest)).toContain(field)
    },
  )

  test("a project without a website or a gallery is accepted", () => {
    const project = schema.parse(omit(valid, "website", "gallery"))
    expect(project.website).toBeUndefined()
    expect(project.gallery).toEqual([])
  })

  test("the website is any full https address; http or a bare name is rejected", () => {
    expect(failedFields({ ...valid, website: "https://www.client-company.com" })).toEqual([])
    expect(failedFields({ ...valid, website: "https://shop.example.com/launch?from=portfolio" })).toEqual([])
    expect(failedFields({ ...valid, website: "http://client-company.com" })).toEqual(["website"])
    expect(failedFields({ ...valid, website: "client-company.com" })).toEqual(["website"])
    expect(failedFields({ ...valid, website: "ftp://client-company.com" })).toEqual(["website"])
  })

  test("an unknown art key is rejected and the message says where covers live", () => {
    const result = schema.safeParse({ ...valid, cover: "work-does-not-exist" })
    expect(result.success).toBe(false)
    const [issue, ...more] = result.error?.issues ?? []
    expect(more).toEqual([])
    expect(issue?.path).toEqual(["cover"])
    expect(issue?.message).toContain("src/data/art.ts")
  })

  test("a cover or gallery image can be a photo beside the project, given by a relative path", () => {
    expect(failedFields({ ...valid, cover: "./photo.jpg" })).toEqual([])
    expect(failedFields({ ...valid, gallery: [{ cover: "./detail.webp", alt: "A detail" }] })).toEqual([])
  })

  test("an uploaded photo (coverPhoto) takes the art's place on the cover and in the gallery", () => {
    const noArt = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== "cover"))
    const project = schema.parse({
      ...noArt,
      coverPhoto: "./images/site.jpg",
      gallery: [{ cover: artKey, coverPhoto: "./images/detail.jpg", alt: "A detail" }],
    })
    expect(project.cover).toMatchObject({ src: "./images/site.jpg" })
    expect(project.gallery[0]?.cover).toMatchObject({ src: "./images/detail.jpg" })
    expect(project).not.toHaveProperty("coverPhoto")
    expect(failedFields(noArt)).toEqual(["cover"])
    expect(failedFields({ ...valid, gallery: [{ alt: "Nothing to show" }] })).toEqual(["gallery.0.cover"])
  })

  test("gallery covers are checked like the cover, and a gallery holds at most four images", () => {
    expect(failedFields({ ...valid, gallery: [{ cover: "nope", alt: "x" }] })).toEqual(["gallery.0.cover"])
    const image = { cover: artKey, alt: "x" }
    expect(failedFields({ ...valid, gallery: [image, image, image, image] })).toEqual([])
    expect(failedFields({ ...valid, gallery: [image, image, image, image, image] })).toEqual(["gallery"])
  })

  test("the year is a whole year between 1900 and 2200", () => {
    for (const year of [1900, 2026, 2200]) expect(failedFields({ ...valid, year }), String(year)).toEqual([])
    for (const year of [1899, 2201, 2025.5, "2025"])
      expect(failedFields({ ...valid, year }), String(year)).toEqual(["year"])
  })

  test("unknown tags, stray fields, a numeric metric and more than four metrics are rejected", () => {
    expect(failedFields({ ...valid, tags: ["print"] })).toEqual(["tags.0"])
    expect(failedFields({ ...valid, colour: "red" })).toEqual([""])
    expect(failedFields({ ...valid, metrics: [{ value: 12, label: "weeks" }] })).toEqual(["metrics.0.value"])
    const metric = valid.metrics[0]!
    expect(failedFields({ ...valid, metrics: [metric, metric, metric, metric, metric] })).toEqual(["metrics"])
  })

  test("a slug that is a number or has capitals is rejected; draft is read when set", () => {
    expect(failedFields({ ...valid, slug: "2025" })).toEqual(["slug"])
    expect(failedFields({ ...valid, slug: "Northwind" })).toEqual(["slug"])
    expect(schema.parse({ ...valid, slug: "northwind-v2" }).slug).toBe("northwind-v2")
    expect(schema.parse({ ...valid, draft: true }).draft).toBe(true)
  })
})

describe("portfolio filters", () => {
  const filters = [
    { value: "website", label: "Website", tags: ["website"] },
    { value: "design", label: "Design", tags: ["ui-ux", "digital-art"] },
    { value: "ui-ux", label: "UI/UX", tags: ["ui-ux"] },
  ] as const satisfies readonly PortfolioFilter[]

  test("a project answers to every filter one of its tags belongs to, once each, in the filters' order", () => {
    expect(filterValues(["ui-ux", "digital-art"], filters)).toEqual(["design", "ui-ux"])
    expect(filterValues(["digital-art"], filters)).toEqual(["design"])
    expect(filterValues(["ui-ux", "website"], filters)).toEqual(["website", "design", "ui-ux"])
    expect(filterValues(["commercial"], filters)).toEqual([])
    expect(filterValues([], filters)).toEqual([])
  })

  test("a project's page is /portfolio/<id>/", () => {
    expect(projectHref("northwind-v2")).toBe("/portfolio/northwind-v2/")
  })
})

/** The fields a translation's schema failure names. */
function failedTranslationFields(data: unknown): string[] {
  const result = projectTranslationSchema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))
}

/** A translation with every word a card and a case study's header need, and no story. */
const validWords = {
  title: "Ein Projekt",
  category: "Markenidentität",
  summary: "Was wir getan haben, in einem Satz.",
  duration: "8 Wochen",
  coverAlt: "Das neue Logo an einem Ladenschild",
  gallery: [{ alt: "Das Logo auf einer Tasche" }],
  services: ["Naming"],
  metrics: [{ value: "+12 %", label: "mehr Besuche" }],
} satisfies z.input<typeof projectTranslationSchema>

describe("the projects' translations (src/content/projects/<language>/)", () => {
  // A case study is in every language of the agency home, so each project needs its words in each.
  const languages = pageLocales(projectHref("any")).filter((locale) => locale !== defaultLocale)
  const cases = publishedFiles("projects").flatMap((entry) =>
    languages.map((locale) => [`${locale}/${entry.file}`, entry, locale] as const),
  )

  test.each(cases)(
    "%s exists, matches the schema and gives one item per English gallery picture and metric",
    (_, entry, locale) => {
      const path = join(contentDir, "projects", locale, entry.file)
      expect(existsSync(path), `${path} is missing`).toBe(true)
      const words = readYaml(readFileSync(path, "utf8")) as Record<string, unknown>
      expect(failedTranslationFields(words)).toEqual([])
      const length = (value: unknown) => (Array.isArray(value) ? value.length : 0)
      expect(length(words.metrics), "metrics").toBe(length(entry.data.metrics))
      expect(length(words.gallery), "gallery").toBe(length(entry.data.gallery))
    },
  )

  test("a complete translation is accepted, with its story or without", () => {
    expect(failedTranslationFields(validWords)).toEqual([])
    expect(failedTranslationFields({ ...validWords, challenge: ["a"], approach: ["b"], results: ["c"] })).toEqual([])
  })

  test("a translation without a word the card or the header shows is refused at that field", () => {
    for (const field of ["title", "category", "summary", "duration", "coverAlt", "services", "metrics"] as const)
      expect(failedTranslationFields(omit(validWords, field)), field).toEqual([field])
    expect(failedTranslationFields({ ...validWords, metrics: [{ value: "+12 %" }] })).toEqual(["metrics.0.label"])
  })

  test("the story is translated whole or left out: one chapter alone is refused at challenge", () => {
    expect(failedTranslationFields({ ...validWords, approach: ["Nur das Vorgehen."] })).toEqual(["challenge"])
  })

  test("what the English file alone holds (client, order, cover, a gallery picture) is refused in a translation", () => {
    for (const extra of [{ client: "X" }, { order: 2 }, { cover: artKey }])
      expect(failedTranslationFields({ ...validWords, ...extra }), JSON.stringify(extra)).toEqual([""])
    expect(failedTranslationFields({ ...validWords, gallery: [{ alt: "a", cover: artKey }] })).toEqual(["gallery.0"])
  })

  test("a project's case study in another language is under that language's prefix", () => {
    for (const locale of prefixedLocales.filter((code) => languages.includes(code)))
      expect(projectHref("northwind-v2", locale)).toBe(`/${locale}/portfolio/northwind-v2/`)
  })
})
