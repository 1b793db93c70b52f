import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import sharp from "sharp"
import { describe, expect, test } from "vitest"

import { MarkImage } from "#/components/ui/mark-image.tsx"
import { markFileSvg, markNames, markPath, markSources } from "#/components/ui/third-party-marks.ts"
import { inkColors } from "#/lib/theme-color.ts"

import { hexRgb } from "../../support/color"

/** A 24-unit outline drawn black on transparent at `size` px: its alpha channel, one byte a pixel. */
async function alpha(path: string, size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}"><path d="${path}"/></svg>`
  return sharp(Buffer.from(svg)).extractChannel(3).raw().toBuffer()
}

/** Pixels more than half covered in one drawing and less than half in the other. */
function flipped(a: Buffer, b: Buffer): number {
  let count = 0
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 128) count++
  return count
}

describe("brand marks", () => {
  // 96 px is four times the largest size a mark is drawn at (24 px), so a difference here is a
  // quarter of that on screen. Up to 0.6 % of the pixels may flip: an edge moved by a hundredth of
  // a unit. The one-decimal outlines this rejects flip 1 to 1.7 % (Xero's letters, Instagram's ring).
  test.each(markSources)("$name is drawn the same from its compact outline", async ({ name, path }) => {
    const size = 96
    const compact = markPath(name)
    expect(compact.length).toBeLessThan(path.length)
    expect(flipped(await alpha(path, size), await alpha(compact, size))).toBeLessThanOrEqual(size * size * 0.006)
  })
})

describe("marks as files", () => {
  const ink = inkColors()

  test.each(markNames)(
    "%s's file draws its outline in the text's ink, and says the dark scheme's ink",
    async (name) => {
      const svg = markFileSvg(name, ink)
      expect(svg).toContain(`d="${markPath(name)}"`)
      expect(svg).toContain(`@media (prefers-color-scheme:dark){path{fill:${ink.dark}}}`)
      // Drawn as an image outside any dark page, every solid pixel is the light ink.
      const { data, info } = await sharp(Buffer.from(svg), { density: 288 }).raw().toBuffer({ resolveWithObject: true })
      const light = hexRgb(ink.light)
      let solid = 0
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i + 3] !== 255) continue
        solid++
        expect([data[i], data[i + 1], data[i + 2]]).toEqual(light)
      }
      expect(solid, "solid pixels").toBeGreaterThan(0)
    },
  )

  test("MarkImage shows a mark's file as a lazy, sized, decorative image", () => {
    const html = renderToStaticMarkup(createElement(MarkImage, { name: "zapier", className: "size-6" }))
    expect(html).toMatch(/^<img src="[^"]*mark-zapier[^"]*\.svg[^"]*" alt="" width="24" height="24" loading="lazy"/)
    expect(html).toContain('class="filter-none size-6"')
  })
})
