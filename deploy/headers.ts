/**
 * How the built site is served, in one place: response headers, caching, redirects and the 404 page,
 * rendered for every host the README names.
 *
 * - nginx: a complete `server {}` block (deploy/nginx/<host>.conf, named after site.url; the nginx
 *   test suite renders the same block onto a loopback port).
 * - Netlify and Cloudflare Pages: `_headers` and `_redirects`, written into the build output by
 *   integrations/host-headers.ts (both hosts read them from the published folder).
 * - Vercel: deploy/vercel.json (Vercel reads vercel.json from the project root: copy it there).
 *
 * deploy/generate.ts writes the committed files (`npm run deploy:config`); a unit test fails when they
 * are out of date. The CSP itself lives in deploy/csp.ts.
 */
import { createHash } from "node:crypto"

import { site } from "#/config/site.ts"
import { localePath, prefixedLocales } from "#/i18n/locales.ts"
import { routes } from "#/lib/routes.ts"
import { absoluteUrl, basePath } from "#/lib/url.ts"
import { adminHeaderPolicy, headerPolicy } from "./csp.ts"

/** Sent with every response, on every host. */
export const securityHeaders = {
  "Content-Security-Policy": headerPolicy,
  // Two years, subdomains included. Add "; preload" only once every subdomain serves HTTPS for good.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // frame-ancestors 'none' says the same to current browsers; this is for older ones.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Powerful features nobody on a marketing site needs, off for the page and every frame. Autoplay,
  // fullscreen and picture-in-picture keep their defaults so the video player's `allow` works.
  "Permissions-Policy": [
    "accelerometer=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "serial=()",
    "usb=()",
  ].join(", "),
  // A page opened from this site cannot reach back through window.opener, and vice versa.
  "Cross-Origin-Opener-Policy": "same-origin",
} as const

/** Where the content editor lives (integrations/cms-admin.ts), within the site. */
export const adminPath = "/admin/"

/**
 * What /admin/ is sent instead: the site's headers with the editor's own policy (deploy/csp.ts,
 * `adminPolicy`), a pop-up allowed to answer it (signing in with GitHub opens the OAuth helper in a
 * pop-up, which hands the token back through window.opener; `same-origin` would cut that link), and
 * no indexing.
 */
export const adminHeaders = {
  ...securityHeaders,
  "Content-Security-Policy": adminHeaderPolicy,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
} as const

/** The headers whose value on /admin/ differs from the rest of the site's (or that only it sends). */
export const adminOnlyValues = Object.keys(adminHeaders).filter(
  (name) => adminHeaders[name as keyof typeof adminHeaders] !== (securityHeaders as Record<string, string>)[name],
) as (keyof typeof adminHeaders)[]

/** The headers every response gets, the editor's included. */
const sharedHeaders = Object.fromEntries(
  Object.entries(securityHeaders).filter(([name]) => !(adminOnlyValues as string[]).includes(name)),
)
/** The headers the site's own files get and /admin/ does not. */
const siteOnlyHeaders = Object.fromEntries(
  Object.entries(securityHeaders).filter(([name]) => (adminOnlyValues as string[]).includes(name)),
)
const adminOnlyHeaders = Object.fromEntries(adminOnlyValues.map((name) => [name, adminHeaders[name]]))

/** Content-hashed file names: a changed file gets a new name, so a cached copy never goes stale. */
export const immutable = "public, max-age=31536000, immutable"
/** Everything else (pages, feeds, icons, Pagefind's entry files): cache, but ask the server first. */
export const revalidate = "no-cache"

/** Folders whose files all carry a content hash in their names. */
export const hashedPaths = ["/_astro/", "/pagefind/fragment/", "/pagefind/index/"] as const

/**
 * Routes that duplicate another (`/home/` renders Home 1). They are served, not redirected: the page
 * says `<link rel="canonical">` and the response says the same in a `Link` header, so search engines
 * index the canonical URL only, and nobody who typed /home/ pays for a redirect.
 */
export const canonicalDuplicates = routes.flatMap((route) =>
  route.canonical ? [{ path: route.path, canonical: absoluteUrl(route.canonical) }] : [],
)

/** Permanent redirects for addresses people and crawlers guess. */
export const redirects = [
  // Astro's sitemap is an index at sitemap-index.xml; crawlers try /sitemap.xml first.
  { from: "/sitemap.xml", to: "/sitemap-index.xml" },
  // The blog pager's first page is /blog/ itself.
  { from: "/blog/1/", to: "/blog/" },
] as const

/** Build-output files that configure a host and must never be served as content. */
export const hostFiles = ["/_headers", "/_redirects"] as const

/** File types the site serves; nginx gets exactly this map (other hosts already know these types). */
export const contentTypes = {
  "text/html": ["html"],
  "text/css": ["css"],
  "text/javascript": ["js", "mjs"],
  "application/json": ["json"],
  "application/manifest+json": ["webmanifest"],
  "application/xml": ["xml"],
  "text/plain": ["txt"],
  "text/markdown": ["md"],
  "image/svg+xml": ["svg"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
  "image/gif": ["gif"],
  "image/x-icon": ["ico"],
  "font/woff2": ["woff2"],
  "font/woff": ["woff"],
  "application/wasm": ["wasm"],
  "video/mp4": ["mp4"],
  "video/webm": ["webm"],
  "application/pdf": ["pdf"],
  // Pagefind's index, fragments and WebAssembly (wasm.<lang>.pagefind) are gzip-compressed binaries
  // that its script unpacks itself: opaque bytes to the browser, and never compressed again.
  "application/octet-stream": ["pagefind", "pf_meta", "pf_index", "pf_fragment"],
} as const

/**
 * Text worth compressing (text/html is always compressed by nginx): the build writes .br and .gz
 * copies of these files (integrations/precompress.ts), and nginx compresses the rest on the fly.
 */
export const compressibleTypes = [
  "text/css",
  "text/javascript",
  "text/plain",
  "text/markdown",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "application/wasm",
  "image/svg+xml",
] as const

const generatedBy =
  "Generated from deploy/headers.ts and deploy/csp.ts (npm run deploy:config; the build writes _headers and _redirects): do not edit by hand."

// ---------------------------------------------------------------------------------------------- nginx

export type NginxOptions = {
  /** The folder holding the built site. */
  root: string
  /** `listen` values; TLS is on when `tls` is given. */
  listen: readonly string[]
  serverName?: string
  /** Certificate and key paths: adds `ssl` to each listen and a port-80 server that redirects. */
  tls?: { certificate: string; key: string }
  /**
   * Needs ngx_http_brotli_static_module and ngx_http_brotli_filter_module loaded (Debian:
   * libnginx-mod-http-brotli-static and libnginx-mod-http-brotli-filter).
   */
  brotli?: boolean
  /** Where the site is served: "/" or a sub-path ("/lumora/"); site.url's path by default. */
  base?: string
}

/**
 * Paths in this file are paths within the site ("/_astro/", "/blog/1/"); a host sees them under the
 * deploy base ("/lumora/_astro/").
 */
const under = (base: string, path: string) => base + path.slice(1)

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`
const escapeRegex = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

function block(head: string, lines: readonly string[]): string[] {
  return [`${head} {`, ...lines.map((line) => (line ? `    ${line}` : "")), "}"]
}

/**
 * Map variables are global to nginx: they are named after the site so two sites can sit side by
 * side. nginx keeps variable names in a hash whose buckets (64 bytes by default) must each hold a
 * name, so the names stay short: a long host name is cut and told apart by a hash of the whole.
 */
export function nginxVariablePrefix(serverName: string): string {
  const name = serverName.replace(/\W+/g, "_")
  if (name.length <= 24) return name
  return `${name.slice(0, 16)}_${createHash("sha256").update(serverName).digest("hex").slice(0, 6)}`
}

/** Short names for the headers a map picks per path (see nginxVariablePrefix). */
const headerVariableNames: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "csp",
  "Cross-Origin-Opener-Policy": "coop",
  "X-Robots-Tag": "robots",
}

/**
 * A `server {}` block for the http context (Debian: a file in /etc/nginx/sites-enabled/), with two
 * `map`s before it that pick Cache-Control and the canonical Link header per file. All add_header
 * lines sit on the server, and no location adds its own, so every response inherits all of them.
 */
export function renderNginx({
  root,
  listen,
  serverName = new URL(site.url).hostname,
  tls,
  brotli = false,
  base = basePath,
}: NginxOptions) {
  const served = (path: string) => under(base, path)
  const prefix = nginxVariablePrefix(serverName)
  const cacheVar = `$${prefix}_cache`
  const linkVar = `$${prefix}_link`
  const typeLines = Object.entries(contentTypes).map(([type, extensions]) => `${type} ${extensions.join(" ")};`)
  // text/html gets the charset anyway; binary types never do.
  const charsetTypes = compressibleTypes.filter((type) => type !== "application/wasm")
  const headerVar = (name: string) =>
    `$${prefix}_${headerVariableNames[name] ?? name.toLowerCase().replace(/\W+/g, "_")}`
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...Object.fromEntries(adminOnlyValues.map((name) => [name, headerVar(name)])),
    "Cache-Control": cacheVar,
    Link: linkVar,
  }

  const maps = [
    "# Hashed file names are cached for a year; everything else is revalidated (ETag, Last-Modified).",
    ...block(`map $uri ${cacheVar}`, [
      `default ${quote(revalidate)};`,
      ...hashedPaths.map((path) => `~^${escapeRegex(served(path))} ${quote(immutable)};`),
    ]),
    "# Duplicate routes name their canonical URL (an empty value sends no header).",
    ...block(`map $uri ${linkVar}`, [
      `default "";`,
      ...canonicalDuplicates.map(
        ({ path, canonical }) =>
          `~^${escapeRegex(served(path))}(index\\.html)?$ ${quote(`<${canonical}>; rel="canonical"`)};`,
      ),
    ]),
    `# The content editor (${served(adminPath)}) has a policy of its own (deploy/csp.ts, adminPolicy).`,
    ...adminOnlyValues.flatMap((name) =>
      block(`map $uri ${headerVar(name)}`, [
        `default ${quote((securityHeaders as Record<string, string>)[name] ?? "")};`,
        `~^${escapeRegex(served(adminPath))} ${quote(adminHeaders[name])};`,
      ]),
    ),
  ]
  const server = [
    ...listen.map((address) => `listen ${address}${tls ? " ssl http2" : ""};`),
    `server_name ${serverName};`,
    ...(base === "/" ? [`root ${root};`] : []),
    "index index.html;",
    ...(tls ? [`ssl_certificate ${tls.certificate};`, `ssl_certificate_key ${tls.key};`] : []),
    "",
    "server_tokens off;",
    "# /about → /about/ with a relative Location, whatever host and port the visitor used.",
    "absolute_redirect off;",
    "",
    "default_type application/octet-stream;",
    ...block("types", typeLines),
    "charset utf-8;",
    `charset_types ${charsetTypes.join(" ")};`,
    "",
    "# The build writes <file>.br and <file>.gz beside every text file (integrations/precompress.ts):",
    "# nginx sends the copy the browser accepts as it is, with no compression work per request.",
    "gzip_static on;",
    "gzip_vary on;",
    "gzip_proxied any;",
    "# Files without a copy (under 256 bytes, or added to the root by hand) are compressed on the fly.",
    "gzip on;",
    "gzip_comp_level 6;",
    "gzip_min_length 256;",
    `gzip_types ${compressibleTypes.join(" ")};`,
    ...[
      ...(brotli
        ? []
        : [
            "# Brotli: install libnginx-mod-http-brotli-static and libnginx-mod-http-brotli-filter",
            "# (Debian/Ubuntu), then uncomment:",
          ]),
      "brotli_static on;",
      "brotli on;",
      "brotli_comp_level 5;",
      "brotli_min_length 256;",
      `brotli_types ${compressibleTypes.join(" ")};`,
    ].map((line) => (brotli || line.startsWith("#") ? line : `# ${line}`)),
    "",
    "# `always`: 404 pages and redirects carry them too. Do not add_header inside a location: nginx",
    "# would then drop all of these for it.",
    ...Object.entries(headers).map(
      ([name, value]) => `add_header ${name} ${value.startsWith("$") ? value : quote(value)} always;`,
    ),
    "",
    ...(base === "/"
      ? []
      : [
          `# The site lives under ${base}; nothing else on this host belongs to it.`,
          ...block(`location ^~ ${base}`, [`alias ${root.replace(/\/?$/, "/")};`]),
          ...block(`location = ${base.replace(/\/$/, "")}`, [`return 301 ${base};`]),
          ...block("location /", ["return 404;"]),
        ]),
    "# Unknown paths get the site's 404 page with status 404.",
    `error_page 404 ${served("/404.html")};`,
    "# Under a language's prefix, that language's 404 page.",
    ...prefixedLocales.flatMap((locale) =>
      block(`location ^~ ${served(`/${locale}/`)}`, [
        ...(base === "/" ? [] : [`alias ${root.replace(/\/?$/, "/")}${locale}/;`]),
        `error_page 404 ${served(localePath(locale, "/404"))};`,
      ]),
    ),
    ...redirects.flatMap(({ from, to }) => block(`location = ${served(from)}`, [`return 301 ${served(to)};`])),
    "# Netlify/Cloudflare configuration files in the build output are not content.",
    ...hostFiles.flatMap((path) => block(`location = ${served(path)}`, ["return 404;"])),
  ]
  const lines = [`# ${generatedBy}`, ...maps, "", ...block("server", server)]
  if (tls) {
    lines.push(
      "",
      "# Plain HTTP only redirects to HTTPS.",
      ...block("server", [
        ...listen.map((address) => `listen ${address.replace(/\b443\b/, "80")};`),
        `server_name ${serverName};`,
        "server_tokens off;",
        "return 301 https://$host$request_uri;",
      ]),
    )
  }
  return `${lines.join("\n")}\n`
}

// ------------------------------------------------------------------------- Netlify, Cloudflare Pages

/**
 * `_headers`. Both hosts join the values of a header named by two matching rules, so Cache-Control is
 * set only for hashed files; everything else keeps the hosts' default `public, max-age=0,
 * must-revalidate` (revalidation). Both serve 404.html with status 404 for unknown paths and add the
 * trailing slash to directory URLs on their own.
 *
 * The content editor's policy replaces the site's on /admin/. Two policies on one response would
 * both be enforced, and a rule for `/*` matches /admin/ too (Cloudflare's `! Header` can detach a
 * header there, but Netlify rejects that line), so the headers that differ are not sent by `/*`: the
 * site's go to a rule for each top-level file and folder of the output (`topLevel`, "about/",
 * "favicon.svg"), the editor's to `/admin/*`.
 */
export function renderNetlifyHeaders(topLevel: readonly string[], base = basePath): string {
  const rule = (path: string, headers: Readonly<Record<string, string>>) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]
  const admin = under(base, adminPath)
  const sitePaths = [
    base,
    ...topLevel
      .map((entry) => under(base, `/${entry}`))
      .filter((path) => path !== admin)
      .map((path) => (path.endsWith("/") ? `${path}*` : path)),
  ]
  return `${[
    `# ${generatedBy}`,
    "# Netlify and Cloudflare Pages read this file from the published folder.",
    ...rule("/*", sharedHeaders),
    ...sitePaths.flatMap((path) => rule(path, siteOnlyHeaders)),
    ...rule(`${admin}*`, adminOnlyHeaders),
    ...hashedPaths.flatMap((path) => rule(`${under(base, path)}*`, { "Cache-Control": immutable })),
    ...canonicalDuplicates.flatMap(({ path, canonical }) =>
      rule(under(base, path), { Link: `<${canonical}>; rel="canonical"` }),
    ),
  ].join("\n")}\n`
}

/**
 * `_redirects` (the same syntax on Netlify and Cloudflare Pages). Both publish the build output at
 * the root of their domain; under a sub-path, a last rule serves /lumora/… from the files at /… (a
 * 200 rewrite, not a redirect), so the site answers at the address its links use.
 */
export function renderNetlifyRedirects(base = basePath): string {
  return `${[
    `# ${generatedBy}`,
    ...redirects.map(({ from, to }) => `${under(base, from)}  ${under(base, to)}  301`),
    ...(base === "/" ? [] : [`${base.replace(/\/$/, "")}  ${base}  301`, `${base}*  /:splat  200`]),
    // A language's own 404 page for unknown paths under its prefix (a rule is skipped where a file
    // exists). Cloudflare Pages finds the nearest 404 page by itself.
    ...(base === "/" ? prefixedLocales.map((locale) => `/${locale}/*  ${localePath(locale, "/404")}  404`) : []),
  ].join("\n")}\n`
}

// ---------------------------------------------------------------------------------------------- Vercel

/**
 * vercel.json. Vercel serves 404.html for unknown paths, adds trailing slashes (`trailingSlash`), and
 * revalidates static files by default (`public, max-age=0, must-revalidate`).
 */
export function renderVercel(base = basePath): string {
  const headers = (values: Readonly<Record<string, string>>) =>
    Object.entries(values).map(([key, value]) => ({ key, value }))
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    framework: null,
    buildCommand: "npm run build",
    outputDirectory: "dist",
    trailingSlash: true,
    headers: [
      // Every path but the editor's, which has its own policy.
      { source: `/((?!${under(base, adminPath).slice(1)}).*)`, headers: headers(securityHeaders) },
      { source: `${under(base, adminPath)}(.*)`, headers: headers(adminHeaders) },
      ...hashedPaths.map((path) => ({
        source: `${under(base, path)}(.*)`,
        headers: headers({ "Cache-Control": immutable }),
      })),
      ...canonicalDuplicates.map(({ path, canonical }) => ({
        source: under(base, path),
        headers: headers({ Link: `<${canonical}>; rel="canonical"` }),
      })),
    ],
    redirects: redirects.map(({ from, to }) => ({
      source: under(base, from),
      destination: under(base, to),
      permanent: true,
    })),
    // Vercel publishes the output at the domain's root: under a sub-path, /lumora/… is served from /….
    ...(base === "/" ? {} : { rewrites: [{ source: `${base}:path*`, destination: "/:path*" }] }),
  }
  return `${JSON.stringify(config, null, 2)}\n`
}

// ------------------------------------------------------------------------------------------- outputs

/**
 * What the deploy files are named after: the production host from site.url without `www.`
 * (`lumora.example.com`), or a slug of the site's name if the URL has no usable host. Setting
 * site.url renames the nginx file and its web root, so no brand name is written in by hand.
 */
export const deploySlug = slug(new URL(site.url).hostname.replace(/^www\./, "")) || slug(site.name)

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
}

/** The committed nginx server block, and where it expects the built site on the server. */
export const nginxFile = `deploy/nginx/${deploySlug}.conf`
export const webRoot = `/var/www/${deploySlug}/dist`

/** The committed files under deploy/, by path relative to the project root. */
export function deployFiles() {
  return {
    [nginxFile]: renderNginx({
      root: webRoot,
      listen: ["443", "[::]:443"],
      tls: {
        certificate: `/etc/letsencrypt/live/${new URL(site.url).hostname}/fullchain.pem`,
        key: `/etc/letsencrypt/live/${new URL(site.url).hostname}/privkey.pem`,
      },
    }),
    "deploy/vercel.json": renderVercel(),
  }
}

/**
 * The files written into the build output, by path relative to it; `topLevel` lists the output's
 * top-level files and folders ("about/", "favicon.svg").
 */
export function publishFiles(topLevel: readonly string[]) {
  return { _headers: renderNetlifyHeaders(topLevel), _redirects: renderNetlifyRedirects() }
}
