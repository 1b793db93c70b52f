import { describe, expect, test } from "vitest"

import { covers } from "#/data/art.ts"
import { brand } from "#/config/site.ts"
import { avatarSvg } from "#/lib/art/avatar.ts"
import { brandMarkSvg, svgDataUrl } from "#/lib/art/brand-mark.ts"
import { coverSvg } from "#/lib/art/cover.ts"
import { seededRandom } from "#/lib/art/random.ts"

describe("generated art", () => {
  test("the same seed draws the same picture; another seed another", () => {
    const [spec] = Object.values(covers)
    if (!spec) throw new Error("src/data/art.ts has no covers")
    expect(coverSvg(spec)).toBe(coverSvg({ ...spec }))
    expect(coverSvg(spec)).not.toBe(coverSvg({ ...spec, seed: "something-else" }))
  })

  test("every cover of src/data/art.ts draws without NaN", () => {
    for (const [key, spec] of Object.entries(covers)) expect(coverSvg(spec), key).not.toContain("NaN")
  })

  test("every motif produces a well-formed 1200×800 SVG with shapes", () => {
    for (const motif of ["orbit", "waves", "panels", "tiles", "bloom"] as const) {
      const svg = coverSvg({ seed: motif, hue: 200, motif })
      expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/)
      expect(svg.endsWith("</svg>")).toBe(true)
      expect(svg).not.toContain("NaN")
      expect((svg.match(/<(circle|path|rect|ellipse)\b/g) ?? []).length).toBeGreaterThan(5)
      // A filter (a blur) is redrawn for every width the build offers: three times the rasterising.
      expect(svg).not.toContain("<filter")
    }
  })

  test("avatars depend on the name only", () => {
    expect(avatarSvg("Maya Okafor")).toBe(avatarSvg("Maya Okafor"))
    expect(avatarSvg("Maya Okafor")).not.toBe(avatarSvg("Daniel Reyes"))
    // The body follows the person's place in the list: neighbours never wear the same clothes.
    expect(avatarSvg("Maya Okafor", 0)).not.toBe(avatarSvg("Maya Okafor", 1))
    expect(avatarSvg("Maya Okafor", 3)).toBe(avatarSvg("Maya Okafor", 3))
  })

  test("the random source is deterministic and in [0, 1)", () => {
    const a = seededRandom("x")
    const b = seededRandom("x")
    const draws = Array.from({ length: 100 }, () => a())
    expect(draws).toEqual(Array.from({ length: 100 }, () => b()))
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true)
  })
})

describe("the favicon drawn in every page", () => {
  const svg = brandMarkSvg(brand.mark, "#4f46e5")
  const url = svgDataUrl(svg)

  test("is a data: URL a validator accepts: no space, angle bracket, hash or double quote as it is", () => {
    expect(url).toMatch(/^data:image\/svg\+xml,/)
    expect(url.slice(url.indexOf(",") + 1)).toMatch(/^[\w\-.~!$'()*+,;=:@/%]+$/)
  })

  test("decodes to the same drawing", () => {
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(svg.replaceAll('"', "'"))
  })
})
