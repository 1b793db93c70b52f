/**
 * Home 1 in German (/de/): the sections that are plain data (the shape is src/data/homes/agency.copy.ts).
 */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { HeroProps } from "@/components/sections/hero"
import type { LogoCloudProps } from "@/components/sections/logo-cloud"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import type { PortfolioTeaserProps } from "@/components/sections/portfolio-teaser"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"
import { videoEmbed } from "@/lib/video-embed"

const to = (path: string) => localePath("de", path)

export const hero = {
  id: "hero-title",
  eyebrow: "Studio für Marke, Web und Produkt",
  title: "Wir gestalten digitale Produkte, die Menschen gern nutzen",
  lead: `${brand.name} ist ein erfahrenes Team aus Strategie, Design und Entwicklung. Wir bringen Marken, Websites und Apps von der ersten Skizze bis zum Launch und lassen sie danach weiter wachsen.`,
  note: "Über 4.200 Gründer und Marketingverantwortliche lesen bereits unsere monatlichen Notizen aus der Praxis.",
  // Editorial: the promise across the width, the studio's work as a reel under it.
  layout: "editorial",
  tone: "plain",
} satisfies HeroProps

/** The reel of recent projects under the headline (from src/content/projects/, by order). */
export const reel = { label: "Aktuelle Projekte", count: 6 }

export const newsletter = {
  id: "hero-newsletter",
  label: "Ihre E-Mail-Adresse",
  placeholder: "E-Mail-Adresse eingeben",
  button: "Abonnieren",
} satisfies NewsletterFormProps

export const brands = {
  id: "brands-title",
  title: "Diese Teams vertrauen uns",
  logos: [
    { name: "Northwind", glyph: "triangle" },
    { name: "Quantix", glyph: "hexagon" },
    { name: "Helio", glyph: "circle" },
    { name: "Oakline", glyph: "leaf" },
    { name: "Pinecrest", glyph: "squares" },
  ],
} satisfies LogoCloudProps

/** The showreel behind the hero's play button. Homes 1–4 never autoplay (sound on). */
export const video = {
  id: "agency-showreel",
  title: `${brand.name} in 90 Sekunden`,
  embed: videoEmbed({ host: "youtube", id: "aqz-KE-bpKQ" }, { autoplay: false }),
  look: "pill",
} satisfies VideoDialogContent

export const services = {
  id: "services-title",
  // What the studio does, as an editorial numbered list.
  layout: "list",
  eyebrow: "Was wir tun",
  title: "Vier Disziplinen, ein erfahrenes Team",
  lead: "Strategie, Design und Entwicklung sitzen vom ersten Tag an am selben Tisch. So geht zwischen Präsentation und Deployment nichts verloren.",
  columns: 4,
  /** The services shown (file names in src/content/services/), as cards linking to their pages. */
  ids: ["brand-strategy", "website-design-development", "product-ux-design", "growth-analytics"],
  linkLabel: "Leistung ansehen",
} satisfies Omit<FeatureGridProps, "items"> & { ids: readonly string[]; linkLabel: string }

export const process = {
  id: "process-title",
  eyebrow: "So arbeiten wir",
  title: "Kleine Teams, wöchentliche Demos, keine Überraschungen",
  lead: "Jedes Projekt bekommt ein festes Trio aus Strategie, Design und Entwicklung, das vom Kickoff bis zum Launch dabeibleibt.",
  bullets: [
    "Fester Umfang und Festpreis vor dem Start",
    "Jeden Freitag eine lauffähige Demo",
    "Ein gemeinsames Board, das Sie jederzeit sehen",
    "Übergabedokumente, die Ihr Team wirklich liest",
  ],
  ctas: [{ label: "Unsere Leistungen", href: to("/service/") }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const results = {
  id: "results-title",
  // The page's one ink-dark band.
  tone: "dark",
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
  ctas: [{ label: "Projekt starten", href: to("/contact/") }],
} satisfies ContentSplitProps

export const work = {
  id: "work-title",
  eyebrow: "Ausgewählte Projekte",
  title: "Aktuelle Launches, auf die wir stolz sind",
  lead: "Zwei Projekte aus dem vergangenen Jahr. Beide begannen mit einem einzigen Workshop.",
  /** The projects shown (ids in src/content/projects/); the page turns them into cards. */
  projects: ["sonora-sound-festival", "atelier-kaspar"],
  link: { label: "Alle Projekte ansehen", href: "/portfolio/" },
  cardLabels: { view: "Fallstudie ansehen" },
} satisfies Omit<PortfolioTeaserProps, "cards"> & { projects: readonly string[] }

export const faq = {
  id: "faq-title",
  eyebrow: "Häufige Fragen",
  title: "Was Kunden uns zuerst fragen",
  tone: "tint",
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
} satisfies FaqSectionProps

export const cta = {
  id: "cta-title",
  title: "Sie haben ein Projekt im Kopf?",
  lead: "Erzählen Sie uns, wo Sie stehen und wo Sie hinwollen. Innerhalb eines Werktags meldet sich jemand aus unserem Strategieteam mit den nächsten Schritten und einem groben Budgetrahmen.",
  ctas: [
    { label: "Kontakt aufnehmen", href: to("/contact/") },
    { label: "Unsere Projekte ansehen", href: "/portfolio/" },
  ],
} satisfies CtaBannerProps
