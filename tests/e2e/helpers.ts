import { existsSync } from "node:fs"
import { join } from "node:path"

import { routeFile, routes, type Route } from "../../src/lib/routes"

export const dist = process.env.DIST_DIR ?? join(import.meta.dirname, "../../dist")

const unbuilt = routes.filter((route) => !existsSync(join(dist, routeFile(route.path))))
if (unbuilt.length > 0)
  throw new Error(`${dist} has no page for ${unbuilt.map((r) => r.path).join(", ")}: run npm run build first`)

/** Every route of lib/routes.ts, each checked to be in the build the tests serve. */
export const builtRoutes: readonly Route[] = routes

export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const
