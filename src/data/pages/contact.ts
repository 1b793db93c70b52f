/**
 * The three contact pages. Phone, email, address and opening hours come from `contact` in
 * src/config/site.ts, so changing them there changes every page (and the footer) at once.
 */
import type { ContactChannel, ContactChannelsProps } from "#/components/sections/contact-channels.tsx"
import type { ContactFormProps, ContactFormSectionProps } from "#/components/sections/contact-form.tsx"
import type { ContactMapProps } from "#/components/sections/contact-map.tsx"
import type { MapEmbedProps } from "#/components/islands/map-embed.tsx"
import type { FieldProps } from "#/components/ui/field.tsx"
import { contact, brand } from "#/config/site.ts"

const field = {
  name: { name: "name", label: "Your name", required: true, autoComplete: "name", placeholder: "Jordan Smith" },
  fullName: { name: "name", label: "Full name", required: true, autoComplete: "name", placeholder: "Jordan Smith" },
  email: {
    name: "email",
    label: "Email address",
    type: "email",
    required: true,
    autoComplete: "email",
    placeholder: "you@company.com",
  },
  phone: {
    name: "phone",
    label: "Phone number",
    type: "tel",
    required: true,
    autoComplete: "tel",
    placeholder: "+1 555 010 0199",
  },
} satisfies Record<string, FieldProps>

/** Above every form: what the asterisk means. */
export const formLabels = {
  requiredNote: "Fields marked with an asterisk (*) are required.",
} satisfies ContactFormProps["labels"]

/** The ways to reach the studio: chat, phone and email. */
const chat = {
  icon: "messages",
  title: "Chat with us",
  text: "A project lead is on live chat throughout studio hours.",
  contact: { label: contact.hours },
} satisfies ContactChannel

const phone = {
  icon: "phone",
  title: "Give us a call",
  text: "Talk to a producer about scope, timing and budget.",
  contact: contact.phone,
} satisfies ContactChannel

const email = {
  icon: "mail",
  title: "Send an email",
  text: "Write any time: we reply to every message within 24 hours.",
  contact: contact.email,
} satisfies ContactChannel

const visit = {
  icon: "map-pin",
  title: "Visit the studio",
  text: "Coffee is on us. Book a slot first so the right people are in.",
  contact: { label: contact.address },
} satisfies ContactChannel

// ---------- /contact/ ----------

export const contactPage = {
  meta: {
    title: "Contact us",
    description: `Call, email or visit ${brand.name} in Portland, or send us a message about your brand, website or product. We reply within 24 hours.`,
  },
  banner: { title: "Contact Us", lead: "A real person reads every message. Pick whatever suits you." },
  channels: {
    id: "contact-channels-title",
    eyebrow: "Get in touch",
    title: "Three ways to reach us",
    items: [phone, email, visit],
  },
  message: {
    id: "contact-message-title",
    eyebrow: "Write to us",
    title: "Tell us what you are working on",
    lead: "A few lines are plenty. We will come back with questions, a rough plan and who on the team would work with you.",
    points: [
      "A senior designer or engineer reads every message",
      "An answer within 24 hours, with next steps",
      "No sales scripts and no pressure",
    ],
  },
  form: {
    id: "contact-message-title",
    fields: [
      field.name,
      field.email,
      {
        name: "message",
        label: "Message",
        type: "textarea",
        required: true,
        placeholder: "We are a team of 12 planning a new website for spring…",
        wide: true,
      },
    ],
    submit: "Send Message",
    labels: formLabels,
  },
} satisfies {
  meta: object
  banner: object
  channels: ContactChannelsProps
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
}

// ---------- /contact-2/ ----------

export const contact2 = {
  meta: {
    title: "Write to us or visit the studio",
    description: `Write to ${brand.name} with your name, email and subject, find our Portland studio on the map, or reach us by chat, phone or email.`,
  },
  banner: { title: "Contact Us", lead: "Questions, briefs or a quick hello: we are listening." },
  message: {
    id: "contact2-message-title",
    eyebrow: "Contact",
    title: "Let’s start a conversation",
    lead: "Tell us a little about the project and how to reach you. We answer within 24 hours.",
    channels: [chat, phone, email],
  },
  form: {
    id: "contact2-message-title",
    fields: [
      field.name,
      field.email,
      { name: "subject", label: "Subject", required: true, placeholder: "New website for our clinic", wide: true },
      {
        name: "message",
        label: "Message",
        type: "textarea",
        required: true,
        placeholder: "What you need, for whom, and by when…",
        wide: true,
      },
    ],
    submit: "Send Message",
    labels: formLabels,
  },
  map: {
    id: "contact2-map-title",
    eyebrow: "Find us",
    title: "Our Portland studio",
    lead: "Five minutes’ walk from the Waterfront Park, with bike racks out front.",
    address: {
      title: `${brand.name}`,
      lines: [contact.address],
      details: [
        { label: "Opening hours", text: contact.hours },
        { label: "Nearest stop", text: "MAX Yellow Line, Oak/SW 1st Ave" },
      ],
    },
  },
  mapEmbed: {
    lat: 45.5152,
    lon: -122.6734,
    zoom: 16,
    title: `Map of ${brand.name}, ${contact.address}`,
    labels: {
      show: "Show map",
      notice: "The map loads from {host}. Nothing is requested from there until you press the button.",
      open: "Open in OpenStreetMap",
      newTab: "(opens in a new tab)",
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

// ---------- /contact-3/ ----------

export const contact3 = {
  meta: {
    title: "Chat, call or send a question",
    description: `Chat with ${brand.name} Monday to Friday, call us, or email and hear back within 24 hours. Or send a question with the form.`,
  },
  banner: { title: "Contact Us", lead: "Chat, call or write: whichever is easiest for you." },
  channels: {
    id: "contact3-channels-title",
    eyebrow: "We are here to help",
    title: "Talk to the team",
    items: [chat, phone, email],
    tone: "plain",
  },
  message: {
    id: "contact3-message-title",
    eyebrow: "Questions",
    title: "Send us a message",
    lead: "Leave your details and your question. We call or write back, whichever you prefer.",
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
        label: "Your question",
        type: "textarea",
        placeholder: "Can you take over an existing Shopify theme?",
        wide: true,
      },
    ],
    submit: "Send Message",
    labels: formLabels,
  },
} satisfies {
  meta: object
  banner: object
  channels: ContactChannelsProps
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
}
