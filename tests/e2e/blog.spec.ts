/**
 * The blog as a visitor uses it: the paginated list, each post's page, the category, tag and
 * author pages, the sidebar, the feed, /blog-details/ and site search. Every expected title, count,
 * date and URL is read from src/content/blog and src/data, so the tests hold for any posts a buyer
 * writes (the sample's own facts are in demo-content.spec.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { parse } from "yaml"

import { blogAuthors, blogCategories, type BlogAuthor, type BlogCategory } from "#/data/blog-taxonomy.ts"
import { blogCopy, feedTitle } from "#/data/pages/blog.ts"
import { people, type PersonId } from "#/data/people.ts"
import { site } from "#/config/site.ts"
import { authorHref, categoryHref, postHref, tagHref } from "#/lib/content/blog-urls.ts"
import { dated, listPageHref } from "#/lib/content/format.ts"
import { absoluteUrl, href, sitePath } from "#/lib/url.ts"
import { endsWithLink, escapeRegExp, formReady, htmlOf, needsRoutes } from "./helpers"
import { collection, featuredOf, pagesOf } from "./site-content"
import { decode, h1Of, textOf } from "./html"

/* ---------- The posts, as the collection holds them ---------- */

type Post = {
  id: string
  title: string
  excerpt: string
  author: BlogAuthor
  date: Date
  category: BlogCategory
  tags: string[]
  related: string[]
  comments: { person: PersonId; date: Date; text: string }[]
}

/** The published posts, newest first (the order of every list, the feed and previous/next). */
const posts: Post[] = collection("blog")
  .map(({ id, data }) => ({
    id,
    title: data.title,
    excerpt: String(data.excerpt),
    author: data.author as BlogAuthor,
    date: data.date as Date,
    category: data.category as BlogCategory,
    tags: (data.tags as string[] | undefined) ?? [],
    related: (data.related as string[] | undefined) ?? [],
    comments: (data.comments as Post["comments"] | undefined) ?? [],
  }))
  .sort((a, b) => b.date.valueOf() - a.date.valueOf())

const perPage = blogCopy.perPage
const pageCount = (count: number) => Math.max(1, Math.ceil(count / perPage))

const nameOf = (id: PersonId) => people[id].name

/** Posts grouped by a key (category, tag, author), each group newest first. */
function groupBy(keysOf: (post: Post) => readonly string[]): Map<string, Post[]> {
  const groups = new Map<string, Post[]>()
  for (const post of posts) for (const key of keysOf(post)) groups.set(key, [...(groups.get(key) ?? []), post])
  return groups
}
const byCategory = groupBy((post) => [post.category])
const byTag = groupBy((post) => post.tags)
const byAuthor = groupBy((post) => [post.author])

/** The group with the most posts: the representative page of its kind. */
const largest = (groups: Map<string, Post[]>) => [...groups].sort((a, b) => b[1].length - a[1].length)[0]!

/** A post with an older and a newer neighbour, on distinct dates (so their order is not a tie). */
const middleIndex = posts.findIndex(
  (post, i) => i > 0 && i < posts.length - 1 && posts[i - 1]!.date > post.date && post.date > posts[i + 1]!.date,
)
/** The post whose page stands for every post's page. */
const sample = posts[Math.max(middleIndex, 0)]!
const withComments = posts.find((post) => post.comments.length > 0)
const withoutComments = posts.find((post) => post.comments.length === 0)

/* ---------- A post's MDX body, read from its file ---------- */

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")

function bodyOf(id: string): string {
  const folder = join(contentRoot, "blog")
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".mdx"))) {
    const parts = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8"))
    const [frontmatter = "", body = ""] = parts?.slice(1) ?? []
    const data = (parse(frontmatter, { schema: "yaml-1.1" }) ?? {}) as { slug?: unknown }
    if ((typeof data.slug === "string" ? data.slug : file.replace(/\.mdx$/, "")) === id) return body
  }
  throw new Error(`No file in ${folder} for the post "${id}"`)
}

/** The body's prose paragraphs, as plain text (no headings, lists, components or Markdown marks). */
function paragraphsOf(body: string): string[] {
  return body
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
}

/** The longest sentence of the body's prose, preferring one free of quotes and dashes (typography changes those). */
function sentenceOf(body: string): string {
  const sentences = paragraphsOf(body)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .sort((a, b) => b.length - a.length)
  const plain = sentences.find((sentence) => !/['"]|--|\.\.\./.test(sentence))
  const sentence = plain ?? sentences[0]
  if (!sentence) throw new Error("The post's body has no paragraph of prose")
  return sentence
}

/** Text as the page shows it: Markdown turns straight quotes and -- into typographic ones. */
const shown = (text: string) =>
  new RegExp(
    escapeRegExp(text)
      .replace(/['"]/g, ".")
      .replace(/-{2,3}/g, ".{1,3}"),
  )

/** Minutes to read, as a person would estimate: words over the copy's reading speed. */
const minutesToRead = (body: string) =>
  Math.max(1, Math.ceil(body.split(/\s+/).filter((word) => /\w/.test(word)).length / blogCopy.post.wordsPerMinute))

/* ---------- Reading built pages without a browser ---------- */

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ""

/** The post cards of a page: title, link and date, in the order shown. */
function cardsOf(html: string): { title: string; href: string; date: string }[] {
  return mainOf(html)
    .split(/(?=<article[^>]*\sdata-card="")/)
    .slice(1)
    .map((chunk) => ({
      title: textOf(/data-card-title=""[^>]*>([\s\S]*?)<\/h[1-6]>/.exec(chunk)?.[1] ?? ""),
      href: decode(/<a\b[^>]*\sdata-card-link=""[^>]*\shref="([^"]*)"/.exec(chunk)?.[1] ?? ""),
      date: /<time[^>]*\sdatetime="([^"]*)"/i.exec(chunk)?.[1] ?? "",
    }))
}

/** Every card of a paginated list, page after page, and how many pages it has. */
async function wholeList(request: APIRequestContext, base: string) {
  const cards: ReturnType<typeof cardsOf> = []
  let pages = 0
  for (let n = 1; ; n++) {
    const response = await request.get(href(listPageHref(base, n)))
    if (response.status() === 404) break
    expect(response.status(), listPageHref(base, n)).toBe(200)
    const found = cardsOf(await response.text())
    expect(found.length, `cards on ${listPageHref(base, n)}`).toBeGreaterThan(0)
    expect(found.length, `cards on ${listPageHref(base, n)}`).toBeLessThanOrEqual(perPage)
    cards.push(...found)
    pages = n
  }
  return { cards, pages }
}

/** What a list shows, compared with the posts it should show: each once, newest first, full pages but the last. */
async function expectList(request: APIRequestContext, base: string, expected: readonly Post[]) {
  const { cards, pages } = await wholeList(request, base)
  expect(pages, `pages of ${base}`).toBe(pageCount(expected.length))
  expect(cards.map((card) => card.title).sort(), `posts on ${base}`).toEqual(expected.map((post) => post.title).sort())
  expect(
    cards.map((card) => card.date),
    `dates on ${base}, newest first`,
  ).toEqual(expected.map((post) => dated(post.date).date))
  for (const card of cards) {
    const post = expected.find((p) => p.title === card.title)!
    expect(card.href, card.title).toBe(href(postHref(post.id)))
  }
}

/* ---------- In the browser ---------- */

/** The post cards of a list page (the articles of the main column). */
const cards = (page: Page) => page.locator("main").getByRole("article")

async function expectCrumbs(page: Page, middle: readonly { label: string; href: string }[], current: string) {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" })
  await expect(trail.getByRole("listitem")).toHaveText(["Home", ...middle.map((crumb) => crumb.label), current])
  for (const crumb of middle)
    await expect(trail.getByRole("link", { name: crumb.label })).toHaveAttribute("href", href(crumb.href))
  await expect(trail.locator('[aria-current="page"]')).toHaveText(current)
}

const blogCrumb = { label: blogCopy.name, href: "/blog/" }

/** The first page of a list shows the newest of `expected`, each card one of them. */
async function expectCards(page: Page, expected: readonly Post[]) {
  const newest = expected.slice(0, perPage)
  await expect(cards(page).locator("time")).toHaveText(newest.map((post) => dated(post.date).dateLabel))
  for (const title of await cards(page).getByRole("heading", { level: 2 }).allInnerTexts())
    expect(
      expected.map((post) => post.title),
      `"${title}" belongs on ${page.url()}`,
    ).toContain(title)
}

test.describe("blog list", () => {
  needsRoutes("/blog/")
  test("/blog/ shows the newest posts as cards: cover, author, date, category, title, excerpt and Read More", async ({
    page,
  }) => {
    await page.goto(href("/blog/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCopy.list.title)
    const newest = posts.slice(0, perPage)
    await expect(cards(page)).toHaveCount(newest.length)
    const dates = await cards(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")))
    expect(dates, "newest first").toEqual(newest.map((post) => dated(post.date).date))

    for (const card of await cards(page).all()) {
      const title = await card.getByRole("heading", { level: 2 }).innerText()
      const post = posts.find((p) => p.title === title)
      expect(post, `"${title}" is a post`).toBeDefined()
      await card.scrollIntoViewIfNeeded()
      await expect(card.locator("img").first()).toBeVisible()
      await expect(card.locator("img").first()).toHaveJSProperty("complete", true)
      await expect(card).toContainText(nameOf(post!.author))
      await expect(card.locator("time")).toHaveText(dated(post!.date).dateLabel)
      await expect(card.getByText(post!.category, { exact: true }).first()).toBeVisible()
      await expect(card.getByText(post!.excerpt)).toBeVisible()
      await expect(card.getByRole("link", { name: new RegExp(`^${blogCopy.card.readMore}`) })).toHaveAttribute(
        "href",
        href(postHref(post!.id)),
      )
    }
  })

  test("Read More opens the post's own page", async ({ page }) => {
    await page.goto(href("/blog/"))
    const first = cards(page).first()
    const title = await first.getByRole("heading", { level: 2 }).innerText()
    await first.getByRole("link", { name: new RegExp(`^${blogCopy.card.readMore}`) }).click()
    await expect(page).toHaveURL(endsWithLink(postHref(posts.find((p) => p.title === title)!.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
  })

  test("the pager links every page, marks the current one, and its arrows move between pages", async ({ page }) => {
    const pages = pageCount(posts.length)
    const pagerOf = () => page.getByRole("navigation", { name: blogCopy.pager.nav })
    const pageLink = (n: number) => pagerOf().getByRole("link", { name: `${blogCopy.pager.page} ${n}`, exact: true })

    await page.goto(href("/blog/"))
    await expect(pagerOf().getByRole("link", { name: new RegExp(`^${blogCopy.pager.page} \\d+$`) })).toHaveCount(pages)
    await expect(pageLink(1)).toHaveAttribute("aria-current", "page")
    await expect(pagerOf().getByRole("link", { name: blogCopy.pager.previous })).toHaveCount(0)
    test.skip(pages < 2, "the posts fit on one page")

    await expect(pageLink(2)).not.toHaveAttribute("aria-current", /.*/)
    await pagerOf().getByRole("link", { name: blogCopy.pager.next }).click()
    await expect(page).toHaveURL(endsWithLink(listPageHref("/blog/", 2)))
    await expect(pageLink(2)).toHaveAttribute("aria-current", "page")
    await expect(pageLink(1)).not.toHaveAttribute("aria-current", /.*/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCopy.list.title)
    await expect(page.getByText(blogCopy.list.pageOf(2, pages), { exact: true })).toBeVisible()
    await expectCrumbs(page, [blogCrumb], blogCopy.list.pageCrumb(2))
    await expect(page).toHaveTitle(site.titleTemplate(blogCopy.list.pageTitle(blogCopy.list.title, 2)))

    await pageLink(pages).click()
    await expect(page).toHaveURL(endsWithLink(listPageHref("/blog/", pages)))
    await expect(pageLink(pages)).toHaveAttribute("aria-current", "page")
    await expect(pagerOf().getByRole("link", { name: blogCopy.pager.next })).toHaveCount(0)
    await expect(cards(page)).toHaveCount(posts.length - (pages - 1) * perPage)

    await pagerOf().getByRole("link", { name: blogCopy.pager.previous }).click()
    await expect(page).toHaveURL(endsWithLink(listPageHref("/blog/", pages - 1)))
  })

  test("the list pages hold every post once, newest first, on ceil(posts / perPage) pages", async ({ request }) => {
    await expectList(request, "/blog/", posts)
    expect(pagesOf("blog list page")).toHaveLength(pageCount(posts.length) - 1)
  })

  test("the sidebar tallies each category's posts, lists the newest posts and the most used tags", async ({ page }) => {
    await page.goto(href(postHref(sample.id)))
    const { categories, recent, tags } = blogCopy.sidebar

    const expectedCategories = (Object.keys(blogCategories) as BlogCategory[]).filter((name) => byCategory.has(name))
    const categoryLinks = page.getByRole("list", { name: categories.title }).getByRole("link")
    await expect(categoryLinks).toHaveText(
      expectedCategories.map((name) => {
        const count = byCategory.get(name)!.length
        const noun = count === 1 ? categories.noun.one : categories.noun.other
        return new RegExp(`^${escapeRegExp(name)}\\s*${String(count).padStart(2, "0")}\\s*${noun}$`)
      }),
    )
    for (const [i, name] of expectedCategories.entries())
      await expect(categoryLinks.nth(i)).toHaveAttribute("href", href(categoryHref(name)))

    const newest = posts.slice(0, recent.count)
    const recentList = page.getByRole("list", { name: recent.title })
    await expect(recentList.getByRole("link")).toHaveText(newest.map((post) => post.title))
    await expect(recentList.locator("time")).toHaveText(newest.map((post) => dated(post.date).dateLabel))
    for (const [i, post] of newest.entries())
      await expect(recentList.getByRole("link").nth(i)).toHaveAttribute("href", href(postHref(post.id)))

    const mostUsed = [...byTag]
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, tags.limit)
      .map(([name]) => name)
    const tagLinks = page.getByRole("list", { name: tags.title, exact: true }).getByRole("link")
    await expect(tagLinks).toHaveText(mostUsed)
    for (const [i, name] of mostUsed.entries())
      await expect(tagLinks.nth(i)).toHaveAttribute("href", href(tagHref(name)))

    await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeVisible()
  })

  test("the newsletter box validates and keeps the address local", async ({ page }) => {
    await page.goto(href("/blog/"))
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe Now" }) })
    await formReady(form)
    await form.getByRole("button", { name: "Subscribe Now" }).click()
    await expect(page.locator("#blog-newsletter-form-email-error")).not.toBeEmpty()
    await form.getByPlaceholder("Enter your email").fill("reader@example.com")
    await form.getByRole("button", { name: "Subscribe Now" }).click()
    await expect(page.locator("[data-form-status]").filter({ has: form }).getByRole("status")).toContainText(
      "nothing was sent",
    )
  })

  test("the blog pages link the RSS feed, whose items are every post, newest first, linking to its page", async ({
    request,
  }) => {
    const html = await htmlOf(request, listPageHref("/blog/", pageCount(posts.length)))
    const link = /<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? ""
    expect(link).toContain(`href="${href("/rss.xml")}"`)
    expect(decode(/title="([^"]*)"/.exec(link)?.[1] ?? "")).toBe(feedTitle)

    const xml = await (await request.get(href("/rss.xml"))).text()
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = ""]) => {
      const field = (name: string) => {
        const value = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(item)?.[1] ?? ""
        return decode(value.replace(/^<!\[CDATA\[|\]\]>$/g, ""))
      }
      return { title: field("title"), link: field("link"), pubDate: field("pubDate") }
    })
    expect(items.map((item) => new Date(item.pubDate).valueOf())).toEqual(posts.map((post) => post.date.valueOf()))
    expect(items.map((item) => item.title).sort()).toEqual(posts.map((post) => post.title).sort())
    for (const item of items) {
      const post = posts.find((p) => p.title === item.title)!
      expect(item.link, item.title).toBe(absoluteUrl(postHref(post.id)))
    }
    // An item's link opens its post.
    const first = items[0]!
    expect(h1Of(await htmlOf(request, sitePath(new URL(first.link).pathname)))).toBe(first.title)
  })
})

test.describe("a post's page", () => {
  test("shows the cover, title, linked author, date, linked category, reading time, body, linked tags and share links", async ({
    page,
  }) => {
    const body = bodyOf(sample.id)
    await page.goto(href(postHref(sample.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.title)
    await expectCrumbs(page, [blogCrumb, { label: sample.category, href: categoryHref(sample.category) }], sample.title)

    const article = page.locator("main article").first()
    await expect(article.locator("img").first()).toBeVisible()
    await expect(article.locator("img").first()).toHaveJSProperty("complete", true)
    const author = article.getByRole("link", { name: nameOf(sample.author), exact: true })
    await expect(author).toHaveAttribute("href", href(authorHref(sample.author)))
    await expect(article.locator("time").first()).toHaveAttribute("datetime", dated(sample.date).date)
    await expect(article.locator("time").first()).toHaveText(dated(sample.date).dateLabel)
    await expect(article.locator(`a[href="${href(categoryHref(sample.category))}"]`)).toHaveText(sample.category)

    const label = blogCopy.post.labels.readingTime
    const reading = await article.getByText(new RegExp(`^\\d+ ${escapeRegExp(label)}$`)).innerText()
    expect(Math.abs(Number.parseInt(reading) - minutesToRead(body)), `"${reading}" for this body`).toBeLessThanOrEqual(
      1,
    )

    // The MDX body: its first heading and its first paragraph.
    const heading = /^##\s+(.+)$/m.exec(body)?.[1]?.trim()
    if (heading) await expect(article.getByRole("heading", { level: 2, name: shown(heading) })).toBeVisible()
    const paragraph = paragraphsOf(body)[0]
    if (paragraph) await expect(article.getByText(shown(paragraph.slice(0, 60))).first()).toBeVisible()

    const tagList = article.getByRole("list", { name: `${blogCopy.post.labels.tags}:` })
    await expect(tagList.getByRole("link")).toHaveText(sample.tags)
    for (const [i, tag] of sample.tags.entries())
      await expect(tagList.getByRole("link").nth(i)).toHaveAttribute("href", href(tagHref(tag)))

    const share = article.getByRole("list", { name: `${blogCopy.post.share.title}:` }).getByRole("link")
    await expect(share).toHaveText(Object.values(blogCopy.post.share.networks))
    for (const link of await share.all())
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(escapeRegExp(encodeURIComponent(absoluteUrl(postHref(sample.id))))),
      )
  })

  test("previous and next lead to the older and the newer post", async ({ page, request }) => {
    test.skip(middleIndex < 0, "no post has an older and a newer neighbour on other dates")
    const older = posts[middleIndex + 1]!
    const newer = posts[middleIndex - 1]!
    await page.goto(href(postHref(sample.id)))
    const nav = page.getByRole("navigation", { name: blogCopy.post.neighbours.label })
    const previous = nav.getByRole("link", { name: new RegExp(`^${blogCopy.post.neighbours.labels.previous}`) })
    const next = nav.getByRole("link", { name: new RegExp(`^${blogCopy.post.neighbours.labels.next}`) })
    await expect(previous).toContainText(older.title)
    await expect(next).toContainText(newer.title)
    await expect(next).toHaveAttribute("href", href(postHref(newer.id)))
    await previous.click()
    await expect(page).toHaveURL(endsWithLink(postHref(older.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(older.title)

    // The newest post has no newer one, the oldest no older one.
    const navOf = (html: string) => /<nav[^>]*aria-label="More posts"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ""
    const newest = navOf(await htmlOf(request, postHref(posts[0]!.id)))
    expect(newest).toContain(`rel="prev"`)
    expect(newest).not.toContain(`rel="next"`)
    const oldest = navOf(await htmlOf(request, postHref(posts.at(-1)!.id)))
    expect(oldest).toContain(`rel="next"`)
    expect(oldest).not.toContain(`rel="prev"`)
  })

  test("suggests up to three related posts: its own picks first, then posts sharing a tag or category", async ({
    request,
  }) => {
    const post = posts.find((p) => p.related.length > 0) ?? sample
    const candidates = posts.filter(
      (other) =>
        other.id !== post.id &&
        (post.related.includes(other.id) ||
          other.category === post.category ||
          other.tags.some((tag) => post.tags.includes(tag))),
    )
    const html = await htmlOf(request, postHref(post.id))
    const section = /<section[^>]*aria-labelledby="related-posts-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ""
    expect(textOf(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(section)?.[1] ?? "")).toBe(blogCopy.post.related.title)
    const related = cardsOf(`<main>${section}</main>`)
    expect(related).toHaveLength(Math.min(blogCopy.post.related.count, candidates.length))
    const picks = post.related.filter((id) => posts.some((p) => p.id === id)).slice(0, blogCopy.post.related.count)
    expect(related.slice(0, picks.length).map((card) => card.href)).toEqual(picks.map((id) => href(postHref(id))))
    for (const card of related) {
      const other = candidates.find((candidate) => candidate.title === card.title)
      expect(other, `"${card.title}" is related to "${post.title}"`).toBeDefined()
      expect(card.href).toBe(href(postHref(other!.id)))
    }
  })

  test("a post with comments lists them, counted in the byline, each with a reply link to the form", async ({
    page,
  }) => {
    test.skip(!withComments, "no post has comments")
    const post = withComments!
    const title = blogCopy.post.comments.count(post.comments.length)
    await page.goto(href(postHref(post.id)))
    await page.locator("main article").first().getByRole("link", { name: title }).click()
    await expect(page).toHaveURL(/#comments$/)
    const thread = page.getByRole("region", { name: title })
    await expect(thread).toBeInViewport()
    const comments = thread.getByRole("listitem")
    await expect(comments.getByRole("heading", { level: 3 })).toHaveText(post.comments.map((c) => nameOf(c.person)))
    await expect(comments.locator("time")).toHaveText(post.comments.map((c) => dated(c.date).dateLabel))
    for (const [i, comment] of post.comments.entries()) {
      await expect(comments.nth(i)).toContainText(comment.text)
      await expect(comments.nth(i).getByRole("link", { name: `Reply to ${nameOf(comment.person)}` })).toHaveAttribute(
        "href",
        "#leave-comment",
      )
    }
    await comments
      .first()
      .getByRole("link", { name: /^Reply/ })
      .click()
    await expect(page).toHaveURL(/#leave-comment$/)
    await expect(page.getByRole("form", { name: "Leave a comment" })).toBeInViewport()
  })

  test("a post without comments says so, shows no thread, and its byline leads to the comment form", async ({
    page,
  }) => {
    test.skip(!withoutComments, "every post has comments")
    await page.goto(href(postHref(withoutComments!.id)))
    await expect(page.locator("#comments")).toHaveCount(0)
    await expect(page.getByRole("region", { name: /\bComments?$/ })).toHaveCount(0)
    await page.locator("main article").first().getByRole("link", { name: blogCopy.post.comments.none }).click()
    await expect(page).toHaveURL(/#leave-comment$/)
    await expect(page.getByRole("form", { name: "Leave a comment" })).toBeInViewport()
  })

  test("Publish with empty fields names each one inline; Cancel clears what was typed", async ({ page }) => {
    const sent: string[] = []
    page.on("request", (req) => req.method() !== "GET" && sent.push(req.url()))
    await page.goto(href(postHref(sample.id)))
    const form = page.getByRole("form", { name: "Leave a comment" })
    await formReady(form)

    await form.getByRole("button", { name: "Publish" }).click()
    for (const label of ["Name", "Email", "Comment"]) {
      const field = form.getByLabel(label)
      await expect(field, label).toHaveAttribute("aria-invalid", "true")
      await expect(field, label).toHaveAttribute("required", "")
      const errorId = (await field.getAttribute("aria-describedby"))!.split(" ").at(-1)!
      await expect(page.locator(`#${errorId}`), `${label} error`).not.toBeEmpty()
    }
    await expect(form.getByLabel("Name")).toBeFocused()
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email")
    await expect(form.getByLabel("Email")).toHaveAttribute("autocomplete", "email")

    // Cancel starts over: no field stays marked invalid.
    await form.getByRole("button", { name: "Cancel" }).click()
    for (const label of ["Name", "Email", "Comment"])
      await expect(form.getByLabel(label), label).not.toHaveAttribute("aria-invalid", "true")

    await form.getByLabel("Name").fill("Ada Lovelace")
    await form.getByLabel("Email").fill("ada@example.com")
    await form.getByLabel("Comment").fill("Tokens named for their purpose: yes.")
    await form.getByRole("button", { name: "Cancel" }).click()
    for (const label of ["Name", "Email", "Comment"]) await expect(form.getByLabel(label)).toHaveValue("")

    await form.getByLabel("Name").fill("Ada Lovelace")
    await form.getByLabel("Email").fill("ada@example.com")
    await form.getByLabel("Comment").fill("Tokens named for their purpose: yes.")
    await form.getByRole("button", { name: "Publish" }).click()
    await expect(page.locator("[data-form-status]").filter({ has: form }).getByRole("status")).toContainText(
      "nothing was sent",
    )
    await expect(form.getByLabel("Comment")).toHaveValue("Tokens named for their purpose: yes.")
    expect(sent, "requests that send data").toEqual([])
  })

  test("/blog-details/ shows the featured post and names the post's own page canonical", async ({ request }) => {
    const featured = featuredOf("post", posts)
    const html = await htmlOf(request, "/blog-details/")
    expect(h1Of(html)).toBe(featured.title)
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(absoluteUrl(postHref(featured.id)))
    expect(h1Of(await htmlOf(request, postHref(featured.id)))).toBe(featured.title)
  })
})

test.describe("category, tag and author pages", () => {
  test("a sidebar category opens its page: name, lead, breadcrumb and its posts, newest first", async ({ page }) => {
    const [name, inCategory] = largest(byCategory) as [BlogCategory, Post[]]
    await page.goto(href("/blog/"))
    await page
      .getByRole("list", { name: blogCopy.sidebar.categories.title })
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}\\s*\\d`) })
      .click()
    await expect(page).toHaveURL(endsWithLink(categoryHref(name)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
    await expect(page.getByText(blogCategories[name].lead, { exact: true })).toBeVisible()
    await expectCrumbs(page, [blogCrumb], name)
    await expect(page).toHaveTitle(site.titleTemplate(blogCopy.category.title(name)))
    await expectCards(page, inCategory)
    for (const card of await cards(page).all()) await expect(card.getByText(name, { exact: true })).toBeVisible()
    await expect(
      page
        .getByRole("navigation", { name: blogCopy.pager.nav })
        .getByRole("link", { name: new RegExp(`^${blogCopy.pager.page} \\d+$`) }),
    ).toHaveCount(pageCount(inCategory.length))
  })

  test("a post's tag opens the tag's page: title, count, breadcrumb and the tagged posts", async ({ page }) => {
    const tag = sample.tags[0]!
    const tagged = byTag.get(tag)!
    await page.goto(href(postHref(sample.id)))
    await page
      .locator("main article")
      .first()
      .getByRole("list", { name: `${blogCopy.post.labels.tags}:` })
      .getByRole("link", { name: tag, exact: true })
      .click()
    await expect(page).toHaveURL(endsWithLink(tagHref(tag)))
    const title = blogCopy.tag.title(tag)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(page.getByText(blogCopy.tag.lead(tagged.length), { exact: true })).toBeVisible()
    await expectCrumbs(page, [blogCrumb], title)
    await expectCards(page, tagged)
  })

  test("the byline's author opens the author's page: portrait, role, bio and their posts", async ({ page }) => {
    const id = sample.author
    const name = nameOf(id)
    const theirs = byAuthor.get(id)!
    await page.goto(href(postHref(sample.id)))
    await page.locator("main article").first().getByRole("link", { name, exact: true }).click()
    await expect(page).toHaveURL(endsWithLink(authorHref(id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
    await expectCrumbs(page, [blogCrumb], name)
    const profile = page.getByRole("region", { name, exact: true })
    await expect(profile.locator("img")).toBeVisible()
    await expect(profile).toContainText(blogAuthors[id].role)
    await expect(profile).toContainText(blogAuthors[id].bio)
    await expect(page.getByRole("heading", { level: 2, name: blogCopy.author.postsTitle(name) })).toBeVisible()
    await expectCards(page, theirs)
    for (const card of await cards(page).all()) await expect(card).toContainText(name)
  })

  test("every category, tag and author with posts has pages listing exactly those posts, and no other", async ({
    request,
  }) => {
    const expected = [
      ...[...byCategory].map(([name, list]) => ({ kind: "category" as const, base: categoryHref(name), list })),
      ...[...byTag].map(([name, list]) => ({ kind: "tag" as const, base: tagHref(name), list })),
      ...[...byAuthor].map(([id, list]) => ({ kind: "author" as const, base: authorHref(id), list })),
    ]
    for (const kind of ["category", "tag", "author"] as const) {
      const paths = expected
        .filter((entry) => entry.kind === kind)
        .flatMap(({ base, list }) =>
          Array.from({ length: pageCount(list.length) }, (_, i) => listPageHref(base, i + 1)),
        )
      expect(pagesOf(kind).sort(), `${kind} pages`).toEqual(paths.sort())
    }
    await Promise.all(expected.map(({ base, list }) => expectList(request, base, list)))
  })
})

test.describe("site search", () => {
  needsRoutes("/blog/")
  /** The post found by a sentence of its body: the oldest, the one furthest from the first page. */
  const target = posts.at(-1)!
  const sentence = sentenceOf(bodyOf(target.id))
  const statusOf = (page: Page) => page.getByRole("search").locator("xpath=..").getByRole("status")
  const resultsOf = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("link")

  test("loads nothing until the box is focused, then finds a post by a sentence of its body and opens its page", async ({
    page,
  }) => {
    const indexRequests: string[] = []
    page.on(
      "request",
      (req) => new URL(req.url()).pathname.startsWith(href("/pagefind/")) && indexRequests.push(req.url()),
    )
    await page.goto(href("/blog/"))
    await page.waitForLoadState("networkidle")
    const box = page.getByRole("searchbox", { name: "Search" })
    await box.scrollIntoViewIfNeeded()
    // Hydration of the island has had time to happen: still no request to the index.
    await expect(page.locator("astro-island:has(#blog-search)")).not.toHaveAttribute("ssr", /.*/)
    expect(indexRequests, "requests before focus").toEqual([])

    await box.focus()
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0)

    await box.fill(sentence)
    await expect(statusOf(page)).toHaveText(new RegExp(`^\\d+ results? for “${escapeRegExp(sentence)}”$`))
    await expect(resultsOf(page).first()).toBeVisible()
    const paths = await resultsOf(page).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
    expect(paths, `results for “${sentence}”`).toContain(href(postHref(target.id)))
    await expect(page.getByRole("list", { name: "Search results" }).locator("mark").first()).toBeVisible()

    await resultsOf(page)
      .nth(paths.indexOf(href(postHref(target.id))))
      .click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href(postHref(target.id)))}(#[\\w-]*)?$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title)
  })

  test("results are reachable with the keyboard and open their page", async ({ page }) => {
    await page.goto(href(postHref(sample.id)))
    const box = page.getByRole("searchbox", { name: "Search" })
    await box.click()
    await box.pressSequentially(target.title.split(/\s+/).slice(0, 3).join(" "))
    await expect(resultsOf(page).first()).toBeVisible()
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

  test("a word nowhere on the site says so", async ({ page }) => {
    await page.goto(href("/blog/"))
    const box = page.getByRole("searchbox", { name: "Search" })
    // Pagefind answers an unknown word with the longest prefix of it that is indexed, so a
    // one-letter word in every post's indexed text (a label such as "X") would match here.
    await box.fill("xylophonic")
    await expect(statusOf(page)).toHaveText("No results for “xylophonic”")
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(0)
  })

  test("without JavaScript the form lands on the blog's search box, which runs the query on arrival", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = target.title.split(/\s+/).find((w) => /^\w{5,}$/.test(w)) ?? target.title.split(/\s+/)[0]!
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const plain = await noJs.newPage()
    await plain.goto(href(postHref(sample.id)))
    await plain.getByRole("searchbox", { name: "Search" }).fill(word)
    await plain.getByRole("searchbox", { name: "Search" }).press("Enter")
    await expect(plain).toHaveURL(
      new RegExp(`${escapeRegExp(href("/blog/"))}\\?q=${escapeRegExp(encodeURIComponent(word))}#blog-search$`),
    )
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(blogCopy.list.title)
    await noJs.close()

    // With JavaScript, the same address fills the box and shows the results.
    await page.goto(href(`/blog/?q=${encodeURIComponent(word)}#blog-search`))
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(word)
    await expect(statusOf(page)).toHaveText(new RegExp(`^\\d+ results? for “${escapeRegExp(word)}”$`))
    const paths = await resultsOf(page).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
    expect(paths.length).toBeGreaterThan(0)
  })
})
