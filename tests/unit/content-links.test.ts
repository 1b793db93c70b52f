import { describe, expect, test } from "vitest"

import { blogCopy } from "#/data/pages/blog.ts"
import { listPageHref, slugify } from "#/lib/content/format.ts"
import { isLocalizedPath, unlocalizedPath } from "#/i18n/locales.ts"
import { findRoute, splitHref } from "#/lib/routes.ts"

import { contentFiles, entryId, publishedFiles, type CollectionName } from "./fixtures/content"

const modules = import.meta.glob<Record<string, unknown>>("/src/data/**/*.ts", { eager: true })

/** Every value under a key named `key`, anywhere in a module's exports. */
function collect(value: unknown, key: string, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return found
  seen.add(value)
  for (const [k, v] of Object.entries(value)) {
    if (k === key && typeof v === "string") found.push(v)
    else collect(v, key, found, seen)
  }
  return found
}

const external = /^(https?:|mailto:|tel:)/

/**
 * The pages the collections build besides the routes: every published item's page, and the blog's
 * later list pages and its category, tag and author pages (only names that have a post get a page).
 */
function collectionPaths(): Set<string> {
  const bases: Record<CollectionName, string> = {
    blog: "/blog/",
    projects: "/portfolio/",
    jobs: "/career/",
    services: "/service/",
  }
  const paths = new Set<string>()
  for (const [collection, base] of Object.entries(bases) as [CollectionName, string][])
    for (const entry of publishedFiles(collection)) paths.add(`${base}${entryId(entry)}/`)
  const posts = publishedFiles("blog").map((entry) => entry.data)
  const list = (base: string, count: number) => {
    for (let page = 1; page <= Math.max(1, Math.ceil(count / blogCopy.perPage)); page++)
      paths.add(listPageHref(base, page))
  }
  const tally = (names: string[]) =>
    names.reduce((all, name) => all.set(name, (all.get(name) ?? 0) + 1), new Map<string, number>())
  list("/blog/", posts.length)
  for (const [name, count] of tally(posts.map((post) => String(post.category))))
    list(`/blog/category/${slugify(name)}/`, count)
  for (const [name, count] of tally(posts.flatMap((post) => (post.tags as string[] | undefined) ?? [])))
    list(`/blog/tag/${slugify(name)}/`, count)
  for (const [id, count] of tally(posts.map((post) => String(post.author)))) list(`/blog/author/${id}/`, count)
  return paths
}

const built = collectionPaths()

/** Why an href is broken, or undefined when it leads somewhere. */
function problem(href: string, ids: ReadonlySet<string>): string | undefined {
  if (external.test(href)) return undefined
  const { path, hash } = splitHref(href)
  if (path === "") return ids.has(hash) ? undefined : `"${href}" points to no section id`
  // A page in another language (/de/contact/) exists when its English page is translated.
  const english = unlocalizedPath(path)
  if (english !== path && !isLocalizedPath(english))
    return `"${href}": ${english} has no translation (src/i18n/locales.ts)`
  if (findRoute(english) || built.has(english)) return undefined
  return `"${href}" is not a route of src/lib/routes.ts nor a page of the content collections`
}

describe("links in src/data", () => {
  test("data modules are found", () => expect(Object.keys(modules).length).toBeGreaterThan(3))

  for (const [file, exports] of Object.entries(modules)) {
    const hrefs = collect(exports, "href")
    if (hrefs.length === 0) continue
    const ids = new Set(["top", "main", ...collect(exports, "id")])
    test(`${file}: every href is a route, a content page, an anchor on the page or an external address`, () => {
      for (const href of hrefs) expect(problem(href, ids), `${file}: ${href}`).toBeUndefined()
    })
  }

  test("the check rejects a link to a route that does not exist", () => {
    expect(findRoute(splitHref("/pricing-9/#plans").path)).toBeUndefined()
    expect(findRoute(splitHref("/pricing/#plans").path)).toBeDefined()
    expect(problem("/pricing-9/#plans", new Set())).toBeDefined()
    expect(problem("/blog/no-such-post-at-all/", new Set())).toBeDefined()
    expect(problem("#nowhere", new Set(["somewhere"]))).toBeDefined()
    expect(problem("#somewhere", new Set(["somewhere"]))).toBeUndefined()
  })

  test("the check accepts the collections' own pages", () => {
    for (const path of built) expect(problem(path, new Set()), path).toBeUndefined()
  })
})

/** Site-relative links in an entry: `href` fields of YAML, Markdown links and href attributes in MDX. */
function contentLinks(data: unknown, body: string): string[] {
  const inBody = [...body.matchAll(/\]\((\/[^)\s]*)/g), ...body.matchAll(/href=["'{]+(\/[^"'}\s]*)/g)].map(
    (match) => match[1] ?? "",
  )
  return [...collect(data, "href"), ...inBody].filter((href) => href.startsWith("/") || href.startsWith("#"))
}

describe("links in src/content", () => {
  const entries = (["blog", "projects", "jobs", "services"] as const).flatMap((collection) =>
    contentFiles(collection).map((entry) => ({ name: `${collection}/${entry.file}`, entry })),
  )

  test("the link finder reads Markdown links and href attributes", () => {
    expect(contentLinks({ cta: { href: "/contact/" } }, 'See [pricing](/pricing/#plans) or <a href="/faq/">')).toEqual([
      "/contact/",
      "/pricing/#plans",
      "/faq/",
    ])
  })

  test.each(entries.map(({ name, entry }) => [name, entry] as const))(
    "%s links only to routes and content pages",
    (name, entry) => {
      for (const href of contentLinks(entry.data, entry.body)) {
        const { path } = splitHref(href)
        // An anchor on the page itself cannot be checked before the build renders its headings.
        if (path === "") continue
        expect(problem(href, new Set()), `${name}: ${href}`).toBeUndefined()
      }
    },
  )
})
