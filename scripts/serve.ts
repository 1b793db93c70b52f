/**
 * Serves dist/ the way a static host does: directory index (`/about/` → about/index.html), a
 * redirect from `/about` to `/about/`, `.html` fallback (`/404` → 404.html), and 404.html with
 * status 404 for anything else, and a file's .br or .gz copy when the browser accepts it. Used by
 * `npm start` and by the end-to-end tests. A site whose site.url has a sub-path
 * (https://acme.github.io/lumora/) is served under it, as its host will.
 *
 * With a certificate (--tls-key, --tls-cert) it speaks HTTP/2 over TLS, as every host the template
 * deploys to does (deploy/nginx, Netlify, Vercel, Cloudflare Pages, GitHub Pages); the audit
 * measures the pages that way (scripts/audit.ts).
 *
 *   node scripts/serve.ts [--port 4321] [--host 127.0.0.1] [--root dist] [--base /lumora/]
 *                         [--tls-key key.pem --tls-cert cert.pem]
 */
import { createReadStream, readFileSync } from "node:fs"
import { stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { createSecureServer } from "node:http2"
import { extname, join, normalize, resolve } from "node:path"
import { parseArgs } from "node:util"

import { defaultLocale, localeOfPath } from "#/i18n/locales.ts"
import { basePath } from "#/lib/url.ts"

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "4321" },
    host: { type: "string", default: "127.0.0.1" },
    root: { type: "string", default: "dist" },
    base: { type: "string", default: basePath },
    "tls-key": { type: "string" },
    "tls-cert": { type: "string" },
  },
})

const root = resolve(values.root)
const base = values.base.replace(/^\/?/, "/").replace(/\/?$/, "/")
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pf_meta": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".wasm": "application/wasm",
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false
}

/** The build's compressed copies (integrations/precompress.ts), in order of preference. */
const precompressed = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const

/** The content codings an Accept-Encoding header allows (`q=0` refuses one; `*` allows the rest). */
function acceptedEncodings(header: string): Set<string> {
  const allowed = new Set<string>()
  const refused = new Set<string>()
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith("q="))
    if (!name) continue
    if (q && Number(q.slice(2)) === 0) refused.add(name)
    else allowed.add(name)
  }
  if (allowed.has("*")) for (const { encoding } of precompressed) if (!refused.has(encoding)) allowed.add(encoding)
  return allowed
}

/*
 * Text is sent as the build compressed it: `<file>.br` or `<file>.gz` beside the file, as nginx's
 * brotli_static and gzip_static do, so nothing is compressed per request. Files without a copy are
 * under 256 bytes or do not shrink, so they go out as they are (nginx would not compress them
 * either), and a build made with PRECOMPRESS=off is served uncompressed.
 */
async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
  const type = types[extname(file)] ?? "application/octet-stream"
  // Hashed build assets never change; pages must be revalidated.
  const cache = file.startsWith(join(root, "_astro")) ? "public, max-age=31536000, immutable" : "no-cache"
  const accepted = acceptedEncodings(String(req.headers["accept-encoding"] ?? ""))
  let body = file
  let encoding: string | null = null
  for (const candidate of precompressed) {
    if (!accepted.has(candidate.encoding) || !(await isFile(file + candidate.suffix))) continue
    body = file + candidate.suffix
    encoding = candidate.encoding
    break
  }
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": (await stat(body)).size,
    "Cache-Control": cache,
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  })
  if (req.method === "HEAD") return res.end()
  createReadStream(body).pipe(res)
}

const notFoundPage = join(root, "404.html")

/**
 * The site's 404 page with status 404 (a plain text answer when the build has none); under a
 * language's prefix (/de/…), that language's 404 page.
 */
async function notFound(req: IncomingMessage, res: ServerResponse, pathname = "/") {
  const locale = localeOfPath(pathname)
  const own = locale === defaultLocale ? null : join(root, locale, "404", "index.html")
  if (own && (await isFile(own))) return send(req, res, own, 404)
  if (await isFile(notFoundPage)) return send(req, res, notFoundPage, 404)
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found")
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end()
    return
  }
  const url = new URL(req.url ?? "/", "http://localhost")
  if (`${url.pathname}/` === base) {
    res.writeHead(301, { Location: `${base}${url.search}` }).end()
    return
  }
  // Outside the base there is nothing: the site's links never lead there.
  if (!url.pathname.startsWith(base)) return notFound(req, res)
  let pathname: string
  try {
    pathname = decodeURIComponent(`/${url.pathname.slice(base.length)}`)
  } catch {
    res.writeHead(400).end()
    return
  }
  const file = normalize(join(root, pathname))
  if (!file.startsWith(root)) {
    res.writeHead(403).end()
    return
  }
  if (pathname.endsWith("/") && (await isFile(join(file, "index.html"))))
    return send(req, res, join(file, "index.html"), 200)
  if (!pathname.endsWith("/") && (await isFile(file))) return send(req, res, file, 200)
  if (!pathname.endsWith("/") && (await isDirectory(file)) && (await isFile(join(file, "index.html")))) {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end()
    return
  }
  if (!pathname.endsWith("/") && (await isFile(`${file}.html`))) return send(req, res, `${file}.html`, 200)
  return notFound(req, res, pathname)
}

const tls =
  values["tls-key"] && values["tls-cert"]
    ? { key: readFileSync(values["tls-key"]), cert: readFileSync(values["tls-cert"]) }
    : undefined
// HTTP/1.1 stays on offer beside HTTP/2 for clients that do not negotiate it (curl without --http2).
// Node's HTTP/2 compatibility API answers the same calls as HTTP/1's request and response objects.
const server = tls
  ? createSecureServer({ ...tls, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1])
  : createServer(handle)

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${root} at ${tls ? "https" : "http"}://${values.host === "127.0.0.1" ? "localhost" : values.host}:${values.port}${base}`,
  )
})
