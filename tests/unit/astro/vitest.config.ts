/// <reference types="vitest/config" />
import { join } from "node:path"

import { getViteConfig } from "astro/config"

// Unit tests of code that imports astro:content, astro:assets or an .astro component: Astro's own
// Vite configuration resolves them (the project list is in the root vitest.config.ts). Its root is
// the project's, where the Astro configuration and the site's own paths (/src/…) start.
export default getViteConfig({
  root: join(import.meta.dirname, "../../.."),
  test: { name: "astro", root: join(import.meta.dirname, "../../.."), include: ["tests/unit/astro/*.test.ts"] },
})
