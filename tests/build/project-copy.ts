/**
 * A throwaway copy of the project for the build tests that change it as a buyer would: its source,
 * configuration and tests, with the checkout's packages linked in (and the optimised pictures'
 * cache copied, so the copy does not encode them again).
 */
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs"
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
  "tsconfig.json",
  "package.json",
  "eslint.config.mjs",
  "knip.jsonc",
  "prettier.config.mjs",
  ".prettierignore",
]

/** Copies the project to `copy` (the generated art is drawn again by the copy's build). */
export function copyProject(copy: string, cache: string): void {
  rmSync(copy, { recursive: true, force: true })
  mkdirSync(copy, { recursive: true })
  for (const entry of entries.filter((name) => existsSync(join(root, name))))
    cpSync(join(root, entry), join(copy, entry), {
      recursive: true,
      filter: (source) => !relative(root, source).startsWith(join("src", "assets", "generated")),
    })
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir")
  if (existsSync(join(root, "node_modules/.astro/assets")))
    cpSync(join(root, "node_modules/.astro/assets"), join(cache, "assets"), { recursive: true })
}

export type Run = { status: number | null; output: string }

/** Runs a command of the checkout's packages (`astro`, `knip`, …) or a Node script in the copy. */
// A browser suite in a copy takes minutes on two busy cores.
export function runIn(
  copy: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
  timeout = 900_000,
): Run {
  const program = command === "node" ? process.execPath : join(root, "node_modules/.bin", command)
  const run = spawnSync(program, args, { cwd: copy, env: { ...process.env, ...env }, encoding: "utf8", timeout })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

/** Runs browser suites of the copy against a build of it (DIST_DIR in `env`), as a buyer would run them there. */
export function playwrightIn(
  copy: string,
  args: readonly string[],
  env: Record<string, string>,
  timeout?: number,
): Run {
  return runIn(copy, "playwright", ["test", ...args, "--reporter=line"], env, timeout)
}

/** The run passed, ran something, and needed no retry. */
export function expectGreenRun(run: Run): void {
  expect(run.status, run.output.slice(-4000)).toBe(0)
  expect(run.output).toMatch(/\d+ passed/)
  expect(run.output).not.toMatch(/\d+ (failed|flaky)/)
}
