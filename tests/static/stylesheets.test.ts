/**
 * The stylesheets of the build npm test just made (DIST_DIR, else dist/): each page links a cut of
 * the site's stylesheet that styles every class the page shows and little else.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

import { compile } from "@tailwindcss/node"
import { describe, expect, test } from "vitest"

import { utilitiesOf } from "../../integrations/page-css.ts"
import { decodeEntities } from "#/lib/html-entities.ts"
import { dist } from "../support/dist"

const files = readdirSync(dist, { recursive: true }).map(String)
// The content editor (admin/) is Sveltia's own page, styled by its own script, not the site's CSS.
const pages = files.filter(
  (file) => file.endsWith(".html") && !file.startsWith("pagefind") && !file.startsWith("admin/"),
)
const sheetOf = (html: string) => /<link\b[^>]*rel="stylesheet"[^>]*href="[^"]*\/_astro\/([^"]+\.css)"/.exec(html)?.[1]

/** The utilities a stylesheet defines, by class name. */
const utilities = (css: string) => new Set(utilitiesOf(css).rules.flatMap((rule) => rule.classes))

/** Every class the page's markup puts on an element, as the browser reads the attribute. */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => decodeEntities(m[1] ?? "").split(/\s+/)))

/**
 * The classes of the markup that Tailwind makes a utility of, asked of Tailwind itself with the
 * site's stylesheet source: the measure of what a page's cut must hold, found without the cut.
 */
async function styledByTailwind(classes: Iterable<string>): Promise<Set<string>> {
  const source = resolve(import.meta.dirname, "../../src/styles")
  const tailwind = await compile(readFileSync(join(source, "global.css"), "utf8"), {
    base: source,
    onDependency: () => {},
  })
  return utilities(tailwind.build([...classes]))
}

describe("page stylesheets", () => {
  const linked = new Map(pages.map((page) => [page, sheetOf(readFileSync(join(dist, page), "utf8"))]))
  const sheets = new Map(
    [...new Set(linked.values())].flatMap((name) =>
      name ? [[name, utilities(readFileSync(join(dist, "_astro", name), "utf8"))] as const] : [],
    ),
  )
  const everyUtility = new Set([...sheets.values()].flatMap((names) => [...names]))
  const markup = new Map(pages.map((page) => [page, classesOf(readFileSync(join(dist, page), "utf8"))]))

  test("every page links one stylesheet, and every stylesheet in _astro/ is linked by a page", () => {
    for (const [page, name] of linked) expect(name, page).toBeDefined()
    const built = files.filter((file) => /^_astro\/[^/]+\.css$/.test(file)).map((file) => file.slice("_astro/".length))
    expect(built.sort()).toEqual([...sheets.keys()].sort())
  })

  test("a page's stylesheet styles every class of its markup that Tailwind makes a utility of", async () => {
    const styled = await styledByTailwind(new Set([...markup.values()].flatMap((classes) => [...classes])))
    expect(styled.size).toBeGreaterThan(0)
    for (const [page, classes] of markup) {
      const own = sheets.get(linked.get(page)!)!
      expect(
        [...classes].filter((name) => styled.has(name) && !own.has(name)),
        page,
      ).toEqual([])
    }
  })

  test("a page's stylesheet sets the accent of the variant it wears, and no other variant's", () => {
    const accents = new Set(
      [
        ...readFileSync(resolve(import.meta.dirname, "../../src/styles/global.css"), "utf8").matchAll(
          /^\[data-brand="([\w-]+)"\]/gm,
        ),
      ].map((m) => m[1]!),
    )
    expect(accents.size).toBeGreaterThan(0)
    for (const [page, name] of linked) {
      const html = readFileSync(join(dist, page), "utf8")
      const worn = /<html\b[^>]*\sdata-brand="([\w-]+)"/.exec(html)?.[1]
      const blocks = [
        ...readFileSync(join(dist, "_astro", name!), "utf8").matchAll(/\[data-brand="?([\w-]+)"?\]\{--brand:/g),
      ]
      expect(
        blocks.map((m) => m[1]),
        page,
      ).toEqual(worn && accents.has(worn) ? [worn] : [])
    }
  })

  test("a page's stylesheet leaves out utilities that neither its markup nor a client script names", () => {
    const scripts = files
      .filter((file) => /^_astro\/[^/]+\.js$/.test(file))
      .map((file) => readFileSync(join(dist, file), "utf8"))
      .join("\n")
    // Six pages with different stylesheets, spread over the site, whatever pages it has.
    const distinct = [...new Map([...linked].map(([page, name]) => [name, page])).values()]
    const sample = distinct.filter((_, i) => i % Math.ceil(distinct.length / 6) === 0)
    expect(sample.length).toBeGreaterThan(1)
    for (const page of sample) {
      const text = decodeEntities(readFileSync(join(dist, page), "utf8")) + scripts
      const own = sheets.get(linked.get(page)!)!
      // Rules the minifier merged (`.accent-\(--brand\),.accent-brand`) stay for any one of their classes.
      const rules = utilitiesOf(readFileSync(join(dist, "_astro", linked.get(page)!), "utf8")).rules
      expect(
        rules
          .filter((rule) => !rule.classes.some((name) => text.includes(name)))
          .map((rule) => rule.classes.join(", ")),
        page,
      ).toEqual([])
      // The cut is real: other pages' utilities are not carried along.
      expect(own.size, page).toBeLessThan(everyUtility.size)
    }
  })
})
