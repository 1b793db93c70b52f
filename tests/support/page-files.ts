/**
 * The pages' content files read through their schema, apart from site-content.ts: the schema names
 * icons and people, whose modules are .tsx, and the scripts that load site-content.ts (the audit
 * among them) run on plain Node, which cannot load .tsx.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { parse } from "yaml"

import { defaultLocale, type Locale } from "#/i18n/locales.ts"
import { overlay, type Words } from "#/i18n/overlay.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"
import { alignedSections } from "#/lib/content/words.ts"
import { pageSchema, type PageContent, type SectionBlock, type SectionKind } from "#/page-schema.ts"
import { contentRoot } from "./site-content.ts"

/** The pages written as content files, by name (home-7 for src/content/pages/home-7.yaml). */
export const pageNames = readdirSync(join(contentRoot, "pages"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => file.replace(/\.yaml$/, ""))
  .sort()

/** A page's content file (src/content/pages/<name>.yaml), read through its schema as the build reads it. */
export function pageFile(name: string): PageContent {
  return pageSchema.parse(withBrandDeep(readYaml(join(contentRoot, "pages", `${name}.yaml`))))
}

/**
 * A page in a language as the build shows it: the English file, or with the language's words
 * (src/content/pages/<language>/<name>.yaml) laid over it, read through the schema.
 */
export function pageIn(name: string, locale: Locale): PageContent {
  if (locale === defaultLocale) return pageFile(name)
  const english = readYaml(join(contentRoot, "pages", `${name}.yaml`))
  // Matched to the English file's sections by kind, as the build matches them.
  const words = alignedSections(english as PageContent, readYaml(join(contentRoot, "pages", locale, `${name}.yaml`)))
  return pageSchema.parse(withBrandDeep(overlay(english, words as Words<unknown>, locale)))
}

const readYaml = (file: string): unknown => parse(readFileSync(file, "utf8"), { schema: "yaml-1.1" })

/** The page's sections of one kind, in the file's order. */
export const sectionsOf = <K extends SectionKind>(page: PageContent, type: K) =>
  page.sections.filter((section): section is Extract<SectionBlock, { type: K }> => section.type === type)

/** The page's one section of a kind (a portfolio page's `projects` grid): none, or two, is the test's to hear about. */
export function sectionOf<K extends SectionKind>(page: PageContent, type: K) {
  const [section, ...more] = sectionsOf(page, type)
  if (!section || more.length > 0)
    throw new Error(`The page has ${more.length + (section ? 1 : 0)} ${type} sections, not one`)
  return section
}
