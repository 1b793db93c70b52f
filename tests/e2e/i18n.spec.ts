/**
 * The site in other languages, in a browser: the language control, the right-to-left layout of
 * Arabic, each language's search and the "English" marker. One page of each translated template in
 * each language is checked in full (axe in both themes, overflow, the policy) with the other
 * compositions (compositions.spec.ts), and every page is swept (sweep.spec.ts).
 * Pages and words come from src/i18n/, not from the sample copy. What the HTML alone shows (language and direction, no English left, alternates, the sitemap) is
 * checked over the build in tests/static/languages.test.ts.
 */
import { expect, test, type Locator } from "@playwright/test"

import { defaultLocale, localePath, languageOf, locales, prefixedLocales, type Locale } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { href } from "#/lib/url.ts"
import { escapeRegExp } from "./helpers"

test.use({ colorScheme: "light" })

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
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href(localePath(to, "/pricing/")))}$`))
  await expect(page.locator("html")).toHaveAttribute("lang", locales[to].lang)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole("button", { name: ui(to).header.menu, exact: true }).click()
  const panel = page.getByRole("dialog", { name: ui(to).header.menu })
  await panel.getByRole("link", { name: locales[last].label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href(localePath(last, "/pricing/")))}$`))
  await expect(page.locator("html")).toHaveAttribute("lang", locales[last].lang)
})

test.describe("right to left", () => {
  const found = prefixedLocales.find((locale) => languageOf(locale).dir === "rtl")
  // A site with no right-to-left language has nothing to check here.
  test.skip(!found, "no language of src/i18n/languages.ts is written right to left")
  const rtl = found ?? defaultLocale
  const t = ui(rtl)

  test('the logo sits at the start (right) of the header, the menu after it; "next" arrows point left; the mobile panel slides in from the right', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(href(localePath(rtl, "/about/")))
    const header = page.getByRole("banner")
    const logo = (await header.getByRole("link").first().boundingBox())!
    const menu = (await header.getByRole("navigation", { name: t.header.main }).boundingBox())!
    expect(logo.x + logo.width, "the logo ends at the right edge of the content").toBeGreaterThan(1280 - 100)
    expect(menu.x + menu.width, "the menu comes after the logo, to its left").toBeLessThanOrEqual(logo.x)
    // Breadcrumb separators (and every "next" arrow) are mirrored.
    const separator = page.getByRole("navigation", { name: t.breadcrumb.label }).locator("svg").first()
    expect(await separator.evaluate((svg) => getComputedStyle(svg).scale)).toBe("-1 1")

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole("button", { name: t.header.menu, exact: true }).click()
    const panel = page.getByRole("dialog", { name: t.header.menu })
    await expect(panel).toBeVisible()
    await expect(async () => {
      const box = (await panel.boundingBox())!
      expect(Math.round(box.x + box.width), "the panel's right edge is the viewport's").toBe(390)
      expect(box.x, "and it leaves the left side uncovered").toBeGreaterThan(0)
    }).toPass()
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
      expect(url, `a ${locale} search result`).toMatch(new RegExp(`^${escapeRegExp(href(`/${locale}/`))}`))
  }
})

test('a link to a page that exists only in English shows an "English" marker, on translated pages only', async ({
  page,
}) => {
  const marker = (link: Locator) => link.evaluate((a) => getComputedStyle(a, "::after").content)
  for (const locale of prefixedLocales) {
    await page.goto(href(localePath(locale, "/")))
    const blog = page.getByRole("contentinfo").locator(`a[href="${href("/blog/")}"]`)
    expect(await marker(blog)).toBe(`"${locales.en.label}"`)
  }
  await page.goto(href("/"))
  const blog = page.getByRole("contentinfo").locator(`a[href="${href("/blog/")}"]`)
  expect(await marker(blog), "no marker on an English page").toBe("none")
})
