import { readFile } from "node:fs/promises"

import sharp from "sharp"

import { site } from "#/config/site.ts"
import { marks, type BrandMark } from "#/lib/art/logo-marks.ts"
import { accentColors, shareCardSize, shareCardSvg } from "#/lib/share-card.ts"
import type { ShareCardSpec } from "#/lib/seo.ts"
import { buildCache } from "./build-cache.ts"
import type { Step } from "./post-build.ts"

/** zlib level 6: level 9 took 60% longer for files 17% smaller, which only link previews fetch. */
const pngOptions = { compressionLevel: 6 }

function checkSpec(spec: ShareCardSpec, page: string): ShareCardSpec {
  if (!(spec.mark in marks)) throw new Error(`${page}: unknown brand mark "${spec.mark}"`)
  if (!/^\/og\/[\w/-]+\.png$/.test(spec.image)) throw new Error(`${page}: unexpected share image path "${spec.image}"`)
  return spec
}

/**
 * Each page's share image (Open Graph and Twitter card), made after the build from the card the
 * base layout recorded while rendering the page (title, brand, accent, image path, the one og:image
 * names; src/lib/build-manifest.ts): this step draws the card (src/lib/share-card.ts) in the
 * brand's accent from global.css and writes it where og:image points.
 */
export const shareImages: Step = {
  name: "share-images",
  async run({ files, records, config, logger }) {
    const ramps = accentColors(await readFile(new URL("src/styles/global.css", config.root), "utf8"))
    const host = new URL(site.url).host
    const cards = new Map<string, ShareCardSpec>()
    for (const [page, { shareCard }] of records) {
      const spec = checkSpec(shareCard, page)
      const previous = cards.get(spec.image)
      if (previous && JSON.stringify(previous) !== JSON.stringify(spec))
        throw new Error(`${page}: two different pages share the image ${spec.image}`)
      cards.set(spec.image, spec)
    }
    // No card at all would be pages rendered where the records do not reach (src/lib/build-manifest.ts).
    if (cards.size === 0) throw new Error("no page recorded a share card: were the pages rendered in another process?")
    // A card is redrawn only when its picture changed (title, brand, colours, typeface drawing).
    const cache = await buildCache(config.cacheDir, "share-images", JSON.stringify({ shareCardSize, pngOptions }))
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
        const png = await cache.get(svg, "png", () =>
          sharp(Buffer.from(svg)).resize(shareCardSize.width, shareCardSize.height).png(pngOptions).toBuffer(),
        )
        files.write(spec.image.slice(1), png)
      }),
    )
    const { made, reused } = await cache.prune()
    logger.info(`drew ${cards.size} share images (${made} drawn now, ${reused} from earlier builds)`)
  },
}
