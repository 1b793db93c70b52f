/**
 * What the editor saved passes the collections' real schemas: run by cms.spec.ts with CONTENT_DIR
 * pointing at the copy it edited, over every entry and translation there and the featured items'
 * settings file (not a stand-in schema).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import type { z } from "astro/zod"
import { describe, expect, test } from "vitest"

import {
  blogSchema,
  featuredSchema,
  jobSchema,
  jobTranslationSchema,
  projectSchema,
  serviceSchema,
  serviceTranslationSchema,
} from "#/content.config.ts"
import { prefixedLocales } from "#/i18n/locales.ts"
import { contentDir, readYaml, schemaContext } from "../unit/fixtures/content"

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/

const collections = [
  { folder: "blog", extension: ".mdx", schema: blogSchema(schemaContext) },
  { folder: "projects", extension: ".yaml", schema: projectSchema(schemaContext) },
  { folder: "jobs", extension: ".yaml", schema: jobSchema, translation: jobTranslationSchema },
  { folder: "services", extension: ".yaml", schema: serviceSchema, translation: serviceTranslationSchema },
] as const

const files: { path: string; schema: z.ZodType }[] = [
  // The featured items' settings file, which the editor edits under Settings.
  { path: "settings/featured.yaml", schema: featuredSchema },
  ...collections.flatMap(({ folder, extension, schema, ...rest }) => [
    ...readdirSync(join(contentDir, folder))
      .filter((file) => file.endsWith(extension))
      .map((file) => ({ path: `${folder}/${file}`, schema })),
    ...("translation" in rest
      ? prefixedLocales.flatMap((locale) =>
          readdirSync(join(contentDir, folder, locale)).map((file) => ({
            path: `${folder}/${locale}/${file}`,
            schema: rest.translation,
          })),
        )
      : []),
  ]),
]

describe(`the entries in ${contentDir}`, () => {
  test.each(files)("$path passes its schema", ({ path, schema }) => {
    const source = readFileSync(join(contentDir, path), "utf8")
    const data = readYaml(path.endsWith(".mdx") ? (frontmatter.exec(source)?.[1] ?? "") : source)
    const result = schema.safeParse(data)
    expect(result.error?.issues ?? []).toEqual([])
  })
})
