/**
 * The performance and accessibility budgets, as a check that fails: builds the site, serves it
 * like a static host (scripts/serve.ts, over HTTP/2 with TLS as every host the template deploys to
 * serves it; --http1 for plain HTTP/1.1), and runs Lighthouse (mobile, default throttling) on every
 * route of src/lib/routes.ts (a duplicate once), every translated route in the other languages, and
 * one blog category, tag and author page and one post with a video, one after
 * another in one Chrome. A route fails when it scores under
 * Performance 99, Accessibility 100, Best Practices 100 or SEO 100, paints its largest content
 * after 1.2 s (LCP) or reaches a Speed Index above 2.0 s, loads more than 35 KB of web fonts,
 * shifts its layout at all (CLS above 0), blocks the main thread for more than 50 ms (TBT), ships
 * any JavaScript without an island, or more than 75 KB of gzipped JavaScript (React included) with
 * islands. Prints a table (with FCP, font bytes and DOM size beside them) and writes it as JSON
 * (reports/audit.json).
 *
 *   node scripts/audit.ts [--no-build] [--dist dist] [--port 4392] [--routes /,/about/] [--dark all|none|/,/blog/]
 *                         [--localized all|none|/,/pricing/]
 *                         [--jobs 2] [--out reports/audit.json] [--http1]
 *
 * `--jobs 2` splits the pages between two audit processes (each with its own server and Chrome) and
 * merges their rows: half the time on two cores, but the two compete for the CPU, so the timings
 * move (LCP missed on 3 of 51 routes' first runs, by up to 82 ms): a quick look, not a verdict.
 *
 * Every page is audited again with the operating system in dark mode (Chrome's --force-dark-mode
 * sets prefers-color-scheme, which the site follows by default): the same budgets hold in the dark
 * theme. `--dark` narrows that second pass to some routes (CI: a sample, since the bytes and the
 * layout are the same and axe checks every page's dark contrast in the browser suite) or skips it.
 *
 * The JavaScript a page ships is counted from the build (scripts/page-weight.ts), not from what
 * Lighthouse saw load: Lighthouse loads client:visible islands only when they scroll into view, so
 * its own count would miss them. The static checks hold every page of the build to the same count.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { get as httpGet } from "node:http"
import { get as httpsGet } from "node:https"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

import * as chromeLauncher from "chrome-launcher"
import lighthouse, { defaultConfig, type Config, type Result } from "lighthouse"

import {
  defaultLocale,
  localePath,
  localizedPaths,
  pageLocales,
  prefixedLocales,
  unlocalizedPath,
} from "#/i18n/locales.ts"
import { routeFile, routes } from "#/lib/routes.ts"
import { href, sitePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../tests/chromium.ts"
import { compositions } from "../tests/support/compositions.ts"
import { advisoryOnly, worthRerun } from "./audit-verdict.ts"
import { attribute, budgets, gzipSize, shippedJs } from "./page-weight.ts"
import { selfSignedCertificate } from "./certificate.ts"

/**
 * Runs per route at most when only a timing budget missed (performance, TBT, Speed Index, LCP): they
 * are simulated from one observed load, whose CPU time and request order move between runs. The
 * best run is kept, as Lighthouse advises several runs for these metrics.
 */
const maxRuns = 3

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    dist: { type: "string", default: process.env.DIST_DIR ?? "dist" },
    port: { type: "string", default: process.env.AUDIT_PORT ?? "4392" },
    routes: { type: "string" },
    /**
     * One page of each template instead (CI): every composition the browser suite checks in full
     * (tests/support/compositions.ts), in English, and the home page in each other language, set
     * in its own words and, for Arabic, its own typeface. The bytes of every page are held to the
     * budgets by the static checks (tests/static/budgets.test.ts); what Lighthouse adds, the timings
     * and the scores, follows the template.
     */
    templates: { type: "boolean", default: false },
    out: { type: "string", default: "reports/audit.json" },
    dark: { type: "string", default: "all" },
    jobs: { type: "string", default: "1" },
    /**
     * The translated pages in the other languages (src/i18n/locales.ts): "all" (every translated
     * route in every language), "none", or English paths ("/,/pricing/") audited in each language.
     */
    localized: { type: "string", default: "all" },
    /** "i/n": this process audits every n-th page from the i-th (set by --jobs for its children). */
    shard: { type: "string" },
    // CI on a shared 2-core machine: the performance score and TBT move with the CPU more than their
    // margin, so there they are reported (with the table) but do not fail the run; every other
    // budget, LCP, Speed Index and fonts included, does.
    "timing-advisory": { type: "boolean", default: false },
    /**
     * Serve over plain HTTP/1.1 instead of HTTP/2 with TLS. By default the pages are served as every
     * host the template deploys to serves them (the nginx configuration of deploy/ included): over
     * HTTP/2 with TLS, with a throwaway self-signed certificate for 127.0.0.1 made with openssl.
     * Lighthouse's simulation then models one multiplexed connection, as a visitor's browser gets;
     * over HTTP/1.1 it models six, each with its own slow start, so a page's fonts, stylesheet and
     * first picture wait on each other's connections and an HTML file over one 14.6 KB window takes
     * a round trip more (LCP 1.2-1.45 s on the home pages; see README).
     */
    http1: { type: "boolean", default: false },
  },
})

const root = resolve(import.meta.dirname, "..")
const dist = resolve(root, values.dist)
const http2 = !values.http1
const origin = `${http2 ? "https" : "http"}://127.0.0.1:${values.port}`
// Lighthouse's own variable first (CHROME_PATH), else the browser the test suites start, with their flags.
const chromePath = process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath
const chromeFlags = [
  "--headless=new",
  ...(chromiumLaunchOptions.args ?? []),
  // The HTTP/2 server's certificate is our own, made for this run.
  ...(http2 ? ["--ignore-certificate-errors"] : []),
]

const selected = values.routes
  ? values.routes.split(",").map((path) => {
      // A translated route in another language (/de/pricing/) is its English route's page.
      const route = routes.find((r) => r.path === unlocalizedPath(path.trim()))
      // Or one of the content samples the build holds (a category's page, the post with a video).
      const sample = route ? undefined : contentSamples().find((page) => page.path === path.trim())
      if (sample) return sample
      if (!route) throw new Error(`${path} is not a route of src/lib/routes.ts nor a content sample of the build`)
      return { ...route, path: path.trim() }
    })
  : // A duplicate (/home/ renders /) is the same page: audited once, as the page it duplicates.
    routes.filter((route) => !("canonical" in route))

/**
 * One page of each blog taxonomy (a category, a tag, an author) from the build: the same layout as
 * /blog/ with other content. Post, project, job and service pages are audited through the featured
 * routes that render them (/blog-details/ …), and one post with a video besides: a post at its
 * heaviest (the body's components, highlighted code and the player's island).
 */
function contentSamples(): { path: string }[] {
  const taxonomies = ["category", "tag", "author"].flatMap((kind) => {
    const folder = join(dist, "blog", kind)
    const [first] = existsSync(folder) ? readdirSync(folder).sort() : []
    return first ? [{ path: `/blog/${kind}/${first}/` }] : []
  })
  const blog = join(dist, "blog")
  const withVideo = (existsSync(blog) ? readdirSync(blog).sort() : []).find((slug) => {
    const file = join(blog, slug, "index.html")
    return existsSync(file) && /<astro-island[^>]*component-url="[^"]*video-dialog/.test(readFileSync(file, "utf8"))
  })
  return [...taxonomies, ...(withVideo ? [{ path: `/blog/${withVideo}/` }] : [])]
}

/** One page of each template (--templates). */
function templatePages(): { path: string }[] {
  const english = compositions.filter((composition) => composition.locale === defaultLocale)
  const homes = prefixedLocales
    .filter((locale) => pageLocales("/").includes(locale))
    .map((locale) => localePath(locale, "/"))
  return [...english.map(({ path }) => path), ...homes].map((path) => ({ path }))
}

/** The translated routes in each other language (--localized), audited like their English pages. */
function localizedPages(): { path: string }[] {
  if (values.localized === "none") return []
  const english: readonly string[] =
    values.localized === "all" ? localizedPaths : values.localized.split(",").map((path) => path.trim())
  return prefixedLocales.flatMap((locale) =>
    english.filter((path) => pageLocales(path).includes(locale)).map((path) => ({ path: localePath(locale, path) })),
  )
}

function build() {
  const astro = join(root, "node_modules/.bin/astro")
  // The build lock keeps this from racing other builds on a shared machine; CI has no other.
  const hasFlock = spawnSync("flock", ["--version"]).status === 0
  const [command, args] = hasFlock ? ["flock", ["/tmp/astro-build.lock", astro, "build"]] : [astro, ["build"]]
  console.log(`Building into ${dist}…`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DIST_DIR: dist },
  })
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status})`)
}

/** Whether the server answers the home page (over TLS, trusting the run's own certificate). */
function answers(url: string): Promise<boolean> {
  return new Promise((done) => {
    const get = url.startsWith("https:") ? httpsGet : httpGet
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume()
      done(response.statusCode === 200)
    }).on("error", () => done(false))
  })
}

async function serve(): Promise<() => void> {
  const tls = http2 ? await mkdtemp(join(tmpdir(), "audit-tls-")) : undefined
  const certificate = tls ? selfSignedCertificate(tls) : undefined
  const server = spawn(
    process.execPath,
    [
      ...[join(root, "scripts/serve.ts"), "--port", values.port, "--host", "127.0.0.1", "--root", dist],
      ...(certificate ? ["--tls-key", certificate.key, "--tls-cert", certificate.cert] : []),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  )
  const stop = () => {
    server.kill()
    if (tls) void rm(tls, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answers(`${origin}${href("/")}`)) return stop
    await new Promise((r) => setTimeout(r, 100))
  }
  stop()
  throw new Error(`scripts/serve.ts did not answer on ${origin}`)
}

type Scheme = "light" | "dark"
/** One Lighthouse pass: a page in a theme. */
type Run = { path: string; scheme: Scheme }

type Row = {
  route: string
  scheme: Scheme
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  speedIndexMs: number
  tbtMs: number
  cls: number
  fontBytes: number
  domNodes: number
  jsBytes: number
  /** Of jsBytes, the theme's head script, which every page carries. */
  shellJsBytes: number
  cssBytes: number
  htmlBytes: number
  islands: number
  /** Lighthouse runs behind the row (a route that missed a timing budget gets up to maxRuns). */
  runs: number
  failures: string[]
}

/** The audits a row reads beyond the scores and the metrics. */
const readAudits = new Set(["network-requests", "dom-size-insight", "layout-shifts"])

/*
 * The performance category's diagnostics and insights: no weight in its score, and none read here.
 * Some need their own gathering (the screenshots, CSS and JavaScript coverage, source maps) or work
 * (the back/forward-cache test navigates away and back); leaving them out makes a run about a tenth
 * shorter with the same scores and metrics.
 */
const unscoredDiagnostics = (defaultConfig.categories?.performance?.auditRefs ?? [])
  .filter((ref) => !ref.weight && !readAudits.has(ref.id))
  .map((ref) => ref.id)

const lighthouseConfig: Config = {
  extends: "lighthouse:default",
  settings: {
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Mobile form factor and the default (simulated) throttling. Left out to save time: the
    // full-page screenshot and the unscored diagnostics; none is scored.
    disableFullPageScreenshot: true,
    skipAudits: unscoredDiagnostics,
  },
}

/** Bytes of web fonts the page fetched while Lighthouse loaded it. */
const fontBytes = (lhr: Result) =>
  (
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? []
  )
    .filter((item) => item.resourceType === "Font")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)

/** What moved while the page loaded, and why where Chromium says: ": h1#hero-title (Web font loaded)", or "". */
function layoutShifts(lhr: Result): string {
  const details = lhr.audits["layout-shifts"]?.details as
    { items?: { node?: { selector?: string }; subItems?: { items?: { cause?: string }[] } }[] } | undefined
  const shifts = (details?.items ?? []).map((item) => {
    const causes = [...new Set((item.subItems?.items ?? []).map((sub) => sub.cause))].filter(Boolean)
    return `${item.node?.selector ?? "an element"}${causes.length > 0 ? ` (${causes.join(", ")})` : ""}`
  })
  return shifts.length > 0 ? `: ${shifts.join(", ")}` : ""
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** What failed in a category: the audits that scored under 1, each with its first offenders. */
const failedAudits = (lhr: Result, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit!.details as { items?: Record<string, unknown>[] } | undefined
      const offenders = (details?.items ?? []).slice(0, 3).map((item) => {
        const node = item.node as { snippet?: string } | undefined
        return node?.snippet ?? JSON.stringify(item).slice(0, 160)
      })
      return offenders.length > 0 ? `${audit!.id}: ${offenders.join(" ; ")}` : audit!.id
    })

async function auditRoute(path: string, port: number, scheme: Scheme): Promise<Row> {
  const html = await readFile(join(dist, routeFile(path)), "utf8")
  const css = await Promise.all(
    [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map(async ([tag]) => {
      const sheet = attribute(tag, "href")
      return sheet ? gzipSize(await readFile(join(dist, sitePath(new URL(sheet, origin).pathname)))) : 0
    }),
  )
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => gzipSize(m[1] ?? ""))
  const js = await shippedJs(html, dist)

  const result = await lighthouse(
    `${origin}${href(path)}`,
    { port, output: "json", logLevel: "error" },
    lighthouseConfig,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
  const lhr = result.lhr
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`)

  const row: Row = {
    route: path,
    scheme,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: Math.round(metric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
    speedIndexMs: Math.round(metric(lhr, "speed-index")),
    tbtMs: Math.round(metric(lhr, "total-blocking-time")),
    cls: metric(lhr, "cumulative-layout-shift"),
    fontBytes: fontBytes(lhr),
    domNodes: metric(lhr, "dom-size-insight"),
    jsBytes: js.bytes,
    shellJsBytes: js.shell,
    cssBytes: [...css, ...inlineCss].reduce((a, b) => a + b, 0),
    htmlBytes: gzipSize(html),
    islands: js.islands,
    runs: 1,
    failures: [],
  }
  const fail = (what: string) => row.failures.push(what)
  if (row.performance < budgets.performance) fail(`performance ${row.performance} < ${budgets.performance}`)
  for (const [key, id, min] of [
    ["accessibility", "accessibility", budgets.accessibility],
    ["bestPractices", "best-practices", budgets.bestPractices],
    ["seo", "seo", budgets.seo],
  ] as const)
    if (row[key] < min) fail(`${id} ${row[key]} < ${min} (${failedAudits(lhr, id).join(", ")})`)
  if (!(row.cls <= budgets.cls)) fail(`CLS ${row.cls.toFixed(4)} > ${budgets.cls}${layoutShifts(lhr)}`)
  if (!(row.lcpMs <= budgets.lcpMs)) fail(`LCP ${row.lcpMs} ms > ${budgets.lcpMs} ms`)
  if (!(row.speedIndexMs <= budgets.speedIndexMs))
    fail(`Speed Index ${row.speedIndexMs} ms > ${budgets.speedIndexMs} ms`)
  if (!(row.fontBytes <= budgets.fontBytes)) fail(`fonts ${kb(row.fontBytes)} KB > ${kb(budgets.fontBytes)} KB`)
  if (!(row.tbtMs <= budgets.tbtMs)) fail(`TBT ${row.tbtMs} ms > ${budgets.tbtMs} ms`)
  if (row.islands === 0 && row.jsBytes > row.shellJsBytes)
    fail(
      `${row.jsBytes - row.shellJsBytes} B of JavaScript on a page without islands (besides the theme's head script)`,
    )
  if (row.jsBytes > budgets.jsBytesWithIslands)
    fail(`JavaScript ${kb(row.jsBytes)} KB gzip > ${kb(budgets.jsBytesWithIslands)} KB`)
  return row
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function table(rows: readonly Row[]): string {
  const header = [
    "route",
    "theme",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP ms",
    "LCP ms",
    "SI ms",
    "TBT ms",
    "CLS",
    "font KB",
    "DOM",
    "JS KB",
    "CSS KB",
    "HTML KB",
    "result",
  ]
  const lines = rows.map((r) => [
    r.route,
    r.scheme,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.speedIndexMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
    kb(r.fontBytes),
    String(r.domNodes),
    kb(r.jsBytes),
    kb(r.cssBytes),
    kb(r.htmlBytes),
    `${r.failures.length === 0 ? "ok" : "FAIL"}${r.runs > 1 ? ` (${r.runs} runs)` : ""}`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`
  return [format(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...lines.map(format)].join("\n")
}

async function main() {
  const started = Date.now()
  if (!values["no-build"]) build()
  const pages = values.templates
    ? templatePages()
    : values.routes
      ? selected
      : [...selected, ...contentSamples(), ...localizedPages()]
  const darkPages =
    values.dark === "all" ? pages : values.dark === "none" ? [] : values.dark.split(",").map((path) => ({ path }))
  const runs: Run[] = [
    ...pages.map((route) => ({ path: route.path, scheme: "light" as const })),
    ...darkPages.map((route) => ({ path: route.path, scheme: "dark" as const })),
  ]
  for (const run of runs)
    if (!existsSync(join(dist, routeFile(run.path))))
      throw new Error(`${run.path} has no page in ${dist}: build first, or pass --routes`)

  const jobs = Number(values.jobs)
  const [shard = 0, shards = 1] = values.shard?.split("/").map(Number) ?? []
  const rows = values.shard
    ? await auditRuns(runs.filter((_, k) => k % shards === shard))
    : jobs > 1
      ? await inParallel(jobs, runs)
      : await auditRuns(runs)
  await report(rows, started)
}

/** Runs this script once per job on its share of the pages, and collects their rows in page order. */
async function inParallel(jobs: number, runs: readonly Run[]): Promise<Row[]> {
  const parts = await Promise.all(
    Array.from({ length: jobs }, async (_, job) => {
      const out = resolve(root, `reports/audit.job-${job}.json`)
      // A job that dies before writing its rows must fail the audit, not hand on an earlier run's.
      await rm(out, { force: true })
      const args = [
        fileURLToPath(import.meta.url),
        "--no-build",
        "--dist",
        dist,
        "--port",
        String(Number(values.port) + 1 + job),
        "--dark",
        values.dark,
        "--localized",
        values.localized,
        "--shard",
        `${job}/${jobs}`,
        "--out",
        out,
        ...(values.routes ? ["--routes", values.routes] : []),
        ...(values.templates ? ["--templates"] : []),
        ...(values["timing-advisory"] ? ["--timing-advisory"] : []),
        ...(values.http1 ? ["--http1"] : []),
      ]
      return new Promise<Row[]>((done, failed) => {
        const child = spawn(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] })
        child.on("error", failed)
        child.on("exit", async () => {
          try {
            done((JSON.parse(await readFile(out, "utf8")) as { routes: Row[] }).routes)
          } catch (error) {
            failed(error)
          }
        })
      })
    }),
  )
  const all = parts.flat()
  const at = (row: Row) => runs.findIndex((run) => run.path === row.route && run.scheme === row.scheme)
  return all.sort((a, b) => at(a) - at(b))
}

async function auditRuns(runs: readonly Run[]): Promise<Row[]> {
  const stop = await serve()
  const browsers = {
    light: await chromeLauncher.launch({ chromePath, chromeFlags }),
    dark: runs.some((run) => run.scheme === "dark")
      ? await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, "--force-dark-mode"] })
      : undefined,
  }
  const rows: Row[] = []
  try {
    for (const route of runs) {
      const chrome = browsers[route.scheme]!
      const t0 = Date.now()
      let row = await auditRoute(route.path, chrome.port, route.scheme)
      // Timing follows the CPU and the observed load: up to two more runs, best kept (fewest misses,
      // then the higher score), ride out a busy moment (Lighthouse's own advice is to take the median
      // of several). Nothing else is retried, nor a miss that only advises (CI's timings).
      // What each run missed, printed with the row: a pass on a later run is not a clean pass.
      const misses = [row.failures]
      while (row.runs < maxRuns && worthRerun(row.failures, values["timing-advisory"])) {
        const again = await auditRoute(route.path, chrome.port, route.scheme)
        misses.push(again.failures)
        const better =
          again.failures.length < row.failures.length ||
          (again.failures.length === row.failures.length && again.performance > row.performance)
        row = { ...(better ? again : row), runs: row.runs + 1 }
      }
      rows.push(row)
      console.log(
        `${row.failures.length === 0 ? "ok  " : "FAIL"} ${route.path}${route.scheme === "dark" ? " in dark" : ""} (${((Date.now() - t0) / 1000).toFixed(1)} s` +
          `${row.runs > 1 ? `, best of ${row.runs} runs: ${misses.map((m) => m.join(", ") || "ok").join(" / ")}` : ""})` +
          row.failures.map((f) => `\n       ${f}`).join(""),
      )
    }
  } finally {
    browsers.light.kill()
    browsers.dark?.kill()
    stop()
  }
  return rows
}

async function report(rows: readonly Row[], started: number) {
  const failed = rows.filter((r) => r.failures.length > 0 && !advisoryOnly(r.failures, values["timing-advisory"]))
  const advisory = rows.filter((r) => r.failures.length > 0 && !failed.includes(r))
  const seconds = Math.round((Date.now() - started) / 1000)
  const out = resolve(root, values.out)
  await mkdir(dirname(out), { recursive: true })
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), seconds, protocol: http2 ? "h2" : "http/1.1", budgets, routes: rows }, null, 2)}\n`,
  )
  // A job of --jobs reports to its parent through that file; the parent prints the whole table.
  if (values.shard) return
  console.log(`\n${table(rows)}\n`)
  console.log(`Wrote ${out} (${rows.length} routes in ${seconds} s).`)
  // The plain closing line CI reads.
  for (const r of advisory)
    console.log(`timing budget missed (advisory): ${r.route} (${r.scheme}): ${r.failures.join("; ")}`)
  console.log(
    `audit: ${rows.length - failed.length - advisory.length} passed, ${failed.length} failed` +
      (advisory.length > 0 ? `, ${advisory.length} missed only timing budgets (advisory)` : ""),
  )
  if (failed.length > 0) process.exitCode = 1
}

await main()
