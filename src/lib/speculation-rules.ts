/**
 * Instant navigation: the Speculation Rules every page carries in its <head>. Chromium browsers read
 * them and fetch the next page while the visitor is still reaching for the link; other browsers
 * ignore the script and navigate as usual.
 *
 * - Prefetch: every link to a page of this site, once the pointer rests on it (about 200 ms) or
 *   presses it ("moderate"). The next page's HTML is then already in memory when the click lands.
 * - Prerender: the main calls to action (links drawn as the primary button, and any link marked
 *   `data-speculate="prerender"`), on the same signal. The whole page is loaded and rendered in a
 *   hidden tab, so the click only swaps it in.
 * - Never: links that leave the site, open a new tab or window, download a file, point at a file
 *   that is not a page (feed, sitemap, image, PDF), carry rel="nofollow" or rel="external", sit in a
 *   form, point within the page (#id), or are marked `data-speculate="none"`. Forms themselves are
 *   never speculated: the rules only match links.
 *
 * Document rules (`"source": "document"`) match links by their address and a CSS selector, so no
 * page lists its links. The JSON is a constant string: deploy/csp.ts allows it by the hash of its
 * exact text (Chromium checks inline speculation rules against script-src like any inline script).
 */
import { basePath } from "./url.ts"

/** The attribute that opts a link in to prerendering ("prerender") or out of both ("none"). */
export const speculateAttribute = "data-speculate"

/**
 * Links drawn as the primary button (the `primary` variant of src/components/ui/button.ts, by its
 * colour classes, hover colour included: tag chips and social icons share the others): the pages'
 * main calls to action. tests/unit/speculation-rules.test.ts keeps this in step with the button.
 */
export const primaryButtonSelector = ".bg-brand.text-brand-fg.hover\\:bg-brand-strong"

/** What a link carries when it is prerendered. */
export const prerenderSelector = `${primaryButtonSelector}, [${speculateAttribute}="prerender"]`

/**
 * Links no rule may touch, whatever their address: a new tab or window (any target but _self),
 * downloads, rel="nofollow" or rel="external", links inside a form, in-page links and opted-out ones.
 */
export const excludedSelector = [
  `[target]:not([target="_self" i])`,
  "[download]",
  `[rel~="nofollow" i]`,
  `[rel~="external" i]`,
  "form a",
  `[href^="#"]`,
  `[${speculateAttribute}="none"]`,
].join(", ")

/** Files that are not pages, by extension: feeds, sitemaps, data, documents, images, archives. */
export const nonPageExtensions = [
  "xml",
  "rss",
  "atom",
  "json",
  "webmanifest",
  "txt",
  "pdf",
  "zip",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "avif",
  "svg",
  "ico",
  "mp4",
  "webm",
  "woff2",
] as const

/**
 * URL patterns (resolved against the page's address, so same origin) for the site's pages: under the
 * deploy base ("/" or "/lumora/"), and not a file of `nonPageExtensions`.
 */
export const sitePages = `${basePath}*`
export const nonPages = nonPageExtensions.map((extension) => `${basePath}*.${extension}`)

const eagerness = "moderate"

/** The conditions every speculated link meets: a page of this site, nothing excluded. */
const pageLink = [
  { href_matches: sitePages },
  { not: { href_matches: nonPages } },
  { not: { selector_matches: excludedSelector } },
]

export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: { and: [...pageLink, { selector_matches: prerenderSelector }] },
      eagerness,
    },
  ],
  prefetch: [{ source: "document", where: { and: pageLink }, eagerness }],
} as const

/** The text of the <script type="speculationrules"> in every page's <head>, hashed by the CSP. */
export const speculationRulesScript = JSON.stringify(speculationRules)

/**
 * The opt-in to cross-document view transitions (global.css holds the rest: the cross-fade and
 * the header that stays still), inline in every page's <head>, since a browser decides whether to
 * animate as the new page is first shown. Each page has its own stylesheet, so the next one is
 * seldom cached yet, and from that stylesheet alone the opt-in sometimes came too late: the page
 * appeared without the cross-fade in 4 of 8 clicks from / to /about/. Allowed by the hash of its
 * exact text (deploy/csp.ts). Only with no reduced-motion preference.
 */
export const viewTransitionStyle = "@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}"
