/** Die FAQ-Seiten (/de/faq/, /de/faq-2/, /de/faq-3/, /de/faq-4/) auf Deutsch: nur die Wörter von src/data/pages/faq.ts. */
import type * as english from "#/data/pages/faq.ts"
import { brand, contact } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

const help = {
  title: "Noch Fragen?",
  text: "Sie finden die Antwort nicht? Unser Team beantwortet jede Nachricht, meist noch am selben Werktag.",
  channels: [
    { label: "Schreiben Sie uns", value: contact.email.label, note: "Antwort innerhalb von 24 Stunden" },
    { label: "Rufen Sie uns an", value: contact.phone.label, note: ui("de").footer.contact.hours },
    { label: "Besuchen Sie unser Studio", value: contact.address, note: "Nach Vereinbarung" },
  ],
  cta: { label: "Kontakt aufnehmen" },
}

export const faq1 = {
  meta: {
    title: "Häufig gestellte Fragen",
    description: `Antworten auf die Fragen, die Kunden ${brand.name} am häufigsten stellen: was wir tun, Zeitrahmen, Kosten, Rechte und die Zusammenarbeit mit Ihrem Team.`,
  },
  banner: { title: "FAQ", lead: "Kurze Antworten auf die Fragen, die wir vor einem Projekt am häufigsten hören." },
  grid: {
    eyebrow: "FAQ",
    title: "Fragen, die wir jede Woche hören",
    lead: "Alles, was Sie wissen sollten, bevor Sie ein Erstgespräch mit uns vereinbaren.",
  },
} satisfies Words<typeof english.faq1>

export const faq2 = {
  meta: {
    title: "Fragen und Antworten",
    description: `Häufige Fragen zur Zusammenarbeit mit ${brand.name} – und alle Wege zu unserem Team, wenn Ihre Frage hier offenbleibt.`,
  },
  banner: {
    title: "Fragen & Antworten",
    lead: "Kurz erklärt, wie wir arbeiten – und wie Sie uns erreichen, wenn Sie mehr wissen möchten.",
  },
  grid: {
    eyebrow: "Gut zu wissen",
    title: "Antworten, bevor Sie fragen",
    lead: "Sechs Punkte, die Kunden meist schon im ersten Gespräch klären möchten.",
    help,
  },
} satisfies Words<typeof english.faq2>

export const faq3 = {
  meta: {
    title: "Hilfe-Center",
    description: `Das Hilfe-Center von ${brand.name}: allgemeine Fragen zu Projekten und Antworten rund um Ihr Kundenkonto, Passwörter und den Support.`,
  },
  banner: { title: "Hilfe-Center", lead: "Stöbern Sie nach Thema. Öffnen Sie eine Frage, um die Antwort zu lesen." },
  general: { eyebrow: "Projekte", title: "Allgemeine Fragen" },
  account: { eyebrow: "Ihr Konto", title: "Konto & Support" },
} satisfies Words<typeof english.faq3>

const tabs = [
  { label: "Allgemeine Fragen" },
  { label: "Konto & Support" },
  { label: "Online-Kauf" },
  { label: "Technische Methoden" },
] as const

export const faq4 = {
  meta: {
    title: "Support-Themen",
    description: `Antworten nach Thema: allgemeine Fragen, Konto und Support, Online-Kauf und die technischen Methoden, mit denen ${brand.name} arbeitet.`,
  },
  banner: { title: "Support-Themen", lead: "Wählen Sie ein Thema, um die Fragen und Antworten dazu zu sehen." },
  heading: {
    eyebrow: "FAQ",
    title: "Wie können wir helfen?",
    lead: "Wählen Sie unten ein Thema. Jede Antwort stammt von den Menschen, die die Arbeit machen.",
  },
  tabs: { label: "FAQ-Themen", tabs },
  empty: {
    title: "Hier gibt es noch keine Fragen",
    text: "Wir sammeln noch die Fragen, die uns zum Online-Kauf erreichen. Stellen Sie uns Ihre: Wir antworten innerhalb eines Werktags und nehmen sie dann hier auf.",
    cta: { label: "Frage stellen" },
  },
} satisfies Words<typeof english.faq4>
