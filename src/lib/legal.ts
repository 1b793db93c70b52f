/**
 * What the legal pages show from configuration, in the page's language: the facts the words name,
 * the revision date, the processors and the sentence about analytics. Pure: each page passes its
 * words and the forms configuration in (src/lib never loads copy).
 */
import type { FactListProps, ProcessorListProps } from "#/components/sections/legal-document.tsx"
import { analytics as analyticsSetting, type AnalyticsSetting } from "#/config/analytics.ts"
import { legal } from "#/config/legal.ts"
import { brand, site } from "#/config/site.ts"
import { intlLocale, type Locale } from "#/i18n/locales.ts"
import { analyticsTools } from "#/lib/analytics-tools.ts"
import { dated, fillTemplate } from "#/lib/content/format.ts"
import type { FormsConfig, MessageKind } from "#/lib/forms.ts"
import { processors, type Processor, type ProcessorPurpose } from "#/lib/processors.ts"
import { videoHosts } from "#/lib/video-embed.ts"

/**
 * The processors of the site as configured: its forms (src/data/forms.ts `formsConfig`), the map's
 * origin (the map-embed island's `mapHost`), src/config/analytics.ts and every video host.
 */
export function siteProcessors(
  forms: FormsConfig,
  mapHost: string | null,
  analytics: AnalyticsSetting = analyticsSetting,
): Processor[] {
  return processors({ forms, analytics, videoHosts: Object.keys(videoHosts) as (keyof typeof videoHosts)[], mapHost })
}

/** The facts the legal words name in braces ("{legalName}"), in the page's language where they have one. */
export function legalValues(locale: Locale): Record<string, string> {
  const country = new Intl.DisplayNames([intlLocale(locale)], { type: "region" })
  return {
    brand: brand.name,
    site: new URL(site.url).hostname,
    legalName: legal.legalName,
    address: legal.address,
    representative: legal.representative,
    email: legal.email.label,
    phone: legal.phone.label,
    privacyEmail: legal.privacyContact.label,
    accessibilityEmail: legal.accessibilityContact.label,
    responseDays: new Intl.NumberFormat(intlLocale(locale)).format(legal.accessibilityResponseDays),
    authority: legal.supervisoryAuthority.name,
    contentResponsible: legal.contentResponsible,
    governingLaw: country.of(legal.governingLaw) ?? legal.governingLaw,
    jurisdiction: legal.jurisdiction,
    date: legalDate(locale).dateLabel,
  }
}

/** The legal pages' revision date, for <time>. */
export const legalDate = (locale: Locale) => dated(new Date(`${legal.updated}T00:00:00Z`), locale)

/** The company's facts, each with its label in the page's language (the keys of `labels` choose which, in order). */
export function legalFacts<K extends FactKey>(labels: Readonly<Record<K, string>>): FactListProps["items"] {
  return (Object.keys(labels) as K[]).map((key) => {
    const fact: { value: string; href?: string } = facts[key]
    return { id: key, label: labels[key], ...fact }
  })
}

const facts = {
  legalName: { value: legal.legalName },
  address: { value: legal.address },
  representative: { value: legal.representative },
  email: { value: legal.email.label, href: legal.email.href },
  phone: { value: legal.phone.label, href: legal.phone.href },
  register: { value: `${legal.register.court}, ${legal.register.number}` },
  vatId: { value: legal.vatId },
  privacyContact: { value: legal.privacyContact.label, href: legal.privacyContact.href },
  authority: { value: legal.supervisoryAuthority.name, href: legal.supervisoryAuthority.href },
} satisfies Record<string, { value: string; href?: string }>
export type FactKey = keyof typeof facts

export type ProcessorWords = {
  empty: string
  purposes: Readonly<Record<ProcessorPurpose, string>>
  formNames: Readonly<Record<MessageKind, string>>
  own: string
  privacyLink: string
}

/** The processors as the page lists them: purpose, forms and privacy link in the page's language. */
export function processorItems(
  list: readonly Processor[],
  words: ProcessorWords,
  locale: Locale,
): ProcessorListProps["items"] {
  const and = new Intl.ListFormat(intlLocale(locale), { type: "conjunction" })
  const regions = new Intl.DisplayNames([intlLocale(locale)], { type: "region" })
  // A country is an ISO 3166 code; a name written out instead (which Intl rejects) is printed as given.
  const country = (code: string) => {
    try {
      return regions.of(code) ?? code
    } catch {
      return code
    }
  }
  return list.map((processor) => {
    const forms = and.format((processor.forms ?? []).map((kind) => words.formNames[kind as MessageKind]))
    return {
      key: processor.key,
      label: processor.company ? processor.label : fillTemplate(words.own, { origin: processor.label }),
      ...(processor.company ? { company: { name: processor.company, country: country(processor.country) } } : {}),
      purpose: fillTemplate(words.purposes[processor.purpose], { forms }),
      privacyUrl: processor.privacyUrl,
      privacyLabel: fillTemplate(words.privacyLink, { label: processor.label }),
    }
  })
}

export type AnalyticsWords = { none: string; cookieless: string; consent: string }

/** The sentence about measuring visits: none, a cookieless tool, or one that waits for consent. */
export function analyticsText(words: AnalyticsWords, setting: AnalyticsSetting = analyticsSetting): string {
  if (setting.tool === "none") return words.none
  const tool = analyticsTools[setting.tool]
  const template = tool.needsConsent ? words.consent : words.cookieless
  return fillTemplate(template, { tool: tool.label, company: tool.company, cookies: tool.cookies.join(", ") })
}

type Entry = { label: string; text: string }
export type StorageWords = { theme: Entry; language: Entry; consent: Entry; analytics: Entry }

/**
 * What the site stores on the device: the theme choice always (src/lib/theme-script.ts), the
 * language never (it is in the address), and the consent choice and the tool's cookies when the
 * analytics tool needs consent.
 */
export function storageItems(
  words: StorageWords,
  setting: AnalyticsSetting = analyticsSetting,
): FactListProps["items"] {
  const entry = (id: string, { label, text }: Entry, values: Record<string, string> = {}) => ({
    id,
    label: fillTemplate(label, values),
    value: fillTemplate(text, values),
  })
  const items = [entry("theme", words.theme), entry("language", words.language)]
  if (setting.tool !== "none" && analyticsTools[setting.tool].needsConsent) {
    const tool = analyticsTools[setting.tool]
    const values = { tool: tool.label, company: tool.company, cookies: tool.cookies.join(", ") }
    items.push(entry("consent", words.consent), entry("analytics", words.analytics, values))
  }
  return items
}
