/**
 * A bounded load check against the built site behind nginx on loopback, for a fixed time with a
 * fixed number of connections: the home page uncompressed and compressed (Accept-Encoding: br,
 * gzip, as browsers send it) and one hashed asset. Prints requests and bytes per second and latency
 * percentiles, and fails on any error, timeout or non-2xx answer, or when compressed answers are
 * much slower than plain ones (a server compressing per request instead of sending the build's
 * .br/.gz copies).
 *
 *   npm run load [-- --duration 5 --connections 256 --root dist --url http://127.0.0.1:8080]
 *
 * The load comes from wrk (Debian: apt-get install wrk), a C load generator that keeps up with
 * nginx; without it, from autocannon, which is JavaScript and on a small machine measures itself
 * more than nginx. Without --url it starts nginx itself with the generated configuration
 * (tests/e2e-nginx/nginx.ts) and stops it afterwards. The nginx test suite runs the same check
 * (tests/e2e-nginx/load.spec.ts).
 */
import { spawn, spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

import autocannon from "autocannon"

import { href } from "#/lib/url.ts"
import type * as Nginx from "../tests/e2e-nginx/nginx.ts"

type LoadOptions = {
  /** Seconds per run. */
  duration?: number
  connections?: number
  /** The Accept-Encoding header; none asks for the plain file. */
  acceptEncoding?: string
}

export type LoadResult = {
  path: string
  /** The Accept-Encoding sent, or "" for none. */
  acceptEncoding: string
  tool: "wrk" | "autocannon"
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

/** wrk's path, or null when it is not installed. */
function findWrk(): string | null {
  const wrk = process.env.WRK_BIN ?? "wrk"
  return spawnSync(wrk, ["--version"]).error ? null : wrk
}

/*
 * wrk's own report rounds and scales its figures ("1.21k", "2.42GB"); its Lua `done` hook gets the
 * exact counts, and prints them as one JSON line (latencies in microseconds).
 */
const wrkReport = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\n{"requests":%d,"duration":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`

async function runWrk(wrk: string, url: string, { duration, connections, acceptEncoding }: Required<LoadOptions>) {
  const dir = await mkdtemp(join(tmpdir(), "load-"))
  try {
    const script = join(dir, "report.lua")
    await writeFile(script, wrkReport)
    const args = [`-t${Math.min(2, connections)}`, `-c${connections}`, `-d${duration}s`, "-s", script]
    if (acceptEncoding) args.push("-H", `Accept-Encoding: ${acceptEncoding}`)
    const output = await new Promise<string>((done, fail) => {
      const child = spawn(wrk, [...args, url], { stdio: ["ignore", "pipe", "pipe"] })
      let out = ""
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()))
      child.on("error", fail)
      child.on("close", (code) => (code === 0 ? done(out) : fail(new Error(`wrk exited with ${code}:\n${out}`))))
    })
    const line = output.split("\n").find((text) => text.startsWith('{"requests"'))
    if (!line) throw new Error(`No report from wrk:\n${output}`)
    const r = JSON.parse(line) as Record<string, number>
    const seconds = r.duration! / 1e6
    return {
      requestsPerSecond: Math.round(r.requests! / seconds),
      p50: Math.round(r.p50! / 1000),
      p99: Math.round(r.p99! / 1000),
      max: Math.round(r.max! / 1000),
      requests: r.requests!,
      errors: r.connect! + r.read! + r.write!,
      timeouts: r.timeout!,
      // wrk counts answers with a status of 400 or more; a 3xx would show as too few bytes, not here.
      non2xx: r.status!,
      bytesPerSecond: Math.round(r.bytes! / seconds),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function runAutocannon(url: string, { duration, connections, acceptEncoding }: Required<LoadOptions>) {
  const result = await autocannon({
    url,
    duration,
    connections,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  })
  return {
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

export async function measure(base: string, path: string, options: LoadOptions = {}): Promise<LoadResult> {
  const settings = { duration: 5, connections: 256, acceptEncoding: "", ...options }
  const url = new URL(path, base).href
  const wrk = findWrk()
  const result = wrk ? await runWrk(wrk, url, settings) : await runAutocannon(url, settings)
  return { path, acceptEncoding: settings.acceptEncoding, tool: wrk ? "wrk" : "autocannon", ...result }
}

/** What the check runs: the home page plain and compressed, and a hashed asset compressed. */
export function loadRuns(root: string) {
  return [
    { path: href("/"), acceptEncoding: "" },
    { path: href("/"), acceptEncoding: "br, gzip" },
    { path: hashedAsset(root), acceptEncoding: "br, gzip" },
  ]
}

/** Compressed answers may be this much slower than plain ones, at most (they are smaller). */
export const compressedShare = 0.8

/** The compressed home page's requests per second as a share of the plain one's. */
export function compressedRatio(results: readonly LoadResult[]): number {
  const home = results.filter((r) => r.path === href("/"))
  const plain = home.find((r) => !r.acceptEncoding)
  const compressed = home.find((r) => r.acceptEncoding)
  if (!plain || !compressed) throw new Error("No plain and compressed runs of the home page")
  return compressed.requestsPerSecond / plain.requestsPerSecond
}

export function formatResults(results: readonly LoadResult[], { duration = 5, connections = 256 } = {}): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB/s`
  const rows = results.map(
    (r) =>
      `${r.path.padEnd(40)} ${(r.acceptEncoding || "identity").padEnd(9)} ${String(r.requestsPerSecond).padStart(7)} req/s ` +
      `${mb(r.bytesPerSecond).padStart(11)}  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  ` +
      `${r.requests} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`,
  )
  const tool = results[0]?.tool ?? "wrk"
  return [`${tool}: ${duration} s per run, ${connections} connections:`, ...rows].join("\n")
}

export const failed = (r: LoadResult) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0 || r.requests === 0

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      root: { type: "string", default: process.env.DIST_DIR ?? "dist" },
      port: { type: "string", default: process.env.NGINX_PORT ?? "4324" },
      duration: { type: "string", default: "5" },
      connections: { type: "string", default: "256" },
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
    for (const run of loadRuns(root)) results.push(await measure(base, run.path, { ...options, ...run }))
    console.log(formatResults(results, options))
    const ratio = compressedRatio(results)
    console.log(`compressed / plain requests per second on ${href("/")}: ${ratio.toFixed(2)}`)
    if (results.some(failed)) {
      console.error("Load check failed: errors, timeouts or non-2xx responses.")
      process.exitCode = 1
    }
    if (ratio < compressedShare) {
      console.error(`Load check failed: compressed answers under ${compressedShare * 100}% of the plain rate.`)
      process.exitCode = 1
    }
  } finally {
    await stop()
  }
}
