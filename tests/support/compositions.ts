/**
 * The pages the browser checks in full (tests/e2e/compositions.spec.ts) and Lighthouse weighs in CI
 * (npm run audit -- --templates): each composition once.
 * What a page's HTML holds is checked on every page over the build (tests/static/); what only a
 * browser shows (contrast, layout, hydration, the policy at run time) is the same for every page
 * a template draws, so one page of each template carries it:
 *
 * - every route (a duplicate of another aside), each its own composition of sections;
 * - the item templates through the featured details routes (a post, a project, a job, a service);
 * - one page of each other kind the collections add (a category, an author), and the post that
 *   uses every post component;
 * - each of those in every other language it exists in: one German and one Arabic page of each
 *   translated template, where words grow longer and the page runs right to left.
 *
 * Routes that draw one template with other words (the legal documents, the account forms) count
 * once, on the first of them the build has.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { parse } from "yaml"

import { localeOfPath, localePath, pageLocales, prefixedLocales, unlocalizedPath, type Locale } from "#/i18n/locales.ts"
import { postComponents } from "#/lib/post-components.ts"
import { routes, type Route } from "#/lib/routes.ts"
import { builtPages, pagesOf } from "./site-content.ts"

/** Routes that draw one page template: the first built one of each list stands for the others. */
const sharedTemplates: readonly (readonly string[])[] = [
  ["/privacy/", "/terms/", "/imprint/", "/accessibility/", "/cookies/"],
  ["/sign-up/", "/sign-in/", "/reset-password/"],
]

const standsIn = (route: Route) => {
  const group = sharedTemplates.find((paths) => paths.includes(route.path))
  return !group || group.find((path) => routes.some((r) => r.path === path)) === route.path
}

/** The newest published post whose text uses every post component, if one does. */
function postWithEveryComponent(): string | undefined {
  const folder = join(process.env.CONTENT_DIR ?? join(import.meta.dirname, "../../src/content"), "blog")
  const posts = readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .flatMap((file) => {
      const [, frontmatter = "", body = ""] =
        /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8")) ?? []
      const data = parse(frontmatter, { schema: "yaml-1.1" }) as { date: Date; slug?: string; draft?: boolean }
      if (data.draft === true) return []
      return [{ id: data.slug ?? file.replace(/\.mdx$/, ""), date: data.date, body }]
    })
    .sort((a, b) => b.date.valueOf() - a.date.valueOf())
  const post = posts.find(({ body }) => postComponents.every(({ name }) => new RegExp(`<${name}\\b`).test(body)))
  return post && `/blog/${post.id}/`
}

export type Composition = {
  /** The page's path within the site. */
  readonly path: string
  readonly locale: Locale
  /** A home page: its own composition on the phone too, in both themes. */
  readonly home: boolean
}

const english: readonly Composition[] = [
  ...routes.filter((route) => !("canonical" in route) && standsIn(route)).map((route) => route.path),
  ...(["category", "author"] as const).flatMap((kind) => pagesOf(kind).slice(0, 1)),
  ...[postWithEveryComponent()].filter((path) => path !== undefined),
].map((path) => ({ path, locale: "en", home: routes.some((r) => r.path === path && r.group === "home") }))

/** Every page of the build, each as a composition of its own (npm run test:all). */
const everyPage: readonly Composition[] = builtPages().map((path) => ({
  path,
  locale: localeOfPath(path),
  home: routes.some((r) => r.path === unlocalizedPath(path) && r.group === "home"),
}))

/**
 * Every composition in English, then each that is translated in each other language. With
 * EVERY_PAGE set (npm run test:all, before a release), every page of the build instead, each at
 * both widths in both themes.
 */
export const compositions: readonly Composition[] = process.env.EVERY_PAGE
  ? everyPage
  : [
      ...english,
      ...prefixedLocales.flatMap((locale) =>
        english
          .filter(({ path }) => pageLocales(path).includes(locale))
          .map(({ path, home }) => ({ path: localePath(locale, path), locale, home })),
      ),
    ]
