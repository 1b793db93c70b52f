/** Die FAQ-Seiten (/de/faq/, /de/faq-2/, /de/faq-3/, /de/faq-4/) auf Deutsch: nur die Wörter von src/data/pages/faq.ts. */
import type * as english from "#/data/pages/faq.ts"
import { brand, contact } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

export const generalQuestions = [
  {
    question: `Was macht ${brand.name}?`,
    answer: [
      "Wir sind ein erfahrenes Team aus Strategie, Design und Entwicklung. Wir entwickeln Marken, gestalten und bauen Marketing-Websites und begleiten Web- und Mobile-Produkte von der ersten Skizze bis zum Launch.",
    ],
  },
  {
    question: "Wie lange dauert ein typisches Projekt?",
    answer: [
      "Eine Marketing-Website braucht vom Kick-off bis zum Launch meist sechs bis zehn Wochen. Eine Markenidentität entsteht in vier bis sechs Wochen, ein erstes Produkt-Release je nach Umfang in acht bis sechzehn.",
    ],
  },
  {
    question: "Was kostet ein Projekt?",
    answer: [
      "Websites beginnen bei 18.000 US-Dollar, Produktarbeit planen wir in monatlichen Sprints. Nach einem kostenlosen Erstgespräch erhalten Sie ein Festpreisangebot, in dem jede Leistung aufgeführt ist – so gibt es keine Überraschungen.",
    ],
  },
  {
    question: "Arbeiten Sie auch mit jungen Start-ups?",
    answer: [
      "Ja. Etwa ein Drittel unserer Kunden steht zwischen Pre-Seed und Series A. Wir können mit einer schlanken Marke und einer Landingpage beginnen und das System mit Ihnen ausbauen, während Sie Kapital aufnehmen und Ihr Team wächst.",
    ],
  },
  {
    question: "Wem gehören am Ende Designs und Code?",
    answer: [
      "Ihnen. Sobald die Schlussrechnung bezahlt ist, gehören Ihnen alle Designdateien, jede Zeile Code und alle Assets – übergeben in Ihren eigenen Figma-, GitHub- und Hosting-Konten.",
    ],
  },
  {
    question: "Können Sie mit unserem internen Team zusammenarbeiten?",
    answer: [
      "Das tun wir oft. Wir kommen in Ihren Slack, übernehmen Ihre Routinen und arbeiten eng mit Ihren Designern und Entwicklern zusammen, damit die Arbeit reibungslos weiterläuft, wenn wir uns zurückziehen.",
    ],
  },
] satisfies Words<typeof english.generalQuestions>

export const accountQuestions = [
  {
    question: "Wie erhalte ich Zugang zum Kundenportal?",
    answer: [
      "Ihre Projektleitung schickt Ihnen am Tag des Kick-offs eine Einladung. Nehmen Sie sie an, wählen Sie ein Passwort, und Sie sehen Zeitpläne, Designs, die auf Ihre Freigabe warten, und jede Datei, die wir mit Ihnen teilen.",
    ],
  },
  {
    question: "Ich habe mein Passwort vergessen. Wie setze ich es zurück?",
    answer: [
      "Klicken Sie auf der Anmeldeseite auf „Passwort vergessen?“ und geben Sie die E-Mail-Adresse ein, mit der Sie eingeladen wurden. Der Link zum Zurücksetzen kommt innerhalb weniger Minuten an und ist eine Stunde lang gültig.",
    ],
  },
  {
    question: "Wie lade ich jemanden aus meinem Team in mein Konto ein?",
    answer: [
      "Öffnen Sie „Einstellungen“ und dann „Personen“ und laden Sie die Person per E-Mail ein. Legen Sie fest, ob sie Arbeiten freigeben oder nur ansehen und kommentieren darf; das können Sie jederzeit ändern.",
    ],
  },
  {
    question: "Wie schnell antwortet der Support?",
    answer: [
      "An Werktagen innerhalb von 24 Stunden, für Kunden mit dem „Beliebten Plan“ noch am selben Tag. Alles, was eine Live-Website lahmlegt, bearbeiten wir rund um die Uhr.",
    ],
  },
  {
    question: "Kann ich alle meine Projektdateien herunterladen?",
    answer: [
      "Ja. Jedes Projekt hat die Schaltfläche „Alle herunterladen“, die Quelldateien, Exporte und Markenrichtlinien in einem Archiv bündelt – bereit für Ihren eigenen Speicher.",
    ],
  },
] satisfies Words<typeof english.accountQuestions>

export const technicalQuestions = [
  {
    question: "Mit welchen Technologien arbeiten Sie?",
    answer: [
      "Marketing-Websites bauen wir statisch mit Astro und einem Headless CMS, das Ihr Team selbst pflegen kann. Produkte entstehen mit React und TypeScript im Frontend und mit bewährten, bewusst unspektakulären Technologien im Backend.",
    ],
  },
  {
    question: "Wie stellen Sie sicher, dass eine Website barrierefrei ist?",
    answer: [
      "Wir gestalten und testen nach WCAG 2.2 AA: automatisierte Prüfungen bei jeder Änderung, dann vor jedem Release Tests mit Tastatur und Screenreader auf echten Geräten.",
    ],
  },
  {
    question: "Wie schnell wird meine Website sein?",
    answer: [
      "Jedes Projekt bekommt beim Kick-off ein Performance-Budget. Unsere Websites laden ihren Hauptinhalt auf einem Mittelklasse-Smartphone meist in unter 1,5 Sekunden und bestehen die Core Web Vitals.",
    ],
  },
  {
    question: "Wo wird meine Website gehostet?",
    answer: [
      "Wo es für Sie am besten passt. Meist veröffentlichen wir auf einem globalen CDN wie Netlify, Vercel oder Cloudflare Pages – eingerichtet in Ihrem eigenen Konto, damit Ihre Website nie von uns abhängt.",
    ],
  },
  {
    question: "Schreiben Sie automatisierte Tests?",
    answer: [
      "Ja. Unit-Tests decken die Logik ab, End-to-End-Tests die Abläufe, auf die es ankommt, und beide laufen bei jedem Pull Request, bevor etwas in Produktion geht.",
    ],
  },
] satisfies Words<typeof english.technicalQuestions>

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
    items: generalQuestions,
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
    items: generalQuestions,
    help,
  },
} satisfies Words<typeof english.faq2>

export const faq3 = {
  meta: {
    title: "Hilfe-Center",
    description: `Das Hilfe-Center von ${brand.name}: allgemeine Fragen zu Projekten und Antworten rund um Ihr Kundenkonto, Passwörter und den Support.`,
  },
  banner: { title: "Hilfe-Center", lead: "Stöbern Sie nach Thema. Öffnen Sie eine Frage, um die Antwort zu lesen." },
  general: { eyebrow: "Projekte", title: "Allgemeine Fragen", items: generalQuestions },
  account: { eyebrow: "Ihr Konto", title: "Konto & Support", items: accountQuestions },
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
  panels: [
    { tab: tabs[0], items: generalQuestions },
    { tab: tabs[1], items: accountQuestions },
    // No questions in this topic yet: no words but its tab's.
    { tab: tabs[2] },
    { tab: tabs[3], items: technicalQuestions },
  ],
  empty: {
    title: "Hier gibt es noch keine Fragen",
    text: "Wir sammeln noch die Fragen, die uns zum Online-Kauf erreichen. Stellen Sie uns Ihre: Wir antworten innerhalb eines Werktags und nehmen sie dann hier auf.",
    cta: { label: "Frage stellen" },
  },
} satisfies Words<typeof english.faq4>
