import { existsSync } from "node:fs"
import { join, resolve } from "node:path"

import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"
import { freePort } from "../support/free-port"

/**
 * The content editor in a real browser (`npm run test:cms`): cms.spec.ts drives Sveltia CMS at
 * /admin/ in its local-repository workflow and keeps what it saves in the folder
 * tests/support/edited-content.ts names, which the configured build (tests/e2e-configured) then
 * builds and checks. /admin/ is the same in every build, so this suite builds nothing: it serves the
 * production build (dist/, or DIST_DIR) on a free port, passed on in the environment so the worker
 * (which loads this file again) agrees.
 */
process.env.CMS_SITE_PORT ??= String(process.env.E2E_PORT ?? (await freePort()))
const port = Number(process.env.CMS_SITE_PORT)
const dist = resolve(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist")
// Said by the server command rather than thrown here: npm run check's knip loads this file on a
// checkout that has no build yet.
const missing = existsSync(join(dist, "admin/index.html"))
  ? null
  : `${dist} has no admin/index.html: run npm run build first (or point DIST_DIR at a build)`

export default defineConfig({
  testDir: ".",
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-cms` : "../../test-results/cms",
  // One worker: the tests edit one copy of the content in turn, each building on the last.
  workers: 1,
  // No retries: a test that passes only the second time is a flaky test, and it fails the run.
  retries: 0,
  reporter: [["list"], ["../e2e/summary-reporter.ts"]],
  // The editor is a large app: on a busy two-core machine a whole edit takes a minute or more.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: { baseURL: `http://127.0.0.1:${port}`, trace: "retain-on-failure" },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: missing
      ? `node -e 'console.error(${JSON.stringify(missing)}); process.exit(1)'`
      : `node scripts/serve.ts --port ${port} --host 127.0.0.1 --root ${dist}`,
    cwd: "../..",
    url: `http://127.0.0.1:${port}${basePath}admin/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
  },
})
