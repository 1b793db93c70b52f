/**
 * The translated pages' copy, per language (src/i18n/translations.ts checks each against English).
 * A route under src/pages/[...locale]/ reads its page here with the language of its address.
 */
import * as about from "@/data/pages/about"
import * as aboutAr from "@/data/pages/ar/about"
import * as aboutDe from "@/data/pages/de/about"
import * as home from "@/data/homes/agency"
import * as homeAr from "@/data/homes/ar/agency"
import * as homeDe from "@/data/homes/de/agency"
import * as teamAr from "@/data/pages/ar/team"
import * as teamDe from "@/data/pages/de/team"
import * as team from "@/data/pages/team"

import * as contactAr from "@/data/pages/ar/contact"
import * as pricingAr from "@/data/pages/ar/pricing"
import * as quoteAr from "@/data/pages/ar/quote"
import * as contact from "@/data/pages/contact"
import * as contactDe from "@/data/pages/de/contact"
import * as pricingDe from "@/data/pages/de/pricing"
import * as quoteDe from "@/data/pages/de/quote"
import * as pricing from "@/data/pages/pricing"
import * as quote from "@/data/pages/quote"

// Services and careers (g2)
import * as careerAr from "@/data/pages/ar/career"
import * as servicesAr from "@/data/pages/ar/services"
import * as career from "@/data/pages/career"
import * as careerDe from "@/data/pages/de/career"
import * as servicesDe from "@/data/pages/de/services"
import * as services from "@/data/pages/services"

// FAQ, account, coming soon and 404 (g4)
import * as account from "@/data/pages/account"
import * as accountAr from "@/data/pages/ar/account"
import * as comingSoonAr from "@/data/pages/ar/coming-soon"
import * as faqAr from "@/data/pages/ar/faq"
import * as notFoundAr from "@/data/pages/ar/not-found"
import * as comingSoon from "@/data/pages/coming-soon"
import * as accountDe from "@/data/pages/de/account"
import * as comingSoonDe from "@/data/pages/de/coming-soon"
import * as faqDe from "@/data/pages/de/faq"
import * as notFoundDe from "@/data/pages/de/not-found"
import * as faq from "@/data/pages/faq"
import * as notFound from "@/data/pages/not-found"

import { translated } from "./translations"

export const pageCopy = {
  // ── Company: home, about, team ──
  home: translated(home, { de: homeDe, ar: homeAr }),
  about: translated(about, { de: aboutDe, ar: aboutAr }),
  team: translated(team, { de: teamDe, ar: teamAr }),
  // ── end company ──
  // ── Services and careers ──
  services: translated(services, { de: servicesDe, ar: servicesAr }),
  career: translated(career, { de: careerDe, ar: careerAr }),
  // ── end services and careers ──
  // ── Pricing, quote and contact ──
  pricing: translated(pricing, { de: pricingDe, ar: pricingAr }),
  quote: translated(quote, { de: quoteDe, ar: quoteAr }),
  contact: translated(contact, { de: contactDe, ar: contactAr }),
  // ── end pricing, quote and contact ──
  // ── FAQ, account, coming soon and 404 ──
  faq: translated(faq, { de: faqDe, ar: faqAr }),
  account: translated(account, { de: accountDe, ar: accountAr }),
  comingSoon: translated(comingSoon, { de: comingSoonDe, ar: comingSoonAr }),
  notFound: translated(notFound, { de: notFoundDe, ar: notFoundAr }),
  // ── end FAQ, account, coming soon and 404 ──
}
