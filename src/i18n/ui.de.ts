/** The shell's words in German: the structure is English's (src/i18n/ui.ts). */
import { brand, contact as siteContact } from "#/config/site.ts"
import type { DictionaryWords } from "./ui.en.ts"

export const de = {
  siteDescription: `${brand.name} gestaltet und entwickelt Marken, Websites und digitale Produkte für ambitionierte Teams.`,
  skipLink: "Zum Inhalt springen",
  header: { menu: "Menü", close: "Menü schließen", main: "Hauptmenü", home: "Startseite" },
  language: { label: "Sprache", elsewhere: "Zur Startseite: diese Seite gibt es nicht auf Deutsch" },
  breadcrumb: { label: "Brotkrümelnavigation", home: "Startseite" },
  theme: { label: "Farbschema", options: { system: "System", light: "Hell", dark: "Dunkel" } },
  account: {
    login: { label: "Anmelden" },
    signUp: { label: "Kostenlos registrieren" },
  },
  menu: [
    {
      label: "Demos",
      children: [
        { label: "Digitalagentur" },
        { label: "Live-Chat" },
        { label: "Fitness-App" },
        { label: "Online-Kurse" },
        { label: "SEO-Agentur" },
        { label: "Kaltakquise per E-Mail" },
        { label: "Webhosting" },
        { label: "Beratung" },
        { label: "Zeiterfassung" },
        { label: "KI-Texter" },
      ],
    },
    { label: "Über uns" },
    {
      label: "Seiten",
      children: [
        {
          label: "Leistungen",
          children: [{ label: "Leistungen" }, { label: "Leistungsdetails" }],
        },
        { label: "Team" },
        {
          label: "Preise",
          children: [{ label: "Preise" }, { label: "Preise 2" }],
        },
        {
          label: "Karriere",
          children: [{ label: "Karriere" }, { label: "Stellendetails" }],
        },
        {
          label: "Portfolio",
          children: [
            { label: "Portfolio Klassisch" },
            { label: "Portfolio Modern" },
            { label: "Portfolio Minimal" },
            { label: "Projektdetails" },
          ],
        },
        {
          label: "Blog",
          children: [{ label: "Blog" }, { label: "Blogartikel" }],
        },
        {
          label: "FAQ",
          children: [{ label: "FAQ 1" }, { label: "FAQ 2" }, { label: "FAQ 3" }, { label: "FAQ 4" }],
        },
        {
          label: "Hilfsseiten",
          children: [{ label: "404-Seite" }, { label: "Demnächst" }],
        },
        {
          label: "Konto",
          children: [{ label: "Anmelden" }, { label: "Registrieren" }, { label: "Passwort zurücksetzen" }],
        },
      ],
    },
    {
      label: "Kontakt",
      children: [{ label: "Kontakt" }, { label: "Kontakt 2" }, { label: "Kontakt 3" }],
    },
  ],
  footer: {
    blurb:
      "Wir sind ein kleines, erfahrenes Team aus Designern, Entwicklern und Strateginnen. Aus vagen Ideen machen wir Marken, Websites und Produkte, die Menschen gern nutzen.",
    columns: [
      {
        title: "Unternehmen",
        links: [{ label: "Über uns" }, { label: "Leistungen" }, { label: "Team" }, { label: "Karriere" }],
      },
      {
        title: "Ressourcen",
        links: [{ label: "Portfolio" }, { label: "Blog" }, { label: "Preise" }, { label: "FAQ" }],
      },
      {
        title: "Loslegen",
        links: [{ label: "Angebot anfragen" }, { label: "Kontakt" }, { label: "Anmelden" }, { label: "Registrieren" }],
      },
    ],
    contactTitle: "Sagen Sie Hallo",
    contact: {
      address: siteContact.address,
      phone: { label: siteContact.phone.label },
      email: { label: siteContact.email.label },
      hours: "Montag–Freitag, 9 bis 17 Uhr (EST)",
    },
    // One per network of src/data/site.ts, in its order.
    socials: [
      { label: `${brand.name} auf X` },
      { label: `${brand.name} auf Instagram` },
      { label: `${brand.name} auf Dribbble` },
      { label: `${brand.name} auf GitHub` },
    ],
    newsletter: {
      title: "Notizen aus dem Studio",
      text: "Eine kurze E-Mail im Monat: was wir gebaut und was wir gelernt haben. Kein Spam, jederzeit abbestellbar.",
      placeholder: "Ihre E-Mail-Adresse",
      button: "Abonnieren",
    },
    copyright: `© ${new Date().getFullYear()} ${brand.legalName}. Alle Rechte vorbehalten.`,
    backToTop: "Nach oben",
    legal: {
      label: "Rechtliches",
      links: [
        { label: "Datenschutz" },
        { label: "Nutzungsbedingungen" },
        { label: "Impressum" },
        { label: "Barrierefreiheit" },
        { label: "Cookies" },
      ],
    },
  },
  forms: {
    honeypot: "Dieses Feld leer lassen",
    newsletterNote: {
      text: "Wir nutzen Ihre E-Mail-Adresse nur für den Newsletter.",
      link: { label: "Datenschutzerklärung" },
    },
  },
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
    appStore: { label: "Laden im App Store", eyebrow: "Laden im", store: "App Store" },
    googlePlay: { label: "Jetzt bei Google Play", eyebrow: "Jetzt bei", store: "Google Play" },
  },
  team: { profile: "{name} auf {network}" },
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
  consent: {
    label: "Datenschutz-Einstellungen",
    text: "Dürfen wir Besuche mit {tool} messen? Es speichert Cookies auf Ihrem Gerät, daher messen wir nur mit Ihrer Zustimmung. Ändern Sie Ihre Wahl jederzeit unter „Datenschutz-Einstellungen“.",
    accept: "Zustimmen",
    reject: "Ablehnen",
    settings: "Datenschutz-Einstellungen",
  },
  legalDocument: { contents: "Inhalt", updated: "Stand: {date}", comma: ", " },
  content: { englishCaseStudy: "Die ausführliche Fallstudie gibt es nur auf Englisch." },
} satisfies DictionaryWords
