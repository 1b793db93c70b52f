import { expect, test, type Page } from "@playwright/test"

import { brand } from "#/config/site.ts"
import { videoLabels } from "#/data/site.ts"
import { href } from "#/lib/url.ts"
import { hydrated, needsRoutes, playVideoName, stubPlayer } from "./helpers"
import { h1Of } from "./html"
import { collection } from "./site-content"

type Project = { title: string; order: number }

/** The projects in the portfolio's order (by `order`, then file name): About shows the first two. */
const projects = collection("projects")
  .map((entry) => ({ id: entry.id, data: entry.data as unknown as Project }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))

const playerHost = "https://player.vimeo.com/**"

/** Opens About and waits until the video island has hydrated (Astro drops `ssr` when it has). */
async function openAbout(page: Page) {
  await page.goto(href("/about/"))
  const island = page.locator("astro-island", { has: page.locator("dialog#studio-video") })
  await island.scrollIntoViewIfNeeded()
  // client:interaction: the island loads when the visitor reaches for the play button.
  await island.getByRole("button", { name: playVideoName }).hover()
  await hydrated(page, page.locator("dialog#studio-video"))
  return {
    play: page.getByRole("button", { name: playVideoName }),
    dialog: page.getByRole("dialog", { name: `A week inside ${brand.name}` }),
  }
}

test.describe("about page", () => {
  needsRoutes("/about/")
  // src/data/pages/about.ts draws pictures (it only loads inside Astro), so this test finds each
  // section by what it holds; the sample's own figures and names are checked in
  // demo-content-homes.spec.ts.
  test("shows the figures, the values, the first projects, the team and a way to get in touch", async ({
    page,
    request,
  }) => {
    await page.goto(href("/about/"))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

    // Every key figure pairs a value with its label.
    const stats = page.getByRole("region", { name: `${brand.name} in numbers` })
    const figures = stats.locator("dl > div")
    expect(await figures.count(), "key figures").toBeGreaterThan(0)
    for (const figure of await figures.all()) {
      await expect(figure.locator("dd")).toHaveText(/\d/)
      await expect(figure.locator("dt")).toHaveText(/\w/)
    }

    // The vision: a quote with the person who said it.
    const vision = page
      .getByRole("region")
      .filter({ has: page.locator("blockquote") })
      .first()
    await expect(vision.locator("blockquote")).not.toBeEmpty()
    await expect(vision.locator("figcaption")).not.toBeEmpty()

    // The values: a list of cards, one heading each, that link nowhere.
    const values = page
      .getByRole("region")
      .filter({ has: page.locator("li > article h3") })
      .filter({ hasNot: page.locator("article a") })
      .first()
    const valueCount = await values.getByRole("listitem").count()
    expect(valueCount).toBeGreaterThan(0)
    await expect(values.getByRole("heading", { level: 3 })).toHaveCount(valueCount)

    const work = page.getByRole("region").filter({ has: page.locator(`article a[href^="${href("/portfolio/")}"]`) })
    const first = projects.slice(0, 2)
    await expect(work.getByRole("article")).toHaveCount(first.length)
    await expect(work.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(
      first.map((project) => project.data.title),
    )
    // Each card opens its own project's page, whose heading is the card's title.
    for (const [index, project] of first.entries()) {
      const path = `/portfolio/${project.id}/`
      await expect(work.getByRole("article").nth(index).getByRole("link")).toHaveAttribute("href", href(path))
      expect(h1Of(await (await request.get(href(path))).text()), path).toBe(project.data.title)
    }

    // The team: a card per person, and a link to the whole team.
    const team = page.getByRole("region").filter({ has: page.locator(`a[href="${href("/team/")}"]`) })
    expect(await team.getByRole("article").count()).toBeGreaterThan(0)
    for (const card of await team.getByRole("article").all())
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty()

    await expect(
      page
        .getByRole("main")
        .locator(`a[href="${href("/contact/")}"]`)
        .first(),
    ).toBeVisible()
  })

  test("the video loads only when asked; Escape and the close button stop it and return focus", async ({ page }) => {
    const requests = await stubPlayer(page, playerHost)
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
    await dialog.getByRole("button", { name: videoLabels.close }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(play).toBeFocused()
  })

  test("the dialog animates in, except under reduced motion", async ({ page }) => {
    await stubPlayer(page, playerHost)
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
