/**
 * Fields the collections' schemas (content.config.ts) and the page schema (page-schema.ts) share:
 * a choice among names with an error that says where the names live, a person, an icon.
 */
import { z } from "astro/zod"

import { icons, type IconName } from "#/components/ui/icon.tsx"
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
