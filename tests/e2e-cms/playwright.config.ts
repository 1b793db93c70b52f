import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"

/**
 * The content editor in a real browser (`npm run test:cms`): the site is built into its own folder
 * and served on E2E_PORT (4393 by default), and cms.spec.ts drives Sveltia CMS at /admin/ in its
 * local-repository workflow, then builds what it saved.
 */
const port = Number(process.env.E2E_PORT ?? 4393)
const dist = process.env.CMS_DIST_DIR ?? "/tmp/dist-cms"
// Others build on the same machine: one astro build at a time.
const build = `flock /tmp/astro-build.lock npx astro build`

export default defineConfig({
  testDir: ".",
  // saved-entries.test.ts is Vitest's, run by cms.spec.ts.
  testMatch: "*.spec.ts",
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-cms` : "../../test-results/cms",
  // One worker: each test builds the content it saved, and builds take turns anyway.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["../e2e/summary-reporter.ts"]],
  // A test edits in the editor, then builds the site from what it saved (one to three minutes).
  timeout: 420_000,
  // The editor is a large app: on a busy two-core machine its steps take seconds.
  expect: { timeout: 30_000 },
  use: { baseURL: `http://127.0.0.1:${port}`, trace: "retain-on-failure" },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `${build} && node scripts/serve.ts --port ${port} --host 127.0.0.1 --root ${dist}`,
    cwd: "../..",
    // A behaviour suite: the compressed copies (a minute of brotli on two cores) are left out.
    env: { DIST_DIR: dist, PRECOMPRESS: "off" },
    url: `http://127.0.0.1:${port}${basePath}admin/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
  },
})
