/**
 * Removing and adding take one command each (scripts/remove.ts, scripts/add.ts). This test runs
 * them as a buyer would, in two copies of the project, and holds each result to what the buyer's
 * own `npm run check` and build hold it to:
 *
 * - the first copy loses a home variant, an inner page and a language, and gains a page in English
 *   and one other language; the type check, knip and the lint pass, it builds, and the route and
 *   language suites pass on its build;
 * - the second keeps one product home as the home page (--keep) and loses the other nine; the type
 *   check and knip pass, and it builds with that home at /.
 *
 * What it removes is read from the route list, so it holds for any content.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { localePath, prefixedLocales } from "#/i18n/locales.ts"
import { routeFile, routes } from "#/lib/routes.ts"

import { copyProject, expectGreenRun, playwrightIn, root, runIn, type Run } from "./project-copy"

const work = join(tmpdir(), `structure-fixture-${process.pid}`)

const homes = routes.filter((route) => route.group === "home" && !("canonical" in route) && route.path !== "/")
/** A product home, a numbered variant of an inner page, the last language; and the first product home to keep. */
const variant = homes.at(-1)!.path
const inner = routes.filter((route) => route.group !== "home" && /-\d+\/$/.test(route.path)).at(-1)!.path
const language = prefixedLocales.at(-1)!
const kept = homes[0]!.path
/** The page added, in English and the first other language, at an address the site does not have yet. */
const slug = ["integrations", "integrations-added", "structure-fixture-page"].find(
  (name) => !routes.some((route) => route.path === `/${name}/`),
)!
const added = { slug, path: `/${slug}/`, language: prefixedLocales[0]! }

const word = (path: string) => path.replace(/^\/|\/$/g, "")

/** A command's run in a copy, failing with its output's end. */
function expectOk(run: Run) {
  expect(run.status, run.output.slice(-4000)).toBe(0)
}

/** The files under a folder of the copy that differ from the checkout's (new ones included). */
function changedFiles(copy: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(join(copy, folder), { recursive: true }) as string[])
      .map((file) => join(folder, file))
      .filter((file) => /\.(ts|tsx|astro)$/.test(file))
      .filter((file) => {
        const original = join(root, file)
        return !existsSync(original) || readFileSync(original, "utf8") !== readFileSync(join(copy, file), "utf8")
      }),
  )
}

const htmlFiles = (dist: string) =>
  (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith(".html"))

function checkAndBuild(copy: string, name: string) {
  // Inside the copy: the build's prerendering resolves packages from its folder up.
  const dist = join(copy, "dist")
  const env = { DIST_DIR: dist, ASTRO_CACHE_DIR: join(work, `${name}-cache`), PRECOMPRESS: "off" }
  return {
    dist,
    types: runIn(copy, "astro", ["check"]),
    knip: runIn(copy, "knip", []),
    // The lint and the formatting, on the files the commands wrote (the rest is the checkout's, checked by npm run check).
    lint: runIn(copy, "eslint", changedFiles(copy, ["src", "tests"])),
    format: runIn(copy, "prettier", ["--check", ...changedFiles(copy, ["src", "tests", "scripts"])]),
    build: runIn(copy, "astro", ["build"], env),
  }
}

/** What the buyer's npm run check and build say of the result. */
function checksPass(result: () => ReturnType<typeof checkAndBuild>) {
  test("the type check passes", () => expectOk(result().types))
  test("knip finds nothing unused", () => expectOk(result().knip))
  test("the lint and the formatting pass", () => {
    expectOk(result().lint)
    expectOk(result().format)
  })
  test("it builds", () => expectOk(result().build))
}

describe(`npm run remove -- ${word(variant)} ${word(inner)} ${language}, then npm run add -- page ${added.slug} --languages ${added.language}`, () => {
  const copy = join(work, "removed")
  let result: ReturnType<typeof checkAndBuild>
  let remove: Run
  let add: Run

  beforeAll(() => {
    copyProject(copy, join(work, "removed-cache"))
    remove = runIn(copy, "node", ["scripts/remove.ts", word(variant), word(inner), language])
    add = runIn(copy, "node", ["scripts/add.ts", "page", added.slug, "--languages", added.language])
    result = checkAndBuild(copy, "removed")
  }, 900_000)

  test("both commands succeed", () => {
    expectOk(remove)
    expectOk(add)
  })
  checksPass(() => result)

  test("the removed pages and language are gone from the build, and nothing links to them", () => {
    const pages = htmlFiles(result.dist)
    expect(pages).not.toContain(routeFile(variant))
    expect(pages).not.toContain(routeFile(inner))
    expect(pages.filter((file) => file.startsWith(`${language}/`))).toEqual([])
    const gone = [variant, inner, `/${language}/`]
    for (const file of pages) {
      const html = readFileSync(join(result.dist, file), "utf8")
      for (const path of gone) expect(html, file).not.toContain(`href="${path}`)
    }
  })

  test("the added page is built in English and its other language, and listed in the sitemap", () => {
    const pages = htmlFiles(result.dist)
    expect(pages).toContain(routeFile(added.path))
    expect(pages).toContain(routeFile(localePath(added.language, added.path)))
    const sitemap = readFileSync(join(result.dist, "sitemap-0.xml"), "utf8")
    expect(sitemap).toContain(`${added.language}${added.path}</loc>`)
  })

  test("the route and language suites pass on the result", () => {
    expectGreenRun(
      // The language suite whole; of the route suite, the added page and the site-wide checks (the
      // other pages are the checkout's, which npm test checks).
      playwrightIn(
        copy,
        ["tests/e2e/i18n.spec.ts", "tests/e2e/routes.spec.ts", "-g", `^(?!.* at (390|1280)px$)|${added.path} at `],
        { DIST_DIR: result.dist, E2E_PORT: "4396" },
      ),
    )
  }, 900_000)
})

describe(`npm run remove -- --keep ${word(kept)}`, () => {
  const copy = join(work, "kept")
  let result: ReturnType<typeof checkAndBuild>
  let remove: Run

  beforeAll(() => {
    copyProject(copy, join(work, "kept-cache"))
    remove = runIn(copy, "node", ["scripts/remove.ts", "--keep", word(kept)])
    result = checkAndBuild(copy, "kept")
  }, 900_000)

  test("succeeds", () => expectOk(remove))
  checksPass(() => result)

  test("the kept home is the home page, and no other home is built", () => {
    const pages = htmlFiles(result.dist)
    for (const home of routes.filter((route) => route.group === "home" && route.path !== "/"))
      expect(pages).not.toContain(routeFile(home.path))
    // The page at / is the kept home's: its brand's accent, from its copy module in the checkout.
    const routeSource = readFileSync(join(root, `src/pages/${word(kept)}.astro`), "utf8")
    const module = /from "#\/data\/homes\/([\w-]+)\.ts"/.exec(routeSource)?.[1]
    const accent = /\baccent: "([\w-]+)"/.exec(readFileSync(join(root, `src/data/homes/${module}.ts`), "utf8"))?.[1]
    expect(accent).toBeDefined()
    expect(readFileSync(join(result.dist, "index.html"), "utf8")).toMatch(
      new RegExp(`<html[^>]*data-brand="${accent}"`),
    )
  })
})

afterAll(() => {
  if (!process.env.KEEP_FIXTURE) rmSync(work, { recursive: true, force: true })
})
