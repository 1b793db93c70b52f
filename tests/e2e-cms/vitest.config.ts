/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config"

// Run by cms.spec.ts (CONTENT_DIR: the copy the editor saved to), not by `npm run test:unit`.
export default getViteConfig({ test: { include: ["tests/e2e-cms/*.test.ts"], reporters: ["default"] } })
