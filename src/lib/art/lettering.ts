/**
 * Words in the generated pictures, drawn as paths: a wordmark, a poster's headline, a screen's
 * figures. Each face is read from its @fontsource package (a variable package's wght file, set to
 * the weight asked for, or a static package's file), so a picture is the same on any machine, with
 * or without fonts installed, and librsvg never falls back to a system face.
 */
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import * as fontkit from "fontkit"
import fontverter from "fontverter"

import { fontSlug } from "#/config/fonts.ts"

/** A typeface at one weight: a `@fontsource-variable/<name>` or `@fontsource/<name>` package. */
export type FaceSpec = { readonly package: string; readonly weight: number; readonly italic?: boolean }

export type Align = "start" | "middle" | "end"

export type Face = {
  /** The width of a line at `size` px, `tracking` em between letters. */
  measure(text: string, size: number, tracking?: number): number
  /** Path data for one line whose baseline is at `y`; `x` is its start, middle or end. */
  path(text: string, x: number, y: number, size: number, options?: { align?: Align; tracking?: number }): string
}

const require = createRequire(import.meta.url)

/** Fontsource's file names end in the style. */
const fontStyles = ["normal", "italic"] as const

async function fontFile({ package: pkg, weight, italic }: FaceSpec): Promise<Buffer> {
  const files = join(dirname(require.resolve(`${pkg}/LICENSE`)), "files")
  const style = fontStyles[italic ? 1 : 0]
  const slug = fontSlug(pkg)
  // Variable packages ship WOFF2 only, which fontkit cannot set to a weight: unpacked to TrueType first.
  if (pkg.startsWith("@fontsource-variable/"))
    return fontverter.convert(await readFile(join(files, `${slug}-latin-wght-${style}.woff2`)), "truetype")
  return readFile(join(files, `${slug}-latin-${weight}-${style}.woff`))
}

const cache = new Map<string, Promise<Face>>()

/** The face, loaded once per package, weight and style. */
export function loadFace(spec: FaceSpec): Promise<Face> {
  const key = `${spec.package} ${spec.weight} ${spec.italic ? "i" : ""}`
  let face = cache.get(key)
  if (!face) {
    face = fontFile(spec).then((buffer) => {
      const opened = fontkit.create(buffer)
      if (!("layout" in opened)) throw new Error(`${spec.package}: a font collection, expected one font`)
      const font =
        spec.package.startsWith("@fontsource-variable/") && "wght" in opened.variationAxes
          ? opened.getVariation({ wght: spec.weight })
          : opened
      return makeFace(font)
    })
    cache.set(key, face)
  }
  return face
}

const round = (n: number) => Math.round(n * 10) / 10

function makeFace(font: fontkit.Font): Face {
  const measure = (text: string, size: number, tracking = 0) => {
    const laid = font.layout(text)
    const letters = Math.max(0, laid.glyphs.length - 1)
    return (laid.advanceWidth * size) / font.unitsPerEm + letters * tracking * size
  }
  return {
    measure,
    path(text, x, y, size, { align = "start", tracking = 0 } = {}) {
      const width = measure(text, size, tracking)
      let pen = align === "middle" ? x - width / 2 : align === "end" ? x - width : x
      const scale = size / font.unitsPerEm
      const laid = font.layout(text)
      let d = ""
      laid.glyphs.forEach((glyph, index) => {
        const position = laid.positions[index]!
        d += glyph.path
          .scale(scale, -scale)
          .translate(round(pen + position.xOffset * scale), round(y - position.yOffset * scale))
          .toSVG()
        pen += position.xAdvance * scale + tracking * size
      })
      // Glyph outlines come with full float precision: a tenth of a pixel is enough for a picture.
      return d.replace(/-?\d+\.\d{2,}/g, (n) => String(round(Number(n))))
    },
  }
}
