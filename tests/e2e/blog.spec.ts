/**
 * The blog's behaviour in a browser: site search (Pagefind, loaded when the box is first focused)
 * and the comment form. What the built pages hold (the lists and their pager, the taxonomy pages,
 * the sidebar, each post's page, the search form's way without JavaScript) is
 * tests/static/blog.test.ts; a post's components are post-components.spec.ts and
 * tests/static/post-components.test.ts. Expected titles and words come from src/content/blog and
 * the blog's copy, so the tests hold for any posts a buyer writes.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test, type Page } from "@playwright/test"
import { parse } from "yaml"

import { commentForm } from "#/data/pages/blog.ts"
import { postHref } from "#/lib/content/blog-urls.ts"
import { href } from "#/lib/url.ts"
import { escapeRegExp, formReady, hydrated, needsRoutes } from "./helpers"
import { collection } from "../support/site-content"

/** The published posts, newest first. */
const posts = collection("blog")
  .map(({ id, data }) => ({ id, title: data.title, date: data.date as Date }))
  .sort((a, b) => b.date.valueOf() - a.date.valueOf())

/** A post's MDX body, read from its file. */
function bodyOf(id: string): string {
  const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")
  const folder = join(contentRoot, "blog")
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".mdx"))) {
    const parts = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8"))
    const [frontmatter = "", body = ""] = parts?.slice(1) ?? []
    const data = (parse(frontmatter, { schema: "yaml-1.1" }) ?? {}) as { slug?: unknown }
    if ((typeof data.slug === "string" ? data.slug : file.replace(/\.mdx$/, "")) === id) return body
  }
  throw new Error(`No file in ${folder} for the post "${id}"`)
}

/** The longest sentence of the body's prose, preferring one free of quotes and dashes (typography changes those). */
function sentenceOf(body: string): string {
  const sentences = body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block && !/^(#|[-*+] |\d+[.)] |>|<|\{|import |export |\||```|~~~)/.test(block))
    .map((block) =>
      block
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/[*_`]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .sort((a, b) => b.length - a.length)
  const sentence = sentences.find((candidate) => !/['"]|--|\.\.\./.test(candidate)) ?? sentences[0]
  if (!sentence) throw new Error("The post's body has no paragraph of prose")
  return sentence
}

/** A post whose page stands for every post's: each has the same search box and comment form. */
const sample = posts[Math.min(1, posts.length - 1)]!

test.describe("site search", () => {
  needsRoutes("/blog/")
  /** The post found by a sentence of its body: the oldest, the one furthest from the first page. */
  const target = posts.at(-1)!
  const sentence = sentenceOf(bodyOf(target.id))
  const statusOf = (page: Page) => page.getByRole("search").locator("xpath=..").getByRole("status")
  const resultsOf = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("link")
  const pathsOf = (page: Page) =>
    resultsOf(page).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))

  test("loads nothing until the box is focused; then a word nowhere on the site says so, a post's title finds it first, a sentence of its body finds it marked, and a result opens it", async ({
    page,
  }) => {
    const indexRequests: string[] = []
    page.on(
      "request",
      (req) => new URL(req.url()).pathname.startsWith(href("/pagefind/")) && indexRequests.push(req.url()),
    )
    await page.goto(href("/blog/"))
    const box = page.getByRole("searchbox", { name: "Search" })
    await box.scrollIntoViewIfNeeded()
    // The island has hydrated, and still nothing has asked for the index.
    await hydrated(page, "site-search")
    expect(indexRequests, "requests before focus").toEqual([])

    await box.focus()
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0)

    // Pagefind answers an unknown word with the longest prefix of it that is indexed, so a
    // one-letter word in every post's indexed text (a label such as "X") would match here.
    await box.fill("xylophonic")
    await expect(statusOf(page)).toHaveText("No results for “xylophonic”")
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(0)

    // A post's whole title ranks its post first.
    await box.fill(target.title)
    await expect(statusOf(page)).toHaveText(new RegExp(`^\\d+ results? for “${escapeRegExp(target.title)}”$`))
    expect((await pathsOf(page))[0], `the first result for “${target.title}”`).toBe(href(postHref(target.id)))

    await box.fill(sentence)
    await expect(statusOf(page)).toHaveText(new RegExp(`^\\d+ results? for “${escapeRegExp(sentence)}”$`))
    await expect(resultsOf(page).first()).toBeVisible()
    const paths = await pathsOf(page)
    expect(paths, `results for “${sentence}”`).toContain(href(postHref(target.id)))
    // What matched is marked: words of the query.
    const mark = page.getByRole("list", { name: "Search results" }).locator("mark").first()
    await expect(mark).toBeVisible()
    expect(sentence.toLowerCase(), "the marked words are the query's").toContain((await mark.innerText()).toLowerCase())

    await resultsOf(page)
      .nth(paths.indexOf(href(postHref(target.id))))
      .click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href(postHref(target.id)))}(#[\\w-]*)?$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title)
  })

  test("a query in the address (where the form lands without JavaScript) runs on arrival; its results are reachable with the keyboard", async ({
    page,
  }) => {
    const words = target.title.split(/\s+/).slice(0, 3).join(" ")
    await page.goto(href(`/blog/?q=${encodeURIComponent(words)}#blog-search`))
    const box = page.getByRole("searchbox", { name: "Search" })
    await expect(box).toHaveValue(words)
    await expect(statusOf(page)).toHaveText(new RegExp(`^\\d+ results? for “${escapeRegExp(words)}”$`))
    expect((await pathsOf(page)).length).toBeGreaterThan(0)

    await box.focus()
    await page.keyboard.press("Tab") // the search button
    await page.keyboard.press("Tab")
    await expect(resultsOf(page).first()).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(box).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(resultsOf(page).first()).toBeFocused()
    const link = await resultsOf(page).first().getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(link!)}$`))
  })
})

test.describe("the comment form", () => {
  const { form: copy, messages } = commentForm
  /** A field's label in the copy, by the field's name. */
  const labelOf = (field: string) => copy.fields.find((candidate) => candidate.name === field)!.label

  test("Publish with empty fields names each one inline; Cancel clears what was typed; a filled form sends nothing", async ({
    page,
  }) => {
    const sent: string[] = []
    page.on("request", (req) => req.method() !== "GET" && sent.push(req.url()))
    await page.goto(href(postHref(sample.id)))
    const form = page.getByRole("form", { name: copy.title })
    await formReady(form)

    await form.getByRole("button", { name: copy.submit }).click()
    for (const { label } of copy.fields) {
      const field = form.getByLabel(label)
      await expect(field, label).toHaveAttribute("aria-invalid", "true")
      await expect(field, label).toHaveAttribute("required", "")
      const errorId = (await field.getAttribute("aria-describedby"))!.split(" ").at(-1)!
      await expect(page.locator(`#${errorId}`), `${label} error`).not.toBeEmpty()
    }
    await expect(form.getByLabel(labelOf("name"))).toBeFocused()
    await expect(form.getByLabel(labelOf("email"))).toHaveAttribute("type", "email")
    await expect(form.getByLabel(labelOf("email"))).toHaveAttribute("autocomplete", "email")

    // Cancel starts over: no field stays marked invalid.
    await form.getByRole("button", { name: copy.cancel }).click()
    for (const { label } of copy.fields)
      await expect(form.getByLabel(label), label).not.toHaveAttribute("aria-invalid", "true")

    const fill = async () => {
      await form.getByLabel(labelOf("name")).fill("Ada Lovelace")
      await form.getByLabel(labelOf("email")).fill("ada@example.com")
      await form.getByLabel(labelOf("comment")).fill("Tokens named for their purpose: yes.")
    }
    await fill()
    await form.getByRole("button", { name: copy.cancel }).click()
    for (const { label } of copy.fields) await expect(form.getByLabel(label)).toHaveValue("")

    await fill()
    await form.getByRole("button", { name: copy.submit }).click()
    // No form endpoint takes comments: the visitor is told nothing was sent.
    await expect(page.locator("[data-form-status]").filter({ has: form }).getByRole("status")).toContainText(
      messages.local,
    )
    await expect(form.getByLabel(labelOf("comment"))).toHaveValue("Tokens named for their purpose: yes.")
    expect(sent, "requests that send data").toEqual([])
  })
})
