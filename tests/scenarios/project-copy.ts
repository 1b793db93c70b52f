/**
 * A throwaway copy of the project for the scenario suite, which changes it as a buyer would: its
 * source, configuration and tests, with the checkout's packages linked in and the optimised
 * pictures' and share images' caches copied, so the copy's build does not encode them again.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs"
import { join, relative } from "node:path"

import { expect } from "vitest"

export const root = join(import.meta.dirname, "../..")

const entries = [
  "src",
  "public",
  "integrations",
  "deploy",
  "scripts",
  "tests",
  "astro.config.ts",
  "playwright.config.ts",
  "vitest.config.ts",
  "tsconfig.json",
  "package.json",
  "eslint.config.mjs",
  "knip.jsonc",
  "prettier.config.mjs",
  ".prettierignore",
]

/** The build caches worth carrying over: what the copy changes misses them, the rest is reused. */
const caches = ["assets", "share-images"]

/** Copies the project to `copy` and seeds the build cache `cache` (the generated art is drawn again by the copy's build). */
export function copyProject(copy: string, cache: string): void {
  rmSync(copy, { recursive: true, force: true })
  mkdirSync(copy, { recursive: true })
  for (const entry of entries.filter((name) => existsSync(join(root, name))))
    cpSync(join(root, entry), join(copy, entry), {
      recursive: true,
      filter: (source) => !relative(root, source).startsWith(join("src", "assets", "generated")),
    })
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir")
  for (const folder of caches)
    if (existsSync(join(root, "node_modules/.astro", folder)))
      cpSync(join(root, "node_modules/.astro", folder), join(cache, folder), { recursive: true })
}

/** The text of every file under a copy's folders, to tell later what the buyer's commands and edits changed. */
export function snapshot(copy: string, folders: readonly string[]): Map<string, string> {
  return new Map(
    folders.flatMap((folder) =>
      (readdirSync(join(copy, folder), { recursive: true }) as string[])
        .map((file) => join(folder, file))
        .filter((file) => statSync(join(copy, file)).isFile())
        .map((file) => [file, readFileSync(join(copy, file), "utf8")] as const),
    ),
  )
}

/** The files under the snapshot's folders that are new or differ from it, with these extensions. */
export function changedFiles(copy: string, before: ReadonlyMap<string, string>, extensions: RegExp): string[] {
  const folders = new Set([...before.keys()].map((file) => file.split("/")[0]!))
  return [...folders].flatMap((folder) =>
    (readdirSync(join(copy, folder), { recursive: true }) as string[])
      .map((file) => join(folder, file))
      .filter((file) => extensions.test(file) && statSync(join(copy, file)).isFile())
      .filter((file) => before.get(file) !== readFileSync(join(copy, file), "utf8")),
  )
}

export type Run = { status: number | null; output: string; seconds: number }

/** The project's own Node (package.json pins it), so the scripts' TypeScript runs whatever Node started the tests. */
const nodeBin = join(root, "node_modules/.bin")

/**
 * The environment of a command run as the buyer would run it: without what Vitest sets for itself
 * (NODE_ENV=test would make the build bundle React's development files), with the project's Node first.
 */
export function buyerEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|VITEST.*)$/.test(name))
  return { ...Object.fromEntries(own), PATH: `${nodeBin}:${process.env.PATH ?? ""}`, ...env }
}

/**
 * Runs a command of the checkout's packages (`astro`, `knip`, …), a Node script, or `flock`, in
 * the copy, without blocking: the suite runs the type check and the build side by side.
 */
export function runIn(
  copy: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
  // Generous: on two busy cores the type check alone can take minutes.
  timeout = 600_000,
): Promise<Run> {
  const program = command === "flock" ? "flock" : join(nodeBin, command)
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd: copy,
      env: buyerEnv(env),
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill("SIGTERM"), timeout)
    child.on("close", (status) => {
      clearTimeout(timer)
      resolve({ status, output, seconds: (performance.now() - started) / 1000 })
    })
  })
}

/** A command's run, failing with what it said. */
export function expectOk(run: Run, what: string): void {
  // From just before the first error, where a long report names the file; else its end.
  const at = run.output.search(/\berror\b/i)
  const shown = at >= 0 ? run.output.slice(Math.max(0, at - 400), at + 3600) : run.output.slice(-4000)
  expect(run.status, `${what} failed:\n${shown}`).toBe(0)
}

/** A Playwright run passed, ran something, and needed no retry. */
export function expectGreenRun(run: Run, what: string): void {
  expectOk(run, what)
  expect(run.output, what).toMatch(/\d+ passed/)
  expect(run.output, what).not.toMatch(/\d+ (failed|flaky)/)
}
