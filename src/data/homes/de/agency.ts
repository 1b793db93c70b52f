/** Home 1 auf Deutsch (/de/): die Wörter der Mock-ups von src/data/homes/agency.ts (die Seite selbst: src/content/pages/de/home.yaml). */
import type * as english from "#/data/homes/agency.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

// The brand's own words (src/config/site.ts) are the same in every language, so a rebrand reaches /de/ too.
export { brand }

export const reel = { label: "Aktuelle Projekte" } satisfies Words<typeof english.reel>

export const processVisual = {
  title: "Northwind v2 · Sprint 4",
  columns: [
    {
      title: "Verstehen",
      tasks: [
        { title: "8 Kundeninterviews führen", tag: "Research" },
        { title: "Wettbewerbsanalyse", tag: "Strategie" },
      ],
    },
    {
      title: "Gestalten",
      tasks: [
        { title: "Abläufe der Preisseite", tag: "UX" },
        { title: "Dark Mode fürs Dashboard", tag: "UI" },
      ],
    },
    {
      title: "Umsetzen",
      tasks: [
        { title: "Onboarding-Checkliste", tag: "Frontend" },
        { title: "Nutzungsbasierte Abrechnung", tag: "Backend" },
      ],
    },
  ],
  people: [{ alt: "" }, { alt: "" }, { alt: "" }],
  stat: { label: "Freitagsdemos bisher", value: "312", trend: "seit 2019" },
} satisfies Words<typeof english.processVisual>

export const resultsVisual = {
  title: "Northwind · Anmeldungen nach dem Relaunch",
  caption: "Wöchentliche Testanmeldungen, je 12 Wochen vor und nach dem Relaunch",
  tiles: [
    { label: "Testanmeldungen", value: "+131\u00a0%", trend: "▲ 12 Wo." },
    { label: "Ladezeit", value: "0,9\u00a0s", trend: "LCP" },
  ],
} satisfies Words<typeof english.resultsVisual>
