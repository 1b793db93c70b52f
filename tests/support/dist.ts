/**
 * The build the tests read: `dist/`, or the folder DIST_DIR names (a copy's build, a configured
 * build). Every suite that checks a build reads its path from here.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"

export const dist = process.env.DIST_DIR ?? join(import.meta.dirname, "../../dist")

/** Whether a path within the site names a file of the build (`/about/`: about/index.html), as a static host finds it. */
export function inBuild(path: string): boolean {
  const file = join(dist, decodeURIComponent(path))
  return existsSync(path.endsWith("/") ? join(file, "index.html") : file)
}
