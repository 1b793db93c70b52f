import { expect, test, type APIRequestContext } from "@playwright/test"

import { brand, site } from "#/config/site.ts"
import { unlocalizedPath } from "#/i18n/locales.ts"
import { brandMarkSvg, svgDataUrl } from "#/lib/art/brand-mark.ts"
import { themeColor } from "#/lib/theme-color.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { jsonLdOf, validateJsonLd } from "../support/schema-org"
import { builtRoutes, escapeRegExp } from "./helpers"
import { builtPages, collection, featuredKinds, pagesOf, samplePages, type PageKind } from "./site-content"

/** The page-specific structured data each route must carry (beyond Organization and WebSite). */
const expectedTypes: Record<string, readonly string[]> = {
  "/": ["FAQPage"],
  "/home/": ["FAQPage"],
  "/home-4/": ["FAQPage"],
  "/home-6/": ["FAQPage"],
  "/home-9/": ["FAQPage"],
  "/home-10/": ["FAQPage"],
  "/service/": ["FAQPage"],
  "/service-details/": ["FAQPage"],
  "/faq/": ["FAQPage"],
  "/faq-2/": ["FAQPage"],
  "/faq-3/": ["FAQPage"],
  "/faq-4/": ["FAQPage"],
  "/pricing/": ["Product", "FAQPage"],
  "/pricing-2/": ["Product"],
  "/blog-details/": ["BlogPosting"],
  "/career-details/": ["JobPosting"],
  post: ["BlogPosting"],
  job: ["JobPosting"],
  service: ["FAQPage"],
}

/** Every route, and one page of each kind the content adds. */
const checkedPages: { path: string; kind?: PageKind; canonical?: string }[] = [
  ...builtRoutes.map((route) => ({
    path: route.path,
    ...(featuredKinds[route.path] ? { kind: featuredKinds[route.path] } : {}),
    ...(route.canonical ? { canonical: route.canonical } : {}),
  })),
  ...samplePages(),
]

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1"), "a PNG signature").toBe("PNG")
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

/** The brand square every page draws as its favicon, in the theme colour. */
const faviconDataUrl = svgDataUrl(brandMarkSvg(brand.mark, themeColor()))

const meta = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1]

/** A PNG's size, fetched from its served address (an image's src is already under the base). */
async function fetchPng(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()["content-type"], url).toBe("image/png")
  return pngSize(await response.body())
}

test.describe("search and sharing tags", () => {
  for (const route of checkedPages) {
    test(`${route.path}: canonical, Open Graph, Twitter card, share image, icons, JSON-LD`, async ({ request }) => {
      const html = await (await request.get(href(route.path))).text()
      const found = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ""
      const featured = featuredKinds[route.path]
      // A featured details page names its item's own page; every other page names itself (or what it duplicates).
      const canonical = featured
        ? absoluteUrl(pagesOf(featured).find((path) => found === absoluteUrl(path)) ?? "/none/")
        : absoluteUrl(route.canonical ?? route.path)
      expect(found, "canonical").toBe(canonical)

      const title = meta(html, "property", "og:title")
      expect(title, "og:title").toBeTruthy()
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], "<title> starts with og:title").toContain(title!)
      expect(meta(html, "property", "og:description")).toBe(meta(html, "name", "description"))
      expect(meta(html, "property", "og:url")).toBe(canonical)
      const article = route.kind === "post" || featured === "post"
      expect(meta(html, "property", "og:type")).toBe(article ? "article" : "website")
      if (article) expect(meta(html, "property", "article:published_time")).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(meta(html, "property", "og:site_name")).toBe(site.name)
      expect(meta(html, "name", "twitter:card")).toBe("summary_large_image")
      expect(meta(html, "name", "twitter:title")).toBe(title)

      // The share image: absolute, on the site's origin, a real 1200×630 PNG on this build.
      const image = meta(html, "property", "og:image")!
      expect(image, "og:image").toMatch(new RegExp(`^${escapeRegExp(absoluteUrl("/og/"))}[\\w/-]+\\.png$`))
      expect(meta(html, "name", "twitter:image")).toBe(image)
      expect(meta(html, "property", "og:image:alt")).toContain(title!)
      expect(await fetchPng(request, new URL(image).pathname)).toEqual({ width: 1200, height: 630 })
      expect(meta(html, "property", "og:image:width")).toBe("1200")
      expect(meta(html, "property", "og:image:height")).toBe("630")
      expect(html, "no build-only meta reaches the page").not.toMatch(/<meta name="(share-card|lastmod)"/)

      // The favicon is drawn in the page: Chrome would fetch a linked one beside the first picture.
      expect(html).toContain(`<link rel="icon" href="${faviconDataUrl}" type="image/svg+xml">`)
      expect(html, "no manifest fetched with the first requests").not.toContain('rel="manifest"')

      const documents = jsonLdOf(html)
      expect(documents, "one JSON-LD graph").toHaveLength(1)
      expect(validateJsonLd(documents[0]), "valid schema.org").toEqual([])
      const types = (documents[0] as { "@graph": { "@type": string }[] })["@graph"].map((node) => node["@type"])
      const banner = html.includes('aria-label="Breadcrumb"')
      expect(types).toEqual(
        expect.arrayContaining([
          "Organization",
          "WebSite",
          ...(banner ? ["BreadcrumbList"] : []),
          ...(expectedTypes[route.path] ?? (route.kind ? expectedTypes[route.kind] : undefined) ?? []),
        ]),
      )
      if (!banner) expect(types, "no breadcrumb without a banner").not.toContain("BreadcrumbList")
    })
  }

  test("share images are per page: each home variant has its own", async ({ request }) => {
    const homes = builtRoutes.filter((r) => r.group === "home" && !r.canonical)
    const bodies = new Map<string, string>()
    for (const route of homes) {
      const html = await (await request.get(href(route.path))).text()
      const image = new URL(meta(html, "property", "og:image")!).pathname
      const body = (await (await request.get(image)).body()).toString("base64")
      expect([...bodies.values()], `${route.path}'s image is not another page's`).not.toContain(body)
      bodies.set(route.path, body)
    }
    expect(bodies.size).toBe(homes.length)
  })
})

test.describe("crawling files", () => {
  test("robots.txt allows crawling and names the sitemap index", async ({ request }) => {
    const response = await request.get(href("/robots.txt"))
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toContain("text/plain")
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).not.toMatch(/^Disallow: \/$/m)
    expect(text).toContain(`Sitemap: ${absoluteUrl("/sitemap-index.xml")}`)
  })

  test("the sitemap lists every built page but duplicates and the 404 pages, with content dates", async ({
    request,
  }) => {
    const index = await (await request.get(href("/sitemap-index.xml"))).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(sitemaps.length).toBeGreaterThan(0)
    const urls = new Map<string, string | undefined>()
    for (const path of sitemaps) {
      const xml = await (await request.get(path)).text()
      for (const [, url = "", lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g))
        urls.set(url, lastmod)
    }
    const duplicates = new Set(builtRoutes.filter((r) => "canonical" in r || "featured" in r).map((r) => r.path))
    // In every language: /de/404/ and /de/service-details/ are left out as /404 and /service-details/ are.
    const expected = builtPages()
      .filter((path) => unlocalizedPath(path) !== "/404" && !duplicates.has(unlocalizedPath(path)))
      .map((path) => absoluteUrl(path))
    expect([...urls.keys()].sort()).toEqual(expected.sort())
    // A post's lastmod is when it last changed; a blog list's is its newest post's.
    const posts = collection("blog")
    for (const post of posts) {
      const date = (post.data.updated ?? post.data.date) as Date
      expect(urls.get(absoluteUrl(`/blog/${post.id}/`)), post.id).toBe(date.toISOString())
    }
    const newest = Math.max(...posts.map((post) => ((post.data.updated ?? post.data.date) as Date).valueOf()))
    expect(urls.get(absoluteUrl("/blog/"))).toBe(new Date(newest).toISOString())
  })

  test("the pages' icons: the brand square as SVG, inline and as a file, and 32 and 180 px PNGs", async ({
    request,
  }) => {
    const svg = await request.get(href("/icons/favicon.svg"))
    expect(svg.headers()["content-type"]).toContain("image/svg+xml")
    const file = await svg.text()
    expect(file).toContain(themeColor())
    // The pages' data: URL is the same drawing, in the brand colour.
    expect(decodeURIComponent(faviconDataUrl.slice(faviconDataUrl.indexOf(",") + 1))).toBe(file.replaceAll('"', "'"))
    expect(await fetchPng(request, href("/icons/icon-32.png"))).toEqual({ width: 32, height: 32 })
    expect(await fetchPng(request, href("/icons/icon-180.png"))).toEqual({ width: 180, height: 180 })
  })

  test("the RSS feed is valid XML with the posts, and the blog pages link it", async ({ page, request }) => {
    const response = await request.get(href("/rss.xml"))
    expect(response.status()).toBe(200)
    const xml = await response.text()
    await page.goto(href("/blog/"))
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml")
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          date: item.querySelector("pubDate")?.textContent,
        })),
      }
    }, xml)
    expect(feed.error).toBeNull()
    expect(feed.title).toBeTruthy()
    // Every published post, newest first, each linking to its own page with its date.
    const posts = collection("blog").sort((a, b) => (b.data.date as Date).valueOf() - (a.data.date as Date).valueOf())
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.data.title))
    for (const [index, item] of feed.items.entries()) {
      const post = posts[index]!
      expect(item.link).toBe(absoluteUrl(`/blog/${post.id}/`))
      expect(new Date(item.date ?? "").valueOf()).toBe((post.data.date as Date).valueOf())
    }
    for (const path of ["/blog/", "/blog-details/", pagesOf("post")[0]!]) {
      await page.goto(href(path))
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        href("/rss.xml"),
      )
    }
  })
})
