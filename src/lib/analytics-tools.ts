/**
 * What each analytics tool is, as the legal pages and the consent logic need to know it: who runs
 * it, where its privacy policy is, whether it sets cookies and so needs consent first. Pure data:
 * the privacy policy, the cookie page, the banner and the CSP all read it.
 */
import type { AnalyticsTool } from "#/config/analytics.ts"

export type AnalyticsToolFacts = {
  /** The product's name as a visitor knows it. */
  label: string
  /** The company that processes the data, and the country of its seat (an ISO 3166 code: each language names it). */
  company: string
  country: string
  privacyUrl: string
  /** True when the tool stores identifiers on the visitor's device: it may run only after consent. */
  needsConsent: boolean
  /** The cookies it sets (names), for the cookie page; empty for cookieless tools. */
  cookies: readonly string[]
}

export const analyticsTools = {
  plausible: {
    label: "Plausible Analytics",
    company: "Plausible Insights OÜ",
    country: "EE",
    privacyUrl: "https://plausible.io/privacy",
    needsConsent: false,
    cookies: [],
  },
  umami: {
    label: "Umami",
    company: "Umami Software, Inc.",
    country: "US",
    privacyUrl: "https://umami.is/privacy",
    needsConsent: false,
    cookies: [],
  },
  fathom: {
    label: "Fathom Analytics",
    company: "Conscious Code Inc.",
    country: "CA",
    privacyUrl: "https://usefathom.com/privacy",
    needsConsent: false,
    cookies: [],
  },
  ga4: {
    label: "Google Analytics 4",
    company: "Google Ireland Limited",
    country: "IE",
    privacyUrl: "https://policies.google.com/privacy",
    needsConsent: true,
    cookies: ["_ga", "_ga_<container-id>"],
  },
  gtm: {
    label: "Google Tag Manager",
    company: "Google Ireland Limited",
    country: "IE",
    privacyUrl: "https://policies.google.com/privacy",
    needsConsent: true,
    cookies: ["_ga", "_ga_<container-id>"],
  },
} as const satisfies Record<Exclude<AnalyticsTool, "none">, AnalyticsToolFacts>
