/**
 * The built site as nginx serves it with the generated configuration: statuses, security headers,
 * content types, compression, caching, redirects, the 404 page, no cookies. Raw HTTP (node:http), so
 * compressed bodies and every header are seen as sent.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { request as httpRequest, type IncomingHttpHeaders } from "node:http"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { expect, test } from "@playwright/test"

import { canonicalDuplicates, immutable, redirects, revalidate, securityHeaders } from "../../deploy/headers"
import { isCompressible, minimumCompressedSize } from "../../integrations/precompress"
import { localePath, prefixedLocales } from "#/i18n/locales.ts"
import { routeFile } from "#/lib/routes.ts"
import { href } from "#/lib/url.ts"
import { builtRoutes, dist } from "../e2e/helpers"

test.skip(!!process.env.NGINX_SKIPPED, process.env.NGINX_SKIPPED)

type Response = { status: number; headers: IncomingHttpHeaders; body: Buffer }

function fetchRaw(
  baseURL: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // The path goes out as written (new URL() would resolve the ../ of the traversal test).
    const { hostname, port } = new URL(baseURL)
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on("error", reject)
    request.end()
  })
}

/*
 * Paths in this file are paths within the site, as dist/ holds them ("/about/", "/_astro/x.css");
 * nginx serves them under site.url's path, so every request asks for `href(path)`.
 */

/** Every security header with exactly the value deploy/headers.ts gives, and no cookie. */
function expectSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  expect(response.headers["set-cookie"], `Set-Cookie on ${what}`).toBeUndefined()
  expect(response.headers.server, "no version in Server").toBe("nginx")
}

const brotli = !!process.env.NGINX_BROTLI
const file = (path: string) => readFileSync(join(dist, path))
const firstFile = (folder: string, pattern: RegExp) => {
  const name = readdirSync(join(dist, folder)).find((entry) => pattern.test(entry))
  return name ? `/${folder}/${name}` : null
}

test("the build has routes to check", () => {
  expect(builtRoutes.length).toBeGreaterThanOrEqual(3)
})

for (const route of builtRoutes) {
  test(`${route.path}: 200, security headers, revalidated, compressed`, async ({ baseURL }) => {
    const plain = await fetchRaw(baseURL!, href(route.path))
    expect(plain.status).toBe(200)
    expectSecurityHeaders(plain, route.path)
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(plain.headers["cache-control"]).toBe(revalidate)
    expect(plain.body.equals(file(routeFile(route.path))), "body is the built page").toBe(true)
    expect(plain.body.toString()).toContain('<meta http-equiv="content-security-policy"')
    const duplicate = canonicalDuplicates.find((d) => d.path === route.path)
    expect(plain.headers.link, "canonical Link header").toBe(
      duplicate ? `<${duplicate.canonical}>; rel="canonical"` : undefined,
    )

    // Revalidation: the ETag comes back as 304 Not Modified, with the headers again.
    expect(plain.headers.etag).toBeTruthy()
    const again = await fetchRaw(baseURL!, href(route.path), { headers: { "if-none-match": plain.headers.etag! } })
    expect(again.status).toBe(304)
    expectSecurityHeaders(again, `${route.path} (304)`)

    const gzip = await fetchRaw(baseURL!, href(route.path), { headers: { "accept-encoding": "gzip" } })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(gzip.headers.vary).toBe("Accept-Encoding")
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    if (brotli) {
      const br = await fetchRaw(baseURL!, href(route.path), { headers: { "accept-encoding": "br, gzip" } })
      expect(br.headers["content-encoding"]).toBe("br")
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    }
  })
}

test("a directory without its slash redirects to it, relatively", async ({ baseURL }) => {
  const route = builtRoutes.find((r) => r.path.length > 1 && r.path.endsWith("/"))!
  const response = await fetchRaw(baseURL!, href(route.path.slice(0, -1)))
  expect(response.status).toBe(301)
  expect(response.headers.location).toBe(href(route.path))
  expectSecurityHeaders(response, "the redirect")
})

test("unknown paths get the 404 page with status 404", async ({ baseURL }) => {
  const notFound = file("404.html")
  for (const path of [
    "/no-such-page/",
    "/no-such-page",
    "/_astro/missing.js",
    "/blog/99/",
    "/_headers",
    "/_redirects",
  ]) {
    const response = await fetchRaw(baseURL!, href(path))
    expect(response.status, path).toBe(404)
    expect(response.headers["content-type"], path).toBe("text/html; charset=utf-8")
    expect(response.body.equals(notFound), `${path} shows 404.html`).toBe(true)
    expect(response.headers["cache-control"], path).toBe(revalidate)
    expectSecurityHeaders(response, path)
  }
})

test("an unknown path under a language's prefix gets that language's 404 page", async ({ baseURL }) => {
  for (const locale of prefixedLocales) {
    const path = `/${locale}/no-such-page/`
    const response = await fetchRaw(baseURL!, href(path))
    expect(response.status, path).toBe(404)
    expect(response.body.equals(file(routeFile(localePath(locale, "/404")))), `${locale}'s 404 page`).toBe(true)
  }
})

test("guessed addresses redirect permanently", async ({ baseURL }) => {
  for (const { from, to } of redirects) {
    const response = await fetchRaw(baseURL!, href(from))
    expect(response.status, from).toBe(301)
    expect(response.headers.location, from).toBe(href(to))
    expectSecurityHeaders(response, from)
    expect((await fetchRaw(baseURL!, href(to))).status, to).toBe(200)
  }
})

test("only GET and HEAD; paths cannot climb out of the site", async ({ baseURL }) => {
  const head = await fetchRaw(baseURL!, href("/"), { method: "HEAD" })
  expect(head.status).toBe(200)
  expect(head.body.length).toBe(0)
  expect((await fetchRaw(baseURL!, href("/"), { method: "POST" })).status).toBe(405)
  for (const path of ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/about/..%2f..%2f..%2fetc/passwd"]) {
    const response = await fetchRaw(baseURL!, href(path))
    expect(response.status, path).not.toBe(200)
    expect(response.body.toString(), path).not.toContain("root:")
  }
})

type FileCheck = {
  what: string
  path: string | null
  type: string
  cache: string
  compressed: boolean
  /** Made by another part of the build (share images, robots.txt): checked when present. */
  optional?: boolean
}

function fileChecks(): FileCheck[] {
  const astro = (pattern: RegExp) => firstFile("_astro", pattern)
  return [
    { what: "stylesheet", path: astro(/\.css$/), type: "text/css; charset=utf-8", cache: immutable, compressed: true },
    {
      what: "script",
      path: astro(/\.js$/),
      type: "text/javascript; charset=utf-8",
      cache: immutable,
      compressed: true,
    },
    {
      what: "SVG image",
      path: astro(/\.svg$/),
      type: "image/svg+xml; charset=utf-8",
      cache: immutable,
      compressed: true,
    },
    { what: "WebP image", path: astro(/\.webp$/), type: "image/webp", cache: immutable, compressed: false },
    {
      what: "font",
      path: firstFile("_astro/fonts", /\.woff2$/),
      type: "font/woff2",
      cache: immutable,
      compressed: false,
    },
    {
      what: "favicon",
      path: "/icons/favicon.svg",
      type: "image/svg+xml; charset=utf-8",
      cache: revalidate,
      compressed: true,
    },
    { what: "touch icon", path: "/icons/icon-180.png", type: "image/png", cache: revalidate, compressed: false },
    {
      what: "sitemap",
      path: "/sitemap-index.xml",
      type: "application/xml; charset=utf-8",
      cache: revalidate,
      compressed: false,
    },
    {
      what: "sitemap page",
      path: "/sitemap-0.xml",
      type: "application/xml; charset=utf-8",
      cache: revalidate,
      compressed: true,
    },
    { what: "RSS feed", path: "/rss.xml", type: "application/xml; charset=utf-8", cache: revalidate, compressed: true },
    {
      what: "Pagefind script",
      path: "/pagefind/pagefind.js",
      type: "text/javascript; charset=utf-8",
      cache: revalidate,
      compressed: true,
    },
    {
      what: "Pagefind worker",
      path: "/pagefind/pagefind-worker.js",
      type: "text/javascript; charset=utf-8",
      cache: revalidate,
      compressed: true,
    },
    {
      what: "Pagefind entry",
      path: "/pagefind/pagefind-entry.json",
      type: "application/json; charset=utf-8",
      cache: revalidate,
      // One index per language: with several, the entry outgrows the size below which nothing is compressed.
      compressed: statSync(join(dist, "pagefind/pagefind-entry.json")).size >= minimumCompressedSize,
    },
    // Pagefind's WebAssembly ships gzip-compressed inside wasm.<lang>.pagefind; its script unpacks it.
    {
      what: "Pagefind WebAssembly",
      path: firstFile("pagefind", /^wasm\.en\.pagefind$/),
      type: "application/octet-stream",
      cache: revalidate,
      compressed: false,
    },
    {
      what: "Pagefind index",
      path: firstFile("pagefind/index", /\.pf_index$/),
      type: "application/octet-stream",
      cache: immutable,
      compressed: false,
    },
    {
      what: "Pagefind fragment",
      path: firstFile("pagefind/fragment", /\.pf_fragment$/),
      type: "application/octet-stream",
      cache: immutable,
      compressed: false,
    },
  ]
}

function optionalChecks(): FileCheck[] {
  const top = (name: string) => (existsSync(join(dist, name)) ? `/${name}` : null)
  const og = existsSync(join(dist, "og")) ? (pattern: RegExp) => firstFile("og", pattern) : () => null
  return [
    { what: "share image (PNG)", path: og(/\.png$/), type: "image/png", cache: revalidate, compressed: false },
    { what: "share image (JPEG)", path: og(/\.jpe?g$/), type: "image/jpeg", cache: revalidate, compressed: false },
    {
      what: "robots.txt",
      path: top("robots.txt"),
      type: "text/plain; charset=utf-8",
      cache: revalidate,
      compressed: false,
    },
  ].map((check) => ({ ...check, optional: true }))
}

for (const check of [...fileChecks(), ...optionalChecks()]) {
  test(`${check.what}: ${check.type}, ${check.cache === immutable ? "immutable" : "revalidated"}${check.compressed ? ", compressed" : ""}`, async ({
    baseURL,
  }) => {
    test.skip(check.path === null && !!check.optional, `no ${check.what} in this build`)
    expect(check.path, `a ${check.what} in the build`).not.toBeNull()
    const path = check.path!
    const response = await fetchRaw(baseURL!, href(path), {
      headers: { "accept-encoding": brotli ? "br, gzip" : "gzip" },
    })
    expect(response.status, path).toBe(200)
    expect(response.headers["content-type"], path).toBe(check.type)
    expect(response.headers["cache-control"], path).toBe(check.cache)
    expectSecurityHeaders(response, path)
    const original = file(decodeURIComponent(path))
    if (check.compressed) {
      expect(response.headers["content-encoding"], path).toBe(brotli ? "br" : "gzip")
      const body = brotli ? brotliDecompressSync(response.body) : gunzipSync(response.body)
      expect(body.equals(original), `${path} decompresses to the file`).toBe(true)
      expect(response.body.length, `${path} is smaller compressed`).toBeLessThan(original.length)
    } else {
      expect(response.headers["content-encoding"], path).toBeUndefined()
      expect(response.body.equals(original), path).toBe(true)
    }
  })
}

// ------------------------------------------------------------------------- precompressed copies

/** Every file of the build, by path within the site. */
function builtFiles(folder = ""): string[] {
  return readdirSync(join(dist, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    return entry.isDirectory() ? builtFiles(path) : [path]
  })
}

test("the build has a .br and a .gz copy of every text file, made from the file as it is now", () => {
  const files = builtFiles()
  const text = files.filter((path) => isCompressible(path, statSync(join(dist, path)).size))
  expect(text.length, "text files in the build").toBeGreaterThan(100)
  const problems: string[] = []
  for (const path of text) {
    const original = file(path)
    for (const [suffix, decompress] of [
      [".br", brotliDecompressSync],
      [".gz", gunzipSync],
    ] as const) {
      if (!existsSync(join(dist, path + suffix))) problems.push(`${path}${suffix} is missing`)
      // A copy older than the file (a later build step rewrote it) would send the old file.
      else if (!decompress(file(path + suffix)).equals(original)) problems.push(`${path}${suffix} is stale`)
      else if (file(path + suffix).length >= original.length) problems.push(`${path}${suffix} is not smaller`)
    }
  }
  expect(problems).toEqual([])
  // Pagefind's files are compressed already; fonts and images do not shrink.
  const copied = files.filter((path) => /\.(br|gz)$/.test(path)).map((path) => path.slice(0, -3))
  expect(copied.filter((path) => !text.includes(path))).toEqual([])
})

for (const [what, path] of [
  ["home page", "/"],
  ["hashed stylesheet", firstFile("_astro", /\.css$/)],
  ["hashed script", firstFile("_astro", /\.js$/)],
] as const) {
  test(`${what}: nginx sends the build's .br and .gz copies, and the file itself to others`, async ({ baseURL }) => {
    expect(path, `a ${what} in the build`).not.toBeNull()
    const onDisk = path!.endsWith("/") ? `${path}index.html` : path!
    const original = file(onDisk)
    const get = (acceptEncoding?: string) =>
      fetchRaw(baseURL!, href(path!), { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} })

    const identity = await get()
    expect(identity.status).toBe(200)
    expect(identity.headers["content-encoding"]).toBeUndefined()
    expect(identity.headers.vary).toBe("Accept-Encoding")
    expect(identity.body.equals(original)).toBe(true)

    const encodings = [
      ["gzip", "gzip", ".gz", gunzipSync],
      ...(brotli ? ([["br", "br", ".br", brotliDecompressSync]] as const) : []),
      // Brotli preferred when both are accepted (gzip when nginx has no brotli module).
      ...(brotli ? ([["gzip, deflate, br", "br", ".br", brotliDecompressSync]] as const) : []),
    ] as const
    for (const [accept, encoding, suffix, decompress] of encodings) {
      const response = await get(accept)
      expect(response.status, accept).toBe(200)
      expect(response.headers["content-encoding"], accept).toBe(encoding)
      expect(response.headers["content-type"], accept).toBe(identity.headers["content-type"])
      expect(response.headers.vary, accept).toBe("Accept-Encoding")
      expectSecurityHeaders(response, `${path} (${accept})`)
      expect(decompress(response.body).equals(original), `${accept}: decompresses to the file`).toBe(true)
      // The build's copy itself (compressing per request would send different bytes, chunked).
      expect(response.body.equals(file(onDisk + suffix)), `${accept}: the build's ${suffix} copy`).toBe(true)
      expect(response.headers["content-length"], accept).toBe(String(response.body.length))
    }
  })
}
