/**
 * Generated cover art: one entry per image, drawn deterministically from its seed at build
 * (src/lib/art/cover.ts). Content refers to covers by key; a key that is not here fails the build.
 * (Read by the art integration too, so it only uses relative imports.)
 */
import type { CoverSpec } from "../lib/art/cover.ts"

export const covers = {
  "work-fintech-app": { seed: "fintech-app", hue: 245, motif: "panels" },
  "work-botanical-brand": { seed: "botanical-brand", hue: 150, motif: "bloom" },
  "work-travel-site": { seed: "travel-site", hue: 200, motif: "waves" },
  "work-music-festival": { seed: "music-festival", hue: 320, motif: "orbit" },
  "work-architecture": { seed: "architecture-studio", hue: 30, motif: "tiles" },
  "work-saas-dashboard": { seed: "saas-dashboard", hue: 265, motif: "panels" },
} as const satisfies Record<string, CoverSpec>

export type CoverId = keyof typeof covers
