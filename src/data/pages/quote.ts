/** Request a quote: the form and what happens after it is sent. Home 6 and Home 9 link here. */
import type { ContactChannel } from "#/components/sections/contact-channels.tsx"
import type { ContactFormProps, ContactFormSectionProps } from "#/components/sections/contact-form.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import { contact, brand } from "#/config/site.ts"

import { formLabels } from "./contact"

/** The line under a field the visitor must correct: the same words as the contact forms. */

export const meta = {
  title: "Request a quote",
  description: `Tell ${brand.name} about your website, brand or product and your budget range. You get a written estimate and a plan within three working days.`,
}

export const banner = {
  title: "Request a Quote",
  lead: "A clear estimate, in writing, within three working days. No obligation.",
}

const talk = [
  {
    icon: "phone",
    title: "Rather talk it through?",
    text: "Call a producer, Monday to Friday.",
    contact: contact.phone,
  },
  {
    icon: "mail",
    title: "Have a brief already?",
    text: "Email it over and we will read it before we call.",
    contact: contact.email,
  },
] satisfies ContactChannel[]

export const request = {
  id: "quote-form-title",
  eyebrow: "Your project",
  title: "Tell us what you need",
  lead: "The more we know, the sharper the estimate. Rough ideas are welcome: shaping them is part of the job.",
  points: [
    "A fixed-price estimate or a monthly retainer, your choice",
    "Senior people only, from first call to launch",
    "We sign your NDA before you share anything sensitive",
  ],
  channels: talk,
} satisfies Omit<ContactFormSectionProps, "children">

export const form = {
  id: "quote-form-title",
  fields: [
    { name: "name", label: "Your name", required: true, autoComplete: "name", placeholder: "Jordan Smith" },
    {
      name: "email",
      label: "Work email",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@company.com",
    },
    {
      name: "company",
      label: "Company",
      autoComplete: "organization",
      placeholder: "Northwind Outfitters",
      wide: true,
    },
    {
      kind: "choice",
      name: "budget",
      label: "Budget range",
      required: true,
      options: [
        { value: "under-10k", label: "Under $10,000" },
        { value: "10k-25k", label: "$10,000–$25,000" },
        { value: "25k-50k", label: "$25,000–$50,000" },
        { value: "50k-plus", label: "$50,000 or more" },
        { value: "not-sure", label: "Not sure yet" },
      ],
    },
    {
      name: "details",
      label: "Project details",
      type: "textarea",
      required: true,
      rows: 6,
      hint: "What you want to build, who it is for, and any date it must be ready by.",
      placeholder: "A new marketing site for our outdoor gear brand, live before the spring catalogue…",
      wide: true,
    },
  ],
  submit: "Request My Quote",
  labels: formLabels,
} satisfies ContactFormProps

export const nextSteps = {
  id: "quote-next-title",
  eyebrow: "What happens next",
  title: "From request to kickoff in a week",
  lead: "No long sales cycle: three short steps, and you always know who you are talking to.",
  steps: [
    {
      icon: "inbox",
      title: "We read your request",
      text: "A producer and a lead designer go through it the same day and note their questions.",
    },
    {
      icon: "calendar",
      title: "A 30-minute call",
      text: "We talk goals, scope and timing, and say honestly whether we are the right studio for it.",
    },
    {
      icon: "send",
      title: "Your written estimate",
      text: "Within three working days: scope, timeline, team and a price you can take to your board.",
    },
  ],
  tone: "tint",
  labels: { step: "Step {n}" },
} satisfies StepsProps
