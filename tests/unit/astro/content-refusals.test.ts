/**
 * What stops the build at a bad entry, called here without a build, each refusal naming the file
 * and the field as the build's message does: the loaders' URL slugs (src/content.config.ts), a
 * cover photo without its description (the blog schema: Astro puts the file in front of the
 * schema's message, as the scenario suite's real content sync shows), a related post that is no
 * post (loadPosts), a featured item that is not published (featuredItem), a project's translation
 * whose lists do not match its English file's (loadProjects), an FAQ topic's translation that
 * lacks a question (topicsIn) and a page's translation that misses a word or adds a key
 * (pageSource). The collections are stood in for: the content layer is empty under Vitest.
 */
import { describe, expect, test, vi } from "vitest"

import { blogSchema, collections } from "#/content.config.ts"
import { blogAuthors, blogCategories, blogTags } from "#/data/blog-taxonomy.ts"
import { locales, prefixedLocales } from "#/i18n/locales.ts"
import { loadPosts } from "#/lib/content/blog.ts"
import { featuredItem } from "#/lib/content/featured.ts"
import { topicsIn } from "#/lib/content/questions.ts"
import { pageSource } from "#/page-content.ts"

import { schemaContext } from "../fixtures/content"

/** The glob loaders keep their options here, so their id generators can be called. */
vi.mock("astro/loaders", () => ({
  glob: (options: object) => ({ name: "glob", load: async () => {}, options }),
}))

/** The collections the blog and the featured settings read, set by each test. */
const content = vi.hoisted(() => ({
  blog: [] as object[],
  featured: undefined as object | undefined,
  /** Any other collection, by name. */
  others: {} as Record<string, object[]>,
  /** Single entries, by "collection/id" (a page and its translation). */
  entries: {} as Record<string, object>,
}))
vi.mock("astro:content", async (original) => ({
  ...(await original<object>()),
  getCollection: async (name: string) => content.others[name] ?? content.blog,
  getEntry: async (collection: string, id?: string) => content.entries[`${collection}/${id}`] ?? content.featured,
}))

type GenerateId = (options: { entry: string; base: URL; data: Record<string, unknown> }) => string
const generateId = (collection: keyof typeof collections): GenerateId =>
  (collections[collection] as unknown as { loader: { options: { generateId: GenerateId } } }).loader.options.generateId
const base = new URL("file:///project/src/content/")
/** Where the loaders read the collections from, as their messages name it. */
const folder = process.env.CONTENT_DIR ?? "./src/content"

describe("URL slugs, as the loaders make them", () => {
  test("two posts with one slug stop the build, naming both files and the slug", () => {
    const id = generateId("blog")
    expect(id({ entry: "fixture-one.mdx", base, data: { slug: "fixture-same" } })).toBe("fixture-same")
    expect(() => id({ entry: "fixture-two.mdx", base, data: { slug: "fixture-same" } })).toThrow(
      `${folder}/blog/fixture-two.mdx and ${folder}/blog/fixture-one.mdx share the slug "fixture-same": each blog item needs its own`,
    )
  })

  test("a file name that cannot be a URL stops the build, naming the file", () => {
    expect(() => generateId("jobs")({ entry: "2026.yaml", base, data: {} })).toThrow(
      `${folder}/jobs/2026.yaml: "2026" cannot be a URL slug`,
    )
  })

  test("a translation in a folder that is no language stops the build, naming the file and the languages", () => {
    const id = generateId("jobTranslations")
    expect(id({ entry: `${prefixedLocales[0]}/designer.yaml`, base, data: {} })).toBe(`${prefixedLocales[0]}/designer`)
    expect(() => id({ entry: "xx/designer.yaml", base, data: {} })).toThrow(
      `${folder}/jobs/xx/designer.yaml: "xx" is not a language of the site`,
    )
  })
})

describe("a cover photo", () => {
  test("without its description is refused at coverAlt, saying what it is for", () => {
    const schema = blogSchema(schemaContext)
    const result = schema.safeParse({
      title: "A post",
      excerpt: "One sentence.",
      author: Object.keys(blogAuthors)[0],
      date: new Date("2026-01-01"),
      category: Object.keys(blogCategories)[0],
      tags: [blogTags[0]],
      coverPhoto: "./cover.png",
    })
    expect(result.error?.issues.map((each) => each.path.join("."))).toEqual(["coverAlt"])
    expect(result.error?.issues[0]?.message).toBe("A cover photo needs coverAlt: what it shows, for screen readers")
  })
})

describe("checks across entries", () => {
  test("a related post that is no post stops the build, naming the file and the field", async () => {
    const post = (id: string, related: string[]) => ({
      id,
      filePath: `src/content/blog/${id}.mdx`,
      data: { date: new Date("2026-01-01"), related, draft: false },
    })
    content.blog = [post("fixture-one", []), post("fixture-related", ["fixture-one", "no-such-post"])]
    await expect(loadPosts()).rejects.toThrow(
      `src/content/blog/fixture-related.mdx: related.1 "no-such-post" is not a post in src/content/blog/`,
    )
  })

  test("a featured job that is not a published job stops the build, naming the settings file, the field and the choices", async () => {
    content.featured = { filePath: "src/content/settings/featured.yaml", data: { job: "no-such-job" } }
    await expect(featuredItem("job", [{ id: "designer" }, { id: "developer" }])).rejects.toThrow(
      `src/content/settings/featured.yaml: job "no-such-job" is not a published job: use one of designer, developer`,
    )
  })
})

describe("a project's translation, as loadProjects lays it over the English file", () => {
  const locale = prefixedLocales[0]!
  const english = {
    id: "fixture-project",
    filePath: "src/content/projects/fixture-project.yaml",
    data: {
      title: "A project",
      order: 1,
      draft: false,
      gallery: [{ cover: "art-key", alt: "A picture" }],
      metrics: [{ value: "+12%", label: "more visits" }],
      challenge: ["Why it was hard."],
    },
  }
  const words = (data: object) => ({
    id: `${locale}/fixture-project`,
    filePath: `src/content/projects/${locale}/fixture-project.yaml`,
    data: { title: `A project (${locale})`, metrics: [{ value: "+12 %", label: `visits (${locale})` }], ...data },
  })
  /** loadProjects keeps what it loaded per language: a fresh module for each set of files. */
  const load = async (translation: object) => {
    content.others = { projects: [english], projectTranslations: [translation] }
    vi.resetModules()
    const { loadProjects } = await import("#/lib/content/projects.ts")
    return loadProjects(locale)
  }

  test("a gallery of another length than the English file's stops the build, naming both files", async () => {
    await expect(load(words({ gallery: [{ alt: "One" }, { alt: "Two" }] }))).rejects.toThrow(
      `src/content/projects/${locale}/fixture-project.yaml: gallery has 2 item(s), src/content/projects/fixture-project.yaml has 1`,
    )
  })

  test("the gallery keeps the English file's pictures under the translated descriptions", async () => {
    const [project] = await load(words({ gallery: [{ alt: `A picture (${locale})` }], challenge: ["Translated."] }))
    expect(project?.data.gallery).toEqual([{ cover: "art-key", alt: `A picture (${locale})` }])
    expect(project?.englishBody).toBeUndefined()
  })

  test("a translation without the story keeps the English paragraphs, and the entry says so", async () => {
    const [project] = await load(words({ gallery: [{ alt: "A picture" }] }))
    expect(project?.data.title).toBe(`A project (${locale})`)
    expect(project?.data.challenge).toEqual(english.data.challenge)
    expect(project?.englishBody).toBe(true)
  })
})

describe("the FAQ topics' translations", () => {
  const locale = prefixedLocales[0]!
  const language = new Intl.DisplayNames("en", { type: "language" }).of(locales[locale].lang)!
  const question = (words: string) => ({ question: `${words}?`, answer: [`${words}.`] })
  const topic = (id: string, count: number) => ({
    id,
    filePath: `src/content/questions/${id}.yaml`,
    data: { items: Array.from({ length: count }, (_, index) => question(`English ${index + 1}`)) },
  })
  const words = (id: string, count: number) => ({
    id: `${locale}/${id}`,
    filePath: `src/content/questions/${locale}/${id}.yaml`,
    data: { items: Array.from({ length: count }, (_, index) => question(`${locale} ${index + 1}`)) },
  })

  test("each question takes its translation's words, in order", () => {
    const topics = topicsIn(locale, [topic("general", 2)], [words("general", 2)])
    expect(topics.general?.map((item) => item.question)).toEqual([`${locale} 1?`, `${locale} 2?`])
  })

  test("a question added in English without its translation stops the build, naming both files and the counts", () => {
    expect(() => topicsIn(locale, [topic("general", 3)], [words("general", 2)])).toThrow(
      `src/content/questions/${locale}/general.yaml has 2 questions and src/content/questions/general.yaml 3: give a ${language} translation of each English question, in the same order`,
    )
  })

  test("a topic without its translation, or a translation of no topic, stops the build naming the file", () => {
    expect(() => topicsIn(locale, [topic("general", 1), topic("account", 1)], [words("general", 1)])).toThrow(
      `src/content/questions/${locale}/account.yaml is missing`,
    )
    expect(() => topicsIn(locale, [topic("general", 1)], [words("general", 1), words("stray", 1)])).toThrow(
      `src/content/questions/${locale}/stray.yaml translates no topic`,
    )
  })
})

describe("a page's translation", () => {
  const locale = prefixedLocales[0]!
  const english = {
    meta: { title: "A page", description: "A page about the sample, long enough for a search result's line." },
    sections: [{ type: "hero", id: "hero-title", title: "The headline", lead: "The line under it." }],
  }
  const page = (words: object | undefined) => {
    content.featured = undefined
    content.entries = {
      "pages/fixture": { id: "fixture", filePath: "src/content/pages/fixture.yaml", data: english },
      ...(words && {
        [`pageTranslations/${locale}/fixture`]: {
          id: `${locale}/fixture`,
          filePath: `src/content/pages/${locale}/fixture.yaml`,
          data: words,
        },
      }),
    }
    return pageSource("fixture", locale)
  }

  test("its words are laid over the English file's structure", async () => {
    const words = {
      meta: {
        title: "Eine Seite",
        description: "Eine Seite über das Beispiel, lang genug für eine Zeile im Suchergebnis.",
      },
      sections: [{ type: "hero", title: "Die Schlagzeile", lead: "Die Zeile darunter." }],
    }
    expect((await page(words)).sections[0]).toMatchObject({ type: "hero", id: "hero-title", title: "Die Schlagzeile" })
  })

  test("a section that does not name its kind, or names another, stops the build, naming the place", async () => {
    const meta = {
      title: "Eine Seite",
      description: "Eine Seite über das Beispiel, lang genug für eine Zeile im Suchergebnis.",
    }
    const section = { title: "Die Schlagzeile", lead: "Die Zeile darunter." }
    await expect(page({ meta, sections: [section] })).rejects.toThrow(
      "sections.0: write its type as the English file does (type: hero): the editor shows a block by its type",
    )
    await expect(page({ meta, sections: [{ type: "hero", id: "titel", ...section }] })).rejects.toThrow(
      'sections.0.id: the English file\'s "hero-title" is the same in every language: leave it out, or write it as the English file does',
    )
  })

  test("a word missing and a key the English file lacks stop the build, naming the file and each place", async () => {
    await expect(
      page({ meta: { title: "Eine Seite" }, sections: [{ type: "hero", title: "Die Schlagzeile", titel: "x" }] }),
    ).rejects.toThrow(
      [
        `src/content/pages/${locale}/fixture.yaml does not translate src/content/pages/fixture.yaml:`,
        `  meta.description: no translation of "${english.meta.description.slice(0, 57)}…"`,
        '  sections.0.lead: no translation of "The line under it."',
        "  sections.0.titel: the English file has no words here: leave it out (is it misspelt?)",
      ].join("\n"),
    )
  })

  test("a page without its translation stops the build, naming the file it needs", async () => {
    await expect(page(undefined)).rejects.toThrow(`src/content/pages/${locale}/fixture.yaml is missing`)
  })
})
