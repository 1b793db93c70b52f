/**
 * The content pipeline refuses a bad entry, naming the file and the field: real runs of Astro's
 * content sync (what `astro build` does first) on a content folder holding a post with a tag the
 * blog does not have, and on a page file broken by hand (a price without its figure). The other
 * refusals (two items with one slug, a missing translation, a cover photo without its description,
 * a related post or featured item that does not exist, an FAQ topic's translation short of a
 * question) are the unit tests' (tests/unit/content-refusals.test.ts,
 * tests/unit/astro/content-refusals.test.ts), which call the code that throws.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, expect, test } from "vitest"

import { covers } from "#/data/art.ts"
import { blogTags } from "#/data/blog-taxonomy.ts"

import { postFile } from "./buyer"
import { buyerEnv, root } from "./project-copy"

const work = join(tmpdir(), `bad-content-${process.pid}`)

afterAll(() => rmSync(work, { recursive: true, force: true }))

test("astro sync stops at a post with an unknown tag, naming the file, the field and where the tags are", () => {
  const tag = "Gossip"
  expect(blogTags as readonly string[]).not.toContain(tag)
  mkdirSync(join(work, "content/blog"), { recursive: true })
  // Generated art for the cover: nothing else in the post is wrong.
  writeFileSync(
    join(work, "content/blog/fixture-bad-tag.mdx"),
    postFile({ tags: `[${tag}]`, cover: Object.keys(covers)[0]! }),
  )
  const run = spawnSync(join(root, "node_modules/.bin/astro"), ["sync"], {
    cwd: root,
    // A content store of its own: this content must not reach the checkout's.
    env: buyerEnv({ CONTENT_DIR: join(work, "content"), ASTRO_CACHE_DIR: join(work, "cache") }),
    encoding: "utf8",
    timeout: 120_000,
  })
  const output = `${run.stdout}\n${run.stderr}`
  expect(run.status, output.slice(-3000)).not.toBe(0)
  expect(output).toContain("fixture-bad-tag.mdx")
  expect(output).toMatch(/tags\.0/)
  expect(output).toContain(`Unknown tag "${tag}"`)
  expect(output).toContain("src/data/blog-taxonomy.ts")
})

test("astro sync stops at a page file edited by hand into a price without its figure, naming the file, the field and why", () => {
  const source = readFileSync(join(root, "src/content/pages/home-7.yaml"), "utf8")
  const broken = source.replace(/^(\s+monthly: )"?\$[\d.,]+"?$/m, "$1cheap")
  expect(broken).not.toBe(source)
  mkdirSync(join(work, "pages-content/pages"), { recursive: true })
  writeFileSync(join(work, "pages-content/pages/home-7.yaml"), broken)
  const run = spawnSync(join(root, "node_modules/.bin/astro"), ["sync"], {
    cwd: root,
    env: buyerEnv({ CONTENT_DIR: join(work, "pages-content"), ASTRO_CACHE_DIR: join(work, "pages-cache") }),
    encoding: "utf8",
    timeout: 120_000,
  })
  const output = `${run.stdout}\n${run.stderr}`
  expect(run.status, output.slice(-3000)).not.toBe(0)
  expect(output).toContain("home-7.yaml")
  expect(output).toMatch(/sections\.\d+\.plans\.\d+\.price/)
  expect(output).toContain("A price is written with its figure")
})
