/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config"

// Astro's Vite config, so unit tests can import data modules that use astro:assets.
export default getViteConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    reporters: ["default"],
  },
})
