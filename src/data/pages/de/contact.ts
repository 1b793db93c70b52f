/**
 * The three contact pages in German (the shape is src/data/pages/contact.ts). Phone, email and
 * address come from `contact` in src/data/site.ts; the opening hours are the footer's German ones.
 */
import type { MapEmbedProps } from "@/components/islands/map-embed"
import type { ContactChannel, ContactChannelsProps } from "@/components/sections/contact-channels"
import type { ContactFormProps, ContactFormSectionProps } from "@/components/sections/contact-form"
import type { ContactMapProps } from "@/components/sections/contact-map"
import type { FieldProps } from "@/components/ui/field"
import { brand, contact } from "@/data/site"
import { ui } from "@/i18n/ui"

const hours = ui("de").footer.contact.hours

const field = {
  name: { name: "name", label: "Ihr Name", required: true, autoComplete: "name", placeholder: "Julia Schneider" },
  fullName: {
    name: "name",
    label: "Vollständiger Name",
    required: true,
    autoComplete: "name",
    placeholder: "Julia Schneider",
  },
  email: {
    name: "email",
    label: "E-Mail-Adresse",
    type: "email",
    required: true,
    autoComplete: "email",
    placeholder: "name@firma.de",
  },
  phone: {
    name: "phone",
    label: "Telefonnummer",
    type: "tel",
    required: true,
    autoComplete: "tel",
    placeholder: "+49 30 1234567",
  },
} satisfies Record<string, FieldProps>

/** Above every form: what the asterisk means. */
export const formLabels = {
  requiredNote: "Mit einem Sternchen (*) markierte Felder sind Pflichtfelder.",
} satisfies ContactFormProps["labels"]

/** The ways to reach the studio: chat, phone and email. */
const chat = {
  icon: "messages",
  title: "Chatten Sie mit uns",
  text: "Während unserer Bürozeiten ist eine Projektleiterin oder ein Projektleiter im Live-Chat für Sie da.",
  contact: { label: hours },
} satisfies ContactChannel

const phone = {
  icon: "phone",
  title: "Rufen Sie uns an",
  text: "Sprechen Sie mit unserer Produktion über Umfang, Zeitplan und Budget.",
  contact: contact.phone,
} satisfies ContactChannel

const email = {
  icon: "mail",
  title: "Schreiben Sie eine E-Mail",
  text: "Schreiben Sie uns jederzeit: Wir beantworten jede Nachricht innerhalb von 24 Stunden.",
  contact: contact.email,
} satisfies ContactChannel

const visit = {
  icon: "map-pin",
  title: "Besuchen Sie unser Studio",
  text: "Der Kaffee geht auf uns. Vereinbaren Sie vorab einen Termin, damit die richtigen Leute vor Ort sind.",
  contact: { label: contact.address },
} satisfies ContactChannel

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
    id: "contact-channels-title",
    eyebrow: "Kontakt aufnehmen",
    title: "Drei Wege zu uns",
    items: [phone, email, visit],
  },
  message: {
    id: "contact-message-title",
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
    id: "contact-message-title",
    fields: [
      field.name,
      field.email,
      {
        name: "message",
        label: "Nachricht",
        type: "textarea",
        required: true,
        placeholder: "Wir sind ein Team von 12 Leuten und planen für das Frühjahr eine neue Website …",
        wide: true,
      },
    ],
    submit: "Nachricht senden",
    labels: formLabels,
  },
} satisfies {
  meta: object
  banner: object
  channels: ContactChannelsProps
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
}

// ---------- /de/contact-2/ ----------

export const contact2 = {
  meta: {
    title: "Schreiben Sie uns oder besuchen Sie das Studio",
    description: `Schreiben Sie ${brand.name} mit Name, E-Mail-Adresse und Betreff, finden Sie unser Studio in Portland auf der Karte oder erreichen Sie uns per Chat, Telefon oder E-Mail.`,
  },
  banner: { title: "Kontakt", lead: "Fragen, Briefings oder einfach ein kurzes Hallo: Wir hören zu." },
  message: {
    id: "contact2-message-title",
    eyebrow: "Kontakt",
    title: "Lassen Sie uns ins Gespräch kommen",
    lead: "Erzählen Sie uns ein wenig über Ihr Projekt und wie wir Sie erreichen. Wir antworten innerhalb von 24 Stunden.",
    channels: [chat, phone, email],
  },
  form: {
    id: "contact2-message-title",
    fields: [
      field.name,
      field.email,
      {
        name: "subject",
        label: "Betreff",
        required: true,
        placeholder: "Neue Website für unsere Praxis",
        wide: true,
      },
      {
        name: "message",
        label: "Nachricht",
        type: "textarea",
        required: true,
        placeholder: "Was Sie brauchen, für wen und bis wann …",
        wide: true,
      },
    ],
    submit: "Nachricht senden",
    labels: formLabels,
  },
  map: {
    id: "contact2-map-title",
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
    lat: 45.5152,
    lon: -122.6734,
    zoom: 16,
    title: `Karte: ${brand.name}, ${contact.address}`,
    labels: {
      show: "Karte anzeigen",
      notice: "Die Karte wird von {host} geladen. Bis Sie auf die Schaltfläche klicken, wird dort nichts abgerufen.",
      open: "In OpenStreetMap öffnen",
      newTab: "(öffnet in einem neuen Tab)",
    },
  },
} satisfies {
  meta: object
  banner: object
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
  map: Omit<ContactMapProps, "map">
  mapEmbed: MapEmbedProps
}

// ---------- /de/contact-3/ ----------

export const contact3 = {
  meta: {
    title: "Chatten, anrufen oder eine Frage senden",
    description: `Chatten Sie montags bis freitags mit ${brand.name}, rufen Sie uns an oder schreiben Sie eine E-Mail und erhalten Sie innerhalb von 24 Stunden eine Antwort. Oder senden Sie uns Ihre Frage über das Formular.`,
  },
  banner: { title: "Kontakt", lead: "Chatten, anrufen oder schreiben: ganz wie es für Sie am einfachsten ist." },
  channels: {
    id: "contact3-channels-title",
    eyebrow: "Wir helfen gern",
    title: "Sprechen Sie mit dem Team",
    items: [chat, phone, email],
    tone: "plain",
  },
  message: {
    id: "contact3-message-title",
    eyebrow: "Fragen",
    title: "Senden Sie uns eine Nachricht",
    lead: "Hinterlassen Sie Ihre Kontaktdaten und Ihre Frage. Wir rufen zurück oder schreiben Ihnen, ganz wie Sie möchten.",
    tone: "tint",
    layout: "center",
  },
  form: {
    id: "contact3-message-title",
    fields: [
      field.fullName,
      field.phone,
      { ...field.email, wide: true },
      {
        name: "question",
        label: "Ihre Frage",
        type: "textarea",
        placeholder: "Können Sie ein bestehendes Shopify-Theme übernehmen?",
        wide: true,
      },
    ],
    submit: "Nachricht senden",
    labels: formLabels,
  },
} satisfies {
  meta: object
  banner: object
  channels: ContactChannelsProps
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
}
