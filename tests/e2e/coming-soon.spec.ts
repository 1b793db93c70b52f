/**
 * The coming-soon page in the browser: the countdown island ticking to the launch day's local
 * midnight and stopping there, its seconds in step with the clock's, its figures arriving and
 * ticking without moving anything in every language, and the newsletter box (the NewsletterForm of
 * the footer, the blog and the homes too) validating and sending nothing. What the HTML holds before
 * any script (neutral figures, the day in <time datetime>, the heading, button and note) is checked
 * in every language in tests/static/coming-soon.test.ts; the date arithmetic, the launch day itself
 * included, in tests/unit/countdown.test.ts.
 */
import { expect, test, type Locator } from "@playwright/test"

import { launch } from "#/data/pages/coming-soon.ts"
import { localePath, pageLocales } from "#/i18n/locales.ts"
import { settledWithinMs } from "#/lib/client-settled-timing.ts"
import { href } from "#/lib/url.ts"
import { pageFile, sectionsOf } from "../support/page-files"
import { formReady, letIslandsSettle, needsRoutes } from "./helpers"

/** The coming-soon page's hero in English, as its content file gives it (src/content/pages/coming-soon.yaml). */
const comingSoon = () => sectionsOf(pageFile("coming-soon"), "coming-soon")[0]!

// The countdown aims at the visitor's local midnight: pin a time zone so "local" is known.
test.use({ timezoneId: "America/New_York" })

const pad = (n: number) => String(n).padStart(2, "0")
/** The launch day of a year, as <time datetime> writes it. */
const launchDay = (year: number) => `${year}-${pad(launch.month)}-${pad(launch.day)}`
/** A moment in New York on a year's launch day, `seconds` before or after its midnight. */
const aroundMidnight = (year: number, seconds: number) =>
  new Date(new Date(`${launchDay(year)}T00:00:00-05:00`).getTime() + seconds * 1000)
/** The launch day as the page names it ("December 29, 2027"). */
const dayName = (year: number) =>
  new Date(Date.UTC(year, launch.month - 1, launch.day)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  })

/** The four numbers the timer shows, in order (days, hours, minutes, seconds). */
async function digits(timer: Locator) {
  return timer.locator(".tabular-nums").allTextContents()
}

test.describe("coming soon countdown", () => {
  needsRoutes("/coming-soon/")
  test("ticks down to the launch day's local midnight, then stops and says we are live", async ({ page }) => {
    await page.clock.install({ time: aroundMidnight(2027, -20) })
    await page.goto(href("/coming-soon/"))
    const timer = page.getByRole("timer")
    await expect(timer).toHaveAccessibleName(new RegExp(`${comingSoon().countdown.until} ${dayName(2027)}`))
    await expect(page.locator("main time")).toHaveAttribute("datetime", launchDay(2027))

    // Five seconds before midnight: zero days, hours and minutes, a few seconds.
    await page.clock.pauseAt(aroundMidnight(2027, -5))
    await expect.poll(() => digits(timer)).toEqual(["00", "00", "00", expect.stringMatching(/^0[56]$/)])
    await page.clock.runFor(2_000)
    await expect.poll(() => digits(timer)).toEqual(["00", "00", "00", expect.stringMatching(/^0[34]$/)])

    await page.clock.runFor(6_000)
    const live = page.getByRole("status").filter({ hasText: comingSoon().countdown.live })
    await expect(live).toBeVisible()
    await expect(page.getByRole("timer")).toHaveCount(0)

    // Stopped: a day later it still says live and no timer has come back.
    await page.clock.runFor(24 * 3_600_000)
    await expect(live).toBeVisible()
    await expect(page.getByRole("timer")).toHaveCount(0)
  })

  test("the seconds turn over with the clock's own second, whenever the page hydrated", async ({ page }) => {
    // Hydrated half-way through a second: a timer counting 1000 ms from then would turn the digit
    // over at every half second, up to a second behind the clock.
    await page.clock.install({ time: aroundMidnight(2027, -35) })
    await page.clock.pauseAt(aroundMidnight(2027, -30.5 - settledWithinMs / 1000))
    await page.goto(href("/coming-soon/"))
    await letIslandsSettle(page)
    const timer = page.getByRole("timer")
    const seconds = async () => Number((await digits(timer))[3])
    await expect.poll(seconds).toBe(31)

    await page.clock.pauseAt(aroundMidnight(2027, -25.05))
    await expect.poll(seconds).toBe(26)
    await page.clock.runFor(100)
    await expect.poll(seconds).toBe(25)
    await page.clock.runFor(800)
    expect(await seconds(), "no second turn within the same clock second").toBe(25)
  })

  // In every language the page is in: figures and unit names change width as they arrive and tick
  // (Arabic-Indic digits, Arabic's six plural forms); centred in their cells, that must move nothing,
  // and no unit name may break in the middle of its word, on a phone or a desktop.
  const languages = pageLocales("/coming-soon/")
  for (const locale of languages) {
    test(`${localePath(locale, "/coming-soon/")}: the figures arrive and tick without moving anything, each unit on one line`, async ({
      page,
    }) => {
      // Each shift with what moved. A shift while a font is still loading is the font's swap (on a
      // busy machine the Arabic face can land after the first paint), not the countdown's doing.
      await page.addInitScript(() => {
        const shifts: string[] = []
        Object.assign(window, { shifts })
        new PerformanceObserver((list) => {
          if (document.fonts.status === "loading") return
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            shifts.push(
              `${entry.value.toFixed(4)}: ${entry.sources.map((source) => source.node?.parentElement?.outerHTML.slice(0, 80) ?? "?").join(", ")}`,
            )
        }).observe({ type: "layout-shift", buffered: true })
      })
      // A day, an hour, a minute and three seconds before: the seconds go 3, 2, 1, 0, through the
      // plural forms, while the other units sit at one.
      await page.clock.install({ time: aroundMidnight(2027, -(86_400 + 3_600 + 60 + 3.5)) })
      await page.goto(href(localePath(locale, "/coming-soon/")))
      const timer = page.getByRole("timer")
      /** The unit names that take more than one line, with the page width. */
      const broken = async () =>
        timer.evaluate((element) =>
          [...element.querySelectorAll(":scope > div > span:last-child")]
            .filter((name) => name.getBoundingClientRect().height > parseFloat(getComputedStyle(name).lineHeight) * 1.5)
            .map((name) => `${(name as HTMLElement).innerText} at ${window.innerWidth}px`),
        )
      expect(await broken(), "unit names before the figures").toEqual([])
      await expect.poll(async () => (await digits(timer)).join(" ")).not.toContain("--")
      for (let second = 0; second < 3; second++) {
        await page.clock.runFor(1_000)
        expect(await broken(), "unit names while ticking").toEqual([])
      }
      await page.evaluate(() => new Promise(requestAnimationFrame))
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), "layout shifts").toEqual([])
      for (const width of [320, 375, 640]) {
        await page.setViewportSize({ width, height: 800 })
        expect(await broken(), "unit names on a narrower page").toEqual([])
      }
    })
  }
})

test.describe("the newsletter box", () => {
  needsRoutes("/coming-soon/")
  test("the sign-up checks the address inline and keeps it local", async ({ page }) => {
    const posts: string[] = []
    page.on("request", (req) => req.method() !== "GET" && posts.push(req.url()))
    await page.goto(href("/coming-soon/"))
    const main = page.getByRole("main")
    const form = main.locator("form")
    await formReady(form)
    const notify = comingSoon().form
    const email = main.getByRole("textbox", { name: notify.label })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("autocomplete", "email")

    await main.getByRole("button", { name: notify.button }).click()
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()
    await expect(main.locator(`#${notify.id}-email-error`)).not.toBeEmpty()

    await email.fill("ada@example.com")
    await page.keyboard.press("Enter")
    await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
    await expect(email).toHaveValue("ada@example.com")
    expect(posts, "requests that send data").toEqual([])
  })
})
