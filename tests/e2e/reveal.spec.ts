import { expect, test, type Locator, type Page } from "@playwright/test"

import { href } from "#/lib/url.ts"

/** The first reveal block of Home 1's service cards, well below the fold. */
const target = (page: Page) => page.locator("section[aria-labelledby=services-title] .reveal").first()

const animation = (el: Locator) =>
  el.evaluate((node) => {
    const [a] = node.getAnimations()
    return a
      ? {
          name: (a as CSSAnimation).animationName,
          state: a.playState,
          duration: a.effect?.getTiming().duration,
          opacity: getComputedStyle(node).opacity,
        }
      : { name: null, state: null, duration: null, opacity: getComputedStyle(node).opacity }
  })

/** Two frames: the scroll has been laid out and the trigger's timeline updated. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

async function scrollTopTo(el: Locator, offsetFromBottom: number) {
  await el.evaluate((node, offset) => {
    const top = node.getBoundingClientRect().top + window.scrollY
    window.scrollTo(0, top - window.innerHeight + offset)
  }, offsetFromBottom)
  await frames(el.page())
}

test.describe("scroll reveal", () => {
  test("plays once, for 1000 ms, when the block is 120 px into the viewport (desktop); never on the first screen, below 991 px, or under reduced motion", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(href("/"))
    const aboveFold = await page
      .locator(".reveal")
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().top < window.innerHeight).length)
    expect(aboveFold, "reveal blocks on the first screen").toBe(0)

    const el = target(page)
    expect(await animation(el)).toMatchObject({ name: "reveal-up", state: "paused", duration: 1000 })

    await scrollTopTo(el, 60)
    expect((await animation(el)).state, "60 px in: not yet").toBe("paused")

    await scrollTopTo(el, 200)
    await expect.poll(async () => (await animation(el)).state).toBe("finished")
    expect((await animation(el)).opacity).toBe("1")

    // Once: scrolling away and back does not hide or replay it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await frames(page)
    await scrollTopTo(el, 200)
    expect(await animation(el)).toMatchObject({ state: "finished", opacity: "1" })

    // Below 991 px and under reduced motion there is no animation at all, and the block shows.
    await page.setViewportSize({ width: 990, height: 800 })
    expect(await animation(target(page))).toMatchObject({ name: null, opacity: "1" })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await animation(target(page))).toMatchObject({ name: null, opacity: "1" })
  })

  test("without JavaScript the content is there all the same", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(href("/"))
    const el = target(page)
    await el.scrollIntoViewIfNeeded()
    await expect.poll(async () => (await animation(el)).opacity).toBe("1")
    await context.close()
  })
})
