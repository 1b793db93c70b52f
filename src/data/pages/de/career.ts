/** Die Seite jeder Stelle und die Stellendetails auf Deutsch: nur die Wörter von src/data/pages/career.ts. */
import type * as english from "#/data/pages/career.ts"
import { brand, contact, emailDomain } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

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
