import { existsSync } from "node:fs"
import { join } from "node:path"

/**
 * The suite serves a build that must exist: said here, before the server starts, rather than when
 * the configuration loads (npm run check's knip loads it on a checkout that has no build yet).
 */
export default function globalSetup() {
  const dist = process.env.CMS_DIST!
  if (!existsSync(join(dist, "admin/index.html")))
    throw new Error(`${dist} has no admin/index.html: run npm run build first (or point DIST_DIR at a build)`)
}
