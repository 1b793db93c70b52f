/**
 * The translated pages' copy, per language (src/i18n/translations.ts checks each against English).
 * A route under src/pages/[...locale]/ reads its page here with the language of its address.
 */
import * as about from "#/data/pages/about.ts"
import * as aboutAr from "#/data/pages/ar/about.ts"
import * as aboutDe from "#/data/pages/de/about.ts"
import * as home from "#/data/homes/agency.ts"
import * as homeAr from "#/data/homes/ar/agency.ts"
import * as homeDe from "#/data/homes/de/agency.ts"
import * as teamAr from "#/data/pages/ar/team.ts"
import * as teamDe from "#/data/pages/de/team.ts"
import * as team from "#/data/pages/team.ts"

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
  // ── Company: home, about, team ──
  home: translated(home, { de: homeDe, ar: homeAr }),
  about: translated(about, { de: aboutDe, ar: aboutAr }),
  team: translated(team, { de: teamDe, ar: teamAr }),
  // ── end company ──
  // ── Services and careers ──
  // The words around each service's page; the services page is content (src/content/pages/service.yaml).
  services: translated(services, { de: servicesDe, ar: servicesAr }),
  career: translated(career, { de: careerDe, ar: careerAr }),
  // The portfolio's pages are English; a project's case study is in every language of the agency home.
  caseStudy: translated({ details: portfolio.details }, { de: portfolioDe, ar: portfolioAr }),
  // ── end services and careers ──
  // ── FAQ, account, coming soon and 404 ──
  faq: translated(faq, { de: faqDe, ar: faqAr }),
  // ── end FAQ, account, coming soon and 404 ──
}

/** The page words an item's Markdown twin repeats (src/lib/content/twins.ts): a job's section headings are its page's. */
export const twinWords: TwinWords = {
  jobHeadings: (locale) => pageCopy.career[locale].careerCopy.details.headings,
}
