/**
 * A rebrand leaves no trace of the old brand, and a sub-path deploy works everywhere. This test does
 * what a buyer does, in a copy of the project: renames the brand and gives it a URL under a sub-path
 * (a GitHub Pages project site), picks another logo mark, moves the accent to another hue and sets
 * another heading font, each in the one place the README names. It builds the copy, then reads every
 * text file of the output for the old name, URL and colour, checks that every page of the shipped
 * build is there, runs the browser quality checks on a few routes of the copy, and crawls the copy
 * behind nginx at its sub-path (tests/e2e-nginx/crawl.spec.ts). The buyer also keeps one page in
 * English and German only (one word in its route's entry): the copy must build it in those two
 * languages alone, with the language suite green on it. And adds a field to the English contact
 * form, which must reach every language without an edit to the translations (its label stays English
 * there until a translator gives it, which npm run check asks for).
 */
import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { marks } from "#/lib/art/logo-marks.ts"
import { fonts } from "#/config/fonts.ts"
import { brand, site } from "#/config/site.ts"
import { localePath, locales, prefixedLocales } from "#/i18n/locales.ts"
import { routeFile } from "#/lib/routes.ts"
import { themeColor } from "#/lib/theme-color.ts"

import { copyProject, expectGreenRun, playwrightIn, root } from "./project-copy"

// Outside node_modules: the browser tests run from the copy, and Playwright compiles no TypeScript there.
const work = join(tmpdir(), `rebrand-fixture-${process.pid}`)
const copy = join(work, "site")
const dist = join(work, "dist")

/** What the buyer's brand becomes: every value differs from the shipped one. */
const next = {
  name: "Northwave Labs",
  shortName: "Northwave",
  // Under a sub-path: every link, asset, feed and host rule must carry /studio/.
  url: "https://northwave.example.org/studio/",
  mark: Object.keys(marks).find((mark) => mark !== brand.mark)!,
  // Red at the same lightness keeps white text on the accent above 4.5:1, as the README asks.
  hue: 25,
  // Installed already (the Arabic pages' face), so the copy needs no new package. Its static files stop
  // at 700: the share images draw their 800 titles in 700.
  heading: {
    family: "Readex Pro",
    variable: "@fontsource-variable/readex-pro",
    static: "@fontsource/readex-pro",
    weight: "160 700",
  },
}

/** The page the buyer keeps in English and the first other language only. */
const narrowed = { path: "/coming-soon/", keep: prefixedLocales[0]!, drop: prefixedLocales.slice(1) }

/** The field the buyer adds at the end of the contact page's form, in English only. */
const addedField = { name: "company", label: "Company", autoComplete: "organization" }

/** Replaces `from` with `to` in a file of the copy, and fails if `from` is not there. */
function edit(file: string, from: string | RegExp, to: string) {
  const path = join(copy, file)
  const text = readFileSync(path, "utf8")
  const changed = text.replace(from, to)
  if (changed === text) throw new Error(`${file}: found nothing to change for ${String(from)}`)
  writeFileSync(path, changed)
}

const textFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    /\.(html|xml|json|txt|webmanifest|css|js|svg|conf)$|_headers$|_redirects$/.test(f),
  )

/** Runs a browser suite of the copy against the copy's build, as a buyer would run it there. */
const playwrightInCopy = (args: string[], env: Record<string, string>) =>
  playwrightIn(copy, args, { DIST_DIR: dist, ...env }, 240_000)

let build: { status: number | null; output: string }

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  copyProject(copy, join(work, "cache"))

  // The README's rebrand steps: name, URL and mark in site.ts; the accent in global.css; the font in fonts.ts.
  edit("src/config/site.ts", `name: "${brand.name}"`, `name: "${next.name}"`)
  edit("src/config/site.ts", `shortName: "${brand.shortName}"`, `shortName: "${next.shortName}"`)
  edit("src/config/site.ts", `legalName: "${brand.legalName}"`, `legalName: "${next.name}"`)
  edit("src/config/site.ts", `mark: "${brand.mark}"`, `mark: "${next.mark}"`)
  edit("src/config/site.ts", `url: "${site.url}"`, `url: "${next.url}"`)
  // Both themes' value of the accent (light-dark(light, dark)) move to the new hue.
  edit(
    "src/styles/global.css",
    /(:root\s*\{[^}]*?--brand:\s*light-dark\(oklch\([\d.]+\s+[\d.]+\s+)[\d.]+(\),\s*oklch\([\d.]+\s+[\d.]+\s+)[\d.]+/,
    `$1${next.hue}$2${next.hue}`,
  )
  edit(
    "src/config/fonts.ts",
    /heading: \{[^}]*\}/,
    `heading: { family: "${next.heading.family}", variable: "${next.heading.variable}", static: "${next.heading.static}", weight: "${next.heading.weight}" }`,
  )

  // A page in fewer languages: its route's declaration alone.
  edit("src/lib/routes.ts", new RegExp(`(path: "${narrowed.path}"[^}]*languages: )"all"`), `$1["${narrowed.keep}"]`)

  // A field added to an English form: one edit, in the English module.
  edit(
    "src/data/pages/contact.ts",
    /(form: \{\s*id: "contact-message-title",\s*fields: \[[\s\S]*?)(\n {4}\],\n {4}submit:)/,
    `$1\n      ${JSON.stringify(addedField)},$2`,
  )

  const run = spawnSync(join(root, "node_modules/.bin/astro"), ["build"], {
    cwd: copy,
    // No compressed copies: every page differs from the checkout's, so all would be made afresh
    // (about 11 s), and no check here reads them.
    env: { ...process.env, DIST_DIR: dist, ASTRO_CACHE_DIR: join(work, "cache"), PRECOMPRESS: "off" },
    encoding: "utf8",
    timeout: 240_000,
  })
  build = { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}, 300_000)

afterAll(() => {
  if (!process.env.KEEP_FIXTURE) rmSync(work, { recursive: true, force: true })
})

describe("a rebrand from the one place", () => {
  test("builds", () => expect(build.status, build.output.slice(-3000)).toBe(0))

  test("every page of the shipped site is there, but the narrowed page's dropped languages", () => {
    const pages = (dir: string) =>
      textFiles(dir)
        .filter((f) => f.endsWith(".html"))
        .sort()
    const droppedFiles = narrowed.drop.map((locale) => routeFile(localePath(locale, narrowed.path)))
    expect(pages(dist)).toEqual(pages(join(root, "dist")).filter((file) => !droppedFiles.includes(file)))
    expect(pages(dist)).toContain(routeFile(localePath(narrowed.keep, narrowed.path)))
  })

  test("a page in English and German only links its two versions, and the others link its English one", () => {
    const kept = readFileSync(join(dist, routeFile(localePath(narrowed.keep, narrowed.path))), "utf8")
    const alternates = [...kept.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map(([, lang]) => lang)
    expect(alternates.sort()).toEqual([locales.en.lang, locales[narrowed.keep].lang, "x-default"].sort())
    for (const locale of narrowed.drop) {
      // The other language's home links the page in English, marked as such.
      const home = readFileSync(join(dist, routeFile(localePath(locale, "/"))), "utf8")
      const links = [...home.matchAll(new RegExp(`<a [^>]*href="[^"]*?${narrowed.path}"[^>]*>`, "g"))].map(
        ([tag]) => tag,
      )
      expect(links.length, `the ${locale} home links ${narrowed.path}`).toBeGreaterThan(0)
      // HTML attribute names are case-insensitive: React writes hrefLang.
      for (const link of links) expect(link).toMatch(/ hreflang="en"/i)
    }
  })

  test("no trace of the old name, URL or theme colour in any file", () => {
    const old = [brand.name, brand.shortName, new URL(site.url).host, themeColor(root)]
    const found: string[] = []
    for (const file of textFiles(dist)) {
      const text = readFileSync(join(dist, file), "utf8").toLowerCase()
      for (const trace of old) if (text.includes(trace.toLowerCase())) found.push(`${file}: ${trace}`)
    }
    expect(found).toEqual([])
  })

  test("the new brand is everywhere the old one was: title, canonical, theme colour, icons", () => {
    const home = readFileSync(join(dist, "index.html"), "utf8")
    const color = themeColor(copy)
    expect(color).not.toBe(themeColor(root))
    expect(home).toContain(`<title>`)
    expect(home).toContain(`| ${next.name}</title>`)
    expect(home).toContain(`<link rel="canonical" href="${next.url}">`)
    expect(home).toContain(`<meta name="theme-color" media="(prefers-color-scheme: light)" content="${color}">`)
    expect(readFileSync(join(dist, "icons/favicon.svg"), "utf8")).toContain(color)
    // The favicon each page draws inline (a data: URL, "#" escaped).
    expect(home).toMatch(new RegExp(`<link rel="icon" href="data:image/svg\\+xml,[^"]*fill='%23${color.slice(1)}'`))
  })

  test("the pages and the share images use the new heading font", () => {
    const css = textFiles(dist)
      .filter((f) => f.endsWith(".html"))
      .slice(0, 1)
      .map((f) => readFileSync(join(dist, f), "utf8"))
      .join("")
    expect(css).toMatch(new RegExp(`--font-heading:"?${next.heading.family}`))
    expect(css).not.toContain(fonts.heading.family)
    // The share images are drawn from the new font's files: the build says which.
    expect(build.output).toMatch(/drew \d+ share images/)
  })

  test("a field added to the English contact form is on the contact page in every language", () => {
    const fieldsOf = (html: string) =>
      [...html.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"[^>]*>/g)].map(([tag, name]) => ({
        name: name!,
        tag,
        id: / id="([^"]+)"/.exec(tag)?.[1] ?? "",
      }))
    const labelOf = (html: string, id: string) => new RegExp(`<label for="${id}"[^>]*>([^<]*)`).exec(html)?.[1]
    const englishPage = readFileSync(join(dist, routeFile("/contact/")), "utf8")
    const english = fieldsOf(englishPage)
    const at = english.findIndex((field) => field.name === addedField.name)
    expect(at, "the added field on the English page").toBeGreaterThan(0)
    const before = english[at - 1]!
    for (const locale of prefixedLocales) {
      const page = readFileSync(join(dist, routeFile(localePath(locale, "/contact/"))), "utf8")
      const fields = fieldsOf(page)
      // The same fields in the same order, the new one with its autocomplete token.
      expect(
        fields.map((field) => field.name),
        locale,
      ).toEqual(english.map((field) => field.name))
      expect(fields[at]!.tag.toLowerCase(), locale).toContain(`autocomplete="${addedField.autoComplete}"`)
      // The field before it keeps its own language's label: the translation's words did not shift.
      expect(labelOf(page, before.id), `${locale}: label of ${before.name}`).not.toBe(labelOf(englishPage, before.id))
    }
  })

  test("the language suite passes on the narrowed page, its alternates and the sitemap", () => {
    expectGreenRun(
      playwrightInCopy(["tests/e2e/i18n.spec.ts", "-g", `${narrowed.path}:|hreflang|sitemap`], {
        E2E_PORT: "4397",
        E2E_OUTPUT: join(work, "results-i18n"),
      }),
    )
  }, 300_000)

  // Run in the copy, so the tests read its configuration (brand, URL, sub-path) as a buyer's would.
  test("the quality checks pass on a few routes of the rebranded site", () => {
    expectGreenRun(
      playwrightInCopy(["tests/e2e/routes.spec.ts", "-g", " (/|/about/|/blog/) at (390|1280)px$"], {
        E2E_PORT: "4398",
        E2E_OUTPUT: join(work, "results"),
      }),
    )
  }, 300_000)

  test("behind nginx at its sub-path: every page and address answers under it, search works, nothing outside", () => {
    const run = spawnSync(
      join(root, "node_modules/.bin/playwright"),
      ["test", "-c", "tests/e2e-nginx/playwright.config.ts", "--project", "crawl", "--reporter=line"],
      {
        cwd: copy,
        env: { ...process.env, DIST_DIR: dist, NGINX_PORT: "4399", E2E_OUTPUT: join(work, "results") },
        encoding: "utf8",
        timeout: 240_000,
      },
    )
    const output = `${run.stdout}\n${run.stderr}`
    expect(run.status, output.slice(-4000)).toBe(0)
    if (/nginx is not installed/.test(output)) return console.warn("nginx is not installed: the sub-path crawl skipped")
    expect(run.stdout).toMatch(/3 passed/)
    expect(run.stdout).not.toMatch(/\d+ (failed|flaky|skipped)/)
  }, 300_000)
})
