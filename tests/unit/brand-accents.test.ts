import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

/**
 * The accent palettes of src/styles/global.css against the pages that use them: a page names its
 * accent in its data module (`accent: "seo"` in src/data/homes/<variant>.ts; the brand's own in
 * src/config/site.ts, whose palette is the `:root` default). After a page is removed, its
 * `[data-brand="…"]` block is dead CSS that ships to every page: this test names it.
 */
const root = join(import.meta.dirname, "../..")
const read = (path: string) => readFileSync(join(root, path), "utf8")

const css = read("src/styles/global.css")
const blocks = [...css.matchAll(/\[data-brand="([\w-]+)"\]/g)].map((match) => match[1]!)

const dataModules = [
  "src/config/site.ts",
  ...readdirSync(join(root, "src/data/homes"))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `src/data/homes/${file}`),
]
const used = new Map(
  dataModules.flatMap((path) => [...read(path).matchAll(/\baccent: "([\w-]+)"/g)].map((match) => [match[1]!, path])),
)
const siteAccent = /\baccent: "([\w-]+)"/.exec(read("src/config/site.ts"))?.[1]

describe("brand accents (src/styles/global.css)", () => {
  it("finds the blocks and the accents the pages name", () => {
    expect(blocks.length).toBeGreaterThan(0)
    expect(siteAccent).toBeDefined()
  })

  it("has no [data-brand] block that no page uses", () => {
    const unused = blocks.filter((accent) => !used.has(accent))
    expect(unused, `unused [data-brand] blocks in src/styles/global.css: delete ${unused.join(", ")}`).toEqual([])
  })

  it("has a block for every accent a page names (the site's own is the :root palette)", () => {
    const missing = [...used].filter(([accent]) => accent !== siteAccent && !blocks.includes(accent))
    expect(missing.map(([accent, path]) => `${accent} (${path})`)).toEqual([])
  })
})
