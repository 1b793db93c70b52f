/**
 * The share image of a page (Open Graph / Twitter card, 1200×630): the page's brand square and
 * name, its title, and the site's host, on the brand's accent. Composed as SVG with every letter
 * drawn as a path (fontkit reads the heading font's static WOFF files, src/config/fonts.ts), so the picture
 * is the same on any machine, with or without fonts installed. integrations/share-images.ts turns
 * it into PNG at build.
 */
import { readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import * as fontkit from "fontkit"

import { isStroked, marks, type BrandMark } from "./art/logo-marks.ts"
import { fontSlug, fonts as typefaces } from "#/config/fonts.ts"

export const shareCardSize = { width: 1200, height: 630 } as const

export type ShareCardInput = {
  title: string
  brandName: string
  mark: BrandMark
  /** sRGB hex colours of the brand ramp (global.css `--brand`, `--brand-strong`, `--brand-2`). */
  colors: { brand: string; strong: string; second: string }
  /** The site's host name, shown at the foot. */
  host: string
}

const require = createRequire(import.meta.url)

type Weight = 600 | 700 | 800

/**
 * A static weight of the package, the one nearest to `weight` (the heavier of two as near): a family
 * whose heaviest file is 700 draws the 800 title in its 700 instead of failing the build.
 */
function openFont(pkg: string, subset: string, weight: number): fontkit.Font {
  const files = join(dirname(require.resolve(`${pkg}/LICENSE`)), "files")
  const pattern = new RegExp(`^${fontSlug(pkg)}-${subset}-(\\d{3})-normal\\.woff$`)
  const weights = readdirSync(files).flatMap((name) => {
    const found = pattern.exec(name)?.[1]
    return found ? [Number(found)] : []
  })
  const distance = (w: number) => Math.abs(w - weight) - w / 10_000
  const nearest = weights.sort((a, b) => distance(a) - distance(b))[0]
  if (nearest === undefined) throw new Error(`${pkg} has no static ${subset} WOFF file in ${files}`)
  const file = join(files, `${fontSlug(pkg)}-${subset}-${nearest}-normal.woff`)
  const font = fontkit.openSync(file)
  if (!("layout" in font)) throw new Error(`${file} is a font collection, expected one font`)
  return font
}

/**
 * The site's heading face (src/config/fonts.ts), static weights: the Latin subset first, Latin
 * Extended as fallback, then the Arabic pages' face for Arabic titles.
 */
const faces = new Map<Weight, fontkit.Font[]>()
function fontsFor(weight: Weight): fontkit.Font[] {
  let fonts = faces.get(weight)
  if (!fonts) {
    fonts = [
      ...["latin", "latin-ext"].map((subset) => openFont(typefaces.heading.static, subset, weight)),
      openFont(typefaces.arabic.static, "arabic", weight),
    ]
    faces.set(weight, fonts)
  }
  return fonts
}

/** Right-to-left letters (Hebrew, Arabic and their presentation forms). */
const rtlLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u
/** Whether a line reads right to left: its first strong letter is a right-to-left one. */
export const isRtl = (text: string) => rtlLetter.test(/[\p{L}]/u.exec(text)?.[0] ?? "")

type Run = { font: fontkit.Font; text: string; rtl: boolean }

/**
 * Splits text into runs that one font can draw (kerning and Arabic joining apply within a run), in
 * the order they are drawn from the left: on a right-to-left line the runs are reversed, each
 * right-to-left run laid out right to left, and a Latin run (a brand name) kept left to right.
 */
function runs(text: string, fonts: readonly fontkit.Font[]): Run[] {
  const chars = [...text]
  const paragraphRtl = isRtl(text)
  const strong = chars.map((char) => (/[\p{L}\p{N}]/u.test(char) ? rtlLetter.test(char) : undefined))
  // A space or punctuation mark between two letters of one direction takes theirs; between the two
  // directions, the line's (the Unicode bidi rule for neutrals, enough for a title).
  const direction = strong.map((rtl, i) => {
    if (rtl !== undefined) return rtl
    const before = strong.slice(0, i).findLast((d) => d !== undefined)
    const after = strong.slice(i + 1).find((d) => d !== undefined)
    return before === after && before !== undefined ? before : paragraphRtl
  })
  const out: Run[] = []
  chars.forEach((char, i) => {
    const codePoint = char.codePointAt(0) ?? 0
    const font = fonts.find((f) => f.hasGlyphForCodePoint(codePoint)) ?? fonts[0]!
    const rtl = direction[i]!
    const last = out.at(-1)
    if (last && last.font === font && last.rtl === rtl) last.text += char
    else out.push({ font, text: char, rtl })
  })
  return paragraphRtl ? out.reverse() : out
}

/**
 * A run laid out on its own. fontkit keeps one glyph object per glyph, with the characters it was
 * first found for, and shapes Arabic by those characters: a glyph first met in another title's
 * shaping (مركز المساعدة) could be shaped as another letter, and ه at the start of هوية be drawn
 * unjoined. Each glyph of the run is given its own character first, so a card is drawn the same
 * whatever was drawn before it (the build draws them in the order the pages were rendered).
 */
const layout = (run: Run) => {
  for (const char of run.text) {
    const codePoint = char.codePointAt(0)!
    run.font.glyphForCodePoint(codePoint).codePoints = [codePoint]
  }
  return run.font.layout(run.text, undefined, undefined, undefined, run.rtl ? "rtl" : "ltr")
}

/** The width of a line at `size` px. */
export function measure(text: string, size: number, weight: Weight): number {
  let width = 0
  for (const run of runs(text, fontsFor(weight))) {
    const laid = layout(run)
    width += (laid.advanceWidth * size) / run.font.unitsPerEm
  }
  return width
}

/** SVG path data for one line of text whose baseline starts at (x, y). */
export function textPath(text: string, x: number, y: number, size: number, weight: Weight): string {
  let d = ""
  let pen = x
  for (const run of runs(text, fontsFor(weight))) {
    const scale = size / run.font.unitsPerEm
    const laid = layout(run)
    laid.glyphs.forEach((glyph, index) => {
      const position = laid.positions[index]!
      d += glyph.path
        .scale(scale, -scale)
        .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
        .toSVG()
      pen += position.xAdvance * scale
    })
  }
  return d
}

/**
 * Breaks the title into at most `maxLines` lines no wider than `width`; a longer title ends in
 * an ellipsis on the last line.
 */
export function wrap(text: string, width: number, size: number, weight: Weight, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ""
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (!current || measure(candidate, size, weight) <= width) current = candidate
    else {
      lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = `${kept[maxLines - 1]!} ${lines.slice(maxLines).join(" ")}`
  while (last.includes(" ") && measure(`${last}…`, size, weight) > width) last = last.slice(0, last.lastIndexOf(" "))
  kept[maxLines - 1] = `${last.replace(/[\s,.;:—–-]+$/, "")}…`
  return kept
}

/** The largest title size (of a few steps) at which the title fits in three lines. */
function fitTitle(title: string, width: number): { size: number; lines: string[] } {
  for (const size of [76, 68, 60]) {
    const lines = wrap(title, width, size, 800, 3)
    if (!lines.at(-1)?.endsWith("…")) return { size, lines }
  }
  return { size: 60, lines: wrap(title, width, 60, 800, 3) }
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!)

export function shareCardSvg(card: ShareCardInput): string {
  const { width, height } = shareCardSize
  const pad = 80
  const { size, lines } = fitTitle(card.title, width - pad * 2)
  const lineHeight = Math.round(size * 1.14)
  // The title block sits in the middle band, bottom-aligned above the footer line.
  const titleTop = 470 - lineHeight * (lines.length - 1)
  // A right-to-left title is set flush right, as it reads.
  const start = (line: string) => (isRtl(card.title) ? width - pad - measure(line, size, 800) : pad)
  const title = lines.map((line, i) => textPath(line, start(line), titleTop + i * lineHeight, size, 800)).join("")
  const stroked = isStroked(card.mark)
  const markScale = 76 / 32
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(`${card.title} | ${card.brandName}`)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${card.colors.brand}"/><stop offset="1" stop-color="${card.colors.strong}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    // Decorative rings in the second accent, off the top-right corner.
    `<g fill="none" stroke="${card.colors.second}" opacity="0.55">`,
    `<circle cx="1130" cy="40" r="190" stroke-width="28"/><circle cx="1130" cy="40" r="300" stroke-width="6"/></g>`,
    `<rect x="${pad}" y="${height - 14}" width="${width - pad * 2}" height="14" fill="${card.colors.second}"/>`,
    // The brand square: white tile, mark in the accent.
    `<g transform="translate(${pad} 72) scale(${markScale})">`,
    `<rect width="32" height="32" rx="9" fill="#fff"/>`,
    `<path d="${marks[card.mark]}" fill="${card.colors.brand}" stroke="${card.colors.brand}" stroke-width="${stroked ? 1.6 : 0}" stroke-linejoin="round"/>`,
    `</g>`,
    `<path d="${textPath(card.brandName, pad + 100, 124, 42, 700)}" fill="#fff"/>`,
    `<path d="${title}" fill="#fff"/>`,
    `<path d="${textPath(card.host, pad, 568, 28, 600)}" fill="#fff" opacity="0.85"/>`,
    `</svg>`,
  ].join("")
}

/** OKLCH (as CSS writes it) to an sRGB hex colour, clipped to the sRGB gamut. */
export function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180)
  const b = c * Math.sin((h * Math.PI) / 180)
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ]
  return `#${linear
    .map((v) => {
      const gamma = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055
      return Math.round(Math.min(1, Math.max(0, gamma)) * 255)
        .toString(16)
        .padStart(2, "0")
    })
    .join("")}`
}

type Oklch = [l: number, c: number, h: number]
const oklchPattern = String.raw`oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)`

/**
 * A colour token of the token file, `--name: oklch(…)` or `--name: light-dark(oklch(…), oklch(…))`:
 * its light value and its dark one (the same when the token has one value).
 */
export function tokenOklch(css: string, name: string): { light: Oklch; dark: Oklch } | undefined {
  const found = new RegExp(
    String.raw`--${name}:\s*(?:light-dark\(\s*)?${oklchPattern}(?:\s*,\s*${oklchPattern})?`,
  ).exec(css)
  if (!found) return undefined
  const light: Oklch = [Number(found[1]), Number(found[2]), Number(found[3])]
  const dark: Oklch = found[4] ? [Number(found[4]), Number(found[5]), Number(found[6])] : light
  return { light, dark }
}

/**
 * The accent ramps of global.css: `:root` is the default brand ("agency"), each
 * `[data-brand="…"]` block another. Reads the `--brand`, `--brand-strong` and `--brand-2` values.
 */
export function accentColors(css: string, defaultAccent = "agency"): Map<string, ShareCardInput["colors"]> {
  const ramps = new Map<string, ShareCardInput["colors"]>()
  const blocks = /(?::root|\[data-brand="(?<accent>[\w-]+)"\])\s*\{(?<body>[^}]*)\}/g
  for (const match of css.matchAll(blocks)) {
    const accent = match.groups?.accent ?? defaultAccent
    const body = match.groups?.body ?? ""
    const value = (name: string) => {
      const found = tokenOklch(body, name)
      return found ? oklchToHex(...found.light) : undefined
    }
    const brand = value("brand")
    if (!brand) continue
    // A variant that leaves a step out inherits it from :root, as in the browser.
    const fallback = ramps.get(defaultAccent)
    ramps.set(accent, {
      brand,
      strong: value("brand-strong") ?? fallback?.strong ?? brand,
      second: value("brand-2") ?? fallback?.second ?? brand,
    })
  }
  return ramps
}
