import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"
import { freePort } from "../support/free-port"

/**
 * The forms against a real endpoint (`npm run test:forms`). The site is built once, into its own
 * folder, with FORMS_ENDPOINT_BASE pointing every message form at a local HTTP server that
 * forms.spec.ts starts, so the tests see what really arrives. Both ports are free ports chosen here;
 * they go into the environment so the workers (which load this file again) agree with the build.
 */
process.env.FORMS_SITE_PORT ??= String(process.env.E2E_PORT ?? (await freePort()))
process.env.FORMS_ENDPOINT_PORT ??= String(await freePort())
const sitePort = Number(process.env.FORMS_SITE_PORT)
const dist = process.env.DIST_DIR ?? "/tmp/dist-forms"
const endpointBase = `http://127.0.0.1:${process.env.FORMS_ENDPOINT_PORT}`
// Others build on the same machine: one astro build at a time, or both crawl on two cores.
const build = `flock /tmp/astro-build.lock npx astro build`

export default defineConfig({
  testDir: ".",
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-forms` : "../../test-results/forms",
  // One worker: the spec's endpoint server listens on one port and records what each test sent.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["../e2e/summary-reporter.ts"]],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${sitePort}`, trace: "on-first-retry" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: `${build} && node scripts/serve.ts --port ${sitePort} --host 127.0.0.1 --root ${dist}`,
    cwd: "../..",
    // A behaviour suite: the compressed copies (a minute of brotli on two cores) are left out.
    env: { FORMS_ENDPOINT_BASE: endpointBase, DIST_DIR: dist, PRECOMPRESS: "off" },
    url: `http://127.0.0.1:${sitePort}${basePath}`,
    reuseExistingServer: false,
    // The build (art, share images, search index) is most of the run.
    timeout: 240_000,
    stdout: "ignore",
  },
})
