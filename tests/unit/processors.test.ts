import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { ProcessorList } from "#/components/sections/legal-document.tsx"
import type { AnalyticsSetting } from "#/config/analytics.ts"
import { intlLocale, localeCodes, type Locale } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { analyticsTools } from "#/lib/analytics-tools.ts"
import { accountKinds, messageKinds, presets, type FormsConfig } from "#/lib/forms.ts"
import { analyticsText, processorItems, siteProcessors } from "#/lib/legal.ts"
import { processors } from "#/lib/processors.ts"
import { pageIn, sectionsOf } from "../support/page-files"

/** Text as React writes it into HTML. */
const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

const none = Object.fromEntries([...messageKinds, ...accountKinds].map((kind) => [kind, null])) as FormsConfig
const withFormspree: FormsConfig = {
  ...none,
  contact: presets.formspree("xyzabcd"),
  quote: presets.formspree("qrstuv"),
}
const plausible: AnalyticsSetting = { tool: "plausible", domain: "site.example" }
const ga4: AnalyticsSetting = { tool: "ga4", measurementId: "G-TEST000000" }

/** The words of the privacy policy's blocks in a language, as its content file gives them (src/content/pages/privacy.yaml). */
function privacyWords(locale: Locale) {
  const { processors, analytics } = sectionsOf(pageIn("privacy", locale), "legal")[0]?.blocks ?? {}
  if (!processors || !analytics) throw new Error(`the ${locale} privacy policy has no processors or analytics words`)
  return { processors, analytics }
}

/** What the privacy policy prints about processors and analytics, in one language. */
function privacyText(locale: Locale, forms: FormsConfig, analytics: AnalyticsSetting): string {
  const words = privacyWords(locale)
  const list = processorItems(siteProcessors(forms, null, analytics), words.processors, locale)
  return (
    renderToStaticMarkup(ProcessorList({ items: list, empty: words.processors.empty, comma: ", " })) +
    analyticsText(words.analytics, analytics)
  )
}

describe("the processors the privacy policy names", () => {
  it.each(localeCodes)("names Formspree and each analytics tool with its company (%s)", (locale) => {
    for (const analytics of [plausible, ga4]) {
      const text = privacyText(locale, withFormspree, analytics)
      const tool = analyticsTools[analytics.tool as "plausible" | "ga4"]
      expect(text).toContain("Formspree")
      expect(text).toContain("https://formspree.io/legal/privacy-policy/")
      expect(text).toContain(tool.label)
      expect(text).toContain(tool.company)
      expect(text).toContain(tool.privacyUrl)
    }
  })

  it.each(localeCodes)("names each company's country in the page's language (%s)", (locale) => {
    const country = new Intl.DisplayNames([intlLocale(locale)], { type: "region" })
    const list = siteProcessors(withFormspree, "https://tile.openstreetmap.org", ga4)
    const items = processorItems(list, privacyWords(locale).processors, locale)
    expect(list.length).toBeGreaterThan(3)
    // Joined by the language's own comma (Arabic writes "،"), with the name isolated in its own direction.
    const { comma } = ui(locale).legalDocument
    const html = renderToStaticMarkup(ProcessorList({ items, empty: "", comma }))
    for (const processor of list)
      expect(html).toContain(`<bdi>${escape(processor.company)}</bdi>${comma}${country.of(processor.country)}`)
    for (const [index, processor] of list.entries()) {
      // A country is an ISO 3166 code, which the language names (an unknown code would print as itself).
      expect(country.of(processor.country), processor.key).not.toBe(processor.country)
      expect(items[index]?.company).toMatchObject({ name: processor.company, country: country.of(processor.country) })
    }
  })

  it.each(localeCodes)("says that no analytics is used when none is configured (%s)", (locale) => {
    const words = privacyWords(locale)
    const text = privacyText(locale, none, { tool: "none" })
    expect(text).toContain(words.analytics.none)
    expect(text).not.toContain("Formspree")
    for (const tool of Object.values(analyticsTools)) expect(text).not.toContain(tool.label)
  })

  it("lists a service once, with every form that sends to it", () => {
    const list = processors({ forms: withFormspree, analytics: { tool: "none" }, videoHosts: [], mapHost: null })
    expect(list).toEqual([expect.objectContaining({ key: "formspree", forms: ["contact", "quote"] })])
  })

  it("names a custom endpoint by its origin, and the tool's cookies only when it needs consent", () => {
    const forms = { ...none, newsletter: presets.form("https://forms.example.org/subscribe") }
    const list = processors({
      forms,
      analytics: ga4,
      videoHosts: ["youtube"],
      mapHost: "https://www.openstreetmap.org",
    })
    expect(list.map((p) => p.key)).toEqual([
      "origin:https://forms.example.org",
      "analytics:ga4",
      "video:youtube",
      "map",
    ])
    expect(list[1]).toMatchObject({ needsConsent: true, cookies: analyticsTools.ga4.cookies })
    expect(list[2]).toMatchObject({ company: "Google Ireland Limited" })
    const plausibleList = processors({ forms: none, analytics: plausible, videoHosts: [], mapHost: null })
    expect(plausibleList[0]).toMatchObject({ needsConsent: false, cookies: [] })
  })
})
