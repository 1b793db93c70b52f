/** Angebot anfordern (/de/quote/) auf Deutsch: nur die Wörter von src/data/pages/quote.ts. */
import type * as english from "#/data/pages/quote.ts"
import { brand, contact } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

import { formLabels } from "./contact"

export const meta = {
  title: "Angebot anfordern",
  description: `Erzählen Sie ${brand.name} von Ihrer Website, Ihrer Marke oder Ihrem Produkt und Ihrem Budgetrahmen. Innerhalb von drei Werktagen erhalten Sie eine schriftliche Kostenschätzung und einen Plan.`,
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Angebot anfordern",
  lead: "Eine klare Kostenschätzung, schriftlich, innerhalb von drei Werktagen. Unverbindlich.",
} satisfies Words<typeof english.banner>

export const request = {
  eyebrow: "Ihr Projekt",
  title: "Erzählen Sie uns, was Sie brauchen",
  lead: "Je mehr wir wissen, desto genauer die Schätzung. Auch grobe Ideen sind willkommen: Sie zu schärfen gehört zu unserer Arbeit.",
  points: [
    "Festpreisangebot oder monatlicher Retainer, ganz wie Sie möchten",
    "Nur erfahrene Fachleute, vom ersten Gespräch bis zum Launch",
    "Wir unterschreiben Ihre Geheimhaltungsvereinbarung, bevor Sie Vertrauliches teilen",
  ],
  channels: [
    {
      title: "Lieber persönlich besprechen?",
      text: "Rufen Sie unsere Produktion an, montags bis freitags.",
      contact: { label: contact.phone.label },
    },
    {
      title: "Sie haben schon ein Briefing?",
      text: "Schicken Sie es uns per E-Mail, und wir lesen es, bevor wir Sie anrufen.",
      contact: { label: contact.email.label },
    },
  ],
} satisfies Words<typeof english.request>

export const form = {
  fields: [
    { label: "Ihr Name", placeholder: "Julia Schneider" },
    { label: "Geschäftliche E-Mail-Adresse", placeholder: "name@firma.de" },
    { label: "Unternehmen", placeholder: "Nordwind Outdoor GmbH" },
    {
      label: "Budgetrahmen",
      // An option's value is English's (what the form sends), not a word, but a string outside the structure keys.
      options: [
        { value: "under-10k", label: "Unter 10.000\u00a0$" },
        { value: "10k-25k", label: "10.000–25.000\u00a0$" },
        { value: "25k-50k", label: "25.000–50.000\u00a0$" },
        { value: "50k-plus", label: "50.000\u00a0$ oder mehr" },
        { value: "not-sure", label: "Noch unklar" },
      ],
    },
    {
      label: "Projektdetails",
      hint: "Was Sie bauen möchten, für wen und bis wann es fertig sein muss.",
      placeholder: "Eine neue Marketing-Website für unsere Outdoor-Marke, live vor dem Frühjahrskatalog …",
    },
  ],
  submit: "Angebot jetzt anfordern",
  labels: formLabels,
} satisfies Words<typeof english.form>

export const nextSteps = {
  eyebrow: "So geht es weiter",
  title: "In einer Woche von der Anfrage zum Kickoff",
  lead: "Kein langer Verkaufsprozess: drei kurze Schritte, und Sie wissen immer, mit wem Sie sprechen.",
  steps: [
    {
      title: "Wir lesen Ihre Anfrage",
      text: "Noch am selben Tag gehen eine Produzentin und ein leitender Designer sie durch und notieren ihre Fragen.",
    },
    {
      title: "Ein 30-minütiges Gespräch",
      text: "Wir sprechen über Ziele, Umfang und Zeitplan und sagen Ihnen ehrlich, ob wir das richtige Studio dafür sind.",
    },
    {
      title: "Ihre schriftliche Kostenschätzung",
      text: "Innerhalb von drei Werktagen: Umfang, Zeitplan, Team und ein Preis, den Sie Ihrer Geschäftsführung vorlegen können.",
    },
  ],
  labels: { step: "Schritt {n}" },
} satisfies Words<typeof english.nextSteps>
