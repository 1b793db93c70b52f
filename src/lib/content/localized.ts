/**
 * A collection's entries in another language. The English file is the entry (its URL, order,
 * pictures, dates and figures); each language has a file of the same name in a folder of its own
 * (src/content/services/de/brand-strategy.yaml) holding the words only. A published entry without
 * its translation, or a translation of no English file, stops the build naming the file.
 */
import { languageName, type PrefixedLocale } from "#/i18n/locales.ts"

import { withBrandDeep } from "#/lib/brand-token.ts"

type Entry = { id: string; filePath?: string; data: object }

/** "src/content/services/brand-strategy.yaml" → "brand-strategy": what a translation is named after. */
const fileName = (entry: Entry) => (entry.filePath ?? entry.id).replace(/^.*\//, "").replace(/\.[^.]+$/, "")
const folder = (entry: Entry) => (entry.filePath ?? "").replace(/[^/]*$/, "")

/**
 * The English entries in `locale`, in the same order: each with its translation's words over its
 * own. `english` is what the English pages show (published, sorted); `all` is every English file
 * (drafts too), so a translation of a draft is not taken for a stray one. A draft without its
 * translation (shown by `astro dev` only) is left out of the language instead of failing.
 */
export function localizedEntries<E extends Entry & { data: { draft: boolean } }>(options: {
  english: readonly E[]
  all: readonly Entry[]
  translations: readonly (Omit<Entry, "data"> & { data: Partial<E["data"]> })[]
  locale: PrefixedLocale
  /** "services": the folder under src/content/, for the messages. */
  collection: string
  /** "service": one item, for the messages. */
  noun: string
}): E[] {
  const { english, all, translations, locale, collection, noun } = options
  const language = languageName(locale)
  const ownFiles = translations.filter((translation) => translation.id.startsWith(`${locale}/`))
  const byName = new Map(ownFiles.map((translation) => [translation.id.slice(locale.length + 1), translation]))

  const known = new Set(all.map(fileName))
  for (const [name, translation] of byName)
    if (!known.has(name))
      throw new Error(
        `${translation.filePath ?? `src/content/${collection}/${locale}/${name}`} translates no ${noun}: there is no English file src/content/${collection}/${name}.yaml (a translation has the file name of the ${noun} it translates)`,
      )

  return english.flatMap((entry) => {
    const translation = byName.get(fileName(entry))
    if (!translation) {
      if (entry.data.draft) return []
      const missing = `${folder(entry) || `src/content/${collection}/`}${locale}/${fileName(entry)}.yaml`
      throw new Error(
        `${missing} is missing: every published ${noun} needs its ${language} (${locale}) translation, with the words of ${entry.filePath ?? fileName(entry)}`,
      )
    }
    return [{ ...entry, data: { ...entry.data, ...withBrandDeep(translation.data) } }]
  })
}
