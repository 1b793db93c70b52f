import { expect, test, type APIRequestContext } from "@playwright/test"

import { defaultLocale, unlocalizedPath } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { href, sitePath } from "#/lib/url.ts"
import { expectClean, visit, watchCsp } from "./csp-watch"
import {
  axeViolations,
  builtRoutes,
  emulateScheme,
  expectPageStructure,
  horizontalOverflow,
  inBuild,
  routePerGroup,
  scrollThrough,
  scrollToTop,
  strayHoneypotLabels,
  viewports,
  watchTraffic,
} from "./helpers"
import { builtPages, featuredKinds, samplePages } from "./site-content"

/** Status of every internal URL checked so far, shared by the tests in this worker. */
const checked = new Map<string, Promise<{ status: number; body: string }>>()

function fetchOnce(request: APIRequestContext, url: string) {
  let pending = checked.get(url)
  if (!pending) {
    pending = request.get(url, { maxRedirects: 0 }).then(async (r) => ({ status: r.status(), body: await r.text() }))
    checked.set(url, pending)
  }
  return pending
}

// The first axe run is the light theme whatever the configuration's default scheme.
test.use({ colorScheme: "light" })

test("the build has pages to check", () => {
  expect(builtRoutes.length).toBeGreaterThanOrEqual(3)
})

/*
 * Every route, and one page of each kind the content adds (a blog list page, a category, a tag…):
 * what is checked here is the same for every page of a kind, and the crawl in content.spec.ts
 * visits all of them for status and links. A kind a featured details route shows (a post on
 * /blog-details/, a project, a job, a service) is checked there: the same layout, one item.
 */
const featuredRoutes = builtRoutes.filter((route) => "featured" in route).map((route) => route.path)
const checkedPages = [
  ...builtRoutes.map((route) => ({ path: route.path, name: route.path })),
  ...samplePages()
    .filter(({ kind }) => !featuredRoutes.some((path) => featuredKinds[path] === kind))
    .map(({ kind, path }) => ({ path, name: `${path} (a ${kind})` })),
]

/*
 * Axe runs in both themes at the desktop width on every page, and in the light theme at the phone
 * width on every page (its own layout there). The dark theme at the phone width is the same palette
 * on the phone layout: it runs on the first page of each group of routes (a home, a company page, a
 * commerce page, a content page, an account page, a utility page).
 */
const darkAtPhone = new Set(routePerGroup.map((route) => route.path))

for (const route of checkedPages) {
  for (const viewport of viewports) {
    test(`${route.name} at ${viewport.width}px`, async ({ page, request, baseURL }) => {
      // At the desktop width the visit is also the page's Content-Security-Policy check (csp.spec.ts
      // has the policy itself): every island hydrated, the fonts in, both themes' styles loaded, and
      // not one violation, blocked request or cookie on the way.
      const desktop = viewport === viewports[viewports.length - 1]
      const csp = desktop ? await watchCsp(page) : null
      await page.setViewportSize(viewport)
      const origin = new URL(baseURL!).origin
      const traffic = watchTraffic(page, origin)

      if (desktop) {
        await visit(page, route.path)
        await scrollToTop(page)
      } else {
        const response = await page.goto(href(route.path), { waitUntil: "load" })
        expect(response?.status(), "HTTP status").toBe(200)
        await scrollThrough(page)
        await scrollToTop(page)
      }
      await page.waitForLoadState("networkidle")

      await expectPageStructure(page)
      expect((await page.title()).length, "a title").toBeGreaterThan(10)
      expect(await page.locator('meta[name="description"]').getAttribute("content"), "a description").toMatch(/.{50,}/)

      expect(await horizontalOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(0)
      expect(await strayHoneypotLabels(page, ui(defaultLocale).forms.honeypot), "anti-spam labels").toEqual([])

      // Both themes, each reported even when the other fails. System (no stored choice) follows
      // the OS, so emulating a dark OS is enough to see the dark theme.
      expect.soft(await axeViolations(page), "axe violations in the light theme").toEqual([])
      if (desktop || darkAtPhone.has(route.path)) {
        await emulateScheme(page, "dark")
        expect.soft(await axeViolations(page), "axe violations in the dark theme").toEqual([])
      }

      // Every internal link and image resolves; in-page anchors exist on their page.
      const { links, images, ids } = await page.evaluate(() => ({
        links: [...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
        images: [...document.querySelectorAll("img")].flatMap((img) => [
          img.currentSrc || img.src,
          ...(img.srcset ? img.srcset.split(",").map((s) => new URL(s.trim().split(" ")[0]!, location.href).href) : []),
        ]),
        ids: [...document.querySelectorAll("[id]")].map((el) => el.id),
      }))
      for (const link of links) {
        const url = new URL(link)
        if (url.origin !== origin) continue
        const here = url.pathname === new URL(page.url()).pathname
        if (here && url.hash) {
          expect(ids.includes(decodeURIComponent(url.hash.slice(1))), `anchor ${url.hash}`).toBe(true)
          continue
        }
        // A file or a folder's index.html of the build, as any static host serves it: no host
        // tries a .html suffix for a bare path (/404), though the test server does.
        expect(inBuild(sitePath(url.pathname)), `link ${url.pathname} names a file of the build`).toBe(true)
        const { status, body } = await fetchOnce(request, url.pathname)
        expect(status, `link ${url.pathname}`).toBe(200)
        if (url.hash) expect(body, `anchor ${url.hash} on ${url.pathname}`).toContain(`id="${url.hash.slice(1)}"`)
      }
      for (const src of new Set(images)) {
        const url = new URL(src)
        expect(url.origin, `image ${src} is local`).toBe(origin)
        expect((await fetchOnce(request, url.pathname)).status, `image ${url.pathname}`).toBe(200)
      }

      // The rest of the 320–1920 px range: resizing the loaded page is enough to lay it out again.
      for (const width of viewport.width < 1000 ? [320, 768] : [1920]) {
        await page.setViewportSize({ width, height: viewport.height })
        expect(await horizontalOverflow(page), `horizontal overflow in px at ${width}px`).toBeLessThanOrEqual(0)
      }

      traffic.expectQuiet()
      if (csp) await expectClean(page, csp)
    })
  }
}

test("titles and descriptions are unique across pages (duplicates that name another page canonical aside)", async ({
  request,
}) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const duplicates = new Set(builtRoutes.filter((r) => "canonical" in r || "featured" in r).map((r) => r.path))
  for (const path of builtPages().filter((p) => !duplicates.has(unlocalizedPath(p)))) {
    const route = { path }
    const html = await (await request.get(href(route.path))).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ""
    expect(titles.get(title), `title "${title}" of ${route.path}`).toBeUndefined()
    expect(descriptions.get(description), `description of ${route.path}`).toBeUndefined()
    titles.set(title, route.path)
    descriptions.set(description, route.path)
  }
})
