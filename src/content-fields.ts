/**
 * Fields the collections' schemas (content.config.ts) and the page schema (page-schema.ts) share:
 * a choice among names with an error that says where the names live, a person, an icon, a project's tag.
 */
import { z } from "astro/zod"

import { wordmarkGlyphs } from "#/components/art/wordmark.tsx"
import { icons, type IconName } from "#/components/ui/icon.tsx"
import {
  integrationMarkNames,
  markNames,
  type IntegrationMarkName,
  type MarkName,
} from "#/components/ui/third-party-marks.ts"
import { covers, type CoverId } from "#/data/art.ts"
import { people, type PersonId } from "#/data/people.ts"

/** A zod enum whose error says where the allowed names live. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]], what: string, where: string) =>
  z.enum(values, {
    // A missing value keeps zod's own "expected" message; a wrong one says where the names live.
    error: (issue) =>
      issue.input === undefined ? undefined : `Unknown ${what} "${String(issue.input)}": use one of ${where}`,
  })

export const iconNames = Object.keys(icons) as [IconName, ...IconName[]]

/** One of the fictional people, by id: a comment's author, a testimonial's portrait. */
export const person = oneOf(Object.keys(people) as [PersonId, ...PersonId[]], "person", "the ids of src/data/people.ts")

/** A client's wordmark glyph, drawn beside its name (src/components/art/wordmark.tsx). */
export const glyph = oneOf(wordmarkGlyphs, "wordmark glyph", "the glyphs of src/components/art/wordmark.tsx")

/** A third-party product's mark (an integration, a network), from src/components/ui/third-party-marks.ts. */
export const mark = oneOf(
  markNames as [MarkName, ...MarkName[]],
  "mark",
  "the names of src/components/ui/third-party-marks.ts",
)

/** A tool a product connects to (an integration grid's tile), from src/components/ui/third-party-marks.ts. */
export const integrationMark = oneOf(
  integrationMarkNames as [IntegrationMarkName, ...IntegrationMarkName[]],
  "integration",
  "the integrations of src/components/ui/third-party-marks.ts",
)

/** A picture of generated art, by its key in src/data/art.ts (drawn at build). */
export const art = oneOf(Object.keys(covers) as [CoverId, ...CoverId[]], "art", "the keys of src/data/art.ts")

/** The tags a project can carry (src/content/projects/); each portfolio page groups them into its own filters. */
export const projectTags = ["website", "branding", "commercial", "digital-art", "ui-ux"] as const

/** One of the projects' tags: a project's, or one a portfolio page's filter button shows. */
export const projectTag = oneOf(projectTags, "project tag", "the projectTags of src/content-fields.ts")
