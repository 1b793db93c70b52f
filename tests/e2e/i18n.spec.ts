/**
 * The site in other languages: every translated page in every language, with the checks every route
 * gets (status, one <h1>, landmarks, axe, no overflow from 320 to 1920 px, the Content-Security-Policy),
 * its language and direction, no English left in it, reciprocal hreflang alternates, the language
 * control, and the right-to-left layout of Arabic. Pages and words come from src/i18n/, not from the
 * sample copy.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"

import {
  alternates,
  defaultLocale,
  localePath,
  languageOf,
  locales,
  localizedPaths,
  pageLocales,
  prefixedLocales,
  type Locale,
} from "#/i18n/locales.ts"
import { englishUi, ui } from "#/i18n/ui.ts"
import { findRoute } from "#/lib/routes.ts"
import { inSitemap } from "#/lib/seo.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { expectClean, visit, watchCsp } from "./csp-watch"
import {
  axeViolations,
  expectPageStructure,
  horizontalOverflow,
  scrollToTop,
  strayHoneypotLabels,
  watchTraffic,
} from "./helpers"
import { collection } from "./site-content"

/** Every service's and job's page, in its English form: their lists' languages are theirs. */
const itemPages = [
  ...collection("services").map((entry) => `/service/${entry.id}/`),
  ...collection("jobs").map((entry) => `/career/${entry.id}/`),
]

/**
 * Every page that exists in another language than English, in its English form, checked in full in
 * each of its languages. Item pages share one layout, and the featured routes (/service-details/,
 * /career-details/) show one item each in it: one more item of each collection is checked in full
 * here, and every item in every language for its language, title and words below.
 */
const translatedPages = [
  ...localizedPaths,
  ...["/service/", "/career/"].flatMap((list) => itemPages.filter((path) => path.startsWith(list)).slice(-1)),
]

/** Every string a dictionary holds, addresses and templates aside. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return /^(?:\/|https?:|mailto:|tel:)|\{/.test(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === "object") return Object.values(value).flatMap(strings)
  return []
}

/**
 * The English shell words a page in `locale` must not show: every string of the English dictionary
 * that the locale's own dictionary does not also use (names such as "Blog" or "FAQ" are the same in
 * German).
 */
function englishWords(locale: Locale): string[] {
  const own = new Set(strings(ui(locale)))
  return [...new Set(strings(englishUi))].filter((word) => word.length >= 4 && !own.has(word))
}

/**
 * The text of the page's shell and forms (header, menus, mobile panel, footer, breadcrumb, forms,
 * dialogs, status lines) as a person or a screen reader meets it: visible and hidden text, accessible
 * names, alt text, placeholders. What is marked English on purpose (lang="en": a link to a page
 * that exists only in English, its marker, a name) is left out.
 */
async function shellText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll("header, footer, nav, form, dialog, [role=status]")].map((part) => {
      const copy = part.cloneNode(true) as HTMLElement
      copy.querySelectorAll('[lang="en"], script, style, template').forEach((element) => element.remove())
      // Text node by text node: a label's text and the next field's must not run into one word.
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT)
      const texts: string[] = []
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "")
      const names = [...copy.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((element) =>
        ["aria-label", "alt", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
      )
      return [copy.getAttribute("aria-label") ?? "", ...texts, ...names].join("\n")
    })
    return parts.join("\n").replace(/\s+/g, " ")
  })
}

/**
 * Sentences of the English version of the page that are still in this one: the text of every
 * paragraph, heading, list item, label and button of the English page's <main> with four words or
 * more and an English function word (so an address or a product name is not taken for copy), that
 * appears verbatim in this page outside what is marked lang="en".
 */
async function untranslatedSentences(page: Page, englishUrl: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const english = new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html")
    const functionWord = /\b(the|and|of|to|for|with|your|you|we|our|is|are|in|on)\b/i
    const sentences = [...english.querySelectorAll("main :is(p, h1, h2, h3, h4, li, dt, dd, summary, label, button)")]
      .filter((element) => !element.closest('[lang="en"]'))
      .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter((text) => text.split(" ").length >= 4 && functionWord.test(text))
    const main = document.querySelector("main")!.cloneNode(true) as HTMLElement
    main.querySelectorAll('[lang="en"]').forEach((element) => element.remove())
    const here = (main.textContent ?? "").replace(/\s+/g, " ")
    return [...new Set(sentences)].filter((sentence) => here.includes(sentence))
  }, englishUrl)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test.use({ colorScheme: "light" })

for (const locale of prefixedLocales) {
  const language = locales[locale]
  const english = englishWords(locale)

  test.describe(`${language.label} (${locale})`, () => {
    for (const englishPath of translatedPages.filter((path) => pageLocales(path).includes(locale))) {
      const path = localePath(locale, englishPath)
      test(`${path}: language, structure, axe, overflow, CSP and no English`, async ({ page, baseURL }) => {
        const csp = await watchCsp(page)
        const traffic = watchTraffic(page, new URL(baseURL!).origin)
        await page.setViewportSize({ width: 1280, height: 900 })
        await visit(page, path)
        await scrollToTop(page)

        await expect(page.locator("html")).toHaveAttribute("lang", language.lang)
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir)
        await expectPageStructure(page)

        // A word inside a compound ("Shopify-Theme") is the language's own.
        const text = await shellText(page)
        const left = english.filter((word) => new RegExp(`(^|[^\\p{L}-])${escape(word)}([^\\p{L}-]|$)`, "u").test(text))
        expect(left, "English shell and form words on the page").toEqual([])
        expect(await untranslatedSentences(page, href(englishPath)), "sentences of the English page").toEqual([])
        expect(await strayHoneypotLabels(page, ui(locale).forms.honeypot), "anti-spam labels").toEqual([])

        expect(await axeViolations(page), "axe violations").toEqual([])

        for (const width of [1280, 320, 1920]) {
          await page.setViewportSize({ width, height: 900 })
          expect(await horizontalOverflow(page), `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
        }
        traffic.expectQuiet()
        await expectClean(page, csp)
      })
    }
  })
}

test("every service and job page in each of its languages is in that language, with a title of its own", async ({
  request,
}) => {
  for (const englishPath of itemPages) {
    const englishTitle = /<title>([^<]*)<\/title>/.exec(await (await request.get(href(englishPath))).text())?.[1]
    for (const locale of pageLocales(englishPath).filter((code) => code !== defaultLocale)) {
      const path = localePath(locale, englishPath)
      const response = await request.get(href(path))
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, `${path}: lang and dir`).toContain(
        `<html lang="${locales[locale].lang}" dir="${locales[locale].dir}"`,
      )
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
      expect(title, `${path}: its own title`).not.toBe(englishTitle)
      // The language's own words for the page's shell: its menu button, at least.
      expect(html, `${path}: the shell in its language`).toContain(ui(locale).header.menu)
    }
  }
})

test("every version of a translated page names all versions (hreflang, x-default English) and itself canonical", async ({
  request,
}) => {
  for (const englishPath of translatedPages.filter((path) => path !== "/404")) {
    const versions = alternates(englishPath)
    const expected = [
      ...versions.map((version) => `${locales[version.locale].lang} ${absoluteUrl(version.path)}`),
      `x-default ${absoluteUrl(localePath(defaultLocale, englishPath))}`,
    ].sort()
    for (const version of versions) {
      const html = await (await request.get(href(version.path))).text()
      const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, url]) => `${lang} ${url}`,
      )
      expect(links.sort(), `alternates on ${version.path}`).toEqual(expected)
      // A featured route (/service-details/) names its item's page canonical, in the same language.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ""
      if (findRoute(englishPath)?.featured)
        expect(canonical, `canonical of ${version.path}`).toContain(absoluteUrl(localePath(version.locale, "/")))
      else expect(canonical, `canonical of ${version.path}`).toBe(absoluteUrl(version.path))
    }
  }
})

test("a page that exists only in English offers no other language and names no alternates", async ({ page }) => {
  await page.goto(href("/blog/"))
  await expect(page.getByRole("button", { name: new RegExp(englishUi.language.label) })).toHaveCount(0)
  expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0)
})

test("the sitemap lists each translated page with its versions in the other languages", async ({ request }) => {
  const sitemap = await (await request.get(href("/sitemap-0.xml"))).text()
  for (const englishPath of localizedPaths.filter((path) => inSitemap(absoluteUrl(path)))) {
    const [, ...others] = alternates(englishPath)
    for (const { locale } of others) {
      const url = absoluteUrl(localePath(locale, englishPath))
      const entry = new RegExp(`<url><loc>${escape(url)}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1] ?? ""
      for (const version of alternates(englishPath))
        expect(entry, `${url} lists its ${version.locale} version`).toContain(
          `hreflang="${locales[version.locale].lang}" href="${absoluteUrl(version.path)}"`,
        )
    }
  }
})

test("the language control keeps the visitor on the same page, on desktop and in the mobile panel", async ({
  page,
}) => {
  // From one language to another, then, in the mobile panel, to a third (English, or back).
  const [from, to = defaultLocale] = prefixedLocales as [Locale, ...Locale[]]
  const last = to === defaultLocale ? from : defaultLocale
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(href(localePath(from, "/pricing/")))
  await page.getByRole("button", { name: new RegExp(ui(from).language.label) }).click()
  await page.getByRole("link", { name: locales[to].label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${escape(href(localePath(to, "/pricing/")))}$`))
  await expect(page.locator("html")).toHaveAttribute("lang", locales[to].lang)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole("button", { name: ui(to).header.menu, exact: true }).click()
  const panel = page.getByRole("dialog", { name: ui(to).header.menu })
  await panel.getByRole("link", { name: locales[last].label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${escape(href(localePath(last, "/pricing/")))}$`))
  await expect(page.locator("html")).toHaveAttribute("lang", locales[last].lang)
})

test.describe("right to left", () => {
  const found = prefixedLocales.find((locale) => languageOf(locale).dir === "rtl")
  // A site with no right-to-left language has nothing to check here.
  test.skip(!found, "no language of src/i18n/languages.ts is written right to left")
  const rtl = found ?? defaultLocale
  const t = ui(rtl)

  test("the logo sits at the start (right) of the header, the menu after it (to its left)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(href(localePath(rtl, "/about/")))
    const header = page.getByRole("banner")
    const logo = (await header.getByRole("link").first().boundingBox())!
    const menu = (await header.getByRole("navigation", { name: t.header.main }).boundingBox())!
    expect(logo.x + logo.width, "the logo ends at the right edge of the content").toBeGreaterThan(1280 - 100)
    expect(menu.x + menu.width, "the menu comes after the logo, to its left").toBeLessThanOrEqual(logo.x)
  })

  test("the mobile panel slides in from the start (right) side", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(href(localePath(rtl, "/about/")))
    await page.getByRole("button", { name: t.header.menu, exact: true }).click()
    const panel = page.getByRole("dialog", { name: t.header.menu })
    await expect(panel).toBeVisible()
    await expect(async () => {
      const box = (await panel.boundingBox())!
      expect(Math.round(box.x + box.width), "the panel's right edge is the viewport's").toBe(390)
      expect(box.x, "and it leaves the left side uncovered").toBeGreaterThan(0)
    }).toPass()
  })

  test('"next" arrows and breadcrumb separators point left', async ({ page }) => {
    await page.goto(href(localePath(rtl, "/about/")))
    const separator = page.getByRole("navigation", { name: t.breadcrumb.label }).locator("svg").first()
    expect(await separator.evaluate((svg) => getComputedStyle(svg).scale)).toBe("-1 1")
  })
})

test("each language's search finds that language's pages (the 404 page's search box)", async ({ page, request }) => {
  for (const locale of prefixedLocales) {
    // A word of the language's pricing page heading, read from the build: it is in that page's index.
    const pricing = await (await request.get(href(localePath(locale, "/pricing/")))).text()
    const heading = /<h1[^>]*>([^<]+)</.exec(pricing)?.[1]?.trim() ?? ""
    const word = heading.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
    await page.goto(href(localePath(locale, "/404")))
    const box = page.getByRole("searchbox")
    await box.fill(word)
    const results = page.getByRole("list", { name: ui(locale).search.results }).getByRole("link")
    await expect(results.first()).toBeVisible()
    const urls = await results.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    )
    for (const url of urls)
      expect(url, `a ${locale} search result`).toMatch(new RegExp(`^${escape(href(`/${locale}/`))}`))
  }
})

test('a link to a page that exists only in English says so (hreflang and an "English" marker), on translated pages only', async ({
  page,
}) => {
  const marker = (link: Locator) => link.evaluate((a) => getComputedStyle(a, "::after").content)
  for (const locale of prefixedLocales) {
    await page.goto(href(localePath(locale, "/")))
    const blog = page.getByRole("contentinfo").locator(`a[href="${href("/blog/")}"]`)
    await expect(blog).toHaveAttribute("hreflang", "en")
    expect(await marker(blog)).toBe(`"${locales.en.label}"`)
    const translated = page.getByRole("contentinfo").locator(`a[href="${href(localePath(locale, "/pricing/"))}"]`)
    await expect(translated).not.toHaveAttribute("hreflang", /./)
  }
  await page.goto(href("/"))
  const blog = page.getByRole("contentinfo").locator(`a[href="${href("/blog/")}"]`)
  expect(await marker(blog), "no marker on an English page").toBe("none")
})
