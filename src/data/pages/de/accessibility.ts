/** Erklärung zur Barrierefreiheit (/de/accessibility/): nur die Wörter von src/data/pages/accessibility.ts. */
import type * as english from "#/data/pages/accessibility.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Erklärung zur Barrierefreiheit",
  description:
    "Wie barrierefrei diese Website ist: der Standard, gegen den wir testen (WCAG 2.2 AA), wie wir testen, bekannte Einschränkungen und wie Sie ein Problem melden.",
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Erklärung zur Barrierefreiheit",
  lead: "Jede und jeder soll diese Website nutzen können, mit jedem Gerät, Browser und jeder assistiven Technologie.",
} satisfies Words<typeof english.banner>

export const document = {
  sections: [
    {
      title: "Der Standard, dem wir folgen",
      paragraphs: [
        "Diese Website wird so gestaltet, gebaut und getestet, dass sie die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllt, den Standard, auf den die europäischen Anforderungen an Barrierefreiheit (EN 301 549) verweisen.",
      ],
    },
    {
      title: "Wie wir testen",
      paragraphs: ["Jede Änderung an der Website wird geprüft, bevor sie online geht:"],
      items: [
        "automatische Prüfungen mit axe auf jeder Seite, im hellen und im dunklen Farbschema, auf einem Smartphone- und einem Desktop-Bildschirm;",
        "Tastaturtests: Jeder Link, jede Schaltfläche, jedes Menü, jeder Dialog und jedes Formular ist ohne Maus erreichbar und bedienbar, mit sichtbarem Fokus;",
        "Semantik für Screenreader: eine Hauptüberschrift pro Seite, Landmarks, beschriftete Felder und Fehlermeldungen, die mit ihrem Feld vorgelesen werden;",
        "erzwungene Farben (Kontrastmodus von Windows): Bedienelemente und ihr Zustand bleiben sichtbar;",
        "reduzierte Bewegung, Zoom bis 400 %, schmale Bildschirme bis 320 Pixel und die Leserichtung von rechts nach links im Arabischen.",
      ],
    },
    {
      title: "Stand der Vereinbarkeit",
      paragraphs: [
        "Wir sind der Auffassung, dass die Website WCAG 2.2 AA erfüllt. Automatische Tests finden nur einen Teil der Probleme, auf die Menschen stoßen; deshalb testen wir auch von Hand und sind für jede Meldung dankbar.",
      ],
    },
    {
      title: "Bekannte Einschränkungen",
      items: [
        "Videos laufen in den Playern von YouTube und Vimeo, die Karte stammt von OpenStreetMap. Deren Bedienelemente liegen nicht in unserer Hand; Untertitel hängen vom jeweiligen Video ab.",
        "Die Produkt-Demoseiten (Home 2 bis Home 10) und der Blog gibt es nur auf Englisch.",
      ],
    },
    {
      title: "Ein Problem melden",
      paragraphs: [
        "Wenn Ihnen etwas auf dieser Website schwerfällt oder Sie es nicht nutzen können, schreiben Sie an {accessibilityEmail}. Nennen Sie die Seite und was nicht funktioniert hat; wir antworten innerhalb von {responseDays} Werktagen und schicken Ihnen den Inhalt, wo möglich, in einer Form, die für Sie funktioniert.",
      ],
    },
    {
      title: "Über diese Erklärung",
      paragraphs: ["Diese Erklärung wurde am {date} auf Grundlage unserer eigenen Tests der Website erstellt."],
    },
  ],
} satisfies Words<typeof english.document>
