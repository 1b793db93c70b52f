import subsetFont from "subset-font"

import { decodeEntities } from "#/lib/html-entities.ts"
import { kb, sha256 } from "./output-files.ts"
import type { Step } from "./post-build.ts"

/**
 * Characters every subset keeps whatever the copy says: printable ASCII and the typographic
 * punctuation copy reaches for (no-break space, dashes, curly quotes, ellipsis, bullets, ×, €, £,
 * ©, ®, ™, °), so an edit that adds a plain character never falls back to another typeface.
 */
export const safetySet =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("") + "\u00a0–—‘’“”…•·×€£©®™°"

/**
 * OpenType features every subset keeps: those browsers apply by default (kerning, ligatures,
 * contextual forms, composition and mark placement for accented letters, localized forms), and the
 * shaping forms a script needs to be written at all: Arabic's joining forms (a letter's initial,
 * medial, final and isolated shapes, without which "شهر" falls apart into separate letters),
 * cursive attachment and right-to-left alternates, and the Indic and Hangul forms for a language
 * added later. Features the CSS turns on (tabular figures, fractions…) are added from the built
 * CSS; stylistic sets nobody asks for are dropped.
 */
const defaultFeatures = [
  ...["kern", "liga", "clig", "calt", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "dist"],
  ...["init", "medi", "fina", "isol", "med2", "fin2", "fin3", "rclt", "curs", "mset", "stch", "rtla", "rtlm"],
  ...["abvf", "abvm", "abvs", "akhn", "blwf", "blwm", "blws", "cjct", "half", "haln", "nukt", "pref", "pres"],
  ...["pstf", "psts", "rkrf", "rphf", "vatu", "ljmo", "vjmo", "tjmo"],
]

/** The font-variant-numeric values (and the features they turn on) a stylesheet may use. */
const numericFeatures: Record<string, readonly string[]> = {
  "tabular-nums": ["tnum"],
  "proportional-nums": ["pnum"],
  "lining-nums": ["lnum"],
  "oldstyle-nums": ["onum"],
  "slashed-zero": ["zero"],
  "diagonal-fractions": ["frac", "numr", "dnom"],
  "stacked-fractions": ["afrc"],
  ordinal: ["ordn"],
}

/** The OpenType features the built CSS asks for, on top of the defaults. */
export function featuresInUse(css: string): string[] {
  const features = new Set(defaultFeatures)
  for (const [value, tags] of Object.entries(numericFeatures))
    if (new RegExp(`:\\s*${value}\\b`).test(css)) for (const tag of tags) features.add(tag)
  for (const [, tag] of css.matchAll(/font-feature-settings\s*:[^;}]*?["'](\w{4})["']/g)) if (tag) features.add(tag)
  return [...features]
}

/**
 * Every character a built file could put on screen: the whole decoded HTML (text, attributes such
 * as placeholders and islands' serialized props) and the client scripts' strings. Markup and code
 * are ASCII, which the safety set holds anyway, so reading more than the visible text costs nothing.
 */
export function charactersOf(files: readonly string[]): Set<string> {
  const characters = new Set(safetySet)
  for (const file of files)
    for (const character of decodeEntities(file)) if (character >= " ") characters.add(character)
  return characters
}

/** The weights the CSS asks for: declarations, Tailwind's weight tokens, 400 for text and 700 for <b>/<strong>. */
export function weightsInUse(stylesheet: string): { min: number; max: number } {
  // A face's own descriptor says what its file covers, not what the page asks for.
  const css = stylesheet.replace(/@font-face\s*\{[^}]*\}/g, "")
  const weights = [400, 700]
  for (const [, weight] of css.matchAll(/(?:font-weight|--font-weight-[\w-]+)\s*:\s*(\d{3})\b/g))
    weights.push(Number(weight))
  for (const [, keyword] of css.matchAll(/font-weight\s*:\s*(bold|normal)\b/g))
    weights.push(keyword === "bold" ? 700 : 400)
  return { min: Math.min(...weights), max: Math.max(...weights) }
}

/** An @font-face's file and weight descriptor, as Astro's <Font> writes it inline. */
type Face = { url: string; weight: { min: number; max: number } }

export function facesOf(html: string): Face[] {
  return [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = ""]) => {
    const url = /src:\s*url\("?([^")]+\.woff2)"?\)/.exec(body)?.[1]
    const [min, max = min] =
      /font-weight:\s*(\d+)(?:\s+(\d+))?/
        .exec(body)
        ?.slice(1)
        .filter((weight) => weight !== undefined)
        .map(Number) ?? []
    return url && min !== undefined && max !== undefined ? [{ url, weight: { min, max } }] : []
  })
}

/**
 * Points a page at the subset files: every URL renamed, each face's weight range narrowed, and the
 * Content-Security-Policy <meta> given the new hash of each inline <style> that changed (the old
 * hash would block the font faces).
 */
export function rewritePage(
  html: string,
  renamed: ReadonlyMap<string, { url: string; weight: { min: number; max: number } }>,
): string {
  const hashes: [string, string][] = []
  let page = html.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (whole, attributes: string, css: string) => {
    const next = css.replace(/@font-face\s*\{[^}]*\}/g, (face) => {
      const url = /src:\s*url\("?([^")]+\.woff2)"?\)/.exec(face)?.[1]
      const to = url ? renamed.get(url) : undefined
      if (!url || !to) return face
      return face
        .replace(url, to.url)
        .replace(/font-weight:\s*\d+(?:\s+\d+)?/, `font-weight:${to.weight.min} ${to.weight.max}`)
    })
    if (next === css) return whole
    hashes.push([sha256(css, "base64"), sha256(next, "base64")])
    return `<style${attributes}>${next}</style>`
  })
  for (const [from, to] of renamed) page = page.replaceAll(from, to.url)
  for (const [from, to] of hashes) page = page.replaceAll(`'sha256-${from}'`, `'sha256-${to}'`)
  return page
}

/**
 * After the build, cuts each web font down to what the built site can show: the characters of every
 * page that declares it and of every client script, plus a safety set, and the weight range the CSS
 * uses, with HarfBuzz (through subset-font). A subset gets a new content-hashed name, so a cached
 * older subset (missing a glyph the new copy needs) is never reused.
 */
export const fontSubset: Step = {
  name: "font-subset",
  async run({ files, logger }) {
    const pages = files.paths.filter((file) => file.endsWith(".html"))
    const scripts = files.paths.filter((file) => /\.m?js$/.test(file) && !file.startsWith("pagefind/"))
    const stylesheets = files.paths.filter((file) => file.endsWith(".css"))
    const html = new Map(await Promise.all(pages.map(async (page) => [page, await files.text(page)] as const)))
    const scriptCharacters = charactersOf(await Promise.all(scripts.map((script) => files.text(script))))
    const css = [
      ...(await Promise.all(stylesheets.map((sheet) => files.text(sheet)))),
      ...[...html.values()].flatMap((page) => [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])),
    ].join("\n")
    const used = weightsInUse(css)
    const features = featuresInUse(css)

    // Each face is cut to the characters of the pages that declare it (and of every script, which
    // any page may run): the Arabic pages' Latin face needs no German letters (14.6 → 13.5 KB).
    // Each page's characters are read once and added to the text of every face it declares.
    const faces = new Map<string, Face>()
    const textOf = new Map<string, Set<string>>()
    for (const page of html.values()) {
      const declared = facesOf(page)
      if (declared.length === 0) continue
      const characters = charactersOf([page])
      for (const face of declared) {
        faces.set(face.url, face)
        const text = textOf.get(face.url) ?? new Set(scriptCharacters)
        for (const character of characters) text.add(character)
        textOf.set(face.url, text)
      }
    }

    const renamed = new Map<string, Face>()
    for (const face of faces.values()) {
      const file = face.url.slice(face.url.indexOf("/_astro/") + 1)
      const original = await files.bytes(file)
      const weight = { min: Math.max(face.weight.min, used.min), max: Math.min(face.weight.max, used.max) }
      const variable = face.weight.min !== face.weight.max
      const text = textOf.get(face.url) ?? scriptCharacters
      const cut = (axes?: { wght: number | { min: number; max: number } }) =>
        subsetFont(original, [...text].join(""), {
          targetFormat: "woff2",
          keepFeatures: features,
          ...(axes ? { variationAxes: axes } : {}),
        })
      // A face declared in one weight is a static file, or a variable one pinned to that weight
      // (half the bytes: one set of outlines, no variation data); HarfBuzz refuses to pin a file
      // without a weight axis, which is how a static file tells.
      const subset = variable ? await cut({ wght: weight }) : await cut({ wght: face.weight.min }).catch(() => cut())
      const name = `${sha256(subset, "hex").slice(0, 16)}.woff2`
      const url = face.url.replace(/[^/]+\.woff2$/, name)
      files.remove(file)
      files.write(file.replace(/[^/]+$/, name), subset)
      renamed.set(face.url, { url, weight: variable ? weight : face.weight })
      logger.info(
        `${name}: ${kb(original.length)} → ${kb(subset.length)} (${text.size} characters, weight ${weight.min}–${weight.max})`,
      )
    }
    for (const [page, content] of html) files.write(page, rewritePage(content, renamed))
    for (const sheet of stylesheets) {
      let content = await files.text(sheet)
      for (const [from, to] of renamed) content = content.replaceAll(from, to.url)
      files.write(sheet, content)
    }
  },
}
