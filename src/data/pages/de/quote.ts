/** Request a quote in German (the shape is src/data/pages/quote.ts). */
import type { ContactChannel } from "@/components/sections/contact-channels"
import type { ContactFormProps, ContactFormSectionProps } from "@/components/sections/contact-form"
import type { StepsProps } from "@/components/sections/steps"
import { formatMoney, formatMoneyRange } from "@/components/ui/price"
import { brand, contact } from "@/data/site"
import { intlLocale } from "@/i18n/locales"

import { formLabels } from "./contact"

/** The line under a field the visitor must correct: the same words as the contact forms. */

const money = (amount: number) => formatMoney(amount, intlLocale("de"))
const range = (from: number, to: number) => formatMoneyRange(from, to, intlLocale("de"))

export const meta = {
  title: "Angebot anfordern",
  description: `Erzählen Sie ${brand.name} von Ihrer Website, Ihrer Marke oder Ihrem Produkt und Ihrem Budgetrahmen. Innerhalb von drei Werktagen erhalten Sie eine schriftliche Kostenschätzung und einen Plan.`,
}

export const banner = {
  title: "Angebot anfordern",
  lead: "Eine klare Kostenschätzung, schriftlich, innerhalb von drei Werktagen. Unverbindlich.",
}

const talk = [
  {
    icon: "phone",
    title: "Lieber persönlich besprechen?",
    text: "Rufen Sie unsere Produktion an, montags bis freitags.",
    contact: contact.phone,
  },
  {
    icon: "mail",
    title: "Sie haben schon ein Briefing?",
    text: "Schicken Sie es uns per E-Mail, und wir lesen es, bevor wir Sie anrufen.",
    contact: contact.email,
  },
] satisfies ContactChannel[]

export const request = {
  id: "quote-form-title",
  eyebrow: "Ihr Projekt",
  title: "Erzählen Sie uns, was Sie brauchen",
  lead: "Je mehr wir wissen, desto genauer die Schätzung. Auch grobe Ideen sind willkommen: Sie zu schärfen gehört zu unserer Arbeit.",
  points: [
    "Festpreisangebot oder monatlicher Retainer, ganz wie Sie möchten",
    "Nur erfahrene Fachleute, vom ersten Gespräch bis zum Launch",
    "Wir unterschreiben Ihre Geheimhaltungsvereinbarung, bevor Sie Vertrauliches teilen",
  ],
  channels: talk,
} satisfies Omit<ContactFormSectionProps, "children">

export const form = {
  id: "quote-form-title",
  fields: [
    { name: "name", label: "Ihr Name", required: true, autoComplete: "name", placeholder: "Julia Schneider" },
    {
      name: "email",
      label: "Geschäftliche E-Mail-Adresse",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "name@firma.de",
    },
    {
      name: "company",
      label: "Unternehmen",
      autoComplete: "organization",
      placeholder: "Nordwind Outdoor GmbH",
      wide: true,
    },
    {
      kind: "choice",
      name: "budget",
      label: "Budgetrahmen",
      required: true,
      options: [
        { value: "under-10k", label: `Unter ${money(10_000)}` },
        { value: "10k-25k", label: range(10_000, 25_000) },
        { value: "25k-50k", label: range(25_000, 50_000) },
        { value: "50k-plus", label: `${money(50_000)} oder mehr` },
        { value: "not-sure", label: "Noch unklar" },
      ],
    },
    {
      name: "details",
      label: "Projektdetails",
      type: "textarea",
      required: true,
      rows: 6,
      hint: "Was Sie bauen möchten, für wen und bis wann es fertig sein muss.",
      placeholder: "Eine neue Marketing-Website für unsere Outdoor-Marke, live vor dem Frühjahrskatalog …",
      wide: true,
    },
  ],
  submit: "Angebot jetzt anfordern",
  labels: formLabels,
} satisfies ContactFormProps

export const nextSteps = {
  id: "quote-next-title",
  eyebrow: "So geht es weiter",
  title: "In einer Woche von der Anfrage zum Kickoff",
  lead: "Kein langer Verkaufsprozess: drei kurze Schritte, und Sie wissen immer, mit wem Sie sprechen.",
  steps: [
    {
      icon: "inbox",
      title: "Wir lesen Ihre Anfrage",
      text: "Noch am selben Tag gehen eine Produzentin und ein leitender Designer sie durch und notieren ihre Fragen.",
    },
    {
      icon: "calendar",
      title: "Ein 30-minütiges Gespräch",
      text: "Wir sprechen über Ziele, Umfang und Zeitplan und sagen Ihnen ehrlich, ob wir das richtige Studio dafür sind.",
    },
    {
      icon: "send",
      title: "Ihre schriftliche Kostenschätzung",
      text: "Innerhalb von drei Werktagen: Umfang, Zeitplan, Team und ein Preis, den Sie Ihrer Geschäftsführung vorlegen können.",
    },
  ],
  tone: "tint",
  labels: { step: "Schritt {n}" },
} satisfies StepsProps
