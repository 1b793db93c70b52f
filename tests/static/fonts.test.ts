/**
 * The web fonts of the build npm test just made (DIST_DIR, else dist/): cut to what the pages use,
 * yet able to draw every character any page shows, and light enough for the first screen.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import * as fontkit from "fontkit"
import { describe, expect, test } from "vitest"

import { fonts, productFaces, productTypeOf } from "#/config/fonts.ts"

import { budgets } from "../../scripts/page-weight.ts"
import { dist } from "../support/dist"
import { faces, missingGlyphs, sourceOf, surplusGlyphs, typefacesOf } from "../support/font-coverage.ts"

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

  test("each keeps only the weights the CSS uses, inside its own range; a face set in one weight, that weight alone", () => {
    for (const face of built) {
      const [min, max = min] = face.weight.split(" ").map(Number) as [number, number?]
      const [fullMin, fullMax = fullMin] = sourceOf(face).font.weight.split(" ").map(Number) as [number, number?]
      expect(min, face.family).toBeGreaterThanOrEqual(fullMin)
      expect(max, face.family).toBeLessThanOrEqual(fullMax)
      if (fullMin === fullMax) {
        // Pinned: the file has no weight axis left to vary (and a static one never had one).
        const font = fontkit.create(readFileSync(face.file)) as fontkit.Font
        expect(Object.keys(font.variationAxes), face.family).not.toContain("wght")
      } else expect(max - min, face.family).toBeLessThan(fullMax - fullMin)
    }
  })

  test("a product home is set in its own faces, preloaded, the studio's heading face not among them", () => {
    const pages = (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith(".html"))
    for (const page of pages) {
      const html = readFileSync(join(dist, page), "utf8")
      const accent = /<html[^>]*\sdata-brand="([^"]+)"/.exec(html)?.[1] ?? ""
      // A page in a language with a typeface of its own (Arabic) is set in that instead.
      const type = productTypeOf(accent)
      if (!type || !typefacesOf(html).includes(type.display)) continue
      for (const { font } of productFaces(accent)) {
        const face = built.find((f) => f.family.startsWith(`${font.family}-`) && f.pages.includes(page))
        expect(face, `${page} is set in ${font.family}`).toBeDefined()
        expect(html, `${page} preloads ${font.family}`).toContain(`<link rel="preload" href="${face?.url}"`)
      }
      expect(html, `${page} declares the studio's heading face`).not.toContain(`font-family:"${fonts.heading.family}-`)
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
