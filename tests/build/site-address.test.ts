/**
 * The site's address, sub-path included, comes from site.url alone. Astro's own ways of setting a
 * sub-path or domain (`--base`, `--site`) would move only Astro's assets and leave every link of the
 * pages behind, so a build given one stops at once with a message naming site.url.
 */
import { spawnSync } from "node:child_process"
import { existsSync, rmSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "vitest"

import { site } from "#/config/site.ts"

const root = join(import.meta.dirname, "../..")
const work = join(root, "node_modules/.cache/site-address")

function build(...args: string[]) {
  rmSync(work, { recursive: true, force: true })
  const run = spawnSync(join(root, "node_modules/.bin/astro"), ["build", ...args], {
    cwd: root,
    env: { ...process.env, DIST_DIR: join(work, "dist"), ASTRO_CACHE_DIR: join(work, "cache") },
    encoding: "utf8",
    timeout: 120_000,
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, built: existsSync(join(work, "dist")) }
}

const subPath = new URL("acme/", new URL(site.url).origin + new URL(site.url).pathname.replace(/\/?$/, "/"))

test("astro build --base stops before building and says to set the sub-path in site.url", () => {
  const run = build("--base", subPath.pathname)
  expect(run.status).not.toBe(0)
  expect(run.output).toContain("site.url in src/config/site.ts")
  expect(run.output).toContain(`set site.url to that address`)
  expect(run.output).toContain(subPath.href)
  expect(run.built, "no pages written").toBe(false)
})

test("astro build --site with another domain stops the same way", () => {
  const run = build("--site", "https://elsewhere.example.org")
  expect(run.status).not.toBe(0)
  expect(run.output).toContain("site.url in src/config/site.ts")
  expect(run.output).toContain("https://elsewhere.example.org/")
})
