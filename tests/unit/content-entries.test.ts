/**
 * What the build checks across a collection's files, checked here first so a mistake shows up in
 * the unit tests with the file named: URL slugs, the featured items and the blog's `related` picks.
 */
import { describe, expect, test } from "vitest"

import { slugPattern } from "#/content.config.ts"
import { featuredPost } from "#/data/pages/blog.ts"
import { featuredJob } from "#/data/pages/career.ts"
import { featuredProject } from "#/data/pages/portfolio.ts"
import { featuredService } from "#/data/pages/services.ts"

import { contentFiles, entryId, publishedFiles, type CollectionName } from "./fixtures/content"

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
  test.each([
    ["blog", featuredPost, "src/data/pages/blog.ts"],
    ["projects", featuredProject, "src/data/pages/portfolio.ts"],
    ["jobs", featuredJob, "src/data/pages/career.ts"],
    ["services", featuredService, "src/data/pages/services.ts"],
  ] as const)("the featured %s entry is a published entry (or left unset)", (collection, featured, where) => {
    const ids = publishedFiles(collection).map(entryId)
    if (featured === undefined) expect(ids.length, `${collection} has nothing to feature`).toBeGreaterThan(0)
    else expect(ids, `${where} features "${featured}"`).toContain(featured)
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
