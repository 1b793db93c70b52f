/** Die Wörter um die Seite jeder Leistung (/de/service/<slug>/) auf Deutsch: nur die Wörter von src/data/pages/services.ts. */
import type * as english from "#/data/pages/services.ts"
import type { Words } from "#/i18n/overlay.ts"

export const serviceCopy = {
  crumb: { label: "Leistungen" },
  article: {
    eyebrow: "So arbeiten wir",
    facts: { title: "Auf einen Blick", cta: { label: "Erstgespräch vereinbaren" } },
  },
  faq: { eyebrow: "Häufige Fragen", title: "Fragen zu „{service}“" },
} satisfies Words<typeof english.serviceCopy>
