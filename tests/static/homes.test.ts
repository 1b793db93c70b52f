/**
 * The home pages in the build: what every home has (its own brand at both ends, a dark or brand
 * ground, the sticky header), and what each one shows, checked against its data module
 * (src/data/homes/<variant>.ts, and each language's copy of Home 1), so the checks hold for any copy.
 * What needs a browser (the header's looks as the page scrolls, the grounds' computed colours,
 * the ticker's motion, the accordion's animation) is in tests/e2e/homes.spec.ts.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { Check, X } from "lucide"
import { describe, expect, test } from "vitest"

import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import { profileLabel } from "#/components/sections/team-grid.tsx"
import type { TickerProps } from "#/components/ui/ticker.tsx"
import { brand as agency } from "#/config/site.ts"
import { storeBadgeLabels } from "#/data/site.ts"
import { localePath, pageLocales } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import { ui } from "#/i18n/ui.ts"
import { routes } from "#/lib/routes.ts"
import { tabPanelId } from "#/lib/tabs.ts"
import { href } from "#/lib/url.ts"
import { jsonLdOf } from "../support/schema-org"
import { pageFile, pageIn, pageNames, sectionsOf } from "../support/page-files"
import { collection, collectionIn } from "../support/site-content"
import { needsRoutes } from "../support/needs"
import { byRole, hiddenByMarkup, nameOf } from "./dom"
import { checksOf, wordsOf, wordsOfEach, type Checks, type Scope } from "./home-checks"
import { page, pages, Problems, text, type BuiltPage } from "./pages"

/** Every home page in every language it is in (the studio's /home/ twin of / included). */
const homes = () => {
  const paths = new Set(routes.filter((route) => route.group === "home").map((route) => route.path))
  return pages().filter((built) => paths.has(built.english))
}

/**
 * The grounds that put a section in the dark scheme: the global.css utilities that set both
 * `color-scheme: dark` and a background (surface-dark, surface-brand). The browser suite checks once
 * that they compute to a dark ground.
 */
const darkGrounds = [
  ...readFileSync(join(import.meta.dirname, "../../src/styles/global.css"), "utf8").matchAll(
    /@utility ([\w-]+) \{([^{}]*)\}/g,
  ),
]
  .filter(([, , body = ""]) => /color-scheme:\s*dark/.test(body) && /background-color:/.test(body))
  .map(([, name]) => name!)

const hasClass = (element: Scope, names: readonly string[]) =>
  (element.attr("class") ?? "").split(/\s+/).some((name) => names.includes(name))

describe("every home", () => {
  test("its own brand at both ends: the header's logo and exactly one footer link home; a product's footer never names the studio", () => {
    const problems = new Problems()
    for (const home of homes()) {
      const { $ } = home
      const word = ui(home.locale).header.home
      const logo = byRole($, "link", { name: new RegExp(` ${word}$`), scope: $("header").first() })[0]
      if (!logo) {
        problems.add(home, `the header has no link named "<brand> ${word}"`)
        continue
      }
      const name = nameOf($, logo).replace(new RegExp(` ${word}$`), "")
      const footer = $(byRole($, "contentinfo"))
      const back = byRole($, "link", { name: `${name} ${word}`, scope: footer })
      if (back.length !== 1) problems.add(home, `${back.length} footer links named "${name} ${word}", not one`)
      // A shared link, a browser tab and a search result name the brand the page shows.
      const title = $("head title").text()
      if (!title.endsWith(` | ${name}`)) problems.add(home, `<title> "${title}" does not end in "| ${name}"`)
      const siteName = $('meta[property="og:site_name"]').attr("content")
      if (siteName !== name) problems.add(home, `og:site_name "${siteName}", not "${name}"`)
      if (name !== agency.name) {
        type Node = { "@type"?: string; about?: { name?: string } }
        const nodes = jsonLdOf(home.html).flatMap((graph) => (graph as { "@graph"?: Node[] })["@graph"] ?? [])
        if (nodes.find((node) => node["@type"] === "WebPage")?.about?.name !== name)
          problems.add(home, `no WebPage node about the Brand "${name}" in its structured data`)
        if (wordsOf(footer).includes(agency.name)) problems.add(home, `the ${name} footer names ${agency.name}`)
        if (byRole($, "link", { name: `${agency.name} ${word}`, scope: footer }).length > 0)
          problems.add(home, `the ${name} footer links the studio's home`)
      }
    }
    expect(problems.lines, "brands at the ends of the homes").toEqual([])
  })

  test("a section on a dark or brand ground", () => {
    expect(darkGrounds.length, "dark-ground utilities in global.css").toBeGreaterThan(0)
    const problems = new Problems()
    for (const home of homes()) {
      const sections = home.$("main section").toArray()
      if (!sections.some((section) => hasClass(home.$(section), darkGrounds)))
        problems.add(home, `no section of main on a dark or brand ground (${darkGrounds.join(", ")})`)
    }
    expect(problems.lines, "homes all on light grounds").toEqual([])
  })

  test("a sticky header, which lies only over a hero on a dark or brand ground", () => {
    const problems = new Problems()
    for (const home of homes()) {
      const { $ } = home
      const header = $("header").first()
      if (header.attr("data-sticky") === undefined) problems.add(home, "the header is not sticky (data-sticky)")
      if (!hasClass(header, ["header-overlay"])) continue
      const first = $("main section").first()
      if (first.attr("id") !== "hero")
        problems.add(home, "the header lies over the page, whose first section is no hero")
      else if (!hasClass(first, darkGrounds)) problems.add(home, "the header's light letters lie over a light hero")
    }
    expect(problems.lines, "home headers").toEqual([])
  })
})

/** The details of a page's accordions, by group (their shared name), in document order. */
function accordionGroups(built: BuiltPage) {
  const groups = new Map<string, Scope[]>()
  built.$("details.disclosure").each((_, element) => {
    const name = element.attribs.name ?? ""
    groups.set(name, [...(groups.get(name) ?? []), built.$(element)])
  })
  return groups
}

test("every accordion on every page is one group of its own, its first question open and every answer in the HTML", () => {
  const problems = new Problems()
  let checked = 0
  for (const built of pages())
    for (const [name, items] of accordionGroups(built)) {
      checked++
      if (!name) {
        problems.add(built, `${items.length} accordion items without a group name: they do not close each other`)
        continue
      }
      const parents = new Set(items.map((item) => item.parent().get(0)))
      if (parents.size !== 1) problems.add(built, `the accordion group "${name}" is split over ${parents.size} lists`)
      const open = items.map((item) => item.attr("open") !== undefined)
      if (open.join() !== open.map((_, index) => index === 0).join())
        problems.add(
          built,
          `the accordion "${name}" opens items ${open.flatMap((o, i) => (o ? [i + 1] : [])).join(", ") || "none"}, not the first alone`,
        )
      for (const item of items)
        if (!item.children("summary").length || !text(item.children("div").text()))
          problems.add(built, `an item of the accordion "${name}" has no question or no answer`)
    }
  expect(problems.lines, "accordions").toEqual([])
  expect(checked, "accordions checked").toBeGreaterThan(0)
})

/** A section's accordion: its questions (headings in the outline), answers and first-open state, from the data. */
function expectAccordion(
  see: Checks,
  section: Scope,
  items: readonly { question: string; answer: readonly string[] }[],
  what: string,
) {
  const details = section.find("details")
  see.count(details.length, items.length, `questions in ${what}`)
  see.equal(
    wordsOfEach(details.children("summary")),
    items.map((item) => item.question),
    `${what}: the questions`,
  )
  see.equal(
    details.toArray().map((element) => element.attribs.open !== undefined),
    items.map((_, index) => index === 0),
    `${what}: the open questions`,
  )
  // Closed answers are in the HTML too: find-in-page and readers without JavaScript reach them.
  see.equal(
    details.toArray().map((_, index) => wordsOfEach(details.eq(index).find("p"))),
    items.map((item) => item.answer.map(text)),
    `${what}: the answers`,
  )
  see.equal(new Set(details.toArray().map((element) => element.attribs.name)).size, 1, `${what}: accordion groups`)
}

test("every ticker on every page is a real list, with one aria-hidden copy for the loop and a pause control", () => {
  const problems = new Problems()
  let checked = 0
  for (const built of pages())
    built.$(".animate-marquee").each((_, track) => {
      checked++
      const { $ } = built
      const lists = $(track).children("ul")
      const real = lists.filter((_, list) => list.attribs["aria-hidden"] === undefined)
      const copies = lists.filter((_, list) => list.attribs["aria-hidden"] === "true")
      const name = real.attr("aria-label") ?? "?"
      if (real.length !== 1 || !real.attr("aria-label"))
        problems.add(built, `a ticker without one named list (${name})`)
      if (copies.length !== 1) problems.add(built, `the ticker "${name}" has ${copies.length} hidden copies, not one`)
      else if (wordsOfEach(copies.children("li")).join("|") !== wordsOfEach(real.children("li")).join("|"))
        problems.add(built, `the ticker "${name}" loops a copy unlike its list`)
      const pause = $(track).closest(".group\\/ticker").find("label:has(input[type=checkbox])")
      if (pause.length !== 1 || !wordsOf(pause)) problems.add(built, `the ticker "${name}" has no pause control`)
    })
  expect(problems.lines, "tickers").toEqual([])
  expect(checked, "tickers checked").toBeGreaterThan(0)
})

/** A ticker band of the data: its list, named, holds the data's items in order (the copy's are hidden). */
function expectTicker(see: Checks, band: { title: string; ticker: TickerProps }) {
  const region = see.region(band.title)
  const list = see.one("list", band.ticker.label, region)
  see.equal(
    wordsOfEach(list.children("li")),
    band.ticker.items.map((item) => item.name),
    `the ticker "${band.ticker.label}"`,
  )
  see.count(byRole(see.$, "list", { scope: region }).length, 1, `lists a reader meets in "${band.title}"`)
  if (band.ticker.pauseLabel) see.one("checkbox", band.ticker.pauseLabel, region)
}

/** The classes that draw each plan card: the recommended ones must not look like the others. */
const cardLook = (card: Scope) => card.attr("class") ?? ""

const lucidePath = (icon: typeof Check) => (icon[0]?.[1] as { d?: string } | undefined)?.d ?? "?"

test("every pricing table on every page: both prices of a period in the HTML, shown by the checked radio alone; crossed-out lines marked for every reader", () => {
  const problems = new Problems()
  let checked = 0
  for (const built of pages())
    built.$(".group\\/pricing").each((_, scope) => {
      const { $ } = built
      const radios = $(scope).find("input[type=radio]")
      const checkedRadios = radios.filter((_, radio) => radio.attribs.checked !== undefined)
      if (radios.length > 0 && checkedRadios.length !== 1)
        problems.add(built, `a period switch with ${checkedRadios.length} periods checked, not one`)
      $(scope)
        .find("article")
        .each((_, card) => {
          checked++
          const plan = text($(card).find("h3").first().text())
          if (radios.length > 0) {
            // The monthly figure shows until the yearly radio is checked, which shows the yearly one:
            // the swap follows whichever radio is checked, whichever the page checked first.
            const monthly = $(card).find('[class~="group-has-[[value=yearly]:checked]/pricing:hidden"]')
            const yearly = $(card).find('[class~="hidden"][class~="group-has-[[value=yearly]:checked]/pricing:inline"]')
            if (
              monthly.length !== 1 ||
              yearly.length !== 1 ||
              !monthly.find(".tabular-nums").length ||
              !yearly.find(".tabular-nums").length
            )
              problems.add(built, `${plan}: not a monthly and a yearly price following the switch`)
          }
          $(card)
            .find("li")
            .each((_, line) => {
              const struck = $(line).find(".line-through").length > 0
              const words = text($(line).text())
              if (struck !== $(line).find(".sr-only").length > 0)
                problems.add(
                  built,
                  `${plan}: "${words}" is ${struck ? "crossed out without saying so" : "said to be missing, not crossed out"}`,
                )
              if ($(line).find(`svg path[d="${lucidePath(struck ? X : Check)}"]`).length !== 1)
                problems.add(built, `${plan}: "${words}" lacks its ${struck ? "cross" : "tick"}`)
            })
        })
    })
  expect(problems.lines, "pricing tables").toEqual([])
  expect(checked, "plan cards checked").toBeGreaterThan(0)
})

/** The card of a plan in a pricing section, by its name. */
const planCard = (see: Checks, region: Scope, title: string) =>
  region.find("article").filter((_, card) => text(see.$(card).find("h3").first().text()) === title)

/**
 * A pricing section against its data: every plan's lines in order with their limits, the
 * unavailable ones crossed out and marked for screen readers; its tick or cross; the badge only on
 * its plan; the recommended plans drawn apart; the button to its page; the switch's legend, its
 * options and the one checked first; and both prices per card (the browser suite checks the swap).
 */
function expectPlans(see: Checks, table: PricingTableProps) {
  const region = see.region(table.title)
  const notIncluded = table.labels?.notIncluded ?? "Not included:"
  see.equal(
    wordsOfEach(region.find("article h3")),
    table.plans.map((plan) => plan.title),
    "the plans",
  )
  const badges = new Set(table.plans.flatMap((plan) => (plan.badge ? [plan.badge] : [])))
  for (const plan of table.plans) {
    const card = planCard(see, region, plan.title)
    const lines = card.find("li")
    see.equal(
      wordsOfEach(lines),
      plan.features.map(({ text, included, limit }) => `${included ? "" : `${notIncluded} `}${text}${limit ?? ""}`),
      `${plan.title}: its lines`,
    )
    for (const [index, feature] of plan.features.entries()) {
      const line = lines.eq(index)
      if (line.find(".line-through").length > 0 === feature.included)
        see.note(`${plan.title}: "${feature.text}" is ${feature.included ? "" : "not "}crossed out`)
      if (line.find(`svg path[d="${lucidePath(feature.included ? Check : X)}"]`).length !== 1)
        see.note(`${plan.title}: "${feature.text}" lacks its ${feature.included ? "tick" : "cross"}`)
    }
    for (const badge of badges) {
      const shown = card.find("*").filter((_, element) => text(see.$(element).text()) === badge).length > 0
      if (shown !== (plan.badge === badge))
        see.note(`${plan.title}: the badge "${badge}" is ${shown ? "" : "not "}shown`)
    }
    see.link(card, `${plan.cta.label}: ${plan.title}`, plan.cta.href)
    const figures = wordsOfEach(card.find(".tabular-nums"))
    const units = wordsOfEach(
      card.find("span").filter((_, el) => /^\//.test(text(see.$(el).text())) && see.$(el).children().length === 0),
    )
    if ("amount" in plan.price) {
      see.equal(figures, [plan.price.amount], `${plan.title}: its price`)
      see.equal(units, plan.price.period ? [`/${plan.price.period}`] : [], `${plan.title}: what its price is per`)
    } else if (table.period) {
      see.equal(figures, [plan.price.monthly, plan.price.yearly], `${plan.title}: its monthly and yearly prices`)
      see.equal(
        units,
        [`/${table.period.units.monthly}`, `/${table.period.units.yearly}`],
        `${plan.title}: what each price is per`,
      )
    }
  }
  const plain = new Set(
    table.plans.flatMap((plan) => (plan.highlighted ? [] : [cardLook(planCard(see, region, plan.title))])),
  )
  for (const plan of table.plans)
    if (plan.highlighted && plain.has(cardLook(planCard(see, region, plan.title))))
      see.note(`${plan.title} is drawn like the plans it is recommended over`)

  if (!table.period) return
  const { period } = table
  const group = see.fieldset(period.legend, region)
  for (const choice of ["monthly", "yearly"] as const) {
    const radio = see.one("radio", period.labels[choice], group)
    if (radio.attr("name") !== period.name) see.note(`the ${choice} radio is not in the group "${period.name}"`)
    if ((radio.attr("checked") !== undefined) !== (choice === period.initial))
      see.note(`the ${choice} radio is ${choice === period.initial ? "not " : ""}checked at first`)
  }
  if (table.note) see.contains(region, table.note, "the pricing section")
}

/** An app-download section links its two store badges where the data says. */
function expectStoreLinks(see: Checks, section: { title: string; stores: { appStore: string; googlePlay: string } }) {
  const region = see.region(section.title)
  see.link(region, storeBadgeLabels.appStore.label, section.stores.appStore)
  see.link(region, storeBadgeLabels.googlePlay.label, section.stores.googlePlay)
}

/** A star rating as screen readers hear it ("Rated 4.9 out of 5"). */
const rated = (value: number) => `Rated ${value.toFixed(1)} out of 5`

/** The checks of a page, run by `body`, then compared with none. */
function checkPage(path: string, body: (see: Checks) => void) {
  const problems = new Problems()
  body(checksOf(page(path), problems))
  expect(problems.lines, path).toEqual([])
}

/** A section whose cards each link to a page of their own under `base`, all different. */
function expectOwnPages(see: Checks, cards: Scope, base: string) {
  const links = cards.toArray().map((card) => see.$(card).find("a[href]").first().attr("href") ?? "")
  for (const link of links)
    if (!new RegExp(`^${href(base)}[^/]+/$`).test(link))
      see.note(`a card links ${link}, not a page under ${href(base)}`)
  see.count(new Set(links).size, cards.length, "cards with pages of their own")
}

describe("Home 1 (the studio), in every language", () => {
  needsRoutes("/", "/home/")

  test("every section from its data: the hero's sign-up and showreel, the brands, the cards opening their own pages, the quote and the call to action", () => {
    const problems = new Problems()
    const studioHomes = ["/home/", ...pageLocales("/").map((locale) => localePath(locale, "/"))]
    for (const path of studioHomes) {
      const see = checksOf(page(path), problems)
      const content = pageIn("home", see.page.locale)
      const newsletter = sectionsOf(content, "hero")[0]?.form
      const [brands] = sectionsOf(content, "logos")
      const [services] = sectionsOf(content, "services")
      const [work] = sectionsOf(content, "work")
      const [cta] = sectionsOf(content, "cta")
      if (!newsletter || !brands || !services || !work || !cta) {
        see.note("the content file lacks the hero's sign-up, the brands, services, work or call to action")
        continue
      }
      see.count(byRole(see.$, "heading", { level: 1, scope: see.hero }).length, 1, "headings h1 in the hero")
      const email = see.one("textbox", newsletter.label, see.hero)
      see.equal(email.attr("placeholder"), newsletter.placeholder, "the sign-up's placeholder")
      see.one("button", newsletter.button, see.hero)
      see.count(
        byRole(see.$, "button", { name: new RegExp(`^${ui(see.page.locale).video.play}: `), scope: see.hero }).length,
        1,
        "play buttons in the hero",
      )

      see.count(see.region(brands.title).find("li").length, brands.logos.length, "brands")
      const serviceCards = see.region(services.title).find("li")
      see.count(
        serviceCards.length,
        services.ids?.length ?? collectionIn("services", see.page.locale).length,
        "service cards",
      )
      expectOwnPages(see, serviceCards, localePath(see.page.locale, "/service/"))

      const projects = see.region(work.title)
      see.link(projects, work.link.label, work.link.href)
      const named = work.projects ?? []
      see.count(projects.find("li").length, named.length, "project cards")
      // The case studies in the page's language: /portfolio/<slug>/, /de/portfolio/<slug>/ …
      const caseStudy = localePath(see.page.locale, `/portfolio/${named[0] ?? ""}/`)
      expectOwnPages(see, projects.find("li"), caseStudy.replace(/[^/]*\/$/, ""))

      // The testimonial's section is the one with a quote.
      const quotes = byRole(see.$, "region", { scope: see.main }).filter(
        (region) => see.$(region).find("figure blockquote").length > 0,
      )
      see.count(quotes.length, 1, "sections with a quote")
      see.count(see.$(quotes).find("figure").length, 1, "quotes in the testimonial")

      see.links(see.region(cta.title), cta.ctas)
    }
    expect(problems.lines, "Home 1").toEqual([])
  })

  test("the FAQ asks its questions as headings, the first answered open, every answer in the HTML, one group", () => {
    const problems = new Problems()
    for (const path of ["/home/", ...pageLocales("/").map((locale) => localePath(locale, "/"))]) {
      const see = checksOf(page(path), problems)
      for (const faq of sectionsOf(pageIn("home", see.page.locale), "faq")) {
        const section = see.region(faq.title)
        expectAccordion(see, section, faq.items, "the FAQ")
        see.equal(
          see.heading(3, section),
          faq.items.map((item) => item.question),
          "the FAQ's h3 headings",
        )
      }
    }
    expect(problems.lines, "Home 1's FAQ").toEqual([])
  })

  test("the reel and the selected work show each project in the page's language, linking to its case study there", () => {
    const problems = new Problems()
    for (const path of ["/home/", ...pageLocales("/").map((locale) => localePath(locale, "/"))]) {
      const see = checksOf(page(path), problems)
      const { locale } = see.page
      const { reel } = pageCopy.home[locale]
      const work = sectionsOf(pageIn("home", locale), "work")[0] ?? { projects: [] as string[], title: "" }
      const projects = collectionIn("projects", locale).sort(
        (a, b) => (a.data.order as number) - (b.data.order as number) || a.id.localeCompare(b.id),
      )
      const named = (id: string) => projects.find((project) => project.id === id)
      /** Each card's title, category and link, as the page shows them, against the project's in this language. */
      const expectCards = (cards: Scope, shown: readonly (typeof projects)[number][], what: string) => {
        see.count(cards.length, shown.length, `cards in the ${what}`)
        cards.toArray().forEach((card, index) => {
          const project = shown[index]
          if (!project) return
          // The link is named by the title (the reel's link holds the category too, after it).
          const title = text(see.$(card).find("a[href]").first().text())
          if (!title.startsWith(text(project.data.title)))
            see.note(`the ${what}: card ${index + 1} reads "${title}", not the title "${project.data.title}"`)
          const category = String(project.data.category)
          if (!text(see.$(card).text()).includes(text(category)))
            see.note(`the ${what}: "${project.data.title}" does not show its category "${category}"`)
          const link = see.$(card).find("a[href]").first()
          const own = href(localePath(locale, `/portfolio/${project.id}/`))
          if (link.attr("href") !== own)
            see.note(`the ${what}: "${project.data.title}" links ${link.attr("href")}, not ${own}`)
          // A translated project is shown in the page's language: nothing on its card is marked English.
          if ((locale === "en" || project.translation) && see.$(card).find('[hreflang], [lang="en"]').length > 0)
            see.note(`the ${what}: "${project.data.title}" is marked English though it is in the page's language`)
        })
      }
      expectCards(see.$(`ul[aria-label="${reel.label}"] > li`), projects.slice(0, reel.count), "reel")
      const chosen = (work.projects ?? []).map(named).filter((project) => project !== undefined)
      see.count(chosen.length, work.projects?.length ?? 0, "selected projects found in the collection")
      expectCards(see.region(work.title).find("li"), chosen, "selected work")
    }
    expect(problems.lines, "Home 1's projects").toEqual([])
  })
})

describe("Home 3 (fitness)", () => {
  needsRoutes("/home-3/")
  // What the content file's generic checks leave out: each member's quote with its star rating.
  test("each testimonial with its member's star rating", () =>
    checkPage("/home-3/", (see) => {
      const testimonials = sectionsOf(pageFile("home-3"), "quotes")
      if (testimonials.length === 0) see.note("no testimonials")
      for (const { title, items } of testimonials) {
        const quotes = see.region(title).find("figure:has(blockquote)")
        items.forEach((item, index) => {
          if (item.rating) see.one("img", rated(item.rating), quotes.eq(index) as Scope)
        })
      }
    }))
})

describe("Home 5 (SEO agency)", () => {
  needsRoutes("/home-5/")
  // What the content file cannot say: the rankings dashboard its hero's visual key names.
  test("the hero's dashboard is a picture labelled for screen readers", () =>
    checkPage("/home-5/", (see) => {
      if (!byRole(see.$, "img", { name: /.{20,}/, scope: see.hero }).length)
        see.note("the hero has no labelled picture")
    }))
})

/**
 * The homes whose copy is a content file (src/content/pages/home.yaml, home-N.yaml), each at a route
 * of its own: checked against what its file says, for any copy. (A home kept as the home page by
 * npm run remove -- --keep is at / instead, and is checked by the home page's own tests.)
 */
const contentHomes = pageNames.filter(
  (name) => /^home(-\d+)?$/.test(name) && routes.some((route) => route.path === `/${name}/`),
)

describe.each(contentHomes)("%s.yaml", (file) => {
  const path = `/${file}/`
  needsRoutes(path)
  const content = pageFile(file)

  test("its sections in the order its content file lists them, each under its own heading", () =>
    checkPage(path, (see) => {
      const ids = content.sections.map((section) => section.id)
      see.equal(
        see.main
          .find("[id]")
          .toArray()
          .map((element) => element.attribs.id)
          .filter((id) => id !== undefined && ids.includes(id)),
        ids,
        "the sections' headings, in order",
      )
      // (A legal document has no heading of its own: its sections have theirs.)
      for (const section of content.sections)
        if ("title" in section) see.contains(see.$(`#${section.id}`) as Scope, section.title, `#${section.id}`)
    }))

  test("what each section of the content file says: the h1, the figures, the cards, the quotes, the forms", () =>
    checkPage(path, (see) => {
      for (const hero of sectionsOf(content, "hero")) {
        see.equal(see.heading(1), [hero.title], "the h1")
        see.contains(see.hero, hero.lead, "the hero")
        if (hero.note) see.contains(see.hero, hero.note, "the hero")
        see.links(see.hero, hero.ctas)
        if (hero.rating) {
          see.contains(see.hero, hero.rating.text, "the hero")
          see.one("img", rated(hero.rating.value), see.hero)
        }
        if (hero.form) {
          const email = see.one("textbox", hero.form.label, see.hero)
          see.equal(
            [email.attr("type"), email.attr("placeholder"), email.attr("required") !== undefined],
            ["email", hero.form.placeholder, true],
            "the hero's email box (type, placeholder, required)",
          )
          see.one("button", hero.form.button, see.hero)
        }
        if (hero.stores) {
          // An app's store badges as the hero's actions, each to its store page.
          see.link(see.hero, storeBadgeLabels.appStore.label, hero.stores.appStore)
          see.link(see.hero, storeBadgeLabels.googlePlay.label, hero.stores.googlePlay)
        }
        if (hero.prompt) {
          // The brief goes to the prompt's page as a GET query under its name.
          const box = see.one("textbox", hero.prompt.label, see.hero)
          see.equal(
            [box.prop("tagName"), box.attr("name"), box.attr("placeholder"), box.attr("required") !== undefined],
            ["TEXTAREA", hero.prompt.name, hero.prompt.placeholder, true],
            "the hero's prompt box (element, name, placeholder, required)",
          )
          const form = box.closest("form") as Scope
          see.equal(
            [form.attr("action"), form.attr("method")],
            [href(hero.prompt.action), "get"],
            "the hero's prompt form (action, method)",
          )
          see.one("button", hero.prompt.button, see.hero)
          if (hero.prompt.note) see.contains(form, hero.prompt.note, "the hero's prompt")
        }
      }
      see.one("link", / home$/, see.$("header").first() as Scope)
      for (const stats of sectionsOf(content, "stats")) see.figures(see.region(stats.title), stats.items)
      for (const { title, logos } of sectionsOf(content, "logos"))
        see.equal(
          wordsOfEach(see.region(title).find("li")),
          logos.map((logo) => logo.name),
          `${title}: the names`,
        )
      for (const { title, steps } of sectionsOf(content, "steps"))
        see.equal(
          wordsOfEach(see.region(title).find("ol > li h3")),
          steps.map((step) => step.title),
          `${title}: the steps`,
        )
      for (const grid of sectionsOf(content, "features")) {
        const region = see.region(grid.title)
        see.count(byRole(see.$, "heading", { level: 3, scope: region }).length, grid.items.length, grid.title)
        const targets = new Set(grid.items.flatMap((item) => (item.href ? [href(item.href)] : [])))
        for (const link of region.find("a[href]").toArray())
          if (!targets.has(link.attribs.href ?? "")) see.note(`a card of "${grid.title}" links ${link.attribs.href}`)
      }
      for (const split of sectionsOf(content, "split")) {
        const region = see.region(split.title)
        see.figures(region, split.stats)
        for (const bullet of split.bullets ?? []) see.hasText(region, bullet, `${split.title}: its bullets`)
        see.links(region, split.ctas)
      }
      for (const { title, slider } of sectionsOf(content, "testimonials")) {
        const region = see.region(title)
        see.count(region.find('[aria-roledescription="slide"]').length, slider.slides.length, `${title}: slides`)
        for (const slide of slider.slides) see.contains(region, slide.name, `${title}`)
      }
      for (const { title, items } of sectionsOf(content, "quotes")) {
        const region = see.region(title)
        see.count(region.find("figure:has(blockquote)").length, items.length, `${title}: quotes`)
        for (const item of items) see.contains(region, item.name, title)
      }
      for (const grid of sectionsOf(content, "courses")) {
        // Every course card: its tag, lessons, stars and their number, price and a button naming it.
        const region = see.region(grid.title)
        const cards = region.find("article")
        see.count(cards.length, grid.items.length, `${grid.title}: course cards`)
        for (const [index, course] of grid.items.entries()) {
          const card = cards.eq(index)
          const what = `the course "${course.title}"`
          see.equal(text(card.find("h3").text()), course.title, `course ${index + 1}`)
          for (const words of [course.tag, course.amount, course.price, course.rating.toFixed(1)])
            see.hasText(card, words, what)
          see.contains(card, course.instructor.name, what)
          see.one("img", rated(course.rating), card)
          see.link(card, `${course.cta.label}: ${course.title}`, course.cta.href)
        }
        if (grid.cta) see.link(region, grid.cta.label, grid.cta.href)
      }
      for (const { title, members, action, invite } of sectionsOf(content, "team")) {
        // Each card: the person's name and role, and each profile a link named after the person.
        const region = see.region(title)
        const cards = region.find("article")
        see.equal(
          wordsOfEach(cards.find("h3")),
          members.map((member) => member.name),
          `${title}: the members`,
        )
        for (const [index, member] of members.entries()) {
          const card = cards.eq(index)
          see.hasText(card, member.role, `${title}: ${member.name}'s role`)
          see.count(card.find("a[href]").length, member.socials.length, `${title}: ${member.name}'s profiles`)
          for (const social of member.socials) {
            const label = profileLabel(ui("en").team, member.name, social.network)
            if (!label.startsWith(`${member.name} `)) see.note(`the link "${label}" does not name ${member.name}`)
            see.link(card, label, social.href)
          }
        }
        if (action) see.link(region, action.label, action.href)
        if (invite) see.link(region, invite.cta.label, invite.cta.href)
      }
      for (const faq of sectionsOf(content, "faq")) expectAccordion(see, see.region(faq.title), faq.items, faq.title)
      for (const { title, items, film } of sectionsOf(content, "accordion")) {
        const region = see.region(title)
        expectAccordion(see, region, items, title)
        if (film) see.one("button", `${ui("en").video.play}: ${film.title}`, region)
      }
      for (const { title, columns, rows, labels } of sectionsOf(content, "comparison")) {
        // A real table: the heads of its columns, a head per row, and each cell as a reader hears it.
        const table = see.region(title).find("table")
        see.count(table.length, 1, `${title}: tables`)
        see.equal(wordsOfEach(table.find("thead th")), [labels.feature, ...columns], `${title}: the columns`)
        see.equal(
          wordsOfEach(table.find("tbody th[scope=row]")),
          rows.map((row) => row.feature),
          `${title}: the rows`,
        )
        see.equal(
          table
            .find("tbody tr")
            .toArray()
            .map((row) => wordsOfEach(see.$(row).children("td"))),
          rows.map((row) =>
            row.values.map((value) => (typeof value === "string" ? value : value ? labels.yes : labels.no)),
          ),
          `${title}: the cells`,
        )
      }
      for (const band of sectionsOf(content, "ticker")) expectTicker(see, band)
      for (const app of sectionsOf(content, "app")) expectStoreLinks(see, app)
      for (const { title, film, points } of sectionsOf(content, "video")) {
        const region = see.region(title)
        see.one("button", `${ui("en").video.play}: ${film.title}`, region)
        see.figures(region, points)
      }
      for (const { title, items } of sectionsOf(content, "videos")) {
        // Each card: its title, facts and description, and its own player, a poster naming its video.
        const cards = see.region(title).find("article")
        see.equal(
          wordsOfEach(cards.find("h3")),
          items.map((item) => item.title),
          `${title}: the videos`,
        )
        for (const [index, item] of items.entries()) {
          const card = cards.eq(index) as Scope
          see.count(card.find("astro-island[component-export=VideoDialog]").length, 1, `players in "${item.title}"`)
          see.one("button", `${ui("en").video.play}: ${item.film.title}`, card)
          see.hasText(card, item.description, item.title)
          for (const fact of item.facts ?? []) see.hasText(card, fact.text, item.title)
        }
      }
      for (const { title, items, cta } of sectionsOf(content, "integrations")) {
        const grid = see.region(title)
        see.count(grid.find("li").length, items.length, `${title}: integrations`)
        for (const item of items) {
          see.hasText(grid, item.name, `${title}: the integrations`)
          see.hasText(grid, item.text, `${title}: what each integration does`)
        }
        if (cta) see.link(grid, cta.label, cta.href)
      }
      for (const { title, tabs } of sectionsOf(content, "tour")) {
        const section = see.region(title)
        // Before the island runs (and without JavaScript) the tabs are links to panels that all show.
        const nav = see.one("navigation", tabs.label, section)
        const links = byRole(see.$, "link", { scope: nav })
        see.equal(
          links.map((link) => nameOf(see.$, link)),
          tabs.panels.map((panel) => panel.label),
          `${title}: the tabs`,
        )
        see.equal(
          links.map((link) => link.attribs.href),
          tabs.panels.map((panel) => `#${tabPanelId(tabs.id, panel.id)}`),
          `${title}: the tabs' links`,
        )
        for (const tab of tabs.panels) {
          const what = `${title}: the panel of "${tab.label}"`
          const panel = section.find(`[id="${tabPanelId(tabs.id, tab.id)}"]`)
          if (panel.length !== 1) {
            see.note(`${what} is missing`)
            continue
          }
          if (hiddenByMarkup(see.$, panel.get(0)!)) see.note(`${what} is hidden`)
          see.equal(text(panel.find("h3").text()), tab.label, `${what}: its heading`)
          see.equal(text(panel.find("h4").text()), tab.title, `${what}: its title`)
          see.hasText(panel, tab.text, `${what}: its text`)
          see.equal(wordsOfEach(panel.find("h4 ~ ul > li")), tab.bullets, `${what}: its points`)
          if (tab.cta) see.link(panel, tab.cta.label, tab.cta.href)
          if (tab.visual && !byRole(see.$, "img", { name: /.{20,}/, scope: panel }).length)
            see.note(`${what} has no labelled screen`)
        }
      }
      for (const { title, logos, testimonial, cta } of sectionsOf(content, "integration-wall")) {
        // The wall of the tools' names, and one customer's words beside it.
        const wall = see.region(title)
        see.equal(
          wordsOfEach(wall.find("ul > li")),
          logos.map((logo) => logo.name),
          `${title}: the tools`,
        )
        const quotes = wall.find("figure:has(blockquote)")
        see.count(quotes.length, 1, `${title}: quotes`)
        see.contains(quotes, testimonial.quote, `${title}: the quote`)
        see.contains(quotes, testimonial.name, `${title}: the quote`)
        if (cta) see.link(wall, cta.label, cta.href)
      }
      for (const { title, count, link } of sectionsOf(content, "posts")) {
        // The blog's newest posts, as many as the block asks for, each card's Read More to its post
        // (content.test.ts follows each card to its page).
        const region = see.region(title)
        const newest = collection("blog")
          .sort((a, b) => (b.data.date as Date).valueOf() - (a.data.date as Date).valueOf())
          .slice(0, count)
        see.count(region.find("article").length, newest.length, `${title}: post cards`)
        see.equal(
          byRole(see.$, "link", { name: /^Read More/, scope: region }).map((link) => link.attribs.href),
          newest.map((post) => href(`/blog/${post.id}/`)),
          `${title}: the Read More links`,
        )
        if (link) see.link(region, link.label, link.href)
      }
      for (const { title, ctas, note } of sectionsOf(content, "cta")) {
        const region = see.region(title)
        see.links(region, ctas)
        if (note) see.contains(region, note, title)
      }
      for (const { title, form } of sectionsOf(content, "signup")) {
        const email = see.one("textbox", form.label, see.region(title))
        see.equal(
          [email.attr("type"), email.attr("autocomplete")],
          ["email", "email"],
          "the sign-up box (type, autocomplete)",
        )
        see.one("button", form.button, see.region(title))
      }
    }))

  test("every plan from the content file, the recommended one badged, each button to its page, and the switch", () =>
    checkPage(path, (see) => {
      for (const pricing of sectionsOf(content, "pricing")) expectPlans(see, pricing)
    }))

  test("its questions, and only they, as the page's FAQPage structured data", () => {
    const questions = sectionsOf(content, "faq").flatMap((faq) => faq.items.map((item) => item.question))
    const nodes = jsonLdOf(page(path).html).flatMap(
      (graph) => (graph as { "@graph"?: { "@type"?: string; mainEntity?: { name: string }[] }[] })["@graph"] ?? [],
    )
    const faqPages = nodes.filter((node) => node["@type"] === "FAQPage")
    expect(faqPages.flatMap((node) => node.mainEntity?.map((question) => question.name) ?? [])).toEqual(questions)
  })

  test("the footer's columns and links from the content file", () =>
    checkPage(path, (see) => {
      const footer = see.$("footer").last() as Scope
      for (const column of content.footer?.columns ?? [])
        for (const link of column.links) see.link(footer, link.label, link.href)
    }))
})

describe("Home 8 (consulting)", () => {
  needsRoutes("/home-8/")
  const content = pageFile("home-8")

  // What the generic checks do not say: the board pack its hero's visual key names, and the
  // practices numbered in order, as the file asks.
  test("the hero's board pack is a picture labelled for screen readers; the numbered practices show their numbers", () =>
    checkPage("/home-8/", (see) => {
      if (!byRole(see.$, "img", { name: /.{20,}/, scope: see.hero }).length)
        see.note("the hero has no labelled picture")
      for (const grid of sectionsOf(content, "features").filter((grid) => grid.numbered)) {
        const region = see.region(grid.title)
        see.count(region.find("article").length, grid.items.length, `${grid.title}: cards`)
        for (const index of grid.items.keys())
          see.hasText(region, String(index + 1).padStart(2, "0"), `${grid.title}: the numbers`)
      }
    }))
})

describe("Home 9 (time tracking)", () => {
  needsRoutes("/home-9/")
  // What the content file cannot say: the bento tiles its hero's visual key names.
  test("the hero's bento tiles are pictures labelled for screen readers", () =>
    checkPage("/home-9/", (see) => {
      if (!byRole(see.$, "img", { name: /.{20,}/, scope: see.hero }).length)
        see.note("the hero has no labelled picture")
    }))
})
