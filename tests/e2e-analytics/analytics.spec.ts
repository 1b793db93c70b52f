/**
 * Analytics against a local stub of each tool (playwright.config.ts builds the site with GA4 and
 * with Plausible, both pointed at the server started here). The stub serves a tiny script per tool
 * that reads the tool's global API as the real one does (gtag's dataLayer, plausible()) and reports
 * to this server, so every test sees the requests a real tool would make, or their absence.
 */
import { createServer, type IncomingMessage, type Server } from "node:http"

import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import type { FieldProps } from "#/components/ui/field.tsx"
import { contactPage } from "#/data/pages/contact.ts"
import { formMessages } from "#/data/forms.ts"
import { stores } from "#/data/homes/fitness.ts"
import { en } from "#/i18n/ui.en.ts"
import { languageOf } from "#/i18n/languages.ts"
import { defaultLocale, localePath, prefixedLocales } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { consentStorageKey } from "#/lib/consent-script.ts"
import { analyticsEvents } from "#/lib/site-events.ts"
import { href } from "#/lib/url.ts"
import { watchCsp, type CspWatch } from "../e2e/csp-watch"

type Hit = { path: string; params: Record<string, string>; body: string }

const stubOrigin = `http://127.0.0.1:${process.env.ANALYTICS_STUB_PORT}`
const stub = { hits: [] as Hit[], server: null as Server | null }

/** gtag.js as far as the site uses it: reads dataLayer (consent, config, event) and reports with beacons. */
const fakeGtag = `(() => {
  const base = new URL(document.currentScript.src).origin
  const consent = {}
  const send = (name, params) => navigator.sendBeacon(base + "/g/collect?" + new URLSearchParams({ en: name, ...params, storage: consent.analytics_storage }))
  const handle = (args) => {
    if (args[0] === "consent") Object.assign(consent, args[2])
    else if (args[0] === "config") send("page_view", { tid: args[1], dl: location.pathname })
    else if (args[0] === "event") send(args[1], args[2] || {})
  }
  const layer = (window.dataLayer = window.dataLayer || [])
  for (const entry of layer) handle(entry)
  layer.push = function (...entries) { entries.forEach(handle); return Array.prototype.push.apply(this, entries) }
})()`

/** Plausible's script.js as far as the site uses it: a page view, then plausible(name, { props }). */
const fakePlausible = `(() => {
  const script = document.currentScript
  const api = new URL(script.src).origin + "/api/event"
  const send = (n, options) => fetch(api, { method: "POST", keepalive: true, body: JSON.stringify({ n, u: location.pathname, d: script.dataset.domain, p: options && options.props }) })
  const queued = (window.plausible && window.plausible.q) || []
  window.plausible = (n, options) => send(n, options)
  send("pageview")
  queued.forEach((args) => window.plausible(...args))
})()`

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  stub.server = createServer((req, res) => {
    const cors = { "access-control-allow-origin": String(req.headers.origin ?? "*") }
    if (req.method === "OPTIONS")
      return void res
        .writeHead(204, {
          ...cors,
          "access-control-allow-headers": "content-type, accept",
          "access-control-allow-methods": "POST",
        })
        .end()
    void bodyOf(req).then((body) => {
      const url = new URL(req.url!, stubOrigin)
      stub.hits.push({ path: url.pathname, params: Object.fromEntries(url.searchParams), body })
      const script = url.pathname === "/gtag/js" ? fakeGtag : url.pathname === "/js/script.js" ? fakePlausible : null
      if (script) res.writeHead(200, { "content-type": "text/javascript", ...cors }).end(script)
      else res.writeHead(200, { "content-type": "application/json", ...cors }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) =>
    stub.server!.listen(Number(process.env.ANALYTICS_STUB_PORT), "127.0.0.1", resolve),
  )
})

test.afterAll(async () => {
  await new Promise((resolve) => stub.server?.close(resolve))
})

test.beforeEach(() => {
  stub.hits = []
})

const banner = (page: Page, label = en.consent.label) => page.getByRole("region", { name: label })
const gaEvents = (name: string) => stub.hits.filter((hit) => hit.path === "/g/collect" && hit.params.en === name)
const scriptLoads = (path: string) => stub.hits.filter((hit) => hit.path === path)

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

test.describe("Plausible (cookieless) @plausible", () => {
  test("a page view on load, no banner, no settings control, no cookie, no CSP violation", async ({ page }) => {
    const watch = await watchCsp(page)
    await page.goto(href("/"))
    await expect.poll(() => stub.hits.filter((hit) => hit.path === "/api/event").length).toBe(1)
    const event = JSON.parse(stub.hits.find((hit) => hit.path === "/api/event")!.body) as Record<string, unknown>
    expect(event).toMatchObject({ n: "pageview", u: href("/"), d: "lumora.test" })
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole("button", { name: en.consent.settings })).toHaveCount(0)
    expectNoViolations(watch)
    expect(await page.context().cookies()).toEqual([])
  })

  test("an outbound call to action reaches Plausible as the same event", async ({ page }) => {
    await page.route(`${stores.appStore}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Store</title>" }),
    )
    await page.goto(href("/home-3/"))
    await expect.poll(() => stub.hits.filter((hit) => hit.path === "/api/event").length).toBe(1)
    await page.locator(`a[data-track="cta"][href="${stores.appStore}"]`).first().click()
    await expect
      .poll(() => stub.hits.filter((hit) => hit.path === "/api/event" && hit.body.includes(analyticsEvents.ctaClick)))
      .toHaveLength(1)
  })
})
