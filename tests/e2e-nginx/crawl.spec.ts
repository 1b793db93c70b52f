/**
 * The built site behind nginx, at the path it is deployed under: site.url's path, "/" or a sub-path
 * such as /lumora/ (a GitHub Pages project site). Every page the sitemap lists is fetched, and every
 * address of the site in those pages (links, images, scripts, styles, icons, share images, structured
 * data) must lie under that path and answer 200; robots.txt and the feed point under it
 * too. In a browser no request leaves it, and site search finds pages and opens them.
 */
import { expect, test, type APIRequestContext } from "@playwright/test"

import { absoluteUrl, basePath, href } from "#/lib/url.ts"
import { decode } from "../support/html"
import { collection } from "../support/site-content"

test.skip(!!process.env.NGINX_SKIPPED, process.env.NGINX_SKIPPED)

/** The production address of the home page ("https://lumora.example.com/", with any sub-path). */
const home = absoluteUrl("/")
const siteOrigin = new URL(home).origin

/** Every address in a page's markup that may point at the site: attributes, srcset entries, JSON-LD. */
function addresses(html: string): string[] {
  const found: string[] = []
  for (const [, name, value] of html.matchAll(/\s(href|src|srcset|action|content|poster)="([^"]*)"/g)) {
    const text = decode(value!)
    if (name === "srcset") found.push(...text.split(",").map((entry) => entry.trim().split(/\s+/)[0]!))
    else found.push(text)
  }
  for (const [json] of html.matchAll(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g))
    found.push(...(json.match(/https?:\/\/[^"\s]+/g) ?? []))
  return found
}

/** A same-site address as the path nginx is asked for, or null for other sites, fragments and text. */
function sitePathOf(address: string): string | null {
  if (address.startsWith(siteOrigin)) return address.slice(siteOrigin.length).replace(/#.*$/, "") || "/"
  if (/^\/(?!\/)/.test(address)) return address.replace(/#.*$/, "")
  return null
}

async function statuses(request: APIRequestContext, paths: Iterable<string>) {
  const result = new Map<string, number>()
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let path = queue.pop(); path !== undefined; path = queue.pop())
        result.set(path, (await request.get(path, { maxRedirects: 0 })).status())
    }),
  )
  return result
}

async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get(href("/sitemap-index.xml"))).text()
  const pages: string[] = []
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(sitePathOf(sitemap!)!)).text()
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!))
  }
  return pages
}

test(`every page and every address it names lies under ${basePath} and answers 200`, async ({ request }) => {
  const pages = await sitemapPages(request)
  expect(pages.length).toBeGreaterThan(10)
  expect(pages.filter((page) => !page.startsWith(home))).toEqual([])

  const targets = new Set<string>()
  const outside: string[] = []
  for (const page of pages) {
    const path = sitePathOf(page)!
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    for (const address of addresses(await response.text())) {
      const target = sitePathOf(address)
      if (target === null) continue
      if (!target.startsWith(basePath)) outside.push(`${path}: ${address}`)
      else targets.add(target)
    }
  }
  expect(outside).toEqual([])

  const broken = [...(await statuses(request, targets))].filter(([, status]) => status !== 200)
  expect(broken).toEqual([])
})

test("robots.txt and the feed point under the base", async ({ request }) => {
  const robots = await (await request.get(href("/robots.txt"))).text()
  expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap-index.xml")}`)

  const feed = await (await request.get(href("/rss.xml"))).text()
  const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map(([, link]) => link!)
  expect(links.length).toBeGreaterThan(1)
  expect(links.filter((link) => !link.startsWith(home))).toEqual([])
  const feedStatuses = await statuses(
    request,
    links.map((link) => sitePathOf(link)!),
  )
  expect([...feedStatuses].filter(([, status]) => status !== 200)).toEqual([])
})

test("in a browser nothing is requested outside the base, and search finds and opens a post", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const requests: string[] = []
  const failures: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })

  // The first post's title: a word of it is what a visitor would type.
  const post = collection("blog").sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)))[0]!
  const word = post.data.title.split(/\s+/).find((w) => w.length >= 5) ?? post.data.title
  await page.goto(href("/"))
  await page.goto(href("/blog/"))
  await page.getByRole("searchbox").first().fill(word)
  // The island's results list (its label is a prop a buyer may translate: found by its id instead).
  const result = page.locator('ol[id$="-results"]').getByRole("link", { name: post.data.title }).first()
  await expect(result).toBeVisible()
  expect(await result.getAttribute("href")).toBe(href(`/blog/${post.id}/`))
  await result.click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.data.title)

  expect(requests.filter((url) => url.startsWith(origin) && !url.startsWith(`${origin}${basePath}`))).toEqual([])
  expect(failures).toEqual([])
})
