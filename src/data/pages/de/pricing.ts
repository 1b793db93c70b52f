/** Preise und Preise 2 auf Deutsch: nur die Wörter von src/data/pages/pricing.ts. */
import type * as english from "#/data/pages/pricing.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

/**
 * English's US-dollar figures as German writes them ("199 $"). Every plan lists the same lines in
 * English's order, with a limit only where English's line has one.
 */
export const plans = [
  {
    title: "Silber-Plan",
    blurb: "Für eine frisch gestartete Website, auf die jemand ein Auge haben soll.",
    price: { monthly: "0\u00a0$", yearly: "0\u00a0$" },
    features: [
      { text: "Verfügbarkeits- und Sicherheitsüberwachung" },
      { text: "Monatlicher Performance-Bericht" },
      { text: "Aktualisierung von Inhalten und Texten" },
      { text: "Designaufträge" },
      { text: "Feste Projektleitung" },
      { text: "Priorisierter Support am selben Tag" },
    ],
    cta: { label: "Kostenlos starten" },
  },
  {
    title: "Beliebter Plan",
    blurb: "Ein erfahrenes Design- und Entwicklerteam auf Abruf für eine Website, die weiter wächst.",
    price: { monthly: "199\u00a0$", yearly: "250\u00a0$" },
    badge: "Am beliebtesten",
    features: [
      { text: "Verfügbarkeits- und Sicherheitsüberwachung" },
      { text: "Monatlicher Performance-Bericht" },
      { text: "Aktualisierung von Inhalten und Texten", limit: "Unbegrenzt" },
      { text: "Designaufträge", limit: "10 pro Monat" },
      { text: "Feste Projektleitung" },
      { text: "Priorisierter Support am selben Tag" },
    ],
    cta: { label: "Plan wählen" },
  },
  {
    title: "Standard-Plan",
    blurb: "Verlässliche Pflege und kleine Änderungen für eine etablierte Marketing-Website.",
    price: { monthly: "49\u00a0$", yearly: "99\u00a0$" },
    features: [
      { text: "Verfügbarkeits- und Sicherheitsüberwachung" },
      { text: "Monatlicher Performance-Bericht" },
      { text: "Aktualisierung von Inhalten und Texten", limit: "5 pro Monat" },
      { text: "Designaufträge", limit: "2 pro Monat" },
      { text: "Feste Projektleitung" },
      { text: "Priorisierter Support am selben Tag" },
    ],
    cta: { label: "Plan wählen" },
  },
] satisfies Words<typeof english.plans>

const table = {
  eyebrow: "Pflegepläne für Websites",
  title: "Einfache Pläne für Websites, die immer besser werden",
  lead: "Jeder Plan umfasst Hosting-Checks, Backups und einen Menschen, der Ihre Website kennt. Wechseln oder kündigen Sie jederzeit.",
  plans,
  period: {
    legend: "Abrechnungszeitraum",
    labels: { monthly: "Monatlich", yearly: "Jährlich" },
    units: { monthly: "Monat", yearly: "Jahr" },
  },
  note: "Preise in US-Dollar, zuzüglich Umsatzsteuer. Ändern oder kündigen Sie Ihren Plan jederzeit im Kundenportal.",
  labels: { features: "Im Plan enthalten", notIncluded: "Nicht enthalten:" },
} satisfies Words<typeof english.pricing.table>

export const pricing = {
  meta: {
    title: "Preise",
    description: `Die Website-Pflegepläne von ${brand.name}: Silber-Plan, Beliebter Plan und Standard-Plan, monatlich oder jährlich abgerechnet. Vergleichen Sie, was jeder Plan enthält.`,
  },
  banner: {
    title: "Preise",
    lead: "Wählen Sie die Betreuung, die Ihre Website braucht. Keine Einrichtungsgebühr, keine Mindestlaufzeit.",
  },
  table,
  faq: {
    eyebrow: "Abrechnung",
    title: "Fragen zu Plänen und Abrechnung",
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
  },
} satisfies Words<typeof english.pricing>

export const pricing2 = {
  meta: {
    title: "Preispläne vergleichen",
    description: `Vergleichen Sie die Website-Pflegepläne von ${brand.name} nebeneinander: von der kostenlosen Überwachung bis zum erfahrenen Design- und Entwicklerteam auf Abruf.`,
  },
  banner: {
    title: "Pläne vergleichen",
    lead: "Dieselben drei Pläne, Zeile für Zeile nebeneinander, damit die Unterschiede sofort ins Auge fallen.",
  },
  table: {
    ...table,
    eyebrow: "Pläne im Vergleich",
    title: "Finden Sie den passenden Plan für Ihre Website",
  },
  cta: {
    title: "Sie brauchen mehr, als ein Plan abdeckt?",
    lead: "Redesigns, neue Produkte und langfristige Retainer planen wir passgenau. Erzählen Sie uns, was Sie vorhaben, und wir antworten innerhalb eines Werktags.",
    ctas: [{ label: "Mit unserem Team sprechen" }],
    note: "Kein Verkaufsskript: Sie sprechen mit einer erfahrenen Designerin oder einem erfahrenen Entwickler.",
  },
} satisfies Words<typeof english.pricing2>
