import { existsSync } from "node:fs"
import { join } from "node:path"

import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page } from "@playwright/test"

import { isGroup, type MenuGroup, type MenuItem, type MenuLink } from "#/components/layout/menu-types.ts"
import { mainMenu, videoLabels } from "#/data/site.ts"
import { settledWithinMs } from "#/lib/client-settled-timing.ts"
import { findRoute, routeFile, routes, type Route } from "#/lib/routes.ts"
import { themeStorageKey, type ThemeChoice } from "#/lib/theme-script.ts"
import { href } from "#/lib/url.ts"

import { dist } from "../support/dist"

export { dist }

const unbuilt = routes.filter((route) => !existsSync(join(dist, routeFile(route.path))))
if (unbuilt.length > 0)
  throw new Error(`${dist} has no page for ${unbuilt.map((r) => r.path).join(", ")}: run npm run build first`)

/**
 * The pages a describe block (or a test) is about. Call it first in the block: when one of them is
 * no longer a route (its page file and its line in src/lib/routes.ts were deleted, so the build has
 * no such page), the block is skipped with a message naming the removed route, instead of each test
 * failing with "element(s) not found" after the timeout. Delete those tests with the route.
 */
export function needsRoutes(...paths: string[]): void {
  const gone = paths.filter((path) => !findRoute(path) && !existsSync(join(dist, routeFile(path))))
  test.skip(
    gone.length > 0,
    `${gone.join(", ")} is no longer a route (not in src/lib/routes.ts, not in the build): delete these tests`,
  )
}

/** Every route of lib/routes.ts, each checked to be in the build the tests serve. */
export const builtRoutes: readonly Route[] = routes

/** One page of each group of routes (a home, a company page, a commerce page, …): the first of each. */
export const routePerGroup: readonly Route[] = builtRoutes.filter(
  (route, index) => builtRoutes.findIndex((other) => other.group === route.group) === index,
)

export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const

/*
 * The site may be deployed under a sub-path (site.url https://example.com/lumora/): the tests name
 * pages by their path within the site ("/about/", as data, routes and dist do) and turn it into the
 * served address where they navigate, request or compare (`href` and `absoluteUrl` of src/lib/url.ts).
 */

/** Text from the data, matched literally inside a RegExp (titles may hold "?", "+" or "."). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * For `expect(page).toHaveURL(…)` after following a link the data names: the address ends in that
 * link as served (a path within the site under the base, or an in-page "#id" as it is).
 */
export const endsWithLink = (link: string) => new RegExp(`${escapeRegExp(href(link))}$`)

/** The start of every video play button's name ("Play video: <title>"), from the site's words. */
export const playVideoName = new RegExp(`^${escapeRegExp(videoLabels.play)}:\\s*`)

/**
 * Waits until an island has hydrated: Astro drops its `ssr` attribute once the component's props and
 * handlers are live. `island` is the island's component file (part of its component-url) or
 * something inside it. A busy machine (CI, two cores) can take a while to get there.
 */
export async function hydrated(page: Page, island: string | Locator) {
  const islands =
    typeof island === "string"
      ? page.locator(`astro-island[component-url*="${island}"]:not([ssr])`)
      : page.locator("astro-island:not([ssr])").filter({ has: island })
  await expect(islands).toHaveCount(1, { timeout: 15_000 })
}

/**
 * Holds the requests `files` matches (every island's JavaScript by default) until `release()` is
 * called: a slow connection, on demand.
 */
export async function hold(page: Page, files = "**/_astro/*.js") {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(files, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * With the page's clock paused (page.clock), `client:settled` islands wait for it: they hydrate once
 * the page's largest paint has been quiet for a moment, which is a timer. Runs the clock past the
 * longest such wait; call it after the page has loaded.
 */
export async function letIslandsSettle(page: Page) {
  await page.clock.runFor(settledWithinMs)
}

/**
 * Hydrates a form's island the way a visitor does (client:interaction: it loads when they reach for
 * the form), then waits until it has taken over validation from the browser.
 */
export async function formReady(form: Locator) {
  await form.hover()
  await expect(form).toHaveJSProperty("noValidate", true, { timeout: 15_000 })
}

/**
 * Answers a third-party host (a URL glob or pattern) with a stub page reading `text`, and returns
 * the list of the requests that reached it, so a test sees when (and whether) the embed loads.
 */
export async function stubHost(page: Page, host: string | RegExp, text: string): Promise<string[]> {
  const requests: string[] = []
  await page.route(host, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: "text/html", body: `<!doctype html><title>${text}</title><p>${text}</p>` })
  })
  return requests
}

/** A video player's host ("https://player.vimeo.com/**") answered with a stub: the requests that reached it. */
export const stubPlayer = (page: Page, host: string | RegExp) => stubHost(page, host, "Stub player")

/** The main menu's groups, as the site's data has them (the header's submenus). */
export const menuGroups: readonly MenuGroup[] = (mainMenu as readonly MenuItem[]).filter(isGroup)

/** The first plain link of a menu group, however deep its columns go. */
export function firstMenuLink(group: MenuGroup): MenuLink {
  for (const child of group.children) return isGroup(child) ? firstMenuLink(child) : child
  throw new Error(`${group.label} has no links`)
}

/*
 * The theme. Tests judge a page's colours the way a visitor does, light or dark, by luminance: the
 * palette's exact values belong to src/styles/global.css and change with the design.
 */

export type Tone = "light" | "dark"

/**
 * Relative luminance (0 black … 1 white) of CSS colours, resolved by the page's own browser: computed
 * colours come back as oklch(), rgb() or color(), and painting each on a canvas turns any of them into sRGB.
 */
async function luminances(page: Page, colors: readonly string[]): Promise<number[]> {
  return page.evaluate((colors) => {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return colors.map((color) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    })
  }, colors)
}

/**
 * Light or dark, from a ground and the text on it: dark is light text on a ground darker than
 * mid-grey, light the reverse. Anything in between (a half-applied theme) is "unclear".
 */
export async function toneOf(page: Page, colors: { background: string; text: string }): Promise<Tone | "unclear"> {
  const [background = 0, text = 0] = await luminances(page, [colors.background, colors.text])
  if (background < 0.2 && text > background) return "dark"
  if (background > 0.5 && text < background) return "light"
  return "unclear"
}

/** The page's tone now: the computed background and text colour of <body>. */
export async function pageTone(page: Page): Promise<Tone | "unclear"> {
  const colors = await page.evaluate(() => {
    const style = getComputedStyle(document.body)
    return { background: style.backgroundColor, text: style.color }
  })
  return toneOf(page, colors)
}

/** Before every document the page loads, the visitor's stored theme setting is `choice` (System: none). */
export async function storeTheme(page: Page, choice: ThemeChoice) {
  await page.addInitScript(
    ({ key, choice }) => {
      try {
        if (choice === "system") localStorage.removeItem(key)
        else localStorage.setItem(key, choice)
      } catch {
        // about:blank and opaque origins have no storage; the page's own document does.
      }
    },
    { key: themeStorageKey, choice },
  )
}

/**
 * The operating system's colour scheme becomes `scheme`; returns once the page has restyled, with
 * its colour transitions (buttons, links) jumped to their end, so what is measured next is the
 * settled page. Jumped, not awaited: headless Chromium stops drawing frames on a page nothing
 * changes visibly on, and a transition then never ends (the document timeline stands still).
 */
export async function emulateScheme(page: Page, scheme: Tone) {
  await page.emulateMedia({ colorScheme: scheme })
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
  })
}

/** The axe rules whose verdict depends on colours: all a change of theme can change. */
export const colourRules = ["color-contrast", "link-in-text-block"] as const

/**
 * The page's accessibility violations (WCAG 2.2 AA), one line each naming the rule and where it
 * fails. `exclude` leaves parts out (selectors), for a part already checked on another page;
 * `rules` runs only those rules.
 */
export async function axeViolations(page: Page, exclude: readonly string[] = [], rules?: readonly string[]) {
  const builder = new AxeBuilder({ page })
  if (rules) builder.withRules([...rules])
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
  builder
    // Axe runs in the page itself. The default mode opens a blank page on every run to merge the
    // results of cross-origin frames, about 0.6 s of a 1.5 s run (some 200 runs a suite); these pages
    // load no frame until a visitor asks for a video or a map.
    .setLegacyMode(true)
    // Only the violations are read: axe then keeps one node of each passed rule instead of all.
    .options({ resultTypes: ["violations"] })
  for (const selector of exclude) builder.exclude(selector)
  const axe = await builder.analyze()
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)
}

/*
 * The site scrolls smoothly (scroll-behavior: smooth, for its in-page links). A test that scrolls
 * jumps instead: a smooth scroll runs on for a second after the call, the browser painting every
 * frame of it, and a check made meanwhile would see a page still moving.
 */

/** Scrolls through the page, half a screen at a time, so lazy images and visible-hydrated islands load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" })
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })
}

/** Back to the top of the page, at once. */
export const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))

/** How far the page scrolls sideways at the current viewport, in px (0 when it fits). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * Watches a page from before its first request: console errors, uncaught exceptions, and requests
 * to any origin but the site's (`origin`). `expectQuiet()` asserts there were none of either.
 */
export function watchTraffic(page: Page, origin: string) {
  const errors: string[] = []
  const foreign: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol !== "data:" && url.origin !== origin) foreign.push(request.url())
  })
  return {
    expectQuiet() {
      expect(foreign, "requests to other origins").toEqual([])
      expect(errors, "console errors").toEqual([])
    },
  }
}

/** The site header's look now: position, ground, top border (the reveal look) and shadow (the scrolling look). */
export const headerLook = (page: Page) =>
  page.getByRole("banner").evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      position: style.position,
      background: style.backgroundColor,
      topBorder: style.borderTopColor,
      shadow: style.boxShadow,
    }
  })

/**
 * The sticky header's two looks, as a visitor scrolls: plain at the top and at 60 px, the scrolling
 * look (a shadow and a ground) past 80 px, the reveal look (the accent's top border) past 700 px.
 */
export async function expectStickyLooks(page: Page) {
  const atTop = await headerLook(page)
  expect(atTop.position).toBe("sticky")
  await page.evaluate(() => window.scrollTo(0, 60))
  await page.waitForTimeout(100)
  expect((await headerLook(page)).shadow).toBe(atTop.shadow)
  await page.evaluate(() => window.scrollTo(0, 100))
  await expect.poll(async () => (await headerLook(page)).shadow).not.toBe(atTop.shadow)
  const scrolling = await headerLook(page)
  expect(scrolling.background).not.toBe(atTop.background)
  expect(scrolling.topBorder).toBe(atTop.topBorder)
  await page.evaluate(() => window.scrollTo(0, 800))
  await expect.poll(async () => (await headerLook(page)).topBorder).not.toBe(atTop.topBorder)
  await expect(page.getByRole("banner")).toBeInViewport()
}
