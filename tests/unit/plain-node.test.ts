/**
 * The npm scripts that run a file with `node` (the audit, the server, the buyer's commands) run on
 * plain Node, which strips TypeScript's types but cannot load .tsx or .astro. A test helper or a
 * schema that reaches a component through its imports passes every Vitest step and breaks the
 * script only when it runs: walk each script's imports here instead.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, test } from "vitest"

import { runtimeImports } from "../support/runtime-imports"

const root = join(import.meta.dirname, "../..")
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }

const entries = [
  ...new Set(
    Object.values(manifest.scripts).flatMap((line) =>
      [...line.matchAll(/\bnode ([\w./-]+\.ts)\b/g)].map((m) => m[1] ?? ""),
    ),
  ),
]

/** The first chain of imports from `entry` to a file plain Node cannot load, or undefined. */
function pathToUnloadable(entry: string): string[] | undefined {
  const from = new Map<string, string>()
  const queue = [entry]
  const seen = new Set(queue)
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (/\.(tsx|astro|jsx)$/.test(file)) {
      const chain = [file]
      for (let at = from.get(file); at; at = from.get(at)) chain.unshift(at)
      return chain
    }
    for (const next of runtimeImports(root, file)) {
      if (seen.has(next)) continue
      seen.add(next)
      from.set(next, file)
      queue.push(next)
    }
  }
  return undefined
}

describe("scripts run on plain Node", () => {
  test("the scripts are read from package.json", () => {
    expect(entries).toContain("scripts/audit.ts")
    expect(entries).toContain("scripts/test.ts")
  })

  test.each(entries)("%s loads no .tsx or .astro file", (entry) => {
    expect(pathToUnloadable(entry)?.join(" → ")).toBeUndefined()
  })
})
