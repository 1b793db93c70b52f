import { localePath, type Locale } from "./locales.ts"

/**
 * The keys that hold structure, not words: addresses, icons, ids, field names and input types, looks
 * and layouts, a picture's files, the collection entries a section shows (ids, projects). (Figures and prices are words: each language writes its own
 * numbers, "92 %" and "0 $" in German.) Everything under them exists once, in the
 * English module; every other string of a copy module is words, which each translation must give.
 */
export const structureKeys = [
  "id",
  "ids",
  "projects",
  "href",
  "icon",
  "name",
  "type",
  "autoComplete",
  "tone",
  "layout",
  "look",
  "variant",
  "initial",
  "kind",
  "align",
  "code",
  "src",
  "srcset",
  "sizes",
  "glyph",
  "network",
  "watchUrl",
  "param",
  "buildDate",
  "embed",
] as const
export type StructureKey = (typeof structureKeys)[number]

/** Whether a value holds words: a string, at any depth, outside the structure keys. */
type HasWords<T> = T extends string
  ? true
  : T extends readonly (infer U)[]
    ? HasWords<U>
    : T extends (...args: never[]) => unknown
      ? false
      : T extends object
        ? true extends { [K in keyof T]: K extends StructureKey ? false : HasWords<T[K]> }[keyof T]
          ? true
          : false
        : false

/**
 * A translation of a copy module: its words, in the English module's shape, and nothing else. Lists
 * keep their length (an answer for an answer), every string outside the structure keys is the
 * translator's, and a key with no words beneath it is left out. A missing or misspelt key, or an
 * address, icon or figure given here, fails the type check, naming the key.
 */
export type Words<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Words<T[I]> }
    : T extends object
      ? WordsOf<T> & (T extends { one: string; other: string } ? PluralForms : unknown)
      : never
// A word under an optional key (a limit a plan line may have) is optional in the translation too.
type WordsOf<T> = {
  readonly [K in keyof T as undefined extends T[K] ? never : WordKey<T, K>]: Words<T[K]>
} & { readonly [K in keyof T as undefined extends T[K] ? WordKey<T, K> : never]?: Words<T[K]> }
type WordKey<T, K extends keyof T> = K extends StructureKey ? never : true extends HasWords<T[K]> ? K : never

/**
 * A word in each plural form (Intl.PluralRules): English needs one and other, another language may
 * need more (Arabic has six), which its translation adds.
 */
type PluralForms = { readonly zero?: string; readonly two?: string; readonly few?: string; readonly many?: string }

const isStructure = (key: string | undefined) => key !== undefined && (structureKeys as readonly string[]).includes(key)

/**
 * English's structure with a language's words laid over it: every string outside the structure
 * keys takes the translation's, every address within the site (`href`) becomes the language's own
 * where the page exists in it (localePath), and everything else is English's, so a figure, an icon
 * or a new field of a form reaches every language with no edit to the translations.
 */
export function overlay<T>(english: T, words: Words<T>, locale: Locale): T {
  return merge(english, words, locale, undefined) as T
}

function merge(english: unknown, words: unknown, locale: Locale, key: string | undefined): unknown {
  if (typeof english === "string") {
    if (key === "href" && english.startsWith("/")) return localePath(locale, english)
    return !isStructure(key) && typeof words === "string" ? words : english
  }
  if (Array.isArray(english))
    return english.map((item, index) => merge(item, Array.isArray(words) ? words[index] : undefined, locale, key))
  if (english === null || typeof english !== "object" || isStructure(key)) return english
  const out: Record<string, unknown> = {}
  const own = (words ?? {}) as Record<string, unknown>
  // Object.entries reads getters too: a module's namespace (bundled) exposes its exports as getters.
  for (const [name, value] of Object.entries(english)) out[name] = merge(value, own[name], locale, name)
  // Words English has no key for: the plural forms another language needs.
  for (const [name, value] of Object.entries(own)) if (!(name in out) && typeof value === "string") out[name] = value
  return out
}
