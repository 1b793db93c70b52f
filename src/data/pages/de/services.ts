/** Leistungen, die Seite jeder Leistung und die Leistungsdetails auf Deutsch: nur die Wörter von src/data/pages/services.ts. */
import { plans } from "#/data/pages/de/pricing.ts"
import type * as english from "#/data/pages/services.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const services = {
  meta: {
    title: "Leistungen",
    description: `Markenstrategie, Websites, Produktdesign, Apps, SEO und Wachstum: die sechs Leistungen von ${brand.name}, wie wir arbeiten und was sie kosten.`,
  },
  banner: {
    title: "Leistungen",
    lead: "Sechs Wege, wie wir Teams beim Start und beim Wachsen helfen – jeweils von erfahrenen Leuten betreut, vom ersten Gespräch bis zum letzten Commit.",
  },
  cards: {
    eyebrow: "Was wir tun",
    title: "Leistungen, ausgerichtet auf Ihren nächsten Meilenstein",
    lead: "Wählen Sie eine Leistung oder kombinieren Sie mehrere: Alle teilen dasselbe Team, dieselben Werkzeuge und denselben wöchentlichen Rhythmus.",
    linkLabel: "Mehr erfahren",
  },
  process: {
    eyebrow: "So arbeiten wir",
    title: "Ein Projekt vom Kick-off bis zum Launch",
    lead: "Drei Minuten mitten in einem echten Projekt: der Workshop, die wöchentlichen Demos und die Checkliste für den Launch-Tag.",
    bullets: [
      "Ein erfahrenes Team von Anfang bis Ende",
      "Jeden Freitag eine Demo",
      "Festpreisangebot ohne Überraschungen",
      "Eine Übergabe, die Ihnen gehört",
    ],
    ctas: [{ label: "Projekt starten" }],
  },
  video: {
    title: `Ein ${brand.name}-Projekt vom Kick-off bis zum Launch`,
    poster: { alt: "" },
  },
  pricing: {
    eyebrow: "Preise",
    title: "Website-Betreuung nach dem Launch",
    lead: "Mit einem Monatsplan bleibt Ihre neue Website schnell, sicher und aktuell. Die jährliche Abrechnung finden Sie auf der Preisseite.",
    // The pricing page's plans, each at its monthly price, as English builds them.
    plans: plans.map((plan) => ({ ...plan, price: { amount: plan.price.monthly, period: "Monat" } })),
    labels: { features: "Im Preis enthalten", notIncluded: "Nicht enthalten:" },
  },
  faq: {
    eyebrow: "Häufige Fragen",
    title: "Fragen zu unseren Leistungen",
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
  },
} satisfies Words<typeof english.services>

export const serviceCopy = {
  crumb: { label: "Leistungen" },
  article: {
    eyebrow: "So arbeiten wir",
    facts: { title: "Auf einen Blick", cta: { label: "Erstgespräch vereinbaren" } },
  },
  faq: { eyebrow: "Häufige Fragen", title: "Fragen zu „{service}“" },
} satisfies Words<typeof english.serviceCopy>
