import { readFileSync } from "node:fs"

import { describe, expect, test } from "vitest"

import { covers } from "#/data/art.ts"
import { brand } from "#/config/site.ts"
import { avatarSvg } from "#/lib/art/avatar.ts"
import { brandMarkSvg, svgDataUrl } from "#/lib/art/brand-mark.ts"
import { coverSvg } from "#/lib/art/cover.ts"
import { seededRandom } from "#/lib/art/random.ts"
import { themeColor } from "#/lib/theme-color.ts"

// Reading a picture's typefaces (unpacking a variable font) takes a few seconds the first time.
describe("generated art", { timeout: 60_000 }, () => {
  test("the same seed draws the same picture; another seed another", async () => {
    const [spec] = Object.values(covers)
    if (!spec) throw new Error("src/data/art.ts has no covers")
    expect(await coverSvg(spec)).toBe(await coverSvg({ ...spec }))
    expect(await coverSvg(spec)).not.toBe(await coverSvg({ ...spec, seed: "something-else" }))
  })

  const drawn = Promise.all(Object.entries(covers).map(async ([key, spec]) => [key, await coverSvg(spec)] as const))

  test("every picture of src/data/art.ts is a well-formed 1200×800 SVG without NaN or filters", async () => {
    for (const [key, svg] of await drawn) {
      expect(svg, key).toMatch(/^<svg [^>]*width="1200" height="800"/)
      expect(svg.endsWith("</svg>"), key).toBe(true)
      expect(svg, key).not.toContain("NaN")
      expect(svg, key).not.toContain("undefined")
      // A filter (a blur) is redrawn for every width the build offers: three times the rasterising.
      expect(svg, key).not.toContain("<filter")
      // Words are paths: no <text> that librsvg would set in whatever face the machine has.
      expect(svg, key).not.toContain("<text")
    }
  })

  test("no two items share a picture: every key draws its own", async () => {
    const seen = new Map<string, string>()
    for (const [key, svg] of await drawn) {
      expect(seen.get(svg), `${key} draws the same picture as ${seen.get(svg)}`).toBeUndefined()
      seen.set(svg, key)
    }
  })

  // A rebrand changes `--brand` in the token file; a picture that wrote the old colour as a literal
  // would keep it after the rebrand, on the studio's pages and in its clients' work alike.
  test("the brand's colour reaches a picture only through the brand, never as a literal", async () => {
    const brandColor = themeColor().toLowerCase()
    const source = readFileSync("src/data/art.ts", "utf8").toLowerCase()
    expect(source, "src/data/art.ts writes the brand's colour as a literal").not.toContain(brandColor)
    const inBrand = (await drawn).filter(([, svg]) => svg.toLowerCase().includes(brandColor))
    expect(inBrand.length, "the studio's pictures are drawn in the brand's colour").toBeGreaterThan(0)
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
