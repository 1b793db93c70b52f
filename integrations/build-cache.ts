import { createHash } from "node:crypto"
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"

/**
 * Files an earlier build made, by the SHA-256 of what they were made from and how (`recipe`: the
 * settings, so changing one makes everything again), in a folder of Astro's cache
 * (node_modules/.astro/<name>/): a rebuild makes again only what changed. `prune()` removes the
 * entries this build did not use, so the folder holds one build's worth; delete it to start afresh.
 */
export async function buildCache(cacheDir: URL, name: string, recipe: string) {
  const folder = new URL(`${name}/`, cacheDir)
  await mkdir(folder, { recursive: true })
  const used = new Set<string>()
  const made = new Set<string>()
  return {
    /** What `make` makes from `source` (`suffix` tells apart several files made from one source), made only if no build has. */
    async get(source: string | Buffer, suffix: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const entry = `${createHash("sha256").update(recipe).update("\0").update(source).digest("hex")}.${suffix}`
      used.add(entry)
      const file = new URL(entry, folder)
      const cached = await readFile(file).catch(() => null)
      if (cached) return cached
      const result = await make()
      await writeFile(file, result)
      made.add(entry)
      return result
    },
    /** Removes what this build did not use; says how many entries were made now and how many reused. */
    async prune(): Promise<{ made: number; reused: number }> {
      const stale = (await readdir(folder)).filter((entry) => !used.has(entry))
      await Promise.all(stale.map((entry) => rm(new URL(entry, folder), { force: true })))
      return { made: made.size, reused: used.size - made.size }
    },
  }
}
