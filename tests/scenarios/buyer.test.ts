/**
 * A buyer's first week, in one copy of the project built once: they keep one product home as the
 * home page and drop the other homes, an inner page and a language (npm run remove), add a page
 * (npm run add), add their own post, draft and job, and rebrand the site under a sub-path with a
 * page kept in English alone and a field added to the contact form (./buyer.ts says what each
 * step changes). Then, as their own `npm run check` and build would: the type check, knip, the lint
 * and the formatting run beside the build (with Plausible measuring, against a local stub); the
 * static checks, the sub-path crawl behind nginx and the Plausible tests run on the build; and the
 * checks below hold each scenario to what the buyer asked for.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { load, type CheerioAPI } from "cheerio"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { brand, site } from "#/config/site.ts"
import { fonts } from "#/config/fonts.ts"
import { blogCopy } from "#/data/pages/blog.ts"
import { prefixedLocales } from "#/i18n/locales.ts"
import { routeFile } from "#/lib/routes.ts"
import { themeColor } from "#/lib/theme-color.ts"

import {
  addArgs,
  added,
  addedField,
  basePath,
  draft,
  edited,
  fieldLabel,
  finishAddedPage,
  goneHomes,
  homeBrand,
  inLanguage,
  inner,
  job,
  jobTranslation,
  kept,
  language,
  languagesLeft,
  narrowed,
  newPost,
  next,
  publishedPosts,
  rebrand,
  removeArgs,
  writeContent,
} from "./buyer"
import { changedFiles, copyProject, expectGreenRun, expectOk, root, runIn, snapshot, type Run } from "./project-copy"

// Outside node_modules: the browser suites run from the copy, and Playwright compiles no TypeScript there.
const work = join(tmpdir(), `scenarios-${process.pid}`)
const copy = join(work, "site")
// Inside the copy: the build's prerendering resolves packages from its folder up.
const dist = join(copy, "dist")
/** The loopback ports of the browser suites: the site for Plausible, its stub, and nginx. */
const ports = { site: 4396, stub: 4397, nginx: 4399 }
/** The build measures with Plausible, its script and reports pointed at the stub the Plausible tests start. */
const analytics = { ANALYTICS_TEST: "plausible", ANALYTICS_ENDPOINT_BASE: `http://127.0.0.1:${ports.stub}` }

/** How long each phase took, in seconds, printed at the end. */
const phases: Record<string, number> = {}
async function timed<T>(phase: string, task: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await task()
  } finally {
    phases[phase] = Math.round((performance.now() - started) / 100) / 10
  }
}

let remove: Run
let add: Run
let saved: Run
let checks: { types: Run; knip: Run; lint: Run; format: Run }
let build: Run
/** The suites that run on the build, started once it is there. */
const suites: { static?: Promise<Run>; browsers?: Promise<{ crawl: Run; plausible: Run }> } = {}

beforeAll(async () => {
  let before = new Map<string, string>()
  await timed("copy and commands", async () => {
    copyProject(copy, join(work, "cache"))
    before = snapshot(copy, ["src", "tests", "scripts"])
    remove = await runIn(copy, "node", removeArgs)
    add = await runIn(copy, "node", addArgs)
    finishAddedPage(copy)
    await writeContent(copy)
    rebrand(copy)
    // The buyer's editor formats what they saved.
    saved = await runIn(copy, "prettier", ["--write", ...edited])
  })
  // The lint and the formatting, on the files the commands and edits wrote (the rest is the checkout's, checked by npm run check).
  const lintable = changedFiles(copy, before, /\.(ts|tsx|astro)$/)
  const formattable = changedFiles(copy, before, /\.(ts|tsx|astro|css)$/)
  // Two processes at a time, one per core: the type check (the longest) beside knip, the lint and the
  // formatting, then the build. The type check and the build both write the project's .astro/
  // folder (its content modules), so they do not run side by side.
  await timed("check ‖ lint, build", async () => {
    const [types, [knip, lint, format]] = await Promise.all([
      // A content store of its own: the copy's node_modules is the checkout's.
      runIn(copy, "astro", ["check"], { ASTRO_CACHE_DIR: join(work, "check-cache") }),
      (async () =>
        [
          await runIn(copy, "knip", []),
          await runIn(copy, "eslint", lintable),
          await runIn(copy, "prettier", ["--check", ...formattable]),
        ] as const)(),
    ])
    build = await runIn(copy, "flock", ["/tmp/astro-build.lock", join(root, "node_modules/.bin/astro"), "build"], {
      DIST_DIR: dist,
      ASTRO_CACHE_DIR: join(work, "cache"),
      // No compressed copies: every page differs from the checkout's, and no check here reads them.
      PRECOMPRESS: "off",
      ...analytics,
    })
    checks = { types, knip, lint, format }
  })
  // The suites on the build, side by side: the static checks on one core, the browsers on the other.
  if (build.status === 0) {
    suites.static = timed("static", runStatic)
    suites.browsers = timed("crawl", runCrawl).then(async (crawl) => ({
      crawl,
      plausible: await timed("plausible", runPlausible),
    }))
  }
}, 900_000)

afterAll(() => {
  const runs = { remove, add, ...checks, build }
  console.log(
    `Scenario phases (s): ${Object.entries(phases)
      .map(([phase, seconds]) => `${phase} ${seconds}`)
      .join(", ")}; of which ${Object.entries(runs)
      .map(([name, run]) => `${name} ${run?.seconds.toFixed(1)}`)
      .join(", ")}`,
  )
  if (!process.env.KEEP_FIXTURE) rmSync(work, { recursive: true, force: true })
})

// ── Reading the build ──

const files = (pattern: RegExp) =>
  (readdirSync(dist, { recursive: true }) as string[]).filter((file) => pattern.test(file)).sort()
const htmlFiles = () => files(/\.html$/)
const textFiles = () => files(/\.(html|xml|json|txt|webmanifest|css|js|svg|conf)$|_headers$|_redirects$/)
const read = (file: string) => readFileSync(join(dist, file), "utf8")
const parsed = new Map<string, CheerioAPI>()
/** A page of the build by its path within the site ("/de/about/"), parsed once. */
function page(path: string): CheerioAPI {
  const file = routeFile(path)
  expect(existsSync(join(dist, file)), `the build has no page ${path}`).toBe(true)
  let $ = parsed.get(file)
  if (!$) parsed.set(file, ($ = load(read(file))))
  return $
}
/** The path within the site a link of the copy's build leads to (its sub-path taken off), or null for another site. */
function sitePathOf(link: string): string | null {
  const url = new URL(link, next.url)
  if (url.origin !== new URL(next.url).origin || !url.pathname.startsWith(basePath)) return null
  return `/${url.pathname.slice(basePath.length)}`
}
/** The path within the site of a built file: "de/about/index.html" → "/de/about/". */
const pathOfFile = (file: string) => (file === "404.html" ? "/404" : `/${file.replace(/index\.html$/, "")}`)
const text = (value: string) => value.replace(/\s+/g, " ").trim()

/** The parts of the JSON-LD graph of a page of a type. */
function graphNodes($: CheerioAPI, type: string): Record<string, unknown>[] {
  const graph = JSON.parse($('script[type="application/ld+json"]').first().text() || "{}") as {
    "@graph"?: Record<string, unknown>[]
  }
  return (graph["@graph"] ?? []).filter((node) => node["@type"] === type)
}

// ── The commands and the checks ──

describe(`npm run remove -- ${removeArgs.slice(1).join(" ")}; npm run add -- ${addArgs.slice(1).join(" ")}`, () => {
  test("both commands succeed", () => {
    expectOk(remove, "npm run remove")
    expectOk(add, "npm run add")
    expectOk(saved, "prettier --write on the buyer's edits")
  })
})

describe("then npm run check and the build, on the changed copy", () => {
  test("the type check passes", () => expectOk(checks.types, "astro check"))
  test("knip finds nothing unused", () => expectOk(checks.knip, "knip"))
  test("the lint and the formatting pass on the files the commands and edits changed", () => {
    expectOk(checks.lint, "eslint")
    expectOk(checks.format, "prettier --check")
  })
  test("it builds, with Plausible measuring", () => expectOk(build, "astro build"))
})

/** The static checks, from the copy, on its build: the JSON report says which ran. */
function runStatic(): Promise<Run> {
  return runIn(
    copy,
    "vitest",
    [
      "run",
      "-c",
      "tests/static/vitest.config.ts",
      // The sample's own words, which the buyer's content replaces (that file says so).
      "--exclude",
      "tests/static/demo-content.test.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(work, "static.json")}`,
    ],
    // The same setting as the build: the checks of the analytics-off build skip themselves.
    { DIST_DIR: dist, ...analytics },
  )
}

/** The nginx suite's crawl, at the copy's sub-path. */
const runCrawl = () =>
  runIn(
    copy,
    "playwright",
    ["test", "-c", "tests/e2e-nginx/playwright.config.ts", "--project", "crawl", "--reporter=line"],
    { DIST_DIR: dist, NGINX_PORT: String(ports.nginx), E2E_OUTPUT: join(work, "results") },
  )

/** The configured suite's Plausible tests, on this build (tests/e2e-configured/playwright.config.ts says how). */
const runPlausible = () =>
  runIn(copy, "playwright", ["test", "-c", "tests/e2e-configured/playwright.config.ts", "--reporter=line"], {
    CONFIGURED_TOOL: "plausible",
    CONFIGURED_DIST: dist,
    CONFIGURED_STUB_PORT: String(ports.stub),
    E2E_PORT: String(ports.site),
    E2E_OUTPUT: join(work, "results"),
  })

/** A suite's run, or a failure saying the build it needs is not there. */
async function suite<T>(run: Promise<T> | undefined): Promise<T> {
  expect(run, "the suites on the build did not start: it failed").toBeDefined()
  return await run!
}

describe("the checks of any build pass on the copy's", () => {
  type Report = { testResults: { name: string; assertionResults: { title: string; status: string }[] }[] }

  test("the static checks: every rule of tests/static on this content", async () => {
    expectOk(await suite(suites.static), "the static checks")
  })

  test("the fonts check ran on it: the web fonts draw the new post's letters, which no sample page uses", async () => {
    await suite(suites.static)
    expect(page(`/blog/${newPost.slug}/`)("main").text()).toContain(newPost.newLetters)
    expect(existsSync(join(work, "static.json")), "the static run's report").toBe(true)
    const report = JSON.parse(readFileSync(join(work, "static.json"), "utf8")) as Report
    const fontChecks = report.testResults.find((file) => file.name.endsWith("tests/static/fonts.test.ts"))
    expect(fontChecks, "tests/static/fonts.test.ts in the static run").toBeDefined()
    const coverage = fontChecks!.assertionResults.filter((t) => /character/.test(t.title))
    expect(coverage.length, "the fonts' character checks").toBeGreaterThan(0)
    for (const check of coverage) expect(check.status, check.title).toBe("passed")
  })

  test("behind nginx at its sub-path: every page and address answers under it, search works, nothing outside", async () => {
    const { crawl } = await suite(suites.browsers)
    if (/nginx is not installed/.test(crawl.output))
      return console.warn("nginx is not installed: the sub-path crawl skipped")
    expectGreenRun(crawl, "the nginx crawl")
    expect(crawl.output).not.toMatch(/\d+ skipped/)
  })

  test("Plausible counts the visits: cookieless, no banner, no policy violation", async () => {
    expectGreenRun((await suite(suites.browsers)).plausible, "the Plausible tests")
  })
})

// ── What each scenario asked for ──

describe(`the kept home (--keep ${kept}), the removed page (${inner}) and language (${language})`, () => {
  const gone = [...goneHomes, inner, `/${language}/`]

  test("are gone from the build, its sitemap and every link", () => {
    const pages = htmlFiles()
    for (const path of [...goneHomes, inner]) expect(pages, path).not.toContain(routeFile(path))
    expect(pages.filter((file) => file.startsWith(`${language}/`))).toEqual([])
    const problems: string[] = []
    for (const file of pages) {
      const $ = load(read(file))
      $("[href]").each((_, element) => {
        const path = sitePathOf($(element).attr("href")!)
        if (path && gone.some((each) => path.startsWith(each))) problems.push(`${pathOfFile(file)}: links to ${path}`)
      })
    }
    expect(problems, "links to removed pages").toEqual([])
    const sitemap = files(/^sitemap-\d+\.xml$/)
      .map(read)
      .join("\n")
    for (const path of gone) expect(sitemap, path).not.toContain(`${new URL(path.slice(1), next.url).href}<`)
  })

  test("the kept home is the home page, with its brand's accent", () => {
    const { accent } = homeBrand(kept)
    expect(page("/")("html").attr("data-brand")).toBe(accent)
  })
})

describe(`the added page (${added.path})`, () => {
  test("is built in English and its other language, and listed in the sitemap", () => {
    const sitemap = files(/^sitemap-\d+\.xml$/)
      .map(read)
      .join("\n")
    for (const path of [added.path, ...(added.language ? [inLanguage(added.language, added.path)] : [])]) {
      expect(htmlFiles(), path).toContain(routeFile(path))
      expect(sitemap, path).toContain(`<loc>${new URL(path.slice(1), next.url).href}</loc>`)
    }
  })
})

describe("a rebrand from the one place", () => {
  test("leaves no trace of the old name, address or theme colour in any text file", () => {
    const old = [brand.name, brand.shortName, new URL(site.url).host, themeColor(root)]
    // The Plausible domain the test hook sets (src/lib/analytics.ts) is the hook's, not the brand's:
    // a buyer's own setting names theirs.
    const hookDomain = /data-domain&quot;:&quot;([^&]+)&quot;/.exec(read("index.html"))?.[1]
    const found: string[] = []
    for (const file of textFiles()) {
      const content = (hookDomain ? read(file).replaceAll(hookDomain, "") : read(file)).toLowerCase()
      for (const trace of old) if (content.includes(trace.toLowerCase())) found.push(`${file}: ${trace}`)
    }
    expect(found).toEqual([])
  })

  test("the new brand is everywhere the old one was: title, canonical, theme colour, icons", () => {
    const home = read("index.html")
    const $ = page("/")
    const color = themeColor(copy)
    expect(color).not.toBe(themeColor(root))
    // The studio's pages end their titles in its name (a kept product home ends its own in the product's).
    const studioPage = htmlFiles().find((file) => read(file).includes(`data-brand="${brand.accent}"`))
    expect(load(read(studioPage!))("title").text()).toMatch(new RegExp(`\\| ${next.name}$`))
    expect($('link[rel="canonical"]').attr("href")).toBe(next.url)
    expect($('meta[name="theme-color"][media="(prefers-color-scheme: light)"]').attr("content")).toBe(color)
    expect(read("icons/favicon.svg")).toContain(color)
    // The favicon each page draws inline (a data: URL, "#" escaped).
    expect(home).toMatch(new RegExp(`<link rel="icon" href="data:image/svg\\+xml,[^"]*fill='%23${color.slice(1)}'`))
  })

  test("the pages and the share images use the new heading font", () => {
    const first = read(htmlFiles()[0]!)
    expect(first).toMatch(new RegExp(`--font-heading:"?${next.heading.family}`))
    expect(first).not.toContain(fonts.heading.family)
    // The share images are drawn from the new font's files: the build says it drew them.
    expect(build.output).toMatch(/drew \d+ share images/)
  })

  test(`a page kept in English alone (${narrowed}) names no alternates, and translated pages link it as English`, () => {
    for (const code of prefixedLocales) expect(htmlFiles(), code).not.toContain(routeFile(inLanguage(code, narrowed)))
    const alternates = page(narrowed)('link[rel="alternate"][hreflang]')
      .map((_, link) => link.attribs.hreflang)
      .get()
    expect(alternates, `${narrowed}'s alternates`).toEqual([])
    const problems: string[] = []
    for (const code of languagesLeft) {
      let links = 0
      for (const file of htmlFiles().filter((each) => each.startsWith(`${code}/`))) {
        const $ = load(read(file))
        $("a[href]").each((_, element) => {
          if (sitePathOf($(element).attr("href")!) !== narrowed) return
          links++
          // HTML attribute names are case-insensitive: React writes hrefLang.
          if ($(element).attr("hreflang") !== "en") problems.push(`${pathOfFile(file)}: its link to ${narrowed}`)
        })
      }
      expect(links, `links to ${narrowed} from the ${code} pages`).toBeGreaterThan(0)
    }
    expect(problems, 'links without hreflang="en"').toEqual([])
  })

  test("a field added to the English contact form is on the contact page in every language, with its translated label", () => {
    type Field = { name: string; autocomplete: string; label: string }
    const fieldsOf = ($: CheerioAPI): Field[] =>
      $("input[name], textarea[name], select[name]")
        .map((_, element) => {
          const id = $(element).attr("id")
          return {
            name: $(element).attr("name")!,
            autocomplete: $(element).attr("autocomplete") ?? "",
            label: id ? text($(`label[for="${id}"]`).text()) : "",
          }
        })
        .get()
    const english = fieldsOf(page("/contact/"))
    const at = english.findIndex((field) => field.name === addedField.name)
    expect(at, "the added field on the English page").toBeGreaterThan(0)
    expect(english[at]!.label, "its English label").toContain(addedField.label)
    for (const code of languagesLeft) {
      const fields = fieldsOf(page(inLanguage(code, "/contact/")))
      // The same fields in the same order, the new one with its autocomplete token.
      expect(
        fields.map((field) => field.name),
        code,
      ).toEqual(english.map((field) => field.name))
      expect(fields[at]!.autocomplete, code).toBe(addedField.autoComplete)
      expect(fields[at]!.label, `${code}: its label`).toContain(fieldLabel(code))
      // The field before it keeps its own language's label: the translation's words did not shift.
      expect(fields[at - 1]!.label, `${code}: label of ${fields[at - 1]!.name}`).not.toBe(english[at - 1]!.label)
    }
  })
})

describe("the buyer's own content", () => {
  test("the new post has its page, with its photo as the cover, and leads the blog", () => {
    const $ = page(`/blog/${newPost.slug}/`)
    expect(text($("h1").text())).toBe(newPost.title)
    expect(text($("main").text())).toContain(newPost.sentence)
    const cover = $("img")
      .filter((_, img) => /\/_astro\/fixture-cover\.[\w-]+\.webp$/.test(img.attribs.src ?? ""))
      .first()
    expect(cover.attr("src"), "the cover, as WebP").toMatch(new RegExp(`^${basePath}_astro/`))
    expect(cover.attr("alt")).toBe(newPost.coverAlt)
    const first = page("/blog/")("main article[data-card]").first()
    expect(first.find(`a[href="${basePath}blog/${newPost.slug}/"]`).length, "the blog's first card").toBeGreaterThan(0)
  })

  test("one more post makes as many list pages as it takes, and the pager says so", () => {
    const pages = Math.ceil((publishedPosts() + 1) / blogCopy.perPage)
    expect(existsSync(join(dist, `blog/${pages}/index.html`)), `/blog/${pages}/`).toBe(pages > 1)
    expect(existsSync(join(dist, `blog/${pages + 1}/index.html`)), `/blog/${pages + 1}/`).toBe(false)
    const $ = page("/blog/")
    const numbers = $(`nav[aria-label="${blogCopy.pager.nav}"] a`)
      .map((_, link) => text($(link).text()))
      .get()
      .flatMap((label) => new RegExp(`^${blogCopy.pager.page} (\\d+)$`).exec(label)?.[1] ?? [])
      .map(Number)
    expect(numbers, "the pager's pages").toEqual(Array.from({ length: pages }, (_, i) => i + 1))
  })

  test("a draft appears nowhere: no page, list, feed, sitemap or search entry", () => {
    const found = files(/\.(html|xml|json|txt|webmanifest)$/)
    expect(found.length).toBeGreaterThan(10)
    const naming = found.filter((file) => read(file).includes(draft.slug) || read(file).includes(draft.title))
    expect(naming, "files that name the draft").toEqual([])
    expect(existsSync(join(dist, "blog", draft.slug)), `blog/${draft.slug}/ is built`).toBe(false)
  })

  test("a new job has its page in every language, from its translations, as search engines read it", () => {
    const english = page(`/career/${job.slug}/`)
    expect(text(english("h1").text())).toBe(job.title)
    expect(text(english("main").text())).toContain(job.salaryLabel)
    for (const code of ["en", ...languagesLeft]) {
      const $ = page(inLanguage(code, `/career/${job.slug}/`))
      if (code !== "en") expect(text($("h1").text()), code).toBe(jobTranslation(code).title)
      expect(graphNodes($, "JobPosting")[0], `${code}: its JobPosting`).toMatchObject({
        employmentType: "CONTRACTOR",
        datePosted: "2099-01-01",
        baseSalary: { currency: "EUR", value: { minValue: 95000, maxValue: 120000, unitText: "YEAR" } },
      })
    }
  })
})
