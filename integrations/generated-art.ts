import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { extname } from "node:path"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"
import sharp from "sharp"

import { covers } from "#/data/art.ts"
import { people } from "#/data/people.ts"
import { brand } from "#/config/site.ts"
import { avatarSvg } from "#/lib/art/avatar.ts"
import { coverSvg } from "#/lib/art/cover.ts"
import { brandMarkSvg } from "#/lib/art/brand-mark.ts"
import { markFileSvg, markNames } from "#/components/ui/third-party-marks.ts"
import { inkColors, themeColor } from "#/lib/theme-color.ts"
import type { Step } from "./post-build.ts"

/** Writes a file only when its content changed, so the dev server does not reload for nothing. */
async function writeIfChanged(url: URL, content: string | Buffer): Promise<boolean> {
  const previous = await readFile(url).catch(() => null)
  if (previous && Buffer.compare(previous, Buffer.from(content)) === 0) return false
  await writeFile(url, content)
  return true
}

/**
 * Where the favicon set is drawn: inside the ignored src/assets/generated/, not public/, so a build
 * never changes a tracked file (sharp's PNG bytes vary with its libvips version). The integration
 * serves the folder at /icons/ in dev and copies it to /icons/ in the build output.
 */
const iconsDir = (root: URL) => new URL("src/assets/generated/icons/", root)

const iconTypes: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png" }

/**
 * The project's own imagery, generated before Astro reads any module: cover art and avatars as SVG
 * sources that astro:assets turns into sized WebP, third-party marks as SVG files in the text's ink
 * (src/components/ui/mark-image.tsx), and the favicon set from the brand mark.
 * Nothing is fetched; the same data always gives the same files.
 */
export async function generateArt(root: URL): Promise<number> {
  const assets = new URL("src/assets/generated/", root)
  const icons = iconsDir(root)
  await Promise.all([
    mkdir(new URL("covers/", assets), { recursive: true }),
    mkdir(new URL("avatars/", assets), { recursive: true }),
    mkdir(new URL("marks/", assets), { recursive: true }),
    mkdir(icons, { recursive: true }),
  ])

  const jobs: Promise<boolean>[] = []
  for (const [id, spec] of Object.entries(covers))
    jobs.push(coverSvg(spec).then((svg) => writeIfChanged(new URL(`covers/${id}.svg`, assets), svg)))
  for (const [index, [id, person]] of Object.entries(people).entries())
    jobs.push(writeIfChanged(new URL(`avatars/${id}.svg`, assets), avatarSvg(person.name, index)))
  const ink = inkColors(fileURLToPath(root))
  for (const name of markNames)
    jobs.push(writeIfChanged(new URL(`marks/mark-${name}.svg`, assets), markFileSvg(name, ink)))

  const mark = brandMarkSvg(brand.mark, themeColor(fileURLToPath(root)))
  jobs.push(writeIfChanged(new URL("favicon.svg", icons), mark))
  for (const size of [32, 180, 512]) {
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
  let root: URL
  return {
    name: "generated-art",
    hooks: {
      "astro:config:setup": async ({ config, logger }) => {
        root = config.root
        const count = await generateArt(config.root)
        if (count > 0) logger.info(`wrote ${count} generated image${count === 1 ? "" : "s"}`)
      },
      // Dev: /icons/<file> from the generated folder, as public/ would serve it.
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const name = /^\/icons\/([\w.-]+)$/.exec(req.url?.split("?")[0] ?? "")?.[1]
          const type = name ? iconTypes[extname(name)] : undefined
          if (!name || !type) return next()
          readFile(new URL(name, iconsDir(root)))
            .then((body) => res.writeHead(200, { "Content-Type": type }).end(body))
            .catch(() => next())
        })
      },
    },
  }
}

/**
 * The build's half of /icons/ (a step of integrations/post-build.ts): the same files at the same
 * URLs in the output.
 */
export const generatedIcons: Step = {
  name: "icons",
  async run({ files, config }) {
    for (const name of await readdir(iconsDir(config.root)))
      files.write(`icons/${name}`, await readFile(new URL(name, iconsDir(config.root))))
  },
}
