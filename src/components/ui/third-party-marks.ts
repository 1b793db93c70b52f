/**
 * Third-party marks (social networks, app stores, the tools a product connects to) from
 * simple-icons' outlines, in plain TypeScript: the components draw them inline, and the build also
 * writes each one as a file (integrations/generated-art.ts), which loads before Vite's aliases.
 */
import {
  siAirtable,
  siApple,
  siBehance,
  siCalendly,
  siDribbble,
  siFacebook,
  siGhost,
  siGithub,
  siGmail,
  siGoogleanalytics,
  siGooglechrome,
  siGoogledocs,
  siGoogledrive,
  siGoogleplay,
  siGooglesheets,
  siHubspot,
  siInstagram,
  siIntercom,
  siMailchimp,
  siMedium,
  siMessenger,
  siNotion,
  siShopify,
  siStripe,
  siWebflow,
  siWhatsapp,
  siWoocommerce,
  siWordpress,
  siX,
  siYoutube,
  siZapier,
  siZendesk,
  siZoho,
  siZoom,
  siAsana,
  siClickup,
  siGitlab,
  siGooglecalendar,
  siJira,
  siLinear,
  siQuickbooks,
  siTodoist,
  siTrello,
  siXero,
  type SimpleIcon,
} from "simple-icons"
import { optimize } from "svgo"

/** Third-party marks for social networks and app stores, drawn from simple-icons' paths. */
const marks = {
  apple: siApple,
  behance: siBehance,
  dribbble: siDribbble,
  facebook: siFacebook,
  github: siGithub,
  "google-play": siGoogleplay,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
} as const satisfies Record<string, SimpleIcon>

/**
 * Tools a product connects to (integration grids and tickers). Kept apart from `marks` so that
 * BrandIconName stays the list of networks that team cards and the footer can link to.
 */
const integrationMarks = {
  airtable: siAirtable,
  calendly: siCalendly,
  ghost: siGhost,
  gmail: siGmail,
  "google-analytics": siGoogleanalytics,
  "google-chrome": siGooglechrome,
  "google-docs": siGoogledocs,
  "google-drive": siGoogledrive,
  "google-sheets": siGooglesheets,
  hubspot: siHubspot,
  intercom: siIntercom,
  mailchimp: siMailchimp,
  medium: siMedium,
  messenger: siMessenger,
  notion: siNotion,
  shopify: siShopify,
  stripe: siStripe,
  webflow: siWebflow,
  whatsapp: siWhatsapp,
  woocommerce: siWoocommerce,
  wordpress: siWordpress,
  zapier: siZapier,
  zendesk: siZendesk,
  zoho: siZoho,
  zoom: siZoom,
  asana: siAsana,
  clickup: siClickup,
  gitlab: siGitlab,
  "google-calendar": siGooglecalendar,
  jira: siJira,
  linear: siLinear,
  quickbooks: siQuickbooks,
  todoist: siTodoist,
  trello: siTrello,
  xero: siXero,
} as const satisfies Record<string, SimpleIcon>

export type BrandIconName = keyof typeof marks
export type IntegrationMarkName = keyof typeof integrationMarks
export type MarkName = BrandIconName | IntegrationMarkName

const allMarks: Record<MarkName, SimpleIcon> = { ...marks, ...integrationMarks }

export const markNames = Object.keys(allMarks) as MarkName[]

/** The tools a product connects to, by name: what an integration grid may show. */
export const integrationMarkNames = Object.keys(integrationMarks) as IntegrationMarkName[]

/**
 * simple-icons writes its outlines with up to five decimals in a 24-unit box; the site draws them
 * at 16 to 24 px, where a hundredth of a unit is a fraction of a device pixel. SVGO rewrites each
 * outline once, at build, with two decimals and its shortest commands, which makes each outline
 * about a third shorter. One decimal visibly bends the finer marks (the letters in Xero's and
 * QuickBooks' marks, Instagram's ring); the unit test that draws every mark both ways fails on them.
 */
const MARK_PRECISION = 2

function compactPath(path: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`
  const compact = / d="([^"]+)"/.exec(optimize(svg, { multipass: true, floatPrecision: MARK_PRECISION }).data)?.[1]
  if (!compact) throw new Error(`SVGO returned no outline for the mark path starting "${path.slice(0, 24)}"`)
  return compact
}

const compactPaths = new Map<MarkName, string>()

/** The outline a mark is drawn with: simple-icons' path, compacted on first use. */
export function markPath(name: MarkName): string {
  let path = compactPaths.get(name)
  if (path === undefined) {
    path = compactPath(allMarks[name].path)
    compactPaths.set(name, path)
  }
  return path
}

/** Every mark's name and simple-icons' own outline, for the test that compares both drawings. */
export const markSources = markNames.map((name) => ({ name, path: allMarks[name].path }))

/**
 * A mark as a standalone file, for walls of marks further down a page: as lazy images they cost the
 * page's HTML nothing (an integration grid's twelve outlines are 3 to 4 KB of compressed HTML) and
 * load only as the visitor scrolls near them. An image cannot take its colour from the text around
 * it, so the file carries the ink of both schemes; browsers give an SVG image the colour scheme of
 * the <img> that shows it, so the mark follows the site's theme switch and dark bands alike.
 */
export function markFileSvg(name: MarkName, ink: { light: string; dark: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><style>path{fill:${ink.light}}@media (prefers-color-scheme:dark){path{fill:${ink.dark}}}</style><path d="${markPath(name)}"/></svg>`
}
