/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config"

// Whole builds of fixture content: slow, so apart from the unit tests (npm run test:build).
export default getViteConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    reporters: ["default"],
    // One build at a time: each uses both cores.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
