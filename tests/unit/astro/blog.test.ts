import { describe, expect, test } from "vitest"
import type { z } from "astro/zod"

import { blogSchema } from "#/content.config.ts"
import { covers } from "#/data/art.ts"
import { blogAuthors, blogCategories, blogTags, type BlogAuthor, type BlogCategory } from "#/data/blog-taxonomy.ts"
import { blogCopy } from "#/data/pages/blog.ts"
import { people, type PersonId } from "#/data/people.ts"
import { readingMinutes, relatedPosts, type Post } from "#/lib/content/blog.ts"
import { slugify } from "#/lib/content/format.ts"

import { contentFiles, missingImage, schemaContext } from "../fixtures/content"

const schema = blogSchema(schemaContext)
const files = contentFiles("blog")

/** Each failing field with its message. */
function failures(data: unknown): { field: string; message: string }[] {
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))
}

const authors = Object.keys(blogAuthors) as BlogAuthor[]
const categories = Object.keys(blogCategories) as BlogCategory[]
const artKeys = Object.keys(covers)
const personIds = Object.keys(people) as PersonId[]

/** A complete post built from the vocabulary, whatever the blog's own posts say. */
const valid = {
  title: "A post for the tests",
  excerpt: "One sentence about it.",
  author: authors[0]!,
  date: new Date("2026-03-04"),
  category: categories[0]!,
  tags: [blogTags[0]],
  cover: artKeys[0]!,
} satisfies z.input<typeof schema>

const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))

describe("the blog's posts (src/content/blog)", () => {
  test.each(files.map((entry) => [entry.file, entry] as const))("%s matches the schema", (_, entry) => {
    expect(failures(entry.data)).toEqual([])
  })

  test.each(files.map((entry) => [entry.file, entry] as const))(
    "%s: a cover given as a path is a file beside the post",
    (_, entry) => {
      expect(missingImage(entry, entry.data.cover)).toBeUndefined()
    },
  )
})

describe("blog schema", () => {
  test("accepts a complete post; related, comments and draft default to empty and false", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, related: [], comments: [], draft: false })
  })

  test.each(["title", "excerpt", "author", "date", "category", "tags", "cover"])(
    "a post without %s is rejected, naming the field",
    (field) => {
      expect(failures(without(field)).map((f) => f.field)).toContain(field)
    },
  )

  test("every author, category and tag of src/data/blog-taxonomy.ts is accepted", () => {
    for (const author of authors) expect(failures({ ...valid, author }), author).toEqual([])
    for (const category of categories) expect(failures({ ...valid, category }), category).toEqual([])
    expect(failures({ ...valid, tags: [...blogTags] })).toEqual([])
  })

  test.each([
    ["author", "nobody-at-all", { author: "nobody-at-all" }, "author"],
    ["category", "Not A Category", { category: "Not A Category" }, "category"],
    ["tag", "Not A Tag", { tags: [blogTags[0], "Not A Tag"] }, "tags.1"],
  ] as const)(
    "an unknown %s is rejected, naming the field and pointing at src/data/blog-taxonomy.ts",
    (_, name, change, field) => {
      const [failure, ...more] = failures({ ...valid, ...change })
      expect(more).toEqual([])
      expect(failure?.field).toBe(field)
      expect(failure?.message).toContain(`"${name}"`)
      expect(failure?.message).toContain("src/data/blog-taxonomy.ts")
    },
  )

  test("an unknown art key is rejected, pointing at src/data/art.ts", () => {
    const [failure, ...more] = failures({ ...valid, cover: "no-such-art-key" })
    expect(more).toEqual([])
    expect(failure?.field).toBe("cover")
    expect(failure?.message).toContain("src/data/art.ts")
  })

  test("a cover can be an image file beside the post, given by a relative path", () => {
    expect(failures({ ...valid, cover: "./photo.jpg", coverAlt: "The team at a whiteboard" })).toEqual([])
    expect(failures({ ...valid, cover: "../shared/photo.png", coverAlt: "A photo" })).toEqual([])
    // Without ./ it reads as an art key, and there is none by that name.
    expect(failures({ ...valid, cover: "photo.jpg" }).map((f) => f.field)).toEqual(["cover"])
  })

  test("a cover photo (the editor's upload) takes the art's place, and needs a description", () => {
    const photo = { coverPhoto: "./images/team.jpg", coverAlt: "The team at a whiteboard" }
    const post = schema.parse({ ...valid, ...photo })
    expect(post.cover).toMatchObject({ src: photo.coverPhoto })
    expect(post).not.toHaveProperty("coverPhoto")
    // The photo alone will do.
    expect(failures({ ...without("cover"), ...photo })).toEqual([])
    expect(failures({ ...valid, coverPhoto: photo.coverPhoto })).toEqual([
      { field: "coverAlt", message: "A cover photo needs coverAlt: what it shows, for screen readers" },
    ])
    // A photo given as a path in cover is a photo too.
    expect(failures({ ...valid, cover: "./photo.jpg" }).map((f) => f.field)).toEqual(["coverAlt"])
    expect(failures({ ...valid, ...photo, coverPhoto: "team.jpg" }).map((f) => f.field)).toEqual(["coverPhoto"])
    // Neither: the message names both ways to give one.
    expect(failures(without("cover"))).toEqual([
      { field: "cover", message: expect.stringContaining("coverPhoto") as string },
    ])
  })

  test("an empty tag list, an empty cover text or a date that is not a date is rejected", () => {
    expect(failures({ ...valid, tags: [] }).map((f) => f.field)).toEqual(["tags"])
    expect(failures({ ...valid, coverAlt: "" }).map((f) => f.field)).toEqual(["coverAlt"])
    expect(failures({ ...valid, date: "soon" }).map((f) => f.field)).toEqual(["date"])
    expect(failures({ ...valid, updated: "later" }).map((f) => f.field)).toEqual(["updated"])
  })

  test("updated, related and comments are read when given", () => {
    const comment = { person: personIds[0]!, date: new Date("2026-03-05"), text: "Useful, thanks." }
    const post = schema.parse({
      ...valid,
      updated: new Date("2026-04-01"),
      related: ["other-post"],
      comments: [comment],
    })
    expect(post).toMatchObject({ updated: new Date("2026-04-01"), related: ["other-post"], comments: [comment] })
  })

  test("a comment by someone outside src/data/people.ts, or without text, is rejected", () => {
    const comment = { person: personIds[0]!, date: new Date("2026-03-05"), text: "Hello" }
    const [unknown] = failures({ ...valid, comments: [{ ...comment, person: "no-such-person" }] })
    expect(unknown?.field).toBe("comments.0.person")
    expect(unknown?.message).toContain("src/data/people.ts")
    expect(failures({ ...valid, comments: [{ ...comment, text: "" }] }).map((f) => f.field)).toEqual([
      "comments.0.text",
    ])
  })

  test("a slug that is a number (it would take a list page's URL) or is not lower-case words is rejected", () => {
    for (const slug of ["2", "12", "My-Post", "my_post", "my post", "-post", "post-"])
      expect(
        failures({ ...valid, slug }).map((f) => f.field),
        slug,
      ).toEqual(["slug"])
    for (const slug of ["my-post", "post-2", "2026-recap"]) expect(failures({ ...valid, slug }), slug).toEqual([])
  })

  test("draft is a boolean, false unless set", () => {
    expect(schema.parse(valid).draft).toBe(false)
    expect(schema.parse({ ...valid, draft: true }).draft).toBe(true)
    expect(failures({ ...valid, draft: "yes" }).map((f) => f.field)).toEqual(["draft"])
  })

  test("an unexpected field is rejected (a typo does not pass silently)", () => {
    expect(failures({ ...valid, autor: valid.author }).length).toBeGreaterThan(0)
  })
})

describe("the blog's vocabulary (src/data/blog-taxonomy.ts)", () => {
  test("every author is a person of src/data/people.ts (their name and portrait come from there)", () => {
    for (const author of authors) expect(personIds, author).toContain(author)
  })

  test("categories and tags each get their own URL segment, so no two share a page", () => {
    for (const names of [categories, blogTags]) {
      const segments = names.map(slugify)
      for (const [index, segment] of segments.entries()) expect(segment, names[index]).not.toBe("")
      expect(new Set(segments).size).toBe(names.length)
    }
  })
})

/** A post with only what relatedPosts reads. */
function post(id: string, data: { tags: string[]; category: string; date: string; related?: string[] }): Post {
  return {
    id,
    collection: "blog",
    data: { ...data, date: new Date(data.date), related: data.related ?? [] },
  } as unknown as Post
}

describe("relatedPosts", () => {
  const me = post("me", { tags: ["a", "b", "c"], category: "X", date: "2026-05-01", related: ["pick-2", "pick-1"] })
  const posts = [
    me,
    post("unrelated", { tags: ["z"], category: "Y", date: "2026-06-01" }),
    post("pick-1", { tags: ["a", "b", "c"], category: "X", date: "2020-01-01" }),
    post("pick-2", { tags: ["z"], category: "Y", date: "2020-01-01" }),
    post("one-tag-old", { tags: ["b"], category: "Y", date: "2025-01-01" }),
    post("two-tags", { tags: ["a", "b"], category: "Y", date: "2026-01-01" }),
    post("category-only", { tags: ["z"], category: "X", date: "2026-03-01" }),
    post("three-tags", { tags: ["c", "b", "a"], category: "Y", date: "2019-01-01" }),
    post("tag-and-category", { tags: ["a"], category: "X", date: "2026-02-01" }),
    post("one-tag-new", { tags: ["c"], category: "Y", date: "2026-04-01" }),
  ]
  const ids = (list: readonly Post[]) => list.map((p) => p.id)

  test("the post's own picks first, in its order; then most shared tags (a shared category counts one), newest first among equals", () => {
    expect(ids(relatedPosts(me, posts, 20))).toEqual([
      "pick-2",
      "pick-1",
      "three-tags",
      "tag-and-category",
      "two-tags",
      "one-tag-new",
      "category-only",
      "one-tag-old",
    ])
  })

  test("a post with nothing in common is not suggested, and nothing is suggested twice", () => {
    const related = ids(relatedPosts(me, posts, 20))
    expect(related).not.toContain("unrelated")
    expect(new Set(related).size).toBe(related.length)
  })

  test("never the post itself, even when it names itself", () => {
    const selfish = post("me", { tags: ["a"], category: "X", date: "2026-05-01", related: ["me", "pick-1"] })
    const related = ids(relatedPosts(selfish, [selfish, ...posts.slice(1)], 20))
    expect(related).not.toContain("me")
    expect(related[0]).toBe("pick-1")
  })

  test("at most `count` posts", () => {
    expect(ids(relatedPosts(me, posts, 3))).toEqual(["pick-2", "pick-1", "three-tags"])
    expect(relatedPosts(me, posts, 1)).toHaveLength(1)
    expect(relatedPosts(me, posts, 0)).toEqual([])
    expect(relatedPosts(me, [me], 3)).toEqual([])
  })

  test("a pick that names no post is skipped", () => {
    const stray = post("me", { tags: ["a"], category: "X", date: "2026-05-01", related: ["gone", "pick-2"] })
    expect(ids(relatedPosts(stray, posts, 1))).toEqual(["pick-2"])
  })
})

describe("readingMinutes", () => {
  const perMinute = blogCopy.post.wordsPerMinute
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ")

  test("at least one minute, even for an empty body", () => {
    expect(readingMinutes(undefined, perMinute)).toBe(1)
    expect(readingMinutes("", perMinute)).toBe(1)
    expect(readingMinutes("Short.", perMinute)).toBe(1)
  })

  test("rounds up to whole minutes at the copy's reading speed", () => {
    expect(readingMinutes(words(perMinute), perMinute)).toBe(1)
    expect(readingMinutes(words(perMinute + 1), perMinute)).toBe(2)
    expect(readingMinutes(words(perMinute * 2), perMinute)).toBe(2)
    expect(readingMinutes(words(perMinute * 5 - 1), perMinute)).toBe(5)
  })

  test("counts words, not markup: tags, list marks and emphasis are not words", () => {
    const lines = Array.from({ length: perMinute }, (_, i) => `- **word${i}**`).join("\n")
    expect(readingMinutes(`<Figure src="./a.jpg" alt="" />\n## Heading\n${lines}`, perMinute)).toBe(2)
    expect(readingMinutes(`<Figure src="./a.jpg" alt="" />\n${lines}`, perMinute)).toBe(1)
  })
})
