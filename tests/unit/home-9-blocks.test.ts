/**
 * The `tour` and `integration-wall` blocks of a page's content file (src/page-schema.ts), which
 * Home 9 holds: a tour's tabs as an editor writes them (ASCII ids, each panel with its words and the
 * key of its screen), a wall's tools and its quote, and what would break either refused in words.
 */
import { describe, expect, test } from "vitest"

import { avatar } from "#/lib/pictures.ts"
import { pageSchema, type SectionBlock } from "#/page-schema.ts"

const panel = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  label: "Time Tracking",
  title: "Every minute in the right place",
  text: "Start a timer with one click or add time afterwards.",
  bullets: ["Timers on desktop, mobile and web"],
  visual: "timer-entries",
  ...extra,
})

const tour = (panels: unknown[], extra: Record<string, unknown> = {}) => ({
  type: "tour",
  id: "tour-title",
  title: "Built for the way your team works",
  tabs: { id: "product-tour", label: "Product areas", panels },
  ...extra,
})

const wall = (extra: Record<string, unknown> = {}) => ({
  type: "integration-wall",
  id: "integrations-title",
  title: "Works with the tools your team already uses",
  logos: [
    { name: "Jira", icon: "jira" },
    { name: "Xero", icon: "xero" },
  ],
  testimonial: {
    quote: "Our timesheets are done before lunch.",
    name: "Petra Horvat",
    role: "Operations Director",
    avatar: "petra-horvat",
    rating: 5,
  },
  ...extra,
})

/** A page of these sections. */
const page = (sections: unknown[]) => ({
  meta: {
    title: "Time tracking",
    description: "Track time in one click, fill in timesheets and turn billable hours into invoices.",
  },
  sections,
})

/** Each problem as "path: message", as the build prints them. */
function problems(input: unknown): string[] {
  const result = pageSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

const sectionsOf = (sections: unknown[]): SectionBlock[] => pageSchema.parse(page(sections)).sections

describe("a product tour in a content file", () => {
  test("keeps its tabs' ids and names, each panel's words and the key of its screen", () => {
    const [block] = sectionsOf([tour([panel("time-tracking"), panel("reports", { label: "Reports" })])])
    expect(block?.type === "tour" && block.tabs).toEqual({
      id: "product-tour",
      label: "Product areas",
      panels: [panel("time-tracking"), panel("reports", { label: "Reports" })],
    })
  })

  test("refuses two tabs with the same id, which would give two panels one element id", () => {
    expect(problems(page([tour([panel("time-tracking"), panel("time-tracking")])]))).toEqual([
      "sections.0.tabs.panels: Two tabs have the same id: each tab needs its own",
    ])
  })

  test("refuses a tab id that is not ASCII structure (a translated one)", () => {
    expect(problems(page([tour([panel("Zeiterfassung")])]))).toEqual([
      "sections.0.tabs.panels.0.id: An id is lower-case letters, digits and hyphens, starting with a letter (pricing, hero-title)",
    ])
  })

  test("refuses a tour without tabs and a panel without points", () => {
    expect(problems(page([tour([])]))).toEqual(["sections.0.tabs.panels: A tour has at least one tab"])
    expect(problems(page([tour([panel("time-tracking", { bullets: [] })])]))).toEqual([
      "sections.0.tabs.panels.0.bullets: A tour panel lists at least one point",
    ])
  })
})

describe("an integrations wall in a content file", () => {
  test("draws the quote's person by id, as the other testimonials do", () => {
    const [block] = sectionsOf([wall()])
    expect(block?.type === "integration-wall" && block.testimonial.avatar).toEqual(avatar("petra-horvat", 48))
  })

  test("refuses a tool the site has no mark for", () => {
    const found = problems(page([wall({ logos: [{ name: "Basecamp", icon: "basecamp" }] })]))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^sections\.0\.logos\.0\.icon: /)
  })
})
