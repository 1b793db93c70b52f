import { mkdir, readFile, writeFile } from "node:fs/promises"

import type { AstroIntegration } from "astro"
import sharp from "sharp"

import { covers } from "../src/data/art.ts"
import { people } from "../src/data/people.ts"
import { brand, site } from "../src/data/site.ts"
import { avatarSvg } from "../src/lib/art/avatar.ts"
import { coverSvg } from "../src/lib/art/cover.ts"
import { brandMarkSvg } from "../src/lib/art/brand-mark.ts"

/** Writes a file only when its content changed, so the dev server does not reload for nothing. */
async function writeIfChanged(url: URL, content: string | Buffer): Promise<boolean> {
  const previous = await readFile(url).catch(() => null)
  if (previous && Buffer.compare(previous, Buffer.from(content)) === 0) return false
  await writeFile(url, content)
  return true
}

/**
 * The project's own imagery, generated before Astro reads any module: cover art and avatars as SVG
 * sources that astro:assets turns into sized WebP, and the favicon set from the brand mark.
 * Nothing is fetched; the same data always gives the same files.
 */
export async function generateArt(root: URL): Promise<number> {
  const assets = new URL("src/assets/generated/", root)
  const icons = new URL("public/icons/", root)
  await Promise.all([
    mkdir(new URL("covers/", assets), { recursive: true }),
    mkdir(new URL("avatars/", assets), { recursive: true }),
    mkdir(icons, { recursive: true }),
  ])

  const jobs: Promise<boolean>[] = []
  for (const [id, spec] of Object.entries(covers))
    jobs.push(writeIfChanged(new URL(`covers/${id}.svg`, assets), coverSvg(spec)))
  for (const [id, person] of Object.entries(people))
    jobs.push(writeIfChanged(new URL(`avatars/${id}.svg`, assets), avatarSvg(person.name)))

  const mark = brandMarkSvg(brand.mark, site.themeColor)
  jobs.push(writeIfChanged(new URL("favicon.svg", icons), mark))
  for (const size of [32, 180, 192, 512]) {
    const png = await sharp(Buffer.from(mark), { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer()
    jobs.push(writeIfChanged(new URL(`icon-${size}.png`, icons), png))
  }
  const written = await Promise.all(jobs)
  return written.filter(Boolean).length
}

export function generatedArt(): AstroIntegration {
  return {
    name: "generated-art",
    hooks: {
      "astro:config:setup": async ({ config, logger }) => {
        const count = await generateArt(config.root)
        if (count > 0) logger.info(`wrote ${count} generated image${count === 1 ? "" : "s"}`)
      },
    },
  }
}
