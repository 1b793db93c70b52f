/**
 * What the content editor saved (tests/e2e-cms, into the folder tests/support/edited-content.ts
 * names) shows in the site built from it: the configured build uses that folder as its content
 * (playwright.config.ts). That the saved entries pass the collections' schemas needs no test here:
 * the build validates every entry with them and stops, naming the file and the field, if one fails.
 * Read from the built pages; no browser needed.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "@playwright/test"
import { parse } from "yaml"

import { basePath } from "#/lib/url.ts"
import { dist } from "../support/dist"
import {
  addedQuestion,
  editedContent,
  featuredJob,
  job,
  jobFile,
  marketedPage,
  post,
  projectFile,
  translatedPage,
} from "../support/edited-content"

/** A built page's HTML, by its path within the site; a missing page fails naming it. */
function page(path: string): string {
  const file = join(dist, path, "index.html")
  expect(existsSync(file), `${path} is not built (${file})`).toBe(true)
  return readFileSync(file, "utf8")
}

/** The page at `path` holds `wanted` (text or a pattern); the failure says which page misses what. */
function expectOn(path: string, wanted: string | RegExp, what: string) {
  const html = page(path)
  const found = typeof wanted === "string" ? html.includes(wanted) : wanted.test(html)
  expect(found, `${path} should show ${what}: ${String(wanted)} is not in it`).toBe(true)
}

test.describe("the editor's saved content, built", () => {
  test.skip(
    process.env.CONFIGURED_CONTENT_DIR !== editedContent,
    existsSync(editedContent)
      ? "this build was not made from the editor's saved content (a build passed in with CONFIGURED_DIST)"
      : `${editedContent} does not exist: run the editor suite first (npm run test:cms), then this one`,
  )

  const postPath = `/blog/${post.slug}/`

  test("the new post has its page, is listed, and shows its photo cover and its callout", () => {
    // The category's page (src/lib/content/blog-urls.ts, which this runner cannot load: it reads
    // astro:content through its imports): a one-word category is its own slug in lower case.
    for (const list of ["/blog/", `/blog/category/${post.category.toLowerCase()}/`])
      expectOn(list, `href="${basePath}${postPath.slice(1)}"`, "a link to the new post")
    expectOn(postPath, post.title, "the post's title")
    // The uploaded photo is the cover, made a responsive WebP, described by its alt text.
    const stem = post.photo.saved.replace(/\.\w+$/, "")
    const photo = new RegExp(`<img[^>]+src="${basePath}_astro/${stem}\\.[\\w-]+\\.webp"[^>]*alt="${post.photo.alt}"`)
    expectOn(postPath, photo, "the uploaded photo as a WebP with its alt text")
    expectOn("/blog/", new RegExp(`${basePath}_astro/${stem}\\.`), "the photo on the post's card")
    // The post page renders the post components (src/lib/post-components.ts): the callout shows.
    expectOn(postPath, post.callout.text, "the callout")
  })

  test("the job shows its new title in English and in German", () => {
    expectOn(`/career/${jobFile}/`, job.title, "the job's new title")
    expectOn(`/de/career/${jobFile}/`, job.germanTitle, "the job's new German title")
  })

  test("/career-details/ features the job the editor picked", () => {
    const featured = parse(readFileSync(join(editedContent, `jobs/${featuredJob}.yaml`), "utf8")) as { title: string }
    expectOn("/career-details/", `>${featured.title}</h1>`, `the featured job (${featuredJob}) as its heading`)
  })

  test("the page the marketer edited shows the new headline, price and footer link, its sections in the new order", () => {
    const { path } = marketedPage
    const html = page(path)
    expect(html, `${path}: the new headline as its h1`).toMatch(
      new RegExp(`<h1[^>]*>${marketedPage.headline.replace(/[$.]/g, "\\$&")}</h1>`),
    )
    expectOn(path, marketedPage.monthly, "the new monthly price")
    expectOn(path, `>${marketedPage.footerLink}</a>`, "the footer link's new words")
    // The sections' headings in the order the saved file lists them.
    const { sections } = parse(readFileSync(join(editedContent, `pages/${marketedPage.file}.yaml`), "utf8")) as {
      sections: { id: string }[]
    }
    const positions = sections.map((section) => html.indexOf(`id="${section.id}"`))
    expect(
      positions.every((at) => at > 0),
      `${path}: every section's heading`,
    ).toBe(true)
    expect(positions, `${path}: the sections in the saved order`).toEqual([...positions].sort((a, b) => a - b))
  })

  test("the page the translator edited shows its new German words, and each language its sections in the English order", () => {
    const { file, path, language, banner, title } = translatedPage
    const german = page(`/${language}${path}`)
    expect(german, `/${language}${path}: the new banner title as its h1`).toMatch(new RegExp(`<h1[^>]*>${banner}</h1>`))
    expect(german, `/${language}${path}: the section's new title`).toContain(`>${title}</h2>`)
    // Each language's sections in the order of the saved English file.
    const { sections } = parse(readFileSync(join(editedContent, `pages/${file}.yaml`), "utf8")) as {
      sections: { id: string }[]
    }
    for (const built of [path, `/${language}${path}`]) {
      const html = page(built)
      const positions = sections.map((section) => html.indexOf(`id="${section.id}"`))
      expect(
        positions.every((at) => at > 0),
        `${built}: every section's heading`,
      ).toBe(true)
      expect(positions, `${built}: the sections in the saved order`).toEqual([...positions].sort((a, b) => a - b))
    }
  })

  test("the question the marketer added shows on the FAQ pages, in each language in its own words", () => {
    for (const [code, { question, answer }] of Object.entries(addedQuestion.words)) {
      const path = code === "en" ? "/faq/" : `/${code}/faq/`
      expectOn(path, `>${question}</`, `the added question in ${code}`)
      expectOn(path, answer, `the added answer in ${code}`)
    }
  })

  test("the project made a draft has no page", () => {
    const file = join(dist, `portfolio/${projectFile}/index.html`)
    expect(existsSync(file), `/portfolio/${projectFile}/ is a draft, yet it has a page`).toBe(false)
  })
})
