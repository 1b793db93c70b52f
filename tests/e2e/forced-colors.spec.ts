/**
 * Forced colours (Windows high contrast): the browser paints every background in the page's colour
 * and drops box shadows, so whatever shows its shape or its state by a fill or a shadow must show it
 * some other way. On one page with each kind of control, under Chromium's forced-colors emulation:
 * every control drawn with a fill or an edge (buttons, pills, chips) keeps a visible edge, and the
 * selected one of a group (period, filter, tab, theme, page) looks different from the others. The
 * edges and fills do not depend on the writing direction, so the right-to-left pages add nothing.
 */
import { expect, test, type Page } from "@playwright/test"

import { themeControl } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { escapeRegExp, hold, needsRoutes } from "./helpers"

test.use({ viewport: { width: 1280, height: 900 } })

/** The controls of the page that draw a shape (a fill unlike the page's, or a shadow or ring) with colours on. */
async function shapedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const marked: string[] = []
    const ground = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor
        if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") return color
      }
      return "rgb(255, 255, 255)"
    }
    const controls = document.querySelectorAll("main a, main button, main label:has(> input[type=radio])")
    controls.forEach((control, index) => {
      const style = getComputedStyle(control)
      const box = control.getBoundingClientRect()
      if (box.width === 0 || style.visibility === "hidden") return
      const filled =
        style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== ground(control.parentElement)
      if (!filled && style.boxShadow === "none") return
      control.setAttribute("data-shaped", String(index))
      marked.push(String(index))
    })
    return marked
  })
}

/** Under forced colours: the marked controls without an edge (border or outline) or a fill of their own. */
async function edgeless(page: Page): Promise<string[]> {
  return page.locator("[data-shaped]").evaluateAll((controls) => {
    const canvas = getComputedStyle(document.body).backgroundColor
    return controls
      .filter((control) => {
        const style = getComputedStyle(control)
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
        const border = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0
        const fill = style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== canvas
        return !outline && !border && !fill
      })
      .map((control) => `${control.tagName.toLowerCase()} “${control.textContent?.trim().slice(0, 40)}”`)
  })
}

/** The computed look of an element (fill and text colour) under forced colours. */
const look = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((found) =>
    found.map((element) => {
      const style = getComputedStyle(element)
      return `${style.backgroundColor} / ${style.color}`
    }),
  )

/** The selected one of a group looks unlike every unselected one. */
async function expectSelectedStandsOut(page: Page, selected: string, others: string, what: string) {
  // Read once a click's colour transitions have run: halfway, two buttons can look alike.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  )
  const [chosen] = await look(page, selected)
  const rest = await look(page, others)
  expect(chosen, `${what}: a selected one`).toBeTruthy()
  expect(rest.length, `${what}: unselected ones`).toBeGreaterThan(0)
  for (const other of rest) expect(other, `${what}: selected and unselected look alike`).not.toBe(chosen)
}

/** Loads a page, marks its shaped controls with colours on, then turns forced colours on. */
async function open(page: Page, path: string) {
  await page.goto(href(path))
  expect((await shapedControls(page)).length, "controls drawn with a fill or an edge").toBeGreaterThan(0)
  await page.emulateMedia({ forcedColors: "active" })
}

/** Every control drawn with a fill or an edge (marked with colours on) keeps an edge in forced colours. */
const expectEdges = async (page: Page) => expect(await edgeless(page), "controls without an edge").toEqual([])

test("/ (hero and section buttons): every control drawn with a fill or an edge keeps an edge in forced colours", async ({
  page,
}) => {
  await open(page, "/")
  await expectEdges(page)
})

test("/contact/ (topic chips and send button): every control drawn with a fill or an edge keeps an edge in forced colours", async ({
  page,
}) => {
  needsRoutes("/contact/")
  await open(page, "/contact/")
  await expectEdges(page)
})

test("/pricing/: the billing period and plan buttons keep an edge, and the checked period stands out, before and after switching", async ({
  page,
}) => {
  needsRoutes("/pricing/")
  await open(page, "/pricing/")
  await expectEdges(page)
  const checked = "main fieldset label:has(input:checked)"
  const unchecked = "main fieldset label:has(input:not(:checked))"
  await expectSelectedStandsOut(page, checked, unchecked, "billing period")
  await page.locator(unchecked).first().click()
  await expectSelectedStandsOut(page, checked, unchecked, "billing period, switched")
})

test("/career/: the filters and job buttons keep an edge, and the pressed filter stands out, before and after choosing another", async ({
  page,
}) => {
  needsRoutes("/career/")
  await open(page, "/career/")
  await expectEdges(page)
  const pressed = "main [aria-pressed=true]"
  const unpressed = "main [aria-pressed=false]"
  await expectSelectedStandsOut(page, pressed, unpressed, "filter")
  await page.locator(unpressed).first().click()
  await expect(page.locator(pressed)).toHaveCount(1)
  await expectSelectedStandsOut(page, pressed, unpressed, "filter, chosen")
})

test("/faq-4/: the topics keep an edge and the current one stands out, as links before the island runs and as tabs after", async ({
  page,
}) => {
  needsRoutes("/faq-4/")
  const release = await hold(page)
  await open(page, "/faq-4/")
  await expectEdges(page)
  const links = "main nav:has(> ul > li > a[aria-current=true]) a"
  await expectSelectedStandsOut(page, `${links}[aria-current=true]`, `${links}:not([aria-current])`, "tab link")
  release()
  await expect(page.getByRole("tablist")).toBeVisible({ timeout: 15_000 })
  await expectSelectedStandsOut(
    page,
    "main [role=tab][aria-selected=true]",
    "main [role=tab][aria-selected=false]",
    "tab",
  )
  // The tabs are new elements: marked with colours on, then looked at in forced colours again.
  await page.emulateMedia({ forcedColors: "none" })
  await shapedControls(page)
  await page.emulateMedia({ forcedColors: "active" })
  await expectEdges(page)
})

test("the theme setting and the current page in the menu stand out in forced colours", async ({ page }) => {
  needsRoutes("/about/")
  await open(page, "/about/")
  await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(themeControl.label)}`) }).click()
  const option = "[popover]:popover-open label:has(> input[type=radio]"
  await expectSelectedStandsOut(page, `${option}:checked)`, `${option}:not(:checked))`, "theme")
  await page.keyboard.press("Escape")
  await expectSelectedStandsOut(
    page,
    "header nav a[aria-current=page]",
    "header nav > ul > li > a:not([aria-current])",
    "menu",
  )
})
