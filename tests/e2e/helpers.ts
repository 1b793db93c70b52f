import { existsSync } from "node:fs"
import { join } from "node:path"

import { routeFile, routes, type Route } from "../../src/lib/routes"

export const dist = process.env.DIST_DIR ?? join(import.meta.dirname, "../../dist")

/**
 * The routes whose pages the build wrote. While the template is being built out, a route of
 * lib/routes.ts without a page is not linked from anywhere (the menu hides it) and is skipped here.
 */
export const builtRoutes: readonly Route[] = routes.filter((route) => existsSync(join(dist, routeFile(route.path))))

export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const
