import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"

import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"
import { editedContent } from "../support/edited-content"
import { freePort } from "../support/free-port"

/**
 * The configured build (`npm run test:configured`): one build of the site with what the production
 * build leaves off, checked in a browser against one local stub server (stub.ts) that stands in for
 * both the form endpoint and the analytics tool, on one origin:
 *
 * - FORMS_ENDPOINT_BASE (src/data/forms.ts) posts every message form to the stub: forms.spec.ts;
 * - ANALYTICS_TEST=ga4 and ANALYTICS_ENDPOINT_BASE (src/lib/analytics.ts) measure with GA4, its
 *   script and reports pointed at the stub: analytics.spec.ts;
 * - CONTENT_DIR is the content the editor suite saved (tests/e2e-cms, into the folder
 *   tests/support/edited-content.ts names), when that folder exists: the build validates every
 *   entry with the collections' schemas, and editor-content.spec.ts checks the pages show the
 *   edits. Without it the build uses src/content and those checks skip, saying so.
 *
 * The build goes into a folder of its own under /tmp, without compressed copies, with a content
 * store of its own (another content folder must not share it) that starts from the checkout's
 * encoded pictures and share images, so those are not made again.
 *
 * Plausible cannot share a build with GA4, so plausible.spec.ts runs only with CONFIGURED_TOOL=plausible,
 * on a build measuring with Plausible. CONFIGURED_DIST=<folder> serves a build made beforehand
 * instead of building: the buyer's scenarios (tests/scenarios) build their copy of the project with
 * `ANALYTICS_TEST=plausible ANALYTICS_ENDPOINT_BASE=http://127.0.0.1:<port>` and then run, from the copy,
 *
 *   CONFIGURED_TOOL=plausible CONFIGURED_DIST=<the copy's build> \
 *     node_modules/.bin/playwright test -c tests/e2e-configured/playwright.config.ts
 *
 * The stub then listens on the port the build names (read from its Content-Security-Policy, or
 * CONFIGURED_STUB_PORT). Ports are otherwise free ports chosen here, passed on in the environment
 * so the worker (which loads this file again) agrees with the build.
 */
const root = resolve(import.meta.dirname, "../..")
const tool = process.env.CONFIGURED_TOOL ?? "ga4"
if (tool !== "ga4" && tool !== "plausible") throw new Error(`CONFIGURED_TOOL is ga4 or plausible, not "${tool}"`)
const prebuilt = process.env.CONFIGURED_DIST ? resolve(process.env.CONFIGURED_DIST) : null
const dist = prebuilt ?? (tool === "ga4" ? "/tmp/dist-configured" : "/tmp/dist-configured-plausible")
const cache = `${dist}-astro-cache`
// Others build on the same machine: one astro build at a time.
const lock = "/tmp/astro-build.lock"

/** The port of the local server a build was made to talk to, as its home page's policy allows it. */
function stubPortOf(build: string): string {
  const home = join(build, "index.html")
  if (!existsSync(home)) throw new Error(`CONFIGURED_DIST: ${home} does not exist: build the site there first`)
  const port = /script-src [^;"]*http:\/\/127\.0\.0\.1:(\d+)/.exec(readFileSync(home, "utf8"))?.[1]
  if (!port)
    throw new Error(
      `CONFIGURED_DIST: ${build} allows no script from 127.0.0.1: build it with ANALYTICS_TEST and ANALYTICS_ENDPOINT_BASE=http://127.0.0.1:<port>, or set CONFIGURED_STUB_PORT`,
    )
  return port
}

process.env.CONFIGURED_SITE_PORT ??= String(process.env.E2E_PORT ?? (await freePort()))
process.env.CONFIGURED_STUB_PORT ??= prebuilt ? stubPortOf(prebuilt) : String(await freePort())
// Which content the build is made from; editor-content.spec.ts reads it. Unknown for a prebuilt one.
process.env.CONFIGURED_CONTENT_DIR ??= prebuilt
  ? ""
  : existsSync(editedContent)
    ? editedContent
    : join(root, "src/content")
if (!prebuilt && !process.env.CONFIGURED_CACHE && process.env.CONFIGURED_CONTENT_DIR !== editedContent)
  console.log(
    `No ${editedContent}: building src/content; the editor's saved-content checks skip (run npm run test:cms first)`,
  )
const sitePort = Number(process.env.CONFIGURED_SITE_PORT)
const stubOrigin = `http://127.0.0.1:${process.env.CONFIGURED_STUB_PORT}`
// The shared browser helpers (tests/support/dist.ts) check the build they are pointed at.
process.env.DIST_DIR = dist

// A fresh content store, seeded with the checkout's picture caches: once, before the build (the
// worker loads this file again, and finds it done).
if (!prebuilt && process.env.CONFIGURED_CACHE !== cache) {
  process.env.CONFIGURED_CACHE = cache
  rmSync(cache, { recursive: true, force: true })
  mkdirSync(cache, { recursive: true })
  for (const name of ["assets", "share-images"]) {
    const from = join(root, "node_modules/.astro", name)
    // Under the build lock: a build running meanwhile may be writing these.
    if (existsSync(from)) execFileSync("flock", [lock, "cp", "-R", from, join(cache, name)])
  }
}

const serve = `node scripts/serve.ts --port ${sitePort} --host 127.0.0.1 --root ${dist}`

export default defineConfig({
  testDir: ".",
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-configured` : "../../test-results/configured",
  // One worker: the stub listens on one port and records what each test sent.
  workers: 1,
  // No retries: a test that passes only the second time is a flaky test, and it fails the run.
  retries: 0,
  reporter: [["list"], ["../e2e/summary-reporter.ts"]],
  timeout: 30_000,
  projects: [
    {
      name: tool,
      ...(tool === "plausible" ? { testMatch: "plausible.spec.ts" } : { testIgnore: "plausible.spec.ts" }),
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${sitePort}`,
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: prebuilt ? serve : `flock ${lock} node_modules/.bin/astro build && ${serve}`,
    cwd: root,
    env: prebuilt
      ? {}
      : {
          FORMS_ENDPOINT_BASE: stubOrigin,
          ANALYTICS_TEST: tool,
          ANALYTICS_ENDPOINT_BASE: stubOrigin,
          CONTENT_DIR: process.env.CONFIGURED_CONTENT_DIR,
          DIST_DIR: dist,
          // A behaviour suite: the compressed copies (a minute of brotli on two cores) are left out.
          PRECOMPRESS: "off",
          ASTRO_CACHE_DIR: cache,
        },
    url: `http://127.0.0.1:${sitePort}${basePath}`,
    reuseExistingServer: false,
    // The build (art, share images, search index) is most of the run, after any other build's turn.
    timeout: 600_000,
    stdout: "ignore",
  },
})
