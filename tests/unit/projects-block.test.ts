/**
 * The `projects` block of a page's content file (src/page-schema.ts): the section's words, its layout
 * and its filter buttons, each naming the project tags it shows; the projects themselves are read
 * from their collection at build (src/layouts/page-sections.astro), never written in the file. What
 * would break the filters is refused in words an editor understands.
 */
import { describe, expect, test } from "vitest"

import { projectTags } from "#/content-fields.ts"
import { pageSchema } from "#/page-schema.ts"

const [tag = "website", otherTag = tag] = projectTags

const button = (value: string, tags: readonly string[] = [tag]) => ({ value, label: `Only ${value}`, tags })

const block = (filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  type: "projects",
  id: "work-title",
  title: "Selected work",
  layout: "cards",
  filter: {
    label: "Filter projects",
    all: "Show all",
    noun: { one: "project", other: "projects" },
    buttons: [button("one"), button("two", [otherTag])],
    ...filter,
  },
  ...extra,
})

/** A page of one projects block. */
const page = (projects: unknown) => ({
  meta: {
    title: "Portfolio",
    description: "Selected work by the studio: websites, identities and products, filterable by discipline.",
  },
  sections: [projects],
})

/** Each problem as "path: message", as the build prints them. */
function problems(input: unknown): string[] {
  const result = pageSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

describe("a projects section in a content file", () => {
  test("holds the section's words, its layout and its filter buttons, and no projects", () => {
    const [section] = pageSchema.parse(page(block({ layout: "sidebar" }, { priority: true, tone: "tint" }))).sections
    expect(section).toEqual(block({ layout: "sidebar" }, { priority: true, tone: "tint" }))
    expect(problems(page(block({}, { items: [{ title: "A project" }] })))).toHaveLength(1)
  })

  test("refuses two buttons of the same value, a button of no tag and a grid of no button, saying why", () => {
    expect(problems(page(block({ buttons: [button("one"), button("one")] })))).toEqual([
      "sections.0.filter.buttons: Two filters have the same value: each filter needs its own",
    ])
    expect(problems(page(block({ buttons: [button("one", [])] })))).toEqual([
      "sections.0.filter.buttons.0.tags: A filter shows the projects of at least one tag",
    ])
    expect(problems(page(block({ buttons: [] })))).toEqual([
      "sections.0.filter.buttons: A project grid has at least one filter",
    ])
  })

  test("refuses a tag no project can carry, saying where the tags are", () => {
    const [problem, ...more] = problems(page(block({ buttons: [button("one", ["print"])] })))
    expect(more).toEqual([])
    expect(problem).toMatch(
      /^sections\.0\.filter\.buttons\.0\.tags\.0: Unknown project tag "print".*src\/content-fields\.ts/,
    )
  })

  test("refuses a value that would not sit in an address (?filter=…)", () => {
    expect(problems(page(block({ buttons: [button("UI/UX")] })))).toHaveLength(1)
  })
})
