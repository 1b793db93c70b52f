/**
 * What a build's web fonts can draw: each @font-face file the pages load, opened with fontkit, and
 * every character of every page's text that the typeface's full file has but the build's file lacks
 * (a visitor would see it in a fallback font).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import * as fontkit from "fontkit"

import { fontSlug, fonts } from "../../src/data/fonts.ts"
import { decodeEntities } from "../../src/lib/html-entities.ts"

export type Face = { family: string; url: string; file: string; bytes: number; weight: string; preloaded: boolean }

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
    for (const [, body = ""] of html.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
      const url = /src:\s*url\("?([^")]+\.woff2)"?\)/.exec(body)?.[1]
      const family = /font-family:\s*"?([^";]+)"?/.exec(body)?.[1]
      if (!url || !family || found.has(url)) continue
      const file = join(dist, url.slice(url.indexOf("/_astro/")))
      found.set(url, {
        family,
        url,
        file,
        bytes: readFileSync(file).length,
        weight: /font-weight:\s*([\d ]+)/.exec(body)?.[1]?.trim() ?? "",
        preloaded: html.includes(`<link rel="preload" href="${url}"`),
      })
    }
  }
  return [...found.values()]
}

/** The typeface of src/data/fonts.ts a face was made from (Astro names faces "<family>-<hash>"). */
export function sourceOf(face: Face) {
  const font = Object.values(fonts).find((f) => face.family.startsWith(`${f.family}-`))
  if (!font) throw new Error(`${face.family} is none of the families of src/data/fonts.ts`)
  const file = join(import.meta.dirname, "../../node_modules", font.variable, "files")
  return { font, path: join(file, `${fontSlug(font.variable)}-latin-wght-normal.woff2`) }
}

const open = (path: string) => fontkit.create(readFileSync(path)) as fontkit.Font

/** Every character a page shows that its typeface can draw but the build's subset cannot. */
export function missingGlyphs(dist: string): string[] {
  const text = new Map<string, string>()
  for (const page of pagesOf(dist))
    for (const character of pageText(readFileSync(join(dist, page), "utf8")))
      if (character.trim() && !text.has(character)) text.set(character, page)
  const missing: string[] = []
  for (const face of faces(dist)) {
    const subset = open(face.file)
    const full = open(sourceOf(face).path)
    for (const [character, page] of text) {
      const code = character.codePointAt(0)!
      if (full.hasGlyphForCodePoint(code) && !subset.hasGlyphForCodePoint(code))
        missing.push(
          `"${character}" (U+${code.toString(16).toUpperCase().padStart(4, "0")}, first on ${page}) is not in ${face.family}`,
        )
    }
  }
  return missing
}
