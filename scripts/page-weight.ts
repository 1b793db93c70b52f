/**
 * What a built page weighs, from its files: the JavaScript it ships and the budgets it is held to.
 * The audit (scripts/audit.ts) reports it beside Lighthouse's figures for the pages it runs;
 * the static checks (tests/static/budgets.test.ts) hold every page of the build to it.
 */
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

import { themeScript } from "#/lib/theme-script.ts"
import { sitePath } from "#/lib/url.ts"

export const budgets = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 50,
  lcpMs: 1200,
  speedIndexMs: 2000,
  /** Web-font bytes the page loads (transfer size, every font its first view uses). */
  fontBytes: 35 * 1024,
  /** Gzipped JavaScript on a page with islands, React included. */
  jsBytesWithIslands: 75 * 1024,
} as const

export const gzipSize = (content: string | Buffer) => gzipSync(content).length

/** An attribute's value in a tag's source (`<link rel="stylesheet" href="…">`), entities decoded. */
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&")

/** What the analytics loader looks for in the page: its tool's settings. */
const analyticsSetup = "template#analytics-setup"

/** Any origin will do to resolve the page's addresses: only their paths are read. */
const origin = "https://site.invalid"

/** Each module's gzipped size and static imports, read once however many pages load it. */
const modules = new Map<string, Promise<{ bytes: number; imports: string[] }>>()

function readModule(file: string, path: string) {
  let module = modules.get(file)
  if (!module) {
    module = readFile(file, "utf8").then((code) => ({
      bytes: gzipSize(code),
      // Static imports only (`import … from "./x.js"`, `import "./x.js"`, `export … from`).
      imports: [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g)]
        .map((m) => m[1]!)
        .filter((specifier) => specifier.startsWith(".") || specifier.startsWith("/"))
        .map((specifier) => new URL(specifier, origin + path).pathname),
    }))
    modules.set(file, module)
  }
  return module
}

/**
 * The JavaScript a built page ships: inline scripts plus the static module graph it names (every
 * script the HTML names, inline, <script src>, modulepreload, island components and renderers, and,
 * recursively, every module those import statically). Modules loaded on demand with import() (the
 * site search's index) are not counted: nothing fetches them until a visitor acts. `shell` is the
 * part every page carries whatever its islands: the theme's head script (src/lib/theme-script.ts),
 * which puts the stored theme on screen before the first paint. A page without islands ships that
 * and nothing else. `analytics` is the loader of an analytics tool the site owner turned on
 * (src/lib/analytics-client.ts, next to its <template id="analytics-setup">): about 1 KB that comes
 * with the tool, like the tool's own script, so it is reported apart and neither in `bytes` nor
 * held to the budgets, which are the template's own.
 */
export async function shippedJs(
  html: string,
  dist: string,
): Promise<{ bytes: number; shell: number; analytics: number; files: string[]; islands: number }> {
  let bytes = 0
  let shell = 0
  let analytics = 0
  const entries = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [tag = "", body = ""] = [match[1], match[2]]
    const type = attribute(tag, "type")
    if (type && type !== "module" && !/javascript/i.test(type)) continue // JSON-LD and other data
    const src = attribute(tag, "src")
    if (src) entries.add(src)
    else if (body === themeScript) shell += gzipSize(body)
    else if (body.includes(analyticsSetup)) analytics += gzipSize(body)
    else bytes += gzipSize(body)
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)) {
    const preload = attribute(match[0], "href")
    if (preload) entries.add(preload)
  }
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/gi)]
  for (const [tag] of islands)
    for (const name of ["component-url", "renderer-url"]) {
      const url = attribute(tag, name)
      if (url) entries.add(url)
    }

  const seen = new Set<string>()
  // Served paths (under the deploy base) in, paths within dist/ out.
  const queue = [...entries].map((url) => new URL(url, origin).pathname)
  while (queue.length > 0) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const file = join(dist, decodeURIComponent(sitePath(path)))
    if (!existsSync(file)) throw new Error(`A page names ${path}, which the build did not write`)
    const module = await readModule(file, path)
    bytes += module.bytes
    queue.push(...module.imports)
  }
  return { bytes: bytes + shell, shell, analytics, files: [...seen], islands: islands.length }
}
