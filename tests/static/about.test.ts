/**
 * The company pages in every language: About (its figures, vision, values, first projects, team
 * and a way to get in touch) and Team (two grids of people, each with a role and four named social
 * links, and an invitation to apply). What each shows comes from the pages' content files
 * (src/content/pages/about.yaml, team.yaml and their translations), the shell's words for a profile
 * link and the projects collection. About's video is tests/static/video.test.ts's.
 */
import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"
import { describe, expect, test } from "vitest"

import { profileLabel } from "#/components/sections/team-grid.tsx"
import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { href } from "#/lib/url.ts"
import type { PageContent, SectionBlock, SectionKind } from "#/page-schema.ts"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { collectionIn } from "../support/site-content"
import { byRole, hiddenByMarkup, nameOf, textOf } from "./dom"
import { hasPage, page, Problems, text, type BuiltPage } from "./pages"

/** The page in every language of a route, for the pages built. */
const everyLanguage = (path: string) =>
  pageLocales(path)
    .map((locale) => localePath(locale, path))
    .filter(hasPage)
    .map(page)
const h1Of = (target: BuiltPage) => text(target.$("h1").first().text())
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const texts = (target: BuiltPage, found: Cheerio<Element>) => found.map((_, element) => textOf(target.$, element)).get()
const section = (target: BuiltPage, id: string) => target.$(`section[aria-labelledby="${id}"]`)

/** The projects in the portfolio's order (by `order`, then by file name), in a language's words. */
const projectsIn = (locale: string) =>
  collectionIn("projects", locale).sort(
    (a, b) => (a.data.order as number) - (b.data.order as number) || a.id.localeCompare(b.id),
  )

type Member = { name: string; role: string; socials: readonly { href: string; label: string }[] }

/** A grid's members as a visitor meets them: each profile link named in the page's language. */
const membersOf = (grid: Extract<SectionBlock, { type: "team" }>, locale: Locale): Member[] =>
  grid.members.map(({ name, role, socials }) => ({
    name,
    role,
    socials: socials.map(({ network, href: to }) => ({
      href: to,
      label: profileLabel(ui(locale).team, name, network),
    })),
  }))

/** A page's one section of a kind (About has one of each). */
const only = <K extends SectionKind>(page: PageContent, type: K) => {
  const [first] = sectionsOf(page, type)
  if (!first) throw new Error(`no ${type} section`)
  return first
}

/** About's sections in a language, by what they are. */
function aboutIn(locale: Locale) {
  const page = pageIn("about", locale)
  const vision = only(page, "split")
  if (!page.banner || !vision.testimonial) throw new Error("About has a banner and a quote beside its vision")
  const work = only(page, "work")
  const team = only(page, "team")
  if (work.first === undefined || !team.action) throw new Error("About shows the first projects and links the team")
  return {
    banner: page.banner,
    stats: only(page, "stats"),
    vision,
    testimonial: vision.testimonial,
    values: only(page, "features"),
    work: { id: work.id, count: work.first },
    team: { id: team.id, members: membersOf(team, locale), action: team.action },
  }
}

/** Team's two grids in a language: the leads, then the studio with its invitation to apply. */
function teamIn(locale: Locale) {
  const page = pageIn("team", locale)
  const [leadership, studio] = sectionsOf(page, "team")
  if (!page.banner || !leadership || !studio?.invite)
    throw new Error("Team has a banner and two grids, the second inviting")
  const grid = (section: typeof leadership) => ({ ...section, members: membersOf(section, locale) })
  return { banner: page.banner, leadership: grid(leadership), studio: { ...grid(studio), invite: studio.invite } }
}

/** A grid of people: one card each, in order, with the name, the role and the social links the copy gives. */
function checkMembers(problems: Problems, target: BuiltPage, grid: Cheerio<Element>, members: readonly Member[]) {
  const { $ } = target
  const cards = grid.find("article").toArray()
  if (cards.length !== members.length) problems.add(target, `${cards.length} people, not ${members.length}`)
  for (const [index, member] of members.entries()) {
    const element = cards[index]
    if (!element) continue
    const card = $(element)
    const name = text(card.find("h3").text())
    if (name !== member.name) {
      problems.add(target, `card ${index + 1} is "${name}", not "${member.name}"`)
      continue
    }
    if (text(card.find("h3 + p").text()) !== member.role)
      problems.add(target, `${name}'s role reads "${text(card.find("h3 + p").text())}", not "${member.role}"`)
    const links = byRole($, "link", { scope: card }).map((a) => ({ label: nameOf($, a), href: a.attribs.href }))
    if (
      !same(
        links,
        member.socials.map(({ label, href: to }) => ({ label, href: to })),
      )
    )
      problems.add(target, `${name}'s links are ${JSON.stringify(links)}`)
    for (const link of links) {
      if (!link.href?.startsWith("https://")) problems.add(target, `${name}'s "${link.label}" is not https`)
      if (!link.label.startsWith(name) || link.label.length <= name.length + 1)
        problems.add(target, `${name}'s link "${link.label}" does not say whose profile it is`)
    }
    if (new Set(links.map((link) => link.label)).size !== links.length)
      problems.add(target, `${name}'s links are not named apart`)
    // The icons are decorative: the link's name says where it goes.
    if (card.find('a svg:not([aria-hidden="true"])').length > 0)
      problems.add(target, `an icon of ${name}'s links is not hidden`)
  }
}

describe("about page", () => {
  needsRoutes("/about/")
  test("in every language: the figures, the vision, the values, the first projects, the team and a way to get in touch", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/about/")) {
      const { $, locale } = target
      const copy = aboutIn(locale)
      if (h1Of(target) !== copy.banner.title) problems.add(target, `the heading is "${h1Of(target)}"`)

      // Every key figure pairs a value with its label.
      const stats = $(byRole($, "region", { name: copy.stats.title }))
      const pairs = stats
        .find("dl > div")
        .map((_, pair) => ({ value: text($(pair).find("dd").text()), label: text($(pair).find("dt").text()) }))
        .get()
      // A language may space a figure its own way ("80 %" in German): the figures compare without spaces.
      const bare = (items: readonly { value: string; label: string }[]) =>
        items.map(({ value, label }) => ({ value: value.replace(/\s/g, ""), label }))
      if (!same(bare(pairs), bare(copy.stats.items)))
        problems.add(target, `the key figures are ${JSON.stringify(pairs)}`)
      if (pairs.some((pair) => !/\d/.test(pair.value))) problems.add(target, "a key figure without a number")

      // The vision: a quote with the person who said it.
      const vision = section(target, copy.vision.id).find("figure").has("blockquote")
      if (!text(vision.find("blockquote").text()).includes(text(copy.testimonial.quote)))
        problems.add(target, "the vision does not quote its testimonial")
      if (!text(vision.find("figcaption").text()).includes(copy.testimonial.name))
        problems.add(target, "the vision's quote does not name who said it")

      // The values: cards with a heading each, that link nowhere.
      const values = section(target, copy.values.id)
      if (
        !same(
          texts(target, values.find("li > article h3")),
          copy.values.items.map((item) => item.title),
        )
      )
        problems.add(target, `the values are ${JSON.stringify(texts(target, values.find("li > article h3")))}`)
      if (values.find("article a").length > 0) problems.add(target, "a value card links somewhere")

      // The first projects, each card to its own page.
      const work = section(target, copy.work.id)
      const first = projectsIn(locale).slice(0, copy.work.count)
      const cards = work
        .find("article")
        .map((_, card) => ({ title: text($(card).find("h3").text()), href: $(card).find("a[href]").attr("href") }))
        .get()
      if (
        !same(
          cards,
          first.map((project) => ({
            title: project.data.title,
            href: href(localePath(locale, `/portfolio/${project.id}/`)),
          })),
        )
      )
        problems.add(target, `the work shown is ${JSON.stringify(cards)}`)

      // The team: a card per lead, and a link to the whole team.
      const team = section(target, copy.team.id)
      checkMembers(problems, target, team, copy.team.members)
      if (team.find(`a[href="${href(localePath(locale, copy.team.action.href))}"]`).length !== 1)
        problems.add(target, `no link to ${localePath(locale, copy.team.action.href)} beside the team`)

      const contact = href(localePath(locale, "/contact/"))
      if ($(`main a[href="${contact}"]`).filter((_, a) => !hiddenByMarkup($, a)).length === 0)
        problems.add(target, `no link to ${contact}`)
    }
    expect(problems.lines, "about pages").toEqual([])
  })
})

describe("team page", () => {
  needsRoutes("/team/")
  test("in every language: two grids of people, each card a name, a role and four distinctly named social links", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/team/")) {
      const { $, locale } = target
      const copy = teamIn(locale)
      if (h1Of(target) !== copy.banner.title) problems.add(target, `the heading is "${h1Of(target)}"`)
      const grids = [copy.leadership, copy.studio]
      if ($("main section").has("article").length !== grids.length)
        problems.add(target, `${$("main section").has("article").length} grids of people, not ${grids.length}`)
      for (const grid of grids) {
        const region = byRole($, "region", { name: grid.title })
        if (region.length !== 1) problems.add(target, `no region "${grid.title}"`)
        else checkMembers(problems, target, $(region[0]!), grid.members)
      }
      const names = texts(target, $("main article h3"))
      if (new Set(names).size !== names.length) problems.add(target, "someone appears twice")
      for (const member of grids.flatMap((grid) => grid.members))
        if (member.socials.length !== 4)
          problems.add(target, `${member.name} has ${member.socials.length} social links, not 4`)
    }
    expect(problems.lines, "team pages").toEqual([])
  })

  test("in every language: the second grid invites people to apply on the career page", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/team/")) {
      const { invite, id } = teamIn(target.locale).studio
      const career = href(localePath(target.locale, invite.cta.href))
      const links = byRole(target.$, "link", { name: invite.cta.label, scope: section(target, id) })
      if (links.length !== 1 || links[0]!.attribs.href !== career)
        problems.add(target, `no "${invite.cta.label}" link to ${career} in the second grid`)
    }
    expect(problems.lines, "the invitation to apply").toEqual([])
  })
})
