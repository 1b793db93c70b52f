import { createHash } from "node:crypto"

import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

import * as fontkit from "fontkit"
import subsetFont from "subset-font"
import { describe, expect, test } from "vitest"

import { fontFile, fonts } from "#/config/fonts.ts"

import { charactersOf, featuresInUse, rewritePage, safetySet, weightsInUse } from "../../integrations/font-subset.ts"

const hash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`

describe("font subsetting", () => {
  test("the weight range comes from the rules and weight tokens, not from the faces' own descriptors", () => {
    const css =
      "@font-face{font-family:X;font-weight:100 900}:root{--font-weight-semibold:600;--font-weight-extrabold:800}" +
      ".a{font-weight:var(--font-weight-semibold)}"
    expect(weightsInUse(css)).toEqual({ min: 400, max: 800 })
    expect(weightsInUse(".b{font-weight:300}")).toEqual({ min: 300, max: 700 })
  })

  test("features: the browser defaults, plus tabular figures only when a rule asks for them", () => {
    expect(featuresInUse(".a{color:red}")).toContain("kern")
    expect(featuresInUse(".a{color:red}")).not.toContain("tnum")
    expect(featuresInUse(".tabular-nums{--tw-numeric-spacing:tabular-nums}")).toContain("tnum")
    expect(featuresInUse('.a{font-feature-settings:"ss01" 1}')).toContain("ss01")
  })

  test("characters: the safety set plus every decoded character of the files, control characters aside", () => {
    const characters = charactersOf(["<p>Zoë &amp; caf&#233; &#x2192;</p>\n"])
    for (const character of "ëé→&") expect(characters.has(character), character).toBe(true)
    for (const character of safetySet) expect(characters.has(character)).toBe(true)
    expect(characters.has("\n")).toBe(false)
  })

  test("a page is pointed at the subset file, its face narrowed, and its CSP hash follows the new style", () => {
    const style = '@font-face{font-family:A;src:url("/_astro/fonts/old.woff2") format("woff2");font-weight:100 900;}'
    const page =
      `<meta http-equiv="content-security-policy" content="style-src 'self' ${hash(style)}">` +
      `<link rel="preload" href="/_astro/fonts/old.woff2"><style>${style}</style>`
    const next = rewritePage(
      page,
      new Map([["/_astro/fonts/old.woff2", { url: "/_astro/fonts/new.woff2", weight: { min: 400, max: 800 } }]]),
    )
    const rewritten = style.replace("old.woff2", "new.woff2").replace("100 900", "400 800")
    expect(next).toContain(`<style>${rewritten}</style>`)
    expect(next).toContain('<link rel="preload" href="/_astro/fonts/new.woff2">')
    expect(next).toContain(hash(rewritten))
    expect(next).not.toContain("old.woff2")
    expect(next).not.toContain(hash(style))
  })

  test("an Arabic subset keeps the joining forms: a word's letters take their initial, medial and final shapes", async () => {
    const file = createRequire(import.meta.url).resolve(fontFile(fonts.arabic, "arabic"))
    const word = "شهر"
    const subset = await subsetFont(readFileSync(file), word, {
      targetFormat: "sfnt",
      keepFeatures: featuresInUse(""),
    })
    const font = fontkit.create(subset) as fontkit.Font
    const joined = font.layout(word).glyphs.map((glyph) => glyph.id)
    const alone = [...word].map((letter) => font.layout(letter).glyphs[0]!.id)
    // Laid out right to left: the last letter (final form) first.
    expect(joined.toReversed(), "every letter of the word in a joined form").not.toEqual(alone)
    expect(joined.filter((id, i) => id !== alone.toReversed()[i]).length).toBeGreaterThanOrEqual(2)
  })
})
