/**
 * The frame around every page, in every language, read from the build: the skip link first, the
 * header's logo and account links, the main menu marking the page it is on, the banner's breadcrumb
 * from home to the page, and the studio's footer (its columns, contact details, socials and the way
 * back to the top). Words and addresses come from the language's dictionary (src/i18n/ui.*.ts).
 *
 * What needs a browser stays in tests/e2e/shell.spec.ts (the skip link's focus, the mobile menu,
 * the sticky header, the preloader) and tests/e2e/header-menu.spec.ts (the submenus). The fonts'
 * preloads are tests/static/fonts.test.ts's, and that they come from the site links.test.ts's.
 */
import { expect, test } from "vitest"

import { brand as agency } from "#/config/site.ts"
import { localePath } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { href } from "#/lib/url.ts"
import { byRole, nameOf, oneByRole, reachable } from "./dom"
import { pages, Problems, text, type BuiltPage } from "./pages"

/** The elements a Tab press can land on, in document order (no positive tabindex on the site). */
const focusable =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex='-1'])"

/** Whether a page wears the studio's header and footer (a product's home has its own). */
const studioPage = (built: BuiltPage) =>
  byRole(built.$, "link", { name: `${agency.name} ${ui(built.locale).header.home}`, scope: built.$("header").first() })
    .length > 0

test("every page opens with a skip link to its main content, the first stop of the Tab key", () => {
  const problems = new Problems()
  for (const built of pages()) {
    const { $ } = built
    const first = reachable($, focusable, $("body")).first()
    if (!first.is("a.skip-link") || first.attr("href") !== "#main")
      problems.add(built, `the first stop is ${$.html(first).slice(0, 80) || "nothing"}, not the skip link to #main`)
    else if (text(first.text()) !== text(ui(built.locale).skipLink))
      problems.add(built, `the skip link reads "${first.text()}"`)
    const main = $("main#main")
    if (main.length !== 1 || main.attr("tabindex") !== "-1")
      problems.add(built, "no <main id=main tabindex=-1> to take the skip link's focus")
  }
  expect(problems.lines, "skip links").toEqual([])
})

test("every page's header links its logo home and offers the account's two ways in, in the page's language", () => {
  const problems = new Problems()
  let studio = 0
  for (const built of pages()) {
    const { $ } = built
    const t = ui(built.locale)
    const header = $("header").first()
    for (const action of [t.account.login, t.account.signUp]) {
      const links = byRole($, "link", { name: text(action.label), scope: header })
      if (links.length === 0 || links.some((link) => link.attribs.href !== href(action.href)))
        problems.add(built, `the header's "${action.label}" does not link ${href(action.href)}`)
    }
    // A product's home names its own brand (tests/static/homes.test.ts); every other page the studio.
    if (!studioPage(built)) continue
    studio++
    const home = oneByRole($, "link", { name: `${agency.name} ${t.header.home}`, scope: header })
    if (home.attr("href") !== href(localePath(built.locale, "/")))
      problems.add(built, `the logo links ${home.attr("href")}, not the home page`)
  }
  expect(studio, "pages with the studio's header").toBeGreaterThan(pages().length / 2)
  expect(problems.lines, "headers").toEqual([])
})

test("every page's main menu marks the link to the page itself as the current page, and no other", () => {
  const problems = new Problems()
  let marked = 0
  for (const built of pages()) {
    const { $ } = built
    const nav = $("header nav").filter((_, element) => nameOf($, element) === ui(built.locale).header.main)
    const served = href(built.path)
    nav.find("a[href]").each((_, link) => {
      const current = link.attribs["aria-current"] === "page"
      if (current) marked++
      if (current !== (link.attribs.href === served))
        problems.add(built, `the menu link to ${link.attribs.href} is ${current ? "" : "not "}marked current`)
    })
  }
  expect(marked, "menu links marked current").toBeGreaterThan(0)
  expect(problems.lines, "the menu's current page").toEqual([])
})

test("every page with a banner gives a breadcrumb from the home page to itself, the page last and marked current", () => {
  const problems = new Problems()
  let banners = 0
  for (const built of pages()) {
    const { $ } = built
    const t = ui(built.locale)
    const crumbs = byRole($, "navigation", { name: t.breadcrumb.label, scope: $("main") })
    if (crumbs.length === 0) continue
    banners++
    const items = $(crumbs[0]!).find("li")
    const home = items.first().find("a")
    if (text(home.text()) !== text(t.breadcrumb.home) || home.attr("href") !== href(localePath(built.locale, "/")))
      problems.add(built, `the breadcrumb starts at "${home.text()}" (${home.attr("href")}), not at home`)
    const last = items.last()
    if (last.find("a").length || last.find('[aria-current="page"]').length !== 1)
      problems.add(built, "the breadcrumb's last step is not the page itself, marked current")
    if ($(crumbs[0]!).find('[aria-current="page"]').length !== 1) problems.add(built, "not one crumb marked current")
  }
  expect(banners, "pages with a breadcrumb").toBeGreaterThan(0)
  expect(problems.lines, "breadcrumbs").toEqual([])
})

test("every page with the studio's footer gives its columns, contact details, socials and a way back to the top", () => {
  const problems = new Problems()
  for (const built of pages().filter(studioPage)) {
    const { $ } = built
    const { footer } = ui(built.locale)
    const scope = $("footer").last()
    const link = (name: string, target: string, what: string, within = scope) => {
      const found = byRole($, "link", { name: text(name), scope: within })
      if (found.length !== 1 || found[0]!.attribs.href !== target)
        problems.add(built, `${what}: ${found.length} links "${name}" to ${target}`)
    }
    for (const column of footer.columns) {
      const nav = byRole($, "navigation", { name: text(column.title), scope })
      if (nav.length !== 1) {
        problems.add(built, `no footer column "${column.title}"`)
        continue
      }
      for (const item of column.links) link(item.label, href(item.href), column.title, $(nav[0]!))
    }
    if (!text(scope.text()).includes(text(footer.contact.address))) problems.add(built, "the footer lacks the address")
    link(footer.contact.phone.label, footer.contact.phone.href, "phone")
    link(footer.contact.email.label, footer.contact.email.href, "email")
    for (const social of footer.socials) link(social.label, social.href, social.network)
    link(footer.backToTop, "#top", "back to top")
    if ($("body").attr("id") !== "top") problems.add(built, "<body> is not #top")
  }
  expect(problems.lines, "the studio's footer").toEqual([])
})
