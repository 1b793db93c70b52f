/**
 * The source's layers point down: configuration and core (src/config, src/lib, the languages and
 * their paths) at the bottom, copy (src/data) and its registries above, components, layouts and
 * routes on top. So lib/ never loads copy, a component or a layout when it runs (a type from them
 * is fine), and no module comes back round to itself through what it loads.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import ts from "typescript"
import { describe, expect, test } from "vitest"

import { listFiles, resolveImport } from "../../scripts/structure/project.ts"
import { parseText } from "../../scripts/structure/source.ts"

const root = join(import.meta.dirname, "../..")
const sources = listFiles(root, "src").filter((file) => /\.(ts|tsx|astro)$/.test(file))

/** What a module loads when it runs: its imports and re-exports that are not type-only. */
function runtimeImports(file: string): string[] {
  const { tree } = parseText(file, readFileSync(join(root, file), "utf8"))
  const specifiers = tree.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword)
      return [(statement.moduleSpecifier as ts.StringLiteral).text]
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
      return [(statement.moduleSpecifier as ts.StringLiteral).text]
    return []
  })
  return specifiers.map((specifier) => resolveImport(root, file, specifier)).filter((f): f is string => !!f)
}

const graph = new Map(sources.map((file) => [file, runtimeImports(file)]))

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
