/**
 * A translated collection refuses, naming the file, a published entry without its translation and a
 * translation of no entry (src/lib/content/localized.ts, which the job and service pages call at
 * build). The schema's and the loaders' refusals are tests/unit/astro/content-refusals.test.ts.
 */
import { describe, expect, test } from "vitest"

import { locales, prefixedLocales } from "#/i18n/locales.ts"
import { localizedEntries } from "#/lib/content/localized.ts"

const locale = prefixedLocales[0]!
const language = new Intl.DisplayNames("en", { type: "language" }).of(locales[locale].lang)!

/** A job as the content layer hands it over: its id, its file and its fields. */
const job = (name: string, draft = false) => ({
  id: name,
  filePath: `src/content/jobs/${name}.yaml`,
  data: { title: `The ${name}`, draft },
})
const translation = (name: string) => ({
  id: `${locale}/${name}`,
  filePath: `src/content/jobs/${locale}/${name}.yaml`,
  data: { title: `${name} (${locale})` },
})

const localized = (english: ReturnType<typeof job>[], translations: ReturnType<typeof translation>[]) =>
  localizedEntries({ english, all: english, translations, locale, collection: "jobs", noun: "job" })

describe("a collection's translations", () => {
  test("a published job without its translation stops the build, naming the missing file and the English one", () => {
    expect(() => localized([job("designer"), job("lonely")], [translation("designer")])).toThrow(
      `src/content/jobs/${locale}/lonely.yaml is missing: every published job needs its ${language} (${locale}) translation, with the words of src/content/jobs/lonely.yaml`,
    )
  })

  test("a translation of no English file stops the build, naming it", () => {
    expect(() => localized([job("designer")], [translation("designer"), translation("stray")])).toThrow(
      `src/content/jobs/${locale}/stray.yaml translates no job: there is no English file src/content/jobs/stray.yaml`,
    )
  })

  test("a draft without its translation is left out of the language instead", () => {
    const entries = localized([job("designer"), job("unfinished", true)], [translation("designer")])
    expect(entries.map((entry) => entry.data.title)).toEqual([`designer (${locale})`])
  })
})
