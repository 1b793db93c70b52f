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
  "work-coffee-roastery": { seed: "ember-oak-coffee", hue: 22, motif: "bloom" },
  "work-aquarium-installation": { seed: "tidewater-aquarium", hue: 188, motif: "orbit" },
  "work-health-portal": { seed: "pulse-health-portal", hue: 168, motif: "panels" },
  "work-bike-campaign": { seed: "kinetic-bikes", hue: 352, motif: "waves" },
  "work-type-foundry": { seed: "quarry-type", hue: 48, motif: "tiles" },
  "work-credit-union": { seed: "harbor-credit-union", hue: 212, motif: "tiles" },
  "work-northwind-flows": { seed: "northwind-flows", hue: 232, motif: "panels" },
  "work-northwind-mobile": { seed: "northwind-mobile", hue: 280, motif: "orbit" },
  "about-studio-film": { seed: "about-studio-film", hue: 345, motif: "waves" },
  "about-workshop-wall": { seed: "about-workshop-wall", hue: 262, motif: "tiles" },
  "about-prototype-lab": { seed: "about-prototype-lab", hue: 175, motif: "bloom" },
  "blog-design-systems": { seed: "blog-design-systems", hue: 255, motif: "panels" },
  "blog-brand-refresh": { seed: "blog-brand-refresh", hue: 330, motif: "bloom" },
  "blog-project-brief": { seed: "blog-project-brief", hue: 38, motif: "tiles" },
  "blog-usability-tests": { seed: "blog-usability-tests", hue: 190, motif: "orbit" },
  "blog-type-pairing": { seed: "blog-type-pairing", hue: 285, motif: "waves" },
  "blog-onboarding": { seed: "blog-onboarding", hue: 160, motif: "panels" },
  "blog-pricing-pages": { seed: "blog-pricing-pages", hue: 215, motif: "tiles" },
  "blog-accessibility": { seed: "blog-accessibility", hue: 125, motif: "orbit" },
  "blog-naming-workshop": { seed: "blog-naming-workshop", hue: 12, motif: "bloom" },
  "service-process-film": { seed: "service-process-film", hue: 262, motif: "orbit" },
  "service-website-build": { seed: "service-website-build", hue: 228, motif: "panels" },
  "service-brand-strategy": { seed: "service-brand-strategy", hue: 305, motif: "bloom" },
  "service-product-design": { seed: "service-product-design", hue: 275, motif: "tiles" },
  "service-apps": { seed: "service-apps", hue: 195, motif: "panels" },
  "service-seo-content": { seed: "service-seo-content", hue: 140, motif: "waves" },
  "service-growth-analytics": { seed: "service-growth-analytics", hue: 60, motif: "orbit" },
  "chat-product-tour": { seed: "parley-product-tour", hue: 186, motif: "waves" },
  "fitness-class-hiit": { seed: "stride-class-hiit", hue: 18, motif: "orbit" },
  "fitness-class-yoga": { seed: "stride-class-yoga", hue: 155, motif: "bloom" },
  "fitness-class-run": { seed: "stride-class-run", hue: 205, motif: "waves" },
  "course-digital-marketing": { seed: "learnwise-digital-marketing", hue: 292, motif: "panels" },
  "course-photography": { seed: "learnwise-photography", hue: 25, motif: "orbit" },
  "course-video-editing": { seed: "learnwise-video-editing", hue: 340, motif: "waves" },
  "course-art-music": { seed: "learnwise-art-music", hue: 48, motif: "bloom" },
  "course-lifestyle": { seed: "learnwise-lifestyle", hue: 150, motif: "tiles" },
  "course-ui-ux": { seed: "learnwise-ui-ux", hue: 215, motif: "panels" },
  "writer-demo-film": { seed: "inkwell-demo-film", hue: 325, motif: "waves" },
  "consulting-client-film": { seed: "meridian-client-film", hue: 232, motif: "waves" },
} as const satisfies Record<string, CoverSpec>

export type CoverId = keyof typeof covers
