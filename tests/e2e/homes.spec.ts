/**
 * What only a browser shows on the home pages: the header lying over its hero or above it, and its
 * sticky looks as the page scrolls; a dark or brand ground computing to a dark one in the light
 * theme; the ticker rolling, pausing and standing still under reduced motion; the accordion's
 * animation. Each runs once, on the first home (src/lib/routes.ts) built with the part it is about.
 * What every home shows (brands, sections, plans, videos, accordions and tickers, from their data)
 * is checked in the build by tests/static/homes.test.ts.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test, type Locator, type Page } from "@playwright/test"

import { routeFile } from "#/lib/routes.ts"
import { href } from "#/lib/url.ts"
import { builtRoutes, dist, expectStickyLooks, toneOf } from "./helpers"

const homes = builtRoutes.filter((route) => route.group === "home" && !("canonical" in route)).map((r) => r.path)

/** The first home whose built HTML matches `pattern`: the page a test about that part runs on. */
const firstHome = (pattern: RegExp, matches = true) =>
  homes.find((path) => pattern.test(readFileSync(join(dist, routeFile(path)), "utf8")) === matches)

const overlay = /<header[^>]*class="[^"]*\bheader-overlay\b/

/** The grounds in the dark scheme: the global.css utilities that set it along with a background. */
const darkGrounds = [
  ...readFileSync(join(import.meta.dirname, "../../src/styles/global.css"), "utf8").matchAll(
    /@utility ([\w-]+) \{([^{}]*)\}/g,
  ),
]
  .filter(([, , body = ""]) => /color-scheme:\s*dark/.test(body) && /background-color:/.test(body))
  .map(([, name]) => name!)

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: "light" })

/** The header's, the hero's and the headline's boxes on the page now. */
async function boxes(page: Page) {
  const box = async (locator: Locator) => (await locator.boundingBox())!
  return {
    header: await box(page.getByRole("banner")),
    hero: await box(page.locator("#hero")),
    headline: await box(page.getByRole("heading", { level: 1 })),
  }
}

test("the default header sits above the hero", async ({ page }) => {
  // Its sticky looks are shell.spec.ts's ("the sticky header takes its scrolling look …").
  const path = firstHome(overlay, false)
  test.skip(!path, "every home lays its header over the hero")
  await page.goto(href(path!))
  const { header, hero } = await boxes(page)
  expect(hero.y, "the hero follows the header").toBeGreaterThanOrEqual(header.y + header.height - 1)
})

test("the overlay header lies over a hero on a dark ground, leaves the headline clear, and takes the sticky looks as the page scrolls", async ({
  page,
}) => {
  const path = firstHome(overlay)
  test.skip(!path, "no home lays its header over the hero")
  await page.goto(href(path!))
  const { header, hero, headline } = await boxes(page)
  expect(hero.y, "the hero starts under the header").toBeLessThan(header.y + header.height)
  expect(headline.y, "the headline starts below the header over it").toBeGreaterThanOrEqual(header.y + header.height)

  // The grounds that put a section in the dark scheme compute to a dark ground with light text,
  // the hero under the header's light letters among them.
  const grounds = await page
    .locator(darkGrounds.map((name) => `main section.${name}`).join(", "))
    .evaluateAll((sections) =>
      sections.map((section) => {
        const style = getComputedStyle(section)
        return { id: section.id, background: style.backgroundColor, text: style.color }
      }),
    )
  expect(
    grounds.map((ground) => ground.id),
    "the hero is on a dark or brand ground",
  ).toContain("hero")
  for (const ground of grounds)
    expect(await toneOf(page, ground), `${JSON.stringify(ground)} in the light theme`).toBe("dark")

  await expectStickyLooks(page)
})

test("the ticker rolls, pauses on hover, on focus and with its pause checkbox, and is a static wrapped list under reduced motion", async ({
  page,
}) => {
  const path = firstHome(/\banimate-marquee\b/)
  test.skip(!path, "no home has a ticker")
  await page.goto(href(path!))
  const band = page
    .locator("main section")
    .filter({ has: page.locator(".animate-marquee") })
    .first()
  const track = band.locator(".animate-marquee")
  const style = (property: "animationPlayState" | "animationName") =>
    track.evaluate((el, property) => getComputedStyle(el)[property], property)
  const playState = () => style("animationPlayState")
  /** Moves the pointer off the ticker and takes focus away from `control`. */
  const leave = async (control: Locator) => {
    await control.blur()
    await page.mouse.move(2, 2)
  }
  await band.scrollIntoViewIfNeeded()
  expect(await style("animationName")).toBe("marquee")
  await expect.poll(playState).toBe("running")

  await track.locator("..").hover()
  await expect.poll(playState).toBe("paused")
  await page.mouse.move(2, 2)
  await expect.poll(playState).toBe("running")

  const pause = band.getByRole("checkbox")
  await pause.focus()
  await expect.poll(playState).toBe("paused")
  await pause.press("Space")
  await expect(pause).toBeChecked()
  await leave(pause)
  await expect.poll(playState, "stays paused while checked").toBe("paused")
  await pause.uncheck()
  await leave(pause)
  await expect.poll(playState).toBe("running")

  await page.emulateMedia({ reducedMotion: "reduce" })
  await expect.poll(() => style("animationName")).toBe("none")
  await expect(band.locator('ul[aria-hidden="true"]')).toBeHidden()
  await expect(pause).toBeHidden()
  // Every item sits inside the page width: the list wraps instead of running off screen.
  const width = page.viewportSize()!.width
  for (const item of await track.locator("ul:not([aria-hidden])").getByRole("listitem").all()) {
    const box = (await item.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  }
})

test("the accordion collapses over 300 ms, instantly under reduced motion", async ({ page }) => {
  const path = firstHome(/<details[^>]*class="[^"]*\bdisclosure\b/)
  test.skip(!path, "no home has an accordion")
  await page.goto(href(path!))
  const item = page.locator("details.disclosure").first()
  const duration = () =>
    item.evaluate((el) => parseFloat(getComputedStyle(el, "::details-content").transitionDuration.split(",")[0] ?? "0"))
  expect(await duration()).toBe(0.3)
  await page.emulateMedia({ reducedMotion: "reduce" })
  expect(await duration()).toBeLessThan(0.01)
})
