import type { Locale, PrefixedLocale } from "./locales.ts"

/**
 * A page's copy in every language: English (the data module a buyer edits first) and one module of
 * the same shape per other language. The type checker holds each translation to English's shape:
 * a missing or misspelt key fails `npm run check`, naming the language and the key.
 */
export function translated<T>(english: T, others: { [L in PrefixedLocale]: T }): Record<Locale, T> {
  return { en: english, ...others }
}
