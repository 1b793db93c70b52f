/**
 * The site's configuration: the brand, the address it is served at, the business's contact facts and
 * the switches. Everything else reads it: pages and copy, the build's integrations, the deploy files,
 * the scripts and the tests. A buyer rebrands the site and moves it to another address here.
 *
 * It imports nothing at run time, so the Astro config and plain Node (integrations, deploy/, scripts/)
 * read it as they read any module.
 */
import type { Brand } from "#/components/ui/logo.tsx"

/**
 * The brand, in one place: pages, share images, icons, structured data and the deploy
 * files all read it. Copy names it through `brand.name` (or `brand.shortName` where people would say
 * it short); content files in src/content write `{brand}`.
 */
export const brand = {
  name: "Lumora Studio",
  /** How people say it in a hurry ("Life at Lumora"). */
  shortName: "Lumora",
  /** The company's registered name, for the copyright line. */
  legalName: "Lumora Studio",
  mark: "spark",
  accent: "agency",
  tagline: "Digital products, brands and websites that grow with you.",
} as const satisfies Brand

export const site = {
  /**
   * The address of the home page: canonical URLs, the sitemap, share tags and the deploy files are
   * built from it. A site under a sub-path includes it ("https://acme.github.io/lumora/"), and then
   * every link and asset is served under /lumora/ (src/lib/url.ts).
   */
  url: "https://lumora.example.com",
  name: brand.name,
  lang: "en",
  locale: "en_US",
  /** A page's <title>: its own title, then the brand the page shows (a product home names its product). */
  titleTemplate: (title: string, name: string = brand.name) => `${title} | ${name}`,
  defaultDescription: `${brand.name} designs and builds brands, websites and digital products for ambitious teams.`,
  /** The 1000 ms loading bar drawn over the painted page. Set to false to remove it everywhere. */
  preloader: true,
  /**
   * Whether AI crawlers (GPTBot, ClaudeBot, Google-Extended, CCBot, PerplexityBot, …) may read the
   * site: "allow", or "disallow" to turn each of them away in robots.txt (search engines stay allowed).
   */
  aiCrawlers: "allow" as "allow" | "disallow",
} as const

/** Addresses like hello@… use the site's own domain. */
export const emailDomain = new URL(site.url).hostname.replace(/^www\./, "")

/** The business's address, phone, email and opening hours: the footer, the contact pages and structured data. */
export const contact = {
  address: "214 Harbor Street, Suite 5, Portland, OR 97204",
  phone: { label: "+1 (503) 555-0142", href: "tel:+15035550142" },
  email: { label: `hello@${emailDomain}`, href: `mailto:hello@${emailDomain}` },
  hours: "Monday–Friday, 9 am to 5 pm EST",
} as const
