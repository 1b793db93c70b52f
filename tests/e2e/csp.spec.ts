/**
 * The Content-Security-Policy in the browser (issue 9): every built page under its <meta> policy, with
 * islands hydrated and fonts loaded, plus the three things that reach beyond the page (a video
 * player, the map, the Pagefind search worker). Any securitypolicyviolation event fails the test.
 * The visit of every page under its policy is part of that page's pass in routes.spec.ts (at the
 * desktop width, light and dark), so each page is loaded once for both.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "@playwright/test"

import { formTargets, frameHosts } from "../../deploy/csp"
import { routeFile } from "#/lib/routes.ts"
import { href } from "#/lib/url.ts"
import { expectClean, playVideo, searchBlog, showMap, visit, watchCsp } from "./csp-watch"
import { builtRoutes, dist } from "./helpers"

/** The policy's directives by name, from a page's <meta>. */
function metaPolicy(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? ""
  return new Map(
    content
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

test.describe("the <meta> policy of every page", () => {
  for (const route of builtRoutes) {
    test(`${route.path} is strict and hashes every inline script and style`, () => {
      const html = readFileSync(join(dist, routeFile(route.path)), "utf8")
      const policy = metaPolicy(html)
      const scriptSrc = policy.get("script-src") ?? []
      expect(scriptSrc, "script-src").toContain("'self'")
      expect(scriptSrc, "script-src").not.toContain("'unsafe-inline'")
      expect(scriptSrc, "script-src").not.toContain("'unsafe-eval'")
      expect(policy.get("style-src"), "style-src").not.toContain("'unsafe-inline'")
      expect(policy.get("default-src")).toEqual(["'self'"])
      expect(policy.get("object-src")).toEqual(["'none'"])
      expect(policy.get("base-uri")).toEqual(["'self'"])
      expect(policy.get("form-action")).toEqual(["'self'", ...formTargets.formAction])
      expect(policy.get("frame-src")).toEqual([...frameHosts])

      // A <meta> policy governs only what follows it: it comes before every script and style.
      const policyAt = html.indexOf('<meta http-equiv="content-security-policy"')
      expect(policyAt, "the policy <meta>").toBeGreaterThan(0)
      for (const tag of ["<script", "<style", "<link"])
        if (html.includes(tag))
          expect(policyAt, `the policy <meta> before the first ${tag}`).toBeLessThan(html.indexOf(tag))
      // Every inline script that runs (JSON-LD is data, not script) and every inline style is hashed.
      for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
        expect(scriptSrc, `hash of inline script ${body.slice(0, 60)}…`).toContain(sha256(body))
      }
      const inline = new Set<string>()
      for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
        if (!/\bsrc=/.test(attributes)) inline.add(sha256(body))
      for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
        inline.add(sha256(body))
        expect(policy.get("style-src"), `hash of inline style ${body.slice(0, 60)}…`).toContain(sha256(body))
      }
      // And no hash of code the page does not carry (another page's island loader, a stylesheet).
      for (const source of [...scriptSrc, ...(policy.get("style-src") ?? [])].filter((s) => s.startsWith("'sha")))
        expect(inline, `${source} matches inline code of the page`).toContain(source)
      // Attributes no hash can allow: inline styles and event handlers.
      expect(html, "inline style attributes").not.toMatch(/<[^>]+\sstyle="/)
      expect(html, "inline event handlers").not.toMatch(/<[^>]+\son[a-z]+="/)
    })
  }
})

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

  /*
   * Every page's visit under its policy (islands hydrated, fonts in, both themes) is in its pass in
   * routes.spec.ts. That the inline head script runs on every page, under the <meta> policy that
   * precedes it (the first test of this file), so its hash is the one the policy names, is shown by
   * theme.spec.ts: data-theme is the stored setting on every page from its first frame.
   */

  test("Home 1: the YouTube player opens in its dialog", async ({ page }) => {
    const watch = await watchCsp(page)
    await visit(page, "/")
    await playVideo(page, /youtube-nocookie\.com/)
    await expectClean(page, watch)
  })

  test("About: the Vimeo player opens in its dialog", async ({ page }) => {
    test.skip(!builtRoutes.some((route) => route.path === "/about/"), "the About page is not built")
    const watch = await watchCsp(page)
    await visit(page, "/about/")
    await playVideo(page, /player\.vimeo\.com/)
    await expectClean(page, watch)
  })

  test("Contact 2: the OpenStreetMap embed opens", async ({ page }) => {
    test.skip(!builtRoutes.some((route) => route.path === "/contact-2/"), "Contact 2 is not built")
    const watch = await watchCsp(page)
    await visit(page, "/contact-2/")
    await showMap(page)
    await expectClean(page, watch)
  })

  test("Blog: site search runs Pagefind in its worker and finds posts", async ({ page }) => {
    test.skip(!builtRoutes.some((route) => route.path === "/blog/"), "the blog is not built")
    const watch = await watchCsp(page)
    await visit(page, "/blog/")
    await searchBlog(page)
    expect(watch.workers, "Pagefind's web worker").toContain(href("/pagefind/pagefind-worker.js"))
    await expectClean(page, watch)
  })
})
