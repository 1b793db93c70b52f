/**
 * The pages' content files read through their schema, apart from site-content.ts: the schema names
 * icons and people, whose modules are .tsx, and the scripts that load site-content.ts (the audit
 * among them) run on plain Node, which cannot load .tsx.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { parse } from "yaml"

import { pageSchema, type PageContent, type SectionBlock, type SectionKind } from "#/page-schema.ts"
import { contentRoot } from "./site-content.ts"

/** The pages written as content files, by name (home-7 for src/content/pages/home-7.yaml). */
export const pageNames = readdirSync(join(contentRoot, "pages"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => file.replace(/\.yaml$/, ""))
  .sort()

/** A page's content file (src/content/pages/<name>.yaml), read through its schema as the build reads it. */
export function pageFile(name: string): PageContent {
  const file = join(contentRoot, "pages", `${name}.yaml`)
  return pageSchema.parse(parse(readFileSync(file, "utf8"), { schema: "yaml-1.1" }))
}

/** The page's sections of one kind, in the file's order. */
export const sectionsOf = <K extends SectionKind>(page: PageContent, type: K) =>
  page.sections.filter((section): section is Extract<SectionBlock, { type: K }> => section.type === type)
