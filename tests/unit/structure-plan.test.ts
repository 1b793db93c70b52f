/**
 * What the structure commands plan, checked without carrying it out: `npm run remove -- --dry-run`
 * prints the files it would delete and change, and changes nothing; `npm run add` has no dry run, so
 * it runs in a scratch folder holding only the two files it edits, and its refusals, which stop it
 * before it writes anything, run in the checkout. The scenario suite (tests/scenarios) carries both
 * out in a copy of the project and builds it. Every target is read from the route list and the
 * languages, so the checks hold for any content.
 */
import { spawn } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { parse } from "yaml"

import { prefixedLocales } from "#/i18n/locales.ts"
import { routes } from "#/lib/routes.ts"
import { pageSchema } from "#/page-schema.ts"

const root = join(import.meta.dirname, "../..")
const nodeBin = join(root, "node_modules/.bin")

type Run = { status: number | null; output: string }

/** Runs a structure command with the project's own Node (its scripts are TypeScript). */
function command(args: readonly string[], cwd = root): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(join(nodeBin, "node"), [join(root, args[0]!), ...args.slice(1)], {
      cwd,
      env: { ...process.env, PATH: `${nodeBin}:${process.env.PATH ?? ""}` },
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("close", (status) => resolve({ status, output }))
  })
}

type Plan = { status: number | null; output: string; deleted: string[]; changed: string[] }

/** The files a dry run lists under "deleted (n):" and "changed (n):". */
function planOf(run: Run): Plan {
  const list = (name: string) => {
    const block = new RegExp(`^  ${name} \\(\\d+\\):\\n((?: {4}.+\\n?)*)`, "m").exec(run.output)?.[1] ?? ""
    return block
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
  }
  return { ...run, deleted: list("deleted"), changed: list("changed") }
}

const word = (path: string) => path.replace(/^\/|\/$/g, "")
const productHomes = routes.filter((route) => route.group === "home" && !("canonical" in route) && route.path !== "/")
const pageFiles = (readdirSync(join(root, "src/pages"), { recursive: true }) as string[]).map((file) =>
  join("src/pages", file),
)
/** The files under src/pages/ that make a route's pages (src/pages/about.astro, [...locale]/about.astro, blog/…). */
function routeFiles(path: string): string[] {
  const slug = word(path)
  return ["src/pages/", "src/pages/[...locale]/"].flatMap((prefix) =>
    pageFiles.filter((file) =>
      slug === ""
        ? file === `${prefix}index.astro`
        : file === `${prefix}${slug}.astro` || file.startsWith(`${prefix}${slug}/`),
    ),
  )
}
/** A route's one route file (a page of src/lib/routes.ts that is not a collection's list). */
function routeFileOf(path: string): string {
  const [file, ...more] = routeFiles(path)
  if (!file || more.length > 0)
    throw new Error(`${path}: not one route file under src/pages/ (${routeFiles(path).join(", ")})`)
  return file
}
/** The route files of every route but these. */
const otherRouteFiles = (...paths: string[]) =>
  routes.filter((route) => !paths.includes(route.path)).flatMap((route) => routeFiles(route.path))
/** The copy module of src/data/homes/ a home's route file imports. */
function homeModule(path: string): string {
  const module = /from "#\/data\/homes\/([\w-]+)\.ts"/.exec(readFileSync(join(root, routeFileOf(path)), "utf8"))?.[1]
  if (!module) throw new Error(`${routeFileOf(path)} imports no module of src/data/homes/`)
  return `src/data/homes/${module}.ts`
}
const filesUnder = (folder: string): string[] =>
  (readdirSync(join(root, folder), { recursive: true }) as string[])
    .map((file) => join(folder, file))
    .filter((file) => statSync(join(root, file)).isFile())

/** The last numbered variant of an inner page, the last product home, the last language, the first product home. */
const page = routes.filter((route) => route.group !== "home" && /-\d+\/$/.test(route.path)).at(-1)!.path
const home = productHomes.at(-1)!.path
const language = prefixedLocales.at(-1)!
const kept = productHomes[0]!.path

const plans: Record<"page" | "home" | "language" | "keep", Plan> = {} as never
/** Each file a plan names, with its modification time before the dry runs: they must change nothing. */
const before = new Map<string, number>()

/** Refusals, started with the plans (each run is a second or more of start-up). */
const refusals = {
  unknown: command(["scripts/remove.ts", "--dry-run", "no-such-page"]),
  homePage: command(["scripts/remove.ts", "--dry-run", "/"]),
}

beforeAll(async () => {
  const runs = await Promise.all([
    command(["scripts/remove.ts", "--dry-run", word(page)]),
    command(["scripts/remove.ts", "--dry-run", word(home)]),
    command(["scripts/remove.ts", "--dry-run", language]),
    command(["scripts/remove.ts", "--dry-run", "--keep", word(kept)]),
  ])
  ;[plans.page, plans.home, plans.language, plans.keep] = runs.map(planOf) as [Plan, Plan, Plan, Plan]
  for (const plan of Object.values(plans))
    for (const file of [...plan.deleted, ...plan.changed])
      if (existsSync(join(root, file))) before.set(file, statSync(join(root, file)).mtimeMs)
}, 180_000)

describe("npm run remove -- --dry-run", () => {
  test.each(["page", "home", "language", "keep"] as const)(
    "the %s plan succeeds and lists files of the project",
    (kind) => {
      const plan = plans[kind]
      expect(plan.status, plan.output.slice(-3000)).toBe(0)
      // A page's entry goes from the route list; a language's from the table of languages.
      expect(plan.changed).toContain(kind === "language" ? "src/i18n/languages.ts" : "src/lib/routes.ts")
      for (const file of plan.deleted)
        expect(existsSync(join(root, file)), `${kind}: ${file} is a file of the project`).toBe(true)
    },
  )

  test(`${page}: its route file and its links go, and no other page's route file`, () => {
    const { deleted, changed } = plans.page
    expect(deleted, `${page}: the files it deletes`).toContain(routeFileOf(page))
    if (readFileSync(join(root, "src/data/site.ts"), "utf8").includes(`"${page}"`))
      expect(changed).toContain("src/data/site.ts")
    const others = otherRouteFiles(page)
    expect(
      deleted.filter((file) => others.includes(file)),
      "other pages' route files",
    ).toEqual([])
  })

  test(`${home}: its route file, its copy and its reference pictures go`, () => {
    const { deleted, changed } = plans.home
    expect(deleted, `${home}: the files it deletes`).toEqual(
      expect.arrayContaining([routeFileOf(home), homeModule(home)]),
    )
    const shots = filesUnder("tests/e2e/visual.spec.ts-snapshots").filter((file) =>
      new RegExp(`/${word(home)}-\\d+-(light|dark)-`).test(file),
    )
    expect(deleted).toEqual(expect.arrayContaining(shots))
    // Its accent and its mark, when no other home wears them.
    const { accent, mark } = brandOf(homeModule(home))
    const others = productHomes.filter((route) => route.path !== home).map((route) => brandOf(homeModule(route.path)))
    if (!others.some((other) => other.accent === accent)) expect(changed).toContain("src/styles/global.css")
    if (!others.some((other) => other.mark === mark)) expect(changed).toContain("src/lib/art/logo-marks.ts")
    const otherRoutes = otherRouteFiles(home)
    expect(
      deleted.filter((file) => otherRoutes.includes(file)),
      "other pages' route files",
    ).toEqual([])
  })

  test(`${language}: its dictionary, its copy and its content translations go, and nothing of the other languages`, () => {
    const { deleted } = plans.language
    const namesLanguage = (file: string) => file.split("/").includes(language) || file.includes(`.${language}.`)
    const own = [...filesUnder("src/content"), ...filesUnder("src/data"), ...filesUnder("src/i18n")].filter(
      namesLanguage,
    )
    expect(own.length).toBeGreaterThan(0)
    expect(deleted, `${language}: the files it deletes`).toEqual(expect.arrayContaining(own))
    expect(deleted.filter((file) => !namesLanguage(file))).toEqual([])
  })

  test(`--keep ${word(kept)}: it becomes src/pages/index.astro, and every other home goes`, () => {
    const { deleted, changed } = plans.keep
    expect(changed, `--keep ${word(kept)}: the files it changes`).toContain("src/pages/index.astro")
    expect(deleted, `--keep ${word(kept)}: the files it deletes`).toContain(routeFileOf(kept))
    for (const route of routes.filter((each) => each.group === "home" && each.path !== kept && each.path !== "/"))
      expect(deleted, route.path).toContain(routeFileOf(route.path))
    expect(deleted).toContain(routeFileOf("/"))
    // The kept home's copy stays; the others' goes.
    expect(deleted).not.toContain(homeModule(kept))
    for (const route of productHomes.filter((each) => each.path !== kept))
      expect(deleted, route.path).toContain(homeModule(route.path))
    // A home whose copy is a content file (src/content/pages/<route>.yaml): it goes with its route.
    for (const route of productHomes) {
      const content = `src/content/pages/${word(route.path)}.yaml`
      if (!existsSync(join(root, content))) continue
      if (route.path === kept) expect(deleted).not.toContain(content)
      else expect(deleted, route.path).toContain(content)
    }
    // Home 1's (home.yaml, read at / and /home/) goes too, with its translations beside it.
    const studioHome = (readdirSync(join(root, "src/content/pages"), { recursive: true }) as string[])
      .filter((file) => /(^|\/)home\.yaml$/.test(file))
      .map((file) => `src/content/pages/${file}`)
    expect(studioHome.length).toBeGreaterThan(0)
    for (const file of studioHome) expect(deleted, file).toContain(file)
  })

  test("a dry run changes nothing", () => {
    for (const [file, mtime] of before) {
      expect(existsSync(join(root, file)), `${file} still there`).toBe(true)
      expect(statSync(join(root, file)).mtimeMs, file).toBe(mtime)
    }
  })

  test("a name that is nothing of the site, or the home page, is refused, naming the choices", async () => {
    const unknown = await refusals.unknown
    expect(unknown.status).toBe(1)
    expect(unknown.output).toContain(`"no-such-page" is not a route`)
    expect(unknown.output).toContain(prefixedLocales.join(", "))
    const homePage = await refusals.homePage
    expect(homePage.status).toBe(1)
    expect(homePage.output).toContain("--keep")
  })
})

function brandOf(module: string): { accent: string | undefined; mark: string | undefined } {
  const text = readFileSync(join(root, module), "utf8")
  return { accent: /\baccent: "([\w-]+)"/.exec(text)?.[1], mark: /\bmark: "([\w-]+)"/.exec(text)?.[1] }
}

describe("npm run add -- page", () => {
  // A scratch project of the two files the command edits and the folders it writes to, formatted as the project is.
  const scratch = mkdtempSync(join(tmpdir(), "add-plan-"))
  const slug = ["integrations", "integrations-added", "scenario-page"].find(
    (name) => !routes.some((route) => route.path === `/${name}/`),
  )!
  const other = prefixedLocales[0]!
  const taken = routes.find((route) => route.path !== "/" && route.path !== "/404")!.path
  let run: Run
  let again: Run
  let unknown: Run

  beforeAll(async () => {
    for (const file of ["src/lib/routes.ts", "prettier.config.mjs", "src/styles/global.css"])
      cpSync(join(root, file), join(scratch, file), { recursive: true })
    for (const folder of ["src/pages/[...locale]", `src/content/pages/${other}`])
      mkdirSync(join(scratch, folder), { recursive: true })
    symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"), "dir")
    ;[run, again, unknown] = await Promise.all([
      command(["scripts/add.ts", "page", slug, "--languages", other], scratch),
      // Refused in the checkout itself: these stop before anything is written.
      command(["scripts/add.ts", "page", word(taken)]),
      command(["scripts/add.ts", "page", slug, "--languages", "xx"]),
    ])
  }, 60_000)

  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const read = (file: string) => readFileSync(join(scratch, file), "utf8")

  test(`page ${slug} --languages ${other}: the route, its file, its content in English and ${other}`, () => {
    expect(run.status, run.output).toBe(0)
    expect(read("src/lib/routes.ts")).toMatch(
      new RegExp(`\\{ path: "/${slug}/", title: "[^"]+", group: "company", languages: \\["${other}"\\] \\}`),
    )
    expect(read(`src/pages/[...locale]/${slug}.astro`)).toContain(`localeStaticPaths("/${slug}/")`)
    expect(read(`src/pages/[...locale]/${slug}.astro`)).toContain(`pageContent("${slug}", locale)`)
    // The content file, read through the page schema; the translation holds its words, each section's kind named.
    const english = pageSchema.parse(parse(read(`src/content/pages/${slug}.yaml`)))
    expect(english.sections.map((section) => section.type)).toEqual(["features", "cta"])
    const words = parse(read(`src/content/pages/${other}/${slug}.yaml`)) as {
      sections: { type: string; id?: string }[]
    }
    expect(words.sections.map((section) => section.type)).toEqual(["features", "cta"])
    expect(
      words.sections.some((section) => "id" in section),
      "ids are the English file's",
    ).toBe(false)
    // The checkout's own files are untouched.
    expect(readFileSync(join(root, "src/lib/routes.ts"), "utf8")).not.toContain(`path: "/${slug}/"`)
  })

  test("an address the site has already, or a language it has not, is refused before anything is written", () => {
    expect(again.status).toBe(1)
    expect(again.output).toContain(`${taken} is already a route`)
    expect(unknown.status).toBe(1)
    expect(unknown.output).toContain("--languages: xx is not a language")
  })
})
