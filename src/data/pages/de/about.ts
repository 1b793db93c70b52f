/** Über uns (/de/about/): the About page in German (the shape is src/data/pages/about.ts). */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { AboutShowcaseProps } from "@/components/sections/about-showcase"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { PortfolioTeaserProps } from "@/components/sections/portfolio-teaser"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { TeamGridProps } from "@/components/sections/team-grid"
import type { TestimonialCardProps } from "@/components/sections/testimonial-card"
import { brand } from "@/data/site"
import { leadership, memberCards } from "@/data/team"
import { localePath } from "@/i18n/locales"
import { avatar, cover } from "@/lib/images"
import { videoEmbed } from "@/lib/video-embed"

const to = (path: string) => localePath("de", path)

export const meta = {
  title: "Über uns",
  description: `Lernen Sie ${brand.name} kennen: ein erfahrenes Team aus Strategie, Design und Entwicklung in Portland. Unsere Geschichte, unsere Werte, Projekte, auf die wir stolz sind, und die Menschen dahinter.`,
}

export const banner = {
  title: "Über uns",
  lead: "Ein kleines, erfahrenes Studio, das Marken, Websites und Produkte gestaltet und entwickelt und sie auch danach beim Wachsen begleitet.",
}

const sideSizes = "(min-width: 1024px) 400px, 46vw"

export const showcase = {
  id: "studio-title",
  eyebrow: "Wer wir sind",
  title: "Strategie, Design und Entwicklung an einem Tisch",
  lead: "Seit 2014 helfen wir Start-ups und bekannten Marken, Markenauftritte, Websites und Apps an den Start zu bringen. Jedes Projekt führen die Menschen, die es gestalten und umsetzen: ohne Übergaben und ohne zwischengeschaltete Kundenberatung.",
  images: [
    await cover("about-studio-film", {
      alt: `Das Team von ${brand.name} bespricht einen Kunden-Launch auf der großen Leinwand`,
      widths: [480, 800, 1200],
      sizes: "(min-width: 1024px) 800px, 92vw",
    }),
    await cover("about-workshop-wall", {
      alt: `Entwürfe für eine Markenidentität, angepinnt nach einem Workshop bei ${brand.name}`,
      widths: [400, 640, 800],
      sizes: sideSizes,
    }),
    await cover("about-prototype-lab", {
      alt: "Interaktiver Prototyp eines Buchungsablaufs an der Testwand des Studios",
      widths: [400, 640, 800],
      sizes: sideSizes,
    }),
  ],
} satisfies Omit<AboutShowcaseProps, "video">

export const video = {
  id: "studio-video",
  title: `Eine Woche bei ${brand.name}`,
  embed: videoEmbed({ host: "vimeo", id: "76979871" }, { autoplay: true }),
  look: "icon",
} satisfies VideoDialogContent

export const vision = {
  id: "vision-title",
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
  tone: "tint",
} satisfies ContentSplitProps

export const testimonial = {
  quote: `${brand.shortName} hat unsere Buchungsstrecke in zehn Wochen neu aufgebaut. Die Online-Buchungen sind um 41\u00a0% gestiegen, und unser Support-Postfach kann endlich durchatmen. Vom ersten Tag an waren sie für uns Teil des eigenen Teams.`,
  name: "Nora Fitzgerald",
  role: "Leiterin Digital, Oakline Hotels",
  avatar: await avatar("nora-fitzgerald", 48),
  rating: 5,
  labels: { rating: "Bewertet mit {value} von {max} Sternen", quotes: ["„", "“"] },
} satisfies TestimonialCardProps

export const stats = {
  id: "stats-title",
  title: `${brand.name} in Zahlen`,
  showTitle: true,
  tone: "dark",
  items: [
    { value: "36K+", label: "Zufriedene Kunden" },
    { value: "80\u00a0%", label: "Aktive Zusammenarbeit" },
    { value: "54K+", label: "Erfolgreiche Projekte" },
    { value: "72+", label: "Auszeichnungen" },
  ],
} satisfies StatsBandProps

export const values = {
  id: "values-title",
  eyebrow: "Unsere Werte",
  title: "Wofür wir in jedem Projekt einstehen",
  lead: "Sechs Versprechen, die bestimmen, wie wir einstellen, wie wir planen und wie wir mit den Menschen umgehen, die uns ihr Produkt anvertrauen.",
  items: [
    {
      icon: "pen-tool",
      title: "Sorgfalt im Detail",
      text: "Wir feilen an Abständen, Formulierungen und Bewegung, bis sich das Produkt mühelos anfühlt. Denn Kunden merken, wenn sich niemand darum gekümmert hat.",
    },
    {
      icon: "messages",
      title: "Klar und ehrlich",
      text: "Wöchentliche Demos, gemeinsame Boards und direkte Antworten. Sie wissen immer, woran wir arbeiten, warum und was es kostet.",
    },
    {
      icon: "target",
      title: "Wirkung vor Umfang",
      text: "Vor der ersten Skizze einigen wir uns auf die Kennzahlen, die zählen, und berichten nach dem Launch darüber, nicht nur über Liefergegenstände.",
    },
    {
      icon: "users",
      title: "Kleine, erfahrene Teams",
      text: "Wer Ihnen das Projekt vorstellt, setzt es auch um. Keine Junioren, die auf Ihre Kosten lernen, keine Übergaben.",
    },
    {
      icon: "shield",
      title: "Von Anfang an barrierefrei",
      text: "Alles, was wir ausliefern, erfüllt WCAG 2.2 AA, lässt sich mit Tastatur und Screenreader bedienen und liest sich gut auf einem langsamen Smartphone.",
    },
    {
      icon: "sparkles",
      title: "Immer neugierig",
      text: "Jeder Freitagnachmittag gehört der Recherche, eigenen Projekten und dem gegenseitigen Weitergeben dessen, was wir in der Woche gelernt haben.",
    },
  ],
  columns: 3,
} satisfies FeatureGridProps

export const work = {
  id: "work-title",
  eyebrow: "Ausgewählte Projekte",
  title: "Aktuelle Projekte, auf die wir stolz sind",
  lead: "Zwei Launches aus dem vergangenen Jahr, jeweils von Anfang bis Ende von einem Team wie dem unten umgesetzt.",
  /** How many projects to show, the first ones by `order`; the page turns them into cards. */
  count: 2,
  link: { label: "Alle Projekte ansehen", href: "/portfolio/" },
  cardLabels: { view: "Fallstudie ansehen" },
  tone: "tint",
} satisfies Omit<PortfolioTeaserProps, "cards"> & { count: number }

export const team = {
  id: "team-title",
  eyebrow: "Unser Team",
  title: "Die Menschen, die Ihr Projekt leiten",
  lead: "Vier Studio-Leads mit jeweils mehr als zehn Jahren Erfahrung in der Produktentwicklung. Mindestens eine Person aus diesem Kreis ist bei jedem Gespräch mit Ihnen dabei.",
  members: await memberCards(leadership, 320, "de"),
  columns: 4,
  action: { label: "Das ganze Team kennenlernen", href: to("/team/"), variant: "secondary" },
} satisfies TeamGridProps

export const cta = {
  id: "about-cta-title",
  title: "Lassen Sie uns etwas bauen, das Menschen gern nutzen",
  lead: "Erzählen Sie uns, wo Sie stehen und wo Sie hinwollen. Wir antworten innerhalb eines Werktags mit den nächsten Schritten und einem groben Budgetrahmen.",
  ctas: [{ label: "Kontakt aufnehmen", href: to("/contact/") }],
} satisfies CtaBannerProps
