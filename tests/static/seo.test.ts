/**
 * What search engines and link previews read in every page's head: the canonical address, Open
 * Graph and the Twitter card, the share image (a file of the build), the inline favicon and one
 * JSON-LD graph of valid schema.org with the page's own types. Then the 404 pages' copy, and the
 * duplicate routes, which show the page they name canonical.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, test } from "vitest"

import { brand, site } from "#/config/site.ts"
import { localePath } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { brandMarkSvg, svgDataUrl } from "#/lib/art/brand-mark.ts"
import { findRoute, routes } from "#/lib/routes.ts"
import { themeColor } from "#/lib/theme-color.ts"
import { absoluteUrl, href, sitePath } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { jsonLdOf, validateJsonLd } from "../support/schema-org"
import { featuredKinds, pageKinds, type PageKind } from "../support/site-content"
import { dist, hasPage, internalTarget, page, pages, Problems, text, type BuiltPage } from "./pages"

/** The page-specific structured data each route must carry (beyond Organization and WebSite), in every language. */
/**
 * The types each kind of item page declares (a featured details route is its kind's page). Which
 * routes declare an FAQ or a product is the sample's copy: tests/static/demo-content.test.ts.
 */
const typesOfKind: Partial<Record<PageKind, readonly string[]>> = {
  post: ["BlogPosting"],
  job: ["JobPosting"],
  service: ["FAQPage"],
}

/** The kind of content page a path is (a post, a job, a tag list…), in its English form; none for a route. */
const kindOf = (page: BuiltPage) =>
  (Object.keys(pageKinds) as PageKind[]).find((kind) => pageKinds[kind].test(page.english))

/** A meta tag's content, by its name or property. */
const meta = (page: BuiltPage, attribute: "name" | "property", key: string) =>
  page.$(`head meta[${attribute}="${key}"]`).attr("content")

/**
 * The address a page must name canonical, given the one it names: a featured details page its
 * item's own page (any of that kind in its language), a duplicate route the page it copies, every
 * other page itself.
 */
function expectedCanonical(page: BuiltPage, found: string): string {
  const featured = featuredKinds[page.english]
  if (featured) {
    const item = pages().find(
      (other) =>
        other.locale === page.locale && pageKinds[featured].test(other.english) && absoluteUrl(other.path) === found,
    )
    return item ? found : `a ${featured} page in ${page.locale}`
  }
  const duplicates = findRoute(page.english)?.canonical
  return absoluteUrl(duplicates ? localePath(page.locale, duplicates) : page.path)
}

/** Width and height of a PNG of the build, from its IHDR chunk; null when there is no such PNG file. */
function pngSize(file: string): { width: number; height: number } | null {
  if (!existsSync(file)) return null
  const head = readFileSync(file).subarray(0, 24)
  if (head.subarray(1, 4).toString("latin1") !== "PNG") return null
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
}

/** The file of the build a full address on the site's origin names. */
const fileOf = (url: string) => join(dist, decodeURIComponent(sitePath(new URL(url).pathname)))

/** A page of the build, if it has one at this path. */
const pageAt = (path: string) => (hasPage(path) ? page(path) : undefined)

/** The brand square every page draws as its favicon, in the theme colour. */
const faviconDataUrl = svgDataUrl(brandMarkSvg(brand.mark, themeColor()))

describe("search and sharing tags, on every page", () => {
  test("each page names its canonical address, and og:url is that address", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const links = page.$('head link[rel="canonical"]')
      const found = links.attr("href") ?? ""
      const canonical = expectedCanonical(page, found)
      if (links.length !== 1) problems.add(page, `${links.length} canonical links`)
      else if (found !== canonical) problems.add(page, `canonical ${found}, expected ${canonical}`)
      const url = meta(page, "property", "og:url")
      if (url !== found) problems.add(page, `og:url ${url} is not its canonical address ${found}`)
    }
    expect(problems.lines, "canonical address").toEqual([])
  })

  test("each page gives its title and description to Open Graph and the Twitter card", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const title = meta(page, "property", "og:title")
      if (!title) problems.add(page, "no og:title")
      else if (!page.$("head title").text().includes(title))
        problems.add(page, `<title> "${page.$("head title").text()}" does not hold og:title "${title}"`)
      const description = meta(page, "name", "description")
      if (!description) problems.add(page, "no meta description")
      if (meta(page, "property", "og:description") !== description)
        problems.add(page, `og:description "${meta(page, "property", "og:description")}" is not the description`)
      // The brand the page shows: the studio's, or on a product home its product's (tests/static/homes.test.ts).
      const siteName = meta(page, "property", "og:site_name") ?? ""
      const studio = page.$("html").attr("data-brand") === brand.accent
      if (studio ? siteName !== site.name : !siteName)
        problems.add(page, `og:site_name "${siteName}", expected "${studio ? site.name : "the product's name"}"`)
      if (!page.$("head title").text().endsWith(` | ${siteName}`))
        problems.add(page, `<title> "${page.$("head title").text()}" does not end in og:site_name "${siteName}"`)
      if (meta(page, "name", "twitter:card") !== "summary_large_image")
        problems.add(page, `twitter:card "${meta(page, "name", "twitter:card")}"`)
      if (meta(page, "name", "twitter:title") !== title)
        problems.add(page, `twitter:title "${meta(page, "name", "twitter:title")}" is not og:title`)
    }
    expect(problems.lines, "Open Graph and Twitter card").toEqual([])
  })

  test("a post (or the featured post's page) is an article with its publication time; every other page a website", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const article = kindOf(page) === "post" || featuredKinds[page.english] === "post"
      const type = meta(page, "property", "og:type")
      if (type !== (article ? "article" : "website")) problems.add(page, `og:type "${type}"`)
      const published = meta(page, "property", "article:published_time")
      if (article && !/^\d{4}-\d\d-\d\dT/.test(published ?? ""))
        problems.add(page, `article:published_time "${published}" is no ISO date and time`)
    }
    expect(problems.lines, "og:type").toEqual([])
  })

  test("each page's share image is a 1200×630 PNG of the build, on the site's origin, described by its title", () => {
    const problems = new Problems()
    const folder = absoluteUrl("/og/")
    for (const page of pages()) {
      const image = meta(page, "property", "og:image") ?? ""
      const title = meta(page, "property", "og:title") ?? ""
      if (!image.startsWith(folder) || !/^[\w/-]+\.png$/.test(image.slice(folder.length))) {
        problems.add(page, `og:image "${image}" is not a PNG under ${folder}`)
        continue
      }
      const size = pngSize(fileOf(image))
      if (!size) problems.add(page, `og:image ${image} is no PNG file of the build`)
      else if (size.width !== 1200 || size.height !== 630)
        problems.add(page, `og:image ${image} is ${size.width}×${size.height}, not 1200×630`)
      if (meta(page, "name", "twitter:image") !== image) problems.add(page, "twitter:image is not og:image")
      if (!meta(page, "property", "og:image:alt")?.includes(title))
        problems.add(page, `og:image:alt "${meta(page, "property", "og:image:alt")}" does not name the title`)
      if (meta(page, "property", "og:image:width") !== "1200" || meta(page, "property", "og:image:height") !== "630")
        problems.add(page, "og:image:width and og:image:height are not 1200 and 630")
    }
    expect(problems.lines, "share image").toEqual([])
  })

  test("each page draws its favicon inline, and asks for no manifest with its first requests", () => {
    const problems = new Problems()
    for (const page of pages()) {
      // Drawn in the page: Chrome would fetch a linked icon beside the first picture.
      const icons = page.$('head link[rel="icon"][type="image/svg+xml"]')
      if (icons.attr("href") !== faviconDataUrl) problems.add(page, "the SVG favicon is not the brand square, inline")
      if (page.$('link[rel~="manifest"]').length > 0) problems.add(page, "links a manifest")
      for (const link of page.$('head link[rel~="icon"][type="image/png"], head link[rel="apple-touch-icon"]')) {
        const icon = page.$(link).attr("href") ?? ""
        const size = pngSize(join(dist, decodeURIComponent(sitePath(icon))))
        const [width, height] = (page.$(link).attr("sizes") ?? "").split("x").map(Number)
        if (!size) problems.add(page, `its icon ${icon} is no PNG file of the build`)
        else if (width && (size.width !== width || size.height !== height))
          problems.add(page, `its icon ${icon} is ${size.width}×${size.height}, not ${width}×${height}`)
      }
    }
    expect(problems.lines, "favicon and manifest").toEqual([])
  })

  test("the icon files: the brand square as SVG, the inline favicon's drawing, and 32 and 180 px PNGs", () => {
    const svg = readFileSync(join(dist, "icons/favicon.svg"), "utf8")
    expect(svg, "icons/favicon.svg is in the theme colour").toContain(themeColor())
    const drawing = decodeURIComponent(faviconDataUrl.slice(faviconDataUrl.indexOf(",") + 1))
    expect(drawing, "the pages' data: URL draws icons/favicon.svg").toBe(svg.replaceAll('"', "'"))
    expect(pngSize(join(dist, "icons/icon-32.png")), "icons/icon-32.png").toEqual({ width: 32, height: 32 })
    expect(pngSize(join(dist, "icons/icon-180.png")), "icons/icon-180.png").toEqual({ width: 180, height: 180 })
  })

  test("no build-only meta (share-card, lastmod) reaches a page", () => {
    const problems = new Problems()
    for (const page of pages())
      for (const name of ["share-card", "lastmod"])
        if (page.$(`meta[name="${name}"]`).length > 0) problems.add(page, `keeps <meta name="${name}">`)
    expect(problems.lines, "build-only meta").toEqual([])
  })

  test("each page has one JSON-LD graph, valid schema.org", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const documents = jsonLdOf(page.html)
      if (documents.length !== 1) problems.add(page, `${documents.length} JSON-LD documents`)
      for (const error of documents.flatMap((document) => validateJsonLd(document))) problems.add(page, error)
    }
    expect(problems.lines, "JSON-LD").toEqual([])
  })

  test("each graph has the organization, the site, the breadcrumb the page shows and the page's own types", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const [document] = jsonLdOf(page.html) as { "@graph"?: { "@type": string }[] }[]
      const types = (document?.["@graph"] ?? []).map((node) => node["@type"])
      const itemKind = kindOf(page) ?? featuredKinds[page.english]
      const banner = page.$(`nav[aria-label="${ui(page.locale).breadcrumb.label}"]`).length > 0
      const expected = [
        "Organization",
        "WebSite",
        ...(banner ? ["BreadcrumbList"] : []),
        ...(itemKind ? (typesOfKind[itemKind] ?? []) : []),
      ]
      const missing = expected.filter((type) => !types.includes(type))
      if (missing.length > 0) problems.add(page, `no ${missing.join(", ")} in its graph (${types.join(", ")})`)
      if (!banner && types.includes("BreadcrumbList")) problems.add(page, "a BreadcrumbList without a breadcrumb")
    }
    expect(problems.lines, "JSON-LD types").toEqual([])
  })

  test("share images are per page: only pages that name the same canonical address share one", () => {
    const problems = new Problems()
    // By the image's bytes, not its address: two cards drawn alike would look the same in a preview.
    const owners = new Map<string, { page: BuiltPage; canonical: string }>()
    for (const page of pages()) {
      const image = meta(page, "property", "og:image")
      const canonical = page.$('link[rel="canonical"]').attr("href") ?? page.path
      if (!image || !pngSize(fileOf(image))) continue
      const digest = createHash("sha256")
        .update(readFileSync(fileOf(image)))
        .digest("hex")
      const owner = owners.get(digest)
      if (owner && owner.canonical !== canonical) problems.add(page, `has the share image of ${owner.page.path}`)
      owners.set(digest, owner ?? { page, canonical })
    }
    expect(problems.lines, "share images").toEqual([])
  })
})

describe("the 404 pages and duplicate routes", () => {
  test("each 404 page has its language's heading and text, and its way home leads to a page of the build", () => {
    needsRoutes("/404")
    const problems = new Problems()
    const notFound = pages().filter((page) => page.english === "/404")
    expect(notFound.length, "404 pages").toBeGreaterThan(0)
    for (const page of notFound) {
      const { title, text: message, cta } = sectionsOf(pageIn("404", page.locale), "not-found")[0]!
      const h1 = text(page.$("h1").text())
      if (h1 !== title) problems.add(page, `<h1> "${h1}", expected "${title}"`)
      if (!page.$("main p").filter((_, p) => text(page.$(p).text()) === message).length)
        problems.add(page, `no paragraph "${message}"`)
      const link = page.$("main a").filter((_, a) => text(page.$(a).text()) === cta.label)
      const target = localePath(page.locale, cta.href)
      if (link.length === 0) problems.add(page, `no link "${cta.label}"`)
      else if (link.attr("href") !== href(target))
        problems.add(page, `"${cta.label}" leads to ${link.attr("href")}, expected ${href(target)}`)
      else if (!hasPage(internalTarget(link.attr("href") ?? "", page)?.path ?? ""))
        problems.add(page, `"${cta.label}" leads to ${target}, which the build does not have`)
    }
    expect(problems.lines, "404 pages").toEqual([])
  })

  test("a duplicate route (/home/) shows the page it names canonical", () => {
    const problems = new Problems()
    for (const route of routes) {
      if (!route.canonical) continue
      const duplicates = pages().filter((page) => page.english === route.path)
      for (const page of duplicates) {
        const original = localePath(page.locale, route.canonical)
        const [shown, expected] = [text(page.$("h1").text()), text(pageAt(original)?.$("h1").text())]
        if (!shown || shown !== expected) problems.add(page, `<h1> "${shown}", where ${original} has "${expected}"`)
        const canonical = page.$('link[rel="canonical"]').attr("href")
        if (canonical !== absoluteUrl(original)) problems.add(page, `canonical ${canonical}, expected ${original}`)
      }
    }
    expect(problems.lines, "duplicate routes").toEqual([])
  })
})
