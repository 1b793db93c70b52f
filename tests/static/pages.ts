/**
 * Every page of the build, each read and parsed once (parse5, the HTML standard's parser, through
 * cheerio) for all the static checks: the suite runs its files in one worker without isolation
 * (tests/static/vitest.config.ts), so this module, and the parse, is shared by every file.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { load, type CheerioAPI } from "cheerio"

import { localeOfPath, unlocalizedPath, type Locale } from "#/i18n/locales.ts"
import { routeFile } from "#/lib/routes.ts"
import { absoluteUrl, sitePath } from "#/lib/url.ts"
import { dist, inBuild } from "../support/dist"
import { builtPages } from "../support/site-content"

export { dist, inBuild }

export type BuiltPage = {
  /** The path within the site a visitor asks for: /about/, /de/about/, /blog/2/, /404. */
  readonly path: string
  /** Its file, relative to dist/. */
  readonly file: string
  readonly html: string
  readonly $: CheerioAPI
  readonly locale: Locale
  /** The path in its English form: /de/about/ → /about/. */
  readonly english: string
}

function read(path: string): BuiltPage {
  const file = routeFile(path)
  const html = readFileSync(join(dist, file), "utf8")
  return { path, file, html, $: load(html), locale: localeOfPath(path), english: unlocalizedPath(path) }
}

let all: readonly BuiltPage[] | undefined

/** Every page of the site in the build (the content editor's aside), sorted by path. */
export function pages(): readonly BuiltPage[] {
  all ??= builtPages().map(read)
  return all
}

const byPath = new Map<string, BuiltPage>()

/** One page of the build by its path within the site; fails naming the path when the build has none. */
export function page(path: string): BuiltPage {
  let found = byPath.get(path)
  if (!found) {
    found = pages().find((candidate) => candidate.path === path)
    if (!found) throw new Error(`The build has no page ${path}`)
    byPath.set(path, found)
  }
  return found
}

/** Whether the build has a page at this path within the site. */
export const hasPage = (path: string) => pages().some((candidate) => candidate.path === path)

/**
 * Where a link on a page leads within the site (a path, or a full address on site.url's origin): its
 * path without the deploy base, decoded, and its anchor; null for a link elsewhere (another origin,
 * mailto:, tel:).
 */
export function internalTarget(link: string, from: BuiltPage): { path: string; hash: string } | null {
  const base = new URL(absoluteUrl(from.path))
  const url = new URL(link, base)
  if (url.origin !== base.origin) return null
  return { path: decodeURIComponent(sitePath(url.pathname)), hash: decodeURIComponent(url.hash.slice(1)) }
}

/** The text of an element as a reader gets it: white space collapsed. */
export const text = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim()

/**
 * The problems a check found, one line each naming the page and what is wrong. Collected over every
 * page, then compared with an empty list: a failure lists every page at once, not the first.
 */
export class Problems {
  readonly lines: string[] = []
  add(page: BuiltPage | string, what: string) {
    this.lines.push(`${typeof page === "string" ? page : page.path}: ${what}`)
  }
}
