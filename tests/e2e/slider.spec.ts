import { expect, test, type Locator, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"

/** The testimonial carousels of Home 7 (no autoplay) and Home 10 (autoplay with a pause control). */

const carousel = (page: Page) => page.getByRole("region", { name: "Customer testimonials" })
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]')
const current = (page: Page) => slides(page).and(page.locator(":not([inert])"))
const slide = (page: Page, n: number, of: number) => slides(page).and(page.locator(`[aria-label="${n} of ${of}"]`))

/** Scrolls the carousel into view (client:visible) and waits until its island has hydrated. */
async function hydrated(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(page.locator("astro-island:not([ssr])").filter({ has: carousel(page) })).toHaveCount(1)
  await expect(carousel(page).getByRole("button", { name: "Next testimonial" })).toBeVisible()
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
  await expect(carousel(page).getByRole("button", { name: `Show testimonial ${n} of ${of}` })).toHaveAttribute(
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
  test("shows one slide at a time; slides are groups labelled n of m", async ({ page }) => {
    await page.goto("/home-7/")
    await hydrated(page)
    await expect(slides(page)).toHaveCount(3)
    for (const label of ["1 of 3", "2 of 3", "3 of 3"]) {
      await expect(slides(page).and(page.locator(`[role="group"][aria-label="${label}"]`))).toHaveCount(1)
    }
    await expectShown(page, 1, 3)
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel")
    // Only the shown slide can be reached (inert hides the others from assistive technology).
    await expect(current(page)).toHaveCount(1)
    await expect(current(page)).toHaveAccessibleName("1 of 3")
    await expect(current(page)).toContainText("Wen Zhao")
    // Stacked in one place (they fade into each other), not in a row or a column.
    const boxes = await slides(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))
    for (const box of boxes.slice(1)) {
      expect(box.x).toBeCloseTo(boxes[0]!.x, 0)
      expect(box.y).toBeCloseTo(boxes[0]!.y, 0)
    }
  })

  test("next, previous and the dots change slide with a 700 ms fade, and loop", async ({ page }) => {
    await page.goto("/home-7/")
    await hydrated(page)
    const first = slide(page, 1, 3)
    await expect(first).toHaveCSS("transition-property", /opacity/)
    await expect(first).toHaveCSS("transition-duration", "0.7s")

    const next = carousel(page).getByRole("button", { name: "Next testimonial" })
    const previous = carousel(page).getByRole("button", { name: "Previous testimonial" })
    await next.click()
    await expectShown(page, 2, 3)
    await expect(current(page)).toContainText("Adaeze Nwosu")
    await next.click()
    await expectShown(page, 3, 3)
    await next.click()
    await expectShown(page, 1, 3)
    await previous.click()
    await expectShown(page, 3, 3)

    await carousel(page).getByRole("button", { name: "Show testimonial 2 of 3" }).click()
    await expectShown(page, 2, 3)
    await carousel(page).getByRole("button", { name: "Show testimonial 1 of 3" }).click()
    await expectShown(page, 1, 3)
  })

  test("is keyboard operable", async ({ page }) => {
    await page.goto("/home-7/")
    await hydrated(page)
    const previous = carousel(page).getByRole("button", { name: "Previous testimonial" })
    await previous.focus()
    await page.keyboard.press("Tab")
    await expect(carousel(page).getByRole("button", { name: "Show testimonial 1 of 3" })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expectShown(page, 2, 3)
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(carousel(page).getByRole("button", { name: "Next testimonial" })).toBeFocused()
    await page.keyboard.press("Space")
    await expectShown(page, 3, 3)
    await page.keyboard.press("Enter")
    await expectShown(page, 1, 3)
    // No focusable element inside a hidden slide.
    await expect(slide(page, 2, 3)).toHaveAttribute("inert")
  })

  test("swipes on touch", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto("/home-7/")
    await hydrated(page)
    const track = trackOf(slides(page))
    await swipe(track, 300, 80)
    await expectShown(page, 2, 3)
    await swipe(track, 80, 300)
    await expectShown(page, 1, 3)
    await swipe(track, 80, 300)
    await expectShown(page, 3, 3)
    // A short drag is not a swipe.
    await swipe(track, 200, 180)
    await expectShown(page, 3, 3)
    await context.close()
  })

  test("never advances on its own", async ({ page }) => {
    await pausedClock(page)
    await page.goto("/home-7/")
    await hydrated(page)
    await expect(carousel(page).getByRole("button", { name: /automatic slides/ })).toHaveCount(0)
    await page.mouse.move(0, 0)
    await page.clock.runFor(8000)
    await expectShown(page, 1, 3)
    await page.clock.runFor(30_000)
    await expectShown(page, 1, 3)
  })

  test("before hydration and without JavaScript every slide is reachable in a scroll row", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto("/home-7/")
    const all = slides(page)
    await expect(all).toHaveCount(3)
    const row = trackOf(all)
    await expect(row).toHaveAttribute("tabindex", "0")
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    for (let i = 0; i < 3; i++) {
      await expect(all.nth(i)).not.toHaveAttribute("inert")
      await all.nth(i).scrollIntoViewIfNeeded()
      await expect(all.nth(i)).toBeInViewport({ ratio: 0.9 })
    }
    // The controls only appear once they can work.
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden()
    await context.close()
  })
})

test.describe("testimonial slider on Home 10 (autoplay)", () => {
  needsRoutes("/home-10/")
  test("advances on its own, and the pause control stops it", async ({ page }) => {
    await pausedClock(page)
    await page.goto("/home-10/")
    await hydrated(page)
    await page.mouse.move(0, 0)
    await expectShown(page, 1, 2)
    await page.clock.runFor(6000)
    await expectShown(page, 2, 2)
    await page.clock.runFor(6000)
    await expectShown(page, 1, 2)

    const pause = carousel(page).getByRole("button", { name: "Pause automatic slides" })
    await pause.click()
    await expect(carousel(page).getByRole("button", { name: "Play automatic slides" })).toBeVisible()
    // Move focus and pointer out, so only the pause holds it.
    await page.mouse.click(2, 300)
    await page.clock.runFor(20_000)
    await expectShown(page, 1, 2)

    await carousel(page).getByRole("button", { name: "Play automatic slides" }).click()
    await page.mouse.click(2, 300)
    await page.clock.runFor(6500)
    await expectShown(page, 2, 2)
  })

  test("hovering or focusing the carousel holds it", async ({ page }) => {
    await pausedClock(page)
    await page.goto("/home-10/")
    await hydrated(page)
    await slide(page, 1, 2).hover()
    await page.clock.runFor(15_000)
    await expectShown(page, 1, 2)
    await page.mouse.move(0, 0)
    await page.clock.runFor(6500)
    await expectShown(page, 2, 2)

    await carousel(page).getByRole("button", { name: "Show testimonial 2 of 2" }).focus()
    await page.clock.runFor(15_000)
    await expectShown(page, 2, 2)
    await carousel(page).evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(6500)
    await expectShown(page, 1, 2)
  })

  test("under reduced motion it never advances on its own", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" })
    const page = await context.newPage()
    await pausedClock(page)
    await page.goto("/home-10/")
    await hydrated(page)
    await page.mouse.move(0, 0)
    await expect(carousel(page).getByRole("button", { name: "Play automatic slides" })).toBeVisible()
    await page.clock.runFor(30_000)
    await expectShown(page, 1, 2)
    // The buttons still work, without the fade.
    await carousel(page).getByRole("button", { name: "Next testimonial" }).click()
    await expectShown(page, 2, 2)
    await context.close()
  })
})
