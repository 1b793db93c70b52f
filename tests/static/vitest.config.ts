import { defineConfig } from "vitest/config"

/*
 * The static checks over the build (npm run test:static, after npm run build): plain Vitest, without
 * Astro's pipeline, since they read dist/ and import no astro: module. One worker without isolation,
 * so the pages are read and parsed once (tests/static/pages.ts) for every file.
 */
export default defineConfig({
  test: {
    include: ["tests/static/**/*.test.ts"],
    isolate: false,
    fileParallelism: false,
    maxWorkers: 1,
    // The first check to ask for the pages waits for all of them to be read and parsed.
    testTimeout: 60_000,
    reporters: ["default"],
  },
})
