import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"
import sharp from "sharp"

import { site } from "../src/config/site.ts"
import { marks, type BrandMark } from "../src/lib/art/logo-marks.ts"
import { decodeEntities } from "../src/lib/html-entities.ts"
import { accentColors, shareCardSize, shareCardSvg } from "../src/lib/share-card.ts"
import { shareCardAttribute, type ShareCardSpec } from "../src/lib/seo.ts"
import { buildCache } from "./build-cache.ts"

/** zlib level 6: level 9 took 60% longer for files 17% smaller, which only link previews fetch. */
const pngOptions = { compressionLevel: 6 }

/** `<meta name="share-card" content="{…}">`, as the base layout writes it. */
const specTag = new RegExp(`<meta name="${shareCardAttribute}" content="([^"]*)"\\s*/?>`)

function readSpec(html: string, file: string): ShareCardSpec | null {
  const found = specTag.exec(html)
  if (!found) return null
  const spec = JSON.parse(decodeEntities(found[1] ?? "")) as ShareCardSpec
  if (!(spec.mark in marks)) throw new Error(`${file}: unknown brand mark "${spec.mark}"`)
  if (!/^\/og\/[\w/-]+\.png$/.test(spec.image)) throw new Error(`${file}: unexpected share image path "${spec.image}"`)
  return spec
}

/**
 * Each page's share image (Open Graph and Twitter card), made after the build from what the page
 * declares: the base layout writes a `share-card` meta (title, brand, accent, image path) next to
 * og:image; this hook draws the card (src/lib/share-card.ts) in the brand's accent from global.css,
 * writes it where og:image points, and removes the meta so no build detail reaches the visitor.
 */
export function shareImages(): AstroIntegration {
  let root: URL
  let cacheDir: URL
  return {
    name: "share-images",
    hooks: {
      "astro:config:done": ({ config }) => {
        root = config.root
        cacheDir = config.cacheDir
      },
      "astro:build:done": async ({ dir, logger }) => {
        const ramps = accentColors(await readFile(new URL("src/styles/global.css", root), "utf8"))
        const host = new URL(site.url).host
        const outDir = fileURLToPath(dir)
        const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".html"))
        const cards = new Map<string, ShareCardSpec>()
        // A card is redrawn only when its picture changed (title, brand, colours, typeface drawing).
        const cache = await buildCache(cacheDir, "share-images", JSON.stringify({ shareCardSize, pngOptions }))
        for (const file of files) {
          const url = new URL(file, dir)
          const html = await readFile(url, "utf8")
          const spec = readSpec(html, file)
          if (!spec) continue
          const previous = cards.get(spec.image)
          if (previous && JSON.stringify(previous) !== JSON.stringify(spec))
            throw new Error(`${file}: two different pages share the image ${spec.image}`)
          cards.set(spec.image, spec)
          await writeFile(url, html.replace(specTag, ""))
        }
        await Promise.all(
          [...cards.values()].map(async (spec) => {
            const colors = ramps.get(spec.accent)
            if (!colors) throw new Error(`No accent "${spec.accent}" in src/styles/global.css for ${spec.image}`)
            const svg = shareCardSvg({
              title: spec.title,
              brandName: spec.brand,
              mark: spec.mark as BrandMark,
              colors,
              host,
            })
            const target = new URL(`.${spec.image}`, dir)
            await mkdir(dirname(fileURLToPath(target)), { recursive: true })
            const png = await cache.get(svg, "png", () =>
              sharp(Buffer.from(svg)).resize(shareCardSize.width, shareCardSize.height).png(pngOptions).toBuffer(),
            )
            await writeFile(target, png)
          }),
        )
        const { made, reused } = await cache.prune()
        logger.info(`drew ${cards.size} share images (${made} drawn now, ${reused} from earlier builds)`)
      },
    },
  }
}
