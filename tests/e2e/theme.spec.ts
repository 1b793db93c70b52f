/**
 * The theme: System (follow the operating system), Light or Dark, picked in the header's popover
 * (1280 px) or in the mobile panel (390 px), remembered across pages, reloads and tabs, on screen from
 * the first frame, and without JavaScript simply the operating system's. The control's words come from
 * the site's data, so these tests hold when the copy changes.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"

import { themeControl } from "#/data/site.ts"
import { routeFile } from "#/lib/routes.ts"
import { inkColors } from "#/lib/theme-color.ts"
import { themeChoices, themeStorageKey, type ThemeChoice } from "#/lib/theme-script.ts"
import { href } from "#/lib/url.ts"
import { hexRgb } from "../support/color"
import { pagesOf } from "../support/site-content"
import { builtRoutes, dist, emulateScheme, escapeRegExp, pageTone, storeTheme, toneOf, type Tone } from "./helpers"

const { label, options } = themeControl

/** Two ordinary pages (with the site's header), the second to navigate to. */
const [first, second] = builtRoutes.filter((route) => !("canonical" in route) && /home|company/.test(route.group))
if (!first || !second) throw new Error("the tests need two home or company routes")

/** The header's theme button: its name is the group's label and the current setting, "Theme: Dark". */
const themeButton = (page: Page, { includeHidden = false } = {}) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}:`), includeHidden })
const group = (page: Page) => page.getByRole("group", { name: label, exact: true })
const radio = (page: Page, choice: ThemeChoice) =>
  group(page).getByRole("radio", { name: options[choice], exact: true })
/**
 * Picks a setting by pointer. The radio itself is visually hidden: what a visitor clicks is its
 * label, the pill around it.
 */
const pick = (scope: Locator, choice: ThemeChoice) =>
  scope
    .locator("label")
    .filter({ has: scope.page().getByRole("radio", { name: options[choice], exact: true }) })
    .click()
/** <html>, where the head script puts the setting in force (data-theme). */
const root = (page: Page) => page.locator("html")
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), themeStorageKey)

/** What a setting looks like under the operating system's scheme `os`. */
const toneFor = (choice: ThemeChoice, os: Tone): Tone => (choice === "system" ? os : choice)

/** The menu panel of the small screens (its words as tests/e2e/shell.spec.ts has them). */
const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true })
const menuPanel = (page: Page) => page.getByRole("dialog", { name: "Menu" })

test.describe("in the header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("by pointer: each setting picked in the popover colours the page and names the button", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto(href(first.path))
    await expect(themeButton(page)).toHaveAccessibleName(`${label}: ${options.system}`)
    // Dark first, so the first pick visibly changes the default (System under a light OS).
    for (const choice of ["dark", "light", "system"] as const) {
      await themeButton(page).click()
      await expect(group(page)).toBeVisible()
      await pick(group(page), choice)
      await expect(radio(page, choice)).toBeChecked()
      await expect(root(page)).toHaveAttribute("data-theme", choice)
      await expect.poll(() => pageTone(page), `the page with ${options[choice]}`).toBe(toneFor(choice, "light"))
      await expect(themeButton(page)).toHaveAccessibleName(new RegExp(escapeRegExp(options[choice])))
      await page.keyboard.press("Escape")
      await expect(group(page)).toBeHidden()
    }
  })

  test("by keyboard: Tab reaches the button, Enter opens, arrows change the setting, Escape returns focus", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto(href(first.path))
    const button = themeButton(page)
    let tabs = 0
    while (!(await button.evaluate((element) => element === document.activeElement))) {
      expect(++tabs, "Tab presses to reach the theme button").toBeLessThan(60)
      await page.keyboard.press("Tab")
    }

    await page.keyboard.press("Enter")
    await expect(group(page), "a group named by the label").toBeVisible()
    // Tab enters the group on its checked radio.
    await page.keyboard.press("Tab")
    await expect(radio(page, "system")).toBeFocused()
    await expect(radio(page, "system")).toBeChecked()

    // The arrows walk the options in order and wrap; moving is choosing.
    const order = [...themeChoices.slice(1), themeChoices[0]]
    for (const choice of order) {
      await page.keyboard.press("ArrowRight")
      await expect(radio(page, choice)).toBeFocused()
      await expect(radio(page, choice)).toBeChecked()
      await expect(root(page)).toHaveAttribute("data-theme", choice)
      await expect.poll(() => pageTone(page), `the page with ${options[choice]}`).toBe(toneFor(choice, "light"))
    }
    await page.keyboard.press("ArrowLeft")
    const last = order.at(-2)!
    await expect(radio(page, last)).toBeChecked()
    await expect(root(page)).toHaveAttribute("data-theme", last)

    await page.keyboard.press("Escape")
    await expect(group(page)).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAccessibleName(new RegExp(escapeRegExp(options[last])))
  })
})

test.describe("in the mobile panel at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("Dark picked in the menu panel colours the page and is still checked when the panel reopens", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto(href(first.path))
    await expect(themeButton(page, { includeHidden: true }), "the header's button is there").toHaveCount(1)
    await expect(themeButton(page, { includeHidden: true }), "but for wide screens").toBeHidden()
    await menuToggle(page).click()
    const panel = menuPanel(page)
    await expect(panel.getByRole("group", { name: label, exact: true })).toBeVisible()
    await pick(panel, "dark")
    await expect(root(page)).toHaveAttribute("data-theme", "dark")
    await expect.poll(() => pageTone(page)).toBe("dark")

    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await menuToggle(page).click()
    await expect(panel.getByRole("radio", { name: options.dark, exact: true })).toBeChecked()
    await expect(panel.getByRole("radio", { name: options.system, exact: true })).not.toBeChecked()
  })
})

test.describe("remembered", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("Dark stays on the next page and after a reload; System forgets it and follows the OS, switching without a reload", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto(href(first.path))
    await themeButton(page).click()
    await pick(group(page), "dark")
    expect(await stored(page)).toBe("dark")

    await page.goto(href(second.path))
    await expect(root(page)).toHaveAttribute("data-theme", "dark")
    expect(await pageTone(page), `${second.path} after picking Dark`).toBe("dark")
    await expect(themeButton(page)).toHaveAccessibleName(new RegExp(escapeRegExp(options.dark)))
    await themeButton(page).click()
    await expect(radio(page, "dark")).toBeChecked()

    await page.reload()
    await expect(root(page)).toHaveAttribute("data-theme", "dark")
    expect(await pageTone(page), "after a reload").toBe("dark")

    await themeButton(page).click()
    await pick(group(page), "system")
    await expect(root(page)).toHaveAttribute("data-theme", "system")
    expect(await stored(page), "the stored setting").toBe("system")
    await expect.poll(() => pageTone(page), "System under a light OS").toBe("light")
    // With System the page follows the OS switching dark and back, in the same document (a reload
    // would drop this mark).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await emulateScheme(page, "dark")
    expect(await pageTone(page), "System under a dark OS").toBe("dark")
    await emulateScheme(page, "light")
    expect(await pageTone(page), "the OS turned light again").toBe("light")
    expect(await page.evaluate(() => "sameDocument" in window), "the same document throughout").toBe(true)
    await emulateScheme(page, "dark")
    await page.reload()
    await expect(root(page)).toHaveAttribute("data-theme", "system")
    expect(await pageTone(page), "System under a dark OS, reloaded").toBe("dark")
  })

  test("a setting changed in another tab reaches this one", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto(href(first.path))
    const other = await context.newPage()
    await other.goto(href(second.path))
    await themeButton(other).click()
    await pick(group(other), "dark")

    await expect(root(page)).toHaveAttribute("data-theme", "dark")
    await expect.poll(() => pageTone(page)).toBe("dark")
    await expect(themeButton(page)).toHaveAccessibleName(new RegExp(escapeRegExp(options.dark)))
    await themeButton(page).click()
    await expect(radio(page, "dark")).toBeChecked()

    await pick(group(other), "system")
    await expect(root(page)).toHaveAttribute("data-theme", "system")
    await expect(radio(page, "system")).toBeChecked()
    await expect.poll(() => pageTone(page)).toBe("light")
    await other.close()
  })
})

/*
 * No flash: a stored setting against the OS is the page's colours from the first frame. An init
 * script notes data-theme as the first content of <body> (the skip link, after the theme script)
 * is parsed (the island scripts are modules, run after parsing) and the colours in the first
 * animation frame, which runs just before the first paint. Both are needed: a later script setting
 * the theme can still beat the first frame on a page that parses quickly, never that moment. The pages are loaded only that far.
 */
type FirstFrame = { themeAtBody: string | null; frames: { colorScheme: string; background: string; text: string }[] }

async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const record: FirstFrame = { themeAtBody: null, frames: [] }
    Object.assign(window, { firstFrame: record })
    new MutationObserver((_, observer) => {
      if (!document.body?.querySelector(":scope > :not(script)")) return
      record.themeAtBody = document.documentElement.dataset.theme ?? null
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
    // Until <body> exists a frame shows only the canvas, whose colour follows <html>'s color-scheme.
    const grab = () => {
      const root = getComputedStyle(document.documentElement)
      const body = document.body && getComputedStyle(document.body)
      record.frames.push({
        colorScheme: root.colorScheme,
        background: body?.backgroundColor ?? "",
        text: body?.color ?? "",
      })
      if (!body) requestAnimationFrame(grab)
    }
    requestAnimationFrame(grab)
  })
}

/*
 * The head script and the theme's CSS are the base layout's, the same on every page (that every
 * page's <head> starts with that script is tests/static/head.test.ts's, that the policy allows it
 * tests/static/csp.test.ts's): the other layouts wrap it around their own content. So one page of
 * each layout is loaded, with a stored setting against the OS each way.
 */
const perLayout = [
  builtRoutes[0]!.path,
  ...(["category", "post", "project", "job", "service"] as const).flatMap((kind) => pagesOf(kind).slice(0, 1)),
]

for (const [choice, os] of [
  ["dark", "light"],
  ["light", "dark"],
] as const) {
  test(`no flash: ${choice} stored, the OS ${os}: one page of each layout is ${choice} from the first frame`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: os })
    await storeTheme(page, choice)
    await recordFirstFrame(page)
    for (const path of perLayout) {
      await page.goto(href(path), { waitUntil: "commit" })
      await page.waitForFunction(() => {
        const frames = (window as unknown as { firstFrame?: FirstFrame }).firstFrame?.frames
        return frames?.some((frame) => frame.background)
      })
      const { themeAtBody, frames } = await page.evaluate(
        () => (window as unknown as { firstFrame: FirstFrame }).firstFrame,
      )
      expect(themeAtBody, `${path}: data-theme as the page's content starts`).toBe(choice)
      for (const frame of frames) expect(frame.colorScheme, `${path}: the first frames' scheme`).toBe(choice)
      const painted = frames.at(-1)!
      expect(await toneOf(page, painted), `${path}: first frame ${JSON.stringify(painted)}`).toBe(choice)
    }
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the control is not shown and the page follows the OS", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.emulateMedia({ colorScheme: "dark" })
    await page.goto(href(first.path))
    await expect(root(page)).not.toHaveAttribute("data-theme")
    await expect(page.getByRole("banner")).toBeVisible()
    // There, but not shown: nothing could apply a setting.
    await expect(themeButton(page, { includeHidden: true })).toHaveCount(1)
    await expect(themeButton(page, { includeHidden: true })).toBeHidden()
    expect(await pageTone(page), "under a dark OS").toBe("dark")
    await page.emulateMedia({ colorScheme: "light" })
    await expect.poll(() => pageTone(page), "under a light OS").toBe("light")

    // The panel opens without script (invoker commands); the theme group stays out of it.
    await page.setViewportSize({ width: 390, height: 844 })
    await menuToggle(page).click()
    await expect(menuPanel(page)).toBeVisible()
    await expect(menuPanel(page).getByRole("link").first()).toBeVisible()
    const panelGroup = menuPanel(page).getByRole("group", { name: label, exact: true, includeHidden: true })
    await expect(panelGroup).toHaveCount(1)
    await expect(panelGroup).toBeHidden()
  })
})

/**
 * Third-party marks in walls and tickers are lazy SVG images, which cannot inherit the text colour:
 * each file carries both inks and follows the colour scheme of the <img> that shows it. Set against
 * the operating system, the site's setting must still win.
 */
test.describe("third-party marks drawn as images", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("take the light ink in Light and the dark ink in Dark, whatever the OS says", async ({ page }) => {
    // The first page of the build that shows one.
    let shown: { path: string; src: string } | undefined
    for (const route of builtRoutes) {
      const html = readFileSync(join(dist, routeFile(route.path)), "utf8")
      const src = /<img src="([^"]*\/mark-[^"]+\.svg)"/.exec(html)?.[1]
      if (src) {
        shown = { path: route.path, src }
        break
      }
    }
    test.skip(!shown, "no page shows a third-party mark as an image")
    const ink = inkColors()
    for (const [choice, os] of [
      ["light", "dark"],
      ["dark", "light"],
    ] as const) {
      // Reduced motion: the wall's tiles are drawn at once, not faded in as they scroll into view.
      await page.emulateMedia({ colorScheme: os, reducedMotion: "reduce" })
      await storeTheme(page, choice)
      await page.goto(href(shown!.path))
      const mark = page.locator(`img[src="${shown!.src}"]`).first()
      await mark.scrollIntoViewIfNeeded()
      await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      // The mark's solid parts, sampled as drawn: the pixel nearest the ink of that scheme.
      const { data, info } = await sharp(await mark.screenshot({ animations: "disabled" }))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const target = hexRgb(ink[choice])
      let nearest = Infinity
      for (let i = 0; i < info.width * info.height * 3; i += 3)
        nearest = Math.min(
          nearest,
          Math.hypot(data[i]! - target[0], data[i + 1]! - target[1], data[i + 2]! - target[2]),
        )
      expect(nearest, `${shown!.path} in ${choice} under a ${os} OS: ${ink[choice]} in the mark`).toBeLessThan(12)
    }
  })
})
