import { expect, test, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"
import { brand } from "../../src/data/site"

const PLAYER = "**/www.youtube-nocookie.com/**"
const NAME = `Play video: Inside ${brand.name} in 90 seconds`

/** Answers the player host with a stub page and counts what reached it. */
async function stubPlayer(page: Page) {
  const requests: string[] = []
  await page.route(PLAYER, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: "text/html", body: "<title>player</title><p>stub player</p>" })
  })
  return requests
}

/** The island loads when the visitor reaches for it (client:interaction) and then drops `ssr`. */
async function hydrated(page: Page) {
  await page.getByRole("button", { name: NAME }).hover()
  await expect(
    page.locator("astro-island:not([ssr])").filter({ has: page.getByRole("button", { name: NAME }) }),
  ).toHaveCount(1)
}

test.describe("video dialog (Home 1 hero)", () => {
  needsRoutes("/")
  test("opens a dialog with the player only on request, and closes with Escape returning focus", async ({ page }) => {
    const requests = await stubPlayer(page)
    await page.goto("/")
    const play = page.getByRole("button", { name: NAME })
    await expect(play).toBeVisible()
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    expect(requests, "no request to the video host before the visitor asks").toEqual([])
    await expect(page.locator("iframe")).toHaveCount(0)

    await play.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Inside ${brand.name} in 90 seconds` })
    await expect(dialog).toBeVisible()
    const frame = dialog.locator("iframe")
    await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=0&mute=0/)
    await expect(frame).toHaveAttribute("title", `Inside ${brand.name} in 90 seconds`)
    await expect(dialog).toContainText("Plays from YouTube")
    await expect(dialog.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
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
    await stubPlayer(page)
    await page.goto("/")
    await hydrated(page)
    const play = page.getByRole("button", { name: NAME })
    const dialog = page.getByRole("dialog")

    await play.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: "Close video" }).click()
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()

    await play.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(page.locator("iframe")).toHaveCount(0)
  })

  test("opens in 300 ms, and without animation under reduced motion", async ({ page }) => {
    await page.goto("/")
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
    await page.goto("/")
    await page.getByRole("button", { name: NAME }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(dialog.getByRole("link", { name: /Watch on YouTube/ })).toBeVisible()
    await context.close()
  })
})
