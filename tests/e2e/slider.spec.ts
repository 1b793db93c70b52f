import { expect, test, type Locator, type Page } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { hydrated, letIslandsSettle, needsRoutes } from "./helpers"
import { sliderLabels } from "#/data/site.ts"

/**
 * The testimonial carousels of Home 7 (no autoplay) and Home 10 (autoplay with a pause control).
 * How many slides there are and who each one quotes are read from the page, so the checks hold for
 * any testimonials (the sample's own are in demo-content-homes.spec.ts). What the built HTML holds
 * (the slides labelled n of m, none inert before any script, the row a keyboard can scroll, a pause
 * control only where it moves on its own) is tests/static/slider.test.ts.
 */

/** The page's carousel (its label is data a buyer may change: found by its role description). */
const carousel = (page: Page) => page.getByRole("region").and(page.locator('[aria-roledescription="carousel"]'))
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]')
const current = (page: Page) => slides(page).and(page.locator(":not([inert])"))
const slide = (page: Page, n: number, of: number) => slides(page).and(page.locator(`[aria-label="${n} of ${of}"]`))

/** How many slides the carousel has (a single testimonial leaves nothing to slide: the test is skipped). */
async function slideCount(page: Page) {
  const count = await slides(page).count()
  test.skip(count < 2, "a single testimonial: nothing to slide")
  return count
}

/** Who each slide quotes (its caption: name and role), in order. */
const captions = (page: Page) => slides(page).locator("figcaption").allTextContents()

/** The slide after slide n of `of` (the carousel loops). */
const after = (n: number, of: number) => (n % of) + 1

/** Scrolls the carousel into view (client:settled="visible") and waits until its island has hydrated. */
async function carouselReady(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded()
  await hydrated(page, carousel(page))
  await expect(carousel(page).getByRole("button", { name: sliderLabels.next })).toBeVisible()
}

/** Exactly slide n is shown: opaque and interactive, every other slide transparent and inert. */
async function expectShown(page: Page, n: number, of: number) {
  for (let i = 1; i <= of; i++) {
    const s = slide(page, i, of)
    if (i === n) {
      await expect(s).not.toHaveAttribute("inert")
      await expect(s).toHaveCSS("opacity", "1")
    } else {
      await expect(s).toHaveAttribute("inert")
      await expect(s).toHaveCSS("opacity", "0")
    }
  }
  await expect(carousel(page).getByRole("button", { name: `${sliderLabels.goTo} ${n} of ${of}` })).toHaveAttribute(
    "aria-current",
    "true",
  )
}

/**
 * A paused fake clock from before the page loads: only runFor moves time, so slow assertions on a
 * busy machine cannot let an interval fire an extra time.
 */
async function pausedClock(page: Page) {
  const start = new Date("2026-11-23T10:00:00Z")
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

/** The row the slides sit in (their nearest <div> ancestor: the build-time slides sit in an <astro-slot>). */
const trackOf = (slides: Locator) => slides.first().locator("xpath=ancestor::div[1]")

const swipe = async (target: Locator, from: number, to: number) => {
  const box = (await target.boundingBox())!
  const y = box.y + box.height / 2
  const init = { pointerType: "touch", isPrimary: true, pointerId: 7, bubbles: true }
  await target.dispatchEvent("pointerdown", { ...init, clientX: box.x + from, clientY: y })
  await target.dispatchEvent("pointermove", { ...init, clientX: box.x + (from + to) / 2, clientY: y })
  await target.dispatchEvent("pointerup", { ...init, clientX: box.x + to, clientY: y })
}

test.describe("testimonial slider on Home 7 (no autoplay)", () => {
  needsRoutes("/home-7/")
  test("shows one slide at a time, stacked in one place, and never advances on its own", async ({ page }) => {
    await pausedClock(page)
    await page.goto(href("/home-7/"))
    await letIslandsSettle(page)
    await carouselReady(page)
    const of = await slideCount(page)
    await expectShown(page, 1, of)
    // Only the shown slide can be reached (inert hides the others from assistive technology).
    await expect(current(page)).toHaveCount(1)
    await expect(current(page)).toHaveAccessibleName(`1 of ${of}`)
    await expect(current(page).locator("figcaption")).toHaveText((await captions(page))[0]!)
    // Stacked in one place (they fade into each other), not in a row or a column.
    const boxes = await slides(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))
    for (const box of boxes.slice(1)) {
      expect(box.x).toBeCloseTo(boxes[0]!.x, 0)
      expect(box.y).toBeCloseTo(boxes[0]!.y, 0)
    }

    await page.mouse.move(0, 0)
    await page.clock.runFor(8000)
    await expectShown(page, 1, of)
    await page.clock.runFor(30_000)
    await expectShown(page, 1, of)
  })

  test("next, previous and the dots change slide with a 700 ms fade, and loop; all of it by keyboard too", async ({
    page,
  }) => {
    await page.goto(href("/home-7/"))
    await carouselReady(page)
    const of = await slideCount(page)
    const names = await captions(page)
    const first = slide(page, 1, of)
    await expect(first).toHaveCSS("transition-property", /opacity/)
    await expect(first).toHaveCSS("transition-duration", "0.7s")

    const next = carousel(page).getByRole("button", { name: sliderLabels.next })
    const previous = carousel(page).getByRole("button", { name: sliderLabels.previous })
    await next.click()
    await expectShown(page, 2, of)
    await expect(current(page).locator("figcaption")).toHaveText(names[1]!)
    for (let n = 3; n <= of; n++) {
      await next.click()
      await expectShown(page, n, of)
    }
    await next.click()
    await expectShown(page, 1, of)
    await previous.click()
    await expectShown(page, of, of)

    await carousel(page)
      .getByRole("button", { name: `${sliderLabels.goTo} 2 of ${of}` })
      .click()
    await expectShown(page, 2, of)
    await carousel(page)
      .getByRole("button", { name: `${sliderLabels.goTo} 1 of ${of}` })
      .click()
    await expectShown(page, 1, of)

    // The keyboard: Previous, then each dot, then Next, in the tab order; Enter and Space press them.
    await previous.focus()
    await page.keyboard.press("Tab")
    await expect(carousel(page).getByRole("button", { name: `${sliderLabels.goTo} 1 of ${of}` })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expectShown(page, 2, of)
    // Past the remaining dots to Next.
    for (let dot = 2; dot <= of; dot++) await page.keyboard.press("Tab")
    await expect(next).toBeFocused()
    await page.keyboard.press("Space")
    await expectShown(page, after(2, of), of)
    await page.keyboard.press("Enter")
    const shown = after(after(2, of), of)
    await expectShown(page, shown, of)
    // No focusable element inside a hidden slide.
    await expect(slide(page, after(shown, of), of)).toHaveAttribute("inert")
  })

  test("swipes on touch", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(href("/home-7/"))
    await carouselReady(page)
    const of = await slideCount(page)
    const track = trackOf(slides(page))
    await swipe(track, 300, 80)
    await expectShown(page, 2, of)
    await swipe(track, 80, 300)
    await expectShown(page, 1, of)
    await swipe(track, 80, 300)
    await expectShown(page, of, of)
    // A short drag is not a swipe.
    await swipe(track, 200, 180)
    await expectShown(page, of, of)
    await context.close()
  })

  test("before hydration and without JavaScript every slide can be scrolled into view in a row, and the controls stay hidden", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(href("/home-7/"))
    const all = slides(page)
    const of = await slideCount(page)
    const row = trackOf(all)
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    for (let i = 0; i < of; i++) {
      await all.nth(i).scrollIntoViewIfNeeded()
      await expect(all.nth(i)).toBeInViewport({ ratio: 0.9 })
    }
    // The controls only appear once they can work.
    await expect(page.getByRole("button", { name: sliderLabels.next })).toBeHidden()
    await context.close()
  })
})

test.describe("testimonial slider on Home 10 (autoplay)", () => {
  needsRoutes("/home-10/")
  test("advances on its own, and the pause control stops it", async ({ page }) => {
    await pausedClock(page)
    await page.goto(href("/home-10/"))
    await letIslandsSettle(page)
    await carouselReady(page)
    const of = await slideCount(page)
    await page.mouse.move(0, 0)
    await expectShown(page, 1, of)
    // Every slide in turn, then back to the first.
    for (let n = 2; n <= of; n++) {
      await page.clock.runFor(6000)
      await expectShown(page, n, of)
    }
    await page.clock.runFor(6000)
    await expectShown(page, 1, of)

    const pause = carousel(page).getByRole("button", { name: sliderLabels.pause })
    await pause.click()
    await expect(carousel(page).getByRole("button", { name: sliderLabels.play })).toBeVisible()
    // Move focus and pointer out, so only the pause holds it.
    await page.mouse.click(2, 300)
    await page.clock.runFor(20_000)
    await expectShown(page, 1, of)

    await carousel(page).getByRole("button", { name: sliderLabels.play }).click()
    await page.mouse.click(2, 300)
    await page.clock.runFor(6500)
    await expectShown(page, 2, of)
  })

  test("hovering or focusing the carousel holds it", async ({ page }) => {
    await pausedClock(page)
    await page.goto(href("/home-10/"))
    await letIslandsSettle(page)
    await carouselReady(page)
    const of = await slideCount(page)
    await slide(page, 1, of).hover()
    await page.clock.runFor(15_000)
    await expectShown(page, 1, of)
    await page.mouse.move(0, 0)
    await page.clock.runFor(6500)
    await expectShown(page, 2, of)

    await carousel(page)
      .getByRole("button", { name: `${sliderLabels.goTo} 2 of ${of}` })
      .focus()
    await page.clock.runFor(15_000)
    await expectShown(page, 2, of)
    await carousel(page).evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(6500)
    await expectShown(page, after(2, of), of)
  })

  test("under reduced motion it never advances on its own", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" })
    const page = await context.newPage()
    await pausedClock(page)
    await page.goto(href("/home-10/"))
    await letIslandsSettle(page)
    await carouselReady(page)
    const of = await slideCount(page)
    await page.mouse.move(0, 0)
    await expect(carousel(page).getByRole("button", { name: sliderLabels.play })).toBeVisible()
    await page.clock.runFor(30_000)
    await expectShown(page, 1, of)
    // The buttons still work, without the fade.
    await carousel(page).getByRole("button", { name: sliderLabels.next }).click()
    await expectShown(page, 2, of)
    await context.close()
  })
})
