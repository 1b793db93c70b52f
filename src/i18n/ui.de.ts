/** The shell in German (the shape is src/i18n/ui.ts's `Dictionary`). */
import { brand, contact as siteContact, socials as siteSocials } from "../data/site.ts"
import { localePath } from "./locales.ts"
import type { Dictionary } from "./ui.ts"

const to = (path: string) => localePath("de", path)

export const de = {
  siteDescription: `${brand.name} gestaltet und entwickelt Marken, Websites und digitale Produkte für ambitionierte Teams.`,
  skipLink: "Zum Inhalt springen",
  header: { menu: "Menü", close: "Menü schließen", main: "Hauptmenü", home: "Startseite" },
  language: { label: "Sprache" },
  breadcrumb: { label: "Brotkrümelnavigation", home: "Startseite" },
  theme: { label: "Farbschema", options: { system: "System", light: "Hell", dark: "Dunkel" } },
  account: {
    login: { label: "Anmelden", href: to("/sign-in/") },
    signUp: { label: "Kostenlos registrieren", href: to("/sign-up/") },
  },
  menu: [
    {
      id: "demos",
      label: "Demos",
      children: [
        { label: "Digitalagentur", href: to("/") },
        { label: "Live-Chat", href: "/home-2/" },
        { label: "Fitness-App", href: "/home-3/" },
        { label: "Online-Kurse", href: "/home-4/" },
        { label: "SEO-Agentur", href: "/home-5/" },
        { label: "Kaltakquise per E-Mail", href: "/home-6/" },
        { label: "Webhosting", href: "/home-7/" },
        { label: "Beratung", href: "/home-8/" },
        { label: "Zeiterfassung", href: "/home-9/" },
        { label: "KI-Texter", href: "/home-10/" },
      ],
    },
    { label: "Über uns", href: to("/about/") },
    {
      id: "pages",
      label: "Seiten",
      children: [
        {
          id: "services",
          label: "Leistungen",
          children: [
            { label: "Leistungen", href: to("/service/") },
            { label: "Leistungsdetails", href: to("/service-details/") },
          ],
        },
        { label: "Team", href: to("/team/") },
        {
          id: "pricing",
          label: "Preise",
          children: [
            { label: "Preise", href: to("/pricing/") },
            { label: "Preise 2", href: to("/pricing-2/") },
          ],
        },
        {
          id: "career",
          label: "Karriere",
          children: [
            { label: "Karriere", href: to("/career/") },
            { label: "Stellendetails", href: to("/career-details/") },
          ],
        },
        {
          id: "portfolio",
          label: "Portfolio",
          children: [
            { label: "Portfolio Klassisch", href: "/portfolio/" },
            { label: "Portfolio Modern", href: "/portfolio-3/" },
            { label: "Portfolio Minimal", href: "/portfolio-4/" },
            { label: "Projektdetails", href: "/portfolio-details/" },
          ],
        },
        {
          id: "blog",
          label: "Blog",
          children: [
            { label: "Blog", href: "/blog/" },
            { label: "Blogartikel", href: "/blog-details/" },
          ],
        },
        {
          id: "faq",
          label: "FAQ",
          children: [
            { label: "FAQ 1", href: to("/faq/") },
            { label: "FAQ 2", href: to("/faq-2/") },
            { label: "FAQ 3", href: to("/faq-3/") },
            { label: "FAQ 4", href: to("/faq-4/") },
          ],
        },
        {
          id: "utility",
          label: "Hilfsseiten",
          children: [
            { label: "404-Seite", href: to("/404") },
            { label: "Demnächst", href: to("/coming-soon/") },
          ],
        },
        {
          id: "account",
          label: "Konto",
          children: [
            { label: "Anmelden", href: to("/sign-in/") },
            { label: "Registrieren", href: to("/sign-up/") },
            { label: "Passwort zurücksetzen", href: to("/reset-password/") },
          ],
        },
      ],
    },
    {
      id: "contact",
      label: "Kontakt",
      children: [
        { label: "Kontakt", href: to("/contact/") },
        { label: "Kontakt 2", href: to("/contact-2/") },
        { label: "Kontakt 3", href: to("/contact-3/") },
      ],
    },
  ],
  footer: {
    blurb:
      "Wir sind ein kleines, erfahrenes Team aus Designern, Entwicklern und Strateginnen. Aus vagen Ideen machen wir Marken, Websites und Produkte, die Menschen gern nutzen.",
    columns: [
      {
        title: "Unternehmen",
        links: [
          { label: "Über uns", href: to("/about/") },
          { label: "Leistungen", href: to("/service/") },
          { label: "Team", href: to("/team/") },
          { label: "Karriere", href: to("/career/") },
        ],
      },
      {
        title: "Ressourcen",
        links: [
          { label: "Portfolio", href: "/portfolio/" },
          { label: "Blog", href: "/blog/" },
          { label: "Preise", href: to("/pricing/") },
          { label: "FAQ", href: to("/faq/") },
        ],
      },
      {
        title: "Loslegen",
        links: [
          { label: "Angebot anfragen", href: to("/quote/") },
          { label: "Kontakt", href: to("/contact/") },
          { label: "Anmelden", href: to("/sign-in/") },
          { label: "Registrieren", href: to("/sign-up/") },
        ],
      },
    ],
    contactTitle: "Sagen Sie Hallo",
    contact: { ...siteContact, hours: "Montag–Freitag, 9 bis 17 Uhr (EST)" },
    socials: siteSocials.map((social) => ({
      ...social,
      label: social.label.replace(`${brand.name} on`, `${brand.name} auf`),
    })),
    newsletter: {
      title: "Notizen aus dem Studio",
      text: "Eine kurze E-Mail im Monat: was wir gebaut und was wir gelernt haben. Kein Spam, jederzeit abbestellbar.",
      placeholder: "Ihre E-Mail-Adresse",
      button: "Abonnieren",
    },
    copyright: `© ${new Date().getFullYear()} ${brand.legalName}. Alle Rechte vorbehalten.`,
    backToTop: "Nach oben",
  },
  forms: { honeypot: "Dieses Feld leer lassen" },
  video: {
    play: "Video abspielen",
    close: "Video schließen",
    watchOn: "Ansehen auf",
    loadsFrom: "Wird abgespielt von",
    newTab: "(öffnet in einem neuen Tab)",
  },
  slider: {
    previous: "Vorheriges Kundenzitat",
    next: "Nächstes Kundenzitat",
    goTo: "Kundenzitat zeigen",
    pause: "Automatischen Wechsel anhalten",
    play: "Automatischen Wechsel starten",
  },
  storeBadges: {
    appStore: { name: "Laden im App Store", eyebrow: "Laden im", store: "App Store" },
    googlePlay: { name: "Jetzt bei Google Play", eyebrow: "Jetzt bei", store: "Google Play" },
  },
  formMessages: {
    sending: "Wird gesendet …",
    success: "Vielen Dank! Ihre Nachricht ist unterwegs.",
    failure: "Das hat leider nicht geklappt. Ihre Eingaben sind noch da: Bitte versuchen Sie es erneut.",
    local:
      "Danke! Diese Demo hat noch keinen Empfänger für Formulare, deshalb wurde nichts gesendet: Ihre Eingaben bleiben in Ihrem Browser.",
    unconfirmed:
      "Ihre Nachricht wurde sehr wahrscheinlich gesendet, wir konnten es aber nicht bestätigen. Bitte senden Sie sie nicht erneut: Wenn Sie nichts von uns hören, schreiben Sie uns eine E-Mail.",
    invalid: "Bitte korrigieren Sie das markierte Feld.",
    fields: {
      required: "Bitte füllen Sie dieses Feld aus.",
      choose: "Bitte wählen Sie eine der Optionen.",
      check: "Bitte setzen Sie hier ein Häkchen, um fortzufahren.",
      email: "Bitte geben Sie eine E-Mail-Adresse mit @ ein, zum Beispiel name@beispiel.de.",
      url: "Bitte geben Sie eine vollständige Webadresse ein, beginnend mit https://.",
      tooShort: "Bitte geben Sie mindestens {min} Zeichen ein (bisher {length}).",
      tooLong: "Bitte geben Sie höchstens {max} Zeichen ein (bisher {length}).",
      invalid: "Bitte prüfen Sie Ihre Eingabe in diesem Feld.",
    },
  },
  search: {
    submit: "Suchen",
    results: "Suchergebnisse",
    none: "Keine Ergebnisse für „{query}“",
    one: "1 Ergebnis für „{query}“",
    other: "{count} Ergebnisse für „{query}“",
    unavailable: "Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.",
  },
} satisfies Dictionary
