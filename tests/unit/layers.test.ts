/**
 * The source's layers point down: configuration and core (src/config, src/lib, the languages and
 * their paths) at the bottom, copy (src/data) and its registries above, components, layouts and
 * routes on top. So lib/ never loads copy, a component or a layout when it runs (a type from them
 * is fine), and no module comes back round to itself through what it loads.
 */
import { join } from "node:path"

import { describe, expect, test } from "vitest"

import { listFiles } from "../../scripts/structure/project.ts"
import { runtimeImports } from "../support/runtime-imports"

const root = join(import.meta.dirname, "../..")
const sources = listFiles(root, "src").filter((file) => /\.(ts|tsx|astro)$/.test(file))

const graph = new Map(sources.map((file) => [file, runtimeImports(root, file)]))

/** Copy and what is built from it, the shell, and the page pieces: above lib/. */
const above = /^src\/(data|components|layouts|pages)\/|^src\/i18n\/(pages|ui|ui\.\w+|translations)\.ts$/

describe("layers", () => {
  test("the graph is read (lib/ loads its own modules)", () => {
    expect([...graph.values()].flat().length).toBeGreaterThan(100)
  })

  test.each(sources.filter((file) => /^src\/(lib|config)\//.test(file)))(
    "%s loads no copy, component, layout or route",
    (file) => {
      expect((graph.get(file) ?? []).filter((target) => above.test(target))).toEqual([])
    },
  )

  test("no module loads itself back through its imports", () => {
    const cycles: string[] = []
    const state = new Map<string, "open" | "done">()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" → "))
        return
      }
      state.set(file, "open")
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file])
      state.set(file, "done")
    }
    for (const file of graph.keys()) visit(file, [])
    expect(cycles).toEqual([])
  })
})
