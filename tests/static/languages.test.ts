/**
 * The site in other languages, read from the build: every page in its language and direction, no
 * English left in a translated page (shell words, form words, sentences of the English page), the
 * anti-spam label in the page's language, reciprocal hreflang alternates and canonical addresses,
 * the sitemap's versions, the language control only where there is another language, links to
 * English-only pages marked hreflang="en", and the header menu's groups in every language. Words
 * and pages come from src/i18n/, src/lib/routes.ts and the collections, not from the sample copy.
 * What needs a browser (axe, overflow, the control's clicks, right-to-left layout, the "English"
 * marker's drawing, search) stays in tests/e2e/i18n.spec.ts and tests/e2e/header-menu.spec.ts.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { load, type CheerioAPI } from "cheerio"
import { isTag, isText, type AnyNode, type Element } from "domhandler"
import { describe, expect, test } from "vitest"

import { isGroup, type MenuGroup, type MenuLink } from "#/components/layout/menu-types.ts"
import {
  alternates,
  defaultLocale,
  isLocalizedPath,
  localeCodes,
  localeOfPath,
  localePath,
  locales,
  pageLocales,
  type Locale,
} from "#/i18n/locales.ts"
import { englishUi, ui } from "#/i18n/ui.ts"
import { honeypotField } from "#/lib/forms.ts"
import { findRoute } from "#/lib/routes.ts"
import { inSitemap } from "#/lib/seo.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { collection, featuredKinds, featuredOf, pageKinds } from "../support/site-content"
import { dist, hasPage, internalTarget, page, pages, Problems, text, type BuiltPage } from "./pages"

/** The pages in another language than English: every page under a language prefix, items included. */
const translated = () => pages().filter((built) => built.locale !== defaultLocale)

/** Every version of every page that exists in more than one language, English included. */
const versioned = () => pages().filter((built) => isLocalizedPath(built.english))

/** Every string a dictionary holds, addresses and templates aside. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return /^(?:\/|https?:|mailto:|tel:)|\{/.test(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === "object") return Object.values(value).flatMap(strings)
  return []
}

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A word or phrase standing on its own: a word inside a compound ("Shopify-Theme") is the language's own. */
const standalone = (words: string) => new RegExp(`(^|[^\\p{L}-])${escape(words)}([^\\p{L}-]|$)`, "u")

/**
 * The English shell words a page in `locale` must not show: every string of the English dictionary
 * that the locale's own dictionary does not also use (names such as "Blog" or "FAQ" are the same in
 * German), each with the pattern that finds it.
 */
function englishWords(locale: Locale): { word: string; pattern: RegExp }[] {
  const own = new Set(strings(ui(locale)))
  return [...new Set(strings(englishUi))]
    .filter((word) => word.length >= 4 && !own.has(word))
    .map((word) => ({ word, pattern: standalone(word) }))
}

/**
 * The text nodes under `nodes` and the elements they sit in, in document order, as the DOM has them:
 * a <template>'s content is not part of the document, and what `skip` matches is left out whole.
 */
function walk(nodes: readonly AnyNode[], skip: (element: Element) => boolean, texts: string[], elements: Element[]) {
  for (const node of nodes) {
    if (isText(node)) texts.push(node.data)
    else if (isTag(node) && node.name !== "template" && !skip(node)) {
      elements.push(node)
      walk(node.children, skip, texts, elements)
    }
  }
}

const markedEnglish = (element: Element) => element.attribs.lang === "en"

/** An element's text as the DOM's textContent gives it, white space collapsed, leaving out what `skip` matches. */
function textContent(element: Element, skip: (element: Element) => boolean = () => false): string {
  const texts: string[] = []
  walk(element.children, skip, texts, [])
  return texts.join("").replace(/\s+/g, " ")
}

/**
 * The text of the page's shell and forms (header, menus, mobile panel, footer, breadcrumb, forms,
 * dialogs, status lines) as a person or a screen reader meets it: visible and hidden text, accessible
 * names, alt text, placeholders. What is marked English on purpose (lang="en": a link to a page
 * that exists only in English, its marker, a name) is left out, and so are scripts and styles.
 */
function shellText($: CheerioAPI): string {
  const skip = (element: Element) => markedEnglish(element) || element.name === "script" || element.name === "style"
  const parts = $("header, footer, nav, form, dialog, [role=status]")
    .toArray()
    .map((part) => {
      // Text node by text node: a label's text and the next field's must not run into one word.
      const texts: string[] = []
      const elements: Element[] = []
      walk(part.children, skip, texts, elements)
      const names = elements.flatMap((element) =>
        ["aria-label", "alt", "placeholder", "title"].map((name) => element.attribs[name] ?? ""),
      )
      return [part.attribs["aria-label"] ?? "", ...texts, ...names].join("\n")
    })
  return parts.join("\n").replace(/\s+/g, " ")
}

const functionWord = /\b(the|and|of|to|for|with|your|you|we|our|is|are|in|on)\b/i
const sentencesOfEnglish = new Map<string, string[]>()

/**
 * The sentences of an English page's <main>: the text of every paragraph, heading, list item, label
 * and button with four words or more and an English function word (so an address or a product name
 * is not taken for copy), outside what is marked lang="en".
 */
function englishSentences(english: BuiltPage): string[] {
  let found = sentencesOfEnglish.get(english.path)
  if (!found) {
    const { $ } = english
    found = [
      ...new Set(
        $("main :is(p, h1, h2, h3, h4, li, dt, dd, summary, label, button)")
          .toArray()
          // Marked English inside <main>: the whole English page is lang="en", from its <html> down.
          .filter((element) => $(element).parentsUntil("main").addBack().filter('[lang="en"]').length === 0)
          .map((element) => textContent(element).trim())
          .filter((sentence) => sentence.split(" ").length >= 4 && functionWord.test(sentence)),
      ),
    ]
    sentencesOfEnglish.set(english.path, found)
  }
  return found
}

/** An element's accessible name as the markup gives it: aria-label, or its text outside aria-hidden parts. */
function nameOf(element: Element): string {
  return text(element.attribs["aria-label"] ?? textContent(element, (inner) => inner.attribs["aria-hidden"] === "true"))
}

/** The language control: its button (desktop header) and its list's <nav> (mobile panel), by their names. */
function languageControls($: CheerioAPI, label: string): Element[] {
  return $("button, nav")
    .toArray()
    .filter((element) => nameOf(element).includes(label))
}

/** The first plain link of a menu group, however deep its columns go. */
function firstMenuLink(group: MenuGroup): MenuLink {
  for (const child of group.children) return isGroup(child) ? firstMenuLink(child) : child
  throw new Error(`${group.label} has no links`)
}

/** The collection of the kind of item a featured route shows (/service-details/: a service). */
const featuredCollections = { post: "blog", project: "projects", job: "jobs", service: "services" } as const
type FeaturedKind = keyof typeof featuredCollections

function featuredKind(path: string): FeaturedKind | undefined {
  const kind = featuredKinds[path]
  return kind && kind in featuredCollections ? (kind as FeaturedKind) : undefined
}

describe("every page is in its language", () => {
  test("<html> has the lang and dir of the page's language (src/i18n/languages.ts)", () => {
    const problems = new Problems()
    for (const built of pages()) {
      const { lang, dir } = locales[built.locale]
      const html = built.$("html")
      if (html.attr("lang") !== lang) problems.add(built, `<html lang="${html.attr("lang")}">, not "${lang}"`)
      if (html.attr("dir") !== dir) problems.add(built, `<html dir="${html.attr("dir")}">, not "${dir}"`)
    }
    expect(problems.lines, "language and direction").toEqual([])
  })

  test("a translated page shows no English shell or form words (its language's dictionary lacks them)", () => {
    const words = new Map(localeCodes.map((locale) => [locale, englishWords(locale)]))
    const problems = new Problems()
    for (const built of translated()) {
      const shell = shellText(built.$)
      const left = (words.get(built.locale) ?? []).filter(({ pattern }) => pattern.test(shell))
      if (left.length > 0) problems.add(built, `English words: ${left.map(({ word }) => `"${word}"`).join(", ")}`)
    }
    expect(problems.lines, "English shell and form words on translated pages").toEqual([])
  })

  test("a translated page's <main> holds no sentence of the English page", () => {
    const problems = new Problems()
    let sentences = 0
    for (const built of translated()) {
      const main = built.$("main").get(0)
      if (!main) {
        problems.add(built, "no <main>")
        continue
      }
      const here = textContent(main, markedEnglish)
      for (const sentence of englishSentences(page(built.english))) {
        sentences++
        if (here.includes(sentence)) problems.add(built, `English sentence of ${built.english}: "${sentence}"`)
      }
    }
    expect(sentences, "English sentences looked for").toBeGreaterThan(0)
    expect(problems.lines, "sentences of the English page").toEqual([])
  })

  test("every anti-spam field's label is its language's dictionary word, English pages too", () => {
    const problems = new Problems()
    let fields = 0
    for (const built of pages()) {
      const expected = ui(built.locale).forms.honeypot
      for (const label of built.$(`label:has(> input[name="${honeypotField}"])`).toArray()) {
        fields++
        const said = built.$(label).text().trim()
        if (said !== expected) problems.add(built, `anti-spam label "${said}", not "${expected}"`)
      }
    }
    expect(fields, "anti-spam fields in the build").toBeGreaterThan(0)
    expect(problems.lines, "anti-spam labels").toEqual([])
  })

  test("every service and job page in each of its languages exists, with a title of its own and the shell in its language", () => {
    const itemPages = [
      ...collection("services").map((entry) => `/service/${entry.id}/`),
      ...collection("jobs").map((entry) => `/career/${entry.id}/`),
    ]
    const problems = new Problems()
    for (const englishPath of itemPages) {
      const englishTitle = page(englishPath).$("title").text()
      for (const locale of pageLocales(englishPath).filter((code) => code !== defaultLocale)) {
        const path = localePath(locale, englishPath)
        if (!hasPage(path)) {
          problems.add(path, "not in the build")
          continue
        }
        const built = page(path)
        if (built.$("title").text() === englishTitle) problems.add(built, `the English page's title "${englishTitle}"`)
        // The language's own words for the page's shell: its menu button, at least.
        const menu = ui(locale).header.menu
        if (!standalone(menu).test(shellText(built.$))) problems.add(built, `the shell does not say "${menu}"`)
      }
    }
    expect(problems.lines, "service and job pages in their languages").toEqual([])
  })
})

describe("the versions of a page name each other", () => {
  test("every version of a translated page names all versions (hreflang, x-default English) and itself canonical", () => {
    const problems = new Problems()
    for (const built of versioned()) {
      const expected = [
        ...alternates(built.english).map((version) => `${locales[version.locale].lang} ${absoluteUrl(version.path)}`),
        `x-default ${absoluteUrl(localePath(defaultLocale, built.english))}`,
      ].sort()
      const links = built
        .$('link[rel="alternate"][hreflang]')
        .toArray()
        .map((link) => `${link.attribs.hreflang} ${link.attribs.href}`)
        .sort()
      if (links.join() !== expected.join())
        problems.add(built, `alternates [${links.join(", ")}], not [${expected.join(", ")}]`)

      const canonical = built.$('link[rel="canonical"]').attr("href") ?? ""
      const kind = findRoute(built.english)?.featured ? featuredKind(built.english) : undefined
      if (kind) {
        // A featured route (/service-details/) names its item's page canonical, in the same language.
        const featured = featuredOf(kind, collection(featuredCollections[kind]))
        const target = internalTarget(canonical, built)
        const item = target && hasPage(target.path) ? page(target.path) : undefined
        if (!item || !pageKinds[kind].test(item.english) || !item.english.endsWith(`/${featured.id}/`))
          problems.add(built, `canonical ${canonical || "(none)"}, not the page of the featured ${kind} ${featured.id}`)
        else if (item.locale !== built.locale)
          problems.add(built, `canonical ${canonical} is in ${item.locale}, not the page's ${built.locale}`)
      } else if (canonical !== absoluteUrl(built.path))
        problems.add(built, `canonical ${canonical || "(none)"}, not ${absoluteUrl(built.path)}`)
    }
    expect(problems.lines, "hreflang alternates and canonical").toEqual([])
  })

  test("every page offers every language: its own version where it has one, else that language's home, saying so; an English-only page names no alternates", () => {
    const problems = new Problems()
    for (const built of pages()) {
      const label = ui(built.locale).language.label
      if (languageControls(built.$, label).length === 0) problems.add(built, `no language control named "${label}"`)
      const own = new Map(alternates(built.english).map((version) => [version.locale, version.path]))
      for (const code of localeCodes) {
        const lang = locales[code].lang
        const target = own.get(code) ?? localePath(code, "/")
        const links = built.$(`header a[lang="${lang}"][hreflang="${lang}"]`)
        if (links.length === 0) problems.add(built, `the language control has no link in ${lang}`)
        links.each((_, link) => {
          if (link.attribs.href !== href(target))
            problems.add(built, `the ${lang} link leads to ${link.attribs.href}, not ${href(target)}`)
          const note = ui(code).language.elsewhere
          const says = built.$(link).text().includes(note)
          if (own.has(code) === says)
            problems.add(built, `the ${lang} link ${says ? "says" : "does not say"} "${note}"`)
        })
      }
      if (!isLocalizedPath(built.english)) {
        const named = built.$('link[rel="alternate"][hreflang]').length
        if (named > 0) problems.add(built, `${named} hreflang alternates`)
      }
    }
    expect(problems.lines, "language control and alternates").toEqual([])
  })

  test("the sitemap lists each version of a translated page with all its versions", () => {
    const xml = (file: string) => load(readFileSync(join(dist, file), "utf8"), { xml: true })
    const entries = new Map<string, string[]>()
    const index = xml("sitemap-index.xml")
    for (const sitemap of index("sitemap > loc").toArray()) {
      const $ = xml(new URL(index(sitemap).text()).pathname.split("/").pop() ?? "")
      for (const url of $("url").toArray())
        entries.set(
          $(url).children("loc").text(),
          $(url)
            .children("xhtml\\:link")
            .toArray()
            .map((link) => `${link.attribs.hreflang} ${link.attribs.href}`)
            .sort(),
        )
    }
    const problems = new Problems()
    for (const built of versioned().filter((version) => inSitemap(absoluteUrl(version.path)))) {
      const listed = entries.get(absoluteUrl(built.path))
      if (!listed) {
        problems.add(built, "not in the sitemap")
        continue
      }
      const expected = alternates(built.english)
        .map((version) => `${locales[version.locale].lang} ${absoluteUrl(version.path)}`)
        .sort()
      if (listed.join() !== expected.join())
        problems.add(built, `the sitemap lists [${listed.join(", ")}], not [${expected.join(", ")}]`)
    }
    expect(problems.lines, "versions in the sitemap").toEqual([])
  })

  test('from a translated page, a link to an English page carries hreflang="en", a link in its own language none', () => {
    const problems = new Problems()
    let marked = 0
    for (const built of translated()) {
      // The language control's links carry their own lang (and hreflang): the marker leaves them alone.
      for (const link of built.$("a[href]:not([lang])").toArray()) {
        const target = internalTarget(link.attribs.href ?? "", built)
        if (!target || !hasPage(target.path)) continue
        const hreflang = link.attribs.hreflang
        const language = localeOfPath(target.path)
        if (language === defaultLocale) {
          marked++
          if (hreflang !== locales[defaultLocale].lang)
            problems.add(built, `link to ${target.path}, in English, without hreflang="${locales[defaultLocale].lang}"`)
        } else if (language === built.locale && hreflang !== undefined)
          problems.add(built, `link to ${target.path}, in the page's language, with hreflang="${hreflang}"`)
      }
    }
    expect(marked, "links to English-only pages from translated pages").toBeGreaterThan(0)
    expect(problems.lines, "hreflang on links from translated pages").toEqual([])
  })
})

/**
 * The main menu's group buttons on a page, found by the labels of the page's language: each group
 * of the menu data with its button (undefined when there is none), or null on a page without the menu.
 */
function groupButtons(built: BuiltPage): Map<MenuGroup, Element | undefined> | null {
  const t = ui(built.locale)
  const { $ } = built
  const nav = $("nav")
    .toArray()
    .find((element) => element.attribs["aria-label"] === t.header.main)
  if (!nav) return null
  const buttons = $(nav).find("button").toArray()
  return new Map(
    t.menu.filter(isGroup).map((group) => [group, buttons.find((button) => nameOf(button) === group.label)]),
  )
}

describe("the header menu in every language", () => {
  test.each(localeCodes)("%s: every group's button opens a panel of its own, holding the group's links", (locale) => {
    const problems = new Problems()
    let menus = 0
    for (const built of pages().filter((candidate) => candidate.locale === locale)) {
      const groups = groupButtons(built)
      if (!groups) continue
      menus++
      const targets = new Set<string>()
      for (const [group, button] of groups) {
        if (!button) {
          problems.add(built, `no button "${group.label}" in the main menu`)
          continue
        }
        const target = button.attribs.popovertarget ?? ""
        if (!target) {
          problems.add(built, `${group.label}: the button names no popovertarget`)
          continue
        }
        if (targets.has(target)) problems.add(built, `${group.label}: popovertarget "${target}" is another group's`)
        targets.add(target)
        const panel = built.$(`[id="${target}"]`)
        if (panel.length !== 1) {
          problems.add(built, `${group.label}: ${panel.length} elements with id "${target}"`)
          continue
        }
        const first = firstMenuLink(group)
        const shown = panel
          .find("a")
          .toArray()
          .some((link) => text(built.$(link).text()) === first.label && link.attribs.href === href(first.href))
        if (!shown) problems.add(built, `${group.label}: its panel has no link "${first.label}" to ${first.href}`)
      }
    }
    const t = ui(locale)
    if (t.menu.some(isGroup) && menus === 0) problems.add(locale, `no page has a main menu named "${t.header.main}"`)
    expect(problems.lines, `${locales[locale].label}: header menu groups`).toEqual([])
  })

  test("a group's panel id is the same on every page in every language: it comes from the data's key, not the label", () => {
    const ids = new Map<string, Map<string, string>>()
    for (const built of pages())
      for (const [group, button] of groupButtons(built) ?? []) {
        const target = button?.attribs.popovertarget
        if (!target) continue
        const seen = ids.get(group.id) ?? new Map<string, string>()
        ids.set(group.id, seen)
        // The first page each id is seen on, to name it.
        if (!seen.has(target)) seen.set(target, built.path)
      }
    const problems = new Problems()
    for (const [group, targets] of ids)
      if (targets.size > 1)
        problems.add(
          `menu group ${group}`,
          `panel ids ${[...targets].map(([id, path]) => `"${id}" (${path})`).join(", ")} across pages`,
        )
    expect(problems.lines, "panel ids across pages and languages").toEqual([])
  })
})
