/**
 * What a post's body can hold beyond text (the contract of src/lib/post-components.ts), on every
 * post of the build: each component with its meaning, heading anchors, the table of contents,
 * highlighted code and the video island. What is expected is read from each post's MDX.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import type { CheerioAPI } from "cheerio"
import { expect, test } from "vitest"
import { parse } from "yaml"

import type { VideoDialogProps } from "#/components/islands/video-dialog.tsx"
import { blogCopy } from "#/data/pages/blog.ts"
import { postHref } from "#/lib/content/blog-urls.ts"
import { postComponents } from "#/lib/post-components.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { videoEmbed } from "#/lib/video-embed.ts"
import { featuredKinds, pageKinds } from "../support/site-content"
import { byRole, textOf } from "./dom"
import { islandProps, islandsOf } from "./island-props"
import { pages, Problems, text, type BuiltPage } from "./pages"

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")
const folder = join(contentRoot, "blog")

/** The published posts with their bodies. */
const posts = readdirSync(folder)
  .filter((file) => file.endsWith(".mdx"))
  .flatMap((file) => {
    const [, frontmatter = "", body = ""] =
      /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8")) ?? []
    const data = parse(frontmatter, { schema: "yaml-1.1" }) as { slug?: string; draft?: boolean }
    const id = data.slug ?? file.replace(/\.mdx$/, "")
    return data.draft === true ? [] : [{ id, english: postHref(id), body }]
  })

/** A component's uses in a body: the attributes of each `<Name …>` as written. */
function uses(body: string, name: string): Record<string, string>[] {
  return [...body.matchAll(new RegExp(`<${name}\\b([\\s\\S]*?)/?>`, "g"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/(\w+)=(?:"([^"]*)"|\{\[([\s\S]*?)\]\})/g)].map(([, key = "", value, list]) => [
        key,
        value ?? list ?? "",
      ]),
    ),
  )
}
/** The strings of a list attribute (`left={["…", "…"]}`). */
const items = (list = "") => [...list.matchAll(/"([^"]*)"/g)].map(([, item = ""]) => item)
/** The text between a component's tags. */
const bodies = (body: string, name: string) =>
  [...body.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "g"))].map(([, inner = ""]) =>
    inner.trim().replace(/\s+/g, " "),
  )
const headingsOf = (body: string, level: 2 | 3) =>
  [...body.matchAll(new RegExp(`^${"#".repeat(level)} (.+)$`, "gm"))].map(([, heading = ""]) => heading.trim())

/** Every page that shows a post, with its post: each /blog/<slug>/ and the featured /blog-details/. */
function postPages() {
  return pages().flatMap((target) => {
    const canonical = target.$('link[rel="canonical"]').attr("href")
    const post = pageKinds.post.test(target.english)
      ? posts.find((candidate) => candidate.english === target.english)
      : featuredKinds[target.english] === "post"
        ? posts.find((candidate) => absoluteUrl(postHref(candidate.id)) === canonical)
        : undefined
    return post ? [{ page: target, post }] : []
  })
}

/** The post's own text column: the headings with anchors live there. */
const columnOf = (target: BuiltPage) =>
  target
    .$("article div")
    .filter((_, div) => target.$(div).children("h2").children("a[href^='#']").length > 0)
    .last()

/** Whether an element's text shows `wanted` (white space collapsed). */
const includes = ($: CheerioAPI, element: Parameters<CheerioAPI>[0], wanted: string) =>
  text($(element).text()).includes(text(wanted))

test("a post that uses every component exists, so each is checked below", () => {
  expect(
    posts.some((post) => postComponents.every(({ name }) => new RegExp(`<${name}\\b`).test(post.body))),
    "a post using every component of src/lib/post-components.ts",
  ).toBe(true)
})

test("each component renders with its meaning: note, figure, pull quote, button link, two lists", () => {
  const problems = new Problems()
  for (const { page: target, post } of postPages()) {
    const { $ } = target
    const callouts = uses(post.body, "Callout")
    const notes = byRole($, "note")
    if (notes.length !== callouts.length) problems.add(target, `${notes.length} notes for ${callouts.length} Callouts`)
    for (const [index, callout] of callouts.entries()) {
      const note = notes[index]
      const word = blogCopy.post.prose.callout[callout.type as keyof typeof blogCopy.post.prose.callout]
      if (note && !includes($, note, word)) problems.add(target, `Callout ${index + 1} does not say "${word}"`)
      if (note && callout.title && !includes($, note, callout.title))
        problems.add(target, `Callout ${index + 1} does not show its title`)
    }

    for (const figure of uses(post.body, "Figure")) {
      const image = byRole($, "img", { name: figure.alt })
      const caption = $(image).closest("figure").children("figcaption")
      if (image.length !== 1) {
        problems.add(target, `${image.length} pictures described "${figure.alt}"`)
        continue
      }
      if (!includes($, caption, figure.caption ?? ""))
        problems.add(target, `the Figure "${figure.alt}" lacks its caption`)
      if (figure.credit && !includes($, caption, figure.credit))
        problems.add(target, `the Figure "${figure.alt}" lacks its credit`)
      const { width = "", height = "", loading } = image[0]!.attribs
      if (!/^\d+$/.test(width) || !/^\d+$/.test(height))
        problems.add(target, `the Figure "${figure.alt}" is ${width}×${height}`)
      if (loading !== "lazy") problems.add(target, `the Figure "${figure.alt}" loads ${loading}, not lazy`)
    }

    const quotes = bodies(post.body, "PullQuote")
    const figures = $("figure").has("blockquote").toArray()
    for (const [index, quote] of uses(post.body, "PullQuote").entries()) {
      const figure = figures[index]
      if (!figure || !includes($, $(figure).find("blockquote"), quotes[index]!.slice(0, 40)))
        problems.add(target, `PullQuote ${index + 1} is not shown in a figure's blockquote`)
      else if (quote.cite && !includes($, $(figure).find("figcaption"), quote.cite))
        problems.add(target, `PullQuote ${index + 1} does not cite ${quote.cite}`)
    }

    for (const cta of uses(post.body, "CtaButton")) {
      const links = byRole($, "link", { name: cta.label, scope: columnOf(target) })
      const wanted = cta.href!.startsWith("/") ? href(cta.href!) : cta.href
      if (links.length !== 1 || links[0]!.attribs.href !== wanted)
        problems.add(target, `no link "${cta.label}" to ${wanted} in the text`)
      else if (links[0]!.attribs.target !== undefined) problems.add(target, `"${cta.label}" opens another window`)
    }

    for (const comparison of uses(post.body, "Comparison"))
      for (const [title = "", list] of [
        [comparison.leftTitle, comparison.left],
        [comparison.rightTitle, comparison.right],
      ] as const) {
        const [shown] = byRole($, "list", { name: title })
        const lines = shown ? byRole($, "listitem", { scope: $(shown) }).map((li) => textOf($, li)) : []
        if (JSON.stringify(lines) !== JSON.stringify(items(list)))
          problems.add(target, `the list "${title}" reads ${JSON.stringify(lines)}`)
      }
  }
  expect(problems.lines, "post components").toEqual([])
})

test("every h2 and h3 of a post has a unique id and an anchor link to it, named after it", () => {
  const problems = new Problems()
  for (const { page: target, post } of postPages()) {
    const { $ } = target
    const expected = [...headingsOf(post.body, 2), ...headingsOf(post.body, 3)]
    if (expected.length === 0) continue
    const headings = columnOf(target).children("h2, h3").toArray()
    if (headings.length !== expected.length)
      problems.add(target, `${headings.length} headings in the text, the body has ${expected.length}`)
    for (const heading of headings) {
      const id = heading.attribs.id ?? ""
      const own = text($(heading).contents().first().text())
      if (!/^[a-z0-9-]+$/.test(id)) problems.add(target, `the heading "${own}" has the id "${id}"`)
      if ($(`[id="${id}"]`).length !== 1) problems.add(target, `${$(`[id="${id}"]`).length} elements with the id ${id}`)
      if (!expected.includes(own)) problems.add(target, `the heading "${own}" is not in the body`)
      const name = `${blogCopy.post.prose.anchor}: ${own}`
      const anchor = byRole($, "link", { name, scope: $(heading) })
      if (anchor.length !== 1 || anchor[0]!.attribs.href !== `#${id}`)
        problems.add(target, `the heading "${own}" has no link "${name}" to #${id}`)
    }
  }
  expect(problems.lines, "heading anchors").toEqual([])
})

test("the table of contents lists a post's h2s in order, each link to a section that is there", () => {
  const { toc } = blogCopy.post
  const problems = new Problems()
  for (const { page: target, post } of postPages()) {
    const { $ } = target
    const sections = headingsOf(post.body, 2)
    const [nav, ...more] = byRole($, "navigation", { name: toc.title })
    if (sections.length < toc.minSections) {
      if (nav) problems.add(target, `a table of contents for ${sections.length} sections`)
      continue
    }
    if (!nav || more.length > 0) {
      problems.add(target, `${nav ? more.length + 1 : 0} tables of contents, for ${sections.length} sections`)
      continue
    }
    const top = $(nav).find("> ol > li > a").toArray()
    if (JSON.stringify(top.map((a) => textOf($, a))) !== JSON.stringify(sections))
      problems.add(target, `the contents read ${JSON.stringify(top.map((a) => textOf($, a)))}`)
    for (const link of $(nav).find("a").toArray()) {
      const id = decodeURIComponent((link.attribs.href ?? "").replace(/^#/, ""))
      if (!(link.attribs.href ?? "").startsWith("#") || $(`[id="${id}"]`).is("h2, h3") === false)
        problems.add(target, `the contents' "${textOf($, link)}" leads to ${link.attribs.href}, no heading of the page`)
    }
  }
  expect(problems.lines, "tables of contents").toEqual([])
})

test("code blocks are highlighted at build, by class and not inline style, and can be scrolled by keyboard", () => {
  const problems = new Problems()
  let blocks = 0
  for (const { page: target, post } of postPages()) {
    if (!/^```/m.test(post.body)) continue
    const code = target.$("pre.astro-code")
    blocks += code.length
    if (code.length === 0) problems.add(target, "the body's code is not a highlighted block")
    for (const block of code.toArray()) {
      const pre = target.$(block)
      // Focusable, so a keyboard can scroll a long line sideways.
      if (pre.attr("tabindex") !== "0") problems.add(target, "a code block is not focusable (tabindex 0)")
      // The CSP allows no inline styles: the colours come from classes.
      if (pre.find("[style]").length > 0 || pre.attr("style") !== undefined)
        problems.add(target, "a code block carries inline styles")
      if (pre.find('[class*="code-token-"]').length === 0) problems.add(target, "a code block has no highlighted token")
    }
  }
  expect(problems.lines, "code blocks").toEqual([])
  expect(blocks, "code blocks checked").toBeGreaterThan(0)
})

test("a post's videos are its Video islands, each playing what its MDX names; a post without a Video has none", () => {
  const problems = new Problems()
  for (const { page: target, post } of postPages()) {
    const islands = islandsOf(target.$, "VideoDialog")
    const videos = uses(post.body, "Video")
    if (islands.length !== videos.length)
      problems.add(target, `${islands.length} video islands for ${videos.length} Videos`)
    for (const [index, video] of videos.entries()) {
      const island = islands[index]
      if (!island) continue
      const props = islandProps(island) as Pick<VideoDialogProps, "title" | "embed">
      const embed = videoEmbed({ host: video.provider as "youtube", id: video.id! }, { autoplay: false })
      if (props.title !== video.title) problems.add(target, `video ${index + 1} is titled "${props.title}"`)
      if (JSON.stringify(props.embed) !== JSON.stringify(embed))
        problems.add(target, `video ${index + 1} plays ${props.embed.src}, not ${embed.src}`)
    }
  }
  expect(problems.lines, "videos in posts").toEqual([])
})
