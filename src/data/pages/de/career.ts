/** Karriere, die Seite jeder Stelle und die Stellendetails auf Deutsch: nur die Wörter von src/data/pages/career.ts. */
import type * as english from "#/data/pages/career.ts"
import { brand, contact, emailDomain } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

export const career = {
  meta: {
    title: "Karriere",
    description: `Arbeiten bei ${brand.name}: offene Stellen in Design, Entwicklung und Business, in Portland und remote – mit Gehaltsspanne in jeder Ausschreibung.`,
  },
  banner: {
    title: "Karriere",
    lead: "Ein kleines, erfahrenes Team, das Marken, Websites und Produkte für ambitionierte Kunden gestaltet. Leisten Sie bei uns die beste Arbeit Ihrer Laufbahn.",
  },
  openings: {
    eyebrow: "Offene Stellen",
    title: "Finden Sie die Rolle, die zu Ihnen passt",
    lead: "Jede Ausschreibung nennt die Gehaltsspanne von vornherein. Wir beantworten jede Bewerbung innerhalb von fünf Werktagen.",
    more: { text: "Nicht die passende Stelle dabei?", cta: { label: "Kontakt aufnehmen" } },
  },
  filters: {
    label: "Stellen nach Team filtern",
    all: "Alle",
    // A tab's value is a job category (English's), not a word, but a string outside the structure keys.
    filters: [
      { value: "design", label: "Design" },
      { value: "development", label: "Entwicklung" },
      { value: "business", label: "Business" },
    ],
    noun: { one: "Stelle", other: "Stellen" },
    count: {
      all: "{total} {noun} insgesamt",
      some: "{shown} von {total} {noun}: {filter}",
      none: "Derzeit keine {nouns} im Bereich {filter}",
    },
  },
  jobCard: { apply: { label: "Jetzt bewerben" }, location: "Standort", salary: "Gehalt" },
  perks: {
    eyebrow: `Arbeiten bei ${brand.shortName}`,
    title: "Was Sie neben guter Arbeit erwartet",
    lead: "Wir sind 24 Menschen, die gern tun, was sie tun, und das noch lange tun wollen. Das hier hilft uns dabei.",
    items: [
      {
        title: "Flexible Arbeitszeiten",
        text: "Die Kernzeit ist von 10 bis 14 Uhr pazifischer Zeit. Den Rest des Tages planen Sie um Ihr Leben herum, nicht umgekehrt.",
      },
      {
        title: "Kranken-, Zahn- und Sehversicherung",
        text: "Volle Absicherung für Sie und 80 % für Ihre Familie – ab dem ersten Tag, für Vollzeit- wie für Remote-Mitarbeitende.",
      },
      {
        title: "1.500 $ Weiterbildungsbudget",
        text: "Jedes Jahr Kurse, Bücher und Konferenzen, dazu ein Freitag im Monat für Open Source oder zum Lernen.",
      },
      {
        title: "Remote-freundlich seit 2019",
        text: "Die Hälfte des Teams arbeitet remote. Alles, was wir tun, ist schriftlich festgehalten – so verpasst niemand ein Gespräch auf dem Flur.",
      },
      {
        title: "25 Urlaubstage",
        text: "Dazu die gesetzlichen Feiertage und die Woche zwischen Weihnachten und Neujahr, in der das ganze Studio geschlossen ist.",
      },
      {
        title: "Studiowochen",
        text: "Zweimal im Jahr treffen wir uns alle in Portland zu einer Woche mit Workshops, Feedbackrunden und sehr langen Abendessen. Die Reise zahlen wir.",
      },
    ],
  },
} satisfies Words<typeof english.career>

export const careerCopy = {
  jobTitle: "Stellenangebot: {title}",
  jobDescription: `{title} bei ${brand.name}, {location}. {description}`,
  crumb: { label: "Karriere" },
  per: { year: "pro Jahr", month: "pro Monat", hour: "pro Stunde" },
  categories: { Design: "Design", Development: "Entwicklung", Business: "Business" },
  types: {
    "Full Time": "Vollzeit",
    "Part Time": "Teilzeit",
    Contract: "Freie Mitarbeit",
    Internship: "Praktikum",
    Remote: "Remote",
  },
  details: {
    headings: {
      details: "Über die Stelle",
      responsibilities: "Ihre Aufgaben",
      requirements: "Was Sie mitbringen",
      skills: "Kenntnisse und Werkzeuge",
    },
    overview: {
      title: "Die Stelle im Überblick",
      labels: {
        category: "Team",
        jobType: "Anstellungsart",
        location: "Standort",
        salary: "Gehalt",
        experience: "Erfahrung",
      },
      apply: { label: "Auf diese Stelle bewerben" },
      back: { label: "Alle offenen Stellen" },
    },
    recruiter: {
      title: "Fragen zur Stelle?",
      lead: `Ich kümmere mich bei ${brand.shortName} um das Recruiting. Schreiben Sie mir oder rufen Sie mich an – zur Stelle, zum Team oder zum Ablauf. Ich antworte innerhalb eines Werktags.`,
      role: "Talent-Partnerin",
      photo: { alt: "" },
      contacts: [
        { title: "E-Mail an das Recruiting-Team", contact: { label: `careers@${emailDomain}` } },
        { title: "Rufen Sie im Studio an", contact: { label: contact.phone.label } },
        { title: "Besuchen Sie uns", contact: { label: contact.address } },
        { title: "Bürozeiten", contact: { label: ui("de").footer.contact.hours } },
      ],
    },
    application: {
      title: "Bewerben Sie sich auf diese Stelle",
      lead: "Erzählen Sie uns ein wenig über sich. Ein Anschreiben brauchen wir nicht: ein paar ehrliche Zeilen und ein Link zu Ihren Arbeiten genügen völlig.",
    },
  },
  application: {
    form: {
      label: "Bewerben Sie sich auf diese Stelle",
      fields: [
        { label: "Ihr Name", placeholder: "Jana Schmidt" },
        { label: "E-Mail-Adresse", placeholder: "sie@beispiel.de" },
        {
          label: "Nachricht",
          placeholder: "Ein paar Zeilen über Sie und ein Link zu Ihrem Portfolio, Lebenslauf oder LinkedIn-Profil",
        },
      ],
      consent: {
        label: `Ich stimme der {privacy} zu: ${brand.name} bewahrt meine Bewerbung 12 Monate lang auf und nutzt sie ausschließlich für die Personalauswahl.`,
        links: { privacy: { label: "Datenschutzerklärung" } },
      },
      submit: "Bewerbung absenden",
    },
    messages: {
      local:
        "Danke für Ihre Bewerbung! Diese Demo hat noch keinen Formular-Endpunkt, daher wurde nichts gesendet: Ihre Eingaben bleiben in Ihrem Browser.",
      success: "Vielen Dank! Ihre Bewerbung ist unterwegs. Wir antworten innerhalb von fünf Werktagen.",
    },
  },
} satisfies Words<typeof english.careerCopy>
