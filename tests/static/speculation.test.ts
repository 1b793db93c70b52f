/**
 * Which links the Speculation Rules (src/lib/speculation-rules.ts) select on every built page, worked
 * out as Chromium does: each rule's `where` evaluated on every <a href> of the page, with CSS
 * selectors for selector_matches and URLPattern (resolved against the page's address) for
 * href_matches. Prefetched: the site's pages; prerendered: the main calls to action; never: links
 * that leave, download, open a tab, sit in a form or point at files.
 *
 * That Chromium reads the rules the same way, prefetches on hover and uses the prefetch is
 * tests/e2e/navigation.spec.ts's; that every page carries the rules, tests/static/head.test.ts's.
 */
import { load, type CheerioAPI } from "cheerio"
import type { Element } from "domhandler"
import { describe, expect, test } from "vitest"

import { buttonClassName, type ButtonSize } from "#/components/ui/button.ts"
import { account } from "#/data/site.ts"
import { speculationRules } from "#/lib/speculation-rules.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { page, pages, Problems, type BuiltPage } from "./pages"

type Where = {
  and?: readonly Where[]
  or?: readonly Where[]
  not?: Where
  href_matches?: string | readonly string[]
  selector_matches?: string | readonly string[]
}

type Pattern = { test(input: string): boolean }
/** URLPattern is global from Node 24 on (the version the npm scripts run the suite with). */
const URLPatternOfNode = (globalThis as { URLPattern?: new (pattern: string, base: string) => Pattern }).URLPattern

const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T])

const patterns = new Map<string, Pattern>()
function urlPattern(pattern: string, base: string): Pattern {
  if (!URLPatternOfNode) throw new Error("no global URLPattern: run the static suite with Node 24 (npm run …)")
  const key = `${pattern} ${base}`
  let found = patterns.get(key)
  if (!found) patterns.set(key, (found = new URLPatternOfNode(pattern, base)))
  return found
}

/** Whether a rule's condition holds for a link of a page at `base`. */
function holds($: CheerioAPI, link: Element, where: Where, base: string): boolean {
  if (where.and) return where.and.every((part) => holds($, link, part, base))
  if (where.or) return where.or.some((part) => holds($, link, part, base))
  if (where.not) return !holds($, link, where.not, base)
  if (where.href_matches) {
    const url = new URL(link.attribs.href ?? "", base).href
    return list(where.href_matches).some((pattern) => urlPattern(pattern, base).test(url))
  }
  if (where.selector_matches) return list(where.selector_matches).some((selector) => $(link).is(selector))
  throw new Error(`unknown condition ${JSON.stringify(where)}`)
}

type Selected = { link: Element; url: URL; prefetch: boolean; prerender: boolean }

/** Every link of a document, with what the rules do with it. */
function selectedLinks($: CheerioAPI, base: string): Selected[] {
  const rules = speculationRules as unknown as Record<"prefetch" | "prerender", readonly { where: Where }[]>
  return $("a[href]")
    .toArray()
    .map((link) => ({
      link,
      url: new URL(link.attribs.href ?? "", base),
      prefetch: rules.prefetch.some((rule) => holds($, link, rule.where, base)),
      prerender: rules.prerender.some((rule) => holds($, link, rule.where, base)),
    }))
}

const selectedOn = new Map<string, Selected[]>()
const selectedOf = (built: BuiltPage) => {
  let found = selectedOn.get(built.path)
  if (!found) selectedOn.set(built.path, (found = selectedLinks(built.$, absoluteUrl(built.path))))
  return found
}

const describeLink = ($: CheerioAPI, link: Element) => $.html(link).slice(0, 120)

/** The classes every size of the primary button wears: its colours, the look the prerender rule asks for. */
const primaryLook = (["sm", "md", "lg", "icon"] as ButtonSize[])
  .map((size) => new Set(buttonClassName({ variant: "primary", size }).split(/\s+/)))
  .reduce((common, classes) => new Set([...common].filter((name) => classes.has(name))))
const drawnPrimary = (link: Element) => {
  const classes = new Set((link.attribs.class ?? "").split(/\s+/))
  return [...primaryLook].every((name) => classes.has(name))
}

describe("the speculation rules", () => {
  test("select a plain page link, prerender a marked one, and leave alone every kind of link that must not be fetched", () => {
    const home = page("/")
    // A copy of a page with the cases a page of the template may not have.
    const $ = load(home.html)
    const base = href("/")
    const cases = {
      plain: `<a href="${base}about/">plain</a>`,
      marked: `<a href="${base}pricing/" data-speculate="prerender">marked</a>`,
      download: `<a href="${base}brochure/" download>download</a>`,
      "new-tab": `<a href="${base}about/" target="_blank">new tab</a>`,
      "same-tab": `<a href="${base}about/" target="_SELF">same tab</a>`,
      nofollow: `<a href="${base}about/" rel="nofollow">nofollow</a>`,
      "external-rel": `<a href="${base}about/" rel="noopener external">external rel</a>`,
      "opted-out": `<a href="${base}about/" data-speculate="none">opted out</a>`,
      "other-site": `<a href="https://example.com/">other site</a>`,
      feed: `<a href="${base}rss.xml">feed</a>`,
      pdf: `<a href="${base}files/terms.pdf">pdf</a>`,
      image: `<a href="${base}images/photo.webp">image</a>`,
      "in-page": `<a href="#main">in page</a>`,
      "in-form": `<form action="${base}contact/"><a href="${base}terms/">in a form</a></form>`,
    }
    $("body").append(
      `<div hidden>${Object.entries(cases)
        .map(([id, html]) => html.replace(/<a /, `<a id="case-${id}" `))
        .join("")}</div>`,
    )
    const links = selectedLinks($, absoluteUrl("/"))
    const of = (id: keyof typeof cases) => {
      const found = links.find(({ link }) => link.attribs.id === `case-${id}`)
      return found && { prefetch: found.prefetch, prerender: found.prerender }
    }
    expect(of("plain")).toEqual({ prefetch: true, prerender: false })
    expect(of("marked")).toEqual({ prefetch: true, prerender: true })
    expect(of("same-tab")).toEqual({ prefetch: true, prerender: false })
    for (const id of Object.keys(cases).filter((id) => !["plain", "marked", "same-tab"].includes(id)))
      expect(of(id as keyof typeof cases), `#case-${id}`).toEqual({ prefetch: false, prerender: false })
  })

  test("on every page: no link that leaves, downloads, opens a tab, sits in a form or points at a file; the site's pages prefetched", () => {
    const problems = new Problems()
    for (const built of pages()) {
      const { $ } = built
      const origin = new URL(absoluteUrl(built.path)).origin
      const links = selectedOf(built)
      for (const { link, url, prefetch, prerender } of links) {
        const never =
          url.origin !== origin ||
          /\.(xml|pdf|png|jpe?g|webp|svg|webmanifest)$/.test(url.pathname) ||
          link.attribs.download !== undefined ||
          link.attribs.target === "_blank" ||
          /\b(nofollow|external)\b/.test(link.attribs.rel ?? "") ||
          $(link).closest("form").length > 0
        if (never && (prefetch || prerender)) problems.add(built, `${describeLink($, link)} is selected`)
      }
      const prefetched = links.filter((link) => link.prefetch).length
      if (prefetched <= 5) problems.add(built, `only ${prefetched} links prefetched`)
    }
    expect(problems.lines, "links the rules must leave alone").toEqual([])
  })

  test("on every page the links drawn as the primary button are prerendered, and no other unless marked", () => {
    const problems = new Problems()
    let primary = 0
    for (const built of pages()) {
      const { $ } = built
      for (const { link, prefetch, prerender } of selectedOf(built)) {
        const wanted = prefetch && (drawnPrimary(link) || link.attribs["data-speculate"] === "prerender")
        if (drawnPrimary(link) && prefetch) primary++
        if (prerender !== wanted)
          problems.add(built, `${describeLink($, link)} is ${prerender ? "" : "not "}prerendered`)
      }
    }
    expect(primary, "primary-button links to the site's pages").toBeGreaterThan(0)
    expect(problems.lines, "prerendered links").toEqual([])
  })

  test("on every page the header's login link, a ghost button, is prefetched, not prerendered", () => {
    const problems = new Problems()
    for (const built of pages()) {
      const header = built.$("header").first()
      // The page's language's login page: the same path under its prefix.
      const login = selectedOf(built).filter(
        ({ link, url }) => header.find(link).length > 0 && url.pathname.endsWith(account.login.href),
      )
      if (login.length === 0) problems.add(built, `no header link to ${account.login.href}`)
      for (const { prefetch, prerender } of login)
        if (!prefetch || prerender)
          problems.add(built, `the header's login link is ${prerender ? "prerendered" : "not prefetched"}`)
    }
    expect(problems.lines, "the header's login link").toEqual([])
  })

  test("the home page's main calls to action are prerendered", () => {
    needsRoutes("/")
    const home = page("/")
    const prerendered = selectedOf(home).filter(
      ({ link, prerender }) => prerender && home.$(link).closest("main").length,
    )
    expect(prerendered.length, "prerendered links in the home page's <main>").toBeGreaterThan(0)
  })

  test("the blog's tag chips share the primary colours but not its hover: prefetched, not prerendered", () => {
    needsRoutes("/blog/")
    const blog = page("/blog/")
    const tags = selectedOf(blog).filter(({ link }) => (link.attribs.href ?? "").startsWith(href("/blog/tag/")))
    expect(tags.length, "tag links on the blog").toBeGreaterThan(0)
    for (const { link, prefetch, prerender } of tags)
      expect({ prefetch, prerender }, link.attribs.href).toEqual({ prefetch: true, prerender: false })
  })
})
