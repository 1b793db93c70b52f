/**
 * A bounded load check: autocannon against the built site behind nginx on loopback, for a fixed
 * time with a fixed number of connections, on the home page and on one hashed asset. Prints
 * requests per second and latency percentiles, and fails on any error, timeout or non-2xx answer.
 *
 *   npm run load [-- --duration 10 --connections 10 --root dist --url http://127.0.0.1:8080]
 *
 * Without --url it starts nginx itself with the generated configuration (tests/e2e-nginx/nginx.ts)
 * and stops it afterwards. The nginx test suite runs the same check (tests/e2e-nginx/load.spec.ts).
 */
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

import autocannon from "autocannon"

import { href } from "../src/lib/url.ts"
import type * as Nginx from "../tests/e2e-nginx/nginx.ts"

export type LoadResult = {
  path: string
  requestsPerSecond: number
  p50: number
  p99: number
  max: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
  bytesPerSecond: number
}

/** A content-hashed asset of the built home page: its stylesheet, as the page links it (under the base). */
export function hashedAsset(root: string): string {
  const html = readFileSync(join(root, "index.html"), "utf8")
  const prefix = href("/_astro/")
  const asset = new RegExp(`href="(${prefix}[^"]+\\.css)"`).exec(html)?.[1]
  if (!asset) throw new Error(`No ${prefix} stylesheet linked from ${join(root, "index.html")}`)
  return asset
}

export async function measure(
  base: string,
  path: string,
  { duration = 10, connections = 10 }: { duration?: number; connections?: number } = {},
): Promise<LoadResult> {
  // Ask for compressed responses, as browsers do.
  const result = await autocannon({
    url: new URL(path, base).href,
    duration,
    connections,
    headers: { "accept-encoding": "br, gzip" },
  })
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerSecond: Math.round(result.throughput.average),
  }
}

export function formatResults(results: readonly LoadResult[], { duration = 10, connections = 10 } = {}): string {
  const rows = results.map(
    (r) =>
      `${r.path.padEnd(40)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  ` +
      `${r.requests} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ` +
      `${(r.bytesPerSecond / 1e6).toFixed(1)} MB/s`,
  )
  return [`${duration} s per path, ${connections} connections, compressed responses:`, ...rows].join("\n")
}

export const failed = (r: LoadResult) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0 || r.requests === 0

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      root: { type: "string", default: process.env.DIST_DIR ?? "dist" },
      port: { type: "string", default: process.env.NGINX_PORT ?? "4324" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
    },
  })
  const root = resolve(values.root)
  const options = { duration: Number(values.duration), connections: Number(values.connections) }
  let base = values.url
  let stop = async () => {}
  if (!base) {
    // nginx.ts reads deploy/csp.ts, which imports a React module: Vite's module runner loads it.
    const { runnerImport } = await import("vite")
    const { module } = await runnerImport<typeof Nginx>(join(import.meta.dirname, "../tests/e2e-nginx/nginx.ts"), {
      root: join(import.meta.dirname, ".."),
      configFile: false,
      logLevel: "silent",
    })
    const nginx = await module.startNginx({ root, port: Number(values.port) })
    console.log(`${nginx.version} serving ${root} at ${nginx.url} (brotli ${nginx.brotli ? "on" : "off"})`)
    base = nginx.url
    stop = nginx.stop
  }
  try {
    const results = []
    for (const path of [href("/"), hashedAsset(root)]) results.push(await measure(base, path, options))
    console.log(formatResults(results, options))
    if (results.some(failed)) {
      console.error("Load check failed: errors, timeouts or non-2xx responses.")
      process.exitCode = 1
    }
  } finally {
    await stop()
  }
}
