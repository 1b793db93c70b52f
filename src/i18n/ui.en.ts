/**
 * The shell's words in English, with their structure (menus, footer links, addresses), and the
 * shape every language's shell must have. English comes from src/data/site.ts and src/data/forms.ts,
 * where a buyer edits it; ui.de.ts and ui.ar.ts give their words for it (src/i18n/ui.ts joins them).
 */
import type { FieldMessages, FormStatusMessages } from "#/components/islands/form-status.tsx"
import type { SiteSearchLabels } from "#/components/islands/site-search.tsx"
import type { TestimonialSliderProps } from "#/components/islands/testimonial-slider.tsx"
import type { VideoDialogProps } from "#/components/islands/video-dialog.tsx"
import type { FooterContent, MenuItem, MenuLink } from "#/components/layout/menu-types.ts"
import type { NewsletterNote } from "#/components/sections/newsletter-form.tsx"
import type { SiteHeaderProps } from "#/components/layout/site-header.tsx"
import type { ThemeControlLabels } from "#/components/layout/theme-control.tsx"
import type { StoreBadgeLabels } from "#/components/ui/store-badges.tsx"
import type { ConsentBannerLabels } from "#/components/layout/consent-banner.tsx"
import type { LegalDocumentLabels } from "#/components/sections/legal-document.tsx"
import { englishTeamLabels, type TeamLabels } from "#/components/sections/team-grid.tsx"
import { formMessages } from "#/data/forms.ts"
import { site as config } from "#/config/site.ts"
import * as site from "#/data/site.ts"
import type { Words } from "./overlay.ts"

export const en = {
  siteDescription: config.defaultDescription,
  skipLink: "Skip to content",
  header: { menu: "Menu", close: "Close menu", main: "Main", home: "home" },
  /** The language control: its name, and the hint beside a link to a page that exists only in English. */
  language: { label: "Language", elsewhere: "Home page: this page is not in English" },
  breadcrumb: { label: "Breadcrumb", home: "Home" },
  theme: site.themeControl,
  account: site.account,
  menu: site.mainMenu,
  footer: site.footer,
  forms: {
    honeypot: "Leave this empty",
    newsletterNote: {
      text: "We use your email only to send the newsletter.",
      link: { label: "Privacy policy", href: "/privacy/" },
    },
  },
  video: site.videoLabels,
  slider: site.sliderLabels,
  storeBadges: site.storeBadgeLabels,
  team: englishTeamLabels,
  formMessages,
  search: {
    submit: "Search",
    results: "Search results",
    none: "No results for “{query}”",
    one: "1 result for “{query}”",
    other: "{count} results for “{query}”",
    unavailable: "Search is not available right now. Please try again later.",
  },
  consent: {
    label: "Privacy choices",
    text: "May we measure visits with {tool}? It stores cookies on your device, so nothing is measured unless you agree. Change your mind any time under Privacy settings.",
    accept: "Accept",
    reject: "Reject",
    settings: "Privacy settings",
  },
  legalDocument: { contents: "Contents", updated: "Last updated: {date}", comma: ", " },
  content: { englishCaseStudy: "The full case study is available in English only." },
} satisfies Dictionary

/** The shell's words another language gives: English's words, in its shape (src/i18n/overlay.ts). */
export type DictionaryWords = Words<typeof en>

/**
 * What every language's shell must say: the components' own prop types, so a translation that
 * misses a key, or gives a menu entry without its address, fails the type check.
 */
export type Dictionary = {
  /** What the site is, for search engines (structured data) and pages without their own description. */
  siteDescription: string
  skipLink: string
  header: NonNullable<SiteHeaderProps["labels"]>
  /** The language control; `elsewhere` is said under a language the page is not in (its link leads to that language's home). */
  language: { label: string; elsewhere: string }
  breadcrumb: { label: string; home: string }
  theme: ThemeControlLabels
  account: { login: MenuLink; signUp: MenuLink }
  menu: readonly MenuItem[]
  footer: FooterContent
  /** The hidden anti-spam field's label (only bots read it). */
  forms: { honeypot: string; newsletterNote: NewsletterNote }
  video: VideoDialogProps["labels"]
  slider: TestimonialSliderProps["labels"]
  storeBadges: StoreBadgeLabels
  /** How a team card names its profile links ("Maya Okafor on LinkedIn"). */
  team: TeamLabels
  formMessages: FormStatusMessages & { fields: FieldMessages }
  search: SiteSearchLabels
  /** The consent banner (only for an analytics tool that needs consent) and the footer control that reopens it. */
  consent: ConsentBannerLabels
  /** The legal pages' own labels, and the comma between a company and its country. */
  legalDocument: LegalDocumentLabels & { comma: string }
  /**
   * Said where a translated page shows an item's words left in English: above a case study whose
   * translation gives its card and header words but not its story.
   */
  content: { englishCaseStudy: string }
}
