/**
 * The services page's film in a browser: the video player that starts on opening, muted (every
 * video but on Homes 1 to 4 and in posts), next to video-dialog.spec.ts's, which waits for a press.
 * What the built pages hold (the cards, the plans, the FAQ and its structured data, each service's
 * page, every player's address and dialog) is tests/static/items.test.ts and the video checks of
 * tests/static/.
 */
import { expect, test } from "@playwright/test"

import { videoLabels } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { hydrated, needsRoutes, playVideoName, stubPlayer } from "./helpers"

const player = /^https:\/\/www\.youtube-nocookie\.com\//

test.describe("services page", () => {
  needsRoutes("/service/")
  test("the video plays in a dialog that loads the player only when opened, started and muted", async ({ page }) => {
    const playerRequests = await stubPlayer(page, player)
    await page.goto(href("/service/"))
    const button = page.getByRole("button", { name: playVideoName })
    // The button is named after the video, and so is its dialog.
    const title = ((await button.getAttribute("aria-label")) ?? "").replace(playVideoName, "")
    expect(title).not.toBe("")
    // The island creates the player; it loads when pointed at and drops `ssr` once hydrated.
    await button.hover()
    await hydrated(page, button)
    // Hydrated, the island has rendered all it renders before the dialog opens: no player, no request.
    await expect(page.locator("iframe")).toHaveCount(0)
    expect(playerRequests, "no request to the video host before opening").toEqual([])

    const dialog = page.getByRole("dialog", { name: title })
    await expect(dialog).toBeHidden()
    await button.click()
    await expect(dialog).toBeVisible()
    const frame = dialog.locator("iframe")
    await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1&mute=1/)
    await expect(frame).toHaveAttribute("title", title)
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0)
    await expect(dialog.frameLocator("iframe").getByText("Stub player")).toBeVisible()

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(button).toBeFocused()

    // Opening again works, and the close control closes it too.
    await button.press("Enter")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: videoLabels.close }).click()
    await expect(dialog).toBeHidden()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(button).toBeFocused()
  })
})
