/**
 * Each composition in full, in a real browser (the list and why it is enough: compositions.ts):
 * every island hydrated and the fonts in, under the page's Content-Security-Policy, with axe
 * (WCAG 2.2 AA) in the light and the dark theme, no sideways scroll from 320 to 1920 px, and its
 * pictures where the first screen needs them: the largest paint asked for first, nothing below the
 * fold loaded before it is needed, each picture no larger on a phone than the phone shows; no
 * figure broken over two lines, and headings in a script with tall letters given room.
 *
 * Every other page is swept more lightly (sweep.spec.ts), and what a page's HTML holds is checked
 * over the build on every page (tests/static/).
 */
import { expect, test, type Page } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { compositions, type Composition } from "../support/compositions"
import { expectClean, readThrough, watchCsp } from "./csp-watch"
import {
  axeViolations,
  colourRules,
  emulateScheme,
  horizontalOverflow,
  routePerGroup,
  scrollToTop,
  viewports,
  watchTraffic,
} from "./helpers"

type Picture = {
  label: string
  loading: string | null
  fetchPriority: string | null
  srcset: string
  sizes: string | null
  renderedWidth: number
  visible: boolean
  belowFold: boolean
}

/** Every <img> as the page first shows it, before any scrolling, and which one (if any) is the largest paint. */
async function pictures(page: Page): Promise<{ images: Picture[]; lcp: number | null }> {
  return page.evaluate(async () => {
    // The largest paint so far, once no larger one has come for a moment (a picture decodes late).
    const lcpElement = await new Promise<Element | null>((resolve) => {
      let last: Element | null = null
      let quiet = setTimeout(finish, 120)
      function finish() {
        observer.disconnect()
        resolve(last)
      }
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = (entry as PerformanceEntry & { element: Element | null }).element
        clearTimeout(quiet)
        quiet = setTimeout(finish, 120)
      })
      observer.observe({ type: "largest-contentful-paint", buffered: true })
    })
    const images = [...document.images]
    return {
      lcp: lcpElement instanceof HTMLImageElement ? images.indexOf(lcpElement) : null,
      images: images.map((img, index) => {
        const rect = img.getBoundingClientRect()
        const visible = img.checkVisibility() && rect.width > 0 && rect.height > 0
        return {
          label: img.alt || img.getAttribute("src") || `image ${index + 1}`,
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          srcset: img.getAttribute("srcset") ?? "",
          sizes: img.getAttribute("sizes"),
          renderedWidth: rect.width,
          visible,
          belowFold: !visible || rect.top >= window.innerHeight,
        }
      }),
    }
  })
}

/**
 * What a reader sees set wrong: a figure ("34%", "$1,240", "99.99%", "12:40") broken over two
 * lines; a bar chart's label off its bar; a floating card over words or against the screen's edge; plan cards side by side whose feature lines do not sit
 * level; and, in a script with tall letters and marks (Arabic), a heading set tighter than 1.2
 * or letter-spaced tighter than normal (its lines touch, its joined letters pull apart).
 */
async function typesetFlaws(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const flaws: string[] = []
    const figure = /^[+\-−]?[$€£]?\d[\d.,:]*\s?(%|[kKM]|ms|s|h|m|GB|TB|x|×)?\+?$/
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ""
      if (!figure.test(text) || !node.parentElement?.checkVisibility()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)))
      if (lines.size > 1)
        flaws.push(`"${text}" breaks over ${lines.size} lines (${node.parentElement.outerHTML.slice(0, 90)})`)
    }
    // A bar chart's labels (quarters, weekdays) each centred under its own bar.
    for (const chart of document.querySelectorAll("[data-chart=bars]")) {
      const bars = [...chart.querySelectorAll("rect")].map((bar) => bar.getBoundingClientRect())
      const labels = [...chart.querySelectorAll("[data-label]")].map((label) => label.getBoundingClientRect())
      labels.forEach((label, i) => {
        const bar = bars[i]
        if (bar && bar.width > 0 && Math.abs(label.x + label.width / 2 - (bar.x + bar.width / 2)) > 2)
          flaws.push(`bar chart label ${i + 1} is not under its bar (${chart.outerHTML.slice(0, 60)})`)
      })
    }
    // A card floating over a mock-up's edge covers none of its words and keeps off the screen's edge.
    for (const float of document.querySelectorAll<HTMLElement>("[data-float]")) {
      if (!float.checkVisibility()) continue
      const box = float.getBoundingClientRect()
      const name = float.innerText.split("\n")[0]
      if (box.left < 12 || window.innerWidth - box.right < 12)
        flaws.push(
          `"${name}" floats ${Math.round(Math.min(box.left, window.innerWidth - box.right))} px from the screen's edge`,
        )
      const visual = float.parentElement!
      const words = document.createTreeWalker(visual, NodeFilter.SHOW_TEXT)
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const element = node.parentElement!
        if (
          !node.textContent?.trim() ||
          float.contains(element) ||
          element.closest("[data-float]") ||
          !element.checkVisibility()
        )
          continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const r = range.getBoundingClientRect()
        const overlap = Math.min(r.right, box.right) - Math.max(r.left, box.left)
        const height = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top)
        if (overlap > 2 && height > 2) flaws.push(`"${name}" covers "${node.textContent.trim().slice(0, 30)}"`)
      }
    }
    // Plan cards side by side: each feature line level with the same line of its neighbours.
    for (const list of document.querySelectorAll("[data-plans=cards]")) {
      const cards = [...list.children].map((card) => ({
        top: Math.round(card.getBoundingClientRect().top),
        lines: [...card.querySelectorAll("article > div:last-child li")].map((li) => li.getBoundingClientRect().top),
      }))
      for (const card of cards) {
        const first = cards.find((other) => other.top === card.top)!
        card.lines.forEach((top, i) => {
          const level = first.lines[i]
          if (level !== undefined && Math.abs(top - level) > 1)
            flaws.push(`plan feature ${i + 1} is ${Math.round(top - level)} px off its neighbour's line`)
        })
      }
    }
    if (document.documentElement.matches(":is(:lang(ar), :lang(fa), :lang(ur))"))
      for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, .heading-display")) {
        if (!heading.checkVisibility()) continue
        const style = getComputedStyle(heading)
        const leading = parseFloat(style.lineHeight) / parseFloat(style.fontSize)
        const tracking = style.letterSpacing === "normal" ? 0 : parseFloat(style.letterSpacing)
        if (leading < 1.2 || tracking < 0)
          flaws.push(
            `"${heading.innerText.slice(0, 40)}": line-height ${leading.toFixed(2)}, letter-spacing ${style.letterSpacing}`,
          )
      }
    return flaws
  })
}

/** The largest paint is asked for first and loads at once. */
function expectLcpFirst(path: string, width: number, shot: Awaited<ReturnType<typeof pictures>>) {
  if (shot.lcp === null) return
  const image = shot.images[shot.lcp]!
  expect(image.fetchPriority, `${path} at ${width} px: the LCP image "${image.label}" has fetchpriority="high"`).toBe(
    "high",
  )
  expect(image.loading, `${path} at ${width} px: the LCP image "${image.label}" is not lazy`).not.toBe("lazy")
}

/** No sideways scroll at these widths, laid out again by resizing the loaded page. */
async function expectNoOverflow(page: Page, widths: readonly number[]) {
  const height = page.viewportSize()?.height ?? 900
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    expect(await horizontalOverflow(page), `horizontal overflow in px at ${width}px`).toBeLessThanOrEqual(0)
  }
}

/**
 * Axe in the light theme, then in the dark one; each reported even when the other fails. A theme
 * changes colours only, so in the dark one axe runs the rules that read colours.
 */
async function expectAccessibleInBothThemes(page: Page, exclude: readonly string[], at = "") {
  await emulateScheme(page, "light")
  expect.soft(await axeViolations(page, exclude), `axe violations in the light theme${at}`).toEqual([])
  await emulateScheme(page, "dark")
  expect.soft(await axeViolations(page, exclude, colourRules), `axe violations in the dark theme${at}`).toEqual([])
  await emulateScheme(page, "light")
}

/**
 * The site's header and footer, the same on every inner page of a language: axe checks them on
 * the homes (each draws its own looks over its hero, and a product home ends in its own footer) and
 * on the first inner page of each language, and leaves them out elsewhere.
 */
const shell = ["body > header", "body > footer"]
const shellCheckedOn = new Set(
  compositions
    .filter(
      (composition) =>
        composition.home || compositions.find((c) => c.locale === composition.locale && !c.home) === composition,
    )
    .map((composition) => composition.path),
)

const [phone, desktop] = viewports
/** npm run test:all: every page at both widths in both themes. */
const everyPage = Boolean(process.env.EVERY_PAGE)
/** On the phone, the dark theme is the same palette on the phone layout: checked on the homes and one page of each group. */
const darkOnPhone = (composition: Composition) =>
  everyPage || composition.home || routePerGroup.some((route) => route.path === composition.path)

test.use({ colorScheme: "light" })

for (const composition of compositions) {
  const { path } = composition
  // A translated page's phone layout is its English page's with other words (the sweep checks it
  // for overflow); npm run test:all takes every page to the phone too.
  const phoneToo = composition.locale === "en" || everyPage

  test(`${path}: hydrated under its policy, axe in both themes, no overflow, pictures where they belong`, async ({
    page,
    baseURL,
  }) => {
    const csp = await watchCsp(page)
    const traffic = watchTraffic(page, new URL(baseURL!).origin)

    const exclude = shellCheckedOn.has(path) ? [] : shell

    // At the desktop width: the pictures as the first screen shows them, then the page as a visitor
    // reads it (every island hydrated, fonts in), both themes, and 1280 to 1920 px.
    await page.setViewportSize(desktop)
    const response = await page.goto(href(path), { waitUntil: "load" })
    expect(response?.status(), `HTTP status of ${path}`).toBe(200)
    const wide = await pictures(page)
    expectLcpFirst(path, desktop.width, wide)
    await readThrough(page, path)
    await scrollToTop(page)
    await expectAccessibleInBothThemes(page, exclude)
    expect.soft(await typesetFlaws(page), `typesetting at ${desktop.width} px`).toEqual([])
    await expectNoOverflow(page, [desktop.width, 1920])

    // On a phone: its own layout and pictures, axe again (in both themes on the homes and one page
    // of each group, where the phone layout meets each palette), and 320 to 768 px.
    if (phoneToo) {
      await page.setViewportSize(phone)
      await page.goto(href(path), { waitUntil: "load" })
      const narrow = await pictures(page)
      expectLcpFirst(path, phone.width, narrow)
      expect(wide.images.length, "the same pictures at every width").toBe(narrow.images.length)
      for (const [i, small] of narrow.images.entries()) {
        const large = wide.images[i]!
        const name = `${path} img "${small.label}"`
        // Shown smaller on a phone than on a desktop: width candidates and `sizes` let the phone
        // load only what it shows (icons and avatars up to 96 px lose nothing with 1x/2x candidates).
        if (
          small.visible &&
          large.visible &&
          large.renderedWidth > 96 &&
          large.renderedWidth / small.renderedWidth > 1.15
        ) {
          expect(
            small.srcset.split(",").some((candidate) => candidate.trim().split(/\s+/)[1]?.endsWith("w")),
            `${name}: srcset with width descriptors (${Math.round(small.renderedWidth)} px on a phone, ${Math.round(large.renderedWidth)} px on a desktop)`,
          ).toBe(true)
          expect(small.sizes, `${name}: a sizes attribute`).toBeTruthy()
        }
        // Below the fold at every width (or hidden until asked for): loaded lazily.
        if (small.belowFold && large.belowFold)
          expect(small.loading, `${name}: loading="lazy" below the fold`).toBe("lazy")
      }
      // Axe reads the phone page as it first shows, before the islands below the fold wake (the
      // desktop pass read them hydrated): a visitor meets both.
      if (darkOnPhone(composition)) await expectAccessibleInBothThemes(page, exclude, " at 390 px")
      else expect.soft(await axeViolations(page, exclude), "axe violations in the light theme at 390 px").toEqual([])
      expect.soft(await typesetFlaws(page), `typesetting at ${phone.width} px`).toEqual([])
      await expectNoOverflow(page, [phone.width, 320, 768])
      // A tablet's width, where the floating cards first show beside a narrow margin.
      expect.soft(await typesetFlaws(page), "typesetting at 768 px").toEqual([])
    } else await expectNoOverflow(page, [320])

    traffic.expectQuiet()
    await expectClean(page, csp)
  })
}

/**
 * What the first screen means to show and where a reader would find it cut off: the hero's
 * headline, its links and buttons, and its visual (the element marked data-hero-media), each as it
 * paints (its own box, and every box, text, picture and drawing inside it with a ground, an edge
 * or ink, after what its own parts clip away), outside the hero's box, past the screen's width, or
 * under an ancestor that clips it. A blurred glow has no ground of its own and is not counted; what
 * a scrolling row holds is reached by scrolling it.
 */
async function clippedInHero(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number }
    const slack = 1
    const clips = (element: Element) => {
      const style = getComputedStyle(element)
      return style.overflowX !== "visible" || style.overflowY !== "visible"
    }
    const meet = (a: Box, b: Box): Box | null => {
      const box = {
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      }
      return box.right - box.left > 0 && box.bottom - box.top > 0 ? box : null
    }
    const paints = (element: Element) => {
      if (element instanceof HTMLImageElement || element instanceof SVGSVGElement) return true
      const style = getComputedStyle(element)
      return (
        !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
        ["Top", "Right", "Bottom", "Left"].some(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        )
      )
    }
    /** The union of what `root` paints, each part cut to the clipping boxes between it and `root`. */
    const painted = (root: Element): Box | null => {
      let extent: Box | null = null
      const add = (rect: DOMRect, from: Element) => {
        let box: Box | null = rect.width > 0 && rect.height > 0 ? rect : null
        for (let clip: Element | null = from; box && clip && clip !== root; clip = clip.parentElement)
          if (clips(clip)) box = meet(box, clip.getBoundingClientRect())
        if (!box) return
        extent = extent
          ? {
              left: Math.min(extent.left, box.left),
              top: Math.min(extent.top, box.top),
              right: Math.max(extent.right, box.right),
              bottom: Math.max(extent.bottom, box.bottom),
            }
          : box
      }
      add(root.getBoundingClientRect(), root)
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement!
          if (!node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          add(range.getBoundingClientRect(), parent)
        } else if (node instanceof Element && node.checkVisibility({ visibilityProperty: true }) && paints(node))
          add(node.getBoundingClientRect(), node.parentElement ?? node)
      }
      return extent
    }

    const hero = document.querySelector("#hero")
    if (!hero) return ["the page has no #hero"]
    const heroBox = hero.getBoundingClientRect()
    const screen = { left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity }
    const parts = [
      ...hero.querySelectorAll("h1"),
      ...hero.querySelectorAll("a[href], button"),
      ...hero.querySelectorAll("[data-hero-media]"),
    ]
      .filter((part) => part.matches("[data-hero-media]") || part.checkVisibility({ visibilityProperty: true }))
      // A link in a row that scrolls (a reel of work) is reached by scrolling the row: the row, part
      // of the visual, is what must be shown whole.
      .filter((part) => {
        for (let box = part.parentElement; box && box !== hero; box = box.parentElement) {
          const style = getComputedStyle(box)
          if (/auto|scroll/.test(style.overflowX + style.overflowY)) return false
        }
        return true
      })
    const flaws: string[] = []
    if (!hero.querySelector("h1")) flaws.push("the hero has no h1")
    for (const part of parts) {
      const name = `${part.tagName.toLowerCase()}${part.matches("[data-hero-media]") ? "[data-hero-media]" : ""} "${(part.textContent ?? "").trim().slice(0, 40)}"`
      const box = painted(part)
      if (!box) continue
      const outside = (frame: Box) =>
        box.left < frame.left - slack ||
        box.right > frame.right + slack ||
        box.top < frame.top - slack ||
        box.bottom > frame.bottom + slack
      const at = (frame: Box) =>
        `${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} in ${Math.round(frame.left)}–${Math.round(frame.right)} × ${Math.round(frame.top)}–${Math.round(frame.bottom)}`
      if (outside(heroBox)) flaws.push(`${name} runs out of the hero (${at(heroBox)})`)
      if (outside(screen)) flaws.push(`${name} runs past the screen's width (${at(screen)})`)
      for (let clip = part.parentElement; clip; clip = clip.parentElement)
        if (clip !== hero && clips(clip) && outside(clip.getBoundingClientRect()))
          flaws.push(
            `${name} is cut by <${clip.tagName.toLowerCase()} class="${clip.className}"> (${at(clip.getBoundingClientRect())})`,
          )
    }
    return flaws
  })
}

for (const { path } of compositions.filter((composition) => composition.home)) {
  test(`${path}: nothing the first screen means to show is clipped at 1280×800 or 390×844, in either theme`, async ({
    page,
  }) => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      await page.goto(href(path), { waitUntil: "load" })
      await page.evaluate(() => document.fonts.ready.then(() => true))
      await expect(page.locator("#hero [data-hero-media]"), "the hero marks its visual").toHaveCount(1)
      for (const scheme of ["light", "dark"] as const) {
        await emulateScheme(page, scheme)
        expect.soft(await clippedInHero(page), `${size.width}×${size.height}, ${scheme}`).toEqual([])
      }
    }
  })
}
