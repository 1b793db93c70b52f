/**
 * What the built site holds, for tests that must hold for any content: the collections read from
 * their files (drafts left out, as in the build) and the pages the build wrote. Expected titles,
 * counts and URLs come from here, never from the sample copy.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

import { parse } from "yaml"

import { withBrandDeep } from "#/lib/brand-token.ts"
import { dist } from "./dist.ts"

export const contentRoot = process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content")

export type Entry = {
  id: string
  /** The file's name without its extension: what a translation of it is named after. */
  file: string
  data: Record<string, unknown> & { title: string }
}

/** A collection's published entries, parsed the way Astro does (YAML 1.1: unquoted dates are dates). */
export function collection(name: "blog" | "projects" | "jobs" | "services"): Entry[] {
  const folder = join(contentRoot, name)
  return readdirSync(folder)
    .filter((file) => /\.(mdx|yaml)$/.test(file))
    .map((file) => {
      const source = readFileSync(join(folder, file), "utf8")
      const yaml = file.endsWith(".mdx") ? (/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? "") : source
      const data = parse(yaml, { schema: "yaml-1.1" }) as Entry["data"]
      const name = file.replace(/\.(mdx|yaml)$/, "")
      const id = typeof data.slug === "string" ? data.slug : name
      return { id, file: name, data: withBrandDeep(data) }
    })
    .filter((entry) => entry.data.draft !== true)
}

/**
 * A collection's published entries in a language: English's as they are; in another language each
 * with the words of its translation (src/content/<name>/<locale>/<file>.yaml) over its own, and the
 * translation's own fields in `translation` (undefined where there is none).
 */
export function collectionIn(
  name: "projects" | "jobs" | "services",
  locale: string,
): (Entry & { translation: Record<string, unknown> | undefined })[] {
  return collection(name).map((entry) => {
    const file = join(contentRoot, name, locale, `${entry.file}.yaml`)
    if (locale === "en" || !existsSync(file)) return { ...entry, translation: undefined }
    const translation = withBrandDeep(
      parse(readFileSync(file, "utf8"), { schema: "yaml-1.1" }) as Record<string, unknown>,
    )
    return { ...entry, data: { ...entry.data, ...translation }, translation }
  })
}

/**
 * The entry a featured details page shows: the one src/content/settings/featured.yaml names in
 * `field` ("post", "project", "job", "service") among `entries`.
 */
export function featuredOf<T extends { id: string }>(
  field: "post" | "project" | "job" | "service",
  entries: readonly T[],
): T {
  const settings = parse(readFileSync(join(contentRoot, "settings/featured.yaml"), "utf8")) as Record<string, unknown>
  const entry = entries.find((candidate) => candidate.id === settings[field])
  if (!entry)
    throw new Error(`settings/featured.yaml: ${field} "${String(settings[field])}" is not a published ${field}`)
  return entry
}

/**
 * Every HTML page of the site in the build, as the path a visitor asks for (/about/, /blog/2/, /404).
 * The content editor's page (admin/) is the CMS's, not the site's: linked from nowhere, kept out of
 * search engines, and checked by its own suite (tests/e2e-cms).
 */
export function builtPages(): string[] {
  return (readdirSync(dist, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin/"))
    .map((file) => relative(dist, join(dist, file)).replace(/\\/g, "/"))
    .map((file) => (file === "404.html" ? "/404" : `/${file.replace(/index\.html$/, "")}`))
    .sort()
}

/** The item and list pages of each kind that the content collections add to the routes. */
export const pageKinds = {
  post: /^\/blog\/(?!\d+\/$)(?!category\/|tag\/|author\/)[^/]+\/$/,
  "blog list page": /^\/blog\/\d+\/$/,
  category: /^\/blog\/category\/[^/]+\/(\d+\/)?$/,
  tag: /^\/blog\/tag\/[^/]+\/(\d+\/)?$/,
  author: /^\/blog\/author\/[^/]+\/(\d+\/)?$/,
  project: /^\/portfolio\/[^/]+\/$/,
  job: /^\/career\/[^/]+\/$/,
  service: /^\/service\/[^/]+\/$/,
} as const

export type PageKind = keyof typeof pageKinds

export function pagesOf(kind: PageKind): string[] {
  return builtPages().filter((path) => pageKinds[kind].test(path))
}

/**
 * The kind of item each featured details page shows (with that item's page as its canonical URL):
 * the page is the item page's layout, so a layout check on it covers that kind.
 */
export const featuredKinds: Readonly<Record<string, PageKind>> = {
  "/blog-details/": "post",
  "/portfolio-details/": "project",
  "/career-details/": "job",
  "/service-details/": "service",
}

/**
 * The FAQ pages' questions by topic (src/content/questions/<topic>.yaml) in a language: English's
 * files, or the language's translations (src/content/questions/<language>/), `{brand}` filled in.
 */
export function questionTopics(locale = "en"): Record<string, { question: string; answer: string[] }[]> {
  const folder = join(contentRoot, "questions", locale === "en" ? "" : locale)
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => {
        const data = parse(readFileSync(join(folder, file), "utf8")) as {
          items: { question: string; answer: string[] }[]
        }
        return [file.replace(/\.yaml$/, ""), withBrandDeep(data.items)]
      }),
  )
}
