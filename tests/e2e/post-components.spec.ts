/**
 * What a post's body looks like in a browser, on the post that uses every component of the
 * contract (src/lib/post-components.ts), found by reading the posts' files: where the table of
 * contents sits, the code colours in both themes, and the heading anchors shown on focus. What the
 * built HTML holds (each component's markup, the anchors, the contents' links, highlighted code,
 * the video island) is tests/static/post-components.test.ts; axe and the CSP run on this post with
 * the browser compositions.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test, type Page } from "@playwright/test"
import { parse } from "yaml"

import { blogCopy } from "#/data/pages/blog.ts"
import { postHref } from "#/lib/content/blog-urls.ts"
import { postComponents } from "#/lib/post-components.ts"
import { href } from "#/lib/url.ts"
import { emulateScheme, horizontalOverflow, scrollToTop } from "./helpers"

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")
const folder = join(contentRoot, "blog")

/** The published posts with their bodies. */
const posts = readdirSync(folder)
  .filter((file) => file.endsWith(".mdx"))
  .flatMap((file) => {
    const [, frontmatter = "", body = ""] =
      /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8")) ?? []
    const data = parse(frontmatter, { schema: "yaml-1.1" }) as { slug?: string; draft?: boolean }
    if (data.draft === true) return []
    return [{ id: data.slug ?? file.replace(/\.mdx$/, ""), body }]
  })

const sample = posts.find((post) => postComponents.every(({ name }) => new RegExp(`<${name}\\b`).test(post.body)))
/** The post's own text column: the headings with anchors live there. */
const body = (page: Page) => page.locator("article div:has(> h2 > a[href^='#'])")
const toc = (page: Page) => page.getByRole("navigation", { name: blogCopy.post.toc.title })

test.describe("post components", () => {
  test.skip(!sample, "no post uses every post component")
  const post = sample!
  const path = postHref(post.id)

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

  test("code is coloured, in other colours in the dark theme, and scrolls inside itself; a heading's anchor shows on focus", async ({
    page,
  }) => {
    test.skip(!/^```/m.test(post.body), "the post has no code block")
    await page.setViewportSize({ width: 390, height: 844 })
    await emulateScheme(page, "light")
    await page.goto(href(path))
    const code = page.locator("pre.astro-code").first()
    const keyword = code.locator(".code-token-keyword").first()
    const colour = () => keyword.evaluate((element) => getComputedStyle(element).color)
    const textColour = await code.evaluate((element) => getComputedStyle(element).color)
    const light = await colour()
    expect(light).not.toBe(textColour)
    await emulateScheme(page, "dark")
    expect(await colour()).not.toBe(light)
    expect(await horizontalOverflow(page), "the page does not scroll sideways").toBe(0)
    expect(await code.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto")

    // Hidden until wanted: the anchor shows when it has keyboard focus.
    const anchor = body(page).locator(":scope > :is(h2, h3)").first().getByRole("link")
    await expect(anchor).toHaveCSS("opacity", "0")
    await anchor.focus()
    await expect(anchor).toHaveCSS("opacity", "1")
  })
})
