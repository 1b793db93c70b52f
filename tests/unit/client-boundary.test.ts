import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

import { describe, expect, test } from "vitest"

const root = join(import.meta.dirname, "../..")

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ext.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Every `<Component client:…>` in an .astro file, with where Component is imported from. */
export function hydratedImports(source: string): { name: string; from: string }[] {
  const imports = new Map<string, string>()
  for (const match of source.matchAll(/import\s+(?:\{([^}]*)\}|(\w+))\s+from\s+["']([^"']+)["']/g)) {
    const [, named, def, from = ""] = match
    for (const name of (named ?? def ?? "").split(",")) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim()
      if (local) imports.set(local, from)
    }
  }
  return [...source.matchAll(/<([A-Z]\w*)\b[^>]*\sclient:[a-z]+/g)].map(([, name = ""]) => ({
    name,
    from: imports.get(name) ?? "(not imported)",
  }))
}

describe("client boundary", () => {
  test("the checker finds directives and their imports", () => {
    const sample = `import { Tabs } from "#/components/sections/tabs.tsx"\n<Tabs client:visible items={x} />`
    expect(hydratedImports(sample)).toEqual([{ name: "Tabs", from: "#/components/sections/tabs.tsx" }])
  })

  const astroFiles = filesUnder(join(root, "src"), /\.astro$/)
  test("there are .astro files to check", () => expect(astroFiles.length).toBeGreaterThan(0))

  for (const file of astroFiles) {
    test(`${relative(root, file)} hydrates only components/islands/`, () => {
      for (const { name, from } of hydratedImports(readFileSync(file, "utf8"))) {
        expect(from, `${name} is hydrated but imported from ${from}`).toMatch(/^#\/components\/islands\//)
      }
    })
  }
})
