import mdx from "@astrojs/mdx"
import react from "@astrojs/react"
import sitemap from "@astrojs/sitemap"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, fontProviders } from "astro/config"

import { astroCsp } from "./deploy/csp.ts"
import { generatedArt } from "./integrations/generated-art.ts"
import { hostHeaders } from "./integrations/host-headers.ts"
import { interactionDirective } from "./integrations/interaction-directive.ts"
import { pageDates } from "./integrations/page-dates.ts"
import { searchIndex } from "./integrations/search-index.ts"
import { shareImages } from "./integrations/share-images.ts"
import { site } from "./src/data/site.ts"
import { inSitemap } from "./src/lib/seo.ts"

const dates = pageDates()

export default defineConfig({
  site: site.url,
  // DIST_DIR lets two checkouts' builds (or two people's) run side by side without sharing dist/.
  outDir: process.env.DIST_DIR ?? "./dist",
  // ASTRO_CACHE_DIR keeps a test's fixture build (other content) from sharing the content store of this one.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? "./node_modules/.astro",
  // Directory-style URLs: /about/ is served from about/index.html, on any static host.
  trailingSlash: "always",
  build: { format: "directory" },
  integrations: [
    generatedArt(),
    react(),
    // client:interaction, for islands that wait for a visitor to reach for them (forms, video).
    interactionDirective(),
    mdx(),
    searchIndex(),
    // Draws each page's share image after the build (the layout names it in og:image).
    shareImages(),
    // After the build: _headers/_redirects for Netlify and Cloudflare Pages, and a CSP check per page.
    hostHeaders(),
    // Reads each page's content date (and removes the build-only meta) for the sitemap's lastmod.
    dates.integration,
    // Every page but duplicates (/home/, the featured item pages) and the 404 page; lastmod from content dates.
    sitemap({
      filter: inSitemap,
      serialize: (item) => {
        const lastmod = dates.lastmod(new URL(item.url).pathname)
        return lastmod ? { ...item, lastmod } : item
      },
    }),
  ],
  // The only SVG sources are the project's own generated art (integrations/generated-art.ts), so
  // rasterising them to WebP is safe; never point this at SVGs you did not make.
  image: { dangerouslyProcessSVG: true },
  // Prism marks code blocks in posts with classes; Shiki writes inline style attributes, which the
  // strict CSP (no 'unsafe-inline' styles) would block.
  markdown: { syntaxHighlight: "prism" },
  // A per-page <meta> Content-Security-Policy with a hash of every inline script and style Astro
  // emits; the directives come from deploy/csp.ts, which the host headers read too (SECURITY.md).
  security: { csp: astroCsp },
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
