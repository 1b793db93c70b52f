/**
 * Pictures as the HTML gives them: sized (no layout shift while they load), in a modern format,
 * and asking for priority only where the first screen needs them. Where an image sits on the
 * screen (below the fold, the largest paint) is layout: the browser suite checks that on each
 * template (tests/e2e/compositions.spec.ts).
 */
import { expect, test } from "vitest"

import { pages, Problems } from "./pages"

const modern = /\.(webp|avif|svg)(\?|#|$)/i

const addresses = (srcset: string | undefined) =>
  (srcset ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean)

test("every picture has its width and height, in a modern format (WebP, AVIF or SVG)", () => {
  const problems = new Problems()
  for (const page of pages())
    for (const image of page.$("img").toArray()) {
      const { width, height, src = "", srcset, alt } = image.attribs
      const name = `img "${alt || src}"`
      if (!(Number(width) > 0) || !(Number(height) > 0)) problems.add(page, `${name} has no width and height`)
      for (const url of [src, ...addresses(srcset)])
        if (!url.startsWith("data:image/svg") && !modern.test(url))
          problems.add(page, `${name}: ${url} is not WebP, AVIF or SVG`)
    }
  expect(problems.lines).toEqual([])
})

test("at most two pictures ask for high priority, and none of them waits to be scrolled to", () => {
  const problems = new Problems()
  for (const page of pages()) {
    const high = page.$('img[fetchpriority="high"]').toArray()
    if (high.length > 2) problems.add(page, `${high.length} pictures ask for high priority`)
    for (const image of high)
      if (image.attribs.loading === "lazy")
        problems.add(page, `img "${image.attribs.alt}" asks for high priority yet loads lazily`)
  }
  expect(problems.lines).toEqual([])
})
