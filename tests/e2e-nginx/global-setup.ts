import type { FullConfig } from "@playwright/test"

import { dist } from "../e2e/helpers"
import { findNginx, startNginx } from "./nginx"

/** Starts nginx for the whole suite; the returned function stops it. */
export default async function globalSetup(config: FullConfig) {
  if (!findNginx()) {
    const reason = "nginx is not installed, so the nginx suite is skipped (Debian: apt-get install nginx)"
    console.warn(`\n  ${reason}\n`)
    process.env.NGINX_SKIPPED = reason
    return
  }
  const port = Number(new URL(config.projects[0]!.use.baseURL!).port)
  const nginx = await startNginx({ root: dist, port })
  process.env.NGINX_BROTLI = nginx.brotli ? "1" : ""
  console.log(`\n  ${nginx.version} serves ${dist} at ${nginx.url} (brotli ${nginx.brotli ? "on" : "off"})\n`)
  return nginx.stop
}
