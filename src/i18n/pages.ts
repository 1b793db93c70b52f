/**
 * The translated pages' copy, per language (src/i18n/translations.ts checks each against English).
 * A route under src/pages/[...locale]/ reads its page here with the language of its address.
 */
import * as home from "#/data/homes/agency.ts"
import * as homeAr from "#/data/homes/ar/agency.ts"
import * as homeDe from "#/data/homes/de/agency.ts"

// Services and careers (g2)
import * as caseStudy from "#/data/pages/case-study.ts"
import * as caseStudyAr from "#/data/pages/ar/case-study.ts"
import * as caseStudyDe from "#/data/pages/de/case-study.ts"
import * as careerAr from "#/data/pages/ar/career.ts"
import * as servicesAr from "#/data/pages/ar/services.ts"
import * as career from "#/data/pages/career.ts"
import * as careerDe from "#/data/pages/de/career.ts"
import * as servicesDe from "#/data/pages/de/services.ts"
import * as services from "#/data/pages/services.ts"

import type { TwinWords } from "#/lib/content/twins.ts"

import { translated } from "./translations"

export const pageCopy = {
  // ── Company: home (about and team are content: src/content/pages/) ──
  home: translated(home, { de: homeDe, ar: homeAr }),
  // ── end company ──
  // ── Services and careers ──
  // The words around each service's page; the services page is content (src/content/pages/service.yaml).
  services: translated(services, { de: servicesDe, ar: servicesAr }),
  career: translated(career, { de: careerDe, ar: careerAr }),
  // A project's case study is in every language of the agency home (the portfolio's pages are English content).
  caseStudy: translated(caseStudy, { de: caseStudyDe, ar: caseStudyAr }),
  // ── end services and careers ──
}

/** The page words an item's Markdown twin repeats (src/lib/content/twins.ts): a job's section headings are its page's. */
export const twinWords: TwinWords = {
  jobHeadings: (locale) => pageCopy.career[locale].careerCopy.details.headings,
}
