/**
 * The `posts` block of a page's content file (src/page-schema.ts): the section's words and how many
 * of the blog's newest posts it shows; the posts themselves are read from the blog at build
 * (src/layouts/page-sections.astro), never written in the file. What would break the section is
 * refused in words an editor understands.
 */
import { describe, expect, test } from "vitest"

import { pageSchema } from "#/page-schema.ts"

const block = (extra: Record<string, unknown> = {}) => ({
  type: "posts",
  id: "blog-title",
  title: "Latest from our blog",
  count: 3,
  ...extra,
})

/** A page of one posts block. */
const page = (posts: unknown) => ({
  meta: {
    title: "Business consulting",
    description: "Senior advice for strategy, finance and operations, from partners who stay until it works.",
  },
  sections: [posts],
})

/** Each problem as "path: message", as the build prints them. */
function problems(input: unknown): string[] {
  const result = pageSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

describe("a posts section in a content file", () => {
  test("holds the section's words, its link and the number of posts, and no posts", () => {
    const link = { label: "Read the blog", href: "/blog/" }
    const [section] = pageSchema.parse(page(block({ eyebrow: "Insights", lead: "Short reads.", link }))).sections
    expect(section).toEqual({ ...block(), eyebrow: "Insights", lead: "Short reads.", link })
  })

  test.each([
    [0, "sections.0.count: A posts section shows at least one post"],
    [13, "sections.0.count: A posts section shows at most 12 posts: the blog's own pages list the rest"],
    [2.5, "sections.0.count: The number of posts is a whole number, 1 to 12 (3)"],
    ["3", "sections.0.count: The number of posts is a whole number, 1 to 12 (3)"],
  ])("refuses %j posts, saying why", (count, message) => {
    expect(problems(page(block({ count })))).toEqual([message])
  })

  test("needs the number of posts, and takes no posts written out", () => {
    const { count, ...withoutCount } = block()
    void count
    expect(problems(page(withoutCount))).toEqual([
      "sections.0.count: The number of posts is a whole number, 1 to 12 (3)",
    ])
    expect(problems(page(block({ posts: [{ title: "A post" }] })))).toHaveLength(1)
  })
})
