/**
 * A page's content (src/content/pages/<name>.yaml) as its route renders it: the schema's output
 * with every portrait made a picture, its questions as structured data, and the file it came from,
 * for the messages that name it.
 */
import { getEntry } from "astro:content"

import { resolvePictures } from "#/lib/images.ts"
import { faqPage } from "#/lib/structured-data.ts"

export async function pageContent(name: string) {
  const entry = await getEntry("pages", name)
  const file = entry?.filePath ?? `${process.env.CONTENT_DIR ?? "src/content"}/pages/${name}.yaml`
  if (!entry) throw new Error(`${file} is missing: the route /${name}/ renders its sections`)
  const page = await resolvePictures(entry.data)
  // A page's questions are its FAQPage structured data too: search engines read them from there.
  const questions = page.sections.flatMap((section) => (section.type === "faq" ? section.items : []))
  const jsonLd = questions.length > 0 ? [faqPage(questions)] : undefined
  return { ...page, meta: { ...page.meta, jsonLd }, file }
}
