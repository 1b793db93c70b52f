/**
 * Home 1 in German (/de/): the shape is src/data/homes/agency.ts. The sections without pictures
 * are in agency.copy.ts beside this file (re-exported below).
 */
import type { ProjectBoardProps } from "@/components/art/visuals/project-board"
import type { ResultsPanelProps } from "@/components/art/visuals/results-panel"
import type { TestimonialGridProps } from "@/components/sections/testimonial-grid"
import { faq } from "@/data/homes/de/agency.copy"
import { brand } from "@/data/site"
import { avatar } from "@/lib/images"
import { faqPage, type StructuredData } from "@/lib/structured-data"

export {
  hero,
  newsletter,
  reel,
  brands,
  video,
  services,
  process,
  results,
  work,
  faq,
  cta,
} from "@/data/homes/de/agency.copy"

export { brand }

export const meta = {
  title: "Digitalagentur für Marken, Websites und Produkte",
  description: `${brand.name} ist eine Digitalagentur, die Marken, Websites und digitale Produkte gestaltet und entwickelt. Entdecken Sie unsere Projekte, unsere Leistungen und wie wir arbeiten.`,
  // A getter: the FAQ's structured data is built when the page reads it.
  get jsonLd(): StructuredData[] {
    return [faqPage(faq.items)]
  },
}

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
  people: await Promise.all(
    (["priya-natarajan", "jonas-lindqvist", "sofia-marchetti"] as const).map((id) => avatar(id, 40)),
  ),
  stat: { label: "Freitagsdemos bisher", value: "312", trend: "seit 2019", icon: "calendar" },
} satisfies ProjectBoardProps

export const resultsVisual = {
  title: "Northwind · Anmeldungen nach dem Relaunch",
  caption: "Wöchentliche Testanmeldungen, je 12 Wochen vor und nach dem Relaunch",
  series: [42, 45, 41, 47, 44, 49, 52, 61, 68, 74, 79, 86, 91, 97],
  tiles: [
    { label: "Testanmeldungen", value: "+131\u00a0%", trend: "▲ 12 Wo.", icon: "trending-up" },
    { label: "Ladezeit", value: "0,9\u00a0s", trend: "LCP", icon: "gauge" },
  ],
} satisfies ResultsPanelProps

export const testimonial = {
  id: "testimonial-title",
  // One client, in their own words, as large as a headline.
  layout: "quote",
  eyebrow: "Kundenstimmen",
  title: "So arbeitet es sich mit uns",
  items: [
    {
      quote: `${brand.shortName} hat unsere Marke und unsere Produktwebsite in elf Wochen neu aufgebaut. Dank der Freitagsdemos gab es nie die eine große Enthüllung, sondern stetigen Fortschritt, den wir mitsteuern konnten. Im Quartal nach dem Launch haben sich die Anmeldungen verdoppelt, und unser eigenes Team veröffentlicht bis heute jede Woche Änderungen an der Website.`,
      name: "Hannah Kim",
      role: "Marketingleiterin, Northwind",
      avatar: await avatar("hannah-kim", 48),
      rating: 5,
    },
  ],
  labels: { rating: "Bewertet mit {value} von {max} Sternen", quotes: ["„", "“"] },
} satisfies TestimonialGridProps
