/**
 * The contact pages and the quote page (src/content/pages/contact*.yaml, quote.yaml) as the build
 * shows them in a language: each channel with the contact fact it names (src/config/site.ts, the
 * hours the footer's), each form with the line explaining its asterisk (contact.yaml's), the map
 * with its address filled in. The tests read what a visitor sees from here.
 */
import type { ContactChannel } from "#/components/sections/contact-channels.tsx"
import type { ContactFormLabels, ContactFormProps } from "#/components/sections/contact-form.tsx"
import { contact } from "#/config/site.ts"
import type { Locale } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import type { SectionBlock } from "#/page-schema.ts"
import { pageIn, sectionsOf } from "./page-files"

type Fact = Extract<SectionBlock, { type: "contact-channels" }>["items"][number]["contact"]

/** The contact facts a page names, in a language: the site's, the opening hours in the footer's words. */
export const contactFacts = (locale: Locale): Record<Fact, ContactChannel["contact"]> => ({
  phone: contact.phone,
  email: contact.email,
  address: { label: contact.address },
  hours: { label: ui(locale).footer.contact.hours },
})

/** The line explaining the asterisk, written once in contact.yaml's form. */
export const formLabelsIn = (locale: Locale): ContactFormLabels =>
  sectionsOf(pageIn("contact", locale), "contact-form")[0]!.form.labels!

/** A contact or quote page in a language, its blocks as their components receive them. */
export function contactPageIn(name: "contact" | "contact-2" | "contact-3" | "quote", locale: Locale) {
  const page = pageIn(name, locale)
  const facts = contactFacts(locale)
  const channels = (items: readonly { icon: string; title: string; text: string; contact: Fact }[]) =>
    items.map((item): ContactChannel => ({
      ...item,
      icon: item.icon as ContactChannel["icon"],
      contact: facts[item.contact],
    }))
  const section = sectionsOf(page, "contact-form")[0]!
  const cards = sectionsOf(page, "contact-channels")[0]
  const map = sectionsOf(page, "contact-map")[0]
  const form: ContactFormProps = {
    id: section.id,
    fields: section.form.fields,
    submit: section.form.submit,
    labels: section.form.labels ?? formLabelsIn(locale),
  }
  return {
    page,
    channels: cards && { ...cards, items: channels(cards.items) },
    message: { ...section, channels: section.channels && channels(section.channels) },
    form,
    map: map && {
      ...map,
      address: {
        title: map.address.title,
        lines: [contact.address],
        details: map.address.details?.map(({ label, text, fact }) => ({ label, text: text ?? facts[fact!].label })),
      },
    },
    mapEmbed: map && { ...map.map, title: map.map.title.replace("{address}", contact.address) },
    steps: sectionsOf(page, "steps")[0],
  }
}

/** Contact 2's map section and its map, in a language (the page that has them). */
export function contactMapIn(locale: Locale) {
  const { map, mapEmbed } = contactPageIn("contact-2", locale)
  if (!map || !mapEmbed) throw new Error("src/content/pages/contact-2.yaml has no contact-map section")
  return { map, mapEmbed }
}
