import { overlay, type Words } from "./overlay.ts"
import { prefixedLocales, type Locale, type PrefixedLocale } from "./locales.ts"

/**
 * A page's copy in every language: English (the data module a buyer edits first, structure and
 * words) and, per other language, only its words (src/i18n/overlay.ts). The type checker holds each
 * translation to English's words: a missing or misspelt key, or a figure, address or icon given in
 * a translation, fails `npm run check`, naming the language and the key. Everything that is not a
 * word comes from English, so a field added to English reaches every language.
 */
export function translated<T>(english: T, others: { [L in PrefixedLocale]?: Words<T> }): Record<Locale, T> {
  const copies = { en: english } as Record<Locale, T>
  for (const locale of prefixedLocales) {
    const words = others[locale]
    // A page that is not in a language (its route's `languages`) is never built in it: English stands in.
    copies[locale] = words ? overlay(english, words, locale) : english
  }
  return copies
}
