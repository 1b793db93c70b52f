/**
 * The site for machines: /llms.txt lists every page and published item (never a draft), each item
 * has a Markdown twin at `<page>index.md` served as text/markdown and linked from its page's head,
 * and no twin is in the sitemap. What is expected comes from the route list and the collections.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "@playwright/test"
import { parse } from "yaml"

import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import { routes } from "#/lib/routes.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { dist } from "./helpers"
import { collection } from "./site-content"

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")

/** Each collection's item pages, by the list page whose languages they follow. */
const kinds = [
  { name: "services", base: "/service/" },
  { name: "projects", base: "/portfolio/" },
  { name: "jobs", base: "/career/" },
  { name: "blog", base: "/blog/" },
] as const

/** The title an item has in a language: its translation's (src/content/<collection>/<lang>/<file>.yaml) or English's. */
function titleIn(name: string, id: string, locale: Locale, english: string): string {
  if (locale === "en") return english
  const file = join(contentRoot, name, locale, `${id}.yaml`)
  return (parse(readFileSync(file, "utf8")) as { title: string }).title
}

const items = kinds.flatMap(({ name, base }) =>
  collection(name).flatMap((entry) =>
    pageLocales(base).map((locale) => ({
      path: localePath(locale, `${base}${entry.id}/`),
      title: titleIn(name, entry.id, locale, entry.data.title),
    })),
  ),
)

/** Entries with `draft: true`, by the id their page would have. */
const drafts = kinds.flatMap(({ name, base }) =>
  readdirSync(join(contentRoot, name))
    .filter((file) => /\.(mdx|yaml)$/.test(file))
    .filter((file) => /^draft:\s*true\s*$/m.test(readFileSync(join(contentRoot, name, file), "utf8")))
    .map((file) => `${base}${file.replace(/\.(mdx|yaml)$/, "")}/`),
)

test("llms.txt names every page and published item, and no draft", async ({ request }) => {
  const response = await request.get(href("/llms.txt"))
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8")
  const text = await response.text()
  expect(text).toMatch(/^# .+\n\n> .+\n/)
  // Every page in each of its languages, but duplicates, featured-item views (their item is listed) and the 404.
  const pages = routes
    .filter((route) => !route.canonical && !route.featured && route.path !== "/404")
    .flatMap((route) => pageLocales(route.path).map((locale) => absoluteUrl(localePath(locale, route.path))))
  for (const url of pages) expect(text, url).toContain(`](${url})`)
  for (const item of items) expect(text, item.path).toContain(`[${item.title}](${absoluteUrl(item.path)})`)
  for (const path of drafts) expect(text).not.toContain(absoluteUrl(path))

  const full = await (await request.get(href("/llms-full.txt"))).text()
  for (const item of items) expect(full, item.path).toContain(`# ${item.title}\n`)
})

test("every item has its Markdown twin, served as text/markdown with its title", async ({ request }) => {
  expect(items.length).toBeGreaterThan(0)
  for (const item of items) {
    const response = await request.get(href(`${item.path}index.md`))
    expect(response.status(), item.path).toBe(200)
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
    expect((await response.text()).startsWith(`# ${item.title}\n`), item.path).toBe(true)
  }
  for (const path of drafts) expect((await request.get(href(`${path}index.md`))).status()).toBe(404)
})

test("a job's twin has its page's section headings, in each language of the careers pages", async ({
  page,
  request,
}) => {
  const jobs = collection("jobs")
  expect(jobs.length).toBeGreaterThan(0)
  for (const locale of pageLocales("/career/")) {
    const { responsibilities, requirements, skills } = pageCopy.career[locale].careerCopy.details.headings
    const path = localePath(locale, `/career/${jobs[0]!.id}/`)
    const twin = await (await request.get(href(`${path}index.md`))).text()
    for (const heading of [responsibilities, requirements, skills]) expect(twin, path).toContain(`\n## ${heading}\n`)
    await page.goto(href(path))
    for (const heading of [responsibilities, requirements])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible()
  }
})

test("a post links its twin in the head, and the sitemap lists no twin", async ({ page }) => {
  const post = items.find((item) => item.path.startsWith("/blog/"))
  test.skip(!post, "no published post")
  await page.goto(href(post!.path))
  const twin = page.locator('head link[rel="alternate"][type="text/markdown"]')
  await expect(twin).toHaveAttribute("href", href(`${post!.path}index.md`))
  const sitemaps = readdirSync(dist).filter((file) => /^sitemap-\d+\.xml$/.test(file))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const file of sitemaps) expect(readFileSync(join(dist, file), "utf8")).not.toMatch(/index\.md</)
})
