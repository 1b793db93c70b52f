import { expect, test, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"
import { collection } from "./site-content"
import { brand } from "../../src/data/site"
import { h1Of } from "./html"

type Project = { title: string; order: number }

/** The projects in the portfolio's order (by `order`, then file name): About shows the first two. */
const projects = collection("projects")
  .map((entry) => ({ id: entry.id, data: entry.data as unknown as Project }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))

const playerHost = "https://player.vimeo.com/**"

/** Answers the video host with a stub page and counts what reaches it. */
async function stubPlayer(page: Page) {
  const requests: string[] = []
  await page.route(playerHost, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Stub player</title><p>Stub player</p>",
    })
  })
  return requests
}

/** Opens About and waits until the video island has hydrated (Astro drops `ssr` when it has). */
async function openAbout(page: Page) {
  await page.goto("/about/")
  const island = page.locator("astro-island", { has: page.locator("dialog#studio-video") })
  await island.scrollIntoViewIfNeeded()
  // client:interaction: the island loads when the visitor reaches for the play button.
  await island.getByRole("button", { name: /^Play video: / }).hover()
  await expect(island).not.toHaveAttribute("ssr")
  return {
    play: page.getByRole("button", { name: /^Play video: / }),
    dialog: page.getByRole("dialog", { name: `A week inside ${brand.name}` }),
  }
}

test.describe("about page", () => {
  needsRoutes("/about/")
  test("shows the figures verbatim, six values, the team of four and a way to get in touch", async ({
    page,
    request,
  }) => {
    await page.goto("/about/")
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible()

    const stats = page.getByRole("region", { name: `${brand.name} in numbers` })
    for (const [value, label] of [
      ["36K+", "satisfied clients"],
      ["80%", "active engagement"],
      ["54K+", "success projects"],
      ["72+", "awards"],
    ] as const) {
      const figure = stats.locator("dl > div").filter({ has: page.locator("dd", { hasText: value }) })
      await expect(figure.locator("dt")).toHaveText(new RegExp(`^${label}$`, "i"))
    }

    const vision = page.getByRole("region", { name: "Digital products that feel made by hand, at any scale" })
    await expect(vision.locator("blockquote")).toContainText("booking")
    await expect(vision.locator("figcaption")).toContainText("Nora Fitzgerald")

    const values = page.getByRole("region", { name: "What we stand for on every project" })
    await expect(values.getByRole("listitem")).toHaveCount(6)
    await expect(values.getByRole("heading", { level: 3 })).toHaveCount(6)

    const work = page.getByRole("region", { name: "Recent projects we are proud of" })
    const first = projects.slice(0, 2)
    await expect(work.getByRole("article")).toHaveCount(first.length)
    await expect(work.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(
      first.map((project) => project.data.title),
    )
    // Each card opens its own project's page, whose heading is the card's title.
    for (const [index, project] of first.entries()) {
      const href = `/portfolio/${project.id}/`
      await expect(work.getByRole("article").nth(index).getByRole("link")).toHaveAttribute("href", href)
      expect(h1Of(await (await request.get(href)).text()), href).toBe(project.data.title)
    }

    const team = page.getByRole("region", { name: "The people who lead your project" })
    await expect(team.getByRole("article")).toHaveCount(4)
    await expect(team.getByRole("heading", { level: 3, name: "Maya Okafor" })).toBeVisible()
    await expect(team.getByRole("link", { name: "Meet the whole team" })).toHaveAttribute("href", "/team/")

    await expect(page.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact/")
  })

  test("the video loads only when asked; Escape and the close button stop it and return focus", async ({ page }) => {
    const requests = await stubPlayer(page)
    const { play, dialog } = await openAbout(page)

    // Scroll the whole page: still nothing may reach the video host.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    expect(requests, "requests to the video host before opening").toEqual([])
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(dialog).toBeHidden()

    await play.click()
    await expect(dialog).toBeVisible()
    const frame = dialog.locator("iframe")
    await expect(frame).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/\d+\?autoplay=1&muted=1/)
    await expect(frame).toHaveAttribute("title", `A week inside ${brand.name}`)
    await expect.poll(() => requests.length, { message: "the player loads once opened" }).toBeGreaterThan(0)

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(play).toBeFocused()

    // Again from the keyboard, closed with the close button this time.
    await page.keyboard.press("Enter")
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("iframe")).toHaveCount(1)
    await dialog.getByRole("button", { name: "Close video" }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(play).toBeFocused()
  })

  test("the dialog animates in, except under reduced motion", async ({ page }) => {
    await stubPlayer(page)
    const durations = async () => {
      const { play, dialog } = await openAbout(page)
      await play.click()
      await expect(dialog).toBeVisible()
      const value = await dialog.evaluate((el) => getComputedStyle(el).transitionDuration)
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      return value.split(",").map((d) => Number.parseFloat(d) * (d.trim().endsWith("ms") ? 0.001 : 1))
    }

    expect(Math.max(...(await durations())), "seconds").toBeCloseTo(0.3)
    await page.emulateMedia({ reducedMotion: "reduce" })
    // The global reduced-motion rule leaves 0.01 ms, which no one can see.
    expect(Math.max(...(await durations())), "seconds").toBeLessThan(0.001)
  })
})
