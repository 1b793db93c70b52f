import { expect, type Page } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { hydrated, stubPlayer } from "./helpers"
import { videoLabels } from "#/data/site.ts"

/**
 * Homes 5–10 autoplay their video, muted as browsers require. Opens `path` (a path within the site),
 * checks no player loads before the visitor asks, plays the video titled `title`, and closes it with
 * Escape: the player is removed and focus returns to the play button.
 */
export async function expectAutoplayVideo(page: Page, path: string, title: string) {
  const requests = await stubPlayer(page, "**/www.youtube-nocookie.com/**")
  await page.goto(href(path))
  const play = page.getByRole("button", { name: `${videoLabels.play}: ${title}` })
  await play.hover()
  await hydrated(page, play)
  await page.waitForLoadState("networkidle")
  expect(requests, "no request to the video host before the visitor asks").toEqual([])
  await expect(page.locator("iframe")).toHaveCount(0)

  await play.click()
  const dialog = page.getByRole("dialog", { name: title })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator("iframe")).toHaveAttribute(
    "src",
    /youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1&mute=1/,
  )
  await expect.poll(() => requests.length).toBeGreaterThan(0)

  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(page.locator("iframe")).toHaveCount(0)
  await expect(play).toBeFocused()
}
