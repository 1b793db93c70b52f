/**
 * The Content-Security-Policy in the browser: the listener that catches violations is not blind, and
 * the things that reach beyond the page (a YouTube and a Vimeo player, the Pagefind search worker)
 * run under a page's <meta> policy, each opened on a page loaded for that alone. Any
 * securitypolicyviolation event fails the test. The map embed is opened under the policy in
 * contact.spec.ts; each composition's visit under its policy (islands hydrated, fonts in) is part of
 * its pass in compositions.spec.ts, every other page is loaded under its own in sweep.spec.ts; the policy itself is read from every page in tests/static/csp.test.ts.
 */
import { expect, test } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { expectClean, playVideo, searchBlog, watchCsp } from "./csp-watch"
import { needsRoutes } from "./helpers"

test.describe("in the browser", () => {
  test("the listener catches a violation (the checks below are not blind)", async ({ page }) => {
    const watch = await watchCsp(page)
    await page.goto(href("/404"))
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "document.title = 'injected'"
      document.body.append(script)
      const frame = document.createElement("iframe")
      frame.src = "https://example.com/"
      document.body.append(frame)
    })
    await expect.poll(() => watch.violations.join("\n")).toMatch(/script-src-elem blocked inline on /)
    await expect.poll(() => watch.violations.join("\n")).toMatch(/frame-src blocked https:\/\/example\.com/)
    expect(await page.title()).not.toBe("injected")
  })

  test("Home 1: the YouTube player opens in its dialog", async ({ page }) => {
    const watch = await watchCsp(page)
    await page.goto(href("/"))
    await playVideo(page, /youtube-nocookie\.com/)
    await expectClean(page, watch)
  })

  test("About: the Vimeo player opens in its dialog", async ({ page }) => {
    needsRoutes("/about/")
    const watch = await watchCsp(page)
    await page.goto(href("/about/"))
    await playVideo(page, /player\.vimeo\.com/)
    await expectClean(page, watch)
  })

  test("Blog: site search runs Pagefind in its worker and finds posts", async ({ page }) => {
    needsRoutes("/blog/")
    const watch = await watchCsp(page)
    await page.goto(href("/blog/"))
    await searchBlog(page)
    expect(watch.workers, "Pagefind's web worker").toContain(href("/pagefind/pagefind-worker.js"))
    await expectClean(page, watch)
  })
})
