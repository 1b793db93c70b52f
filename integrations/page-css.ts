import { basename } from "node:path"

import postcss, { type AtRule, type Container } from "postcss"

import { decodeEntities } from "#/lib/html-entities.ts"
import { kb, sha256 } from "./output-files.ts"
import type { Step } from "./post-build.ts"

/**
 * The words of a text that could be class names: split at what no generated class contains
 * (whitespace, double quotes, backticks, braces, semicolons, backslashes). Split once more at
 * single quotes too, since scripts quote strings with them, while arbitrary values such as
 * `content-['→']` keep theirs.
 */
export function candidatesOf(text: string): Set<string> {
  const words = new Set<string>()
  for (const separators of [/[\s"`{};\\]+/, /[\s"'`{};\\]+/])
    for (const word of text.split(separators)) if (word) words.add(word)
  return words
}

/** A CSS identifier as written in a selector, unescaped (`md\:px-6` → `md:px-6`, `\32 xl` → `2xl`). */
const unescapeIdentifier = (escaped: string) =>
  escaped.replace(/\\([\da-f]{1,6}\s?|[^\da-f])/gi, (_, code: string) =>
    /^[\da-f]/i.test(code) ? String.fromCodePoint(parseInt(code.trim(), 16)) : code,
  )

/** The class a selector starts with, unescaped, or undefined when it starts with anything else. */
export function leadingClass(selector: string): string | undefined {
  const match = /^\s*\.((?:\\[\da-f]{1,6}\s?|\\[^\da-f]|[\w-]|\P{ASCII})+)/iu.exec(selector)
  return match?.[1] === undefined ? undefined : unescapeIdentifier(match[1])
}

const insideUtilities = (rule: postcss.Rule) => {
  for (let parent: Container | undefined = rule.parent; parent; parent = (parent as AtRule).parent)
    if (parent.type === "atrule" && (parent as AtRule).name === "layer" && (parent as AtRule).params === "utilities")
      return true
  return false
}

/** `[data-brand=seo]` or `[data-brand="seo"]`: the accent a rule selecting only that sets, else undefined. */
const accentSelector = /^\[data-brand=(["']?)([\w-]+)\1\]$/

/** The token a page holds when its markup names an accent (`data-brand="seo"`), as `used` has it. */
export const accentToken = (accent: string) => `[data-brand=${accent}]`

/** The accents a page's markup names, as tokens for `used`. */
export const accentsOf = (html: string) =>
  [...html.matchAll(/\sdata-brand="([\w-]+)"/g)].map((match) => accentToken(match[1]!))

/**
 * A stylesheet ready to be cut per page: each rule of the utilities layer with where it stands in
 * the text and the classes that bring it in, and each variant's accent block (`[data-brand=seo]
 * {--brand: …}`) with its accent: a page wears one. Everything else (theme, base, components,
 * keyframes, properties) stays whole: a page cannot be told not to need it.
 */
export function utilitiesOf(css: string) {
  const rules: { start: number; end: number; classes: string[] }[] = []
  const accents: { start: number; end: number; token: string }[] = []
  postcss.parse(css).walkRules((rule) => {
    const { start, end } = rule.source ?? {}
    const accent = rule.parent?.type === "root" ? accentSelector.exec(rule.selector.trim())?.[2] : undefined
    if (accent && start?.offset !== undefined && end?.offset !== undefined)
      accents.push({ start: start.offset, end: end.offset, token: accentToken(accent) })
    if (!insideUtilities(rule)) return
    const classes = rule.selectors.map(leadingClass)
    // A selector that does not start with a class (none does in Tailwind's output) keeps its rule.
    if (classes.some((name) => name === undefined)) return
    if (start?.offset === undefined || end?.offset === undefined) return
    rules.push({ start: start.offset, end: end.offset, classes: classes as string[] })
  })
  return { css, rules, accents }
}

/**
 * The stylesheet with only the utilities whose class is among `used` and the accent blocks whose
 * token is (accentsOf), and without the media and supports blocks that leaves empty.
 */
export function cutFor(sheet: ReturnType<typeof utilitiesOf>, used: ReadonlySet<string>): string {
  const dropped = [
    ...sheet.rules.filter((rule) => !rule.classes.some((name) => used.has(name))),
    ...sheet.accents.filter((accent) => !used.has(accent.token)),
  ].sort((a, b) => a.start - b.start)
  let out = ""
  let from = 0
  for (const rule of dropped) {
    out += sheet.css.slice(from, rule.start)
    from = rule.end
  }
  out += sheet.css.slice(from)
  for (let before = ""; before !== out;) {
    before = out
    out = out.replace(/@(?:media|supports|container)[^{};]*\{\s*\}/g, "")
  }
  return out
}

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/**
 * After the build, gives each page its own copy of the site's stylesheet, holding only the
 * utilities that page can use: the classes in its HTML, entities decoded (islands' props included),
 * and every class any client script can add (a menu opening, a form showing an error), so a state
 * a visitor reaches later is styled too, and only the accent block of the variant it wears (0.3–0.4
 * KB compressed less). Tailwind writes one stylesheet for the whole site, about 100 KB; a page needs
 * about half, and the first paint waits for it. Pages that need the same rules
 * share one file (named by its content), and the whole-site stylesheet is removed once no page
 * links it.
 */
export const pageStylesheets: Step = {
  name: "page-css",
  async run({ files, logger }) {
    const inAssets = (file: string) => file.startsWith("_astro/")
    const sheets = new Map<string, ReturnType<typeof utilitiesOf>>()
    for (const file of files.paths.filter((f) => f.endsWith(".css") && inAssets(f)))
      sheets.set(file, utilitiesOf(await files.text(file)))
    const scripts = files.paths.filter((f) => /\.m?js$/.test(f) && inAssets(f))
    const scriptClasses = candidatesOf((await Promise.all(scripts.map((s) => files.text(s)))).join("\n"))

    const cuts = new Map<string, string>()
    // Each page as finally written, for the check below that nothing links the whole-site file.
    const written: string[] = []
    let pageCount = 0
    for (const page of files.paths.filter((f) => f.endsWith(".html"))) {
      const html = await files.text(page)
      const used = new Set([...scriptClasses, ...candidatesOf(decodeEntities(html)), ...accentsOf(html)])
      const next = html.replace(stylesheetLink, (link) => {
        const href = /\bhref="([^"]*\/_astro\/[^"/]+\.css)"/.exec(link)?.[1]
        const sheet = href ? sheets.get(`_astro/${basename(href)}`) : undefined
        if (!href || !sheet) return link
        const css = cutFor(sheet, used)
        const name = `${basename(href).split(".")[0]}.${sha256(css, "hex").slice(0, 10)}.css`
        cuts.set(name, css)
        return link.replace(href, href.replace(/[^/]+$/, name))
      })
      written.push(next)
      if (next === html) continue
      pageCount++
      files.write(page, next)
    }

    // The whole-site stylesheet goes once nothing links it (a page outside the layout might).
    const texts = [
      ...written,
      ...(await Promise.all(
        files.paths.filter((f) => /\.(m?js|css)$/.test(f) && !sheets.has(f)).map((f) => files.text(f)),
      )),
    ]
    for (const file of sheets.keys()) if (!texts.some((text) => text.includes(basename(file)))) files.remove(file)
    for (const [name, css] of cuts) files.write(`_astro/${name}`, css)

    if (cuts.size === 0) return logger.warn("no page links a stylesheet of _astro/: nothing to cut")
    const sizes = [...cuts.values()].map((css) => Buffer.byteLength(css))
    const whole = Math.max(...[...sheets.values()].map((sheet) => Buffer.byteLength(sheet.css)))
    logger.info(
      `${pageCount} pages, ${cuts.size} stylesheets of ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} (the whole site's: ${kb(whole)})`,
    )
  },
}
