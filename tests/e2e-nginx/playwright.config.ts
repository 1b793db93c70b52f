import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../chromium"

/**
 * The built site behind real nginx (`npm run test:nginx`, after `npm run build`): global-setup.ts
 * starts nginx with the generated configuration on this loopback port and stops it at the end. The
 * port is above the range `astro dev` falls back into (4321, then 4322, …).
 */
const port = Number(process.env.NGINX_PORT ?? process.env.E2E_PORT ?? 4391)

export default defineConfig({
  testDir: ".",
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-nginx` : "../../test-results/nginx",
  globalSetup: "./global-setup.ts",
  // One at a time: the load check must not share the CPU with the other tests.
  workers: 1,
  // No retries: a test that passes only the second time is a flaky test, and it fails the run.
  retries: 0,
  reporter: [["list"], ["../e2e/summary-reporter.ts"]],
  timeout: 90_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
  },
  projects: [
    { name: "http", testMatch: "http.spec.ts" },
    {
      name: "browser",
      testMatch: "browser.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
    // The crawl proves a sub-path deploy (every address under the base, nothing outside it). At a
    // domain's root every page is reached from the home page over the build (tests/static/content.test.ts)
    // and loaded in the browser sweep (tests/e2e/sweep.spec.ts).
    ...(basePath === "/"
      ? []
      : [
          {
            name: "crawl",
            testMatch: "crawl.spec.ts",
            use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
          },
        ]),
    { name: "load", testMatch: "load.spec.ts" },
  ],
})
