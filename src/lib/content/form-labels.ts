/**
 * The words of a form's frame (the line explaining the asterisk), written once for every form of the
 * contact pages and the quote page: in the form of src/content/pages/contact.yaml (and its de/, ar/
 * words). /contact-2/, /contact-3/ and /quote/ read them from there.
 */
import type { ContactFormLabels } from "#/components/sections/contact-form.tsx"
import type { Locale } from "#/i18n/locales.ts"
import { pageSource } from "#/page-content.ts"

export async function formLabels(locale: Locale): Promise<ContactFormLabels> {
  const { sections, file } = await pageSource("contact", locale)
  const labels = sections.flatMap((section) => (section.type === "contact-form" && section.form.labels) || [])[0]
  if (!labels) throw new Error(`${file}: its form gives the labels every contact and quote form shows (form.labels)`)
  return labels
}
