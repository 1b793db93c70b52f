import mdx from "@astrojs/mdx"
import react from "@astrojs/react"
import sitemap from "@astrojs/sitemap"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, fontProviders } from "astro/config"

import { astroCsp } from "./deploy/csp.ts"
import { cmsAdminDev } from "./integrations/cms-admin.ts"
import { generatedArt } from "./integrations/generated-art.ts"
import { hydrationDirectives } from "./integrations/hydration-directives.ts"
import { postBuild } from "./integrations/post-build.ts"
import { siteAddress } from "./integrations/site-address.ts"
import { allFonts, fontFile } from "#/config/fonts.ts"
import { site } from "#/config/site.ts"
import { defaultLocale, localeCodes, locales } from "#/i18n/locales.ts"
import { pageRecords } from "#/lib/build-manifest.ts"
import { codeClasses } from "#/lib/code-highlight.ts"
import { inSitemap } from "#/lib/seo.ts"
import { basePath, sitePath } from "#/lib/url.ts"

const isMdxHeadInjectDirective = (log: { code?: string; message: string; id?: string }) =>
  log.code === "MODULE_LEVEL_DIRECTIVE" &&
  log.message.includes('"use astro:head-inject"') &&
  /\.mdx\?astroPropagatedAssets/.test(log.id ?? log.message)

export default defineConfig({
  site: site.url,
  // A site.url with a sub-path (https://acme.github.io/lumora/) serves every page under it; links go
  // through src/lib/url.ts, which reads the same address.
  base: basePath,
  // DIST_DIR lets two checkouts' builds (or two people's) run side by side without sharing dist/.
  outDir: process.env.DIST_DIR ?? "./dist",
  // ASTRO_CACHE_DIR keeps a test's fixture build (other content) from sharing the content store of this one.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? "./node_modules/.astro",
  // Directory-style URLs: /about/ is served from about/index.html, on any static host.
  trailingSlash: "always",
  build: { format: "directory" },
  // English at the root, every other language under its code (/de/, /ar/): src/i18n/locales.ts.
  i18n: { locales: localeCodes, defaultLocale, routing: { prefixDefaultLocale: false } },
  integrations: [
    // Stops a build given a base or site of its own (--base, --site): the address is site.url's alone.
    siteAddress(),
    generatedArt(),
    react(),
    // client:interaction, for islands that wait for a visitor to reach for them (forms, video), and
    // client:settled, for the rest, which wait until the page has loaded and been painted.
    hydrationDirectives(),
    mdx(),
    // The content editor's files at /admin/ under `astro dev` (the build writes them: post-build.ts).
    cmsAdminDev(),
    // Every page but duplicates (/home/, the featured item pages) and the 404 page; lastmod from the
    // content date each page recorded while it rendered (src/lib/build-manifest.ts).
    sitemap({
      filter: inSitemap,
      // Each translated page lists its versions in the other languages (xhtml:link hreflang).
      i18n: {
        defaultLocale,
        locales: Object.fromEntries(localeCodes.map((code) => [code, locales[code].lang])),
      },
      serialize: (item) => {
        const lastmod = pageRecords().get(sitePath(new URL(item.url).pathname))?.lastmod
        return lastmod ? { ...item, lastmod } : item
      },
    }),
    // Everything done to the output once the pages are written, in one order (search index, share
    // images, fonts, page stylesheets, host headers, compressed copies): integrations/post-build.ts.
    // Last, so that its compressed copies cover the sitemap too; it stops the build otherwise.
    postBuild(),
  ],
  // The only SVG sources are the project's own generated art (integrations/generated-art.ts), so
  // rasterising them to WebP is safe; never point this at SVGs you did not make.
  image: { dangerouslyProcessSVG: true },
  // Shiki at build, with colours as CSS variables that codeClasses turns into classes: its inline
  // style attributes would need 'unsafe-inline' styles, which the strict CSP does not allow.
  markdown: {
    syntaxHighlight: "shiki",
    shikiConfig: { theme: "css-variables", wrap: false, transformers: [codeClasses] },
  },
  // A per-page <meta> Content-Security-Policy with a hash of every inline script and style Astro
  // emits; the directives come from deploy/csp.ts, which the host headers read too (SECURITY.md).
  security: { csp: astroCsp },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // React and the few small helpers every island imports (cn, the glyphs) in one file: as
          // chunks of their own they were three more files, each a gzip stream and an import line in
          // every island (Home 10's islands: 76,950 -> 76,498 B gzip with the 75 KB budget at 76,800).
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/]react[\\/]|src[\\/]lib[\\/]cn\.ts|islands[\\/]glyphs\.tsx/ },
            ],
          },
        },
        onLog(level, log, handler) {
          // Astro wraps each MDX post (`*.mdx?astroPropagatedAssets`) in a module that starts with the
          // directive "use astro:head-inject". Astro reads it while transforming, before bundling, so
          // the bundler's warning that it "may not be preserved when bundling" is harmless (one per
          // post). Only that warning is dropped; every other log goes through.
          if (isMdxHeadInjectDirective(log)) return
          handler(level, log)
        },
      },
    },
  },
  // The typefaces of src/config/fonts.ts: the Latin file of each (and the Arabic one's Arabic file), with a
  // metric-matched fallback; the base layout loads and preloads those a page is set in.
  fonts: allFonts.map(({ cssVariable, font }) => {
    const subsets = font.subsets ?? [{ name: "latin", unicodeRange: undefined }]
    return {
      provider: fontProviders.local(),
      name: font.family,
      cssVariable,
      fallbacks: [font.serif ? "serif" : "sans-serif"],
      // A font that is not there for the first paint (a slow network, a busy phone) is not swapped in
      // later: the page keeps the metric-matched fallback until the next page, which has the font
      // cached. Swapping moves every line whose width changes (measured: the hero heading of the
      // home page, CLS 0.0005, when its font came after the first paint).
      display: "optional",
      options: {
        variants: subsets.map((subset) => ({
          src: [fontFile(font, subset.name)] as [string],
          weight: font.weight,
          style: "normal" as const,
          ...(subset.unicodeRange ? { unicodeRange: [subset.unicodeRange] as [string] } : {}),
        })) as [{ src: [string]; weight: string; style: "normal" }],
      },
    }
  }),
})
