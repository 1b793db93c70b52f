/**
 * What the build checks across a collection's files, checked here first so a mistake shows up in
 * the unit tests with the file named: URL slugs, the featured items (src/content/settings/featured.yaml)
 * and the blog's `related` picks.
 */
import { describe, expect, test } from "vitest"

import { featuredSchema, slugPattern } from "#/content.config.ts"
import { featuredEntry } from "#/lib/content/format.ts"

import {
  contentFiles,
  entryId,
  featuredPath,
  featuredSettings,
  publishedFiles,
  type CollectionName,
} from "../fixtures/content"

const collections = ["blog", "projects", "jobs", "services"] as const satisfies readonly CollectionName[]

describe("URL slugs", () => {
  test("the slug rule: lower-case words and digits joined by hyphens, never a bare number", () => {
    for (const slug of ["design-systems", "post-2", "2026-recap", "a"]) expect(slugPattern.test(slug), slug).toBe(true)
    for (const slug of ["2", "2026", "Design", "design_systems", "design--systems", "-a", "a-", "", "a b"])
      expect(slugPattern.test(slug), slug).toBe(false)
  })

  test.each(collections)("every %s entry has a usable slug (its file name or its `slug`)", (collection) => {
    for (const entry of contentFiles(collection))
      expect(slugPattern.test(entryId(entry)), `${collection}/${entry.file}: "${entryId(entry)}"`).toBe(true)
  })

  test.each(collections)("no two %s entries share a slug", (collection) => {
    const seen = new Map<string, string>()
    for (const entry of contentFiles(collection)) {
      const id = entryId(entry)
      expect(seen.get(id), `${collection}/${entry.file} and ${seen.get(id)} share "${id}"`).toBeUndefined()
      seen.set(id, entry.file)
    }
  })
})

describe("featured items", () => {
  const file = "src/content/settings/featured.yaml"

  test("the settings file passes its schema", () => {
    expect(featuredSchema.safeParse(featuredSettings()).error?.issues ?? [], featuredPath).toEqual([])
  })

  test.each([
    ["post", "blog"],
    ["project", "projects"],
    ["job", "jobs"],
    ["service", "services"],
  ] as const)("the featured %s is a published entry of %s", (field, collection) => {
    const ids = publishedFiles(collection).map(entryId)
    expect(ids, `${featuredPath}: ${field}`).toContain(featuredSettings()[field])
  })

  // The build runs this check where a details page reads the setting (src/lib/content/featured.ts).
  const jobs = [{ id: "designer" }, { id: "developer" }]
  const where = { file, field: "job", noun: "job", collection: "jobs" }

  test("a slug that names no published item stops the build, naming the file, the field and the choices", () => {
    expect(() => featuredEntry(jobs, "x", where)).toThrow(
      `${file}: job "x" is not a published job: use one of designer, developer`,
    )
  })

  test("a missing slug, or an empty collection, stops the build naming the file and the field", () => {
    expect(() => featuredEntry(jobs, undefined, where)).toThrow(
      `${file}: job is missing: use one of designer, developer`,
    )
    expect(() => featuredEntry([], "designer", where)).toThrow(
      `${file}: job "designer" is not a published job: src/content/jobs/ has no published job`,
    )
  })

  test("the named item is the one shown", () => expect(featuredEntry(jobs, "developer", where)).toBe(jobs[1]))

  test("the schema names a missing or malformed field, and refuses an unknown one", () => {
    const valid = { post: "a", project: "b", job: "c", service: "d" }
    const messages = (data: unknown) => featuredSchema.safeParse(data).error?.issues.map((issue) => issue.message)
    expect(messages({ ...valid, job: undefined })).toEqual([
      "job is missing: name the slug of the job /career-details/ shows",
    ])
    expect(messages({ ...valid, job: "Product Designer" })?.[0]).toMatch(/^job: a slug is /)
    expect(featuredSchema.safeParse({ ...valid, jobs: "c" }).success).toBe(false)
  })
})

describe("related posts", () => {
  const posts = publishedFiles("blog")
  const ids = new Set(posts.map(entryId))

  test.each(posts.map((entry) => [entry.file, entry] as const))(
    "%s: each related pick is a published post",
    (file, entry) => {
      const related = Array.isArray(entry.data.related) ? (entry.data.related as unknown[]) : []
      for (const [index, id] of related.entries())
        expect(ids.has(String(id)), `${file}: related.${index} "${String(id)}"`).toBe(true)
    },
  )
})
