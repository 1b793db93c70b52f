/**
 * Browser checks for the Content-Security-Policy, shared by tests/e2e/csp.spec.ts (the <meta> policy
 * behind scripts/serve.ts) and tests/e2e-nginx/browser.spec.ts (meta + header policy behind nginx).
 */
import { expect, type Page } from "@playwright/test"

import { pageFaces } from "#/config/fonts.ts"
import { languageOf, localeOfPath } from "#/i18n/locales.ts"
import { href } from "#/lib/url.ts"
import { videoLabels } from "#/data/site.ts"
import { playVideoName, scrollThrough, stubHost, stubPlayer } from "./helpers"

export type CspWatch = {
  /** securitypolicyviolation events from the page and its frames. */
  violations: string[]
  /** Console errors and warnings about CSP, Permissions-Policy, or Pagefind giving up its worker. */
  console: string[]
  /** Web workers the page started. */
  workers: string[]
  /** Responses that tried to set a cookie. */
  cookies: string[]
}

/** A font family name without case, spaces or hyphens. */
const squash = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "")

const policyMessage = /content[- ]security[- ]policy|refused to|permissions[- ]policy|pagefind web worker|falling back/i

/** Starts recording before the first navigation; the arrays fill as the page runs. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { violations: [], console: [], workers: [], cookies: [] }
  await page.exposeBinding("__reportCspViolation", (_source, report: string) => void watch.violations.push(report))
  await page.addInitScript(() => {
    addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}` +
            (event.sample ? ` (${event.sample})` : ""),
        )
      },
      true,
    )
  })
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && policyMessage.test(message.text()))
      watch.console.push(`${message.type()}: ${message.text()}`)
  })
  page.on("worker", (worker) => watch.workers.push(new URL(worker.url()).pathname))
  page.on("response", async (response) => {
    const cookie = await response.headerValue("set-cookie").catch(() => null)
    if (cookie) watch.cookies.push(`${response.url()}: ${cookie}`)
  })
  return watch
}

/** Nothing was blocked, nothing complained, nothing set a cookie. */
export async function expectClean(page: Page, watch: CspWatch) {
  expect(watch.violations, "securitypolicyviolation events").toEqual([])
  expect(watch.console, "CSP / Permissions-Policy console messages").toEqual([])
  expect(watch.cookies, "Set-Cookie headers").toEqual([])
  expect(await page.evaluate(() => document.cookie), "document.cookie").toBe("")
  expect(await page.context().cookies(), "cookies in the browser").toEqual([])
}

/**
 * Opens a page (its path within the site, "/about/") the way a visitor reads it: scrolls to the end
 * so client:settled="visible" islands hydrate and points at each client:interaction island, then
 * waits until every island has (Astro drops the `ssr` attribute) and the fonts are in.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(href(path), { waitUntil: "load" })
  expect(response?.status(), `HTTP status of ${path}`).toBe(200)
  await readThrough(page, path)
}

/**
 * The rest of a visit, on a page already loaded: scrolls to the end, points at each island still
 * waiting and waits until all have hydrated and the fonts are in.
 */
export async function readThrough(page: Page, path: string) {
  await scrollThrough(page)
  // An island scrolled past between two frames may not have been seen: bring each one still waiting
  // into view and point at it (client:interaction islands wait for a visitor to reach for them),
  // then give them all a moment together to load and hydrate.
  await expect(async () => {
    const waiting = await page.evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      for (const island of document.querySelectorAll("astro-island[ssr]")) {
        // <astro-island> is display: contents; scroll to the first thing inside it that has a box.
        const box = [...island.querySelectorAll("*")].find((element) => element.getClientRects().length > 0)
        box?.scrollIntoView({ block: "center", behavior: "instant" })
        box?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }))
        await frames()
      }
      for (let waited = 0; waited < 2_000 && document.querySelector("astro-island[ssr]"); waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50))
      return [...document.querySelectorAll("astro-island[ssr]")].map((element) => element.getAttribute("component-url"))
    })
    expect(waiting, "islands still waiting to hydrate").toEqual([])
  }).toPass({ timeout: 20_000 })
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family)
  })
  // The families fonts.ts names (a loaded face may carry a suffix: "Figtree-4c41a1c6").
  const loaded = (name: string) => fonts.some((family) => squash(family).startsWith(squash(name)))
  // A language with its own typeface (Arabic) is set in it alone; a product home in its own faces.
  const typeface = languageOf(localeOfPath(path)).typeface
  const accent = await page.evaluate(() => document.documentElement.dataset.brand ?? "")
  const families = pageFaces(typeface, accent).map((face) => face.font)
  for (const font of families) expect(loaded(font.family), `${font.family} loaded (${fonts.join(", ")})`).toBe(true)
}

/** Opens the first video dialog on the page (its player host stubbed) and closes it again. */
export async function playVideo(page: Page, host: RegExp) {
  const requests = await stubPlayer(page, host)
  const play = page.getByRole("button", { name: playVideoName }).first()
  await play.scrollIntoViewIfNeeded()
  await play.hover()
  await expect(page.locator("astro-island[ssr]").filter({ has: play })).toHaveCount(0)
  expect(requests, "requests to the video host before the visitor asks").toEqual([])
  await play.click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toBeVisible()
  await expect(dialog, "the dialog names the host it plays from").toContainText(
    new RegExp(`${videoLabels.loadsFrom} \\S+`),
  )
  await expect(dialog.frameLocator("iframe").getByText("Stub player")).toBeVisible()
  expect(requests.length, "the player loaded").toBeGreaterThan(0)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
}

/** Contact 2: shows the OpenStreetMap embed (stubbed). */
export async function showMap(page: Page) {
  const requests = await stubHost(page, /openstreetmap\.org/, "Stub map")
  const show = page.getByRole("button", { name: "Show map" })
  await show.scrollIntoViewIfNeeded()
  await expect(page.getByText("The map loads from www.openstreetmap.org")).toBeVisible()
  expect(requests, "requests to the map host before the visitor asks").toEqual([])
  await show.click()
  await expect(page.frameLocator("iframe[title^='Map of']").getByText("Stub map")).toBeVisible()
}

/** The blog search: loads Pagefind (worker and WebAssembly) and lists results. */
export async function searchBlog(page: Page, term = "changelog") {
  const box = page.getByRole("searchbox", { name: "Search" })
  await box.scrollIntoViewIfNeeded()
  await box.fill(term)
  const results = page.getByRole("list", { name: "Search results" }).getByRole("link")
  await expect(results.first()).toBeVisible()
  await expect(page.getByRole("list", { name: "Search results" }).locator("mark").first()).toHaveText(
    new RegExp(term, "i"),
  )
}
