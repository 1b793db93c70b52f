/**
 * What every page holds, read from its HTML: one <h1>, one header, main and footer landmark, a
 * title and a description of its own.
 */
import { describe, expect, test } from "vitest"

import { unlocalizedPath } from "#/i18n/locales.ts"
import { routes } from "#/lib/routes.ts"
import { landmarks } from "./dom"
import { pages, Problems, text } from "./pages"

describe("every page", () => {
  test("has exactly one <h1>, and one header, main and footer landmark", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const headings = page.$("h1").filter((_, el) => page.$(el).closest("template").length === 0).length
      if (headings !== 1) problems.add(page, `${headings} <h1> elements, not one`)
      for (const [role, count] of Object.entries(landmarks(page.$)))
        if (count !== 1) problems.add(page, `${count} ${role} landmarks, not one`)
    }
    expect(problems.lines).toEqual([])
  })

  test("has a title and a description that say something", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const title = text(page.$("head > title").text())
      const description = page.$('head > meta[name="description"]').attr("content") ?? ""
      if (title.length <= 10) problems.add(page, `title "${title}" is too short to name the page`)
      if (description.length < 50) problems.add(page, `description "${description}" is under 50 characters`)
    }
    expect(problems.lines).toEqual([])
  })

  // A page that shows another's content (/home/, the featured *-details pages) names that page
  // canonical, so search engines see one of the two; it may share its words.
  test("has a title and a description no other page has (duplicates that name another page canonical aside)", () => {
    const duplicates = new Set(routes.filter((r) => "canonical" in r || "featured" in r).map((r) => r.path))
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    const problems = new Problems()
    for (const page of pages().filter((p) => !duplicates.has(unlocalizedPath(p.path)))) {
      const title = text(page.$("head > title").text())
      const description = page.$('head > meta[name="description"]').attr("content") ?? ""
      const sameTitle = titles.get(title)
      const sameDescription = descriptions.get(description)
      if (sameTitle) problems.add(page, `title "${title}" is also ${sameTitle}'s`)
      if (sameDescription) problems.add(page, `description is also ${sameDescription}'s`)
      titles.set(title, page.path)
      descriptions.set(description, page.path)
    }
    expect(problems.lines).toEqual([])
  })
})
