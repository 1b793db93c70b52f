import { readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { oklchToHex, tokenOklch } from "#/lib/share-card.ts"
import { hexRgb } from "../support/color"

/**
 * The contrast rule of the token file (src/styles/global.css), in both themes and for every accent:
 * a buyer who re-skins either theme learns here, naming the token pair, when a colour stops being
 * readable. Text needs 4.5:1 against the grounds it is used on; the accent as a UI colour 3:1.
 * A dark surface (footer, dark bands) uses the dark values on the band ground in both themes, so the
 * dark column also checks every text colour on both band grounds.
 */
const css = readFileSync(join(import.meta.dirname, "../../src/styles/global.css"), "utf8")

type Theme = "light" | "dark"
const themes: readonly Theme[] = ["light", "dark"]

function luminance(hex: string): number {
  const [r, g, b] = hexRgb(hex).map((channel) => {
    const v = channel / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** A token's value in a theme, from a block of the file (the accent blocks inherit :root's steps). */
function color(name: string, theme: Theme, block = css): string {
  const token = tokenOklch(block, name) ?? tokenOklch(css, name)
  if (!token) throw new Error(`src/styles/global.css has no --${name}`)
  return oklchToHex(...token[theme])
}

const rootBlock = /:root\s*\{([^}]*--brand:[^}]*)\}/.exec(css)?.[1] ?? ""
const accentBlocks = [
  ["the default accent (:root)", rootBlock] as const,
  ...[...css.matchAll(/\[data-brand="([\w-]+)"\]\s*\{([^}]*)\}/g)].map(
    (match) => [`[data-brand="${match[1]}"]`, match[2]!] as const,
  ),
]

const textTokens = ["color-ink", "color-ink-soft", "color-muted"]
const grounds = ["color-canvas", "color-surface", "color-surface-2"]

describe.each(themes)("the %s theme", (theme) => {
  it("finds the tokens", () => {
    expect(accentBlocks.length).toBeGreaterThan(1)
    expect(rootBlock).toContain("--brand-fg")
  })

  for (const text of textTokens)
    for (const ground of grounds)
      it(`--${text} on --${ground} keeps 4.5:1`, () => {
        expect(contrast(color(text, theme), color(ground, theme))).toBeGreaterThanOrEqual(4.5)
      })

  for (const ground of ["color-canvas", "color-surface"])
    it(`--color-line-strong (a field's border) on --${ground} keeps 3:1`, () => {
      expect(contrast(color("color-line-strong", theme), color(ground, theme))).toBeGreaterThanOrEqual(3)
    })

  for (const status of ["color-danger", "color-success"])
    it(`--${status} (messages) on --color-canvas keeps 4.5:1`, () => {
      expect(contrast(color(status, theme), color("color-canvas", theme))).toBeGreaterThanOrEqual(4.5)
    })

  describe.each(accentBlocks)("accent %s", (_name, block) => {
    const brand = (step: string) => color(step, theme, block)
    it("--brand as text on --color-canvas keeps 4.5:1", () => {
      expect(contrast(brand("brand"), color("color-canvas", theme))).toBeGreaterThanOrEqual(4.5)
    })
    it("--brand-fg on --brand and on --brand-strong (buttons and their hover) keeps 4.5:1", () => {
      expect(contrast(brand("brand-fg"), brand("brand"))).toBeGreaterThanOrEqual(4.5)
      expect(contrast(brand("brand-fg"), brand("brand-strong"))).toBeGreaterThanOrEqual(4.5)
    })
    it("--brand-strong on --brand-soft (eyebrows, badges) and on --color-canvas keeps 4.5:1", () => {
      expect(contrast(brand("brand-strong"), brand("brand-soft"))).toBeGreaterThanOrEqual(4.5)
      expect(contrast(brand("brand-strong"), color("color-canvas", theme))).toBeGreaterThanOrEqual(4.5)
    })
    it("--brand as a UI colour (focus ring, checked control) keeps 3:1 on --color-surface", () => {
      expect(contrast(brand("brand"), color("color-surface", theme))).toBeGreaterThanOrEqual(3)
    })
  })
})

describe("a dark surface (footer, dark bands) in either theme", () => {
  const bands = themes.map((theme) => [theme, color("color-band", theme)] as const)
  for (const [pageTheme, band] of bands) {
    for (const text of [...textTokens, "color-danger"])
      it(`dark --${text} on the ${pageTheme} theme's band keeps 4.5:1`, () => {
        expect(contrast(color(text, "dark"), band)).toBeGreaterThanOrEqual(4.5)
      })
    it(`the dark accents as text on the ${pageTheme} theme's band keep 4.5:1`, () => {
      const failing = accentBlocks.filter(([, block]) => contrast(color("brand", "dark", block), band) < 4.5)
      expect(failing.map(([name]) => name)).toEqual([])
    })
  }
})

describe("a brand surface (surface-brand: brand heroes and bands) in either theme, for every accent", () => {
  const surface = /@utility surface-brand\s*\{([^}]*)\}/.exec(css)?.[1] ?? ""
  // Inside, the text tokens are the surface's own (soft and muted lifted) or their dark values.
  const text = (name: string) => (tokenOklch(surface, name) ? color(name, "dark", surface) : color(name, "dark"))
  it("finds the surface", () => expect(surface).toContain("--color-muted"))
  for (const theme of themes)
    describe.each(accentBlocks)(`the ${theme} theme, accent %s`, (_name, block) => {
      const band = color("brand-band", theme, block)
      for (const token of textTokens)
        it(`--${token} on --brand-band keeps 4.5:1`, () => {
          expect(contrast(text(token), band)).toBeGreaterThanOrEqual(4.5)
        })
      it("a primary button (white, lettered in --brand-band) keeps 4.5:1", () => {
        expect(contrast(text("brand"), band)).toBeGreaterThanOrEqual(4.5)
      })
    })
})
