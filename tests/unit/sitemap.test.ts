import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

import type { AstroIntegration } from "astro"
import { describe, expect, test } from "vitest"

import config from "../../astro.config"

import { blogAuthors, blogCategories, blogTags } from "#/data/blog-taxonomy.ts"
import { site } from "#/config/site.ts"
import { listPageHref, slugify } from "#/lib/content/format.ts"
import { routes } from "#/lib/routes.ts"
import { pageRecords, recordPage } from "#/lib/build-manifest.ts"
import { canonicalPath, inSitemap, shareImagePath, unlistedPaths } from "#/lib/seo.ts"

import { contentFiles, entryId, type CollectionName } from "./fixtures/content"

const url = (path: string) => `${site.url}${path}`

/** Every item page the collections build, from the files (content-entries.test.ts reports shared slugs). */
const itemPaths = (["blog", "projects", "jobs", "services"] as const satisfies CollectionName[]).flatMap(
  (collection) => {
    const base = { blog: "/blog/", projects: "/portfolio/", jobs: "/career/", services: "/service/" }[collection]
    return [...new Set(contentFiles(collection).map((entry) => `${base}${entryId(entry)}/`))]
  },
)

describe("sitemap", () => {
  test("leaves out the duplicates (canonical elsewhere), the featured item pages and the 404 page", () => {
    const expected = routes
      .filter((route) => "canonical" in route || "featured" in route || route.path === "/404")
      .map((route) => route.path)
    expect([...unlistedPaths].sort()).toEqual(expected.sort())
    expect(unlistedPaths).toContain("/home/")
    expect(unlistedPaths).toContain("/404")
  })

  test("the four featured details pages stay out: each shows an item that has its own page", () => {
    const featured = routes.filter((route) => "featured" in route).map((route) => route.path)
    expect(featured.sort()).toEqual(["/blog-details/", "/career-details/", "/portfolio-details/", "/service-details/"])
    for (const path of featured) expect(inSitemap(url(path)), path).toBe(false)
  })

  test("every other route is in, in directory form", () => {
    for (const route of routes) {
      if (unlistedPaths.includes(route.path)) continue
      expect(route.path, route.path).toMatch(/\/$/)
      expect(inSitemap(url(route.path)), route.path).toBe(true)
    }
  })

  test("/home/ and the 404 page are out, with or without the slash", () => {
    expect(inSitemap(url("/home/"))).toBe(false)
    expect(inSitemap(url("/404"))).toBe(false)
    expect(inSitemap(url("/404/"))).toBe(false)
  })

  test("every item page of the collections is in", () => {
    for (const path of itemPaths) expect(inSitemap(url(path)), path).toBe(true)
  })

  test("the blog's later pages and its category, tag and author pages are in", () => {
    expect(inSitemap(url(listPageHref("/blog/", 2)))).toBe(true)
    for (const name of Object.keys(blogCategories)) {
      const base = `/blog/category/${slugify(name)}/`
      expect(inSitemap(url(base)), base).toBe(true)
      expect(inSitemap(url(listPageHref(base, 2))), base).toBe(true)
    }
    for (const name of blogTags) expect(inSitemap(url(`/blog/tag/${slugify(name)}/`)), name).toBe(true)
    for (const id of Object.keys(blogAuthors)) expect(inSitemap(url(`/blog/author/${id}/`)), id).toBe(true)
  })

  test("a URL without the trailing slash (a redirect or a file) is not a page of the sitemap", () => {
    expect(inSitemap(url("/faq-2"))).toBe(false)
    expect(inSitemap(url("/rss.xml"))).toBe(false)
    expect(inSitemap(url("/blog/some-post"))).toBe(false)
  })
})

test("the content date a page records while it renders is its <lastmod> in the sitemap", async () => {
  const card = { brand: "Lumora Studio", mark: "spark", accent: "agency" }
  recordPage("/blog/a-post/", {
    shareCard: { ...card, title: "A post", image: "/og/blog/a-post.png" },
    lastmod: "2025-03-04T00:00:00.000Z",
  })
  recordPage("/about/", { shareCard: { ...card, title: "About", image: "/og/about.png" } })
  const sitemap = config.integrations?.find(
    (integration) => integration && "name" in integration && integration.name === "@astrojs/sitemap",
  )
  const hooks = (sitemap as AstroIntegration).hooks as Required<AstroIntegration["hooks"]>
  await hooks["astro:config:done"]({
    config: { site: config.site, base: config.base, trailingSlash: "always", build: { format: "directory" } },
  } as never)
  await hooks["astro:routes:resolved"]({ routes: [] } as never)
  const dist = mkdtempSync(join(tmpdir(), "sitemap-"))
  try {
    await hooks["astro:build:done"]({
      dir: pathToFileURL(`${dist}/`),
      pages: [{ pathname: "blog/a-post/" }, { pathname: "about/" }],
      logger: { info: () => {}, warn: (line: string) => expect.fail(line) },
    } as never)
    const xml = readFileSync(join(dist, "sitemap-0.xml"), "utf8")
    expect(xml).toContain(`<loc>${url("/blog/a-post/")}</loc><lastmod>2025-03-04T00:00:00.000Z</lastmod>`)
    expect(xml).toContain(`<loc>${url("/about/")}</loc></url>`)
  } finally {
    rmSync(dist, { recursive: true, force: true })
    pageRecords().clear()
  }
})

describe("canonical URLs and share images", () => {
  test("/home/ names / canonical; other routes name themselves", () => {
    expect(canonicalPath("/home/")).toBe("/")
    expect(canonicalPath("/pricing/")).toBe("/pricing/")
    expect(canonicalPath("/blog/some-post/")).toBe("/blog/some-post/")
  })

  test("one share image per canonical page, with a .png extension", () => {
    expect(shareImagePath("/")).toBe("/og/index.png")
    expect(shareImagePath("/home/")).toBe("/og/index.png")
    expect(shareImagePath("/home-2/")).toBe("/og/home-2.png")
    expect(shareImagePath("/blog/2/")).toBe("/og/blog/2.png")
    expect(shareImagePath("/404")).toBe("/og/404.png")
    const images = [...routes.filter((r) => !("canonical" in r)).map((r) => r.path), ...itemPaths].map(shareImagePath)
    expect(new Set(images).size).toBe(images.length)
  })
})
