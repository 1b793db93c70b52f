/**
 * The files the build writes for machines: robots.txt, the sitemap, the RSS feed, llms.txt and
 * llms-full.txt, and each item's Markdown twin at `<page>index.md`, linked from its page's head and
 * kept out of the sitemap. Expected pages and items come from the routes and the collections (drafts
 * never appear); what the server sends them as is scripts/serve.ts's (tests/unit/serve.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { load } from "cheerio"
import { describe, expect, test } from "vitest"
import { parse } from "yaml"

import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"
import { routes } from "#/lib/routes.ts"
import { absoluteUrl, href, sitePath } from "#/lib/url.ts"
import { collection, featuredKinds } from "../support/site-content"
import { dist, hasPage, page, pages, Problems, text } from "./pages"

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")

const read = (file: string) => readFileSync(join(dist, file), "utf8")

/** An XML file of the build, parsed (cheerio's XML mode: names and case kept, no HTML repairs). */
const xml = (file: string) => load(read(file), { xml: true })

/**
 * Where a document is not well-formed XML, one line each: an element closed out of order or never,
 * a `<` that opens no tag, an `&` that starts no entity, more than one root. A feed reader drops a
 * feed for any of these, and no browser is needed to find them.
 */
function xmlErrors(source: string): string[] {
  const errors: string[] = []
  const open: string[] = []
  let roots = 0
  const near = (index: number) => JSON.stringify(source.slice(Math.max(0, index - 30), index + 30))
  const badAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i
  const token =
    /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<(\/?)([a-z_][\w.:-]*)((?:\s+[a-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|[<&]/gi
  for (const match of source.matchAll(token)) {
    const [whole, closing, name, attributes = "", selfClosing] = match
    const at = `near ${near(match.index)}`
    if (whole === "<") errors.push(`${at}: a < that opens no tag`)
    else if (whole === "&") {
      if (badAmpersand.test(source.slice(match.index, match.index + 12))) errors.push(`${at}: an & that is no entity`)
    } else if (!name) continue
    else if (badAmpersand.test(attributes)) errors.push(`${at}: an & that is no entity in <${name}>`)
    else if (closing) {
      const expected = open.pop()
      if (expected !== name) errors.push(`${at}: </${name}> closes <${expected ?? "nothing"}>`)
    } else if (!selfClosing) {
      if (open.length === 0) roots++
      open.push(name)
    } else if (open.length === 0) roots++
  }
  if (open.length > 0) errors.push(`<${open.join("> <")}> never closed`)
  if (roots !== 1) errors.push(`${roots} root elements`)
  return errors
}

/** Each collection's item pages, by the list page whose languages they follow. */
const kinds = [
  { name: "services", base: "/service/" },
  { name: "projects", base: "/portfolio/" },
  { name: "jobs", base: "/career/" },
  { name: "blog", base: "/blog/" },
] as const

/** The title an item has in a language: its translation's (src/content/<collection>/<lang>/<file>.yaml) or English's. */
function titleIn(name: string, id: string, locale: Locale, english: string): string {
  if (locale === "en") return english
  const file = join(contentRoot, name, locale, `${id}.yaml`)
  return withBrandDeep(parse(readFileSync(file, "utf8")) as { title: string }).title
}

/** Every published item's page in each language of its list, with its title there. */
const items = kinds.flatMap(({ name, base }) =>
  collection(name).flatMap((entry) =>
    pageLocales(base).map((locale) => ({
      path: localePath(locale, `${base}${entry.id}/`),
      title: titleIn(name, entry.id, locale, entry.data.title),
    })),
  ),
)

/** Entries with `draft: true`, by the path their page would have. */
const drafts = kinds.flatMap(({ name, base }) =>
  readdirSync(join(contentRoot, name))
    .filter((file) => /\.(mdx|yaml)$/.test(file))
    .filter((file) => /^draft:\s*true\s*$/m.test(readFileSync(join(contentRoot, name, file), "utf8")))
    .map((file) => `${base}${file.replace(/\.(mdx|yaml)$/, "")}/`),
)

/** Every Markdown twin in the build, as the path within the site of its page. */
const twins = () =>
  (readdirSync(dist, { recursive: true }) as string[])
    .map((file) => file.replace(/\\/g, "/"))
    .filter((file) => file.endsWith("/index.md"))
    .map((file) => `/${file.slice(0, -"index.md".length)}`)
    .sort()

/** Each sitemap of the build, by the sitemap index, each page's address with its lastmod. */
function sitemapUrls(): { files: string[]; urls: Map<string, string | undefined> } {
  const index = xml("sitemap-index.xml")
  const files = index("sitemap > loc")
    .map((_, loc) => sitePath(new URL(text(index(loc).text())).pathname).slice(1))
    .get()
  const urls = new Map<string, string | undefined>()
  for (const file of files) {
    const $ = xml(file)
    for (const url of $("url"))
      urls.set(text($(url).children("loc").text()), $(url).children("lastmod").text() || undefined)
  }
  return { files, urls }
}

describe("crawling files", () => {
  test("robots.txt allows crawling and names the sitemap index", () => {
    const robots = read("robots.txt")
    expect(robots, "robots.txt addresses every crawler").toMatch(/^User-agent: \*$/m)
    expect(robots, "robots.txt turns no crawler away from the whole site").not.toMatch(/^Disallow: \/$/m)
    expect(robots, "robots.txt names the sitemap index").toContain(`Sitemap: ${absoluteUrl("/sitemap-index.xml")}`)
  })

  test("the sitemap lists every built page but duplicates and the 404 pages", () => {
    const { files, urls } = sitemapUrls()
    expect(files.length, "sitemaps in sitemap-index.xml").toBeGreaterThan(0)
    const problems = new Problems()
    for (const file of files) for (const error of xmlErrors(read(file))) problems.add(file, error)
    const duplicates = new Set(routes.filter((route) => route.canonical || route.featured).map((route) => route.path))
    // In every language: /de/404/ and /de/service-details/ are left out as /404 and /service-details/ are.
    const expected = new Set(
      pages()
        .filter((page) => page.english !== "/404" && !duplicates.has(page.english))
        .map((page) => absoluteUrl(page.path)),
    )
    for (const url of expected) if (!urls.has(url)) problems.add(sitePath(new URL(url).pathname), "not in the sitemap")
    for (const url of urls.keys())
      if (!expected.has(url)) problems.add("sitemap", `lists ${url}, which is no page it should list`)
    expect(problems.lines, "the sitemap's pages").toEqual([])
  })

  test("the sitemap dates a post by its last change, and the blog by its newest post", () => {
    const { urls } = sitemapUrls()
    const problems = new Problems()
    const posts = collection("blog")
    const changed = (post: (typeof posts)[number]) => (post.data.updated ?? post.data.date) as Date
    for (const post of posts) {
      const lastmod = urls.get(absoluteUrl(`/blog/${post.id}/`))
      if (lastmod !== changed(post).toISOString())
        problems.add(`/blog/${post.id}/`, `lastmod ${lastmod}, expected ${changed(post).toISOString()}`)
    }
    if (posts.length > 0) {
      const newest = new Date(Math.max(...posts.map((post) => changed(post).valueOf()))).toISOString()
      if (urls.get(absoluteUrl("/blog/")) !== newest)
        problems.add("/blog/", `lastmod ${urls.get(absoluteUrl("/blog/"))}, expected ${newest}`)
    }
    expect(problems.lines, "sitemap lastmod").toEqual([])
  })

  test("the RSS feed is well-formed XML with every post, newest first, each with its page and date", () => {
    const source = read("rss.xml")
    expect(xmlErrors(source), "rss.xml").toEqual([])
    const $ = load(source, { xml: true })
    expect(text($("channel > title").text()), "the feed's title").not.toBe("")
    const feed = $("channel > item")
      .map((_, item) => ({
        title: $(item).children("title").text(),
        link: $(item).children("link").text(),
        date: $(item).children("pubDate").text(),
      }))
      .get()
    const posts = collection("blog").sort((a, b) => (b.data.date as Date).valueOf() - (a.data.date as Date).valueOf())
    expect(
      feed.map((item) => item.title),
      "the feed's items",
    ).toEqual(posts.map((post) => post.data.title))
    const problems = new Problems()
    for (const [index, item] of feed.entries()) {
      const post = posts[index]
      if (!post) continue
      if (item.link !== absoluteUrl(`/blog/${post.id}/`)) problems.add("rss.xml", `"${item.title}" links ${item.link}`)
      if (new Date(item.date).valueOf() !== (post.data.date as Date).valueOf())
        problems.add("rss.xml", `"${item.title}" is dated ${item.date}`)
    }
    expect(problems.lines, "the feed's links and dates").toEqual([])
  })

  test("every blog page links the feed in its head", () => {
    const problems = new Problems()
    const blog = pages().filter((page) => page.english.startsWith("/blog/") || featuredKinds[page.english] === "post")
    expect(blog.length, "blog pages").toBeGreaterThan(0)
    for (const page of blog) {
      const feed = page.$('head link[rel="alternate"][type="application/rss+xml"]').attr("href")
      if (feed !== href("/rss.xml")) problems.add(page, `feed link ${feed}, expected ${href("/rss.xml")}`)
    }
    expect(problems.lines, "feed links").toEqual([])
  })
})

describe("the site for language models", () => {
  test("llms.txt names every page in each of its languages and every published item, and no draft", () => {
    const llms = read("llms.txt")
    expect(llms, "llms.txt opens with the site's name and summary").toMatch(/^# .+\n\n> .+\n/)
    const problems = new Problems()
    // Every page but duplicates, featured-item views (their item is listed) and the 404.
    const listed = routes
      .filter((route) => !route.canonical && !route.featured && route.path !== "/404")
      .flatMap((route) => pageLocales(route.path).map((locale) => localePath(locale, route.path)))
    for (const path of listed) if (!llms.includes(`](${absoluteUrl(path)})`)) problems.add(path, "not in llms.txt")
    for (const item of items)
      if (!llms.includes(`[${item.title}](${absoluteUrl(item.path)})`))
        problems.add(item.path, `not in llms.txt as [${item.title}]`)
    for (const path of drafts) if (llms.includes(absoluteUrl(path))) problems.add(path, "a draft in llms.txt")
    const full = read("llms-full.txt")
    const headings = new Set(full.split("\n").filter((line) => line.startsWith("# ")))
    for (const item of items)
      if (!headings.has(`# ${item.title}`)) problems.add(item.path, `no "# ${item.title}" in llms-full.txt`)
    for (const path of drafts) if (full.includes(absoluteUrl(path))) problems.add(path, "a draft in llms-full.txt")
    expect(problems.lines, "llms.txt and llms-full.txt").toEqual([])
  })

  test("every published item, and nothing else, has its Markdown twin, opening with its title", () => {
    expect(items.length, "items").toBeGreaterThan(0)
    const problems = new Problems()
    for (const item of items) {
      const file = join(dist, item.path, "index.md")
      if (!existsSync(file)) problems.add(item.path, "no index.md")
      else if (!readFileSync(file, "utf8").startsWith(`# ${item.title}\n`))
        problems.add(item.path, `index.md does not open with "# ${item.title}"`)
    }
    const itemPaths = new Set(items.map((item) => item.path))
    for (const path of twins()) if (!itemPaths.has(path)) problems.add(path, "has an index.md but is no published item")
    for (const path of drafts) if (existsSync(join(dist, path, "index.md"))) problems.add(path, "a draft with a twin")
    expect(problems.lines, "Markdown twins").toEqual([])
  })

  test("a job's twin and page have the page copy's section headings, in each language of the careers pages", () => {
    const jobs = collection("jobs")
    expect(jobs.length, "jobs").toBeGreaterThan(0)
    const problems = new Problems()
    for (const locale of pageLocales("/career/")) {
      const { responsibilities, requirements, skills } = pageCopy.career[locale].careerCopy.details.headings
      for (const job of jobs) {
        const path = localePath(locale, `/career/${job.id}/`)
        const twin = existsSync(join(dist, path, "index.md")) ? read(join(path, "index.md")) : ""
        for (const heading of [responsibilities, requirements, skills])
          if (!twin.includes(`\n## ${heading}\n`)) problems.add(path, `the twin has no "## ${heading}"`)
        if (!hasPage(path)) {
          problems.add(path, "no page")
          continue
        }
        const { $ } = page(path)
        const headings = $("h1, h2, h3, h4, h5, h6")
          .map((_, heading) => text($(heading).text()))
          .get()
        for (const heading of [responsibilities, requirements])
          if (!headings.includes(heading)) problems.add(path, `the page has no heading "${heading}"`)
      }
    }
    expect(problems.lines, "job headings").toEqual([])
  })

  test("every item page links its twin in its head", () => {
    const problems = new Problems()
    for (const item of items) {
      if (!hasPage(item.path)) {
        problems.add(item.path, "no page")
        continue
      }
      const twin = page(item.path).$('head link[rel="alternate"][type="text/markdown"]').attr("href")
      if (twin !== href(`${item.path}index.md`))
        problems.add(item.path, `twin link ${twin}, expected ${item.path}index.md`)
    }
    expect(problems.lines, "twin links").toEqual([])
  })

  test("the sitemap lists no twin", () => {
    const sitemaps = readdirSync(dist).filter((file) => /^sitemap-\d+\.xml$/.test(file))
    expect(sitemaps.length, "sitemaps").toBeGreaterThan(0)
    const problems = new Problems()
    for (const file of sitemaps) {
      const twin = /[^<>"]+\.md(?=[<"])/.exec(read(file))
      if (twin) problems.add(file, `lists ${twin[0]}`)
    }
    expect(problems.lines, "twins in the sitemap").toEqual([])
  })
})
