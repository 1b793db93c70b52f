import { describe, expect, test } from "vitest"

import type { MenuItem } from "#/components/layout/menu-types.ts"
import { mainMenu } from "#/data/site.ts"
import { localizedPaths } from "#/i18n/locales.ts"
import { routeFile, routes } from "#/lib/routes.ts"

/** Page files (a folder or file whose name starts with _ is not a page). */
const pageFiles = Object.keys(import.meta.glob("/src/pages/**/*.astro")).filter((file) => !/\/_/.test(file))

/**
 * The URL a page file builds to. A trailing rest parameter (`[...page]`) can be empty, so
 * blog/[...page].astro builds /blog/ (and /blog/2/…); a file with another parameter builds one
 * page per collection entry or taxonomy name, and has no single URL (undefined).
 */
function pageFileToPath(file: string): string | undefined {
  const name = file
    .replace(/^\/src\/pages/, "")
    // src/pages/[...locale]/about.astro builds /about/ (and /de/about/, /ar/about/).
    .replace(/^\/\[\.\.\.locale\]/, "")
    .replace(/\.astro$/, "")
    .replace(/\/\[\.\.\.[^\]/]+\]$/, "/index")
  if (name.includes("[")) return undefined
  if (name === "/index") return "/"
  if (name === "/404") return "/404"
  return `${name.replace(/\/index$/, "")}/`
}

const routePaths: readonly string[] = routes.map((r) => r.path)
const staticPages = pageFiles.filter((file) => pageFileToPath(file) !== undefined)
const collectionPages = pageFiles.filter((file) => pageFileToPath(file) === undefined)

describe("routes", () => {
  test("paths are unique and in directory form", () => {
    const paths = routes.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path === "/404" || path.endsWith("/"), path).toBe(true)
  })

  test("every page file with a single URL is a route in lib/routes.ts", () => {
    expect(staticPages.length).toBeGreaterThan(0)
    for (const file of staticPages)
      expect(routePaths, `${file} has no entry in lib/routes.ts`).toContain(pageFileToPath(file))
  })

  test("the item and taxonomy pages come from the collections, each under a listed route", () => {
    for (const file of collectionPages) {
      const segments = file
        .replace(/^\/src\/pages/, "")
        .replace(/^\/\[\.\.\.locale\]/, "")
        .split("/")
      const parents = segments.map((_, end) => `${segments.slice(0, end).join("/")}/`).filter((p) => !p.includes("["))
      expect(
        parents.some((parent) => parent !== "/" && routePaths.includes(parent)),
        `${file} is under no route of lib/routes.ts`,
      ).toBe(true)
    }
  })

  test("the pages under src/pages/[...locale]/ are exactly the translated paths of src/i18n/locales.ts", () => {
    const translated = staticPages.filter((file) => file.startsWith("/src/pages/[...locale]/")).map(pageFileToPath)
    expect(translated.sort()).toEqual([...localizedPaths].sort())
    // The English 404 page keeps a file of its own: Astro writes 404.html only for src/pages/404.astro.
    const english = staticPages.filter(
      (file) => !file.startsWith("/src/pages/[...locale]/") && file !== "/src/pages/404.astro",
    )
    for (const file of english)
      expect(localizedPaths, `${file} is translated: it belongs under [...locale]/`).not.toContain(pageFileToPath(file))
  })

  test("page files map to URLs the way the build writes them", () => {
    expect(pageFileToPath("/src/pages/index.astro")).toBe("/")
    expect(pageFileToPath("/src/pages/home-2.astro")).toBe("/home-2/")
    expect(pageFileToPath("/src/pages/blog/index.astro")).toBe("/blog/")
    expect(pageFileToPath("/src/pages/404.astro")).toBe("/404")
    expect(pageFileToPath("/src/pages/blog/[...page].astro")).toBe("/blog/")
    expect(pageFileToPath("/src/pages/blog/[slug].astro")).toBeUndefined()
    expect(pageFileToPath("/src/pages/blog/tag/[tag]/[...page].astro")).toBeUndefined()
    expect(routeFile("/about/")).toBe("about/index.html")
    expect(routeFile("/")).toBe("index.html")
    expect(routeFile("/404")).toBe("404.html")
  })

  test("every route in lib/routes.ts has its page file", () => {
    const built = new Set(staticPages.map(pageFileToPath))
    for (const route of routes) expect(built.has(route.path), `${route.path} has no page in src/pages/`).toBe(true)
  })

  test("a duplicate's canonical page is a route that is not itself a duplicate", () => {
    for (const route of routes)
      if ("canonical" in route) {
        const target = routes.find((other) => other.path === route.canonical)
        expect(target, route.path).toBeDefined()
        expect(target && "canonical" in target, route.path).toBe(false)
      }
  })
})

describe("main menu", () => {
  const links = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => ("children" in item ? links(item.children) : [item.href]))

  test("links only to routes", () => {
    for (const href of links(mainMenu)) expect(routePaths).toContain(href)
  })
})
