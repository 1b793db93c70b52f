/**
 * Instant navigation: the Speculation Rules in every page's <head> (src/lib/speculation-rules.ts)
 * and the cross-document view transition (src/styles/global.css).
 *
 * Playwright drives Chromium through a debugger attached to each page, and Chromium never prerenders
 * for such a page (its Preload domain reports "PrerenderingDisabledByDevTools"). So prefetching is
 * tested here through Playwright, prerender candidates through that Preload report, and the one test
 * that needs a real prerender (an island on an activated page) starts its own Chromium and drives it
 * through the DevTools protocol attached to the tab, as Chrome's own tools do. Which links the rules
 * select on every page (and which they must never touch) is worked out over the build in
 * tests/static/speculation.test.ts.
 */
import { expect, test, type Page } from "@playwright/test"
import * as chromeLauncher from "chrome-launcher"

import { launch } from "#/data/pages/coming-soon.ts"
import { nextOccurrence, remaining } from "#/lib/countdown.ts"
import { speculationRules } from "#/lib/speculation-rules.ts"
import { href } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"
import { pageFile, sectionsOf } from "../support/page-files"
import { needsRoutes } from "./helpers"

/** Preload reports (Chromium's own view of the rules) for a page, from before its first navigation. */
async function watchPreload(page: Page) {
  const session = await page.context().newCDPSession(page)
  const report = {
    session,
    ruleSets: [] as { sourceText: string; errorType?: string; errorMessage?: string }[],
    /** Candidates: every link a rule selects, by action ("Prefetch", "Prerender") and address. */
    candidates: [] as { action: string; url: string }[],
    prefetches: new Map<string, string>(),
    prerenders: new Map<string, string>(),
  }
  session.on("Preload.ruleSetUpdated", ({ ruleSet }) => report.ruleSets.push(ruleSet))
  session.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    report.candidates = preloadingAttemptSources.map(({ key }) => ({ action: key.action, url: key.url }))
  })
  session.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => report.prefetches.set(prefetchUrl, status))
  session.on("Preload.prerenderStatusUpdated", ({ key, status }) => report.prerenders.set(key.url, status))
  await session.send("Preload.enable")
  return report
}

test.describe("speculation rules", () => {
  needsRoutes("/about/", "/contact/")
  test("Chromium accepts the rules and lists same-site links as candidates, CTAs for prerender; a CTA is prerendered on hover, a menu link prefetched and its click uses the prefetch", async ({
    page,
  }) => {
    const preload = await watchPreload(page)
    await page.goto(href("/"))
    expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true)
    await expect.poll(() => preload.ruleSets.length).toBe(1)
    const [ruleSet] = preload.ruleSets
    expect(JSON.parse(ruleSet!.sourceText)).toEqual(speculationRules)
    expect(ruleSet!.errorType, ruleSet!.errorMessage).toBeUndefined()

    await expect.poll(() => preload.candidates.length).toBeGreaterThan(0)
    const origin = new URL(page.url()).origin
    const prefetched = preload.candidates.filter((c) => c.action === "Prefetch").map((c) => c.url)
    const prerendered = preload.candidates.filter((c) => c.action === "Prerender").map((c) => c.url)
    expect(prefetched).toContain(origin + href("/about/"))
    expect(prerendered, "the home page's main call to action").toContain(origin + href("/contact/"))
    expect(prerendered, "a menu link is prefetched only").not.toContain(origin + href("/about/"))
    for (const url of [...prefetched, ...prerendered]) expect(new URL(url).origin, url).toBe(origin)

    // A main call to action is prerendered on hover (attempted: the test's debugger blocks it).
    const contact = new URL(href("/contact/"), page.url()).href
    await page
      .locator(`main a[href="${href("/contact/")}"]`)
      .first()
      .hover()
    await expect.poll(() => preload.prerenders.get(contact), "a prerender attempt on hover").toBeDefined()

    // A menu link is prefetched on hover, and the click uses the prefetch.
    const about = page.locator(`header nav a[href="${href("/about/")}"]`).first()
    const url = new URL(href("/about/"), page.url()).href
    await about.hover()
    await expect.poll(() => preload.prefetches.get(url), "prefetch on hover").toBe("Ready")
    await about.click()
    await page.waitForURL(url)
    const delivery = await page.evaluate(
      () =>
        // deliveryType is newer than TypeScript's DOM types.
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    )
    expect(delivery).toBe("navigational-prefetch")
  })
})

/* ----- A prerendered page, activated: Chromium driven through the DevTools protocol at the tab ----- */

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; error?: unknown }

/** The smallest DevTools protocol client: send a command, listen to events (flattened sessions). */
async function openCdp(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true })
    socket.addEventListener("error", reject, { once: true })
  })
  let next = 0
  const pending = new Map<number, (message: Message & { result?: unknown }) => void>()
  const listeners = new Set<(message: Message) => void>()
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message & { result?: unknown }
    if (message.id === undefined) for (const listener of listeners) listener(message)
    else pending.get(message.id)?.(message)
  })
  return {
    send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      const id = ++next
      socket.send(JSON.stringify({ id, method, params, sessionId }))
      return new Promise<T>((resolve, reject) =>
        pending.set(id, (message) =>
          message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result as T),
        ),
      )
    },
    on(listener: (message: Message) => void) {
      listeners.add(listener)
    },
    close: () => socket.close(),
  }
}

test.describe("a prerendered page", () => {
  needsRoutes("/", "/coming-soon/")
  test.setTimeout(90_000)

  test("is activated by the click, and its countdown shows the time of the visit", async ({ baseURL }) => {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ["--headless=new", ...(chromiumLaunchOptions.args ?? []), "--window-size=1280,900"],
    })
    try {
      const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      const cdp = await openCdp(((await version.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl)
      const pages = new Map<string, { targetId: string; subtype?: string }>()
      cdp.on((message) => {
        if (message.method !== "Target.attachedToTarget") return
        const { sessionId, targetInfo } = message.params as {
          sessionId: string
          targetInfo: { targetId: string; type: string; subtype?: string }
        }
        if (targetInfo.type === "tab")
          void cdp.send(
            "Target.setAutoAttach",
            { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
            sessionId,
          )
        if (targetInfo.type === "page") pages.set(sessionId, targetInfo)
      })
      // Attached to tabs, not pages: a page held by a debugger is never prerendered.
      await cdp.send("Target.setAutoAttach", {
        autoAttach: true,
        waitForDebuggerOnStart: false,
        flatten: true,
        filter: [{ type: "tab" }],
      })
      const evaluate = async <T>(sessionId: string, expression: string) =>
        (
          await cdp.send<{ result: { value: T } }>(
            "Runtime.evaluate",
            { expression, returnByValue: true, awaitPromise: true },
            sessionId,
          )
        ).result.value
      const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank" })
      await expect.poll(() => [...pages.values()].some((info) => info.targetId === targetId)).toBe(true)
      const main = [...pages].find(([, info]) => info.targetId === targetId)![0]

      await cdp.send("Page.navigate", { url: baseURL + href("/") }, main)
      await expect.poll(() => evaluate(main, "document.readyState")).toBe("complete")
      // A link to the coming-soon page, marked for prerendering, at the top of the page.
      const box = await evaluate<{ x: number; y: number }>(
        main,
        `(() => {
          const link = Object.assign(document.createElement("a"), { href: ${JSON.stringify(href("/coming-soon/"))}, textContent: "Coming soon" })
          link.dataset.speculate = "prerender"
          link.id = "to-coming-soon"
          document.querySelector("main").prepend(link)
          link.scrollIntoView({ block: "center", behavior: "instant" })
          const r = link.getBoundingClientRect()
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
        })()`,
      )
      await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...box }, main)

      // The prerender loads completely, then waits: a countdown frozen at this moment would be behind.
      await expect.poll(() => [...pages.values()].some((info) => info.subtype === "prerender")).toBe(true)
      const hidden = [...pages].find(([, info]) => info.subtype === "prerender")![0]
      await expect
        .poll(() => evaluate(hidden, "document.prerendering && document.readyState"), { timeout: 20_000 })
        .toBe("complete")
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      // Whether the countdown (client:settled="visible") hydrated while prerendering, for the report: either
      // way it must show the right time once shown.
      const early = await evaluate<string>(
        hidden,
        `(() => { const island = [...document.querySelectorAll("astro-island")].find((i) => i.querySelector('[role="timer"]')); return island?.hasAttribute("ssr") ? "after activation" : "while prerendering" })()`,
      )
      test.info().annotations.push({ type: "countdown hydrated", description: early })

      for (const type of ["mousePressed", "mouseReleased"])
        await cdp.send("Input.dispatchMouseEvent", { type, button: "left", clickCount: 1, ...box }, main)
      await expect
        .poll(() => evaluate(hidden, "!document.prerendering && location.pathname"))
        .toBe(href("/coming-soon/"))
      const activationStart = await evaluate<number>(
        hidden,
        `performance.getEntriesByType("navigation")[0].activationStart`,
      )
      expect(activationStart, "activationStart: the page was prerendered").toBeGreaterThan(0)

      // The island hydrates on the activated page and shows the time left from now, ticking.
      const shown = `(() => {
        const digits = [...document.querySelectorAll('[role="timer"] .tabular-nums')].map((d) => d.textContent)
        if (digits.length !== 4 || digits.includes("--")) return null
        const [d, h, m, s] = digits.map(Number)
        return ((d * 24 + h) * 60 + m) * 60 + s
      })()`
      await expect.poll(() => evaluate<number | null>(hidden, shown), { timeout: 20_000 }).not.toBeNull()
      const expected = () => {
        const left = remaining(nextOccurrence(new Date(), launch.month, launch.day), new Date())
        return ((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds
      }
      // Bracketed by the clock just before and just after reading it (a tick may be a second behind).
      const before = expected()
      const first = (await evaluate<number>(hidden, shown))!
      const after = expected()
      expect(first, "seconds left, against the clock now").toBeGreaterThanOrEqual(after)
      expect(first, "seconds left, against the clock now").toBeLessThanOrEqual(before + 1)
      await expect.poll(() => evaluate<number>(hidden, shown), { timeout: 5_000 }).toBeLessThan(first)
      expect(
        await evaluate<string>(hidden, `document.querySelector('[role="timer"]').getAttribute("aria-label")`),
      ).toContain(sectionsOf(pageFile("coming-soon"), "coming-soon")[0]!.countdown.until)
      cdp.close()
    } finally {
      chrome.kill()
    }
  })
})

/* ----- View transitions ----- */

/** The @view-transition rules of the page's stylesheets, each with whether its media queries hold. */
async function viewTransitionRules(page: Page) {
  return page.evaluate(() => {
    const found: { navigation: string; applies: boolean }[] = []
    const walk = (rules: CSSRuleList, applies: boolean) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, applies && matchMedia(rule.conditionText).matches)
        else if (rule instanceof CSSGroupingRule) walk(rule.cssRules, applies)
        else if (rule.constructor.name === "CSSViewTransitionRule")
          found.push({ navigation: (rule as CSSRule & { navigation: string }).navigation, applies })
      }
    }
    for (const sheet of document.styleSheets) walk(sheet.cssRules, true)
    return found
  })
}

/** Follows the header's About link and says whether the new page was revealed by a view transition. */
const watched = new WeakSet<Page>()
async function navigateAndReveal(page: Page) {
  // Once per page: the script runs on every document it loads from then on.
  if (!watched.has(page)) {
    watched.add(page)
    await page.addInitScript(() => {
      addEventListener("pagereveal", (event) => {
        ;(window as unknown as { revealedBy?: string }).revealedBy = event.viewTransition ? "transition" : "none"
      })
    })
  }
  await page.goto(href("/"))
  // The first is the desktop menu's (the mobile menu's is in its closed dialog).
  await page
    .locator(`header nav a[href="${href("/about/")}"]`)
    .first()
    .click()
  await page.waitForURL(`**${href("/about/")}`)
  return page.evaluate(() => (window as unknown as { revealedBy?: string }).revealedBy)
}

test.describe("cross-document view transitions", () => {
  needsRoutes("/", "/about/")
  test.use({ viewport: { width: 1280, height: 900 } })

  test("page to page, the content fades and the header keeps its place; off under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" })
    expect(await navigateAndReveal(page)).toBe("transition")
    expect(await viewTransitionRules(page)).toContainEqual({ navigation: "auto", applies: true })
    expect(await page.locator("body > header").evaluate((header) => getComputedStyle(header).viewTransitionName)).toBe(
      "site-header",
    )

    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await navigateAndReveal(page)).toBe("none")
    const rules = await viewTransitionRules(page)
    expect(rules.length, "the @view-transition rule is in the CSS").toBeGreaterThan(0)
    expect(rules.filter((rule) => rule.applies)).toEqual([])
    expect(await page.locator("body > header").evaluate((header) => getComputedStyle(header).viewTransitionName)).toBe(
      "none",
    )
  })
})
