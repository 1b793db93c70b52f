/** Home 1 auf Deutsch (/de/): nur die Wörter von src/data/homes/agency.ts. */
import type * as english from "#/data/homes/agency.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

// The brand's own words (src/config/site.ts) are the same in every language, so a rebrand reaches /de/ too.
export { brand }

export const meta = {
  title: "Digitalagentur für Marken, Websites und Produkte",
  description: `${brand.name} ist eine Digitalagentur, die Marken, Websites und digitale Produkte gestaltet und entwickelt. Entdecken Sie unsere Projekte, unsere Leistungen und wie wir arbeiten.`,
} satisfies Words<typeof english.meta>

export const hero = {
  eyebrow: "Studio für Marke, Web und Produkt",
  title: "Wir gestalten digitale Produkte, die Menschen gern nutzen",
  lead: `${brand.name} ist ein erfahrenes Team aus Strategie, Design und Entwicklung. Wir bringen Marken, Websites und Apps von der ersten Skizze bis zum Launch und lassen sie danach weiter wachsen.`,
  note: "Über 4.200 Gründer und Marketingverantwortliche lesen bereits unsere monatlichen Notizen aus der Praxis.",
} satisfies Words<typeof english.hero>

export const reel = { label: "Aktuelle Projekte" } satisfies Words<typeof english.reel>

export const newsletter = {
  label: "Ihre E-Mail-Adresse",
  placeholder: "E-Mail-Adresse eingeben",
  button: "Abonnieren",
} satisfies Words<typeof english.newsletter>

export const brands = { title: "Diese Teams vertrauen uns" } satisfies Words<typeof english.brands>

export const video = { title: `${brand.name} in 90 Sekunden` } satisfies Words<typeof english.video>

export const services = {
  eyebrow: "Was wir tun",
  title: "Vier Disziplinen, ein erfahrenes Team",
  lead: "Strategie, Design und Entwicklung sitzen vom ersten Tag an am selben Tisch. So geht zwischen Präsentation und Deployment nichts verloren.",
  linkLabel: "Leistung ansehen",
} satisfies Words<typeof english.services>

export const process = {
  eyebrow: "So arbeiten wir",
  title: "Kleine Teams, wöchentliche Demos, keine Überraschungen",
  lead: "Jedes Projekt bekommt ein festes Trio aus Strategie, Design und Entwicklung, das vom Kickoff bis zum Launch dabeibleibt.",
  bullets: [
    "Fester Umfang und Festpreis vor dem Start",
    "Jeden Freitag eine lauffähige Demo",
    "Ein gemeinsames Board, das Sie jederzeit sehen",
    "Übergabedokumente, die Ihr Team wirklich liest",
  ],
  ctas: [{ label: "Unsere Leistungen" }],
} satisfies Words<typeof english.process>

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

export const results = {
  eyebrow: "Warum Teams bleiben",
  title: "Arbeit, die sich bezahlt macht",
  lead: "Wir messen einen Launch daran, was er für das Geschäft verändert, und messen auch nach der Launch-Party weiter.",
  paragraphs: [
    "Nach dem Launch bleiben die meisten Kunden mit uns als Produktteam in Teilzeit weiter zusammen: Wir behalten die Zahlen im Blick, führen Experimente durch und liefern jeden Monat Verbesserungen aus.",
  ],
  stats: [
    { value: "140+", label: "Launches seit 2016" },
    { value: "92\u00a0%", label: "Kunden, die wiederkommen" },
    { value: "4,9/5", label: "Durchschnittliche Projektbewertung" },
  ],
  ctas: [{ label: "Projekt starten" }],
} satisfies Words<typeof english.results>

export const resultsVisual = {
  title: "Northwind · Anmeldungen nach dem Relaunch",
  caption: "Wöchentliche Testanmeldungen, je 12 Wochen vor und nach dem Relaunch",
  tiles: [
    { label: "Testanmeldungen", value: "+131\u00a0%", trend: "▲ 12 Wo." },
    { label: "Ladezeit", value: "0,9\u00a0s", trend: "LCP" },
  ],
} satisfies Words<typeof english.resultsVisual>

export const work = {
  eyebrow: "Ausgewählte Projekte",
  title: "Aktuelle Launches, auf die wir stolz sind",
  lead: "Zwei Projekte aus dem vergangenen Jahr. Beide begannen mit einem einzigen Workshop.",
  link: { label: "Alle Projekte ansehen" },
  cardLabels: { view: "Fallstudie ansehen" },
} satisfies Words<typeof english.work>

export const testimonial = {
  eyebrow: "Kundenstimmen",
  title: "So arbeitet es sich mit uns",
  items: [
    {
      quote: `${brand.shortName} hat unsere Marke und unsere Produktwebsite in elf Wochen neu aufgebaut. Dank der Freitagsdemos gab es nie die eine große Enthüllung, sondern stetigen Fortschritt, den wir mitsteuern konnten. Im Quartal nach dem Launch haben sich die Anmeldungen verdoppelt, und unser eigenes Team veröffentlicht bis heute jede Woche Änderungen an der Website.`,
      role: "Marketingleiterin, Northwind",
      avatar: { alt: "" },
    },
  ],
  labels: { rating: "Bewertet mit {value} von {max} Sternen", quotes: ["„", "“"] },
} satisfies Words<typeof english.testimonial>

export const faq = {
  eyebrow: "Häufige Fragen",
  title: "Was Kunden uns zuerst fragen",
  items: [
    {
      question: "Was kostet ein typisches Projekt?",
      answer: [
        "Markenidentitäten beginnen bei 18.000\u00a0$, Marketing-Websites bei 24.000\u00a0$. Produktdesign rechnen wir monatlich ab. Nach einem 45-minütigen Gespräch erhalten Sie innerhalb von zwei Werktagen ein Festpreisangebot.",
      ],
    },
    {
      question: "Wie lange dauert eine Website?",
      answer: [
        "Die meisten Marketing-Websites brauchen vom Kickoff bis zum Launch 8 bis 12 Wochen: zwei Wochen Strategie, vier bis sechs Wochen Design und Entwicklung in wöchentlichen Zyklen und zwei Wochen für Inhalte, Tests und Launch.",
      ],
    },
    {
      question: "Arbeiten Sie auch mit Teams außerhalb Europas?",
      answer: [
        "Ja. Rund die Hälfte unserer Kunden sitzt in Nordamerika. Wir überschneiden uns täglich mindestens vier Stunden mit der US-Ostküstenzeit und führen jedes Meeting per Video.",
      ],
    },
    {
      question: "Kann unser Entwicklungsteam nach dem Launch am Code weiterarbeiten?",
      answer: [
        "Genau das ist der Plan. Wir setzen auf verbreitete, gut dokumentierte Werkzeuge, schreiben Übergabedokumente und arbeiten in den letzten beiden Wochen direkt mit Ihren Entwicklern zusammen.",
      ],
    },
    {
      question: "Was brauchen Sie von uns für den Start?",
      answer: [
        "Eine Person mit Entscheidungsbefugnis, die an einer wöchentlichen 30-minütigen Demo teilnimmt, Zugriff auf Ihre Analysedaten und ehrliche Antworten im Kickoff-Workshop. Um den Rest kümmern wir uns.",
      ],
    },
  ],
} satisfies Words<typeof english.faq>

export const cta = {
  title: "Sie haben ein Projekt im Kopf?",
  lead: "Erzählen Sie uns, wo Sie stehen und wo Sie hinwollen. Innerhalb eines Werktags meldet sich jemand aus unserem Strategieteam mit den nächsten Schritten und einem groben Budgetrahmen.",
  ctas: [{ label: "Kontakt aufnehmen" }, { label: "Unsere Projekte ansehen" }],
} satisfies Words<typeof english.cta>
