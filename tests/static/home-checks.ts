/**
 * Reading a built page the way its browser tests read it: the region named by a section's title,
 * the links a section's data names, a figure with its label, a plan card. Each finder notes what it
 * does not find in a Problems list, naming the page, so a check reports every miss at once.
 */
import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"

import { href } from "#/lib/url.ts"
import { byRole, nameOf, textOf } from "./dom"
import { text, type BuiltPage, type Problems } from "./pages"

export type Scope = Cheerio<Element>
type Name = string | RegExp

const quoted = (name: Name) => (typeof name === "string" ? `"${name}"` : String(name))

/** The words of an element, white space collapsed, screen-reader-only words included (as textContent). */
export const wordsOf = (scope: Scope) => text(scope.text())

/** The words of each element found, in document order. */
export const wordsOfEach = (found: Scope) => found.toArray().map((_, index) => text(found.eq(index).text()))

/**
 * The checks of one page. Every finder returns what it found (possibly nothing) and notes a problem
 * when that is not what the page should have.
 */
export function checksOf(page: BuiltPage, problems: Problems) {
  const { $ } = page
  const note = (what: string) => problems.add(page, what)
  const main = $("main").first() as Scope

  /** The one element of a role and name (in `scope`), noted when there is none or more than one. */
  const one = (role: Parameters<typeof byRole>[1], name: Name, scope?: Scope): Scope => {
    const found = byRole($, role, { name, scope })
    if (found.length !== 1) note(`${found.length} ${role}s named ${quoted(name)}, not one`)
    return $(found.slice(0, 1))
  }

  return {
    page,
    $,
    main,
    note,
    one,
    region: (name: Name, scope?: Scope) => one("region", name, scope),
    /** The one fieldset (in `scope`) that its legend names, as a reader hears it. */
    fieldset(legend: string, scope: Scope = main): Scope {
      const found = scope.find("fieldset").filter((_, set) => {
        const caption = $(set).children("legend").get(0)
        return caption !== undefined && textOf($, caption) === legend
      })
      if (found.length !== 1) note(`${found.length} groups named "${legend}", not one`)
      return found.first()
    },
    /** The first section, which the homes give the id "hero". */
    hero: $("#hero") as Scope,

    equal(actual: unknown, expected: unknown, what: string) {
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        note(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
    },

    /** The element has these words somewhere inside. */
    contains(scope: Scope, words: string, what: string) {
      if (!wordsOf(scope).includes(text(words))) note(`${what} does not say "${words}"`)
    },

    /** Some element inside has exactly these words (getByText with exact: true). */
    hasText(scope: Scope, words: string, what: string) {
      const all = scope.find("*")
      if (!all.toArray().some((element) => text($(element).text()) === words)) note(`${what}: nothing reads "${words}"`)
    },

    heading(level: number, scope: Scope = main) {
      return byRole($, "heading", { level, scope }).map((element) => nameOf($, element))
    },

    /** The first link named `name` (in `scope`) leads to `target`, a path within the site or an address. */
    link(scope: Scope, name: Name, target: string) {
      const [found] = byRole($, "link", { name, scope })
      if (!found) note(`no link named ${quoted(name)}`)
      else if (found.attribs.href !== href(target))
        note(`the link ${quoted(name)} leads to ${found.attribs.href}, not ${href(target)}`)
    },

    /** Each call to action of a section's data leads where it says. */
    links(scope: Scope, ctas: readonly { label: string; href: string; context?: string }[] = []) {
      for (const cta of ctas) this.link(scope, cta.context ? `${cta.label} ${cta.context}` : cta.label, cta.href)
    },

    /**
     * Each key figure as a visitor reads it: the value in a description list entry of its own
     * (`dl > div`), with its label in the same entry.
     */
    figures(scope: Scope, items: readonly { value: string; label: string }[] = []) {
      const entries = scope.find("dl > div").toArray()
      for (const { value, label } of items) {
        const matching = entries.filter((entry) =>
          $(entry)
            .find("*")
            .toArray()
            .some((element) => text($(element).text()) === value),
        )
        if (matching.length !== 1) note(`${matching.length} figures read "${value}", not one`)
        else if (!wordsOf($(matching[0]!)).includes(label)) note(`the figure "${value}" is not labelled "${label}"`)
      }
    },

    count(actual: number, expected: number, what: string) {
      if (actual !== expected) note(`${actual} ${what}, not ${expected}`)
    },
  }
}

export type Checks = ReturnType<typeof checksOf>
