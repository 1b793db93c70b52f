/**
 * The blog in the build: the paginated lists and their pager, the category, tag and author pages,
 * the sidebar, each post's page (byline, body, tags, sharing, previous and next, related posts,
 * comments) and the search form's way without JavaScript. Every expected title, count, date and
 * address comes from src/content/blog and the blog's copy, so the checks hold for any posts.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import type { Cheerio } from "cheerio"
import type { AnyNode, Element } from "domhandler"
import { describe, expect, test } from "vitest"
import { parse } from "yaml"

import { site } from "#/config/site.ts"
import { blogAuthors, blogCategories, type BlogAuthor, type BlogCategory } from "#/data/blog-taxonomy.ts"
import { blogCopy, commentForm, feedTitle, searchBox } from "#/data/pages/blog.ts"
import { people, type PersonId } from "#/data/people.ts"
import { ui } from "#/i18n/ui.ts"
import { authorHref, categoryHref, postHref, tagHref } from "#/lib/content/blog-urls.ts"
import { dated, listPageHref } from "#/lib/content/format.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { collection, featuredKinds, pageKinds } from "../support/site-content"
import { byRole, nameOf, reachable, textOf } from "./dom"
import { hasPage, page, pages, Problems, text, type BuiltPage } from "./pages"

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

const { perPage } = blogCopy
const pageCount = (count: number) => Math.max(1, Math.ceil(count / perPage))
const personOf = (id: PersonId) => people[id].name

/** Posts grouped by a key (category, tag, author), each group newest first. */
function groupBy(keysOf: (post: Post) => readonly string[]): Map<string, Post[]> {
  const groups = new Map<string, Post[]>()
  for (const post of posts) for (const key of keysOf(post)) groups.set(key, [...(groups.get(key) ?? []), post])
  return groups
}
const byCategory = groupBy((post) => [post.category])
const byTag = groupBy((post) => post.tags)
const byAuthor = groupBy((post) => [post.author])

/** Every list of posts, by the address of its first page: the blog, each category, tag and author. */
const lists = [
  { kind: "blog", base: "/blog/", name: blogCopy.list.title, posts },
  ...[...byCategory].map(([name, list]) => ({ kind: "category", base: categoryHref(name), name, posts: list })),
  ...[...byTag].map(([name, list]) => ({ kind: "tag", base: tagHref(name), name, posts: list })),
  ...[...byAuthor].map(([id, list]) => ({ kind: "author", base: authorHref(id), name: id, posts: list })),
] as const

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

/** Text as the page shows it: Markdown turns straight quotes and -- into typographic ones. */
const shown = (source: string) =>
  new RegExp(
    source
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/['"]/g, ".")
      .replace(/-{2,3}/g, ".{1,3}"),
  )

/** Minutes to read, as a person would estimate: words over the copy's reading speed. */
const minutesToRead = (body: string) =>
  Math.max(1, Math.ceil(body.split(/\s+/).filter((word) => /\w/.test(word)).length / blogCopy.post.wordsPerMinute))

/* ---------- Reading the built pages ---------- */

/** The post pages of the build, each with its post: every /blog/<slug>/ and the featured /blog-details/. */
function postPages(): { page: BuiltPage; post: Post; at: number }[] {
  return pages().flatMap((candidate) => {
    const id = pageKinds.post.test(candidate.english)
      ? candidate.english.split("/")[2]
      : featuredKinds[candidate.english] === "post"
        ? postOfCanonical(candidate)
        : undefined
    const at = posts.findIndex((post) => post.id === id)
    return at < 0 ? [] : [{ page: candidate, post: posts[at]!, at }]
  })
}

/** The post a featured details page shows: the one its canonical address names. */
function postOfCanonical(candidate: BuiltPage): string | undefined {
  const canonical = candidate.$('link[rel="canonical"]').attr("href") ?? ""
  return posts.find((post) => absoluteUrl(postHref(post.id)) === canonical)?.id
}

/** The post cards of a part of a page: title, link, date, and the card itself. */
function cardsIn(target: BuiltPage, scope: Cheerio<AnyNode>) {
  return scope
    .find("article[data-card]")
    .toArray()
    .map((element) => {
      const card = target.$(element)
      return {
        card,
        title: text(card.find("[data-card-title]").first().text()),
        link: card.find("a[data-card-link]").first().attr("href") ?? "",
        date: card.find("time").first().attr("datetime") ?? "",
      }
    })
}

const mainOf = (target: BuiltPage) => target.$("main")
/** The main column of a list page: its cards, without the sidebar's. */
const listCards = (target: BuiltPage) => cardsIn(target, mainOf(target).find("ul").has("article[data-card]").first())

/** The breadcrumb: each item's text, and each link's href by its text. */
function crumbsOf(target: BuiltPage) {
  const trail = target.$(`nav[aria-label="${ui(target.locale).breadcrumb.label}"]`).first()
  return {
    items: trail
      .find("li")
      .map((_, li) => text(target.$(li).text()))
      .get(),
    links: new Map(
      trail
        .find("a[href]")
        .map((_, a) => [[text(target.$(a).text()), target.$(a).attr("href") ?? ""] as const])
        .get(),
    ),
    current: text(trail.find('[aria-current="page"]').text()),
  }
}

/** Compares a breadcrumb with Home, the links in between and the current page, naming what differs. */
function checkCrumbs(
  problems: Problems,
  target: BuiltPage,
  middle: readonly { label: string; href: string }[],
  current: string,
) {
  const crumbs = crumbsOf(target)
  const expected = [ui(target.locale).breadcrumb.home, ...middle.map((crumb) => crumb.label), current]
  if (JSON.stringify(crumbs.items) !== JSON.stringify(expected))
    problems.add(target, `the breadcrumb reads ${JSON.stringify(crumbs.items)}, not ${JSON.stringify(expected)}`)
  for (const crumb of middle)
    if (crumbs.links.get(crumb.label) !== href(crumb.href))
      problems.add(
        target,
        `the breadcrumb's "${crumb.label}" links ${crumbs.links.get(crumb.label)}, not ${href(crumb.href)}`,
      )
  if (crumbs.current !== current) problems.add(target, `the breadcrumb's current page is "${crumbs.current}"`)
}

const blogCrumb = { label: blogCopy.name, href: "/blog/" }
const h1Of = (target: BuiltPage) => text(target.$("h1").first().text())
const titleOf = (target: BuiltPage) => text(target.$("head title").text())
/** Whether a page shows this text, exactly, as some element's whole text. */
const showsText = (scope: Cheerio<Element>, wanted: string) =>
  scope.find("*").filter((_, element) => text(scope.find(element).text()) === wanted).length > 0

/** The pages of the blog: its lists, the taxonomy pages, each post and the featured post's page. */
const blogPages = () =>
  pages().filter((candidate) => candidate.english.startsWith("/blog/") || featuredKinds[candidate.english] === "post")

/* ---------- The checks ---------- */

describe("the lists of posts", () => {
  needsRoutes("/blog/")
  test("every list (the blog, each category, tag and author) holds its posts once, newest first, on ceil(posts / perPage) pages", () => {
    const problems = new Problems()
    for (const list of lists) {
      const found: ReturnType<typeof listCards> = []
      let n = 1
      for (; hasPage(listPageHref(list.base, n)); n++) {
        const cards = listCards(page(listPageHref(list.base, n)))
        if (cards.length === 0 || cards.length > perPage)
          problems.add(listPageHref(list.base, n), `${cards.length} cards, not 1 to ${perPage}`)
        found.push(...cards)
      }
      const where = list.base
      if (n - 1 !== pageCount(list.posts.length))
        problems.add(where, `${n - 1} pages for ${list.posts.length} posts, not ${pageCount(list.posts.length)}`)
      const titles = found.map((card) => card.title)
      if (JSON.stringify([...titles].sort()) !== JSON.stringify(list.posts.map((post) => post.title).sort()))
        problems.add(where, `shows ${JSON.stringify(titles)}`)
      const dates = found.map((card) => card.date)
      if (JSON.stringify(dates) !== JSON.stringify(list.posts.map((post) => dated(post.date).date)))
        problems.add(where, `dates ${dates.join(", ")}: not the posts' dates, newest first`)
      for (const card of found) {
        const post = list.posts.find((candidate) => candidate.title === card.title)
        if (post && card.link !== href(postHref(post.id))) problems.add(where, `"${card.title}" links ${card.link}`)
      }
    }
    const built = pages().filter((candidate) =>
      ["blog list page", "category", "tag", "author"].some((kind) =>
        pageKinds[kind as keyof typeof pageKinds].test(candidate.english),
      ),
    )
    const expected = new Set(
      lists.flatMap((list) =>
        Array.from({ length: pageCount(list.posts.length) }, (_, i) => listPageHref(list.base, i + 1)),
      ),
    )
    for (const extra of built.filter((candidate) => !expected.has(candidate.path)))
      problems.add(extra, "a list page of no category, tag or author with posts")
    expect(problems.lines, "the lists of posts").toEqual([])
  })

  test("every card shows its post's cover, author, date, category and excerpt, and a Read More link named after it", () => {
    const problems = new Problems()
    for (const list of lists)
      for (let n = 1; hasPage(listPageHref(list.base, n)); n++) {
        const target = page(listPageHref(list.base, n))
        for (const { card, title } of listCards(target)) {
          const post = posts.find((candidate) => candidate.title === title)
          if (!post) {
            problems.add(target, `the card "${title}" is no post`)
            continue
          }
          const what = (wrong: string) => problems.add(target, `the card "${title}" ${wrong}`)
          if (card.find("img[src]").length === 0) what("has no cover picture")
          if (!text(card.text()).includes(personOf(post.author)))
            what(`does not name its author ${personOf(post.author)}`)
          if (text(card.find("time").first().text()) !== dated(post.date).dateLabel)
            what(`is dated "${text(card.find("time").first().text())}", not ${dated(post.date).dateLabel}`)
          if (!showsText(card, post.category)) what(`does not show its category ${post.category}`)
          if (!text(card.text()).includes(text(post.excerpt))) what("does not show its excerpt")
          const readMore = byRole(target.$, "link", {
            name: `${blogCopy.card.readMore}: ${post.title}`,
            scope: card,
          })
          if (readMore.length !== 1 || target.$(readMore[0]!).attr("href") !== href(postHref(post.id)))
            what(`has no "${blogCopy.card.readMore}: ${post.title}" link to ${href(postHref(post.id))}`)
        }
      }
    expect(problems.lines, "post cards").toEqual([])
  })

  test("every list's pager links each of its pages, marks the current one, and has Previous and Next but at the ends", () => {
    const { pager } = blogCopy
    const problems = new Problems()
    for (const list of lists) {
      const total = pageCount(list.posts.length)
      for (let n = 1; n <= total && hasPage(listPageHref(list.base, n)); n++) {
        const target = page(listPageHref(list.base, n))
        const nav = target.$(`nav[aria-label="${pager.nav}"]`)
        const links = byRole(target.$, "link", { scope: nav })
        const numbered = links.filter((a) => new RegExp(`^${pager.page} \\d+$`).test(nameOf(target.$, a)))
        if (numbered.length !== total) problems.add(target, `the pager links ${numbered.length} pages, not ${total}`)
        for (const [index, link] of numbered.entries()) {
          const current = target.$(link).attr("aria-current") === "page"
          if (current !== (index + 1 === n))
            problems.add(target, `"${nameOf(target.$, link)}" is ${current ? "" : "not "}marked the current page`)
          if (target.$(link).attr("href") !== href(listPageHref(list.base, index + 1)))
            problems.add(target, `"${nameOf(target.$, link)}" links ${target.$(link).attr("href")}`)
        }
        for (const [label, to] of [
          [pager.previous, n - 1],
          [pager.next, n + 1],
        ] as const) {
          const arrow = links.filter((a) => nameOf(target.$, a) === label)
          const wanted = to >= 1 && to <= total
          if (arrow.length !== (wanted ? 1 : 0))
            problems.add(target, `${arrow.length} "${label}" links, on page ${n} of ${total}`)
          else if (wanted && target.$(arrow[0]!).attr("href") !== href(listPageHref(list.base, to)))
            problems.add(target, `"${label}" links ${target.$(arrow[0]!).attr("href")}, not page ${to}`)
        }
      }
    }
    expect(problems.lines, "pagers").toEqual([])
  })

  test("/blog/ and each later page of it: the blog's heading, then Page n of m, in the breadcrumb and the title too", () => {
    const total = pageCount(posts.length)
    const problems = new Problems()
    for (let n = 1; n <= total; n++) {
      const target = page(listPageHref("/blog/", n))
      if (h1Of(target) !== blogCopy.list.title) problems.add(target, `the heading is "${h1Of(target)}"`)
      if (n === 1) continue
      if (!showsText(mainOf(target), blogCopy.list.pageOf(n, total)))
        problems.add(target, `does not say "${blogCopy.list.pageOf(n, total)}"`)
      checkCrumbs(problems, target, [blogCrumb], blogCopy.list.pageCrumb(n))
      const title = site.titleTemplate(blogCopy.list.pageTitle(blogCopy.list.title, n))
      if (titleOf(target) !== title) problems.add(target, `the title is "${titleOf(target)}", not "${title}"`)
    }
    expect(problems.lines, "the blog's list pages").toEqual([])
  })

  test("each category, tag and author page is headed by its name, with its lead and breadcrumb", () => {
    const problems = new Problems()
    for (const list of lists) {
      if (list.kind === "blog") continue
      const target = page(list.base)
      const main = mainOf(target)
      if (list.kind === "category") {
        const name = list.name as BlogCategory
        if (h1Of(target) !== name) problems.add(target, `the heading is "${h1Of(target)}", not ${name}`)
        if (!showsText(main, blogCategories[name].lead)) problems.add(target, "does not show the category's lead")
        checkCrumbs(problems, target, [blogCrumb], name)
        const title = site.titleTemplate(blogCopy.category.title(name))
        if (titleOf(target) !== title) problems.add(target, `the title is "${titleOf(target)}", not "${title}"`)
        for (const { title: card, card: element } of listCards(target))
          if (!showsText(element, name)) problems.add(target, `the card "${card}" does not show the category`)
      } else if (list.kind === "tag") {
        const title = blogCopy.tag.title(list.name)
        if (h1Of(target) !== title) problems.add(target, `the heading is "${h1Of(target)}", not "${title}"`)
        if (!showsText(main, blogCopy.tag.lead(list.posts.length)))
          problems.add(target, `does not say "${blogCopy.tag.lead(list.posts.length)}"`)
        checkCrumbs(problems, target, [blogCrumb], title)
      } else {
        const id = list.name as BlogAuthor
        const name = personOf(id)
        if (h1Of(target) !== name) problems.add(target, `the heading is "${h1Of(target)}", not ${name}`)
        checkCrumbs(problems, target, [blogCrumb], name)
        const [profile] = byRole(target.$, "region", { name })
        if (!profile) problems.add(target, `no region named ${name}: the author's profile`)
        else {
          const shows = text(target.$(profile).text())
          if (target.$(profile).find("img[src]").length === 0) problems.add(target, "the profile has no portrait")
          if (!shows.includes(blogAuthors[id].role)) problems.add(target, "the profile does not give the author's role")
          if (!shows.includes(blogAuthors[id].bio)) problems.add(target, "the profile does not give the author's bio")
        }
        if (byRole(target.$, "heading", { level: 2, name: blogCopy.author.postsTitle(name) }).length !== 1)
          problems.add(target, `no heading "${blogCopy.author.postsTitle(name)}"`)
        for (const { title: card, card: element } of listCards(target))
          if (!text(element.text()).includes(name)) problems.add(target, `the card "${card}" does not name ${name}`)
      }
    }
    expect(problems.lines, "category, tag and author pages").toEqual([])
  })
})

describe("the sidebar, on every blog page", () => {
  needsRoutes("/blog/")
  test("it tallies each category's posts, lists the newest posts and the most used tags, each linking its page", () => {
    const { categories, recent, tags } = blogCopy.sidebar
    const expectedCategories = (Object.keys(blogCategories) as BlogCategory[])
      .filter((name) => byCategory.has(name))
      .map((name) => {
        const count = byCategory.get(name)!.length
        const noun = count === 1 ? categories.noun.one : categories.noun.other
        return { name, text: `${name}${String(count).padStart(2, "0")} ${noun}`, href: href(categoryHref(name)) }
      })
    const newest = posts.slice(0, recent.count)
    const mostUsed = [...byTag]
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, tags.limit)
      .map(([name]) => name)
    const problems = new Problems()
    const linksOf = (target: BuiltPage, id: string) =>
      target
        .$(`ul[aria-labelledby="${id}"] a[href]`)
        .map((_, a) => ({ text: text(target.$(a).text()), href: target.$(a).attr("href") }))
    const differs = (found: unknown, wanted: unknown) => JSON.stringify(found) !== JSON.stringify(wanted)
    for (const target of blogPages()) {
      const shownCategories = linksOf(target, categories.id).get()
      if (
        differs(
          shownCategories,
          expectedCategories.map(({ text, href }) => ({ text, href })),
        )
      )
        problems.add(target, `the categories read ${JSON.stringify(shownCategories)}`)
      const shownRecent = linksOf(target, recent.id).get()
      if (
        differs(
          shownRecent,
          newest.map((post) => ({ text: post.title, href: href(postHref(post.id)) })),
        )
      )
        problems.add(target, `the recent posts read ${JSON.stringify(shownRecent)}`)
      const recentDates = target
        .$(`ul[aria-labelledby="${recent.id}"] time`)
        .map((_, time) => text(target.$(time).text()))
        .get()
      if (
        differs(
          recentDates,
          newest.map((post) => dated(post.date).dateLabel),
        )
      )
        problems.add(target, `the recent posts are dated ${recentDates.join(", ")}`)
      const shownTags = linksOf(target, tags.id).get()
      if (
        differs(
          shownTags,
          mostUsed.map((name) => ({ text: name, href: href(tagHref(name)) })),
        )
      )
        problems.add(target, `the tags read ${JSON.stringify(shownTags)}`)
    }
    expect(problems.lines, "the sidebar").toEqual([])
  })

  test("its search form, without JavaScript, asks the blog's search box for the query, which is there", () => {
    const problems = new Problems()
    const [path, anchor] = searchBox.action.split("#") as [string, string]
    if (!page(path).$(`[id="${anchor}"]`).length) problems.add(path, `has no #${anchor} for the search to land on`)
    for (const target of blogPages()) {
      const form = target.$('form[role="search"]')
      if (form.length !== 1) {
        problems.add(target, `${form.length} search forms`)
        continue
      }
      if (form.attr("action") !== href(path) + `#${anchor}`)
        problems.add(target, `the search form sends to ${form.attr("action")}, not ${href(path)}#${anchor}`)
      if ((form.attr("method") ?? "get").toLowerCase() !== "get") problems.add(target, "the search form does not GET")
      const box = form.find('input[type="search"]')
      if (box.attr("name") !== "q") problems.add(target, `the search box is named ${box.attr("name")}, not q`)
      if (nameOf(target.$, box.get(0)!) !== searchBox.label)
        problems.add(target, `the search box is labelled "${nameOf(target.$, box.get(0)!)}"`)
    }
    expect(problems.lines, "the search form").toEqual([])
  })

  test("every blog page names the feed in its head by the feed's title", () => {
    const problems = new Problems()
    for (const target of blogPages()) {
      const title = target.$('head link[rel="alternate"][type="application/rss+xml"]').attr("title")
      if (title !== feedTitle) problems.add(target, `the feed link's title is "${title}", not "${feedTitle}"`)
    }
    expect(problems.lines, "feed titles").toEqual([])
  })
})

describe("each post's page", () => {
  test("the cover, title, breadcrumb, linked author, date, linked category, reading time, body, linked tags and share links", () => {
    const problems = new Problems()
    expect(postPages().length, "post pages").toBeGreaterThanOrEqual(posts.length)
    for (const { page: target, post } of postPages()) {
      const body = bodyOf(post.id)
      const article = target.$("main article").first()
      if (h1Of(target) !== post.title) problems.add(target, `the heading is "${h1Of(target)}"`)
      checkCrumbs(
        problems,
        target,
        [blogCrumb, { label: post.category, href: categoryHref(post.category) }],
        post.title,
      )
      if (article.children("img[src]").length === 0) problems.add(target, "no cover picture")
      const author = article.find(`a[rel="author"]`)
      if (text(author.text()) !== personOf(post.author) || author.attr("href") !== href(authorHref(post.author)))
        problems.add(target, `the author link is "${text(author.text())}" to ${author.attr("href")}`)
      const time = article.find("time").first()
      if (time.attr("datetime") !== dated(post.date).date || text(time.text()) !== dated(post.date).dateLabel)
        problems.add(target, `dated ${time.attr("datetime")} "${text(time.text())}"`)
      const category = article.find(`a[href="${href(categoryHref(post.category))}"]`)
      if (text(category.first().text()) !== post.category) problems.add(target, "no link to its category")

      const label = blogCopy.post.labels.readingTime
      const reading = article
        .find("span")
        .map((_, span) => text(target.$(span).text()))
        .get()
        .find((candidate) => new RegExp(`^\\d+ ${label}$`).test(candidate))
      if (!reading) problems.add(target, `no "n ${label}"`)
      else if (Math.abs(Number.parseInt(reading) - minutesToRead(body)) > 1)
        problems.add(target, `"${reading}" for a body of about ${minutesToRead(body)} minutes`)

      // The MDX body: its first heading and its first paragraph.
      const heading = /^##\s+(.+)$/m.exec(body)?.[1]?.trim()
      if (
        heading &&
        !byRole(target.$, "heading", { level: 2, scope: article }).some((h) => shown(heading).test(textOf(target.$, h)))
      )
        problems.add(target, `no heading "${heading}" from the body`)
      const paragraph = paragraphsOf(body)[0]
      if (paragraph && !shown(paragraph.slice(0, 60)).test(text(article.text())))
        problems.add(target, "the body's first paragraph is not shown")

      const list = (title: string) =>
        article
          .find(`ul[aria-labelledby="${article.find(`h2:contains("${title}:")`).attr("id")}"] a`)
          .map((_, a) => ({ text: text(target.$(a).text()), href: target.$(a).attr("href") ?? "" }))
          .get()
      const tags = list(blogCopy.post.labels.tags)
      if (JSON.stringify(tags) !== JSON.stringify(post.tags.map((tag) => ({ text: tag, href: href(tagHref(tag)) }))))
        problems.add(target, `the tags read ${JSON.stringify(tags)}`)
      const share = list(blogCopy.post.share.title)
      const own = encodeURIComponent(absoluteUrl(postHref(post.id)))
      if (
        JSON.stringify(share.map((link) => link.text)) !== JSON.stringify(Object.values(blogCopy.post.share.networks))
      )
        problems.add(target, `the share links read ${JSON.stringify(share.map((link) => link.text))}`)
      for (const link of share.filter((candidate) => !candidate.href.includes(own)))
        problems.add(target, `"${link.text}" shares ${link.href}, not the post's address`)
    }
    expect(problems.lines, "post pages").toEqual([])
  })

  test("previous leads to the older post and next to the newer one; the oldest has no previous, the newest no next", () => {
    const { label, labels } = blogCopy.post.neighbours
    const problems = new Problems()
    for (const { page: target, post, at } of postPages()) {
      const nav = target.$(`nav[aria-label="${label}"]`)
      for (const [rel, word, neighbour] of [
        ["prev", labels.previous, posts[at + 1]],
        ["next", labels.next, posts[at - 1]],
      ] as const) {
        const link = nav.find(`a[rel="${rel}"]`)
        if (!neighbour) {
          if (link.length > 0)
            problems.add(target, `a ${rel} link, but "${post.title}" has no ${rel === "prev" ? "older" : "newer"} post`)
          continue
        }
        const target_ = posts.find((candidate) => href(postHref(candidate.id)) === link.attr("href"))
        // Posts of the same day may come in either order: the neighbour is one of that date.
        if (!target_ || target_.date.valueOf() !== neighbour.date.valueOf())
          problems.add(target, `the ${rel} link leads to ${link.attr("href")}, not ${href(postHref(neighbour.id))}`)
        else if (!nameOf(target.$, link.get(0)!).startsWith(word) || !text(link.text()).includes(target_.title))
          problems.add(target, `the ${rel} link reads "${text(link.text())}"`)
      }
    }
    expect(problems.lines, "previous and next").toEqual([])
  })

  test("up to three related posts: the post's own picks first, then posts sharing a tag or its category", () => {
    const { related } = blogCopy.post
    const problems = new Problems()
    for (const { page: target, post } of postPages()) {
      const candidates = posts.filter(
        (other) =>
          other.id !== post.id &&
          (post.related.includes(other.id) ||
            other.category === post.category ||
            other.tags.some((tag) => post.tags.includes(tag))),
      )
      const section = target.$(`section[aria-labelledby="${related.id}"]`)
      if (text(section.find("h2").first().text()) !== related.title)
        problems.add(target, `the related posts are headed "${text(section.find("h2").first().text())}"`)
      const cards = cardsIn(target, section)
      if (cards.length !== Math.min(related.count, candidates.length))
        problems.add(target, `${cards.length} related posts, not ${Math.min(related.count, candidates.length)}`)
      const picks = post.related.filter((id) => posts.some((p) => p.id === id)).slice(0, related.count)
      const first = cards.slice(0, picks.length).map((card) => card.link)
      if (JSON.stringify(first) !== JSON.stringify(picks.map((id) => href(postHref(id)))))
        problems.add(target, `the related posts start ${JSON.stringify(first)}, not its picks ${JSON.stringify(picks)}`)
      for (const card of cards) {
        const other = candidates.find((candidate) => candidate.title === card.title)
        if (!other) problems.add(target, `"${card.title}" is not related to "${post.title}"`)
        else if (card.link !== href(postHref(other.id))) problems.add(target, `"${card.title}" links ${card.link}`)
      }
    }
    expect(problems.lines, "related posts").toEqual([])
  })

  test("comments: listed and counted in the byline, each with a reply link to the form; none said so", () => {
    const { comments } = blogCopy.post
    const problems = new Problems()
    for (const { page: target, post } of postPages()) {
      const byline = target.$("main article").first()
      const form = target.$(`form[id="${commentForm.form.id}"]`)
      if (form.length !== 1 || nameOf(target.$, form.get(0)!) !== commentForm.form.title)
        problems.add(target, `no form #${commentForm.form.id} named "${commentForm.form.title}"`)
      const thread = target.$("#comments")
      if (post.comments.length === 0) {
        if (thread.length > 0 || byRole(target.$, "region", { name: /\bComments?$/ }).length > 0)
          problems.add(target, "a comment thread on a post without comments")
        const link = byRole(target.$, "link", { name: comments.none, scope: byline })
        if (link.length !== 1 || target.$(link[0]!).attr("href") !== `#${commentForm.form.id}`)
          problems.add(target, `no "${comments.none}" link to #${commentForm.form.id} in the byline`)
        continue
      }
      const title = comments.count(post.comments.length)
      const link = byRole(target.$, "link", { name: title, scope: byline })
      if (link.length !== 1 || target.$(link[0]!).attr("href") !== "#comments")
        problems.add(target, `no "${title}" link to #comments in the byline`)
      if (byRole(target.$, "region", { name: title }).filter((region) => region.attribs.id === "comments").length !== 1)
        problems.add(target, `#comments is not the region "${title}"`)
      const items = thread.find("li").toArray()
      if (items.length !== post.comments.length)
        problems.add(target, `${items.length} comments, not ${post.comments.length}`)
      for (const [index, comment] of post.comments.entries()) {
        const element = items[index]
        if (!element) continue
        const item = target.$(element)
        const name = personOf(comment.person)
        if (text(item.find("h3").text()) !== name)
          problems.add(target, `comment ${index + 1} is by "${text(item.find("h3").text())}"`)
        if (text(item.find("time").text()) !== dated(comment.date).dateLabel)
          problems.add(target, `comment ${index + 1} is dated "${text(item.find("time").text())}"`)
        if (!text(item.text()).includes(text(comment.text)))
          problems.add(target, `comment ${index + 1} does not show its text`)
        const reply = byRole(target.$, "link", { name: `Reply to ${name}`, scope: item })
        if (reply.length !== 1 || target.$(reply[0]!).attr("href") !== `#${commentForm.form.id}`)
          problems.add(target, `comment ${index + 1} has no "Reply to ${name}" link to the form`)
      }
    }
    expect(problems.lines, "comments").toEqual([])
  })

  test("the comment form: the copy's name, email and comment fields, each required, then Cancel and Publish", () => {
    const problems = new Problems()
    for (const { page: target } of postPages()) {
      const form = target.$(`form[id="${commentForm.form.id}"]`)
      for (const field of commentForm.form.fields) {
        const control = reachable(target.$, `[name="${field.name}"]`, form)
        if (control.length !== 1) {
          problems.add(target, `the comment form has ${control.length} "${field.name}" fields`)
          continue
        }
        const element = control.get(0)!
        if (nameOf(target.$, element) !== field.label)
          problems.add(target, `the "${field.name}" field is labelled "${nameOf(target.$, element)}"`)
        if (control.attr("required") === undefined) problems.add(target, `"${field.label}" is not required`)
        if ("type" in field && field.type === "email" && control.attr("type") !== "email")
          problems.add(target, `"${field.label}" is not an email box`)
        if (field.autoComplete && control.attr("autocomplete") !== field.autoComplete)
          problems.add(
            target,
            `"${field.label}" completes "${control.attr("autocomplete")}", not ${field.autoComplete}`,
          )
      }
      for (const [type, label] of [
        ["reset", commentForm.form.cancel],
        ["submit", commentForm.form.submit],
      ] as const)
        if (text(form.find(`button[type="${type}"]`).text()) !== label)
          problems.add(target, `no ${type} button "${label}" in the comment form`)
    }
    expect(problems.lines, "comment forms").toEqual([])
  })
})
