/** Die Fallstudie jedes Projekts (/de/portfolio/<slug>/) auf Deutsch: nur die Wörter von `details` aus src/data/pages/case-study.ts. */
import type * as english from "#/data/pages/case-study.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const details = {
  crumb: { label: "Portfolio" },
  pageTitle: "Fallstudie {title}",
  pageDescription: `{summary} Wie ${brand.name} mit {client} gearbeitet hat: die Aufgabe, unser Vorgehen und die Ergebnisse.`,
  neighbours: { label: "Weitere Projekte", labels: { previous: "Vorheriges Projekt", next: "Nächstes Projekt" } },
  labels: {
    facts: "Projektdetails",
    client: "Kunde",
    category: "Kategorie",
    duration: "Dauer",
    year: "Jahr",
    website: "Zur Live-Website",
    newTab: "öffnet in einem neuen Tab",
    challenge: "Die Aufgabe",
    approach: "Unser Vorgehen",
    services: "Unsere Leistungen",
    results: "Die Ergebnisse",
    metrics: "Die wichtigsten Ergebnisse",
  },
  related: {
    eyebrow: "Als Nächstes",
    title: "Weitere Projekte",
    lead: "Drei weitere Geschichten aus dem Studio.",
    link: { label: "Alle Arbeiten ansehen" },
  },
  cta: {
    title: "Sie wollen solche Ergebnisse?",
    lead: "Nennen Sie uns Ihre Ziele und einen groben Zeitrahmen. Wir melden uns mit einem Plan, einem Team und einem Festpreis.",
    ctas: [{ label: "Kontakt aufnehmen" }, { label: "Preise ansehen" }],
  },
} satisfies Words<typeof english.details>
