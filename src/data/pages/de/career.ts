/** Karriere (/de/career/), die Seite jeder Stelle (/de/career/<slug>/) und die Stellendetails: src/data/pages/career.ts auf Deutsch. */
import type { FilterableGridProps } from "@/components/islands/filterable-grid"
import type { FormStatusMessages } from "@/components/islands/form-status"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { JobApplicationFormProps } from "@/components/sections/job-application-form"
import type { JobCardLabels } from "@/components/sections/job-card"
import type { JobDetailsProps } from "@/components/sections/job-details"
import type { JobOpeningsProps } from "@/components/sections/job-openings"
import type { JobType, jobCategories } from "@/content.config"
import { brand, contact, emailDomain } from "@/data/site"
import { intlLocale, localePath } from "@/i18n/locales"
import { ui } from "@/i18n/ui"
import { avatar, personName } from "@/lib/images"

import type { FilterCount } from "../career"

export { featuredJob } from "../career"

const to = (path: string) => localePath("de", path)

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
    id: "openings-title",
    eyebrow: "Offene Stellen",
    title: "Finden Sie die Rolle, die zu Ihnen passt",
    lead: "Jede Ausschreibung nennt die Gehaltsspanne von vornherein. Wir beantworten jede Bewerbung innerhalb von fünf Werktagen.",
    more: { text: "Nicht die passende Stelle dabei?", cta: { label: "Kontakt aufnehmen", href: to("/contact/") } },
  } satisfies JobOpeningsProps,
  filters: {
    label: "Stellen nach Team filtern",
    all: "Alle",
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
    locale: intlLocale("de"),
  } satisfies Omit<FilterableGridProps, "itemTags" | "children"> & FilterCount,
  jobCard: { apply: { label: "Jetzt bewerben" }, location: "Standort", salary: "Gehalt" } satisfies JobCardLabels,
  perks: {
    id: "perks-title",
    eyebrow: `Arbeiten bei ${brand.shortName}`,
    title: "Was Sie neben guter Arbeit erwartet",
    lead: "Wir sind 24 Menschen, die gern tun, was sie tun, und das noch lange tun wollen. Das hier hilft uns dabei.",
    tone: "tint",
    items: [
      {
        icon: "clock",
        title: "Flexible Arbeitszeiten",
        text: "Die Kernzeit ist von 10 bis 14 Uhr pazifischer Zeit. Den Rest des Tages planen Sie um Ihr Leben herum, nicht umgekehrt.",
      },
      {
        icon: "heart-pulse",
        title: "Kranken-, Zahn- und Sehversicherung",
        text: "Volle Absicherung für Sie und 80 % für Ihre Familie – ab dem ersten Tag, für Vollzeit- wie für Remote-Mitarbeitende.",
      },
      {
        icon: "graduation-cap",
        title: "1.500 $ Weiterbildungsbudget",
        text: "Jedes Jahr Kurse, Bücher und Konferenzen, dazu ein Freitag im Monat für Open Source oder zum Lernen.",
      },
      {
        icon: "globe",
        title: "Remote-freundlich seit 2019",
        text: "Die Hälfte des Teams arbeitet remote. Alles, was wir tun, ist schriftlich festgehalten – so verpasst niemand ein Gespräch auf dem Flur.",
      },
      {
        icon: "calendar",
        title: "25 Urlaubstage",
        text: "Dazu die gesetzlichen Feiertage und die Woche zwischen Weihnachten und Neujahr, in der das ganze Studio geschlossen ist.",
      },
      {
        icon: "users",
        title: "Studiowochen",
        text: "Zweimal im Jahr treffen wir uns alle in Portland zu einer Woche mit Workshops, Feedbackrunden und sehr langen Abendessen. Die Reise zahlen wir.",
      },
    ],
  } satisfies FeatureGridProps,
}

const recruiterId = "rosa-jimenez"

export const careerCopy = {
  jobTitle: (title: string) => `Stellenangebot: ${title}`,
  jobDescription: (job: { title: string; location: string; description: string }) =>
    `${job.title} bei ${brand.name}, ${job.location}. ${job.description}`,
  crumb: { label: "Karriere", href: to("/career/") },
  per: { year: "pro Jahr", month: "pro Monat", hour: "pro Stunde" },
  categories: { Design: "Design", Development: "Entwicklung", Business: "Business" } satisfies Record<
    (typeof jobCategories)[number],
    string
  >,
  types: {
    "Full Time": "Vollzeit",
    "Part Time": "Teilzeit",
    Contract: "Freie Mitarbeit",
    Internship: "Praktikum",
    Remote: "Remote",
  } satisfies Record<JobType, string>,
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
      apply: { label: "Auf diese Stelle bewerben", href: "#apply" },
      back: { label: "Alle offenen Stellen", href: to("/career/"), variant: "ghost" },
    },
    recruiter: {
      title: "Fragen zur Stelle?",
      lead: `Ich kümmere mich bei ${brand.shortName} um das Recruiting. Schreiben Sie mir oder rufen Sie mich an – zur Stelle, zum Team oder zum Ablauf. Ich antworte innerhalb eines Werktags.`,
      name: personName(recruiterId),
      role: "Talent-Partnerin",
      photo: await avatar(recruiterId, 64),
      contacts: [
        {
          icon: "mail",
          title: "E-Mail an das Recruiting-Team",
          contact: { label: `careers@${emailDomain}`, href: `mailto:careers@${emailDomain}` },
        },
        { icon: "phone", title: "Rufen Sie im Studio an", contact: contact.phone },
        { icon: "map-pin", title: "Besuchen Sie uns", contact: { label: contact.address } },
        { icon: "clock", title: "Bürozeiten", contact: { label: ui("de").footer.contact.hours } },
      ],
    },
    application: {
      id: "apply",
      title: "Bewerben Sie sich auf diese Stelle",
      lead: "Erzählen Sie uns ein wenig über sich. Ein Anschreiben brauchen wir nicht: ein paar ehrliche Zeilen und ein Link zu Ihren Arbeiten genügen völlig.",
    },
  } satisfies Omit<JobDetailsProps, "job" | "form">,
  application: {
    form: {
      id: "apply",
      label: "Bewerben Sie sich auf diese Stelle",
      fields: [
        { name: "name", label: "Ihr Name", required: true, autoComplete: "name", placeholder: "Jana Schmidt" },
        {
          name: "email",
          label: "E-Mail-Adresse",
          type: "email",
          required: true,
          autoComplete: "email",
          placeholder: "sie@beispiel.de",
        },
        {
          name: "message",
          label: "Nachricht",
          type: "textarea",
          required: true,
          rows: 6,
          placeholder: "Ein paar Zeilen über Sie und ein Link zu Ihrem Portfolio, Lebenslauf oder LinkedIn-Profil",
        },
      ],
      consent: {
        name: "privacy",
        label: `Ich stimme der Datenschutzerklärung zu: ${brand.name} bewahrt meine Bewerbung 12 Monate lang auf und nutzt sie ausschließlich für die Personalauswahl.`,
        required: true,
      },
      submit: "Bewerbung absenden",
    } satisfies JobApplicationFormProps,
    messages: {
      local:
        "Danke für Ihre Bewerbung! Diese Demo hat noch keinen Formular-Endpunkt, daher wurde nichts gesendet: Ihre Eingaben bleiben in Ihrem Browser.",
      success: "Vielen Dank! Ihre Bewerbung ist unterwegs. Wir antworten innerhalb von fünf Werktagen.",
    } satisfies Partial<FormStatusMessages>,
  },
}
