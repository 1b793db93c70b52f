import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { afterEach, describe, expect, test, vi } from "vitest"

import { buildCache } from "../../integrations/build-cache"
import { precompress } from "../../integrations/precompress"
import { runStepsOn } from "../support/post-build"

/** Runs the step on `dist`, with `cache` as Astro's cache folder; returns its log line. */
const build = async (dist: string, cache: string) => (await runStepsOn(dist, [precompress], { cache })).join("\n")

const page = (words: string) => `<!doctype html><html><body>${`<p>${words}</p>`.repeat(40)}</body></html>`

describe("precompressed copies", () => {
  const folders: string[] = []
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), "precompress-"))
    folders.push(made)
    return made
  }
  afterEach(() => {
    folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true }))
    vi.unstubAllEnvs()
  })

  test("a rebuild compresses only what changed, and never serves an earlier build's copy", async () => {
    const dist = folder()
    const cache = folder()
    writeFileSync(join(dist, "index.html"), page("the home page"))
    writeFileSync(join(dist, "about.html"), page("about us"))
    expect(await build(dist, cache)).toContain("4 compressed now, 0 from earlier builds")

    // The next build: the home page changed, the about page did not.
    for (const file of readdirSync(dist)) if (/\.(br|gz)$/.test(file)) rmSync(join(dist, file))
    writeFileSync(join(dist, "index.html"), page("the new home page"))
    expect(await build(dist, cache)).toContain("2 compressed now, 2 from earlier builds")

    for (const name of ["index.html", "about.html"]) {
      const original = readFileSync(join(dist, name), "utf8")
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).toString(), `${name}.br`).toBe(original)
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).toString(), `${name}.gz`).toBe(original)
    }
    // The old home page's copies are gone from the cache: it holds what the last build used.
    expect(readdirSync(join(cache, "precompress"))).toHaveLength(4)
  })

  test("files made with other settings are made again", async () => {
    const cache = pathToFileURL(`${folder()}/`)
    const make = (recipe: string) => async () => Buffer.from(recipe)
    const first = await buildCache(cache, "things", "level 9")
    expect((await first.get("a source", "out", make("level 9"))).toString()).toBe("level 9")
    await first.prune()
    const second = await buildCache(cache, "things", "level 6")
    expect((await second.get("a source", "out", make("level 6"))).toString()).toBe("level 6")
    expect(await second.prune()).toEqual({ made: 1, reused: 0 })
  })

  test("PRECOMPRESS=off, for a host that compresses every response itself, writes no copies", async () => {
    const dist = folder()
    writeFileSync(join(dist, "index.html"), page("the home page"))
    vi.stubEnv("PRECOMPRESS", "off")
    expect(await build(dist, folder())).toContain("no compressed copies written")
    expect(readdirSync(dist)).toEqual(["index.html"])
  })
})
