import { defineConfig } from "vitest/config"

/*
 * The unit tests (npm run test:unit). Most import plain TypeScript and React and run on Vitest
 * alone, without Astro's build pipeline, which costs each test file seconds of start-up. Those
 * that import an astro: module (the content collections, astro:assets) or an .astro component
 * live in tests/unit/astro/ and run through Astro's own Vite configuration (its config file).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], exclude: ["tests/unit/astro/**"] } },
      "tests/unit/astro/vitest.config.ts",
    ],
    reporters: ["default"],
  },
})
