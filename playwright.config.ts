import { availableParallelism } from "node:os"

import { defineConfig, devices } from "@playwright/test"

import { basePath } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "./tests/chromium"

// Test servers stay out of 4321–4330: `astro dev` takes 4321 and, when that is busy, the next free
// port above it, so a dev server would otherwise answer the tests.
const port = Number(process.env.E2E_PORT ?? 4390)

export default defineConfig({
  testDir: "tests/e2e",
  // Separate output folders let two runs (two checkouts, two builds) proceed side by side.
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  fullyParallel: true,
  // At least two: Playwright's default (half the cores) is one worker on a 2-core machine.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // No retries: a test that passes only the second time is a flaky test, and it fails the run.
  retries: 0,
  reporter: [["list"], ["./tests/e2e/summary-reporter.ts"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
  },
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
    command: `node scripts/serve.ts --port ${port} --host 127.0.0.1 --root ${process.env.DIST_DIR ?? "dist"}`,
    url: `http://127.0.0.1:${port}${basePath}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
