/**
 * The same browser checks as tests/e2e/csp.spec.ts, but behind nginx, where the header policy
 * (frame-ancestors, and Pagefind's worker runs under it) and Permissions-Policy apply on top of each
 * page's <meta> policy. The header policy is one policy for every page, and each of its directives
 * but frame-ancestors is the <meta> policy's own (deploy/csp.ts), which every page is visited under
 * in tests/e2e/sweep.spec.ts and compositions.spec.ts: so every route is checked to carry the header, and one page of each
 * group of routes is visited under both, with the video players, the map and the search.
 */
import { expect, test } from "@playwright/test"

import { securityHeaders } from "../../deploy/headers"
import { href } from "#/lib/url.ts"
import { expectClean, playVideo, searchBlog, showMap, visit, watchCsp } from "../e2e/csp-watch"
import { builtRoutes, routePerGroup } from "../e2e/helpers"

test.skip(!!process.env.NGINX_SKIPPED, process.env.NGINX_SKIPPED)

test("every route is served with the header policy", async ({ request }) => {
  for (const route of builtRoutes) {
    const response = await request.get(href(route.path))
    expect(response.headers()["content-security-policy"], route.path).toBe(securityHeaders["Content-Security-Policy"])
  }
})

for (const route of routePerGroup) {
  test(`${route.path} (the ${route.group} group) under the header and meta policies`, async ({ page }) => {
    const watch = await watchCsp(page)
    await visit(page, route.path)
    await expectClean(page, watch)
  })
}

test("the 404 page, served with status 404, runs under the policies too", async ({ page }) => {
  const watch = await watchCsp(page)
  const response = await page.goto(href("/no-such-page/"))
  expect(response?.status()).toBe(404)
  await expect(page.locator("h1")).toHaveCount(1)
  await expectClean(page, watch)
})

test("no other site can frame a page (frame-ancestors 'none')", async ({ page, baseURL }) => {
  // A page from another origin (localhost vs 127.0.0.1) that frames the site.
  const framer = baseURL!.replace("127.0.0.1", "localhost")
  await page.route(`${framer}/framer.html`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="${baseURL}${href("/")}" title="framed"></iframe>` }),
  )
  await page.goto(`${framer}/framer.html`)
  // Chromium replaces a frame it refuses to show with its own error page.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain("chrome-error://chromewebdata/")
  expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL}${href("/")}`)
})

test("Home 1: the YouTube player opens", async ({ page }) => {
  const watch = await watchCsp(page)
  await visit(page, "/")
  await playVideo(page, /youtube-nocookie\.com/)
  await expectClean(page, watch)
})

test("About: the Vimeo player opens", async ({ page }) => {
  const watch = await watchCsp(page)
  await visit(page, "/about/")
  await playVideo(page, /player\.vimeo\.com/)
  await expectClean(page, watch)
})

test("Contact 2: the map opens", async ({ page }) => {
  const watch = await watchCsp(page)
  await visit(page, "/contact-2/")
  await showMap(page)
  await expectClean(page, watch)
})

test("Blog: search runs in Pagefind's worker under the header policy", async ({ page }) => {
  const watch = await watchCsp(page)
  await visit(page, "/blog/")
  await searchBlog(page)
  expect(watch.workers, "Pagefind's web worker").toContain(href("/pagefind/pagefind-worker.js"))
  await expectClean(page, watch)
})
