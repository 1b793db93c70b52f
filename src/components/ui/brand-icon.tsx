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

const allMarks: Record<BrandIconName | IntegrationMarkName, SimpleIcon> = { ...marks, ...integrationMarks }

/**
 * simple-icons writes its outlines with up to five decimals in a 24-unit box; the site draws them
 * at 16 to 24 px, where a hundredth of a unit is a fraction of a device pixel. SVGO rewrites each
 * outline once, at build, with two decimals and its shortest commands: every page's compressed HTML
 * is about 0.6 KB smaller (the footer's four network marks), a home page with an integration wall
 * over 2 KB. One decimal visibly bends the finer marks (the letters in Xero's and QuickBooks' marks,
 * Instagram's ring); the unit test that draws every mark both ways fails on them.
 */
const MARK_PRECISION = 2

function compactPath(path: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`
  const compact = / d="([^"]+)"/.exec(optimize(svg, { multipass: true, floatPrecision: MARK_PRECISION }).data)?.[1]
  if (!compact) throw new Error(`SVGO returned no outline for the mark path starting "${path.slice(0, 24)}"`)
  return compact
}

const compactPaths = new Map<BrandIconName | IntegrationMarkName, string>()

/** The outline a mark is drawn with: simple-icons' path, compacted on first use. */
export function markPath(name: BrandIconName | IntegrationMarkName): string {
  let path = compactPaths.get(name)
  if (path === undefined) {
    path = compactPath(allMarks[name].path)
    compactPaths.set(name, path)
  }
  return path
}

/** Every mark's name and simple-icons' own outline, for the test that compares both drawings. */
export const markSources = (Object.keys(allMarks) as Array<keyof typeof allMarks>).map((name) => ({
  name,
  path: allMarks[name].path,
}))

export function BrandIcon({ name, className }: { name: BrandIconName | IntegrationMarkName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={markPath(name)} />
    </svg>
  )
}
