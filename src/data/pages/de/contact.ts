/** Die drei Kontaktseiten auf Deutsch: nur die Wörter von src/data/pages/contact.ts. */
import type * as english from "#/data/pages/contact.ts"
import { brand, contact } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

// Phone, email and address are the site's (src/config/site.ts); the opening hours are the footer's German ones.
const hours = ui("de").footer.contact.hours

const field = {
  name: { label: "Ihr Name", placeholder: "Julia Schneider" },
  fullName: { label: "Vollständiger Name", placeholder: "Julia Schneider" },
  email: { label: "E-Mail-Adresse", placeholder: "name@firma.de" },
  phone: { label: "Telefonnummer", placeholder: "+49 30 1234567" },
}

/** Above every form: what the asterisk means. */
export const formLabels = {
  requiredNote: "Mit einem Sternchen (*) markierte Felder sind Pflichtfelder.",
} satisfies Words<typeof english.formLabels>

const chat = {
  title: "Chatten Sie mit uns",
  text: "Während unserer Bürozeiten ist eine Projektleiterin oder ein Projektleiter im Live-Chat für Sie da.",
  contact: { label: hours },
}

const phone = {
  title: "Rufen Sie uns an",
  text: "Sprechen Sie mit unserer Produktion über Umfang, Zeitplan und Budget.",
  contact: { label: contact.phone.label },
}

const email = {
  title: "Schreiben Sie eine E-Mail",
  text: "Schreiben Sie uns jederzeit: Wir beantworten jede Nachricht innerhalb von 24 Stunden.",
  contact: { label: contact.email.label },
}

const visit = {
  title: "Besuchen Sie unser Studio",
  text: "Der Kaffee geht auf uns. Vereinbaren Sie vorab einen Termin, damit die richtigen Leute vor Ort sind.",
  contact: { label: contact.address },
}

// ---------- /de/contact/ ----------

export const contactPage = {
  meta: {
    title: "Kontakt",
    description: `Rufen Sie ${brand.name} in Portland an, schreiben Sie uns eine E-Mail, besuchen Sie uns oder senden Sie uns eine Nachricht zu Ihrer Marke, Website oder Ihrem Produkt. Wir antworten innerhalb von 24 Stunden.`,
  },
  banner: {
    title: "Kontakt",
    lead: "Jede Nachricht liest ein Mensch. Wählen Sie einfach den Weg, der Ihnen am besten passt.",
  },
  channels: {
    eyebrow: "Kontakt aufnehmen",
    title: "Drei Wege zu uns",
    items: [phone, email, visit],
  },
  message: {
    eyebrow: "Schreiben Sie uns",
    title: "Erzählen Sie uns, woran Sie arbeiten",
    lead: "Ein paar Zeilen genügen. Wir melden uns mit Rückfragen, einem groben Plan und den Menschen aus dem Team, die mit Ihnen arbeiten würden.",
    points: [
      "Jede Nachricht liest eine erfahrene Designerin oder ein erfahrener Entwickler",
      "Eine Antwort innerhalb von 24 Stunden, mit den nächsten Schritten",
      "Keine Verkaufsskripte und kein Druck",
    ],
  },
  form: {
    fields: [
      field.name,
      field.email,
      {
        label: "Nachricht",
        placeholder: "Wir sind ein Team von 12 Leuten und planen für das Frühjahr eine neue Website …",
      },
    ],
    submit: "Nachricht senden",
    labels: formLabels,
  },
} satisfies Words<typeof english.contactPage>

// ---------- /de/contact-2/ ----------

export const contact2 = {
  meta: {
    title: "Schreiben Sie uns oder besuchen Sie das Studio",
    description: `Schreiben Sie ${brand.name} mit Name, E-Mail-Adresse und Betreff, finden Sie unser Studio in Portland auf der Karte oder erreichen Sie uns per Chat, Telefon oder E-Mail.`,
  },
  banner: { title: "Kontakt", lead: "Fragen, Briefings oder einfach ein kurzes Hallo: Wir hören zu." },
  message: {
    eyebrow: "Kontakt",
    title: "Lassen Sie uns ins Gespräch kommen",
    lead: "Erzählen Sie uns ein wenig über Ihr Projekt und wie wir Sie erreichen. Wir antworten innerhalb von 24 Stunden.",
    channels: [chat, phone, email],
  },
  form: {
    fields: [
      field.name,
      field.email,
      { label: "Betreff", placeholder: "Neue Website für unsere Praxis" },
      { label: "Nachricht", placeholder: "Was Sie brauchen, für wen und bis wann …" },
    ],
    submit: "Nachricht senden",
    labels: formLabels,
  },
  map: {
    eyebrow: "So finden Sie uns",
    title: "Unser Studio in Portland",
    lead: "Fünf Gehminuten vom Waterfront Park entfernt, mit Fahrradständern direkt vor der Tür.",
    address: {
      title: `${brand.name}`,
      lines: [contact.address],
      details: [
        { label: "Öffnungszeiten", text: hours },
        { label: "Nächste Haltestelle", text: "MAX Yellow Line, Haltestelle Oak/SW 1st Ave" },
      ],
    },
  },
  mapEmbed: {
    title: `Karte: ${brand.name}, ${contact.address}`,
    labels: {
      show: "Karte anzeigen",
      notice: "Die Karte wird von {host} geladen. Bis Sie auf die Schaltfläche klicken, wird dort nichts abgerufen.",
      open: "In OpenStreetMap öffnen",
      newTab: "(öffnet in einem neuen Tab)",
    },
  },
} satisfies Words<typeof english.contact2>

// ---------- /de/contact-3/ ----------

export const contact3 = {
  meta: {
    title: "Chatten, anrufen oder eine Frage senden",
    description: `Chatten Sie montags bis freitags mit ${brand.name}, rufen Sie uns an oder schreiben Sie eine E-Mail und erhalten Sie innerhalb von 24 Stunden eine Antwort. Oder senden Sie uns Ihre Frage über das Formular.`,
  },
  banner: { title: "Kontakt", lead: "Chatten, anrufen oder schreiben: ganz wie es für Sie am einfachsten ist." },
  channels: {
    eyebrow: "Wir helfen gern",
    title: "Sprechen Sie mit dem Team",
    items: [chat, phone, email],
  },
  message: {
    eyebrow: "Fragen",
    title: "Senden Sie uns eine Nachricht",
    lead: "Hinterlassen Sie Ihre Kontaktdaten und Ihre Frage. Wir rufen zurück oder schreiben Ihnen, ganz wie Sie möchten.",
  },
  form: {
    fields: [
      field.fullName,
      field.phone,
      field.email,
      { label: "Ihre Frage", placeholder: "Können Sie ein bestehendes Shopify-Theme übernehmen?" },
    ],
    submit: "Nachricht senden",
    labels: formLabels,
  },
} satisfies Words<typeof english.contact3>
