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

export function BrandIcon({ name, className }: { name: BrandIconName | IntegrationMarkName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={allMarks[name].path} />
    </svg>
  )
}
