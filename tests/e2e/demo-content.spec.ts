/**
 * The template's sample content in a browser: what only a running page shows (site search, which
 * Pagefind answers in the browser). The sample facts the built HTML holds are checked in
 * tests/static/demo-content.test.ts. A buyer who replaces the sample content deletes this file (or
 * the block of the content they replaced) along with it.
 */
import { expect, test } from "@playwright/test"

import { href } from "#/lib/url.ts"

test.describe("blog sample", () => {
  test("searching “changelog” puts the design-systems post first", async ({ page }) => {
    await page.goto(href("/blog/"))
    await page.getByRole("searchbox", { name: "Search" }).fill("changelog")
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link")
    await expect(results.first()).toHaveAttribute("href", new RegExp(`^${href("/blog/design-systems-second-year/")}`))
    await expect(page.getByRole("list", { name: "Search results" }).locator("mark").first()).toHaveText(/changelog/i)
  })
})
