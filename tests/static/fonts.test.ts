/**
 * The web fonts of the build npm test just made (DIST_DIR, else dist/): cut to what the pages use,
 * yet able to draw every character any page shows, and light enough for the first screen.
 */
import { readFileSync } from "node:fs"

import { describe, expect, test } from "vitest"

import { budgets } from "../../scripts/page-weight.ts"
import { dist } from "../support/dist"
import { faces, missingGlyphs, sourceOf, surplusGlyphs } from "../support/font-coverage.ts"

/** Web fonts on the critical path of a page, in all (the audit's budget too). */
const fontBudget = budgets.fontBytes

describe("web fonts", () => {
  const built = faces(dist)

  test("each typeface of src/config/fonts.ts is one face per subset, preloaded by the pages set in it", () => {
    const files = built.map((face) => sourceOf(face).path)
    expect(new Set(files).size).toBe(files.length)
    expect(built.length).toBeGreaterThan(0)
    for (const face of built) {
      expect(face.pages.length, `pages set in ${face.family}`).toBeGreaterThan(0)
      expect(face.preloaded, face.family).toBe(true)
    }
  })

  test(`a page's faces weigh at most ${fontBudget / 1024} KB in all, each less than its full file`, () => {
    for (const face of built) expect(face.bytes, face.family).toBeLessThan(readFileSync(sourceOf(face).path).length)
    const pages = new Set(built.flatMap((face) => face.pages))
    for (const page of pages) {
      const bytes = built.filter((face) => face.pages.includes(page)).reduce((sum, face) => sum + face.bytes, 0)
      expect(bytes, page).toBeLessThanOrEqual(fontBudget)
    }
  })

  test("each keeps only the weights the CSS uses, inside its own range", () => {
    for (const face of built) {
      const [min, max] = face.weight.split(" ").map(Number) as [number, number]
      const [fullMin, fullMax] = sourceOf(face).font.weight.split(" ").map(Number) as [number, number]
      expect(min, face.family).toBeGreaterThanOrEqual(fullMin)
      expect(max, face.family).toBeLessThanOrEqual(fullMax)
      expect(max - min, face.family).toBeLessThan(fullMax - fullMin)
    }
  })

  test("a face that is late for the first paint is never swapped in, moving the text (font-display: optional)", () => {
    for (const face of built) expect([...face.display], face.family).toEqual(["optional"])
  })

  test("every character any page shows is in the subset when the typeface has it", () => {
    expect(missingGlyphs(dist)).toEqual([])
  })

  // The Arabic pages' Latin face carries no German letters, for one: a lighter file for those pages.
  test("and each face holds only the characters of the pages that load it (and of the scripts)", () => {
    expect(surplusGlyphs(dist)).toEqual([])
  })
})
