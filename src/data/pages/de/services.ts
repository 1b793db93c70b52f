/** Leistungen (/de/service/), die Seite jeder Leistung (/de/service/<slug>/) und die Leistungsdetails: src/data/pages/services.ts auf Deutsch. */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { PricingTableProps } from "@/components/sections/pricing-table"
import { plans } from "@/data/pages/de/pricing"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"
import { cover } from "@/lib/images"
import { faqPage, type StructuredData } from "@/lib/structured-data"
import { videoEmbed } from "@/lib/video-embed"

export { featuredService } from "../services"

const to = (path: string) => localePath("de", path)

export const services = {
  meta: {
    title: "Leistungen",
    description: `Markenstrategie, Websites, Produktdesign, Apps, SEO und Wachstum: die sechs Leistungen von ${brand.name}, wie wir arbeiten und was sie kosten.`,
    get jsonLd(): StructuredData[] {
      return [faqPage(services.faq.items)]
    },
  },
  banner: {
    title: "Leistungen",
    lead: "Sechs Wege, wie wir Teams beim Start und beim Wachsen helfen – jeweils von erfahrenen Leuten betreut, vom ersten Gespräch bis zum letzten Commit.",
  },
  cards: {
    id: "services-title",
    eyebrow: "Was wir tun",
    title: "Leistungen, ausgerichtet auf Ihren nächsten Meilenstein",
    lead: "Wählen Sie eine Leistung oder kombinieren Sie mehrere: Alle teilen dasselbe Team, dieselben Werkzeuge und denselben wöchentlichen Rhythmus.",
    linkLabel: "Mehr erfahren",
  } satisfies Omit<FeatureGridProps, "items"> & { linkLabel: string },
  process: {
    id: "process-title",
    eyebrow: "So arbeiten wir",
    title: "Ein Projekt vom Kick-off bis zum Launch",
    lead: "Drei Minuten mitten in einem echten Projekt: der Workshop, die wöchentlichen Demos und die Checkliste für den Launch-Tag.",
    bullets: [
      "Ein erfahrenes Team von Anfang bis Ende",
      "Jeden Freitag eine Demo",
      "Festpreisangebot ohne Überraschungen",
      "Eine Übergabe, die Ihnen gehört",
    ],
    ctas: [{ label: "Projekt starten", href: to("/contact/") }],
    layout: "media-start",
    tone: "tint",
  } satisfies ContentSplitProps,
  video: {
    id: "process-video",
    title: `Ein ${brand.name}-Projekt vom Kick-off bis zum Launch`,
    embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
    look: "poster",
    poster: await cover("service-process-film", {
      alt: "",
      widths: [480, 720, 960, 1200],
      sizes: "(min-width: 1024px) 600px, 92vw",
    }),
  } satisfies VideoDialogContent,
  pricing: {
    id: "service-plans-title",
    eyebrow: "Preise",
    title: "Website-Betreuung nach dem Launch",
    lead: "Mit einem Monatsplan bleibt Ihre neue Website schnell, sicher und aktuell. Die jährliche Abrechnung finden Sie auf der Preisseite.",
    plans: plans.map((plan) => ({ ...plan, price: { amount: plan.price.monthly, period: "Monat" } })),
    labels: { features: "Im Preis enthalten", notIncluded: "Nicht enthalten:" },
  } satisfies PricingTableProps,
  faq: {
    id: "services-faq-title",
    eyebrow: "Häufige Fragen",
    title: "Fragen zu unseren Leistungen",
    tone: "tint",
    items: [
      {
        question: "Kann ich Sie auch für nur eine Leistung beauftragen?",
        answer: [
          "Ja. Viele Kunden beginnen mit einem Marken-Sprint oder einer Website und kommen später wieder. Jede Leistung steht für sich, mit eigenem Umfang und eigenem Angebot.",
        ],
      },
      {
        question: "Wer erledigt die Arbeit tatsächlich?",
        answer: [
          "Die Menschen, die Sie im ersten Gespräch kennenlernen. Wir geben Projekte weder an Junioren noch an Subunternehmer weiter: Jedes Team hat eine leitende Designerin oder einen leitenden Designer, eine Entwicklungsleitung und ein Projektmanagement.",
        ],
      },
      {
        question: "Wie kalkulieren Sie ein Projekt?",
        answer: [
          "Nach einem kostenlosen Erstgespräch erhalten Sie ein Festpreisangebot, in dem jedes Ergebnis aufgeführt ist. Längere Produktarbeit rechnen wir in monatlichen Sprints ab, die Sie jederzeit pausieren können.",
        ],
      },
      {
        question: "Was passiert nach dem Launch?",
        answer: [
          "Sie erhalten 30 Tage kostenlose Fehlerbehebung. Danach können Sie einen Betreuungsplan wählen, Stunden nach Bedarf buchen oder alles mit der von uns geschriebenen Übergabedokumentation selbst übernehmen.",
        ],
      },
    ],
  } satisfies FaqSectionProps,
}

export const serviceCopy = {
  crumb: { label: "Leistungen", href: to("/service/") },
  article: {
    eyebrow: "So arbeiten wir",
    image: { widths: [480, 720, 960, 1200], sizes: "(min-width: 1280px) 780px, (min-width: 1024px) 60vw, 92vw" },
    facts: {
      id: "service-facts-title",
      title: "Auf einen Blick",
      cta: { label: "Erstgespräch vereinbaren", href: to("/contact/") },
    },
  },
  faq: {
    id: "service-faq-title",
    eyebrow: "Häufige Fragen",
    title: "Fragen zu „{service}“",
    tone: "tint",
  } satisfies Omit<FaqSectionProps, "items">,
}
