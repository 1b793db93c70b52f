/**
 * The contact pages in every language, read from the build: the ways to reach the studio (a phone
 * number or an email address as a link, hours or an address as text) and Contact 2's map, which
 * starts as an address card and a link to OpenStreetMap, with no frame and no button that could not
 * work without JavaScript. The forms are tests/static/forms.test.ts's; opening the map (nothing
 * requested until asked, then the frame, focused) is tests/e2e/contact.spec.ts's.
 */
import type { Cheerio } from "cheerio"
import type { Element } from "domhandler"
import { expect, test } from "vitest"

import type { ContactChannel } from "#/components/sections/contact-channels.tsx"
import { mapHost } from "#/components/islands/map-embed.tsx"
import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { contactMapIn, contactPageIn } from "../support/contact-pages"
import { needsRoutes } from "../support/needs"
import { byRole, oneByRole, reachable } from "./dom"
import { islandProps } from "./island-props"
import { hasPage, page, Problems, text, type BuiltPage } from "./pages"

/** Each language's version of a page that the build has. */
const versions = (path: string) =>
  pageLocales(path)
    .map((locale) => ({ locale, built: localePath(locale, path) }))
    .filter((version) => hasPage(version.built))
    .map((version) => ({ locale: version.locale, built: page(version.built) }))

/**
 * Each channel shows its title and text; a phone number or an email address links where the copy
 * says, opening hours or a street address read as text.
 */
function channelProblems(built: BuiltPage, scope: Cheerio<Element>, channels: readonly ContactChannel[]): string[] {
  const { $ } = built
  const found: string[] = []
  const shown = text(scope.text())
  for (const channel of channels) {
    if (byRole($, "heading", { name: text(channel.title), scope }).length === 0)
      found.push(`no heading "${channel.title}"`)
    if (!shown.includes(text(channel.text))) found.push(`no text "${channel.text}"`)
    const { label, href } = channel.contact
    if (href) {
      const links = byRole($, "link", { name: text(label), scope })
      if (links.length === 0 || links.some((link) => link.attribs.href !== href))
        found.push(`"${label}" is not a link to ${href}`)
    } else if (!shown.includes(text(label))) found.push(`no "${label}"`)
  }
  return found
}

function expectChannels(
  path: string,
  find: (built: BuiltPage, locale: Locale) => { scope: Cheerio<Element>; channels: readonly ContactChannel[] },
) {
  const problems = new Problems()
  for (const { locale, built } of versions(path)) {
    const { scope, channels } = find(built, locale)
    for (const line of channelProblems(built, scope, channels)) problems.add(built, line)
  }
  expect(problems.lines, `${path}: the ways to reach the studio`).toEqual([])
}

test("/contact/ offers a card per channel, with phone and email links, in every language", () => {
  needsRoutes("/contact/")
  expectChannels("/contact/", (built, locale) => {
    const channels = contactPageIn("contact", locale).channels!
    const scope = oneByRole(built.$, "region", { name: text(channels.title) })
    const cards = byRole(built.$, "listitem", { scope })
    if (cards.length !== channels.items.length) throw new Error(`${built.path}: ${cards.length} channel cards`)
    return { scope, channels: channels.items }
  })
})

test("/contact-2/ shows its channel blocks beside the form, in every language", () => {
  needsRoutes("/contact-2/")
  expectChannels("/contact-2/", (built, locale) => ({
    scope: built.$("main"),
    channels: contactPageIn("contact-2", locale).message.channels!,
  }))
})

test("/contact-3/ shows its channel blocks, in every language", () => {
  needsRoutes("/contact-3/")
  expectChannels("/contact-3/", (built, locale) => ({
    scope: built.$("main"),
    channels: contactPageIn("contact-3", locale).channels!.items,
  }))
})

test("/contact-2/: the map starts as the address, a note and a link to OpenStreetMap, with no frame and no live button", () => {
  needsRoutes("/contact-2/")
  const problems = new Problems()
  const host = new URL(mapHost).host
  for (const { locale, built } of versions("/contact-2/")) {
    const { $ } = built
    const { map, mapEmbed } = contactMapIn(locale)
    const region = oneByRole($, "region", { name: text(map.title) })
    const address = text(region.find("address").text())
    for (const line of map.address.lines)
      if (!address.includes(text(line))) problems.add(built, `the address card lacks "${line}"`)
    if (!text(region.text()).includes(text(mapEmbed.labels.notice.replaceAll("{host}", host))))
      problems.add(built, "no note naming the map's host")
    const open = byRole($, "link", { name: new RegExp(`^${mapEmbed.labels.open}`), scope: region })
    const link = open[0]?.attribs
    if (open.length !== 1 || !link) problems.add(built, `${open.length} links "${mapEmbed.labels.open}"`)
    else {
      if (!link.href?.startsWith(`${mapHost}/?mlat=${mapEmbed.lat}&mlon=${mapEmbed.lon}`))
        problems.add(built, `the map link goes to ${link.href}`)
      if (link.target !== "_blank" || !/\bnoopener\b/.test(link.rel ?? ""))
        problems.add(built, "the map link does not open a new tab without an opener")
    }
    // Without JavaScript the button could not show anything: it stays hidden until the island runs.
    const show = region.find("button").filter((_, button) => text($(button).text()) === text(mapEmbed.labels.show))
    if (show.length !== 1 || reachable($, "button", region).filter((_, b) => show.is(b)).length > 0)
      problems.add(built, `"${mapEmbed.labels.show}" is not one button hidden in the HTML`)
    if (region.find("iframe").length > 0) problems.add(built, "a map frame in the HTML")
    const island = region.find("astro-island").get(0)
    const props = island ? islandProps(island) : {}
    if (props.title !== mapEmbed.title) problems.add(built, `the map island's frame title is ${String(props.title)}`)
  }
  expect(problems.lines, "the map before it is asked for").toEqual([])
})
