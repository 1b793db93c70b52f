/**
 * The `courses` block of a page's content file (src/page-schema.ts): a course as an editor writes
 * it (an art key, an instructor's id) becomes the card's props, and what would break a card is
 * refused in words; and Home 4's hero fans out courses of its grid, never a second copy of them.
 */
import { describe, expect, test } from "vitest"

import { courseFinder } from "#/data/homes/courses.ts"
import { personName } from "#/data/people.ts"
import { avatar, cover } from "#/lib/pictures.ts"
import { pageSchema, type SectionBlock } from "#/page-schema.ts"

const course = (title: string, extra: Record<string, unknown> = {}) => ({
  tag: "Photography",
  amount: "24 lessons",
  rating: 4.5,
  title,
  price: "free",
  cover: "course-photography",
  instructor: "isabel-santos",
  cta: { label: "Enroll free", href: "/pricing-2/" },
  ...extra,
})

/** A page of one course grid holding `items`. */
const page = (items: unknown[]) => ({
  meta: {
    title: "Online courses",
    description: "Learn design, marketing, photography and more with courses taught by working experts.",
  },
  sections: [{ type: "courses", id: "courses-title", title: "Popular courses", items }],
})

/** Each problem as "path: message", as the build prints them. */
function problems(input: unknown): string[] {
  const result = pageSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

const sectionsOf = (items: unknown[]): SectionBlock[] => pageSchema.parse(page(items)).sections

describe("a course grid in a content file", () => {
  test("a course becomes its card: the cover drawn from its art, the instructor's name and portrait", () => {
    const [grid] = sectionsOf([course("Light and composition")])
    expect(grid?.type === "courses" && grid.items[0]).toEqual({
      tag: "Photography",
      amount: "24 lessons",
      rating: 4.5,
      title: "Light and composition",
      price: "free",
      cta: { label: "Enroll free", href: "/pricing-2/" },
      image: cover("course-photography", {
        alt: "",
        widths: [400, 800],
        sizes: "(min-width: 1024px) 384px, (min-width: 768px) 46vw, 92vw",
      }),
      instructor: { name: personName("isabel-santos"), avatar: avatar("isabel-santos", 32) },
    })
  })

  test("an unknown cover or instructor, a rating past five stars and two courses of one title are refused", () => {
    expect(
      problems(
        page([course("A", { cover: "no-such-art", instructor: "nobody" }), course("B", { rating: 6 }), course("B")]),
      ),
    ).toEqual([
      'sections.0.items.0.cover: Unknown art "no-such-art": use one of the keys of src/data/art.ts',
      'sections.0.items.0.instructor: Unknown person "nobody": use one of the ids of src/data/people.ts',
      "sections.0.items.1.rating: A rating is 0 to 5 stars",
    ])
    expect(problems(page([course("B"), course("B")]))).toEqual([
      "sections.0.items: Two courses have the same title: each course needs its own",
    ])
  })
})

describe("Home 4's course finder", () => {
  const titles = ["One", "Two", "Three", "Four", "Five", "Six"]

  test("fans out the grid's 2nd, 3rd and 6th courses, their words from the grid, their covers at the fan's size", () => {
    const finder = courseFinder(sectionsOf(titles.map((title) => course(title))), "home-4.yaml")
    expect(finder.courses.items.map((item) => item.title)).toEqual(["Two", "Three", "Six"])
    expect(finder.courses.items[0]).toEqual({
      tag: "Photography",
      title: "Two",
      rating: 4.5,
      price: "free",
      image: cover("course-photography", {
        alt: "",
        widths: [240, 480],
        sizes: "(min-width: 1024px) 180px, (min-width: 640px) 30vw, 44vw",
      }),
    })
  })

  test("stops the build, naming the file, when the grid has no course at one of the fan's places", () => {
    const sections = sectionsOf(titles.slice(0, 5).map((title) => course(title)))
    expect(() => courseFinder(sections, "home-4.yaml")).toThrow(
      /^home-4\.yaml: the hero's fan of courses shows the course grid's course 6, and the grid has 5 courses/,
    )
  })
})
