/**
 * The site's links and items, over every page of the build: each link leads to a file a static host
 * serves, each page can be reached from the home page, and each post, project, job and service has
 * its page, headed by its title, which its cards open. Expected items and titles come from the
 * content collections (and their translations), never from the sample copy.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"
import { expect, test } from "vitest"
import { parse } from "yaml"

import { defaultLocale, localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"
import { routes } from "#/lib/routes.ts"
import { basePath, href, sitePath } from "#/lib/url.ts"
import { collection, pageKinds, pagesOf, type Entry, type PageKind } from "../support/site-content"
import { dist, page, pages, Problems, text, type BuiltPage } from "./pages"

const origin = "https://site.invalid"

/** The pathname a link asks the host for, or null for a link elsewhere (another origin, mailto:, tel:). */
function requested(link: string, from: BuiltPage): string | null {
  const base = new URL(href(from.path), origin)
  const url = new URL(link, base)
  return url.origin === base.origin ? decodeURIComponent(url.pathname) : null
}

/**
 * The file of the build a static host answers a pathname with, relative to dist/, or null: a
 * folder's index.html for a path that ends in a slash, the file itself otherwise. No host-specific
 * fallback (`/about` → about/index.html, `/404` → 404.html), and nothing outside the deploy base.
 */
function servedFile(pathname: string): string | null {
  if (!pathname.startsWith(basePath)) return null
  const file = pathname.slice(basePath.length) + (pathname.endsWith("/") ? "index.html" : "")
  const path = join(dist, file)
  return existsSync(path) && statSync(path).isFile() ? file : null
}

let byFile: Map<string, BuiltPage> | undefined

/** The page a link on `from` opens, or null when it leads elsewhere or to no page of the build. */
function pageAt(link: string, from: BuiltPage): BuiltPage | null {
  byFile ??= new Map(pages().map((candidate) => [candidate.file, candidate]))
  const pathname = requested(link, from)
  const file = pathname === null ? null : servedFile(pathname)
  return (file !== null && byFile.get(file)) || null
}

const links = (page: BuiltPage) =>
  page
    .$("a[href]")
    .map((_, a) => page.$(a).attr("href") ?? "")
    .get()

const h1Of = (page: BuiltPage) => text(page.$("h1").first().text())

/** An element's text as a sighted reader sees it: the words kept for screen readers left out. */
function visibleText(element: Cheerio<Element>): string {
  const copy = element.clone()
  copy.find(".sr-only").remove()
  return text(copy.text())
}

/** The collections that have a page per item, and where those pages live. */
const itemKinds = [
  { name: "blog", kind: "post", base: "/blog/" },
  { name: "projects", kind: "project", base: "/portfolio/" },
  { name: "jobs", kind: "job", base: "/career/" },
  { name: "services", kind: "service", base: "/service/" },
] as const satisfies readonly { name: Parameters<typeof collection>[0]; kind: PageKind; base: string }[]

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")

/** A content file's data: a YAML file's, or an MDX file's frontmatter. */
function dataOf(file: string): Record<string, unknown> {
  const source = readFileSync(file, "utf8")
  const yaml = file.endsWith(".mdx") ? (/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? "") : source
  return withBrandDeep(parse(yaml, { schema: "yaml-1.1" }) as Record<string, unknown>)
}

/**
 * A collection's titles in a language, by item id: English's from the collection, another
 * language's from its translations (src/content/<name>/<locale>/, named after the English file).
 */
function titlesIn(name: (typeof itemKinds)[number]["name"], locale: Locale): Map<string, string> {
  const titles = new Map(collection(name).map((entry) => [entry.id, entry.data.title]))
  const folder = join(contentRoot, name, locale)
  if (locale === defaultLocale || !existsSync(folder)) return titles
  for (const file of readdirSync(folder).filter((candidate) => /\.(mdx|yaml)$/.test(candidate))) {
    const { slug } = dataOf(join(contentRoot, name, file))
    const id = typeof slug === "string" ? slug : file.replace(/\.(mdx|yaml)$/, "")
    const { title } = dataOf(join(folder, file))
    if (typeof title === "string" && titles.has(id)) titles.set(id, title)
  }
  return titles
}

let items: readonly { path: string; title: string; kind: PageKind }[] | undefined

/** Every item page the content calls for, in every language its page is in, with the title it shows. */
function itemPages() {
  const titles = new Map<string, Map<string, string>>()
  const titleOf = (name: (typeof itemKinds)[number]["name"], locale: Locale, entry: Entry) => {
    const key = `${name} ${locale}`
    if (!titles.has(key)) titles.set(key, titlesIn(name, locale))
    return titles.get(key)?.get(entry.id) ?? entry.data.title
  }
  items ??= itemKinds.flatMap(({ name, kind, base }) =>
    collection(name).flatMap((entry) =>
      pageLocales(`${base}${entry.id}/`).map((locale) => ({
        path: localePath(locale, `${base}${entry.id}/`),
        title: titleOf(name, locale, entry),
        kind,
      })),
    ),
  )
  return items
}

/** The page of the build at a path within the site, if there is one. */
const built = (path: string) => pages().find((candidate) => candidate.path === path)

test("every internal link leads to a file of the build, as a static host serves it", () => {
  const problems = new Problems()
  for (const page of pages())
    for (const link of new Set(links(page))) {
      const pathname = requested(link, page)
      if (pathname === null) continue
      if (!pathname.startsWith(basePath)) problems.add(page, `links ${link}, outside the deploy base ${basePath}`)
      else if (servedFile(pathname) === null) problems.add(page, `links ${link}, which is no file of the build`)
    }
  expect(problems.lines, "links to nothing the host serves").toEqual([])
})

test("every page of the build is reached by following links from the home page", () => {
  // Duplicates (/home/, the featured *-details pages) and the 404 pages need no link of their own.
  const unlinked = new Set(["/404", ...routes.filter((r) => "canonical" in r || "featured" in r).map((r) => r.path)])
  const start = page("/")
  const reached = new Set([start.path])
  const queue = [start]
  for (let from = queue.shift(); from; from = queue.shift())
    for (const link of links(from)) {
      const target = pageAt(link, from)
      if (target && !reached.has(target.path)) {
        reached.add(target.path)
        queue.push(target)
      }
    }
  const problems = new Problems()
  for (const page of pages())
    if (!reached.has(page.path) && !unlinked.has(page.english)) problems.add(page, "no link leads here from /")
  expect(problems.lines, "pages no visitor can reach").toEqual([])
  expect(reached.size, "pages reached from /").toBeGreaterThan(routes.length)
})

test("every post, project, job and service has its own page, in each language of its list", () => {
  const problems = new Problems()
  const expected = new Set(itemPages().map((item) => item.path))
  for (const item of itemPages()) if (!built(item.path)) problems.add(item.path, `the ${item.kind}'s page is missing`)
  for (const page of pages())
    for (const { kind } of itemKinds)
      if (pageKinds[kind].test(page.english) && !expected.has(page.path))
        problems.add(page, `a ${kind} page of no published entry`)
  expect(problems.lines, "item pages missing or left over").toEqual([])
})

test("each item page's heading is the item's title", () => {
  const problems = new Problems()
  for (const item of itemPages()) {
    const page = built(item.path)
    if (page && h1Of(page) !== item.title)
      problems.add(page, `the heading is "${h1Of(page)}", the title "${item.title}"`)
  }
  expect(problems.lines, "item headings").toEqual([])
})

test("every card opens its own item's page, whose heading is the card's title", () => {
  // The lists of the collections, which must show item cards (in every language they are in);
  // every other page that has cards (a home's teaser of projects, say) is checked too.
  const lists = new Set([
    "/service/",
    "/career/",
    "/portfolio/",
    "/portfolio-3/",
    "/portfolio-4/",
    "/blog/",
    ...pagesOf("blog list page"),
    ...pagesOf("category"),
    ...pagesOf("tag"),
    ...pagesOf("author"),
  ])
  const problems = new Problems()
  let checked = 0
  for (const page of pages()) {
    const cards = page.$("article[data-card]")
    if (lists.has(page.english) && cards.length === 0) problems.add(page, "a list without item cards")
    const seen = new Map<string, string>()
    cards.each((_, element) => {
      const card = page.$(element)
      const title = visibleText(card.find("[data-card-title]").first())
      const link = card.find("a[data-card-link]").first().attr("href")
      checked++
      if (!title) return problems.add(page, "a card without a title ([data-card-title])")
      if (link === undefined) return problems.add(page, `the card "${title}" has no link ([data-card-link])`)
      // Under the deploy base, as href() writes it: a path relative to the list would break under a sub-path.
      if (!link.startsWith(basePath)) problems.add(page, `the card "${title}" links ${link}, not under ${basePath}`)
      const target = pageAt(link, page)
      if (!target) return problems.add(page, `the card "${title}" links ${link}, no page of the build`)
      if (h1Of(target) !== title) problems.add(page, `the card "${title}" opens ${target.path}, "${h1Of(target)}"`)
      const other = seen.get(target.path)
      if (other !== undefined) problems.add(page, `the cards "${other}" and "${title}" both open ${target.path}`)
      seen.set(target.path, title)
    })
  }
  expect(problems.lines, "item cards").toEqual([])
  expect(checked, "cards checked").toBeGreaterThan(collection("blog").length)
})

test("the featured details pages name their item's own page canonical", () => {
  const problems = new Problems()
  for (const route of routes.filter((r) => "featured" in r))
    for (const locale of pageLocales(route.path)) {
      const path = localePath(locale, route.path)
      const page = built(path)
      const canonical = page?.$('link[rel="canonical"]').attr("href")
      if (!page || !canonical) {
        problems.add(path, page ? "no canonical link" : "missing from the build")
        continue
      }
      const item = built(decodeURIComponent(sitePath(new URL(canonical, origin).pathname)))
      if (item === page) problems.add(page, "names itself canonical")
      else if (!item) problems.add(page, `names ${canonical} canonical, no page of the build`)
      else if (h1Of(item) !== h1Of(page))
        problems.add(page, `shows "${h1Of(page)}", its canonical ${item.path} "${h1Of(item)}"`)
    }
  expect(problems.lines, "featured pages' canonical links").toEqual([])
})
