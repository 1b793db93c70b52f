import { defineConfig } from "vitest/config"

/*
 * The buyer scenarios (npm run test:scenarios): one copy of the project changed as a buyer would,
 * built once, and checked. Plain Vitest: the suite imports no astro: module, and runs Astro, the
 * static checks and the browser suites in the copy as child processes.
 */
export default defineConfig({
  test: {
    include: ["tests/scenarios/**/*.test.ts"],
    reporters: ["default"],
    // One file at a time: the copy's build and its checks use both cores.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
})
