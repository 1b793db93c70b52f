/** Über uns (/de/about/) auf Deutsch: nur die Wörter von src/data/pages/about.ts. */
import type * as english from "#/data/pages/about.ts"
import { brand } from "#/config/site.ts"
import { leadership, memberCards } from "#/data/team.ts"
import { de as deTeam } from "#/data/team.de.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Über uns",
  description: `Lernen Sie ${brand.name} kennen: ein erfahrenes Team aus Strategie, Design und Entwicklung in Portland. Unsere Geschichte, unsere Werte, Projekte, auf die wir stolz sind, und die Menschen dahinter.`,
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Über uns",
  lead: "Ein kleines, erfahrenes Studio, das Marken, Websites und Produkte gestaltet und entwickelt und sie auch danach beim Wachsen begleitet.",
} satisfies Words<typeof english.banner>

export const showcase = {
  eyebrow: "Wer wir sind",
  title: "Strategie, Design und Entwicklung an einem Tisch",
  lead: "Seit 2014 helfen wir Start-ups und bekannten Marken, Markenauftritte, Websites und Apps an den Start zu bringen. Jedes Projekt führen die Menschen, die es gestalten und umsetzen: ohne Übergaben und ohne zwischengeschaltete Kundenberatung.",
  images: [
    {
      alt: `Ein Schreibtisch bei ${brand.name}: ein Laptop mit dem Schnitt des Studiofilms, ein Notizbuch, Kopfhörer, eine Tasse und ein Stift`,
    },
    {
      alt: `Eine Workshop-Wand bei ${brand.name} mit Haftnotizen vom zweiten Tag der Discovery-Phase, einige mit Punkten bewertet`,
    },
    {
      alt: "Zwei Smartphones auf dem Testtisch des Studios: die dritte Runde eines Prototyps und die Testtermine des Tages",
    },
  ],
} satisfies Words<typeof english.showcase>

export const video = { title: `Eine Woche bei ${brand.name}` } satisfies Words<typeof english.video>

export const vision = {
  eyebrow: "Unsere Vision",
  title: "Digitale Produkte, die sich handgemacht anfühlen, in jeder Größe",
  paragraphs: [
    "Die meisten Websites und Apps entstehen aus denselben Bausteinen, und das sieht man ihnen an. Wir sind überzeugt: Vertrauen entsteht im Detail. Durch Texte, die klingen, als hätte ein Mensch sie geschrieben, durch Seiten, die laden, bevor man blinzelt, und durch Abläufe, die Ihre Zeit respektieren.",
    "Deshalb halten wir unsere Teams klein und erfahren, testen ab der ersten Woche mit echten Menschen und messen Erfolg daran, was sich für die Kundschaft unserer Auftraggeber verändert, nicht daran, wie viele Screens wir abliefern.",
  ],
  bullets: [
    "Research mit echten Kunden",
    "Designsysteme, die mitwachsen",
    "Von Anfang an barrierefrei",
    "Messbar nach dem Launch",
  ],
} satisfies Words<typeof english.vision>

export const testimonial = {
  quote: `${brand.shortName} hat unsere Buchungsstrecke in zehn Wochen neu aufgebaut. Die Online-Buchungen sind um 41\u00a0% gestiegen, und unser Support-Postfach kann endlich durchatmen. Vom ersten Tag an waren sie für uns Teil des eigenen Teams.`,
  role: "Leiterin Digital, Oakline Hotels",
  avatar: { alt: "" },
  labels: { rating: "Bewertet mit {value} von {max} Sternen", quotes: ["„", "“"] },
} satisfies Words<typeof english.testimonial>

export const stats = {
  title: `${brand.name} in Zahlen`,
  items: [
    { value: "36K+", label: "Zufriedene Kunden" },
    { value: "80\u00a0%", label: "Aktive Zusammenarbeit" },
    { value: "54K+", label: "Erfolgreiche Projekte" },
    { value: "72+", label: "Auszeichnungen" },
  ],
} satisfies Words<typeof english.stats>

export const values = {
  eyebrow: "Unsere Werte",
  title: "Wofür wir in jedem Projekt einstehen",
  lead: "Sechs Versprechen, die bestimmen, wie wir einstellen, wie wir planen und wie wir mit den Menschen umgehen, die uns ihr Produkt anvertrauen.",
  items: [
    {
      title: "Sorgfalt im Detail",
      text: "Wir feilen an Abständen, Formulierungen und Bewegung, bis sich das Produkt mühelos anfühlt. Denn Kunden merken, wenn sich niemand darum gekümmert hat.",
    },
    {
      title: "Klar und ehrlich",
      text: "Wöchentliche Demos, gemeinsame Boards und direkte Antworten. Sie wissen immer, woran wir arbeiten, warum und was es kostet.",
    },
    {
      title: "Wirkung vor Umfang",
      text: "Vor der ersten Skizze einigen wir uns auf die Kennzahlen, die zählen, und berichten nach dem Launch darüber, nicht nur über Liefergegenstände.",
    },
    {
      title: "Kleine, erfahrene Teams",
      text: "Wer Ihnen das Projekt vorstellt, setzt es auch um. Keine Junioren, die auf Ihre Kosten lernen, keine Übergaben.",
    },
    {
      title: "Von Anfang an barrierefrei",
      text: "Alles, was wir ausliefern, erfüllt WCAG 2.2 AA, lässt sich mit Tastatur und Screenreader bedienen und liest sich gut auf einem langsamen Smartphone.",
    },
    {
      title: "Immer neugierig",
      text: "Jeder Freitagnachmittag gehört der Recherche, eigenen Projekten und dem gegenseitigen Weitergeben dessen, was wir in der Woche gelernt haben.",
    },
  ],
} satisfies Words<typeof english.values>

export const work = {
  eyebrow: "Ausgewählte Projekte",
  title: "Aktuelle Projekte, auf die wir stolz sind",
  lead: "Zwei Launches aus dem vergangenen Jahr, jeweils von Anfang bis Ende von einem Team wie dem unten umgesetzt.",
  link: { label: "Alle Projekte ansehen" },
  cardLabels: { view: "Fallstudie ansehen" },
} satisfies Words<typeof english.work>

// The leads' roles and link names are src/data/team.de.ts's, shared with the Team page.
export const team = {
  eyebrow: "Unser Team",
  title: "Die Menschen, die Ihr Projekt leiten",
  lead: "Vier Studio-Leads mit jeweils mehr als zehn Jahren Erfahrung in der Produktentwicklung. Mindestens eine Person aus diesem Kreis ist bei jedem Gespräch mit Ihnen dabei.",
  members: memberCards(leadership, 320, deTeam),
  action: { label: "Das ganze Team kennenlernen" },
} satisfies Words<typeof english.team>

export const cta = {
  title: "Lassen Sie uns etwas bauen, das Menschen gern nutzen",
  lead: "Erzählen Sie uns, wo Sie stehen und wo Sie hinwollen. Wir antworten innerhalb eines Werktags mit den nächsten Schritten und einem groben Budgetrahmen.",
  ctas: [{ label: "Kontakt aufnehmen" }],
} satisfies Words<typeof english.cta>
