/**
 * A page's translation is in a language its page is built in (src/lib/routes.ts, `languages`). The
 * editor offers every language on every page, so a translation of an English-only page (a product
 * home) would be a file that nothing shows: this names it.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "vitest"

import { pageLocales } from "#/i18n/locales.ts"
import { contentRoot } from "../support/site-content"

const folder = join(contentRoot, "pages")
const translations = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((language) =>
    readdirSync(join(folder, language.name))
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => ({ code: language.name, name: file.replace(/\.yaml$/, "") })),
  )

/** A page file's address: home.yaml is the home page, 404.yaml the page-not-found page. */
const pathOf = (name: string) => (name === "home" ? "/" : name === "404" ? "/404" : `/${name}/`)

test("each page's translation is in a language the page is built in", () => {
  expect(translations.length, "the pages' translations").toBeGreaterThan(0)
  const unused = translations
    .filter(({ code, name }) => !(pageLocales(pathOf(name)) as readonly string[]).includes(code))
    .map(
      ({ code, name }) =>
        `src/content/pages/${code}/${name}.yaml: ${pathOf(name)} is not built in ${code}; delete the file, or give its route the language`,
    )
  expect(unused).toEqual([])
})
