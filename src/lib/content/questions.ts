/**
 * The FAQ pages' questions by topic (src/content/questions/<topic>.yaml), in a page's language: in
 * English the topic's file, in another language its translation (src/content/questions/de/…) laid
 * question by question over the English. A translation must give every question, in the same
 * order: one missing, extra or of no English file stops the build naming the file.
 */
import { getCollection } from "astro:content"

import type { AccordionItem } from "#/components/ui/accordion.tsx"
import { defaultLocale, languageName, type Locale } from "#/i18n/locales.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"

const folder = `${process.env.CONTENT_DIR ?? "src/content"}/questions`

type Topic = { id: string; filePath?: string | undefined; data: { items: readonly AccordionItem[] } }

/** Every topic's questions in `locale`, by the topic's file name ("general", "account"). */
export async function questionSets(locale: Locale): Promise<Readonly<Record<string, readonly AccordionItem[]>>> {
  const english = await getCollection("questions")
  return topicsIn(locale, english, locale === defaultLocale ? [] : await getCollection("questionTranslations"))
}

/** The topics' questions in `locale`: English's, or each translation laid over its English file. */
export function topicsIn(
  locale: Locale,
  english: readonly Topic[],
  translations: readonly Topic[],
): Readonly<Record<string, readonly AccordionItem[]>> {
  if (locale === defaultLocale) return Object.fromEntries(english.map((set) => [set.id, withBrandDeep(set.data.items)]))

  const language = languageName(locale)
  const own = translations.filter((entry) => entry.id.startsWith(`${locale}/`))
  const byTopic = new Map(own.map((entry) => [entry.id.slice(locale.length + 1), entry]))
  for (const [topic, entry] of byTopic)
    if (!english.some((set) => set.id === topic))
      throw new Error(
        `${entry.filePath ?? `${folder}/${locale}/${topic}.yaml`} translates no topic: there is no ${folder}/${topic}.yaml (a translation has the file name of the topic it translates)`,
      )

  return Object.fromEntries(
    english.map((set) => {
      const file = `${folder}/${locale}/${set.id}.yaml`
      const source = set.filePath ?? `${folder}/${set.id}.yaml`
      const translation = byTopic.get(set.id)
      if (!translation)
        throw new Error(
          `${file} is missing: the ${language} FAQ pages need a translation of each question of ${source}`,
        )
      const given = translation.data.items.length
      const wanted = set.data.items.length
      if (given !== wanted)
        throw new Error(
          `${translation.filePath ?? file} has ${given} question${given === 1 ? "" : "s"} and ${source} ${wanted}: give a ${language} translation of each English question, in the same order`,
        )
      return [set.id, withBrandDeep(translation.data.items)]
    }),
  )
}

/** One topic's questions; a topic a page names without its file stops the build. */
export function topic(sets: Readonly<Record<string, readonly AccordionItem[]>>, id: string): readonly AccordionItem[] {
  const items = sets[id]
  if (!items)
    throw new Error(
      `${folder}/${id}.yaml is missing: an FAQ page shows the questions of "${id}" (the topics are ${Object.keys(sets).join(", ")})`,
    )
  return items
}

/** The sections of a page that show a topic's questions, or several (a tab per topic). */
type TopicSection =
  { type: "faq-grid" | "faq-topic"; topic: string } | { type: "faq-tabs"; tabs: { tabs: readonly { id: string }[] } }

/** The topics a section shows, in its order: none for a section of another kind. */
export function topicsOf(section: { type: string }): readonly string[] {
  const shown = section as TopicSection
  switch (shown.type) {
    case "faq-grid":
    case "faq-topic":
      return [shown.topic]
    case "faq-tabs":
      return shown.tabs.tabs.map((tab) => tab.id)
    default:
      return []
  }
}

/**
 * The questions of each topic a page's sections show, in the page's language, read only for a page
 * that shows a topic.
 */
export async function pageQuestions(
  sections: readonly { type: string }[],
  locale: Locale,
): Promise<(id: string) => readonly AccordionItem[]> {
  const sets = sections.some((section) => topicsOf(section).length > 0) ? await questionSets(locale) : {}
  return (id) => topic(sets, id)
}
