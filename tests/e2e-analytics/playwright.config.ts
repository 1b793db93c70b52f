import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"
import { freePort } from "../support/free-port"

/**
 * Analytics against a stub of each tool (`npm run test:analytics`). The site is built twice, each
 * into its own folder: with GA4 (needs consent; its forms post to the stub too, so a confirmed
 * submission can be counted) and with Plausible (cookieless). ANALYTICS_TEST and
 * ANALYTICS_ENDPOINT_BASE (src/lib/analytics.ts) point each tool's script and reports at a local
 * server that analytics.spec.ts starts. The main suite (tests/e2e) covers the default: no tool.
 * Ports are free ports chosen here and passed on in the environment so the workers agree with the
 * builds. ANALYTICS_REUSE_BUILD=1 serves the folders from an earlier run without building again.
 */
process.env.ANALYTICS_GA4_PORT ??= String(process.env.E2E_PORT ?? (await freePort()))
process.env.ANALYTICS_PLAUSIBLE_PORT ??= String(await freePort())
process.env.ANALYTICS_STUB_PORT ??= String(await freePort())
const stub = `http://127.0.0.1:${process.env.ANALYTICS_STUB_PORT}`
// Others build on the same machine: one astro build at a time.
const build = process.env.ANALYTICS_REUSE_BUILD ? "true" : "flock /tmp/astro-build.lock npx astro build"

const sites = {
  ga4: {
    port: Number(process.env.ANALYTICS_GA4_PORT),
    dist: "/tmp/dist-analytics-ga4",
    env: { FORMS_ENDPOINT_BASE: `${stub}/forms` },
  },
  plausible: { port: Number(process.env.ANALYTICS_PLAUSIBLE_PORT), dist: "/tmp/dist-analytics-plausible", env: {} },
} as const

// The shared browser helpers (tests/e2e/csp-watch.ts) check the build they are pointed at.
process.env.DIST_DIR = sites.ga4.dist

export default defineConfig({
  testDir: ".",
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-analytics` : "../../test-results/analytics",
  // One worker: the stub server listens on one port and records what each test sent.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["../e2e/summary-reporter.ts"]],
  timeout: 30_000,
  use: { trace: "on-first-retry" },
  projects: Object.entries(sites).map(([tool, site]) => ({
    name: tool,
    grep: new RegExp(`@${tool}\\b`),
    use: {
      ...devices["Desktop Chrome"],
      baseURL: `http://127.0.0.1:${site.port}`,
      launchOptions: chromiumLaunchOptions,
    },
  })),
  webServer: Object.entries(sites).map(([tool, site]) => ({
    command: `${build} && node scripts/serve.ts --port ${site.port} --host 127.0.0.1 --root ${site.dist}`,
    cwd: "../..",
    // A behaviour suite: the compressed copies (a minute of brotli on two cores) are left out.
    env: { ...site.env, ANALYTICS_TEST: tool, ANALYTICS_ENDPOINT_BASE: stub, DIST_DIR: site.dist, PRECOMPRESS: "off" },
    url: `http://127.0.0.1:${site.port}${basePath}`,
    reuseExistingServer: false,
    timeout: 480_000,
    stdout: "ignore" as const,
  })),
})
