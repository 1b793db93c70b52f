/**
 * The words of a content file, as its translations hold them. A translation
 * (src/content/pages/de/<page>.yaml) is the English file's words only, in the English file's
 * shape: every string a visitor reads, at the same place, and nothing else. Which strings are words
 * comes from the file's schema: text is words; a choice among names (an enum, a literal), a number,
 * a switch, a key under one of the structure keys (href, icon, id, …) and a schema marked
 * `structural` (an id, a mock-up's key) are structure, which every language takes from English.
 * (Figures and prices are words: each language writes its own numbers.)
 */
import type { z } from "astro/zod"

import { structureKeys } from "#/i18n/overlay.ts"

const marked = new WeakSet<z.ZodType>()

/** Marks a string schema as structure (an id, a key), the same in every language. */
export function structural<T extends z.ZodType>(schema: T): T {
  marked.add(schema)
  return schema
}

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  element?: z.ZodType
  items?: readonly z.ZodType[]
  shape?: Record<string, z.ZodType>
  options?: readonly z.ZodType[]
  discriminator?: string
  values?: readonly unknown[]
  format?: string
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

const isStructureKey = (key: string | undefined) =>
  key !== undefined && (structureKeys as readonly string[]).includes(key)

/** The schema a wrapper (optional, default, a pipe's input, …) stands for; undefined for any other. */
function wrapped(def: Def): z.ZodType | undefined {
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return def.innerType
    case "pipe":
      return def.in
    default:
      return undefined
  }
}

/** A words tree: strings, and lists and objects of them. */
export type Words = string | readonly Words[] | { readonly [key: string]: Words }

/**
 * The words of `value` (read through `schema`) as its translation must give them, or undefined
 * where it holds none. A list keeps its length; an object keeps the keys that hold words.
 */
export function wordsOf(value: unknown, schema: z.ZodType, key?: string): Words | undefined {
  if (value === undefined || value === null || isStructureKey(key) || marked.has(schema)) return undefined
  const def = defOf(schema)
  const inner = wrapped(def)
  if (inner) return wordsOf(value, inner, key)
  switch (def.type) {
    case "string":
      // An address is structure (a store's page); text is words.
      return typeof value === "string" && def.format !== "url" ? value : undefined
    case "array":
    case "tuple": {
      if (!Array.isArray(value)) return undefined
      const items = value.map((item, index) => wordsOf(item, def.element ?? def.items?.[index] ?? def.items![0]!, key))
      // An item without words (a list of figures beside one of labels) holds nothing: {}.
      return items.some((item) => item !== undefined) ? items.map((item) => item ?? {}) : undefined
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return undefined
      const out: Record<string, Words> = {}
      for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
        const field = def.shape?.[name]
        const words = field ? wordsOf(child, field, name) : undefined
        if (words !== undefined) out[name] = words
      }
      return Object.keys(out).length > 0 ? out : undefined
    }
    case "union": {
      const option = optionFor(value, def)
      return option ? wordsOf(value, option, key) : undefined
    }
    default:
      // enum, literal, number, boolean, date: structure.
      return undefined
  }
}

/**
 * Whether a field, read through its schema, can hold words: what a translation of it may give, and
 * so what the editor lets a translator change. The rules are wordsOf's, without a value.
 */
export function holdsWords(schema: z.ZodType, key?: string): boolean {
  if (isStructureKey(key) || marked.has(schema)) return false
  const def = defOf(schema)
  const inner = wrapped(def)
  if (inner) return holdsWords(inner, key)
  switch (def.type) {
    case "string":
      return def.format !== "url"
    case "array":
      return holdsWords(def.element!, key)
    case "tuple":
      return (def.items ?? []).some((item) => holdsWords(item, key))
    case "object":
      return Object.entries(def.shape ?? {}).some(([name, field]) => holdsWords(field, name))
    case "union":
      return (def.options ?? []).some((option) => holdsWords(option, key))
    default:
      return false
  }
}

/** The union's option `value` is: by its discriminator, or the first it passes. */
function optionFor(value: unknown, def: Def): z.ZodType | undefined {
  const options = def.options ?? []
  if (def.discriminator && value && typeof value === "object") {
    const wanted = (value as Record<string, unknown>)[def.discriminator]
    return options.find((option) => defOf(defOf(option).shape?.[def.discriminator!] ?? option).values?.includes(wanted))
  }
  return options.find((option) => option.safeParse(value).success)
}

/** The plural forms (Intl.PluralRules) a translation may add to a word English gives as one and other. */
const pluralForms = new Set(["zero", "two", "few", "many"])

const place = (path: readonly (string | number)[]) => (path.length > 0 ? path.join(".") : "the file")

/**
 * Whether a translation's value at a place is the English file's structure there, as the editor
 * copies it into each language (a switch left off may be written as false): a translation may
 * repeat the structure, but not change it.
 */
function sameStructure(english: unknown, given: unknown): boolean {
  if (given === false && english === undefined) return true
  if (Array.isArray(given))
    return (
      Array.isArray(english) &&
      english.length === given.length &&
      given.every((item, index) => sameStructure(english[index], item))
    )
  if (given !== null && typeof given === "object") {
    if (english === null || typeof english !== "object" || Array.isArray(english)) return false
    const own = english as Record<string, unknown>
    return Object.entries(given).every(([name, item]) => sameStructure(own[name], item))
  }
  return given === english
}

/** A value as a message quotes it: short. */
const quoted = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** What a translation that changed the English file's structure at a place is told. */
const changedStructure = (path: readonly (string | number)[], english: unknown) =>
  `${place(path)}: the English file's ${quoted(english)} is the same in every language: leave it out, or write it as the English file does`

/**
 * What is wrong with a translation, given the words it must hold (wordsOf the English file) and the
 * English file itself: each problem names its place ("sections.2.plans.0.title") and says what to
 * do. Beside its words a translation may repeat the English file's structure (the editor writes
 * it), as long as it is the same.
 */
export function wordProblems(
  expected: Words | undefined,
  given: unknown,
  path: readonly (string | number)[] = [],
  english?: unknown,
): string[] {
  if (expected === undefined)
    return given === undefined || sameStructure(english, given)
      ? []
      : [
          english === undefined
            ? `${place(path)}: the English file has no words here (it is structure, or not there): leave it out`
            : changedStructure(path, english),
        ]
  if (typeof expected === "string") {
    if (typeof given !== "string" || given.trim() === "")
      return [`${place(path)}: no translation of "${expected.length > 60 ? `${expected.slice(0, 57)}…` : expected}"`]
    return []
  }
  const from = (name: string | number) =>
    english !== null && typeof english === "object" ? (english as Record<string | number, unknown>)[name] : undefined
  if (Array.isArray(expected)) {
    if (!Array.isArray(given)) return [`${place(path)}: a list of ${expected.length}, as in the English file`]
    if (given.length !== expected.length)
      return [
        `${place(path)}: ${given.length} item${given.length === 1 ? "" : "s"} where the English file has ${expected.length}: translate each, in the same order`,
      ]
    return expected.flatMap((item, index) => wordProblems(item, given[index], [...path, index], from(index)))
  }
  // An item with no words may be left out ({} in a list).
  if (Object.keys(expected).length === 0 && given === undefined) return []
  if (given === null || typeof given !== "object" || Array.isArray(given))
    return [`${place(path)}: the words of ${Object.keys(expected).join(", ")}, as in the English file`]
  const words = expected as Record<string, Words>
  const own = given as Record<string, unknown>
  return [
    ...Object.entries(words).flatMap(([name, item]) => wordProblems(item, own[name], [...path, name], from(name))),
    ...Object.keys(own)
      // A word in each plural form: another language may need forms English has not (Arabic has six).
      .filter(
        (name) => !(name in words) && !("other" in words && pluralForms.has(name) && typeof own[name] === "string"),
      )
      .flatMap((name) => {
        if (sameStructure(from(name), own[name])) return []
        if (from(name) !== undefined) return [changedStructure([...path, name], from(name))]
        return [
          isStructureKey(name)
            ? `${place([...path, name])}: ${name} is the same in every language: the English file sets it`
            : `${place([...path, name])}: the English file has no words here: leave it out (is it misspelt?)`,
        ]
      }),
  ]
}

/**
 * What a translation lacks for the editor to show it: in a list of blocks of several kinds (a
 * page's sections, a form's fields), each translated block names its kind as the English file
 * does (`type: faq`), since the editor draws a block by its kind.
 */
export function kindProblems(
  value: unknown,
  schema: z.ZodType,
  given: unknown,
  path: readonly (string | number)[] = [],
): string[] {
  if (value === undefined || value === null || given === undefined || given === null || marked.has(schema)) return []
  const def = defOf(schema)
  const inner = wrapped(def)
  if (inner) return kindProblems(value, inner, given, path)
  switch (def.type) {
    case "array":
    case "tuple":
      if (!Array.isArray(value) || !Array.isArray(given)) return []
      return value.flatMap((item, index) =>
        kindProblems(item, def.element ?? def.items?.[index] ?? def.items![0]!, given[index], [...path, index]),
      )
    case "object": {
      if (typeof value !== "object" || typeof given !== "object" || Array.isArray(given)) return []
      const own = given as Record<string, unknown>
      return Object.entries(value as Record<string, unknown>).flatMap(([name, child]) => {
        const field = def.shape?.[name]
        return field ? kindProblems(child, field, own[name], [...path, name]) : []
      })
    }
    case "union": {
      const option = optionFor(value, def)
      if (!option) return []
      const kind = def.discriminator ? (value as Record<string, unknown>)[def.discriminator] : undefined
      const missing =
        def.discriminator && typeof given === "object" && !Array.isArray(given) && !(def.discriminator in given)
          ? [
              `${place(path)}: write its ${def.discriminator} as the English file does (${def.discriminator}: ${String(kind)}): the editor shows a block by its ${def.discriminator}`,
            ]
          : []
      return [...missing, ...kindProblems(value, option, given, path)]
    }
    default:
      return []
  }
}

type Kinded = { readonly type?: unknown }

/**
 * A translation's sections in the English file's order, matched by kind: the first hero's words to
 * the first hero, the second FAQ's to the second FAQ. So a section moved in the English file (in
 * the editor, or by hand) takes its words along in every language. A translation whose sections
 * do not all name their kind stays as it is; one the English file has no section for goes last,
 * where the check of the list's length names it.
 */
export function alignedSections<T>(english: { readonly sections?: readonly Kinded[] }, translation: T): T {
  const given = (translation as { sections?: unknown } | null)?.sections
  if (!Array.isArray(english.sections) || !Array.isArray(given)) return translation
  const sections = given as Kinded[]
  if (!sections.every((section) => section !== null && typeof section === "object" && "type" in section))
    return translation
  const left = [...sections]
  const aligned = english.sections.map((section) => {
    const at = left.findIndex((candidate) => candidate.type === section.type)
    return at === -1 ? undefined : left.splice(at, 1)[0]
  })
  return { ...translation, sections: [...aligned, ...left] }
}
