import { expect, test, type APIRequestContext } from "@playwright/test"

import { routes } from "#/lib/routes.ts"
import { basePath, href, sitePath } from "#/lib/url.ts"
import { builtPages, collection, pagesOf } from "./site-content"
import { decode, h1Of, visibleTextOf } from "./html"

/**
 * Every internal page the site links to, from the home page outwards, with its status and HTML, by
 * the path a browser asks for (under the base: `href(path)` of a page's path within the site).
 */
type Crawled = Map<string, { status: number; html: string; from: string }>

/** The links of a page, as the paths they ask for (no query or fragment), internal ones only. */
function internalLinks(html: string, from: string, origin: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].flatMap(([, href = ""]) => {
    const url = new URL(decode(href), new URL(from, origin))
    return url.origin === origin ? [url.pathname] : []
  })
}

async function crawl(request: APIRequestContext, origin: string): Promise<Crawled> {
  const pages: Crawled = new Map()
  const queue: { path: string; from: string }[] = [{ path: href("/"), from: "(start)" }]
  while (queue.length > 0) {
    const batch = queue.splice(0, 8).filter(({ path }) => !pages.has(path))
    await Promise.all(
      batch.map(async ({ path, from }) => {
        if (pages.has(path)) return
        pages.set(path, { status: 0, html: "", from })
        const response = await request.get(path, { maxRedirects: 0 })
        const type = response.headers()["content-type"] ?? ""
        const html = type.includes("text/html") ? await response.text() : ""
        pages.set(path, { status: response.status(), html, from })
        for (const link of internalLinks(html, path, origin))
          if (!pages.has(link)) queue.push({ path: link, from: path })
      }),
    )
  }
  return pages
}

/** The item cards of a page: each card's title and where its link goes. */
function cardsOf(html: string): { title: string; href: string }[] {
  return html
    .split(/(?=<article[^>]*\sdata-card="")/)
    .slice(1)
    .map((chunk) => {
      const title = visibleTextOf(/data-card-title=""[^>]*>([\s\S]*?)<\/h[1-6]>/.exec(chunk)?.[1] ?? "")
      const link = /<a\b[^>]*\sdata-card-link=""[^>]*>/.exec(chunk)?.[0] ?? ""
      return { title, href: decode(/\shref="([^"]*)"/.exec(link)?.[1] ?? "") }
    })
}

let crawled: Crawled

// One crawl for all the checks: the tests run in order in one worker, each reporting on its own.
test.describe.configure({ mode: "default" })

test.beforeAll(async ({ request, baseURL }) => {
  crawled = await crawl(request, new URL(baseURL!).origin)
})

test("a crawl from / reaches only pages that answer 200", () => {
  const broken = [...crawled]
    .filter(([, page]) => page.status !== 200)
    .map(([path, page]) => `${path} (${page.status}, linked from ${page.from})`)
  expect(broken).toEqual([])
  expect(crawled.size).toBeGreaterThan(routes.length)
})

test("every page the build lists for search engines is linked from somewhere", () => {
  // Duplicates (/home/, the featured *-details pages) and the 404 page need no link of their own.
  const unlinked = new Set<string>([
    "/404",
    ...routes.filter((r) => "canonical" in r || "featured" in r).map((r) => r.path),
  ])
  const orphans = builtPages().filter((path) => !crawled.has(href(path)) && !unlinked.has(path))
  expect(orphans).toEqual([])
})

test("every post, project, job and service has its own page", () => {
  const expected = [
    ...collection("blog").map((entry) => `/blog/${entry.id}/`),
    ...collection("projects").map((entry) => `/portfolio/${entry.id}/`),
    ...collection("jobs").map((entry) => `/career/${entry.id}/`),
    ...collection("services").map((entry) => `/service/${entry.id}/`),
  ]
  for (const path of expected) expect(crawled.get(href(path))?.status, path).toBe(200)
  expect(pagesOf("post").length).toBe(collection("blog").length)
  expect(pagesOf("project").length).toBe(collection("projects").length)
  expect(pagesOf("job").length).toBe(collection("jobs").length)
  expect(pagesOf("service").length).toBe(collection("services").length)
})

test("each item page's heading is the item's title", () => {
  const kinds = [
    ["blog", "/blog/"],
    ["projects", "/portfolio/"],
    ["jobs", "/career/"],
    ["services", "/service/"],
  ] as const
  for (const [name, base] of kinds)
    for (const entry of collection(name)) {
      const page = crawled.get(href(`${base}${entry.id}/`))
      expect(page && h1Of(page.html), `${base}${entry.id}/`).toBe(entry.data.title)
    }
})

test("every card opens its own item's page, whose heading is the card's title", () => {
  // The lists that show item cards: every page that has cards is checked, these must have some.
  const lists = [
    "/",
    "/about/",
    "/home-8/",
    "/service/",
    "/career/",
    "/portfolio/",
    "/portfolio-3/",
    "/portfolio-4/",
    "/blog/",
  ]
  const taxonomies = [...pagesOf("blog list page"), ...pagesOf("category"), ...pagesOf("tag"), ...pagesOf("author")]
  let checked = 0
  for (const [served, page] of crawled) {
    const path = sitePath(served)
    const cards = cardsOf(page.html)
    if (lists.includes(path) || taxonomies.includes(path)) expect(cards.length, `cards on ${path}`).toBeGreaterThan(0)
    const seen = new Map<string, string>()
    for (const card of cards) {
      expect(card.href.startsWith(basePath), `a link on the card "${card.title}" of ${path}`).toBe(true)
      const target = crawled.get(new URL(card.href, "http://x").pathname)
      expect(target?.status, `${card.href} from ${path}`).toBe(200)
      expect(h1Of(target!.html), `the page "${card.title}" on ${path} opens`).toBe(card.title)
      expect(seen.get(card.href), `two cards on ${path} lead to ${card.href}`).toBeUndefined()
      seen.set(card.href, card.title)
      checked++
    }
  }
  expect(checked).toBeGreaterThan(collection("blog").length)
})

test("the featured details pages name their item's own page canonical", () => {
  for (const route of routes.filter((r) => "featured" in r)) {
    const html = crawled.get(href(route.path))?.html ?? ""
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ""
    const path = new URL(canonical).pathname
    expect(path, `${route.path} names an item page`).not.toBe(href(route.path))
    expect(crawled.get(path)?.status, `${route.path} → ${path}`).toBe(200)
    expect(h1Of(crawled.get(path)!.html)).toBe(h1Of(html))
  }
})
