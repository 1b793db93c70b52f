/**
 * The jobs, projects and services in the build, in every language their pages are in: the career
 * list and the three portfolio layouts with their filterable grid as it stands before any script
 * (what a visitor without JavaScript gets, whatever ?filter= says), each job's, project's and
 * service's page from its file, the job application form, the JobPosting and FAQPage data, and the
 * featured details pages. Expected words come from the collections, their translations, the pages'
 * content files (src/content/pages/) and copy (src/data/pages, through src/i18n/pages.ts), never
 * from the sample copy.
 *
 * Each card opening its own page with that heading is tests/static/content.test.ts's.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"
import { describe, expect, test } from "vitest"
import { parse } from "yaml"

import { defaultLocale, localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import { ui } from "#/i18n/ui.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"
import type { PortfolioFilter } from "#/lib/content/projects.ts"
import { categoryFilters, countText, type CountLabels, type CountNoun, type FilterOption } from "#/lib/filters.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import type { SectionKind } from "#/page-schema.ts"
import { needsRoutes } from "../support/needs"
import { pageFile, pageIn, sectionOf, sectionsOf } from "../support/page-files"
import { jsonLdOf } from "../support/schema-org"
import { collection, featuredKinds, featuredOf, type Entry } from "../support/site-content"
import { byRole, hiddenByMarkup, nameOf, textOf } from "./dom"
import { islandProps, islandsOf } from "./island-props"
import { hasPage, page, pages, Problems, text, type BuiltPage } from "./pages"

/* ---------- The collections, in each language ---------- */

const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")

/** The file an entry was read from, by its id (a `slug` may rename it). */
function fileOf(name: string, id: string): string {
  for (const extension of ["yaml", "mdx"]) {
    const file = join(contentRoot, name, `${id}.${extension}`)
    if (existsSync(file)) return `${id}.${extension}`
  }
  throw new Error(`No file in src/content/${name}/ for "${id}"`)
}

/**
 * An entry in a language, as the build makes it (src/lib/content/localized.ts): its translation's
 * words (src/content/<name>/<locale>/<file>) over the English entry's fields.
 */
function localized<T>(name: "jobs" | "services" | "projects", entry: { id: string; data: T }, locale: Locale): T {
  if (locale === defaultLocale) return entry.data
  const file = join(contentRoot, name, locale, fileOf(name, entry.id))
  const words = withBrandDeep(parse(readFileSync(file, "utf8"), { schema: "yaml-1.1" }) as Partial<T>)
  return { ...entry.data, ...words }
}

type Job = {
  title: string
  description: string
  category: "Design" | "Development" | "Business"
  type: "Full Time" | "Part Time" | "Contract" | "Internship" | "Remote"
  location: string
  salary?: { min: number; max: number; currency?: string; per?: "year" | "month" | "hour" }
  posted: Date | string
  closes: Date | string
  order: number
  experience: string
  details: string[]
  responsibilities: string[]
  requirements: string[]
  skills: string[]
}

type Project = {
  title: string
  client: string
  category: string
  summary: string
  tags: string[]
  order: number
  year: number
  duration: string
  website?: string
  coverAlt: string
  gallery?: { alt: string }[]
  services: string[]
  challenge: string[]
  approach: string[]
  results: string[]
  metrics: { value: string; label: string }[]
}

type Service = {
  title: string
  summary: string
  order: number
  headline: string
  coverAlt: string
  intro: string[]
  blocks: { heading: string; paragraphs?: string[]; list?: { kind: "bullets" | "steps"; items: string[] } }[]
  facts: { label: string; value: string }[]
  faq: { question: string; answer: string[] }[]
}

/** A collection's published entries in the order the site lists them: by `order`, then by file name. */
const ordered = <T extends { order: number }>(name: Parameters<typeof collection>[0]) =>
  collection(name)
    .map((entry: Entry) => ({ id: entry.id, data: entry.data as unknown as T }))
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))

const jobs = ordered<Job>("jobs")
const projects = ordered<Project>("projects")
const services = ordered<Service>("services")

/* ---------- Reading the built pages ---------- */

const h1Of = (target: BuiltPage) => text(target.$("h1").first().text())
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const texts = (target: BuiltPage, found: Cheerio<Element>) => found.map((_, element) => textOf(target.$, element)).get()
/** The page in every language of a route, for the pages built. */
const everyLanguage = (path: string) =>
  pageLocales(path)
    .map((locale) => localePath(locale, path))
    .filter(hasPage)
    .map(page)
const regionNamed = (target: BuiltPage, name: string) => target.$(byRole(target.$, "region", { name }))

/** The breadcrumb: its items, its links' targets, and the current page. */
function crumbsOf(target: BuiltPage) {
  const trail = target.$(`nav[aria-label="${ui(target.locale).breadcrumb.label}"]`).first()
  return {
    items: texts(target, trail.find("li")),
    links: trail
      .find("a[href]")
      .map((_, a) => target.$(a).attr("href"))
      .get(),
    current: text(trail.find('[aria-current="page"]').text()),
  }
}

/** The page's JSON-LD nodes of a type. */
const nodesOf = (target: BuiltPage, type: string) =>
  jsonLdOf(target.html)
    .flatMap((document) => (document as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [])
    .filter((node) => node["@type"] === type)

/* ---------- The filterable grid ---------- */

type GridProps = {
  label: string
  all: string
  filters: FilterOption[]
  noun: CountNoun
  count?: CountLabels
  locale?: string
  itemTags: string[][]
}

/** What each filterable grid of the site should hold: its page, words and filters, and each item's tags in order. */
function expectedGrids(): { page: BuiltPage; props: Omit<GridProps, "count" | "locale"> }[] {
  const careers = everyLanguage("/career/").map((target) => {
    const { filter } = jobsBlockIn(target.locale)
    return {
      page: target,
      props: {
        label: filter.label,
        all: filter.all,
        // A tab per team, named as the cards name it.
        filters: categoryFilters(careerOf(target.locale).careerCopy.categories),
        noun: filter.noun,
        itemTags: jobs.map((job) => [job.data.category.toLowerCase()]),
      },
    }
  })
  const portfolios = layouts
    .filter((layout) => hasPage(layout.path))
    .map(({ path, file }) => {
      const { filter } = sectionOf(pageFile(file), "projects")
      return {
        page: page(path),
        props: {
          label: filter.label,
          all: filter.all,
          filters: filter.buttons.map(({ value, label }) => ({ value, label })),
          noun: filter.noun,
          itemTags: projects.map((project) => tagsIn(filter.buttons, project.data)),
        },
      }
    })
  return [...careers, ...portfolios]
}

/** The filters a project is found under: those naming one of its tags. */
const tagsIn = (filters: readonly PortfolioFilter[], project: Project) =>
  filters.filter((filter) => filter.tags.some((tag) => project.tags.includes(tag))).map((filter) => filter.value)

/** The portfolio layouts, each with its content file (src/content/pages/<file>.yaml), whose projects block is its grid. */
const layouts = [
  { path: "/portfolio/", file: "portfolio" },
  { path: "/portfolio-3/", file: "portfolio-3" },
  { path: "/portfolio-4/", file: "portfolio-4" },
] as const

describe("every filterable grid", () => {
  test("holds its page's filters, and each item the filters its data puts it under", () => {
    const problems = new Problems()
    const expected = expectedGrids()
    expect(expected.length, "grids expected").toBeGreaterThan(0)
    for (const { page: target, props: wanted } of expected) {
      const [island, ...more] = islandsOf(target.$, "FilterableGrid")
      if (!island || more.length > 0) {
        problems.add(target, `${more.length + (island ? 1 : 0)} filterable grids, not one`)
        continue
      }
      const props = islandProps(island) as GridProps
      for (const key of ["label", "all", "filters", "noun"] as const)
        if (!same(props[key], wanted[key])) problems.add(target, `the grid's ${key} is ${JSON.stringify(props[key])}`)
      if (props.itemTags.length !== wanted.itemTags.length)
        problems.add(target, `the grid has ${props.itemTags.length} items, not ${wanted.itemTags.length}`)
      for (const [index, tags] of wanted.itemTags.entries())
        if (!same(props.itemTags[index], tags))
          problems.add(
            target,
            `item ${index + 1} is filed under ${JSON.stringify(props.itemTags[index])}, not ${JSON.stringify(tags)}`,
          )
    }
    expect(problems.lines, "filterable grids").toEqual([])
  })

  test("starts with every item shown, All pressed and the status counting them all, whatever ?filter= says", () => {
    const problems = new Problems()
    let grids = 0
    for (const target of pages())
      for (const island of islandsOf(target.$, "FilterableGrid")) {
        grids++
        const { $ } = target
        const props = islandProps(island) as GridProps
        const scope = $(island)
        const [group, ...others] = byRole($, "group", { name: props.label, scope })
        if (!group || others.length > 0) {
          problems.add(target, `no one group named "${props.label}" of filter buttons`)
          continue
        }
        const buttons = byRole($, "button", { scope: $(group) })
        const labels = buttons.map((button) => textOf($, button))
        if (!same(labels, [props.all, ...props.filters.map((filter) => filter.label)]))
          problems.add(target, `the filter buttons read ${JSON.stringify(labels)}`)
        for (const button of buttons) {
          const pressed = button.attribs["aria-pressed"]
          const wanted = textOf($, button) === props.all ? "true" : "false"
          if (pressed !== wanted) problems.add(target, `"${textOf($, button)}" is aria-pressed="${pressed}" at first`)
        }
        const total = props.itemTags.length
        const status = text(scope.find('[role="status"]').first().text())
        const wanted = countText(total, total, props.noun, null, props.count, props.locale)
        if (status !== wanted) problems.add(target, `the status reads "${status}", not "${wanted}"`)
        const items = scope.find("[data-filter-item]").toArray()
        if (items.length !== total) problems.add(target, `${items.length} items, the grid files ${total}`)
        for (const [index, item] of items.entries()) {
          if (hiddenByMarkup($, item) || $(item).closest("[inert]").length > 0)
            problems.add(target, `item ${index + 1} is hidden before any script runs`)
          const filed = item.attribs["data-filter"]
          if (filed !== undefined && !same(filed.split(" ").filter(Boolean), props.itemTags[index]))
            problems.add(
              target,
              `item ${index + 1} is data-filter="${filed}", the grid files it ${JSON.stringify(props.itemTags[index])}`,
            )
        }
      }
    expect(problems.lines, "filterable grids before any script").toEqual([])
    expect(grids, "filterable grids checked").toBeGreaterThan(0)
  })
})

/* ---------- Career ---------- */

const careerOf = (locale: Locale) => pageCopy.career[locale]
/** The career page's jobs block in a language (src/content/pages/career.yaml, with its translation's words). */
function jobsBlockIn(locale: Locale) {
  const [block] = sectionsOf(pageIn("career", locale), "jobs")
  if (!block) throw new Error("src/content/pages/career.yaml has no jobs block")
  return block
}
/** The salary as the site words it: a figure, then "a year" (or a month, an hour) in the page's words. */
const salaryText = (salary: Job["salary"], locale: Locale) =>
  new RegExp(`\\d.* ${careerOf(locale).careerCopy.per[salary?.per ?? "year"]}$`)

describe("career: the open positions", () => {
  needsRoutes("/career/")
  test("every job is a card, in order, with its team, type, location and salary, and an Apply now link named after it", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/career/")) {
      const { $, locale } = target
      const { careerCopy } = careerOf(locale)
      const { cardLabels } = jobsBlockIn(locale)
      const cards = $("[data-filter-item]").toArray()
      if (cards.length !== jobs.length) problems.add(target, `${cards.length} job cards, not ${jobs.length}`)
      for (const [index, job] of jobs.entries()) {
        const element = cards[index]
        if (!element) continue
        const card = $(element)
        const data = localized("jobs", job, locale)
        const title = text(card.find("h3").text())
        if (title !== data.title) {
          problems.add(target, `card ${index + 1} is "${title}", not "${data.title}"`)
          continue
        }
        const badges = texts(target, card.find("span"))
        for (const badge of [careerCopy.categories[data.category], careerCopy.types[data.type]])
          if (!badges.includes(badge)) problems.add(target, `the card "${title}" does not show "${badge}"`)
        const facts = texts(target, card.find("dd"))
        const salaryOk = data.salary ? salaryText(data.salary, locale).test(facts[1] ?? "") : facts.length === 1
        if (facts[0] !== data.location || !salaryOk)
          problems.add(target, `the card "${title}" gives ${JSON.stringify(facts)}: its location, then its salary`)
        const apply = byRole($, "link", { name: new RegExp(`^${cardLabels.apply.label}`), scope: card })
        const name = apply[0] ? nameOf($, apply[0]) : ""
        if (apply.length !== 1 || !name.endsWith(data.title))
          problems.add(target, `the card "${title}" has no "${cardLabels.apply.label}" link named after it`)
        else if (apply[0]!.attribs.href !== href(localePath(locale, `/career/${job.id}/`)))
          problems.add(target, `the card "${title}" applies at ${apply[0]!.attribs.href}`)
      }
    }
    expect(problems.lines, "job cards").toEqual([])
  })
})

/** Every job's page, in every language, with its job; the featured /career-details/ pages too when asked. */
function jobPages({ featured = false } = {}) {
  const chosen = featuredOf("job", jobs)
  return pages().flatMap((target) => {
    const id = /^\/career\/([^/]+)\/$/.exec(target.english)?.[1]
    const job = featured && featuredKinds[target.english] === "job" ? chosen : jobs.find((j) => j.id === id)
    return job ? [{ page: target, job, data: localized("jobs", job, target.locale) }] : []
  })
}

describe("a job's page", () => {
  test("shows the job from its file: description, breadcrumb, duties, requirements, skills and an overview", () => {
    const problems = new Problems()
    for (const { page: target, data } of jobPages()) {
      const { $, locale } = target
      const { careerCopy } = careerOf(locale)
      const { headings, overview } = careerCopy.details
      const career = href(localePath(locale, "/career/"))
      if (h1Of(target) !== data.title) problems.add(target, `the heading is "${h1Of(target)}"`)
      if (!texts(target, $("main p")).includes(text(data.description)))
        problems.add(target, "the job's description is not shown")
      const crumbs = crumbsOf(target)
      if (crumbs.items.at(-1) !== data.title || crumbs.links.at(-1) !== career)
        problems.add(
          target,
          `the breadcrumb reads ${JSON.stringify(crumbs.items)}, its last link ${crumbs.links.at(-1)}`,
        )

      const sections = [
        [headings.details, "p", data.details],
        [headings.responsibilities, "li", data.responsibilities],
        [headings.requirements, "li", data.requirements],
        [headings.skills, "li", data.skills],
      ] as const
      for (const [name, selector, expected] of sections) {
        const shown = texts(target, regionNamed(target, name).find(selector))
        if (!same(shown, expected.map(text))) problems.add(target, `"${name}" reads ${JSON.stringify(shown)}`)
      }

      const box = $(`h2:contains("${overview.title}")`).first().parent()
      const facts = texts(target, box.find("dd"))
      const wanted = [
        careerCopy.categories[data.category],
        careerCopy.types[data.type],
        data.location,
        ...(data.salary ? ["salary"] : []),
        data.experience,
      ]
      const salaryAt = data.salary ? 3 : -1
      if (
        facts.length !== wanted.length ||
        wanted.some((fact, i) =>
          i === salaryAt ? !salaryText(data.salary, locale).test(facts[i]!) : fact !== facts[i],
        )
      )
        problems.add(target, `the overview gives ${JSON.stringify(facts)}`)
      const back = byRole($, "link", { name: overview.back.label, scope: box })
      if (back[0]?.attribs.href !== career) problems.add(target, `"${overview.back.label}" does not lead to ${career}`)
      const apply = byRole($, "link", { name: overview.apply.label, scope: box })
      const anchor = overview.apply.href.slice(1)
      if (apply[0]?.attribs.href !== overview.apply.href) problems.add(target, `no "${overview.apply.label}" link`)
      else if (
        byRole($, "heading", { name: careerCopy.details.application.title, scope: $(`[id="${anchor}"]`) }).length !== 1
      )
        problems.add(target, `#${anchor} does not hold the heading "${careerCopy.details.application.title}"`)

      // The recruiter can be written to: the address shown is the address linked.
      for (const mail of $('main a[href^="mailto:"]').toArray())
        if (mail.attribs.href !== `mailto:${textOf($, mail)}`)
          problems.add(target, `the link "${textOf($, mail)}" writes to ${mail.attribs.href}`)
      if ($('main a[href^="mailto:"]').length === 0) problems.add(target, "no address to write to")
    }
    expect(problems.lines, "job pages").toEqual([])
  })

  test("its application form asks for a name, an address and a message, and carries the job it is for", () => {
    const problems = new Problems()
    for (const { page: target, job, data } of jobPages({ featured: true })) {
      const { $ } = target
      const { form: copy } = careerOf(target.locale).careerCopy.application
      const [form, ...more] = byRole($, "form", { name: copy.label })
      if (!form || more.length > 0) {
        problems.add(target, `no one form named "${copy.label}"`)
        continue
      }
      const scope = $(form)
      const field = (name: string) => scope.find(`[name="${name}"]`)
      const wanted: { name: string; required: boolean; type: string; autoComplete?: string; label?: string }[] = [
        ...copy.fields.map((input) => ({
          name: input.name,
          required: input.required,
          type: ("type" in input && input.type) || "text",
          autoComplete: "autoComplete" in input ? input.autoComplete : undefined,
          label: input.label,
        })),
        { name: copy.consent.name, required: copy.consent.required, type: "checkbox" },
      ]
      for (const input of wanted) {
        const control = field(input.name)
        const element = control.get(0)
        if (control.length !== 1 || !element) {
          problems.add(target, `${control.length} "${input.name}" fields`)
          continue
        }
        if (input.required && control.attr("required") === undefined)
          problems.add(target, `"${input.name}" is not required`)
        if (input.type !== "textarea" && control.attr("type") !== input.type)
          problems.add(target, `"${input.name}" is type ${control.attr("type")}, not ${input.type}`)
        if (input.autoComplete && control.attr("autocomplete") !== input.autoComplete)
          problems.add(target, `"${input.name}" completes "${control.attr("autocomplete")}", not ${input.autoComplete}`)
        if (input.label && nameOf($, element) !== input.label)
          problems.add(target, `"${input.name}" is labelled "${nameOf($, element)}", not "${input.label}"`)
      }
      for (const [name, value] of [
        ["job-id", job.id],
        ["job-title", data.title],
      ] as const)
        if (field(name).attr("type") !== "hidden" || field(name).attr("value") !== value)
          problems.add(target, `the form's ${name} is "${field(name).attr("value")}", not "${value}"`)
      if (text(scope.find('button[type="submit"]').text()) !== copy.submit)
        problems.add(target, `no "${copy.submit}" button`)
      if (scope.closest("[data-form-status]").find('[role="status"]').length !== 1)
        problems.add(target, "the form has no status line")
    }
    expect(problems.lines, "application forms").toEqual([])
  })

  test("every job page describes its job to search engines as a JobPosting from its file", () => {
    const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10)
    const employmentTypes: Record<string, string> = {
      "Full Time": "FULL_TIME",
      "Part Time": "PART_TIME",
      Contract: "CONTRACTOR",
      Internship: "INTERN",
    }
    const problems = new Problems()
    for (const { page: target, data } of jobPages()) {
      const postings = nodesOf(target, "JobPosting")
      if (postings.length !== 1) {
        problems.add(target, `${postings.length} JobPostings`)
        continue
      }
      const posting = postings[0]!
      const wrong = (what: string, found: unknown) =>
        problems.add(target, `the JobPosting's ${what} is ${JSON.stringify(found)}`)
      if (posting.title !== data.title) wrong("title", posting.title)
      if (posting.url !== absoluteUrl(target.path)) wrong("url", posting.url)
      if (posting.datePosted !== isoDate(data.posted)) wrong("datePosted", posting.datePosted)
      if (String(posting.validThrough).slice(0, 10) !== isoDate(data.closes))
        wrong("validThrough", posting.validThrough)
      if (data.type === "Remote") {
        // "Remote" says where the work is done, not how many hours: no employment type, no office.
        if (posting.jobLocationType !== "TELECOMMUTE") wrong("jobLocationType", posting.jobLocationType)
        if (posting.jobLocation !== undefined) wrong("jobLocation", posting.jobLocation)
      } else {
        if (posting.employmentType !== employmentTypes[data.type]) wrong("employmentType", posting.employmentType)
        const place = posting.jobLocation as { address?: { addressLocality?: string } } | undefined
        // The place without a note in brackets: "Portland, OR (hybrid)" is in Portland, OR.
        if (place?.address?.addressLocality !== data.location.replace(/\s*\(.*\)\s*$/, ""))
          wrong("jobLocation", place?.address?.addressLocality)
      }
      const salary = posting.baseSalary as { currency?: string; value?: Record<string, unknown> } | undefined
      if (data.salary) {
        const wanted = {
          currency: data.salary.currency ?? "USD",
          minValue: data.salary.min,
          maxValue: data.salary.max,
          unitText: (data.salary.per ?? "year").toUpperCase(),
        }
        const found = { currency: salary?.currency, ...salary?.value }
        if (Object.entries(wanted).some(([key, value]) => found[key as keyof typeof found] !== value))
          wrong("baseSalary", salary)
      } else if (salary !== undefined) wrong("baseSalary (the listing gives none)", salary)
    }
    expect(problems.lines, "JobPostings").toEqual([])
  })
})

/* ---------- Portfolio ---------- */

describe("the portfolio layouts", () => {
  needsRoutes("/portfolio/", "/portfolio-3/", "/portfolio-4/")
  test("every project is a card, in order: its title, one link to its page named by it, its cover described", () => {
    const problems = new Problems()
    for (const layout of layouts.filter((candidate) => hasPage(candidate.path))) {
      const target = page(layout.path)
      const { $ } = target
      const cards = $("[data-filter-item]").toArray()
      if (cards.length !== projects.length) problems.add(target, `${cards.length} cards, not ${projects.length}`)
      for (const [index, { id, data }] of projects.entries()) {
        const element = cards[index]
        if (!element) continue
        const card = $(element)
        const title = text(card.find("h3").text())
        if (title !== data.title) {
          problems.add(target, `card ${index + 1} is "${title}", not "${data.title}"`)
          continue
        }
        const links = byRole($, "link", { scope: card })
        if (links.length !== 1) problems.add(target, `the card "${title}" has ${links.length} links, not one`)
        else if (links[0]!.attribs.href !== href(`/portfolio/${id}/`) || nameOf($, links[0]!) !== data.title)
          problems.add(target, `the card "${title}" links ${links[0]!.attribs.href}, named "${nameOf($, links[0]!)}"`)
        const image = card.find("img")
        if (!/^\d+$/.test(image.attr("width") ?? "") || !/^\d+$/.test(image.attr("height") ?? ""))
          problems.add(target, `the cover of "${title}" has no width and height`)
        if (image.attr("alt") !== data.coverAlt)
          problems.add(target, `the cover of "${title}" is described "${image.attr("alt")}"`)
      }
    }
    expect(problems.lines, "portfolio cards").toEqual([])
  })
})

/** The projects in a language: each with its translation's words over its own. */
const projectsIn = (locale: Locale) =>
  projects.map((project) => ({ ...project, data: localized("projects", project, locale) }))

/** Every project's case study, in every language it is in, with the project in that language and the page's words. */
const projectPages = () =>
  projects.flatMap((project, at) =>
    everyLanguage(`/portfolio/${project.id}/`).map((target) => ({
      page: target,
      project: { ...project, data: localized("projects", project, target.locale) },
      at,
      all: projectsIn(target.locale),
      details: pageCopy.caseStudy[target.locale].details,
      caseStudyOf: (id: string) => href(localePath(target.locale, `/portfolio/${id}/`)),
    })),
  )

/** The translation of a project, as its file has it (the English file's own fields not merged in). */
const translationOf = (id: string, locale: Locale): Partial<Project> =>
  parse(readFileSync(join(contentRoot, "projects", locale, fileOf("projects", id)), "utf8"), {
    schema: "yaml-1.1",
  }) as Partial<Project>

describe("a project's page", () => {
  test("shows the project's facts, its story, its results and its pictures, in each of its languages", () => {
    const problems = new Problems()
    for (const { page: target, project, details } of projectPages()) {
      const { labels } = details
      const { $ } = target
      const { data } = project
      if (h1Of(target) !== data.title) problems.add(target, `the heading is "${h1Of(target)}"`)
      if (!texts(target, $("main p")).includes(text(data.summary))) problems.add(target, "the summary is not shown")
      const crumbs = crumbsOf(target)
      if (crumbs.current !== data.title || !crumbs.links.includes(href(localePath(target.locale, details.crumb.href))))
        problems.add(target, `the breadcrumb reads ${JSON.stringify(crumbs.items)}`)

      const facts = $("aside").filter((_, aside) => nameOf($, aside) === labels.facts)
      const fact = (term: string) =>
        text(
          facts
            .find("dt")
            .filter((_, dt) => text($(dt).text()) === term)
            .next("dd")
            .text(),
        )
      for (const [term, value] of [
        [labels.client, data.client],
        [labels.category, data.category],
        [labels.duration, data.duration],
        [labels.year, String(data.year)],
      ])
        if (fact(term!) !== value) problems.add(target, `"${term}" is "${fact(term!)}", not "${value}"`)

      const website = byRole($, "link", { name: new RegExp(labels.website), scope: facts })
      if (data.website) {
        const link = website[0]
        if (!link) problems.add(target, `no "${labels.website}" link`)
        else {
          if (!nameOf($, link).includes(labels.newTab))
            problems.add(target, `"${labels.website}" does not say it opens a new tab`)
          if (link.attribs.href !== data.website) problems.add(target, `"${labels.website}" links ${link.attribs.href}`)
          if (link.attribs.target !== "_blank" || !/noopener/.test(link.attribs.rel ?? ""))
            problems.add(target, `"${labels.website}" is not a new tab without an opener`)
        }
      } else if (website.length > 0) problems.add(target, `a "${labels.website}" link for a project without one`)

      for (const [name, paragraphs] of [
        [labels.challenge, data.challenge],
        [labels.approach, data.approach],
        [labels.results, data.results],
      ] as const) {
        const shown = texts(target, regionNamed(target, name).find("p"))
        for (const paragraph of paragraphs)
          if (!shown.includes(text(paragraph)))
            problems.add(target, `"${name}" does not show "${paragraph.slice(0, 40)}…"`)
      }
      const done = texts(target, regionNamed(target, labels.approach).find("li"))
      if (!same(done, data.services)) problems.add(target, `"${labels.approach}" lists ${JSON.stringify(done)}`)
      const results = regionNamed(target, labels.results)
      if (
        !same(
          texts(target, results.find("dd")),
          data.metrics.map((metric) => text(metric.value)),
        )
      )
        problems.add(target, `the key results' figures are ${JSON.stringify(texts(target, results.find("dd")))}`)
      if (
        !same(
          texts(target, results.find("dt")),
          data.metrics.map((metric) => text(metric.label)),
        )
      )
        problems.add(target, `the key results' labels are ${JSON.stringify(texts(target, results.find("dt")))}`)

      // The cover, then the gallery, each described for people who cannot see it.
      for (const alt of [data.coverAlt, ...(data.gallery ?? []).map((image) => image.alt)]) {
        const image = byRole($, "img", { name: alt, scope: $("main") })[0]
        if (!image || !/^\d+$/.test(image.attribs.width ?? ""))
          problems.add(target, `no picture "${alt}" with its size`)
      }
    }
    expect(problems.lines, "project pages").toEqual([])
  })

  test('a story its translation leaves in English is marked lang="en" and a note in the page\'s language says so; a translated one is neither', () => {
    const problems = new Problems()
    let english = 0
    for (const { page: target, project } of projectPages().filter(
      ({ page: built }) => built.locale !== defaultLocale,
    )) {
      const { $, locale } = target
      const storyInEnglish = translationOf(project.id, locale).challenge === undefined
      const note = $("main [data-body-note]")
      const marked = $("main")
        .find('[lang="en"]')
        .filter((_, element) =>
          project.data.challenge.some((paragraph) => text($(element).text()).includes(text(paragraph))),
        )
      if (storyInEnglish) {
        english++
        if (note.length !== 1 || text(note.text()) !== ui(locale).content.englishCaseStudy)
          problems.add(target, `the story is English but the note reads "${text(note.text())}"`)
        if (marked.length === 0) problems.add(target, 'the English story is not marked lang="en"')
        const dir = marked.first().attr("dir")
        if ($("html").attr("dir") === "rtl" ? dir !== "ltr" : dir !== undefined)
          problems.add(target, `the English story's dir is ${dir ?? "inherited"} on a ${$("html").attr("dir")} page`)
        // The note comes before the story it is about.
        const order = $("main").find('[data-body-note], [lang="en"]').first()
        if (order.attr("data-body-note") === undefined) problems.add(target, "the note is not above the English story")
      } else {
        if (note.length > 0) problems.add(target, "a note that the story is English, above a translated story")
        if (marked.length > 0) problems.add(target, 'the translated story is marked lang="en"')
      }
    }
    expect(problems.lines, "case studies' stories").toEqual([])
    if (projectPages().some(({ page: built }) => built.locale !== defaultLocale))
      expect(english, "translated case studies whose story stays English").toBeGreaterThan(0)
  })

  test("previous and next lead to the neighbouring projects in order; the first has no previous, the last no next", () => {
    const problems = new Problems()
    for (const { page: target, at, all: projects, details, caseStudyOf } of projectPages()) {
      const { label, labels: words } = details.neighbours
      const nav = target.$(`nav[aria-label="${label}"]`)
      for (const [rel, word, neighbour] of [
        ["prev", words.previous, projects[at - 1]],
        ["next", words.next, projects[at + 1]],
      ] as const) {
        const link = nav.find(`a[rel="${rel}"]`)
        if (!neighbour) {
          if (link.length > 0) problems.add(target, `a ${rel} link from an end of the list`)
          continue
        }
        if (link.attr("href") !== caseStudyOf(neighbour.id))
          problems.add(target, `the ${rel} link leads to ${link.attr("href")}, not ${caseStudyOf(neighbour.id)}`)
        else if (!nameOf(target.$, link.get(0)!).startsWith(word) || !text(link.text()).includes(neighbour.data.title))
          problems.add(target, `the ${rel} link reads "${text(link.text())}"`)
      }
    }
    expect(problems.lines, "project neighbours").toEqual([])
  })

  test("the related strip shows the next projects, wrapping round, and a link to all work", () => {
    const problems = new Problems()
    for (const { page: target, at, all: projects, details, caseStudyOf } of projectPages()) {
      const more = [1, 2, 3]
        .filter((step) => step < projects.length)
        .map((step) => projects[(at + step) % projects.length]!)
      const related = regionNamed(target, details.related.title)
      const cards = related.find("li").toArray()
      const shown = cards.map((card) => ({
        title: text(target.$(card).find("h3").text()),
        href: target.$(card).find("a[href]").first().attr("href"),
      }))
      const wanted = more.map((entry) => ({ title: entry.data.title, href: caseStudyOf(entry.id) }))
      if (!same(shown, wanted)) problems.add(target, `the related projects are ${JSON.stringify(shown)}`)
      const all = byRole(target.$, "link", { name: details.related.link.label, scope: related })
      if (all[0]?.attribs.href !== href(localePath(target.locale, details.related.link.href)))
        problems.add(target, `no "${details.related.link.label}" link to ${details.related.link.href}`)
    }
    expect(problems.lines, "related projects").toEqual([])
  })
})

/* ---------- Services ---------- */

/** The services page's block of a kind, in a language (src/content/pages/service.yaml, with de/ and ar/ words). */
const serviceBlock = <K extends SectionKind>(locale: Locale, type: K) => sectionsOf(pageIn("service", locale), type)[0]!
/** The words around each service's page, in a language. */
const serviceCopyOf = (locale: Locale) => pageCopy.services[locale].serviceCopy

/** The questions of a page's FAQPage data, with their answers. */
const faqPageOf = (target: BuiltPage) =>
  (nodesOf(target, "FAQPage")[0]?.mainEntity as { name: string; acceptedAnswer: { text: string } }[] | undefined) ?? []

/**
 * The questions a FAQ accordion asks, in order. That each accordion is one group with its first
 * item open and every answer in the HTML is tests/static/homes.test.ts's, for every page.
 */
function checkQuestions(problems: Problems, target: BuiltPage, scope: Cheerio<Element>, questions: readonly string[]) {
  const asked = scope
    .find("details > summary")
    .toArray()
    .map((summary) => textOf(target.$, summary))
  if (!same(asked, questions)) problems.add(target, `the FAQ asks ${JSON.stringify(asked)}`)
}

describe("services", () => {
  needsRoutes("/service/")
  test("/service/ in every language: a card for every service, in order, each with a link to its page named after it", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/service/")) {
      const { $, locale } = target
      const { linkLabel } = serviceBlock(locale, "services")
      const grid = $("section").has("[data-card]").first()
      const cards = grid.find("li").toArray()
      if (cards.length !== services.length)
        problems.add(target, `${cards.length} service cards, not ${services.length}`)
      for (const [index, service] of services.entries()) {
        const element = cards[index]
        if (!element) continue
        const card = $(element)
        const data = localized("services", service, locale)
        const title = text(card.find("h3").text())
        const links = byRole($, "link", { scope: card })
        if (title !== data.title) problems.add(target, `card ${index + 1} is "${title}", not "${data.title}"`)
        else if (links.length !== 1 || links[0]!.attribs.href !== href(localePath(locale, `/service/${service.id}/`)))
          problems.add(target, `the card "${title}" does not link its page`)
        else if (nameOf($, links[0]!) !== `${linkLabel}: ${data.title}`)
          problems.add(target, `the card "${title}" links are named "${nameOf($, links[0]!)}"`)
      }
    }
    expect(problems.lines, "service cards").toEqual([])
  })

  test("/service/ in every language: the site-care plans with their monthly prices, the recommended one badged, no period switch", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/service/")) {
      const { $, locale } = target
      const pricing = serviceBlock(locale, "pricing")
      const table = $(`section[aria-labelledby="${pricing.id}"]`)
      const cards = table.find("article").toArray()
      if (cards.length !== pricing.plans.length)
        problems.add(target, `${cards.length} plans, not ${pricing.plans.length}`)
      if (byRole($, "radio", { scope: table }).length > 0)
        problems.add(target, "a period switch on the site-care plans")
      for (const plan of pricing.plans) {
        const card = $(cards).filter((_, candidate) => text($(candidate).find("h3").text()) === plan.title)
        // Direction marks and isolates around a currency are the renderer's, not the copy's.
        const bare = (value: string) => value.replace(/[\u200e\u200f\u2066-\u2069]/g, "")
        const shows = texts(target, card.find("span")).map(bare)
        const { price } = plan
        if (!("amount" in price)) problems.add(target, `"${plan.title}" has a price for each period, not one`)
        else if (card.length !== 1) problems.add(target, `no one plan "${plan.title}"`)
        else if (!shows.includes(bare(text(price.amount))) || !shows.includes(`/${price.period}`))
          problems.add(target, `"${plan.title}" does not show ${price.amount} a ${price.period}`)
        else if ("badge" in plan && plan.badge && !shows.includes(plan.badge))
          problems.add(target, `"${plan.title}" is not badged "${plan.badge}"`)
        for (const other of cards.filter((candidate) => candidate !== card.get(0)))
          if ("badge" in plan && plan.badge && texts(target, $(other).find("span")).includes(plan.badge))
            problems.add(target, `"${text($(other).find("h3").text())}" wears the badge of "${plan.title}"`)
      }
    }
    expect(problems.lines, "site-care plans").toEqual([])
  })

  test("/service/ in every language: the FAQ asks the copy's questions, the ones it gives search engines", () => {
    const problems = new Problems()
    for (const target of everyLanguage("/service/")) {
      const faq = serviceBlock(target.locale, "faq")
      const questions = faq.items.map((item) => item.question)
      checkQuestions(problems, target, target.$(`section[aria-labelledby="${faq.id}"]`), questions)
      if (
        !same(
          faqPageOf(target).map((question) => question.name),
          questions,
        )
      )
        problems.add(target, `the FAQPage asks ${JSON.stringify(faqPageOf(target).map((question) => question.name))}`)
    }
    expect(problems.lines, "the services page's FAQ").toEqual([])
  })
})

/** Every service's page, in every language, with its service; the featured /service-details/ pages too. */
function servicePages() {
  const chosen = featuredOf("service", services)
  return pages().flatMap((target) => {
    const id = /^\/service\/([^/]+)\/$/.exec(target.english)?.[1]
    const service = featuredKinds[target.english] === "service" ? chosen : services.find((s) => s.id === id)
    return service ? [{ page: target, service, data: localized("services", service, target.locale) }] : []
  })
}

describe("a service's page", () => {
  test("the service's article from its file: headline, sections, lists, picture and key facts", () => {
    const problems = new Problems()
    for (const { page: target, data } of servicePages()) {
      const { $, locale } = target
      const serviceCopy = serviceCopyOf(locale)
      if (h1Of(target) !== data.title) problems.add(target, `the heading is "${h1Of(target)}"`)
      const crumbs = crumbsOf(target)
      if (crumbs.items.length !== 3 || crumbs.current !== data.title)
        problems.add(target, `the breadcrumb reads ${JSON.stringify(crumbs.items)}`)
      if (crumbs.links.at(-1) !== href(localePath(locale, serviceCopy.crumb.href)))
        problems.add(target, `the breadcrumb leads back to ${crumbs.links.at(-1)}`)

      const article = $("main article").first()
      const differs = (what: string, found: unknown, wanted: unknown) =>
        !same(found, wanted) && problems.add(target, `${what}: ${JSON.stringify(found)}`)
      differs("the article's h2", texts(target, article.find("h2")), [data.headline])
      differs(
        "the article's h3s",
        texts(target, article.find("h3")),
        data.blocks.map((block) => block.heading),
      )
      const paragraphs = texts(target, article.find("p"))
      for (const paragraph of [...data.intro, ...data.blocks.flatMap((block) => block.paragraphs ?? [])])
        if (!paragraphs.includes(text(paragraph)))
          problems.add(target, `the article does not show "${paragraph.slice(0, 40)}…"`)
      const listed = (kind: "bullets" | "steps") =>
        data.blocks.flatMap((block) => (block.list?.kind === kind ? block.list.items : []))
      differs("the bullets", texts(target, article.find("ul > li")), listed("bullets"))
      // Steps are numbered: the number, then the step.
      const steps = texts(target, article.find("ol > li"))
      if (steps.length !== listed("steps").length || listed("steps").some((step, i) => !steps[i]!.endsWith(text(step))))
        problems.add(target, `the steps: ${JSON.stringify(steps)}`)
      differs(
        "the picture's description",
        article
          .find("img")
          .map((_, img) => img.attribs.alt)
          .get(),
        [data.coverAlt],
      )

      const facts = $("aside").has("dl").first()
      differs(
        "the facts' labels",
        texts(target, facts.find("dt")),
        data.facts.map((fact) => fact.label),
      )
      differs(
        "the facts",
        texts(target, facts.find("dd")),
        data.facts.map((fact) => fact.value),
      )
      differs(
        "the facts' link",
        facts
          .find("a")
          .map((_, a) => a.attribs.href)
          .get(),
        [href(localePath(locale, serviceCopy.article.facts.cta.href))],
      )
    }
    expect(problems.lines, "service pages").toEqual([])
  })

  test("its own FAQ asks the questions of its file, and gives search engines those questions and answers", () => {
    const problems = new Problems()
    for (const { page: target, data } of servicePages()) {
      const { faq } = serviceCopyOf(target.locale)
      checkQuestions(
        problems,
        target,
        target.$(`section[aria-labelledby="${faq.id}"]`),
        data.faq.map((item) => item.question),
      )
      const given = faqPageOf(target).map((question) => [question.name, question.acceptedAnswer.text])
      if (
        !same(
          given,
          data.faq.map((item) => [item.question, item.answer.join("\n\n")]),
        )
      )
        problems.add(target, `the FAQPage gives ${JSON.stringify(given).slice(0, 200)}…`)
    }
    expect(problems.lines, "service FAQs").toEqual([])
  })
})

/* ---------- The featured details pages ---------- */

test("each featured details page shows the item settings/featured.yaml names and names that item's page canonical", () => {
  const kinds = {
    post: { base: "/blog/", items: collection("blog") },
    project: { base: "/portfolio/", items: projects.map(({ id, data }) => ({ id, data })) },
    job: { base: "/career/", items: jobs },
    service: { base: "/service/", items: services },
  } as const
  const problems = new Problems()
  let checked = 0
  for (const target of pages()) {
    const kind = featuredKinds[target.english] as keyof typeof kinds | undefined
    if (!kind) continue
    checked++
    const { base, items } = kinds[kind]
    const item = featuredOf(kind, items as readonly { id: string; data: { title: string } }[])
    const own = localePath(target.locale, `${base}${item.id}/`)
    const title =
      kind === "job"
        ? localized("jobs", item as (typeof jobs)[number], target.locale).title
        : kind === "service"
          ? localized("services", item as (typeof services)[number], target.locale).title
          : item.data.title
    if (h1Of(target) !== title) problems.add(target, `shows "${h1Of(target)}", not the featured ${kind} "${title}"`)
    const canonical = target.$('link[rel="canonical"]').attr("href")
    if (canonical !== absoluteUrl(own)) problems.add(target, `names ${canonical} canonical, not ${absoluteUrl(own)}`)
  }
  expect(problems.lines, "featured details pages").toEqual([])
  expect(checked, "featured details pages checked").toBeGreaterThan(0)
})
