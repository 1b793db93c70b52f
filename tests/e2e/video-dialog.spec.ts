import { expect, test, type Page } from "@playwright/test"

import { video } from "#/data/homes/agency.ts"
import { href } from "#/lib/url.ts"
import { hydrated, needsRoutes, stubPlayer } from "./helpers"
import { videoLabels } from "#/data/site.ts"

/** The player's host, answered with a stub (the hero's showreel plays in an iframe from it). */
const PLAYER = `${new URL(video.embed.src, "https://video-file.invalid").origin}/**`
const NAME = `${videoLabels.play}: ${video.title}`

/** The island loads when the visitor reaches for it (client:interaction) and then drops `ssr`. */
async function reachForPlay(page: Page) {
  const play = page.getByRole("button", { name: NAME })
  await play.hover()
  await hydrated(page, play)
}

test.describe("video dialog (Home 1 hero)", () => {
  needsRoutes("/")
  test.skip(video.embed.kind !== "iframe", "the showreel is a video file in a <video>, not a player's iframe")
  test("opens a dialog with the player only on request, and closes with Escape returning focus", async ({ page }) => {
    const requests = await stubPlayer(page, PLAYER)
    await page.goto(href("/"))
    const play = page.getByRole("button", { name: NAME })
    await expect(play).toBeVisible()
    await reachForPlay(page)
    await page.waitForLoadState("networkidle")
    expect(requests, "no request to the video host before the visitor asks").toEqual([])
    await expect(page.locator("iframe")).toHaveCount(0)

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
  })

  test("the close control and the backdrop close it too", async ({ page }) => {
    await stubPlayer(page, PLAYER)
    await page.goto(href("/"))
    await reachForPlay(page)
    const play = page.getByRole("button", { name: NAME })
    const dialog = page.getByRole("dialog")

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
  })

  test("opens in 300 ms, and without animation under reduced motion", async ({ page }) => {
    await page.goto(href("/"))
    const duration = () =>
      page
        .locator("dialog.video-dialog")
        .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration.split(",")[0] ?? "0"))
    expect(await duration()).toBe(0.3)
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await duration()).toBeLessThan(0.01)
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
