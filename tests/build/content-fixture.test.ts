/**
 * The site builds from whatever content a buyer gives it. Each test copies src/content, adds or
 * breaks an entry, and runs a real `astro build` on the copy (CONTENT_DIR, with its own output and
 * cache folders), then reads what the build wrote or what it said. Nothing here touches src/.
 */
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { parse } from "yaml"

import { missingGlyphs } from "../support/font-coverage.ts"
import { blogAuthors, blogCategories, blogTags } from "#/data/blog-taxonomy.ts"
import { blogCopy } from "#/data/pages/blog.ts"

const root = join(import.meta.dirname, "../..")
const work = join(root, "node_modules/.cache/content-fixture")
const cache = join(root, "node_modules/.astro")
const contentSource = join(root, "src/content")
const firstJob = readdirSync(join(contentSource, "jobs")).find((file) => file.endsWith(".yaml"))!

/** A copy of src/content with `files` added (path → text), built into its own folder. */
function build(name: string, files: Record<string, string | Buffer>) {
  const dir = join(work, name)
  rmSync(dir, { recursive: true, force: true })
  cpSync(join(root, "src/content"), join(dir, "content"), { recursive: true })
  // Start from this checkout's image and compression caches, so only the new pictures are optimised
  // and only the pages the change touched are compressed again.
  for (const folder of ["assets", "precompress"])
    if (existsSync(join(cache, folder))) cpSync(join(cache, folder), join(dir, "cache", folder), { recursive: true })
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, "content", file), text)
  const run = spawnSync(join(root, "node_modules/.bin/astro"), ["build"], {
    cwd: root,
    env: {
      ...process.env,
      CONTENT_DIR: join(dir, "content"),
      DIST_DIR: join(dir, "dist"),
      ASTRO_CACHE_DIR: join(dir, "cache"),
    },
    encoding: "utf8",
    timeout: 240_000,
  })
  return { dist: join(dir, "dist"), status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

const html = (dist: string, path: string) => readFileSync(join(dist, path, "index.html"), "utf8")
const h1 = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]

/** The posts of src/content/blog, as the build sees them (drafts aside). */
const posts = readdirSync(join(root, "src/content/blog"))
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, "src/content/blog", file), "utf8"))![1]!))
  .filter((data: { draft?: boolean }) => data.draft !== true) as { date: string }[]

const category = Object.keys(blogCategories)[0]!
const author = Object.keys(blogAuthors)[0]!
const tag = blogTags[0]

/** A post whose frontmatter is the sample's shape with `fields` over it. */
/** A post's file: the fixture's frontmatter with `fields` changed (null leaves a field out). */
const post = (
  fields: Record<string, string | null>,
  body = "A fixture paragraph.\n\n## A heading\n\n- a list item\n",
) =>
  `---\n${Object.entries({
    title: "Fixture post",
    excerpt: "A post the build test adds.",
    author,
    date: "2099-01-01",
    category,
    tags: `[${tag}]`,
    cover: "./fixture-cover.png",
    coverAlt: "A flat teal square",
    ...fields,
  })
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\n${body}`

let cover: Buffer

beforeAll(async () => {
  mkdirSync(work, { recursive: true })
  cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer()
})

afterAll(() => {
  if (!process.env.KEEP_FIXTURE) rmSync(work, { recursive: true, force: true })
})

/** A job's translations: each language's file holds the words only. */
function translatedJob(name: string, languages: readonly string[] = ["de", "ar"]): Record<string, string> {
  const words: Record<string, string[]> = {
    de: [
      "title: Staff Engineer (m/w/d)",
      "description: Leiten Sie unser Plattform-Team.",
      "location: Berlin, Deutschland",
      "experience: 8+ Jahre",
      "details: [Über die Rolle.]",
      "responsibilities: [Die Plattform entwerfen.]",
      "requirements: [Erfahrung.]",
      "skills: [TypeScript]",
    ],
    ar: [
      "title: مهندس أول",
      "description: قُد فريق المنصّة لدينا.",
      "location: برلين، ألمانيا",
      "experience: 8 سنوات أو أكثر",
      "details: [عن الدور.]",
      "responsibilities: [تصميم المنصّة.]",
      "requirements: [الخبرة.]",
      "skills: [TypeScript]",
    ],
  }
  return Object.fromEntries(languages.map((language) => [`jobs/${language}/${name}.yaml`, words[language]!.join("\n")]))
}

describe("a buyer's own content", () => {
  const newPost = {
    title: "The post the buyer just added",
    sentence: "Quillwort meadows bloom twice in a rainy summer.",
    // Letters no sample page uses: the web fonts are cut to the built text, so they must follow it.
    newLetters: "Zoë’s crème brûlée costs ½ the price at the Straße café.",
  }
  const draft = { slug: "fixture-unfinished-draft", title: "An unfinished draft nobody may see" }
  let result: ReturnType<typeof build>

  beforeAll(() => {
    result = build("added", {
      "blog/fixture-cover.png": cover,
      "blog/fixture-new-post.mdx": post(
        { title: `"${newPost.title}"` },
        `${newPost.sentence} ${newPost.newLetters}\n\n## More\n\n- one\n`,
      ),
      [`blog/${draft.slug}.mdx`]: post({ title: `"${draft.title}"`, draft: "true", date: "2099-02-01" }),
      "jobs/fixture-job.yaml": [
        "title: Staff Engineer",
        "description: Lead our platform team.",
        "category: Development",
        "type: Contract",
        "location: Berlin, Germany",
        "salary: { min: 95000, max: 120000, currency: EUR }",
        "posted: 2099-01-01",
        "closes: 2099-03-01",
        "order: 99",
        "experience: 8+ years",
        "details: [About the role.]",
        "responsibilities: [Design the platform.]",
        "requirements: [Experience.]",
        "skills: [TypeScript]",
      ].join("\n"),
      // Its words in the other languages (figures, dates and the rest come from the English file).
      ...translatedJob("fixture-job"),
    })
  }, 300_000)

  test("builds", () => {
    expect(result.status, result.output.slice(-3000)).toBe(0)
  })

  test("the new post has its page, with its photo as the cover, and leads the blog", () => {
    const page = html(result.dist, "blog/fixture-new-post")
    expect(h1(page)).toBe(newPost.title)
    expect(page).toContain(newPost.sentence)
    expect(page).toMatch(/<img[^>]+src="\/_astro\/fixture-cover\.[\w-]+\.webp"[^>]*alt="A flat teal square"/)
    expect(html(result.dist, "blog")).toContain('href="/blog/fixture-new-post/"')
  })

  test("the web fonts draw the new post's letters (ë, è, û, ½, ß), which no sample page uses", () => {
    expect(html(result.dist, "blog/fixture-new-post")).toContain(newPost.newLetters)
    expect(missingGlyphs(result.dist)).toEqual([])
  })

  test("one more post makes as many list pages as it takes, and the pager says so", () => {
    const pages = Math.ceil((posts.length + 1) / blogCopy.perPage)
    expect(existsSync(join(result.dist, `blog/${pages}/index.html`)), `/blog/${pages}/`).toBe(pages > 1)
    expect(existsSync(join(result.dist, `blog/${pages + 1}/index.html`))).toBe(false)
    const pager = /<nav aria-label="Blog pages"[\s\S]*?<\/nav>/.exec(html(result.dist, "blog"))?.[0] ?? ""
    expect([...pager.matchAll(/<span class="sr-only">Page <\/span>(\d+)/g)].map((m) => Number(m[1]))).toEqual(
      Array.from({ length: pages }, (_, i) => i + 1),
    )
  })

  test("a draft appears nowhere: no page, list, feed, sitemap or search entry", () => {
    const files = (readdirSync(result.dist, { recursive: true }) as string[]).filter((f) =>
      /\.(html|xml|json|txt|webmanifest)$/.test(f),
    )
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const text = readFileSync(join(result.dist, file), "utf8")
      expect(text.includes(draft.slug) || text.includes(draft.title), file).toBe(false)
    }
    expect(existsSync(join(result.dist, "blog", draft.slug))).toBe(false)
  })

  test("a new job has its page in every language, from its translations", () => {
    expect(h1(html(result.dist, "de/career/fixture-job"))).toBe("Staff Engineer (m/w/d)")
    expect(h1(html(result.dist, "ar/career/fixture-job"))).toBe("مهندس أول")
  })

  test("a job with a real salary in another currency is listed with it", () => {
    const page = html(result.dist, "career/fixture-job")
    expect(h1(page)).toBe("Staff Engineer")
    expect(page).toContain("€95–120K a year")
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)?.[1] ?? "{}"
    const job = (JSON.parse(jsonLd) as { "@graph": Record<string, unknown>[] })["@graph"].find(
      (node) => node["@type"] === "JobPosting",
    )
    expect(job).toMatchObject({
      employmentType: "CONTRACTOR",
      datePosted: "2099-01-01",
      baseSalary: { currency: "EUR", value: { minValue: 95000, maxValue: 120000, unitText: "YEAR" } },
    })
  })
})

describe("bad content fails the build, naming the file and the field", () => {
  test.each<{ what: string; files: Record<string, string>; says: RegExp[] }>([
    {
      what: "an unknown tag",
      files: { "blog/fixture-bad-tag.mdx": post({ tags: "[Gossip]" }) },
      says: [/fixture-bad-tag\.mdx/, /tags/, /Unknown tag "Gossip"/],
    },
    {
      what: "two posts with one slug",
      files: {
        "blog/fixture-one.mdx": post({ slug: "fixture-same" }),
        "blog/fixture-two.mdx": post({ slug: "fixture-same" }),
      },
      says: [/fixture-(one|two)\.mdx and .*fixture-(one|two)\.mdx share the slug "fixture-same"/],
    },
    {
      what: "a job without its Arabic translation",
      files: {
        "jobs/fixture-lonely-job.yaml": readFileSync(join(contentSource, "jobs", firstJob), "utf8"),
        ...translatedJob("fixture-lonely-job", ["de"]),
      },
      says: [/jobs\/ar\/fixture-lonely-job\.yaml/, /missing/],
    },
    {
      what: "a cover photo without its description",
      files: { "blog/fixture-photo.mdx": post({ cover: null, coverPhoto: "./fixture-cover.png", coverAlt: null }) },
      says: [/fixture-photo\.mdx/, /coverAlt/, /A cover photo needs coverAlt/],
    },
    {
      what: "a related link to a missing post",
      files: { "blog/fixture-related.mdx": post({ related: "[no-such-post]" }) },
      says: [/fixture-related\.mdx: related\.0 "no-such-post" is not a post/],
    },
    {
      what: "a featured job that is not a published job",
      files: {
        "settings/featured.yaml": readFileSync(join(contentSource, "settings/featured.yaml"), "utf8").replace(
          /^job: .*$/m,
          "job: no-such-job",
        ),
      },
      says: [/settings\/featured\.yaml: job "no-such-job" is not a published job: use one of /],
    },
  ])(
    "$what",
    ({ files, says }) => {
      const result = build("broken", { "blog/fixture-cover.png": cover, ...files })
      expect(result.status).not.toBe(0)
      for (const pattern of says) expect(result.output).toMatch(pattern)
    },
    300_000,
  )
})
