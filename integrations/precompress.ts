import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { availableParallelism } from "node:os"
import { extname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

import type { AstroIntegration } from "astro"

import { compressibleTypes, contentTypes } from "../deploy/headers.ts"
import { buildCache } from "./build-cache.ts"

/**
 * The extensions worth compressing: the types nginx compresses on the fly (deploy/headers.ts), plus
 * HTML. Fonts, images, video and Pagefind's files (`.pf_*`, `wasm.*.pagefind`, already gzipped) are
 * not in that list, so they are never touched.
 */
const precompressedExtensions: readonly string[] = Object.entries(contentTypes).flatMap(([type, extensions]) =>
  type === "text/html" || (compressibleTypes as readonly string[]).includes(type) ? extensions : [],
)

/**
 * Below this, a compressed copy saves less than a packet and costs a file: the same threshold as
 * nginx's `gzip_min_length`, so a file without a copy is one nginx would not compress either.
 */
export const minimumCompressedSize = 256

/** The encodings written beside each file, by file suffix. */
const encodings = {
  // Quality 11 takes tens of times as long as gzip -9, but once, at build; the text mode suits UTF-8.
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
} as const

type Encoding = keyof typeof encodings

/** Whether a file in the output gets `.br` and `.gz` copies (when they come out smaller). */
export const isCompressible = (path: string, size: number) =>
  size >= minimumCompressedSize && precompressedExtensions.includes(extname(path).slice(1))

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of the build, for servers that send a precompressed copy instead of compressing each
 * response (nginx's `brotli_static`/`gzip_static`, scripts/serve.ts): the maximum compression costs
 * nothing per request. A copy that is not smaller than the file is not written.
 *
 * Other integrations rewrite files in their own `astro:build:done` (the CSP move, the font subset, share
 * images, the search index, the sitemap), and Astro runs those hooks in the order of the
 * `integrations` array: this one must come last, or its copies would hold the files as they were
 * before. It checks that at the start of the build and stops it otherwise.
 *
 * `PRECOMPRESS=off` in the build's environment leaves the copies out, for a host that compresses
 * every response itself and would publish them as files nobody asks for.
 */
export function precompress(): AstroIntegration {
  let cacheDir: URL
  return {
    name: "precompress",
    hooks: {
      "astro:config:done": ({ config }) => {
        cacheDir = config.cacheDir
        const self = config.integrations.findIndex((integration) => integration.name === "precompress")
        const later = config.integrations
          .slice(self + 1)
          .filter((integration) => integration.hooks["astro:build:done"])
          .map((integration) => integration.name)
        if (later.length > 0)
          throw new Error(
            `precompress() must be the last integration with an astro:build:done hook in astro.config.ts; ` +
              `move it after ${later.join(", ")}, whose output it would otherwise miss.`,
          )
      },
      "astro:build:done": async ({ dir, logger }) => {
        // Hosts that compress every response themselves never send the copies (README, Compression).
        if (process.env.PRECOMPRESS === "off") return logger.info("no compressed copies written (PRECOMPRESS=off)")
        const started = performance.now()
        const root = fileURLToPath(dir)
        // Quality 11 costs about 30 s of CPU for the whole site: a rebuild compresses only what changed.
        // The recipe is the encoders' own code, their settings included.
        const cache = await buildCache(cacheDir, "precompress", Object.values(encodings).join("\n"))
        const files: { path: string; size: number }[] = []
        for await (const path of walk(root)) {
          const { size } = await stat(path)
          if (isCompressible(path, size)) files.push({ path, size })
        }
        // Largest first, so one big file does not finish alone at the end.
        files.sort((a, b) => b.size - a.size)
        let before = 0
        let written = 0
        const after = { br: 0, gz: 0 }
        const skipped: string[] = []
        // zlib's async calls run on libuv's thread pool (4 threads by default), so every core works;
        // a few files in flight keep it busy without holding the whole site in memory.
        await eachLimited(files, availableParallelism() * 2, async ({ path }) => {
          const data = await readFile(path)
          before += data.length
          for (const suffix of Object.keys(encodings) as Encoding[]) {
            const encoded = await cache.get(data, suffix, () => encodings[suffix](data))
            if (encoded.length >= data.length) {
              skipped.push(`${relative(root, path)}.${suffix}`)
              after[suffix] += data.length
              continue
            }
            await writeFile(`${path}.${suffix}`, encoded)
            after[suffix] += encoded.length
            written++
          }
        })
        const { made, reused } = await cache.prune()
        const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
        logger.info(
          `${written} compressed copies of ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
            `${kb(before)} → ${kb(after.br)} brotli, ${kb(after.gz)} gzip; ${made} compressed now, ${reused} from earlier builds` +
            (skipped.length > 0 ? ` (not smaller, not written: ${skipped.join(", ")})` : ""),
        )
      },
    },
  }
}
