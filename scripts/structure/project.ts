/**
 * The project as the structure commands see it: its source files and who imports whom, so that a
 * removal can delete what only the removed pages used (their copy, their visuals) and nothing else.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"

const sourceExtensions = [".ts", ".tsx", ".astro", ".mdx", ".md"]

/** Folders that hold no source: packages, builds, caches. */
const skipped = new Set(["node_modules", "dist", ".git", ".astro", "test-results", "playwright-report"])

export function listFiles(root: string, folder = "."): string[] {
  const start = join(root, folder)
  if (!existsSync(start)) return []
  const files: string[] = []
  for (const name of readdirSync(start)) {
    if (skipped.has(name)) continue
    const path = join(start, name)
    if (statSync(path).isDirectory()) files.push(...listFiles(root, relative(root, path)))
    else files.push(relative(root, path))
  }
  return files.sort()
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g

/** Resolves an import of `from` (a path relative to root) to a project file, or undefined for a package. */
export function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string
  // "#/…" is the package's import map for src/ (package.json "imports").
  if (specifier.startsWith("#/")) base = join(root, "src", specifier.slice(2))
  else if (specifier.startsWith(".")) base = resolve(root, dirname(from), specifier)
  else return undefined
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext), join(base, "index.ts")]
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile())
  return found ? relative(root, found) : undefined
}

export type ImportGraph = ReadonlyMap<string, readonly string[]>

/** Who each source file imports, among the project's own files. */
export function importGraph(
  root: string,
  files: readonly string[],
  read = (file: string) => readFileSync(join(root, file), "utf8"),
): ImportGraph {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    if (!sourceExtensions.some((ext) => file.endsWith(ext))) continue
    const text = read(file)
    const targets = [...text.matchAll(importPattern)]
      .map((match) => resolveImport(root, file, match[1] ?? ""))
      .filter((target): target is string => target !== undefined)
    graph.set(file, targets)
  }
  return graph
}

/** Every file reachable from the entries. */
export function reachable(graph: ImportGraph, entries: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(graph.get(file) ?? []))
  }
  return seen
}

/** What the site starts from: the routes, the content schema, the config, the integrations and scripts. */
export function entryFiles(files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      file.startsWith("src/pages/") ||
      file.startsWith("src/content/") ||
      file === "src/content.config.ts" ||
      file === "astro.config.ts" ||
      /^(integrations|scripts|deploy)\//.test(file),
  )
}
