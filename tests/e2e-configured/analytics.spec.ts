/**
 * GA4 against a local stub (stub.ts: playwright.config.ts builds the site with GA4 pointed at it).
 * The stub serves a tiny gtag.js that reads dataLayer as the real one does and reports to the stub,
 * so every test sees the requests the real tool would make, or their absence. The build's forms post
 * to the same stub, so a confirmed submission can be counted. Plausible, which cannot share a build
 * with GA4, is plausible.spec.ts.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import type { FieldProps } from "#/components/ui/field.tsx"
import { formMessages } from "#/data/forms.ts"
import { en } from "#/i18n/ui.en.ts"
import { languageOf } from "#/i18n/languages.ts"
import { defaultLocale, localePath, prefixedLocales } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { consentStorageKey } from "#/lib/consent-script.ts"
import { analyticsEvents } from "#/lib/site-events.ts"
import { href } from "#/lib/url.ts"
import { contactPageIn } from "../support/contact-pages"
import { needsRoutes } from "../support/needs"
import { pageFile, sectionsOf } from "../support/page-files"
import { watchCsp, type CspWatch } from "../e2e/csp-watch"
import { resetStub, startStub, stub } from "./stub"

// The message form as the English /contact/ shows it (src/content/pages/contact.yaml).
const contactPage = contactPageIn("contact", "en")

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  await startStub()
})

test.beforeEach(() => {
  resetStub()
})

const banner = (page: Page, label = en.consent.label) => page.getByRole("region", { name: label })
const gaEvents = (name: string) => stub.hits.filter((hit) => hit.path === "/g/collect" && hit.params.en === name)
const scriptLoads = (path: string) => stub.hits.filter((hit) => hit.path === path)
/** Home 3's App Store address, from its content file (the app section's store badges). */
/** Home 3's app-store links (src/content/pages/home-3.yaml), read by the test that visits Home 3. */
const storesOfHome3 = () => {
  const app = sectionsOf(pageFile("home-3"), "app")[0]
  if (!app) throw new Error("src/content/pages/home-3.yaml has no app section, whose store link the test follows")
  return app.stores
}

/** The page has loaded and the browser has been idle for a while: the module would have acted by now. */
async function settle(page: Page) {
  await page.waitForLoadState("load")
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 2_000 })),
  )
}

function expectNoViolations(watch: CspWatch) {
  expect(watch.violations, "securitypolicyviolation events").toEqual([])
  expect(watch.console, "CSP console messages").toEqual([])
}

/**
 * Records, for every page the browser opens, the consent state on <html> at the moment the banner
 * is parsed: the stylesheet (render-blocking) hides or shows it from that state alone, so this is
 * what the first frame draws.
 */
async function recordBannerAtParse(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __bannerAtParse: string[] }).__bannerAtParse = seen
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.addedNodes].some((node) => (node as Element).id === "consent-banner")))
        return
      seen.push(document.documentElement.dataset.consent ?? "unset")
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
}
const bannerAtParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bannerAtParse: string[] }).__bannerAtParse)

test.describe("GA4 (needs consent) @ga4", () => {
  test("nothing is requested before a choice; the banner is a named region with equal choices", async ({ page }) => {
    const watch = await watchCsp(page)
    await recordBannerAtParse(page)
    await page.goto(href("/"))
    expect(await bannerAtParse(page)).toEqual(["undecided"])
    await expect(banner(page)).toBeVisible()
    await settle(page)
    expect(stub.hits, "requests to the tool before a choice").toEqual([])
    // Not a dialog: the page behind it stays reachable, nothing is pre-chosen.
    await expect(page.getByRole("dialog")).toHaveCount(0)
    const accept = banner(page).getByRole("button", { name: en.consent.accept })
    const reject = banner(page).getByRole("button", { name: en.consent.reject })
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()]
    expect(a!.height).toBe(r!.height)
    expect(Math.abs(a!.width - r!.width)).toBeLessThan(2)
    expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"))
    expect(await page.evaluate(() => document.querySelectorAll("script[src*='gtag']").length)).toBe(0)
    expectNoViolations(watch)
  })

  test("accept: the script and a page view; the choice holds on the next page and after a reload", async ({ page }) => {
    const watch = await watchCsp(page)
    await recordBannerAtParse(page)
    await page.goto(href("/"))
    await banner(page).getByRole("button", { name: en.consent.accept }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => gaEvents("page_view").length).toBe(1)
    expect(scriptLoads("/gtag/js")).toHaveLength(1)
    expect(gaEvents("page_view")[0]!.params).toMatchObject({ tid: "G-TEST000000", storage: "granted" })
    expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe("granted")

    await page.goto(href("/about/"))
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => gaEvents("page_view").length).toBe(2)
    await page.reload()
    await expect.poll(() => gaEvents("page_view").length).toBe(3)
    // Hidden from the first frame on the pages after the choice: no flash, no shift.
    expect(await bannerAtParse(page)).toEqual(["granted"])
    expectNoViolations(watch)
  })

  test("reject: nothing is requested, on this page or the next", async ({ page }) => {
    const watch = await watchCsp(page)
    await page.goto(href("/"))
    await banner(page).getByRole("button", { name: en.consent.reject }).click()
    await expect(banner(page)).toBeHidden()
    await settle(page)
    await page.goto(href("/about/"))
    await expect(banner(page)).toBeHidden()
    await settle(page)
    expect(stub.hits).toEqual([])
    expectNoViolations(watch)
  })

  test("the footer's Privacy settings shows the banner again, and a new answer takes effect", async ({ page }) => {
    await page.goto(href("/"))
    await banner(page).getByRole("button", { name: en.consent.reject }).click()
    const settings = page.getByRole("contentinfo").getByRole("button", { name: en.consent.settings })
    await settings.click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await banner(page).getByRole("button", { name: en.consent.accept }).click()
    await expect(banner(page)).toBeHidden()
    // Focus goes back where the visitor was.
    await expect(settings).toBeFocused()
    await expect.poll(() => gaEvents("page_view").length).toBe(1)
  })

  test("a confirmed form submission sends one event with the form's kind", async ({ page }) => {
    const watch = await watchCsp(page)
    await page.addInitScript((key) => localStorage.setItem(key, "granted"), consentStorageKey)
    await page.goto(href("/contact/"))
    await expect.poll(() => gaEvents("page_view").length).toBe(1)
    const form = page.locator("main form")
    await form.hover()
    await expect(form).toHaveJSProperty("noValidate", true)
    for (const field of contactPage.form.fields as readonly FieldProps[]) {
      const value =
        field.type === "email" ? "ada@example.com" : field.type === "tel" ? "+1 555 010 0199" : `Ada ${field.name}`
      await form.locator(`[name="${field.name}"]`).fill(value)
    }
    await page.getByRole("button", { name: contactPage.form.submit }).click()
    await expect(page.locator("main").getByRole("status")).toHaveText(formMessages.success)
    await expect.poll(() => gaEvents(analyticsEvents.formSubmit).length).toBe(1)
    expect(gaEvents(analyticsEvents.formSubmit)[0]!.params.form_kind).toBe("contact")
    await settle(page)
    expect(gaEvents(analyticsEvents.formSubmit)).toHaveLength(1)
    expectNoViolations(watch)
  })

  test("an outbound call to action sends one event with its address", async ({ page }) => {
    needsRoutes("/home-3/")
    const stores = storesOfHome3()
    await page.route(`${stores.appStore}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Store</title>" }),
    )
    await page.addInitScript((key) => localStorage.setItem(key, "granted"), consentStorageKey)
    await page.goto(href("/home-3/"))
    await expect.poll(() => gaEvents("page_view").length).toBe(1)
    await page.locator(`a[data-track="cta"][href="${stores.appStore}"]`).first().click()
    await page.waitForURL(`${stores.appStore}**`)
    await expect.poll(() => gaEvents(analyticsEvents.ctaClick).length).toBe(1)
    expect(gaEvents(analyticsEvents.ctaClick)[0]!.params.href).toBe(stores.appStore)
  })

  test("in forced colours the banner keeps its edge and both buttons their outline", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" })
    await page.goto(href("/"))
    const edge = await banner(page).evaluate((element) => getComputedStyle(element).borderBlockStartStyle)
    expect(edge).not.toBe("none")
    for (const name of [en.consent.accept, en.consent.reject]) {
      const outline = await banner(page)
        .getByRole("button", { name })
        .evaluate((element) => getComputedStyle(element).outlineStyle)
      expect(outline, name).not.toBe("none")
    }
  })

  // Both themes, and the first language written right to left (if the site has one).
  const rtl = prefixedLocales.find((locale) => languageOf(locale).dir === "rtl")
  for (const [name, locale, scheme] of [
    ["light", defaultLocale, "light"],
    ["dark", defaultLocale, "dark"],
    ...(rtl ? [[languageOf(rtl).label, rtl, "light"] as const] : []),
  ] as const) {
    test(`the banner has no axe violations (${name})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(href(localePath(locale, "/")))
      const region = banner(page, ui(locale).consent.label)
      await expect(region).toBeVisible()
      const results = await new AxeBuilder({ page })
        .include("#consent-banner")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([])
    })
  }
})
