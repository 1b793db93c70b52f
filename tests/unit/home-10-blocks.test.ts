/**
 * The blocks Home 10's content file brought (src/page-schema.ts): the hero's prompt box, the
 * accordion beside a video or a picture, and the comparison table, whose cells an editor writes as a
 * tick, a cross or a few words. What would break a section is refused in words.
 */
import { describe, expect, test } from "vitest"

import { cover } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"
import { pageSchema, videoPosterSizes, type SectionBlock } from "#/page-schema.ts"

/** A page holding `sections`. */
const page = (sections: unknown[]) => ({
  meta: {
    title: "AI writing assistant",
    description: "Inkwell AI drafts blog posts, emails and ads in your own voice, then helps you edit them.",
  },
  sections,
})

/** Each problem as "path: message", as the build prints them. */
function problems(sections: unknown[]): string[] {
  const result = pageSchema.safeParse(page(sections))
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

const parsed = (sections: unknown[]): SectionBlock[] => pageSchema.parse(page(sections)).sections

const prompt = {
  label: "What should Inkwell write for you?",
  placeholder: "A launch email, friendly, 150 words",
  button: "Write my draft",
  action: "/sign-up/",
  name: "brief",
}
const hero = (extra: Record<string, unknown>) => ({
  type: "hero",
  id: "hero-title",
  title: "Write better content",
  lead: "A first draft in your own voice.",
  ...extra,
})

const film = {
  id: "inkwell-tour",
  title: "Inkwell AI product tour",
  video: { host: "youtube", id: "M7lc1UVf-VE" },
  autoplay: true,
  look: "poster",
  poster: "writer-demo-film",
  posterSizes: "half",
}
const accordion = (extra: Record<string, unknown>) => ({
  type: "accordion",
  id: "service-title",
  title: "One assistant for every stage",
  items: [{ question: "Research and outlines", answer: ["Inkwell gathers the key points."] }],
  ...extra,
})

const comparison = (rows: unknown[], columns = ["Inkwell AI", "General AI chat"]) => ({
  type: "comparison",
  id: "comparison-title",
  title: "A writing partner",
  columns,
  rows,
  labels: { yes: "Yes", no: "No", feature: "For each article" },
})

describe("the hero's prompt box", () => {
  test("is taken as the prompt's props", () => {
    const [block] = parsed([hero({ prompt })])
    expect(block?.type === "hero" && block.prompt).toEqual(prompt)
  })

  test("goes in the actions alone: with a sign-up form too, it is refused", () => {
    const form = { id: "hero-signup", label: "Email", placeholder: "you@example.com", button: "Sign up" }
    expect(problems([hero({ prompt, form })])).toEqual([
      "sections.0.prompt: A hero holds a sign-up form or a prompt box, not both: leave one of them out",
    ])
  })

  test("its query's name is an id", () => {
    expect(problems([hero({ prompt: { ...prompt, name: "Brief text" } })])).toEqual([
      "sections.0.prompt.name: An id is lower-case letters, digits and hyphens, starting with a letter (pricing, hero-title)",
    ])
  })
})

describe("an accordion split", () => {
  test("its video plays what videoEmbed builds, its poster sized for a column of two", () => {
    const [block] = parsed([accordion({ film })])
    expect(block?.type === "accordion" && block.film).toEqual({
      id: "inkwell-tour",
      title: "Inkwell AI product tour",
      embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
      look: "poster",
      poster: cover("writer-demo-film", { alt: "", widths: [480, 720, 960], sizes: "(min-width: 1024px) 600px, 92vw" }),
    })
    expect(videoPosterSizes.half.sizes).toBe("(min-width: 1024px) 600px, 92vw")
  })

  test("holds a video or a picture beside its questions, not both", () => {
    expect(problems([accordion({ visual: "service-screen" })])).toEqual([])
    expect(problems([accordion({ film, visual: "service-screen" })])).toEqual([
      "sections.0.visual: Beside the questions goes a video or a picture, not both: leave one of them out",
    ])
  })

  test("has a question at least, each answered", () => {
    expect(problems([accordion({ items: [] })])).toHaveLength(1)
    expect(problems([accordion({ items: [{ question: "Research", answer: [] }] })])).toHaveLength(1)
  })
})

describe("a comparison table", () => {
  test("a tick, a cross and a few words become the table's true, false and words", () => {
    const [block] = parsed([
      comparison([
        { feature: "Your brand voice", values: [{ mark: "tick" }, { mark: "cross" }] },
        { feature: "First draft ready", values: [{ text: "Under a minute" }, { text: "Minutes" }] },
      ]),
    ])
    expect(block?.type === "comparison" && block.rows).toEqual([
      { feature: "Your brand voice", values: [true, false] },
      { feature: "First draft ready", values: ["Under a minute", "Minutes"] },
    ])
  })

  test("a row with a cell short of its columns is refused, naming the row", () => {
    expect(problems([comparison([{ feature: "Your brand voice", values: [{ mark: "tick" }] }])])).toEqual([
      'sections.0.rows.0.values: The row "Your brand voice" has 1 cells for 2 columns: one cell per column',
    ])
  })

  test("a cell is a mark or words, not both, and a mark is a tick or a cross", () => {
    const message = 'A cell is a tick or a cross ("mark: tick", "mark: cross") or a few words ("text: …"), not both'
    expect(
      problems([comparison([{ feature: "Voice", values: [{ mark: "tick", text: "Yes" }, { mark: "cross" }] }])]),
    ).toEqual([`sections.0.rows.0.values.0: ${message}`])
    expect(problems([comparison([{ feature: "Voice", values: [{ mark: "yes" }, { mark: "cross" }] }])])).toEqual([
      `sections.0.rows.0.values.0: ${message}`,
    ])
  })

  test("compares the product with one thing at least", () => {
    expect(problems([comparison([{ feature: "Voice", values: [{ mark: "tick" }] }], ["Inkwell AI"])])).toEqual([
      "sections.0.columns: A comparison has at least two columns: the product and one it is compared with",
    ])
  })
})
