import { expect, test, type Page } from "@playwright/test"

import { QUIET_MS, settledWithinMs } from "#/lib/client-settled-timing.ts"
import { href } from "#/lib/url.ts"
import { hold, playVideoName, stubPlayer } from "./helpers"

/**
 * client:interaction (src/lib/client-interaction.ts): the forms and video players load their
 * JavaScript when a visitor reaches for them, not when they scroll into view, and nothing a visitor
 * does before it has arrived is lost. client:settled (src/lib/client-settled.ts): the other islands
 * load theirs only once the page has finished loading and painting its largest content.
 */

/** Counts the JavaScript files the page requests from now on. */
function scriptRequests(page: Page) {
  const urls: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** Two animation frames, then the main thread idle: Astro's client:visible and client:idle would have started. */
const idleAfterFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(resolve))),
        ),
      ),
  )

/**
 * Waits past the moment client:settled islands in view start: the load, then the largest paint
 * quiet for QUIET_MS (or settledWithinMs with none reported), as the directive counts it, then the
 * main thread idle, so a script the directive asked for has been requested.
 */
async function pastSettling(page: Page) {
  await page.waitForLoadState("load")
  await page.evaluate(
    ({ quiet, latest }) =>
      new Promise<void>((resolve) => {
        const paints: number[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) paints.push(entry.startTime)
        }).observe({ type: "largest-contentful-paint", buffered: true })
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined
        const load = navigation?.loadEventStart || performance.now()
        const check = () => {
          const last = paints.at(-1)
          const settled = last === undefined ? load + latest : Math.max(last, load) + quiet
          if (performance.now() > settled) resolve()
          else setTimeout(check, Math.max(10, settled - performance.now() + 10))
        }
        requestAnimationFrame(check)
      }),
    { quiet: QUIET_MS, latest: settledWithinMs },
  )
  await idleAfterFrames(page)
}

const hero = (page: Page) => page.locator("#hero")

test("/career/: an island that loads by itself waits until the page has loaded, fonts included", async ({ page }) => {
  // The fonts held back, as on a slow connection: the page cannot finish loading without them.
  const release = await hold(page, "**/_astro/fonts/*.woff2")
  const scripts = scriptRequests(page)
  await page.goto(href("/career/"), { waitUntil: "domcontentloaded" })
  const islands = page.locator("astro-island")
  await expect(islands.first()).toBeAttached()
  // Astro's client:idle and client:visible would have fetched the island's JavaScript by now.
  await idleAfterFrames(page)
  await idleAfterFrames(page)
  expect(scripts, "scripts requested while the fonts are on their way").toEqual([])
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete")

  release()
  await expect(page.locator("astro-island:not([ssr])").first()).toBeAttached()
  expect(scripts.length, "the island's JavaScript, once the page has loaded").toBeGreaterThan(0)
})

test("/career/: an island that loads by itself waits for the page's largest paint, even one after the load", async ({
  page,
}) => {
  // The page's clock is paused, so the directive's quiet window is measured in steps the test
  // takes, not in how busy the machine is: a block shown after the first paint (as a first-screen
  // reveal is) paints after the window has mostly run, and must start it again.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.addInitScript(() => {
    const paints: number[] = []
    Object.assign(window, { largestPaints: paints })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime)
    }).observe({ type: "largest-contentful-paint", buffered: true })
  })
  const scripts = scriptRequests(page)
  await page.goto(href("/career/"))
  const largestPaints = () =>
    page.evaluate(() => (window as unknown as { largestPaints: number[] }).largestPaints.length)
  await expect.poll(largestPaints).toBeGreaterThan(0)
  const before = await largestPaints()

  await page.clock.runFor(QUIET_MS - 50)
  expect(scripts, "scripts requested before the largest paint has been quiet").toEqual([])
  await page.evaluate(() => {
    const late = document.createElement("p")
    late.style.cssText = "font-size: 48px; line-height: 1.2"
    late.textContent = "A block painted after the first. ".repeat(12)
    document.body.prepend(late)
  })
  await expect.poll(largestPaints).toBeGreaterThan(before)

  // Past the quiet window counted from the first paint, but not from the late one.
  await page.clock.runFor(100)
  expect(scripts, "scripts requested right after a later, larger paint").toEqual([])
  await page.clock.runFor(QUIET_MS)
  await expect.poll(() => scripts.length, "the island's JavaScript, once the paints have gone quiet").toBeGreaterThan(0)
})

test("on a phone the blog's search box, after the posts, loads its island once scrolled to or searched from", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const scripts = scriptRequests(page)
  await page.goto(href("/blog/"))
  await pastSettling(page)
  expect(scripts, "scripts requested with the search box below the fold").toEqual([])

  const search = page.locator("astro-island").filter({ has: page.getByRole("searchbox") })
  await search.scrollIntoViewIfNeeded()
  await expect(search).not.toHaveAttribute("ssr")

  // A search sent without JavaScript comes back to the box, which is then in view and runs it.
  const query = (await page.locator("article h2, article h3").first().textContent())?.trim().split(/\s+/)[0] ?? ""
  await page.goto(href(`/blog/?q=${encodeURIComponent(query)}#blog-search`))
  await expect(page.getByRole("searchbox")).toHaveValue(query)
  await expect(search.getByRole("link").first()).toBeVisible()
})

test("Home 1 loads no JavaScript file until the visitor reaches for the hero form, or moves keyboard focus to the play button", async ({
  page,
}) => {
  const scripts = scriptRequests(page)
  await page.goto(href("/"))
  const email = hero(page).getByRole("textbox", { name: /email/i })
  await expect(email).toBeVisible()
  await pastSettling(page)
  expect(scripts, "scripts requested with the form and the play button in view").toEqual([])

  await email.hover()
  await expect(
    hero(page)
      .locator("astro-island:not([ssr])")
      .filter({ has: page.locator("form") }),
  ).toHaveCount(1)
  expect(
    scripts.some((path) => /form-status/.test(path)),
    `form island loaded (${scripts.join(", ")})`,
  ).toBe(true)

  // Keyboard focus alone loads the play button's island: Tab through the page, as a keyboard user would.
  const play = page.getByRole("button", { name: playVideoName }).first()
  const island = page.locator("astro-island").filter({ has: play })
  await expect(island).toHaveAttribute("ssr", "")
  for (let presses = 0; presses < 40 && !(await play.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press("Tab")
  await expect(play).toBeFocused()
  await expect(island).not.toHaveAttribute("ssr")
})

test("a form sent and a play button pressed before their islands have loaded are held, then answered: nothing typed is lost, the dialog opens and the player follows", async ({
  page,
}) => {
  await stubPlayer(page, "**/www.youtube-nocookie.com/**")
  const release = await hold(page)
  await page.goto(href("/"))
  const email = hero(page).getByRole("textbox", { name: /email/i })
  await email.fill("ada@example.com")
  await email.press("Enter")
  // Held: the page did not navigate away or reload with the address in the URL.
  await page.waitForTimeout(300)
  expect(new URL(page.url()).search).toBe("")
  await expect(email).toHaveValue("ada@example.com")

  await page.getByRole("button", { name: playVideoName }).first().click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toBeVisible()
  await expect(dialog.locator("iframe")).toHaveCount(0)

  release()
  await expect(hero(page).getByRole("status")).toContainText("nothing was sent")
  await expect(email).toHaveValue("ada@example.com")
  expect(new URL(page.url()).search).toBe("")
  await expect(dialog.frameLocator("iframe").getByText("stub player")).toBeVisible()
})
