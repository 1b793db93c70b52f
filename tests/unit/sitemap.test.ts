import { describe, expect, test } from "vitest"

import { site } from "@/data/site"
import { routes } from "@/lib/routes"
import { canonicalPath, inSitemap, shareImagePath, sitemapPaths } from "@/lib/seo"

describe("sitemap", () => {
  test("lists every route of lib/routes.ts but the /home/ duplicate and the 404 page", () => {
    const expected = routes.map((r) => r.path).filter((path) => path !== "/home/" && path !== "/404")
    expect(sitemapPaths).toEqual(expected)
  })

  test("uses the directory form of the URLs (trailing slash)", () => {
    for (const path of sitemapPaths) expect(path, path).toMatch(/\/$/)
  })

  test("the @astrojs/sitemap filter keeps exactly those pages", () => {
    expect(inSitemap(`${site.url}/`)).toBe(true)
    expect(inSitemap(`${site.url}/faq-2/`)).toBe(true)
    expect(inSitemap(`${site.url}/blog/3/`)).toBe(true)
    expect(inSitemap(`${site.url}/home/`)).toBe(false)
    expect(inSitemap(`${site.url}/404/`)).toBe(false)
    expect(inSitemap(`${site.url}/404`)).toBe(false)
    expect(inSitemap(`${site.url}/faq-2`)).toBe(false)
    expect(inSitemap(`${site.url}/not-a-route/`)).toBe(false)
  })
})

describe("canonical URLs and share images", () => {
  test("/home/ names / canonical; other routes name themselves", () => {
    expect(canonicalPath("/home/")).toBe("/")
    expect(canonicalPath("/pricing/")).toBe("/pricing/")
  })

  test("one share image per canonical page, with a .png extension", () => {
    expect(shareImagePath("/")).toBe("/og/index.png")
    expect(shareImagePath("/home/")).toBe("/og/index.png")
    expect(shareImagePath("/home-2/")).toBe("/og/home-2.png")
    expect(shareImagePath("/blog/2/")).toBe("/og/blog/2.png")
    expect(shareImagePath("/404")).toBe("/og/404.png")
    const images = routes.filter((r) => !("canonical" in r)).map((r) => shareImagePath(r.path))
    expect(new Set(images).size).toBe(images.length)
  })
})
