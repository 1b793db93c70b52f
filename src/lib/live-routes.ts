import { routes, type Route } from "@/lib/routes"

/**
 * Routes whose page file exists. While the template is being built out, menus and footers show
 * only these, so no visitor meets a link to a page that is not there yet.
 */
const pageFiles = Object.keys(import.meta.glob("/src/pages/**/*.astro"))

export function pageFileToPath(file: string): string {
  const name = file.replace(/^\/src\/pages/, "").replace(/\.astro$/, "")
  if (name === "/index") return "/"
  if (name === "/404") return "/404"
  return `${name.replace(/\/index$/, "")}/`
}

const livePaths = new Set(pageFiles.map(pageFileToPath))

export const liveRoutes: readonly Route[] = routes.filter((route) => livePaths.has(route.path))

export function isLive(href: string): boolean {
  const [path = ""] = href.split("#")
  return path === "" || livePaths.has(path)
}
