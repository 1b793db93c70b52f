import sharp from "sharp"
import { describe, expect, test } from "vitest"

import { markPath, markSources } from "@/components/ui/brand-icon"

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
