/**
 * What a post's body can do beyond text, on the post that uses every component of the contract
 * (src/lib/post-components.ts), found by reading the posts' files: each component with its
 * semantics, heading anchors, the table of contents, highlighted code, previous and next, axe in
 * both themes, and no video island on a post without a Video. What is expected comes from the MDX.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test, type Page } from "@playwright/test"
import { parse } from "yaml"

import { blogCopy } from "#/data/pages/blog.ts"
import { videoLabels } from "#/data/site.ts"
import { postHref } from "#/lib/content/blog-urls.ts"
import { postComponents } from "#/lib/post-components.ts"
import { href } from "#/lib/url.ts"
import { videoEmbed, videoHosts } from "#/lib/video-embed.ts"
import { expectClean, visit, watchCsp } from "./csp-watch"
import {
  axeViolations,
  emulateScheme,
  escapeRegExp,
  horizontalOverflow,
  htmlOf,
  hydrated,
  scrollThrough,
  scrollToTop,
  stubPlayer,
} from "./helpers"

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")
const folder = join(contentRoot, "blog")

type PostFile = { id: string; title: string; date: Date; body: string }

/** The published posts with their bodies, newest first. */
const posts: PostFile[] = readdirSync(folder)
  .filter((file) => file.endsWith(".mdx"))
  .flatMap((file) => {
    const [, frontmatter = "", body = ""] =
      /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8")) ?? []
    const data = parse(frontmatter, { schema: "yaml-1.1" }) as {
      title: string
      date: Date
      slug?: string
      draft?: boolean
    }
    if (data.draft === true) return []
    return [{ id: data.slug ?? file.replace(/\.mdx$/, ""), title: data.title, date: data.date, body }]
  })
  .sort((a, b) => b.date.valueOf() - a.date.valueOf())

/** A component's uses in a body: the attributes of each `<Name …>` as written. */
function uses(body: string, name: string): Record<string, string>[] {
  return [...body.matchAll(new RegExp(`<${name}\\b([\\s\\S]*?)/?>`, "g"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/(\w+)=(?:"([^"]*)"|\{\[([\s\S]*?)\]\})/g)].map(([, key = "", text, list]) => [
        key,
        text ?? list ?? "",
      ]),
    ),
  )
}
/** The strings of a list attribute (`left={["…", "…"]}`). */
const items = (list = "") => [...list.matchAll(/"([^"]*)"/g)].map(([, item = ""]) => item)
/** The text between a component's tags. */
const bodies = (body: string, name: string) =>
  [...body.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "g"))].map(([, text = ""]) =>
    text.trim().replace(/\s+/g, " "),
  )
const headingsOf = (body: string, level: 2 | 3) =>
  [...body.matchAll(new RegExp(`^${"#".repeat(level)} (.+)$`, "gm"))].map(([, text = ""]) => text.trim())

const at = posts.findIndex((post) => postComponents.every(({ name }) => new RegExp(`<${name}\\b`).test(post.body)))
const sample = posts[at]
const withoutVideo = posts.find((post) => !/<Video\b/.test(post.body))
/** The post's own text column: the headings with anchors live there. */
const body = (page: Page) => page.locator("article div:has(> h2 > a[href^='#'])")
const toc = (page: Page) => page.getByRole("navigation", { name: blogCopy.post.toc.title })

test.describe("post components", () => {
  test.skip(!sample, "no post uses every post component")
  const post = sample!
  const path = postHref(post.id)

  test("each component renders with its meaning: note, figure, pull quote, button link, two lists", async ({
    page,
  }) => {
    await page.goto(href(path))

    const callouts = uses(post.body, "Callout")
    const notes = page.getByRole("note")
    await expect(notes).toHaveCount(callouts.length)
    for (const [index, callout] of callouts.entries()) {
      const word = blogCopy.post.prose.callout[callout.type as keyof typeof blogCopy.post.prose.callout]
      await expect(notes.nth(index)).toContainText(word)
      if (callout.title) await expect(notes.nth(index)).toContainText(callout.title)
    }

    for (const figure of uses(post.body, "Figure")) {
      const image = page.getByRole("img", { name: figure.alt, exact: true })
      const element = page.locator("figure").filter({ has: image })
      await expect(element.locator("figcaption")).toContainText(figure.caption!)
      if (figure.credit) await expect(element.locator("figcaption")).toContainText(figure.credit)
      await expect(image).toHaveAttribute("width", /^\d+$/)
      await expect(image).toHaveAttribute("height", /^\d+$/)
      await expect(image).toHaveAttribute("loading", "lazy")
    }

    const quotes = bodies(post.body, "PullQuote")
    for (const [index, quote] of uses(post.body, "PullQuote").entries()) {
      const figure = page
        .locator("figure")
        .filter({ has: page.locator("blockquote") })
        .nth(index)
      await expect(figure.locator("blockquote")).toContainText(quotes[index]!.slice(0, 40))
      if (quote.cite) await expect(figure.locator("figcaption")).toContainText(quote.cite)
    }

    for (const cta of uses(post.body, "CtaButton")) {
      const link = body(page).getByRole("link", { name: cta.label, exact: true })
      await expect(link).toHaveAttribute("href", cta.href!.startsWith("/") ? href(cta.href!) : cta.href!)
      await expect(link).not.toHaveAttribute("target", /.*/)
    }

    for (const comparison of uses(post.body, "Comparison")) {
      for (const [title, list] of [
        [comparison.leftTitle, comparison.left],
        [comparison.rightTitle, comparison.right],
      ] as const) {
        const shown = page.getByRole("list", { name: title, exact: true })
        await expect(shown.getByRole("listitem")).toHaveText(items(list))
      }
    }
  })

  test("a Video loads nothing from its host until the play button is pressed, then plays in the dialog", async ({
    page,
  }) => {
    const [video] = uses(post.body, "Video")
    const embed = videoEmbed({ host: video!.provider as "youtube" | "vimeo", id: video!.id! }, { autoplay: false })
    const requests = await stubPlayer(page, `${videoHosts[video!.provider as "youtube" | "vimeo"]}/**`)
    await page.goto(href(path))
    await scrollThrough(page)
    await page.waitForLoadState("networkidle")
    expect(requests, "nothing from the video host before play").toEqual([])
    await expect(page.locator("iframe")).toHaveCount(0)

    const play = page.getByRole("button", { name: `${videoLabels.play}: ${video!.title}` })
    await play.hover()
    await hydrated(page, play)
    await play.click()
    const dialog = page.getByRole("dialog", { name: video!.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("iframe")).toHaveAttribute("src", embed.src)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
  })

  test("every h2 and h3 has a unique id and an anchor link to it, named after it", async ({ page }) => {
    await page.goto(href(path))
    const expected = [...headingsOf(post.body, 2), ...headingsOf(post.body, 3)]
    const headings = body(page).locator(":scope > :is(h2, h3)")
    await expect(headings).toHaveCount(expected.length)
    for (const heading of await headings.all()) {
      const id = await heading.getAttribute("id")
      expect(id).toMatch(/^[a-z0-9-]+$/)
      expect(await page.locator(`[id="${id}"]`).count(), `one element with the id ${id}`).toBe(1)
      const text = await heading.evaluate((element) => element.firstChild?.textContent?.trim() ?? "")
      expect(expected).toContain(text)
      const anchor = heading.getByRole("link", { name: `${blogCopy.post.prose.anchor}: ${text}`, exact: true })
      await expect(anchor).toHaveAttribute("href", `#${id}`)
    }
    // Hidden until wanted: the anchor shows when it has keyboard focus.
    const anchor = headings.first().getByRole("link")
    await expect(anchor).toHaveCSS("opacity", "0")
    await anchor.focus()
    await expect(anchor).toHaveCSS("opacity", "1")
  })

  test("the table of contents lists the h2s in order and each link jumps to its section", async ({ page }) => {
    await page.goto(href(path))
    const nav = toc(page)
    const top = nav.locator(":scope > ol > li > a")
    await expect(top).toHaveText(headingsOf(post.body, 2))
    const last = top.last()
    const target = (await last.getAttribute("href"))!
    await last.click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`))
    await expect(page.locator(target)).toBeInViewport()
  })

  test("the table of contents sits beside the text at 1280 px and before it at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(href(path))
    const firstParagraph = body(page).locator(":scope > p").first()
    let nav = (await toc(page).boundingBox())!
    let text = (await firstParagraph.boundingBox())!
    expect(nav.x, "beside the text, after it in the reading direction").toBeGreaterThanOrEqual(text.x + text.width)
    expect(Math.abs(nav.y - text.y)).toBeLessThan(100)
    // Sticky: still in view far down the post.
    await page.locator("pre").first().scrollIntoViewIfNeeded()
    await expect(toc(page)).toBeInViewport()

    await page.setViewportSize({ width: 390, height: 844 })
    await scrollToTop(page)
    nav = (await toc(page).boundingBox())!
    text = (await firstParagraph.boundingBox())!
    expect(nav.y + nav.height, "before the text").toBeLessThanOrEqual(text.y)
    expect(await horizontalOverflow(page)).toBe(0)
  })

  test("code blocks are highlighted at build, in other colours in the dark theme, scrolling inside themselves", async ({
    page,
  }) => {
    test.skip(!/^```/m.test(post.body), "the post has no code block")
    await page.setViewportSize({ width: 390, height: 844 })
    await emulateScheme(page, "light")
    await page.goto(href(path))
    const code = page.locator("pre.astro-code").first()
    await expect(code).toHaveAttribute("tabindex", "0")
    await expect(code.locator("[style]"), "no inline styles (the CSP allows none)").toHaveCount(0)
    const keyword = code.locator(".code-token-keyword").first()
    const colour = () => keyword.evaluate((element) => getComputedStyle(element).color)
    const textColour = await code.evaluate((element) => getComputedStyle(element).color)
    const light = await colour()
    expect(light).not.toBe(textColour)
    await emulateScheme(page, "dark")
    expect(await colour()).not.toBe(light)
    expect(await horizontalOverflow(page), "the page does not scroll sideways").toBe(0)
    expect(await code.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto")
  })

  test("previous and next lead to the posts before and after it by date", async ({ page }) => {
    await page.goto(href(path))
    const nav = page.getByRole("navigation", { name: blogCopy.post.neighbours.label })
    const older = posts[at + 1]
    const newer = posts[at - 1]
    const previous = nav.locator('a[rel="prev"]')
    const next = nav.locator('a[rel="next"]')
    if (older) await expect(previous).toHaveAttribute("href", href(postHref(older.id)))
    else await expect(previous).toHaveCount(0)
    if (newer) await expect(next).toHaveAttribute("href", href(postHref(newer.id)))
    else await expect(next).toHaveCount(0)
  })

  for (const scheme of ["light", "dark"] as const)
    test(`no accessibility violations in the ${scheme} theme`, async ({ page }) => {
      await emulateScheme(page, scheme)
      await page.goto(href(path))
      await scrollThrough(page)
      expect(await axeViolations(page)).toEqual([])
    })

  test("under the page's CSP, with every island hydrated, nothing is blocked and nothing logs an error", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    page.on("pageerror", (error) => errors.push(error.message))
    const watch = await watchCsp(page)
    await visit(page, path)
    await expectClean(page, watch)
    expect(errors).toEqual([])
  })

  test("the video island is on the post with a Video and on no post without one", async ({ request }) => {
    const island = /<astro-island[^>]*component-url="[^"]*video-dialog/
    expect(await htmlOf(request, path)).toMatch(island)
    test.skip(!withoutVideo, "every post has a video")
    expect(await htmlOf(request, postHref(withoutVideo!.id))).not.toMatch(island)
  })
})
