/**
 * What a build's web fonts can draw: each @font-face file the pages load, opened with fontkit, and
 * every character of every page's text that the typeface's full file has but the build's file lacks
 * (a visitor would see it in a fallback font).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import * as fontkit from "fontkit"

import { charactersOf } from "../../integrations/font-subset.ts"
import { allFonts, fontFile, pageFaces, type FontFamily } from "#/config/fonts.ts"
import { defaultLocale, languageOf, localeCodes, locales } from "#/i18n/locales.ts"
import { decodeEntities } from "#/lib/html-entities.ts"

export type Face = {
  family: string
  url: string
  file: string
  bytes: number
  weight: string
  /** The characters the face is for (CSS unicode-range), or undefined for all. */
  unicodeRange: string | undefined
  /** Whether every page that declares it preloads it. */
  preloaded: boolean
  /** Its font-display on every page that declares it (one value when all agree). */
  display: Set<string>
  /** The pages set in the face's typeface (src/i18n/locales.ts: a language's own typeface, or the Latin pair). */
  pages: string[]
}

/**
 * The typefaces a built page's text is set in: its language's own (its <html lang>), else its
 * product's (its <html data-brand>), else the studio's pair.
 */
export function typefacesOf(html: string): FontFamily[] {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? defaultLocale
  const code = localeCodes.find((locale) => locales[locale].lang === lang) ?? defaultLocale
  const typeface = languageOf(code).typeface
  const accent = /<html[^>]*\sdata-brand="([^"]+)"/.exec(html)?.[1] ?? ""
  return pageFaces(typeface, accent).map((face) => face.font)
}

/** Whether a character is among those a unicode-range lists ("U+0600-06FF, U+200C"). */
export function inRange(character: string, range: string | undefined): boolean {
  if (!range) return true
  const code = character.codePointAt(0)!
  return range.split(",").some((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-")
    return code >= parseInt(from, 16) && code <= parseInt(to, 16)
  })
}

/** A page's text as a visitor reads it: no markup, scripts or styles, entities decoded. */
export const pageText = (html: string) =>
  decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<[^>]+>/g, " "),
  )

const pagesOf = (dist: string) =>
  (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith(".html")).sort()

/** The web-font faces the build's pages declare (the fallback faces, which name no file, aside). */
export function faces(dist: string): Face[] {
  const found = new Map<string, Face>()
  for (const page of pagesOf(dist)) {
    const html = readFileSync(join(dist, page), "utf8")
    const used = typefacesOf(html)
    for (const [, body = ""] of html.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
      const url = /src:\s*url\("?([^")]+\.woff2)"?\)/.exec(body)?.[1]
      const family = /font-family:\s*"?([^";]+)"?/.exec(body)?.[1]
      if (!url || !family) continue
      const file = join(dist, url.slice(url.indexOf("/_astro/")))
      const face = found.get(url) ?? {
        family,
        url,
        file,
        bytes: readFileSync(file).length,
        weight: /font-weight:\s*([\d ]+)/.exec(body)?.[1]?.trim() ?? "",
        unicodeRange: /unicode-range:\s*([^;]+)/.exec(body)?.[1]?.trim(),
        preloaded: true,
        display: new Set<string>(),
        pages: [],
      }
      face.display.add(/font-display:\s*([\w-]+)/.exec(body)?.[1] ?? "auto")
      found.set(url, face)
      if (used.some((font) => family.startsWith(`${font.family}-`))) {
        face.pages.push(page)
        face.preloaded &&= html.includes(`<link rel="preload" href="${url}"`)
      }
    }
  }
  return [...found.values()]
}

/** The typeface of src/config/fonts.ts a face was made from (Astro names faces "<family>-<hash>"). */
export function sourceOf(face: Face) {
  const font: FontFamily | undefined = allFonts
    .map((entry) => entry.font)
    .find((f) => face.family.startsWith(`${f.family}-`))
  if (!font) throw new Error(`${face.family} is none of the families of src/config/fonts.ts`)
  // A family with several subsets (Arabic and Latin) names each face's by its unicode-range.
  const subset = font.subsets?.find((s) => s.unicodeRange === face.unicodeRange)?.name ?? "latin"
  return { font, path: join(import.meta.dirname, "../../node_modules", fontFile(font, subset)) }
}

const open = (path: string) => fontkit.create(readFileSync(path)) as fontkit.Font

/**
 * Every character a page shows that its typeface can draw but the build's subset cannot: each face
 * is checked against the pages set in it, for the characters its unicode-range covers.
 */
export function missingGlyphs(dist: string): string[] {
  const texts = new Map(pagesOf(dist).map((page) => [page, pageText(readFileSync(join(dist, page), "utf8"))]))
  const missing: string[] = []
  for (const face of faces(dist)) {
    const subset = open(face.file)
    const full = open(sourceOf(face).path)
    const seen = new Set<string>()
    for (const page of face.pages)
      for (const character of texts.get(page) ?? "") {
        if (seen.has(character) || !character.trim() || !inRange(character, face.unicodeRange)) continue
        seen.add(character)
        const code = character.codePointAt(0)!
        if (full.hasGlyphForCodePoint(code) && !subset.hasGlyphForCodePoint(code))
          missing.push(
            `"${character}" (U+${code.toString(16).toUpperCase().padStart(4, "0")}, first on ${page}) is not in ${face.family}`,
          )
      }
  }
  return missing
}

/**
 * Every character a face can draw that no page declaring it and no client script has (nor the
 * safety set): a face is cut for the pages that load it, not for the whole site.
 */
export function surplusGlyphs(dist: string): string[] {
  const files = readdirSync(dist, { recursive: true }) as string[]
  const html = new Map(pagesOf(dist).map((page) => [page, readFileSync(join(dist, page), "utf8")]))
  const scripts = files
    // Pagefind's and the content editor's scripts (/admin/, which has fonts of its own) show no site text.
    .filter((file) => /\.m?js$/.test(file) && !file.startsWith("pagefind") && !file.startsWith("admin/"))
    .map((file) => readFileSync(join(dist, file), "utf8"))
  const surplus: string[] = []
  for (const face of faces(dist)) {
    const declaring = [...html.values()].filter((page) => page.includes(face.url))
    const wanted = charactersOf([...declaring, ...scripts])
    for (const code of open(face.file).characterSet) {
      if (code === 0xffff) continue // the end marker of a format 4 cmap, not a character
      const character = String.fromCodePoint(code)
      if (!wanted.has(character))
        surplus.push(`"${character}" in ${face.family} (${face.url}), on none of its ${declaring.length} pages`)
    }
  }
  return surplus
}
