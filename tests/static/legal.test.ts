/**
 * The legal pages as the markup gives them: every footer's legal row leads to the legal pages in the
 * page's language (an English-only page's to the English ones), each of which is in that language;
 * each legal page opens with its revision date and a contents list of its sections; and the links
 * in the consent texts (sign-up, the job application, the newsletter note) lead to the policies in
 * the page's language; each legal page shows its content file's words in that language, the braces
 * filled with the company's facts. Everything expected is read from the shell's words, the page
 * copy and the pages' content files (src/content/pages/privacy.yaml, …); what the links do to the
 * checkbox around them is the browser suite's (tests/e2e/legal.spec.ts).
 */
import type { Cheerio } from "cheerio"
import type { AnyNode } from "domhandler"
import { expect, test } from "vitest"

import { legal } from "#/config/legal.ts"
import { localeCodes, locales, localePath, pageLocales, unlocalizedPath, type Locale } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import { ui } from "#/i18n/ui.ts"
import { fillTemplate } from "#/lib/content/format.ts"
import { analyticsText, legalFacts, legalValues, storageItems } from "#/lib/legal.ts"
import { href } from "#/lib/url.ts"
import { pageIn, sectionsOf } from "../support/page-files"
import { featuredKinds, pageKinds } from "../support/site-content"
import { byRole, nameOf } from "./dom"
import { pages, Problems, text, type BuiltPage } from "./pages"

/** The page of the build at a path within the site, if there is one. */
const built = (path: string) => pages().find((candidate) => candidate.path === path)

/** The links of a part of a page, each as its name and its href. */
const linksIn = (page: BuiltPage, scope: Cheerio<AnyNode>) =>
  scope
    .find("a[href]")
    .map((_, a) => ({ name: nameOf(page.$, a), href: page.$(a).attr("href") ?? "" }))
    .get()

test("every footer's legal row links the legal pages in the page's language", () => {
  const problems = new Problems()
  for (const page of pages()) {
    const { label, links } = ui(page.locale).footer.legal
    const row = page.$(byRole(page.$, "navigation", { name: label, scope: page.$(byRole(page.$, "contentinfo")) }))
    if (row.length !== 1) {
      problems.add(page, `${row.length} footer navigations "${label}"`)
      continue
    }
    const found = linksIn(page, row)
    const expected = links.map((link) => ({ name: link.label, href: href(link.href) }))
    if (JSON.stringify(found) !== JSON.stringify(expected))
      problems.add(page, `the legal row links ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`)
  }
  expect(problems.lines, "footer legal rows").toEqual([])
})

test("each language's legal links lead to its own pages, which are in that language", () => {
  const problems = new Problems()
  for (const locale of localeCodes)
    for (const link of ui(locale).footer.legal.links) {
      const target = built(link.href)
      if (!link.href.startsWith(localePath(locale, "/")))
        problems.add(link.href, `the ${locale} row's link is not ${locale}`)
      if (!target) problems.add(link.href, `the ${locale} row links a page the build does not have`)
      else if (target.$("html").attr("lang") !== locales[locale].lang)
        problems.add(target, `<html lang="${target.$("html").attr("lang")}">, not ${locales[locale].lang}`)
    }
  expect(problems.lines, "legal pages in their language").toEqual([])
})

/** The legal pages, by their content files' names (src/content/pages/<name>.yaml) and their routes. */
const legalPages = ["privacy", "terms", "imprint", "accessibility", "cookies"] as const

/** A legal page's document in a language, as its content file gives it. */
const documentOf = (name: (typeof legalPages)[number], locale: Locale) =>
  sectionsOf(pageIn(name, locale), "legal").flatMap((document) => document.sections)

test("every legal page gives its revision date, then contents linking every section", () => {
  const problems = new Problems()
  for (const name of legalPages)
    for (const locale of pageLocales(`/${name}/`)) {
      const path = localePath(locale, `/${name}/`)
      const page = built(path)
      if (!page) {
        problems.add(path, "missing from the build")
        continue
      }
      const labels = ui(locale).legalDocument
      const sections = documentOf(name, locale)
      const main = page.$("main")
      const revised = main.find("time").first()
      if (revised.attr("datetime") !== legal.updated)
        problems.add(page, `the first date is ${revised.attr("datetime")}, not the revision ${legal.updated}`)
      const line = labels.updated.replace("{date}", text(revised.text()))
      if (text(revised.parent().text()) !== line)
        problems.add(page, `the date reads "${text(revised.parent().text())}", not "${line}"`)
      const contents = page.$(byRole(page.$, "navigation", { name: labels.contents, scope: main }))
      if (contents.length !== 1) {
        problems.add(page, `${contents.length} navigations "${labels.contents}" in <main>`)
        continue
      }
      const found = linksIn(page, contents)
      const expected = sections.map((section) => ({ name: section.title, href: `#${section.id}` }))
      if (JSON.stringify(found) !== JSON.stringify(expected))
        problems.add(page, `the contents link ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`)
      for (const section of sections) {
        const heading = text(main.find(`[id="${section.id}"]`).text())
        if (heading !== section.title) problems.add(page, `#${section.id} reads "${heading}", not "${section.title}"`)
      }
    }
  expect(problems.lines, "legal pages' heads").toEqual([])
})

test("every legal page shows its sections' words and its blocks' labels, the braces filled with the facts", () => {
  const problems = new Problems()
  let sections = 0
  for (const name of legalPages)
    for (const locale of pageLocales(`/${name}/`)) {
      const page = built(localePath(locale, `/${name}/`))
      // A page missing from the build is the test above's to report.
      if (!page) continue
      const values = legalValues(locale)
      const fill = (words: string) => text(fillTemplate(words, values))
      const texts = (scope: Cheerio<AnyNode>) => scope.map((_, element) => text(page.$(element).text())).get()
      for (const { sections: parts, blocks = {} } of sectionsOf(pageIn(name, locale), "legal"))
        for (const section of parts) {
          sections++
          const body = page.$("main").find(`h2[id="${section.id}"]`).parent()
          const where = `#${section.id}`
          // The paragraphs, then the analytics sentence where the section shows it.
          const paragraphs = [
            ...(section.paragraphs ?? []).map(fill),
            ...(section.kind === "analytics" && blocks.analytics ? [text(analyticsText(blocks.analytics))] : []),
          ]
          const shown = texts(body.children("p"))
          if (JSON.stringify(shown) !== JSON.stringify(paragraphs))
            problems.add(
              page,
              `${where} shows the paragraphs ${JSON.stringify(shown)}, not ${JSON.stringify(paragraphs)}`,
            )
          if (section.items) {
            const items = texts(body.children("ul").first().children("li"))
            if (JSON.stringify(items) !== JSON.stringify(section.items.map(fill)))
              problems.add(
                page,
                `${where} lists ${JSON.stringify(items)}, not ${JSON.stringify(section.items.map(fill))}`,
              )
          }
          // The company's facts and what is stored: each label, then its value.
          const list =
            section.kind === "facts" && blocks.facts
              ? legalFacts(blocks.facts)
              : section.kind === "storage" && blocks.storage
                ? storageItems(blocks.storage)
                : undefined
          if (list) {
            const found = texts(body.children("dl").find("dt, dd"))
            const expected = list.flatMap((item) => [text(item.label), text(item.value)])
            if (JSON.stringify(found) !== JSON.stringify(expected))
              problems.add(page, `${where} lists ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`)
          }
        }
    }
  expect(problems.lines, "legal pages' words").toEqual([])
  expect(sections, "legal sections checked").toBeGreaterThan(0)
})

/** The label of a page's checkbox by its name, and the links inside it. */
function consentLinks(page: BuiltPage, name: string): { name: string; href: string }[] | string {
  const box = page.$(`main input[type=checkbox][name="${name}"]`)
  if (box.length !== 1) return `${box.length} checkboxes "${name}" in <main>`
  const label = page.$(`label[for="${box.attr("id")}"]`)
  if (label.length !== 1) return `the checkbox "${name}" has ${label.length} labels`
  return linksIn(page, label)
}

test("sign-up's terms box links the terms and the policy in the page's language", () => {
  const problems = new Problems()
  for (const locale of pageLocales("/sign-up/")) {
    const path = localePath(locale, "/sign-up/")
    const page = built(path)
    const checkbox = sectionsOf(pageIn("sign-up", locale), "auth")[0]!.checkbox!
    const found = page ? consentLinks(page, checkbox.name) : "missing from the build"
    if (typeof found === "string") {
      problems.add(path, found)
      continue
    }
    for (const link of Object.values(checkbox.links ?? {})) {
      if (link.href !== localePath(locale, unlocalizedPath(link.href)))
        problems.add(path, `the copy's "${link.label}" leads to ${link.href}, not the ${locale} page`)
      if (!found.some((candidate) => candidate.name === link.label && candidate.href === href(link.href)))
        problems.add(path, `no link "${link.label}" to ${href(link.href)} in the label: ${JSON.stringify(found)}`)
    }
  }
  expect(problems.lines, "sign-up consent links").toEqual([])
})

test("every job application's privacy box links the policy in the page's language", () => {
  const problems = new Problems()
  const jobPages = pages().filter((page) => pageKinds.job.test(page.english) || featuredKinds[page.english] === "job")
  for (const page of jobPages) {
    const { consent } = pageCopy.career[page.locale].careerCopy.application.form
    const privacy = href(localePath(page.locale, "/privacy/"))
    const found = consentLinks(page, consent.name)
    if (typeof found === "string") problems.add(page, found)
    else if (!found.some((link) => link.name === consent.links.privacy.label && link.href === privacy))
      problems.add(
        page,
        `no link "${consent.links.privacy.label}" to ${privacy} in the label: ${JSON.stringify(found)}`,
      )
  }
  expect(problems.lines, "job application consent links").toEqual([])
  expect(jobPages.length, "job pages").toBeGreaterThan(0)
})

test("the newsletter note links the policy in the page's language, wherever it is shown", () => {
  const problems = new Problems()
  let shown = 0
  for (const page of pages()) {
    const note = ui(page.locale).forms.newsletterNote
    const privacy = href(localePath(page.locale, "/privacy/"))
    const notes = page.$("p").filter((_, element) => text(page.$(element).text()).startsWith(note.text))
    // A footer with a newsletter form shows the note under it.
    const footer = page.$(byRole(page.$, "contentinfo"))
    if (footer.find("form input[type=email]").length > 0 && footer.find(notes).length === 0)
      problems.add(page, "the footer's newsletter form has no note")
    notes.each((_, element) => {
      shown++
      const found = linksIn(page, page.$(element))
      if (JSON.stringify(found) !== JSON.stringify([{ name: note.link.label, href: privacy }]))
        problems.add(page, `the newsletter note links ${JSON.stringify(found)}, not "${note.link.label}" to ${privacy}`)
    })
  }
  expect(problems.lines, "newsletter notes").toEqual([])
  expect(shown, "newsletter notes shown").toBeGreaterThan(0)
})
