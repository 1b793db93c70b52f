/**
 * The four FAQ pages in every language, read from the build and checked against their copy: the
 * open question grids of FAQ 1 and 2 (with FAQ 2's ways to reach the team), FAQ 3's two accordions
 * (separate groups, each with its first question open, every answer in the HTML) and FAQ 4's topics
 * as the HTML has them before its script: links to panels that all show, each under its heading.
 * Every accordion of every page is one group, first item open, in tests/static/homes.test.ts.
 *
 * What needs a browser stays in tests/e2e/faq.spec.ts: an accordion's clicks and keys, and FAQ 4's
 * tabs once the island has run (selection, arrow keys, a topic tapped before the script arrived).
 */
import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"
import { expect, test } from "vitest"

import type { AccordionItem } from "#/components/ui/accordion.tsx"
import { contact } from "#/config/site.ts"
import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { tabPanelId } from "#/lib/tabs.ts"
import { href } from "#/lib/url.ts"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { questionTopics } from "../support/site-content"
import { byRole, hiddenByMarkup, oneByRole } from "./dom"
import { hasPage, page, Problems, text, type BuiltPage } from "./pages"

/** Each language's version of a page that the build has, with its content in that language. */
const versions = (path: string) =>
  pageLocales(path)
    .filter((locale) => hasPage(localePath(locale, path)))
    .map((locale) => ({
      content: pageIn(path.replaceAll("/", ""), locale),
      topics: questionTopics(locale),
      built: page(localePath(locale, path)),
      locale,
    }))

/** A topic's questions, or none when its file is gone (a test then names the missing topic). */
const questionsOf = (topics: ReturnType<typeof questionTopics>, id: string) => topics[id] ?? []

const escapeRegExp = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Whether the text shows somewhere in `scope`, outside what the markup hides. */
function shows(built: BuiltPage, scope: Cheerio<Element>, words: string): boolean {
  const wanted = text(words)
  return scope
    .find("p, h3, h4, summary, span, a")
    .toArray()
    .some((element) => text(built.$(element).text()) === wanted && !hiddenByMarkup(built.$, element))
}

/**
 * One accordion against its questions: one item each, in order, the first open and no other, every
 * answer in the HTML (find-in-page and readers without JavaScript reach the closed ones), one group.
 */
function accordionProblems(built: BuiltPage, scope: Cheerio<Element>, questions: readonly AccordionItem[]): string[] {
  const found: string[] = []
  const details = scope.find("details")
  const asked = details.toArray().map((item) => text(built.$(item).children("summary").text()))
  if (JSON.stringify(asked) !== JSON.stringify(questions.map((q) => text(q.question))))
    found.push(`asks ${JSON.stringify(asked)}`)
  const open = details.toArray().map((item) => item.attribs.open !== undefined)
  if (open.join() !== questions.map((_, index) => index === 0).join()) found.push(`open items: ${open.join()}`)
  for (const [index, question] of questions.entries()) {
    const answer = text(details.eq(index).children("div").text())
    for (const paragraph of question.answer)
      if (!answer.includes(text(paragraph))) found.push(`"${question.question}" lacks the answer "${paragraph}"`)
  }
  if (new Set(details.toArray().map((item) => item.attribs.name)).size !== 1) found.push("not one accordion group")
  return found
}

test("FAQ 1 shows every question with its answer open, in every language", () => {
  needsRoutes("/faq/")
  const problems = new Problems()
  for (const { content, topics, built, locale } of versions("/faq/")) {
    const [block] = sectionsOf(content, "faq-grid")
    if (!block) throw new Error("src/content/pages/faq.yaml shows no faq-grid section")
    const grid = { ...block, items: questionsOf(topics, block.topic) }
    const region = oneByRole(built.$, "region", { name: text(grid.title) })
    const questions = byRole(built.$, "heading", { level: 3, scope: region })
    if (questions.length !== grid.items.length)
      problems.add(built, `${questions.length} questions, not ${grid.items.length}`)
    for (const { question, answer } of grid.items) {
      if (byRole(built.$, "heading", { name: text(question), scope: region }).length !== 1)
        problems.add(built, `no question "${question}"`)
      if (!shows(built, region, answer[0]!)) problems.add(built, `no answer "${answer[0]}"`)
    }
    // FAQ 2's help box is FAQ 2's alone.
    const help = sectionsOf(pageIn("faq-2", locale), "faq-grid").find((section) => section.help)?.help
    if (help && text(built.$("main").text()).includes(text(help.title)))
      problems.add(built, `FAQ 2's "${help.title}" block is on FAQ 1`)
  }
  expect(problems.lines, "FAQ 1").toEqual([])
})

test("FAQ 2 adds a way to reach the team when the answer is not there, in every language", () => {
  needsRoutes("/faq-2/")
  const problems = new Problems()
  for (const { content, topics, built } of versions("/faq-2/")) {
    const block = sectionsOf(content, "faq-grid").find((section) => section.help)
    if (!block?.help) throw new Error("src/content/pages/faq-2.yaml shows no faq-grid section with a help box")
    const grid = { ...block, help: block.help, items: questionsOf(topics, block.topic) }
    const region = oneByRole(built.$, "region", { name: text(grid.title) })
    const cards = byRole(built.$, "article", { scope: region })
    if (cards.length !== grid.items.length)
      problems.add(built, `${cards.length} question cards, not ${grid.items.length}`)
    if (byRole(built.$, "heading", { name: text(grid.help.title), scope: region }).length !== 1)
      problems.add(built, `no heading "${grid.help.title}"`)
    const links = [
      ...(grid.help.cta ? [grid.help.cta] : []),
      // A channel's number or address is its contact fact's; the phone and the email are links.
      ...grid.help.channels.flatMap((c) =>
        c.contact === "email" || c.contact === "phone" ? [contact[c.contact]] : [],
      ),
    ]
    for (const link of links) {
      const found = byRole(built.$, "link", { name: new RegExp(escapeRegExp(text(link.label))), scope: region })
      if (found.length !== 1 || found[0]!.attribs.href !== href(link.href))
        problems.add(built, `"${link.label}" is not one link to ${link.href}`)
    }
    // However the copy changes, a way to write and a way to call.
    for (const scheme of ["mailto:", "tel:"])
      if (!region.find(`a[href^="${scheme}"]`).length) problems.add(built, `no ${scheme} link`)
  }
  expect(problems.lines, "FAQ 2").toEqual([])
})

test("FAQ 3: two accordions, separate groups, each with its first question open and every answer in the HTML, in every language", () => {
  needsRoutes("/faq-3/")
  const problems = new Problems()
  for (const { content, topics, built } of versions("/faq-3/")) {
    const groups: string[] = []
    const sections = sectionsOf(content, "faq-topic").map((block) => ({
      ...block,
      items: questionsOf(topics, block.topic),
    }))
    if (sections.length < 2) throw new Error("src/content/pages/faq-3.yaml shows fewer than two topics")
    for (const section of sections) {
      const region = oneByRole(built.$, "region", { name: text(section.title) })
      for (const line of accordionProblems(built, region, section.items))
        problems.add(built, `${section.title}: ${line}`)
      groups.push(region.find("details").attr("name") ?? "")
    }
    // Opening a question of one closes nothing in the other.
    if (new Set(groups).size !== groups.length) problems.add(built, `the accordions share the group ${groups[0]}`)
  }
  expect(problems.lines, "FAQ 3").toEqual([])
})

/** FAQ 4 in one language: the topics' links, panels, headings, answers and empty state, before any script. */
function faq4Problems(built: BuiltPage, locale: Locale): string[] {
  const [faq4] = sectionsOf(pageIn("faq-4", locale), "faq-tabs")
  if (!faq4) throw new Error("src/content/pages/faq-4.yaml shows no faq-tabs section")
  const topics = questionTopics(locale)
  // A tab shows the questions of the topic it is named after.
  const panels = faq4.tabs.tabs.map((tab) => ({ tab, items: questionsOf(topics, tab.id) }))
  const { $ } = built
  const found: string[] = []
  // Tabs exist only once the island has run.
  if ($("[role=tab], [role=tablist], [role=tabpanel]").length) found.push("tab roles in the HTML")
  const nav = oneByRole($, "navigation", { name: text(faq4.tabs.label) })
  const links = byRole($, "link", { scope: nav })
  const expected = faq4.tabs.tabs.map((tab) => `${text(tab.label)} → #${tabPanelId(faq4.tabs.id, tab.id)}`)
  const shown = links.map((link) => `${$(link).text().trim()} → ${link.attribs.href}`)
  if (JSON.stringify(shown) !== JSON.stringify(expected)) found.push(`the topic links are ${JSON.stringify(shown)}`)
  if (links[0]?.attribs["aria-current"] !== "true" || links.slice(1).some((link) => link.attribs["aria-current"]))
    found.push("the first topic link alone is not marked current")
  const names = new Set<string>()
  for (const panel of panels) {
    const target = $(`[id="${tabPanelId(faq4.tabs.id, panel.tab.id)}"]`)
    const label = panel.tab.label
    if (target.length !== 1 || target.attr("data-tab-panel") === undefined) {
      found.push(`no panel for "${label}"`)
      continue
    }
    if (hiddenByMarkup($, target.get(0)!)) found.push(`the panel "${label}" is hidden`)
    if (text(target.children("h3").text()) !== text(label)) found.push(`the panel "${label}" is not under its heading`)
    if (panel.items.length === 0) {
      const { title, cta } = faq4.empty
      if (!shows(built, target, title)) found.push(`the empty topic "${label}" lacks "${title}"`)
      const ask = cta && byRole($, "link", { name: text(cta.label), scope: target })
      if (cta && (ask?.length !== 1 || ask[0]!.attribs.href !== href(cta.href)))
        found.push(`the empty topic "${label}" has no link "${cta.label}" to ${cta.href}`)
      if (target.find("details").length) found.push(`the empty topic "${label}" has questions`)
      continue
    }
    for (const line of accordionProblems(built, target, panel.items)) found.push(`${label}: ${line}`)
    names.add(target.find("details").attr("name") ?? "")
  }
  if (names.size !== panels.filter((panel) => panel.items.length > 0).length)
    found.push("two topics' accordions share a group")
  return found
}

test("FAQ 4 before its script: every topic shows under its own heading, and the topic links jump to them, in every language", () => {
  needsRoutes("/faq-4/")
  const problems = new Problems()
  for (const { built, locale } of versions("/faq-4/"))
    for (const line of faq4Problems(built, locale)) problems.add(built, line)
  expect(problems.lines, "FAQ 4").toEqual([])
})
