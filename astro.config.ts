import mdx from "@astrojs/mdx"
import react from "@astrojs/react"
import sitemap from "@astrojs/sitemap"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, fontProviders } from "astro/config"

import { generatedArt } from "./integrations/generated-art.ts"
import { searchIndex } from "./integrations/search-index.ts"
import { site } from "./src/data/site.ts"

export default defineConfig({
  site: site.url,
  // DIST_DIR lets two checkouts' builds (or two people's) run side by side without sharing dist/.
  outDir: process.env.DIST_DIR ?? "./dist",
  // Directory-style URLs: /about/ is served from about/index.html, on any static host.
  trailingSlash: "always",
  build: { format: "directory" },
  integrations: [
    generatedArt(),
    react(),
    mdx(),
    searchIndex(),
    sitemap({
      // /home duplicates / and declares it canonical; the 404 page is not a page to index.
      filter: (page) => !/\/(home|404)\/?$/.test(new URL(page).pathname),
    }),
  ],
  // The only SVG sources are the project's own generated art (integrations/generated-art.ts), so
  // rasterising them to WebP is safe; never point this at SVGs you did not make.
  image: { dangerouslyProcessSVG: true },
  vite: { plugins: [tailwindcss()] },
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Inter",
      cssVariable: "--font-body",
      fallbacks: ["sans-serif"],
      options: {
        variants: [
          {
            src: ["@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"],
            weight: "100 900",
            style: "normal",
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: "Plus Jakarta Sans",
      cssVariable: "--font-heading",
      fallbacks: ["sans-serif"],
      options: {
        variants: [
          {
            src: ["@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"],
            weight: "200 800",
            style: "normal",
          },
        ],
      },
    },
  ],
})
