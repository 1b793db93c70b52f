import { readdirSync, readFileSync } from "node:fs"

import { parse } from "yaml"
import { describe, expect, test } from "vitest"

import { projectSchema } from "@/content.config"
import { covers } from "@/data/art"
import { classic, filterValues, minimal, modern } from "@/data/pages/portfolio"

const folder = new URL("../../src/content/projects/", import.meta.url)
const files = readdirSync(folder).filter((file) => file.endsWith(".yaml"))
const read = (file: string) => parse(readFileSync(new URL(file, folder), "utf8")) as Record<string, unknown>

/** The fields a schema failure names, as "field" or "field.0.value". */
function failedFields(data: unknown): string[] {
  const result = projectSchema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))
}

const valid = read("northwind-analytics.yaml")

describe("projects collection", () => {
  test("there are enough projects to fill the grids", () => expect(files.length).toBeGreaterThanOrEqual(9))

  test.each(files)("%s matches the schema", (file) => {
    expect(failedFields(read(file))).toEqual([])
  })

  test("orders and covers are not shared between projects", () => {
    const all = files.map(read)
    expect(new Set(all.map((p) => p.order)).size).toBe(all.length)
    expect(new Set(all.map((p) => p.cover)).size).toBe(all.length)
  })

  test.each(["title", "client", "category", "tags", "duration", "website", "cover", "challenge", "results"])(
    "a project without %s is rejected, naming the field",
    (field) => {
      const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))
      expect(failedFields(rest)).toContain(field)
    },
  )

  test("an unknown cover id is rejected and the message says where covers live", () => {
    const result = projectSchema.safeParse({ ...valid, cover: "work-does-not-exist" })
    expect(result.success).toBe(false)
    const issue = result.error?.issues[0]
    expect(issue?.path).toEqual(["cover"])
    expect(issue?.message).toContain("src/data/art.ts")
  })

  test("gallery covers are checked against src/data/art.ts too", () => {
    expect(failedFields({ ...valid, gallery: [{ cover: "nope", alt: "x" }] })).toEqual(["gallery.0.cover"])
  })

  test("every cover id in the schema exists in src/data/art.ts", () => {
    for (const file of files) expect(Object.keys(covers)).toContain(read(file).cover)
  })

  test("website must be a fictional https address", () => {
    expect(failedFields({ ...valid, website: "https://www.google.com" })).toEqual(["website"])
    expect(failedFields({ ...valid, website: "http://northwind.example" })).toEqual(["website"])
    expect(failedFields({ ...valid, website: "https://shop.example.com/launch" })).toEqual([])
  })

  test("unknown tags, stray fields and a numeric metric are rejected", () => {
    expect(failedFields({ ...valid, tags: ["print"] })).toEqual(["tags.0"])
    expect(failedFields({ ...valid, colour: "red" })).toEqual([""])
    expect(failedFields({ ...valid, metrics: [{ value: 12, label: "weeks" }] })).toEqual(["metrics.0.value"])
  })
})

describe("portfolio filters", () => {
  test("the classic page has the five disciplines, modern and minimal the three groups", () => {
    expect(classic.grid.filters.map((f) => f.label)).toEqual([
      "Website",
      "Branding",
      "Commercial",
      "Digital Art",
      "UI/UX Design",
    ])
    expect(classic.grid.filter.all).toBe("Show All")
    for (const page of [modern, minimal]) {
      expect(page.grid.filters.map((f) => f.label)).toEqual(["Website", "Branding", "Design"])
      expect(page.grid.filter.all).toBe("Show all")
    }
    expect(minimal.grid.filter.layout).toBe("sidebar")
  })

  test("Design gathers UI/UX and digital art; a project answers to each matching filter once", () => {
    expect(filterValues(["ui-ux", "digital-art"], modern.grid.filters)).toEqual(["design"])
    expect(filterValues(["branding", "commercial"], modern.grid.filters)).toEqual(["branding"])
    expect(filterValues(["commercial"], modern.grid.filters)).toEqual([])
    expect(filterValues(["ui-ux", "website"], classic.grid.filters)).toEqual(["website", "ui-ux"])
  })

  test("every project shows under at least one modern filter", () => {
    for (const file of files) {
      const tags = projectSchema.parse(read(file)).tags
      expect(filterValues(tags, modern.grid.filters).length, file).toBeGreaterThan(0)
    }
  })
})
