import { readdirSync, readFileSync } from "node:fs"

import { describe, expect, test } from "vitest"
import { parse } from "yaml"

import { blogCategories, blogSchema } from "@/content.config"

const folder = new URL("../../src/content/blog/", import.meta.url)
const files = readdirSync(folder).filter((file) => file.endsWith(".mdx"))

/** An MDX file's frontmatter, parsed the way Astro does (YAML; unquoted dates become Dates). */
function frontmatter(file: string): Record<string, unknown> {
  const source = readFileSync(new URL(file, folder), "utf8")
  const yaml = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1]
  if (yaml === undefined) throw new Error(`${file} has no frontmatter`)
  // YAML 1.1 reads an unquoted 2026-11-18 as a date, as Astro's frontmatter parser does.
  return parse(yaml, { schema: "yaml-1.1" }) as Record<string, unknown>
}

/** Each failing field with its message. */
function failures(data: unknown): { field: string; message: string }[] {
  const result = blogSchema.safeParse(data)
  return result.success ? [] : result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))
}

const valid = frontmatter("design-systems-second-year.mdx")
const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))

describe("blog collection", () => {
  test("nine posts: three pages of three", () => expect(files).toHaveLength(9))

  test.each(files)("%s matches the schema", (file) => {
    expect(failures(frontmatter(file))).toEqual([])
  })

  test.each(files)("%s is an article with headings and a list", (file) => {
    const body = readFileSync(new URL(file, folder), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "")
    expect(body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(2)
    expect(body).toMatch(/^(- |1\. )/m)
  })

  test("posts have distinct titles, covers and dates (the newest is the article page)", () => {
    const all = files.map(frontmatter)
    for (const key of ["title", "cover"]) expect(new Set(all.map((p) => p[key])).size).toBe(all.length)
    expect(new Set(all.map((p) => String(p.date))).size).toBe(all.length)
  })

  test.each(["title", "excerpt", "author", "date", "category", "tags", "cover"])(
    "a post without %s is rejected, naming the field",
    (field) => {
      expect(failures(without(field)).map((f) => f.field)).toContain(field)
    },
  )

  test("an unknown author is rejected, pointing at the people list", () => {
    expect(failures({ ...valid, author: "jane-doe" })).toEqual([
      { field: "author", message: 'Unknown author "jane-doe": use a person id from src/data/people.ts' },
    ])
  })

  test("an unknown cover is rejected, pointing at the art list", () => {
    const [failure] = failures({ ...valid, cover: "blog-missing-cover" })
    expect(failure?.field).toBe("cover")
    expect(failure?.message).toContain("src/data/art.ts")
  })

  test("a category outside the four, an empty tag list or a date that is not a date is rejected", () => {
    expect(blogCategories).toHaveLength(4)
    expect(failures({ ...valid, category: "Gossip" }).map((f) => f.field)).toEqual(["category"])
    expect(failures({ ...valid, tags: [] }).map((f) => f.field)).toEqual(["tags"])
    expect(failures({ ...valid, date: "soon" }).map((f) => f.field)).toEqual(["date"])
  })

  test("an unexpected field is rejected (a typo does not pass silently)", () => {
    expect(failures({ ...valid, autor: "maya-okafor" }).length).toBeGreaterThan(0)
  })
})
