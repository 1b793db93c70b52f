import { availableParallelism } from "node:os"
import { extname } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

import { compressibleTypes, contentTypes } from "../deploy/headers.ts"
import { buildCache } from "./build-cache.ts"
import { eachLimited } from "./output-files.ts"
import type { Step } from "./post-build.ts"

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

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of the build, for servers that send a precompressed copy instead of compressing each
 * response (nginx's `brotli_static`/`gzip_static`, scripts/serve.ts): the maximum compression costs
 * nothing per request. A copy that is not smaller than the file is not written. The last step of
 * integrations/post-build.ts, after every other step and the sitemap have written their files.
 *
 * `PRECOMPRESS=off` in the build's environment leaves the copies out, for a host that compresses
 * every response itself and would publish them as files nobody asks for.
 */
export const precompress: Step = {
  name: "precompress",
  async run({ files, config, logger }) {
    // Hosts that compress every response themselves never send the copies (README, Compression).
    if (process.env.PRECOMPRESS === "off") return logger.info("no compressed copies written (PRECOMPRESS=off)")
    const started = performance.now()
    // Quality 11 costs about 30 s of CPU for the whole site: a rebuild compresses only what changed.
    // The recipe is the encoders' own code, their settings included.
    const cache = await buildCache(config.cacheDir, "precompress", Object.values(encodings).join("\n"))
    const compressible: { path: string; data: Buffer }[] = []
    for (const path of files.paths) {
      if (!precompressedExtensions.includes(extname(path).slice(1))) continue
      const data = await files.bytes(path)
      if (isCompressible(path, data.length)) compressible.push({ path, data })
    }
    // Largest first, so one big file does not finish alone at the end.
    compressible.sort((a, b) => b.data.length - a.data.length)
    let before = 0
    let written = 0
    const after = { br: 0, gz: 0 }
    const skipped: string[] = []
    // zlib's async calls run on libuv's thread pool (4 threads by default), so every core works;
    // a few files in flight keep it busy.
    await eachLimited(compressible, availableParallelism() * 2, async ({ path, data }) => {
      before += data.length
      for (const suffix of Object.keys(encodings) as Encoding[]) {
        const encoded = await cache.get(data, suffix, () => encodings[suffix](data))
        if (encoded.length >= data.length) {
          skipped.push(`${path}.${suffix}`)
          after[suffix] += data.length
          continue
        }
        files.write(`${path}.${suffix}`, encoded)
        after[suffix] += encoded.length
        written++
      }
    })
    const { made, reused } = await cache.prune()
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
    logger.info(
      `${written} compressed copies of ${compressible.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${kb(before)} → ${kb(after.br)} brotli, ${kb(after.gz)} gzip; ${made} compressed now, ${reused} from earlier builds` +
        (skipped.length > 0 ? ` (not smaller, not written: ${skipped.join(", ")})` : ""),
    )
  },
}
