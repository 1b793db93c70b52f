/**
 * The translated pages' copy, per language (src/i18n/translations.ts checks each against English).
 * A route under src/pages/[...locale]/ reads its page here with the language of its address.
 */
import * as home from "#/data/homes/agency.ts"
import * as homeAr from "#/data/homes/ar/agency.ts"
import * as homeDe from "#/data/homes/de/agency.ts"

import * as pricingAr from "#/data/pages/ar/pricing.ts"
import * as pricingDe from "#/data/pages/de/pricing.ts"
import * as pricing from "#/data/pages/pricing.ts"

// Services and careers (g2)
import * as portfolio from "#/data/pages/portfolio.ts"
import * as portfolioAr from "#/data/pages/ar/portfolio.ts"
import * as portfolioDe from "#/data/pages/de/portfolio.ts"
import * as careerAr from "#/data/pages/ar/career.ts"
import * as servicesAr from "#/data/pages/ar/services.ts"
import * as career from "#/data/pages/career.ts"
import * as careerDe from "#/data/pages/de/career.ts"
import * as servicesDe from "#/data/pages/de/services.ts"
import * as services from "#/data/pages/services.ts"

// FAQ (g4; the account pages, coming soon and 404 are content: src/content/pages/)
import * as faqAr from "#/data/pages/ar/faq.ts"
import * as faqDe from "#/data/pages/de/faq.ts"
import * as faq from "#/data/pages/faq.ts"

import type { TwinWords } from "#/lib/content/twins.ts"

import { translated } from "./translations"

export const pageCopy = {
  // ── Company: home (about and team are content: src/content/pages/) ──
  home: translated(home, { de: homeDe, ar: homeAr }),
  // ── end company ──
  // ── Services and careers ──
  services: translated(services, { de: servicesDe, ar: servicesAr }),
  career: translated(career, { de: careerDe, ar: careerAr }),
  // The portfolio's pages are English; a project's case study is in every language of the agency home.
  caseStudy: translated({ details: portfolio.details }, { de: portfolioDe, ar: portfolioAr }),
  // ── end services and careers ──
  // ── Pricing (quote and contact are content: src/content/pages/) ──
  pricing: translated(pricing, { de: pricingDe, ar: pricingAr }),
  // ── end pricing, quote and contact ──
  // ── FAQ, account, coming soon and 404 ──
  faq: translated(faq, { de: faqDe, ar: faqAr }),
  // ── end FAQ, account, coming soon and 404 ──
}

/** The page words an item's Markdown twin repeats (src/lib/content/twins.ts): a job's section headings are its page's. */
export const twinWords: TwinWords = {
  jobHeadings: (locale) => pageCopy.career[locale].careerCopy.details.headings,
}
