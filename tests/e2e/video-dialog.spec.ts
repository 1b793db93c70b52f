/**
 * The video player (the VideoDialog island) in a browser, on Home 1's hero showreel: nothing loads
 * from the video host until the visitor asks, the player plays in a 16:9 frame, and Escape, the
 * close control or the backdrop stop it and return focus; the dialog animates unless motion is
 * reduced; and without JavaScript the button still opens the dialog. One that starts on opening,
 * muted, is services.spec.ts's. Every player's address, button and dialog markup, on every page,
 * is checked in the build (tests/static/video-islands.test.ts, video.test.ts).
 */
import { expect, test, type Page } from "@playwright/test"

import { videoLabels } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { pageFile, sectionsOf } from "../support/page-files"
import { hydrated, needsRoutes, stubPlayer } from "./helpers"

/** The showreel of Home 1's hero (src/content/pages/home.yaml). */
const video = sectionsOf(pageFile("home"), "hero")[0]?.film
if (!video) throw new Error("src/content/pages/home.yaml: the hero has no film for these steps")

/** The player's host, answered with a stub (the hero's showreel plays in an iframe from it). */
const PLAYER = `${new URL(video.embed.src, "https://video-file.invalid").origin}/**`
const NAME = `${videoLabels.play}: ${video.title}`

/** The island loads when the visitor reaches for it (client:interaction) and then drops `ssr`. */
async function reachForPlay(page: Page) {
  const play = page.getByRole("button", { name: NAME })
  await play.hover()
  await hydrated(page, play)
}

/** The dialog's transition, in seconds (its longest part). */
const transitionSeconds = (page: Page) =>
  page.locator("dialog.video-dialog").evaluate((el) =>
    Math.max(
      ...getComputedStyle(el)
        .transitionDuration.split(",")
        .map((d) => Number.parseFloat(d) * (d.trim().endsWith("ms") ? 0.001 : 1)),
    ),
  )

test.describe("video dialog (Home 1 hero)", () => {
  needsRoutes("/")
  test.skip(video.embed.kind !== "iframe", "the showreel is a video file in a <video>, not a player's iframe")
  test("opens on request only, plays in 16:9 and stops on Escape, the close control or the backdrop, focus returning; it animates unless motion is reduced", async ({
    page,
  }) => {
    const requests = await stubPlayer(page, PLAYER)
    await page.goto(href("/"))
    const play = page.getByRole("button", { name: NAME })
    await expect(play).toBeVisible()
    await reachForPlay(page)
    // Hydrated, the island has rendered all it renders before the dialog opens: no player, no request.
    await expect(page.locator("iframe")).toHaveCount(0)
    expect(requests, "no request to the video host before the visitor asks").toEqual([])

    await play.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: video.title })
    await expect(dialog).toBeVisible()
    const frame = dialog.locator("iframe")
    // The data's player address, with the sound on and no autoplay (Homes 1–4 never autoplay).
    expect(video.embed.autoplay, "the hero's showreel does not autoplay").toBe(false)
    await expect(frame).toHaveAttribute("src", video.embed.src)
    await expect(frame).toHaveAttribute("title", video.title)
    await expect(dialog).toContainText(`${videoLabels.loadsFrom} ${video.embed.hostLabel}`)
    await expect(dialog.getByRole("link", { name: `${videoLabels.watchOn} ${video.embed.hostLabel}` })).toHaveAttribute(
      "href",
      video.embed.watchUrl,
    )
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    // The 16:9 frame.
    const box = await frame.boundingBox()
    expect(Math.round((box!.width / box!.height) * 100) / 100).toBeCloseTo(16 / 9, 1)

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(page.locator("iframe"), "the player is removed, so the video stops").toHaveCount(0)
    await expect(play).toBeFocused()

    // The close control and the backdrop close it too.
    await play.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: videoLabels.close }).click()
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()

    await play.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(page.locator("iframe")).toHaveCount(0)

    // It opens in 300 ms, and without animation under reduced motion (the global rule leaves 0.01 ms).
    expect(await transitionSeconds(page)).toBeCloseTo(0.3)
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await transitionSeconds(page)).toBeLessThan(0.001)
  })

  test("without JavaScript the button still opens the dialog, which links to the video", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(href("/"))
    await page.getByRole("button", { name: NAME }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(dialog.getByRole("link", { name: `${videoLabels.watchOn} ${video.embed.hostLabel}` })).toBeVisible()
    await context.close()
  })
})
