/**
 * scripts/serve.ts (`npm start`, the browser tests, the Lighthouse audit) against a small site in a
 * temporary folder: it sends the build's .br or .gz copy of a file when the request allows it,
 * brotli first, and the file itself otherwise; with a certificate, over HTTP/2.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { request, type IncomingHttpHeaders } from "node:http"
import { connect } from "node:http2"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { selfSignedCertificate } from "../../scripts/certificate.ts"
import { prefixedLocales } from "#/i18n/locales.ts"

const root = join(import.meta.dirname, "../..")
const page = Buffer.from(`<!doctype html><title>Home</title>${"<p>Precompressed text. ".repeat(200)}`)
const style = Buffer.from(`body { color: red; }\n${".a { margin: 0 }\n".repeat(100)}`)
// Not the levels a server picks when it compresses per request, so the copies' bytes tell them apart.
const brotliQuality = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
const copies = {
  page: { br: brotliCompressSync(page, brotliQuality(5)), gz: gzipSync(page, { level: 1 }) },
  styleGz: gzipSync(style, { level: 1 }),
}

let site: string
let server: ChildProcess
let port: number

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once("error", fail)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/** scripts/serve.ts on the test site at a free port (with `options`), once it says it is serving. */
async function serve(...options: string[]): Promise<{ server: ChildProcess; port: number }> {
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [join(root, "scripts/serve.ts"), "--root", site, "--port", String(port), "--base", "/", ...options],
    { stdio: ["ignore", "pipe", "inherit"] },
  )
  await new Promise<void>((done, fail) => {
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && done())
    server.once("exit", (code) => fail(new Error(`serve.ts exited with ${code}`)))
  })
  return { server, port }
}

type Response = { status: number; headers: IncomingHttpHeaders; body: Buffer }

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on("error", fail)
    req.end()
  })
}

/** A language other than English (src/i18n/locales.ts), if the site has one. */
const language = prefixedLocales[0]

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), "serve-test-"))
  await mkdir(join(site, "_astro"))
  await writeFile(join(site, "index.html"), page)
  await writeFile(join(site, "index.html.br"), copies.page.br)
  await writeFile(join(site, "index.html.gz"), copies.page.gz)
  // Only a gzip copy: a br request falls back to it.
  await writeFile(join(site, "_astro/app.abc123.css"), style)
  await writeFile(join(site, "_astro/app.abc123.css.gz"), copies.styleGz)
  // No copies at all (as the build leaves files under 256 bytes).
  await writeFile(join(site, "robots.txt"), "User-agent: *\nAllow: /\n")
  await writeFile(join(site, "404.html"), "<!doctype html><title>Not found</title>")
  // A page's folder, with its Markdown twin beside it, and the image types the pages name.
  await mkdir(join(site, "about"))
  await writeFile(join(site, "about", "index.html"), "<!doctype html><title>About</title>")
  await writeFile(join(site, "about", "index.md"), "# About\n")
  await writeFile(join(site, "icon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(site, "icon.png"), Buffer.from("89504e470d0a1a0a", "hex"))
  if (language) {
    await mkdir(join(site, language, "404"), { recursive: true })
    await writeFile(join(site, language, "404", "index.html"), "<!doctype html><title>Nicht gefunden</title>")
  }
  ;({ server, port } = await serve())
}, 30_000)

afterAll(async () => {
  server?.kill()
  if (site) await rm(site, { recursive: true, force: true })
})

describe("scripts/serve.ts and precompressed copies", () => {
  it.each([
    ["br", "br", copies.page.br],
    ["gzip, deflate, br", "br", copies.page.br],
    ["gzip", "gzip", copies.page.gz],
    ["br;q=0, gzip", "gzip", copies.page.gz],
    ["*", "br", copies.page.br],
  ])("Accept-Encoding %j gets %s: the build's copy", async (accept, encoding, body) => {
    const response = await get("/", { "accept-encoding": accept })
    expect(response.status).toBe(200)
    expect(response.headers["content-encoding"]).toBe(encoding)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.headers["content-length"]).toBe(String(body.length))
    expect(response.headers.vary).toBe("Accept-Encoding")
    expect(response.body.equals(body)).toBe(true)
  })

  it.each([[""], ["identity"], ["br;q=0, gzip;q=0"], ["deflate"]])(
    "Accept-Encoding %j gets the file itself",
    async (accept) => {
      const response = await get("/", accept ? { "accept-encoding": accept } : {})
      expect(response.headers["content-encoding"]).toBeUndefined()
      expect(response.headers["content-length"]).toBe(String(page.length))
      expect(response.headers.vary).toBe("Accept-Encoding")
      expect(response.body.equals(page)).toBe(true)
    },
  )

  it("falls back to gzip when a file has no brotli copy, and keeps its type and caching", async () => {
    const response = await get("/_astro/app.abc123.css", { "accept-encoding": "br, gzip" })
    expect(response.headers["content-encoding"]).toBe("gzip")
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8")
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(response.body.equals(copies.styleGz)).toBe(true)
  })

  it("sends a file without copies as it is", async () => {
    const response = await get("/robots.txt", { "accept-encoding": "br, gzip" })
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect(response.body.toString()).toBe("User-agent: *\nAllow: /\n")
  })

  it.each([
    ["/about/index.md", "text/markdown; charset=utf-8"],
    ["/icon.svg", "image/svg+xml"],
    ["/icon.png", "image/png"],
  ])("sends %s as %s", async (path, type) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toBe(type)
  })

  it("redirects a folder's path without its trailing slash to the folder, with 301 as static hosts do", async () => {
    const response = await get("/about")
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe("/about/")
  })

  it("answers HEAD with the headers of the copy GET would send, and no body", async () => {
    const response = await get("/", { "accept-encoding": "br" }, "HEAD")
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers["content-length"]).toBe(String(copies.page.br.length))
    expect(response.body.length).toBe(0)
  })

  it("sends the 404 page with status 404", async () => {
    const response = await get("/missing/", { "accept-encoding": "br, gzip" })
    expect(response.status).toBe(404)
    expect(response.body.toString()).toContain("Not found")
  })

  it.skipIf(!language)("sends a language's own 404 page under its prefix", async () => {
    const response = await get(`/${language}/missing/`)
    expect(response.status).toBe(404)
    expect(response.body.toString()).toContain("Nicht gefunden")
  })
})

const hasOpenssl = spawnSync("openssl", ["version"]).status === 0

describe.skipIf(!hasOpenssl)("scripts/serve.ts with a certificate", () => {
  let tlsServer: ChildProcess
  let tlsPort: number

  beforeAll(async () => {
    const { key, cert } = selfSignedCertificate(site)
    ;({ server: tlsServer, port: tlsPort } = await serve("--tls-key", key, "--tls-cert", cert))
  }, 30_000)

  afterAll(() => tlsServer?.kill())

  it("speaks HTTP/2 over TLS, as hosts do, and still sends the build's copy", async () => {
    const session = connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false })
    try {
      const response = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
        const stream = session.request({ ":path": "/", "accept-encoding": "br" })
        const chunks: Buffer[] = []
        let headers: IncomingHttpHeaders = {}
        stream.on("response", (h) => (headers = h))
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => done({ headers, body: Buffer.concat(chunks) }))
        stream.on("error", fail)
        stream.end()
      })
      expect(response.headers[":status"]).toBe(200)
      expect(response.headers["content-encoding"]).toBe("br")
      expect(response.body.equals(copies.page.br)).toBe(true)
    } finally {
      session.close()
    }
  })
})
