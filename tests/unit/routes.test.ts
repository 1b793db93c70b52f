import { describe, expect, test } from "vitest"

import type { MenuItem } from "@/components/layout/menu-types"
import { mainMenu } from "@/data/site"
import { routeFile, routes } from "@/lib/routes"

const pageFiles = Object.keys(import.meta.glob("/src/pages/**/*.astro"))

/** The URL a page file builds to. */
function pageFileToPath(file: string): string {
  const name = file.replace(/^\/src\/pages/, "").replace(/\.astro$/, "")
  if (name === "/index") return "/"
  if (name === "/404") return "/404"
  return `${name.replace(/\/index$/, "")}/`
}

describe("routes", () => {
  test("paths are unique and in directory form", () => {
    const paths = routes.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path === "/404" || path.endsWith("/"), path).toBe(true)
  })

  test("every page file is a route in lib/routes.ts", () => {
    for (const file of pageFiles) {
      expect(
        routes.map((r) => r.path),
        `${file} has no entry in lib/routes.ts`,
      ).toContain(pageFileToPath(file))
    }
  })

  test("page files map to URLs the way the build writes them", () => {
    expect(pageFileToPath("/src/pages/index.astro")).toBe("/")
    expect(pageFileToPath("/src/pages/home-2.astro")).toBe("/home-2/")
    expect(pageFileToPath("/src/pages/blog/index.astro")).toBe("/blog/")
    expect(pageFileToPath("/src/pages/404.astro")).toBe("/404")
    expect(routeFile("/about/")).toBe("about/index.html")
    expect(routeFile("/")).toBe("index.html")
    expect(routeFile("/404")).toBe("404.html")
  })

  test("every route in lib/routes.ts has its page file", () => {
    const built = new Set(pageFiles.map(pageFileToPath))
    for (const route of routes) expect(built.has(route.path), `${route.path} has no page in src/pages/`).toBe(true)
  })

  test("DECISIONS.md's routes are all listed, /quote included", () => {
    const expected = [
      "/",
      "/home/",
      "/home-2/",
      "/home-3/",
      "/home-4/",
      "/home-5/",
      "/home-6/",
      "/home-7/",
      "/home-8/",
      "/home-9/",
      "/home-10/",
      "/about/",
      "/service/",
      "/service-details/",
      "/team/",
      "/pricing/",
      "/pricing-2/",
      "/career/",
      "/career-details/",
      "/portfolio/",
      "/portfolio-3/",
      "/portfolio-4/",
      "/portfolio-details/",
      "/blog/",
      "/blog-details/",
      "/faq/",
      "/faq-2/",
      "/faq-3/",
      "/faq-4/",
      "/404",
      "/coming-soon/",
      "/sign-in/",
      "/sign-up/",
      "/reset-password/",
      "/contact/",
      "/contact-2/",
      "/contact-3/",
      "/quote/",
      // The blog pager's later pages.
      "/blog/2/",
      "/blog/3/",
    ]
    expect(routes.map((r) => r.path).sort()).toEqual(expected.sort())
  })
})

describe("main menu", () => {
  const links = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => ("children" in item ? links(item.children) : [item.href]))

  test("links only to routes, and to every route except the /home duplicate, /quote and the blog's later pages", () => {
    const hrefs = links(mainMenu)
    for (const href of hrefs) expect(routes.map((r) => r.path)).toContain(href)
    const unlisted = routes.map((r) => r.path).filter((p) => !hrefs.includes(p))
    expect(unlisted.sort()).toEqual(["/blog/2/", "/blog/3/", "/home/", "/quote/"])
  })

  test("has SPEC.md's top level and Pages submenus", () => {
    expect(mainMenu.map((i) => i.label)).toEqual(["Demos", "About Us", "Pages", "Contact"])
    const pages = mainMenu.find((i) => i.label === "Pages")
    expect(pages && "children" in pages ? pages.children.map((c) => c.label) : []).toEqual([
      "Services",
      "Team",
      "Pricing",
      "Career",
      "Portfolio",
      "Blog",
      "FAQ",
      "Utility",
      "Account",
    ])
  })
})
