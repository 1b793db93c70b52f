/**
 * Pricing and Pricing 2 in German: the same plans and figures as src/data/pages/pricing.ts, in US
 * dollars as Intl writes them for de-DE ("199 $").
 */
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { PlanFeature, PricingPeriod, PricingPlan, PricingTableProps } from "@/components/sections/pricing-table"
import { formatMoney } from "@/components/ui/price"
import * as english from "@/data/pages/pricing"
import { brand } from "@/data/site"
import { intlLocale, localePath } from "@/i18n/locales"
import { faqPage, pricingPlans } from "@/lib/structured-data"
import { absoluteUrl } from "@/lib/url"

const to = (path: string) => localePath("de", path)
const usd = (amount: number) => formatMoney(amount, intlLocale("de"))

/** Every plan lists the same lines, so the cards compare line by line. */
const line = (text: string, included: boolean, limit?: string): PlanFeature => ({ text, included, limit })

export const plans = [
  {
    title: "Silber-Plan",
    icon: "shield",
    blurb: "Für eine frisch gestartete Website, auf die jemand ein Auge haben soll.",
    price: { monthly: usd(0), yearly: usd(0) },
    features: [
      line("Verfügbarkeits- und Sicherheitsüberwachung", true),
      line("Monatlicher Performance-Bericht", true),
      line("Aktualisierung von Inhalten und Texten", false),
      line("Designaufträge", false),
      line("Feste Projektleitung", false),
      line("Priorisierter Support am selben Tag", false),
    ],
    cta: { label: "Kostenlos starten", href: to("/sign-up/") },
  },
  {
    title: "Beliebter Plan",
    icon: "rocket",
    blurb: "Ein erfahrenes Design- und Entwicklerteam auf Abruf für eine Website, die weiter wächst.",
    price: { monthly: usd(199), yearly: usd(250) },
    highlighted: true,
    badge: "Am beliebtesten",
    features: [
      line("Verfügbarkeits- und Sicherheitsüberwachung", true),
      line("Monatlicher Performance-Bericht", true),
      line("Aktualisierung von Inhalten und Texten", true, "Unbegrenzt"),
      line("Designaufträge", true, "10 pro Monat"),
      line("Feste Projektleitung", true),
      line("Priorisierter Support am selben Tag", true),
    ],
    cta: { label: "Plan wählen", href: to("/contact/") },
  },
  {
    title: "Standard-Plan",
    icon: "layers",
    blurb: "Verlässliche Pflege und kleine Änderungen für eine etablierte Marketing-Website.",
    price: { monthly: usd(49), yearly: usd(99) },
    features: [
      line("Verfügbarkeits- und Sicherheitsüberwachung", true),
      line("Monatlicher Performance-Bericht", true),
      line("Aktualisierung von Inhalten und Texten", true, "5 pro Monat"),
      line("Designaufträge", true, "2 pro Monat"),
      line("Feste Projektleitung", false),
      line("Priorisierter Support am selben Tag", false),
    ],
    cta: { label: "Plan wählen", href: to("/contact/") },
  },
] satisfies [PricingPlan, PricingPlan, PricingPlan]

/**
 * The structured data reads prices as "$199" (lib/structured-data.ts): the same figures as the
 * English plans, with this page's names and descriptions.
 */
const offers = plans.map((plan, index) => ({ ...plan, price: english.plans[index]!.price }))

const period = {
  name: "pricing-period",
  initial: "monthly",
  legend: "Abrechnungszeitraum",
  labels: { monthly: "Monatlich", yearly: "Jährlich" },
  units: { monthly: "Monat", yearly: "Jahr" },
} satisfies PricingPeriod

const table = {
  id: "plans-title",
  eyebrow: "Pflegepläne für Websites",
  title: "Einfache Pläne für Websites, die immer besser werden",
  lead: "Jeder Plan umfasst Hosting-Checks, Backups und einen Menschen, der Ihre Website kennt. Wechseln oder kündigen Sie jederzeit.",
  plans,
  period,
  note: "Preise in US-Dollar, zuzüglich Umsatzsteuer. Ändern oder kündigen Sie Ihren Plan jederzeit im Kundenportal.",
  labels: { features: "Im Plan enthalten", notIncluded: "Nicht enthalten:" },
} satisfies PricingTableProps

const billingFaq = {
  id: "billing-faq-title",
  eyebrow: "Abrechnung",
  title: "Fragen zu Plänen und Abrechnung",
  tone: "tint",
  items: [
    {
      question: "Kann ich zwischen monatlicher und jährlicher Abrechnung wechseln?",
      answer: [
        "Ja. Sie wechseln auf der Abrechnungsseite Ihres Kundenportals, und die Änderung gilt ab Ihrer nächsten Rechnung. Nicht genutzte Tage des alten Zeitraums schreiben wir Ihnen gut.",
      ],
    },
    {
      question: "Was zählt als Designauftrag?",
      answer: [
        "Eine in sich abgeschlossene Designarbeit, die ein Designer in höchstens einem Tag erledigen kann: ein neuer Abschnitt für eine Landingpage, ein Satz Social-Media-Grafiken, eine E-Mail-Vorlage.",
        "Größere Vorhaben wie eine neue Seitenvorlage oder ein Rebranding kalkulieren wir separat, damit sie nie Ihr monatliches Kontingent aufbrauchen.",
      ],
    },
    {
      question: "Ist der Silber-Plan wirklich kostenlos?",
      answer: [
        "Ja. Wir überwachen Verfügbarkeit und Sicherheit von Websites, die wir gebaut oder geprüft haben, und schicken Ihnen jeden Monat einen Bericht. Steigen Sie um, sobald Sie konkrete Änderungen brauchen.",
      ],
    },
    {
      question: "Verfallen nicht genutzte Aufträge?",
      answer: [
        "Nicht genutzte Inhaltsaktualisierungen und Designaufträge übertragen wir einen Monat lang, ein ruhiger Monat ist also nie verschenkt.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const pricing = {
  meta: {
    title: "Preise",
    description: `Die Website-Pflegepläne von ${brand.name}: Silber-Plan, Beliebter Plan und Standard-Plan, monatlich oder jährlich abgerechnet. Vergleichen Sie, was jeder Plan enthält.`,
    jsonLd: [...pricingPlans(offers, absoluteUrl(to("/pricing/"))), faqPage(billingFaq.items)],
  },
  banner: {
    title: "Preise",
    lead: "Wählen Sie die Betreuung, die Ihre Website braucht. Keine Einrichtungsgebühr, keine Mindestlaufzeit.",
  },
  table,
  faq: billingFaq,
}

export const pricing2 = {
  meta: {
    title: "Preispläne vergleichen",
    description: `Vergleichen Sie die Website-Pflegepläne von ${brand.name} nebeneinander: von der kostenlosen Überwachung bis zum erfahrenen Design- und Entwicklerteam auf Abruf.`,
    jsonLd: pricingPlans(offers, absoluteUrl(to("/pricing-2/"))),
  },
  banner: {
    title: "Pläne vergleichen",
    lead: "Dieselben drei Pläne, Zeile für Zeile nebeneinander, damit die Unterschiede sofort ins Auge fallen.",
  },
  table: {
    ...table,
    id: "plans-compare-title",
    eyebrow: "Pläne im Vergleich",
    title: "Finden Sie den passenden Plan für Ihre Website",
  },
  cta: {
    id: "custom-plan-title",
    title: "Sie brauchen mehr, als ein Plan abdeckt?",
    lead: "Redesigns, neue Produkte und langfristige Retainer planen wir passgenau. Erzählen Sie uns, was Sie vorhaben, und wir antworten innerhalb eines Werktags.",
    ctas: [{ label: "Mit unserem Team sprechen", href: to("/contact/") }],
    note: "Kein Verkaufsskript: Sie sprechen mit einer erfahrenen Designerin oder einem erfahrenen Entwickler.",
  } satisfies CtaBannerProps,
}
