/**
 * Every page of the build, swept in a browser for what only a browser sees, cheaply: it loads at
 * 1280 px and at 320 px without scrolling sideways, logs no error, breaks no rule of its
 * Content-Security-Policy, sets no cookie, and asks nothing of another origin. Each composition is
 * checked in full once (compositions.spec.ts: those checks and more), so the sweep takes the other
 * pages; it catches the page whose words or pictures break a layout the others share.
 */
import { expect, test } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { compositions } from "../support/compositions"
import { builtPages } from "../support/site-content"
import { watchCsp } from "./csp-watch"
import { horizontalOverflow } from "./helpers"

/** The pages in batches: one browser page goes through a batch, one test per batch. */
const batch = 12
const inFull = new Set(compositions.map((composition) => composition.path))
const pages = builtPages().filter((path) => !inFull.has(path))
const batches = Array.from({ length: Math.ceil(pages.length / batch) }, (_, i) =>
  pages.slice(i * batch, (i + 1) * batch),
)

test.use({ colorScheme: "light", viewport: { width: 1280, height: 900 } })

for (const paths of batches) {
  test(`${paths[0]} … ${paths.at(-1)}: no overflow at 1280 and 320 px, no error, no policy breach, nothing from elsewhere`, async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const csp = await watchCsp(page)
    const problems: string[] = []
    let current = ""
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${current}: console error: ${message.text()}`)
    })
    page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`))
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.protocol !== "data:" && url.origin !== origin) problems.push(`${current}: a request to ${request.url()}`)
    })

    for (const path of paths) {
      current = path
      const seen = { violations: csp.violations.length, console: csp.console.length, cookies: csp.cookies.length }
      await page.setViewportSize({ width: 1280, height: 900 })
      const response = await page.goto(href(path), { waitUntil: "load" })
      // The 404 pages answer 404 behind a host; the test server sends /404 itself.
      if (response?.status() !== 200) problems.push(`${path}: HTTP ${response?.status()}`)
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await horizontalOverflow(page)
        if (overflow > 0) problems.push(`${path}: scrolls ${overflow} px sideways at ${width} px`)
      }
      for (const violation of csp.violations.slice(seen.violations)) problems.push(`${path}: ${violation}`)
      for (const message of csp.console.slice(seen.console)) problems.push(`${path}: ${message}`)
      for (const cookie of csp.cookies.slice(seen.cookies)) problems.push(`${path}: Set-Cookie ${cookie}`)
    }
    if ((await context.cookies()).length > 0)
      problems.push(`cookies in the browser: ${JSON.stringify(await context.cookies())}`)
    expect(problems).toEqual([])
  })
}
