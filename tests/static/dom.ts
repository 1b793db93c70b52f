/**
 * Finding elements in built HTML as the browser suite's role queries do, worked out from the markup
 * alone: hidden subtrees, the roles elements take by default or say they have, and accessible names
 * (aria-labelledby, aria-label, a label, alt text, then the text inside), so a check can find "the
 * region named Pricing" or "the link named Contact us" as a reader does.
 *
 * What only CSS decides (a class that hides a block on some widths) is not seen here: that stays
 * with the browser suite.
 */
import type { Cheerio, CheerioAPI } from "cheerio"
import type { AnyNode, Element } from "domhandler"

/** Whether an element is left out of the accessibility tree by its markup (hidden, aria-hidden, a template). */
export function hiddenByMarkup($: CheerioAPI, element: AnyNode): boolean {
  return $(element).closest('template, [hidden], [aria-hidden="true"]').length > 0
}

const within = ($: CheerioAPI, selector: string, scope?: Cheerio<AnyNode>): Cheerio<Element> =>
  scope ? scope.find(selector) : $<Element, string>(selector)

/** The elements a selector finds that a reader can reach: outside templates and hidden subtrees. */
export function reachable($: CheerioAPI, selector: string, scope?: Cheerio<AnyNode>): Cheerio<Element> {
  return within($, selector, scope).filter((_, element) => !hiddenByMarkup($, element))
}

/** How many banner, main and contentinfo landmarks the page has. */
export function landmarks($: CheerioAPI): Record<"banner" | "main" | "contentinfo", number> {
  return {
    banner: byRole($, "banner").length,
    main: byRole($, "main").length,
    contentinfo: byRole($, "contentinfo").length,
  }
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim()

/** The text a reader gets from an element: hidden parts left out, pictures by their alt text. */
export function textOf($: CheerioAPI, element: AnyNode): string {
  const parts: string[] = []
  const walk = (node: AnyNode) => {
    if (node.type === "text") parts.push(node.data)
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return
    const el = node as Element
    if (["script", "style", "template"].includes(el.name)) return
    if (el.attribs.hidden !== undefined || el.attribs["aria-hidden"] === "true") return
    if (el.name === "img") return void parts.push(el.attribs.alt ?? "")
    if (el.name === "br") return void parts.push(" ")
    for (const child of el.children) walk(child)
  }
  walk(element)
  return collapse(parts.join(""))
}

/** The roles that take their name from their content, for any element that says it has one. */
const namedFromContent = new Set([
  "button",
  "link",
  "heading",
  "cell",
  "gridcell",
  "columnheader",
  "rowheader",
  "row",
  "option",
  "tab",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "checkbox",
  "radio",
  "switch",
  "treeitem",
  "tooltip",
])

/**
 * An element's accessible name, as the accessible name computation gives it for the cases the
 * site's markup has: aria-labelledby, aria-label, an input button's value, a form control's <label>,
 * an image's alt, a figure's caption, else (for links, buttons, headings, cells, and any element
 * whose role says so) its text. Words hidden only by CSS (screen-reader-only text) count, as
 * assistive technology reads them; words hidden by markup do not.
 */
export function nameOf($: CheerioAPI, element: Element): string {
  const { attribs } = element
  const role = attribs.role?.trim().split(/\s+/)[0]
  if (attribs["aria-labelledby"])
    return collapse(
      attribs["aria-labelledby"]
        .split(/\s+/)
        .map((id) => {
          const target = $(`[id="${id}"]`).get(0)
          return target ? textOf($, target) : ""
        })
        .join(" "),
    )
  if (attribs["aria-label"]) return collapse(attribs["aria-label"])
  if (element.name === "input" && ["submit", "reset", "button"].includes(attribs.type ?? ""))
    return collapse(attribs.value ?? (attribs.type === "submit" ? "Submit" : attribs.type === "reset" ? "Reset" : ""))
  if (["input", "select", "textarea"].includes(element.name)) {
    const label = (attribs.id && $(`label[for="${attribs.id}"]`).get(0)) || $(element).closest("label").get(0)
    return label ? textOf($, label) : collapse(attribs.placeholder ?? attribs.title ?? "")
  }
  if (element.name === "img") return collapse(attribs.alt ?? "")
  if (element.name === "figure") return textOf($, $(element).children("figcaption").get(0) ?? element)
  if (
    [
      "a",
      "button",
      "summary",
      "h1",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "th",
      "td",
      "li",
      "option",
      "label",
      "legend",
      "dt",
      "dd",
    ].includes(element.name) ||
    (role !== undefined && namedFromContent.has(role))
  )
    return textOf($, element)
  return collapse(attribs.title ?? "")
}

/** The selectors for the roles the checks ask for: the elements that have each role by default, or say so. */
const roleSelectors = {
  banner: "header:not([role]), [role=banner]",
  main: "main:not([role]), [role=main]",
  contentinfo: "footer:not([role]), [role=contentinfo]",
  complementary: "aside, [role=complementary]",
  region: "section[aria-labelledby], section[aria-label], [role=region]",
  navigation: "nav, [role=navigation]",
  link: "a[href], [role=link]",
  button: "button, [role=button], input[type=submit], input[type=button]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  list: "ul, ol, [role=list]",
  listitem: "li, [role=listitem]",
  article: "article, [role=article]",
  figure: "figure, [role=figure]",
  img: "img[alt]:not([alt='']), svg[role=img], [role=img]",
  textbox:
    "input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], textarea, [role=textbox]",
  radio: "input[type=radio], [role=radio]",
  checkbox: "input[type=checkbox], [role=checkbox]",
  group: "fieldset, details, [role=group]",
  term: "dt",
  definition: "dd",
  dialog: "dialog, [role=dialog]",
  table: "table, [role=table]",
  form: "form[aria-label], form[aria-labelledby], [role=form]",
  blockquote: "blockquote",
  status: "[role=status], output",
  note: "[role=note]",
} as const satisfies Record<string, string>

export type Role = keyof typeof roleSelectors

/** What narrows a role query: a name (a string matches exactly, a RegExp searches), a scope, a heading level. */
export interface RoleQuery {
  name?: string | RegExp
  scope?: Cheerio<AnyNode>
  level?: number
  /** Hidden elements too: for a check that nothing of a kind is in the markup at all, shown or not. */
  includeHidden?: boolean
}

/** Sectioning content and its roles: a <header> or <footer> inside one is generic, not the page's landmark. */
const sectioning =
  "article, aside, main, nav, section, [role=article], [role=complementary], [role=main], [role=navigation], [role=region]"

const pageScoped = ($: CheerioAPI, element: Element, role: Role) =>
  (role !== "banner" && role !== "contentinfo") ||
  element.attribs.role === role ||
  $(element).parent().closest(sectioning).length === 0

/**
 * The elements with a role (and, given a name, that accessible name) that a reader can reach, inside
 * `scope` when given: the static counterpart of Playwright's getByRole.
 */
export function byRole($: CheerioAPI, role: Role, options: RoleQuery = {}): Element[] {
  let selector: string = roleSelectors[role]
  if (role === "heading" && options.level) selector = `h${options.level}, [role=heading][aria-level="${options.level}"]`
  const found = (options.includeHidden ? within : reachable)($, selector, options.scope)
  return found.toArray().filter((element) => {
    if (!pageScoped($, element, role)) return false
    if (options.name === undefined) return true
    const name = nameOf($, element)
    return typeof options.name === "string" ? name === options.name : options.name.test(name)
  })
}

/** The one element with that role and name, failing with what was found instead when there is not exactly one. */
export function oneByRole($: CheerioAPI, role: Role, options: RoleQuery = {}): Cheerio<Element> {
  const found = byRole($, role, options)
  if (found.length !== 1) {
    const { scope, level, includeHidden } = options
    const names = byRole($, role, { scope, level, includeHidden }).map((element) => nameOf($, element))
    throw new Error(
      `${found.length} ${role} elements named ${String(options.name)}, not one (the ${role}s there: ${JSON.stringify(names.slice(0, 20))})`,
    )
  }
  return $(found[0]!)
}
