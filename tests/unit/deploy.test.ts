import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it, vi } from "vitest"

import type { AnalyticsSetting } from "#/config/analytics.ts"
import { analyticsSetup } from "#/lib/analytics.ts"

import { mapHost } from "#/components/islands/map-embed.tsx"
import { videoHosts } from "#/lib/video-embed.ts"
import {
  adminHeaderPolicy,
  adminMetaPolicy,
  adminPolicy,
  astroCsp,
  frameHosts,
  headerPolicy,
  scriptSources,
} from "../../deploy/csp"
import { site } from "#/config/site.ts"
import {
  adminHeaders,
  deployFiles,
  deploySlug,
  nginxFile,
  publishFiles,
  redirects,
  renderNetlifyHeaders,
  renderNetlifyRedirects,
  nginxVariablePrefix,
  renderNginx,
  renderVercel,
  securityHeaders,
  webRoot,
} from "../../deploy/headers"
import { basePath } from "#/lib/url.ts"
import { policyForPage, stylesInHead } from "../../integrations/host-headers"

const root = join(import.meta.dirname, "../..")

/** A build output's top level, as the host-headers step lists it. */
const topLevel = [
  "404.html",
  "_astro/",
  "about/",
  "admin/",
  "blog/",
  "de/",
  "favicon.svg",
  "index.html",
  "sitemap-index.xml",
]

/**
 * The headers Netlify and Cloudflare Pages send for `path` from a `_headers` file: every matching
 * rule's (a trailing `*` matches any rest), a header named by two rules joined with a comma.
 */
function headersFor(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let matches = false
  for (const line of file.split("\n")) {
    if (!line || line.startsWith("#")) continue
    if (!line.startsWith(" ")) {
      matches = line.endsWith("*") ? path.startsWith(line.slice(0, -1)) : path === line
      continue
    }
    if (!matches) continue
    const [name = "", ...value] = line.trim().split(": ")
    headers[name] = headers[name] === undefined ? value.join(": ") : `${headers[name]}, ${value.join(": ")}`
  }
  return headers
}
const parse = (directives: readonly string[]) =>
  new Map(directives.map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]))

describe("the Content-Security-Policy (deploy/csp.ts)", () => {
  const meta = parse(astroCsp.directives)
  const header = parse(headerPolicy.split(";"))

  it("is strict", () => {
    expect(meta.get("default-src")).toEqual(["'self'"])
    expect(meta.get("object-src")).toEqual(["'none'"])
    expect(meta.get("base-uri")).toEqual(["'self'"])
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(astroCsp.styleDirective.resources).not.toContain("'unsafe-inline'")
    expect(header.get("frame-ancestors")).toEqual(["'none'"])
  })

  it("frames only the video players and the map", () => {
    expect([...frameHosts].sort()).toEqual([...Object.values(videoHosts), mapHost].sort())
    expect(meta.get("frame-src")).toEqual([...frameHosts])
  })

  it("says the same in the header as in the <meta>, and leaves scripts and styles to the hashed meta", () => {
    for (const [name, sources] of header) {
      if (name === "frame-ancestors") continue
      expect(meta.get(name), name).toEqual(sources)
    }
    // A default-src (or script-src) in the header would block the hashed inline scripts.
    for (const name of ["default-src", "script-src", "style-src"]) expect(header.has(name), name).toBe(false)
    expect(securityHeaders["Content-Security-Policy"]).toBe(headerPolicy)
  })
})

describe("each page's <meta> policy (integrations/host-headers.ts)", () => {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
  const page = (policy: string, body: string) =>
    `<head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body>`
  const theme = "document.documentElement.dataset.theme='dark'"
  const faces = "@font-face{font-family:X}"
  const loader = "(()=>{window.loader=1})()"

  it("keeps the hashes of the page's own inline scripts and styles and drops the rest", () => {
    const policy = `default-src 'self';script-src 'self' ${hash(theme)} ${hash(loader)};style-src 'self' ${hash(faces)} ${hash("a{}")};`
    const { html, missing } = policyForPage(
      page(policy, `<script>${theme}</script><style>${faces}</style><script type="application/ld+json">{}</script>`),
    )
    expect(missing).toEqual([])
    expect(html).toContain(`script-src 'self' ${hash(theme)};style-src 'self' ${hash(faces)};`)
    expect(html).not.toContain(hash(loader))
    expect(html).toContain("default-src 'self'")
  })

  it("reports inline code the policy does not allow (JSON-LD is data, not code)", () => {
    const { missing } = policyForPage(
      page(
        `script-src 'self';style-src 'self'`,
        `<script type="module">${loader}</script><script type="application/ld+json">{}</script>`,
      ),
    )
    expect(missing).toEqual([hash(loader)])
  })

  it("moves a <style> Astro wrote into <body> to the end of <head>, and leaves an SVG's own alone", () => {
    const islands = "<style>astro-island{display:contents}</style>"
    const svg = "<svg><style>.a{fill:red}</style></svg>"
    const html = stylesInHead(
      `<html><head><title>t</title></head><body><p>x</p>${islands}<astro-island></astro-island>${svg}</body></html>`,
    )
    expect(html).toBe(
      `<html><head><title>t</title>${islands}</head><body><p>x</p><astro-island></astro-island>${svg}</body></html>`,
    )
  })
})

describe("host configuration (deploy/headers.ts)", () => {
  it("the committed files are up to date (npm run deploy:config rewrites them)", () => {
    for (const [path, text] of Object.entries(deployFiles()))
      expect(readFileSync(join(root, path), "utf8"), `${path} is stale: run npm run deploy:config`).toBe(text)
  })

  it("names the nginx file and its web root after site.url's host, and keeps no other server block", () => {
    expect(deploySlug).toBe(new URL(site.url).hostname.replace(/^www\./, ""))
    expect(nginxFile).toBe(`deploy/nginx/${deploySlug}.conf`)
    expect(webRoot).toBe(`/var/www/${deploySlug}/dist`)
    expect(deployFiles()[nginxFile]).toContain(basePath === "/" ? `root ${webRoot};` : `alias ${webRoot}/;`)
    expect(readdirSync(join(root, "deploy/nginx")), "run npm run deploy:config").toEqual([`${deploySlug}.conf`])
  })

  it("the security headers keep their floor: no sniffing, no framing, HTTPS for at least a year, a strict referrer, no opener, the powerful features off", () => {
    // Every host test compares what is served with securityHeaders, so one dropped from that list
    // would go unnoticed there: these are the values no deployment of the site goes below.
    expect(securityHeaders["X-Content-Type-Options"], "X-Content-Type-Options").toBe("nosniff")
    expect(securityHeaders["X-Frame-Options"], "X-Frame-Options").toBe("DENY")
    expect(securityHeaders["Content-Security-Policy"], "Content-Security-Policy").toMatch(/frame-ancestors 'none'/)
    const maxAge = Number(/max-age=(\d+)/.exec(securityHeaders["Strict-Transport-Security"])?.[1])
    expect(maxAge, "Strict-Transport-Security max-age").toBeGreaterThanOrEqual(31_536_000)
    expect(
      ["strict-origin-when-cross-origin", "strict-origin", "same-origin", "no-referrer"],
      "Referrer-Policy",
    ).toContain(securityHeaders["Referrer-Policy"])
    expect(securityHeaders["Cross-Origin-Opener-Policy"], "Cross-Origin-Opener-Policy").toBe("same-origin")
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(securityHeaders["Permissions-Policy"], `Permissions-Policy: ${feature}`).toContain(`${feature}=()`)
  })

  it("every host sends every security header", () => {
    const netlify = publishFiles(topLevel)._headers
    const nginx = renderNginx({ root: "/srv", listen: ["8080"] })
    const vercel = JSON.parse(deployFiles()["deploy/vercel.json"]) as { headers: { headers: unknown[] }[] }
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(netlify, `_headers: ${name}`).toContain(`${name}: ${value}`)
      // A header whose value differs on /admin/ is picked by a map, the site's value its default.
      expect(
        nginx.includes(`add_header ${name} "${value}" always;`) || nginx.includes(`default "${value}";`),
        `nginx: ${name}`,
      ).toBe(true)
      expect(vercel.headers[0]!.headers, `vercel.json: ${name}`).toContainEqual({ key: name, value })
    }
  })

  it("nginx gets brotli only when asked (the module may not be installed)", () => {
    expect(renderNginx({ root: "/srv", listen: ["8080"] })).not.toMatch(/^\s*brotli on;/m)
    expect(renderNginx({ root: "/srv", listen: ["8080"], brotli: true })).toMatch(/^\s*brotli on;/m)
  })

  it("under a sub-path, every host serves the site there and only there", () => {
    const base = "/acme/"
    const nginx = renderNginx({ root: "/srv/site", listen: ["8080"], base })
    expect(nginx).not.toMatch(/^\s*root /m)
    expect(nginx).toContain("location ^~ /acme/ {\n        alias /srv/site/;")
    expect(nginx).toContain("location = /acme {\n        return 301 /acme/;")
    expect(nginx).toContain("location / {\n        return 404;")
    expect(nginx).toContain("error_page 404 /acme/404.html;")
    expect(nginx).toContain("~^/acme/_astro/ ")
    for (const { from, to } of redirects)
      expect(nginx).toContain(`location = /acme${from} {\n        return 301 /acme${to};`)

    const rules = renderNetlifyRedirects(base)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
    expect(rules.every((line) => line.startsWith("/acme"))).toBe(true)
    // The 200 rewrite comes last: the redirects above it win for their own paths.
    expect(rules.at(-1)).toBe("/acme/*  /:splat  200")
    expect(renderNetlifyHeaders(topLevel, base)).toContain("\n/acme/_astro/*\n")
    expect(headersFor(renderNetlifyHeaders(topLevel, base), "/acme/admin/")).toMatchObject(adminHeaders)
    expect(headersFor(renderNetlifyHeaders(topLevel, base), "/acme/about/")).toEqual(securityHeaders)

    const vercel = JSON.parse(renderVercel(base)) as {
      rewrites: unknown[]
      redirects: { source: string }[]
      headers: { source: string }[]
    }
    expect(vercel.rewrites).toEqual([{ source: "/acme/:path*", destination: "/:path*" }])
    expect(vercel.redirects.every((rule) => rule.source.startsWith("/acme/"))).toBe(true)
    expect(vercel.headers.slice(1).every((rule) => rule.source.startsWith("/acme/"))).toBe(true)
  })
})

describe("the analytics tool's origins (src/lib/analytics.ts → deploy/csp.ts → every host)", () => {
  const google = {
    script: ["https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  }
  const cases: [string, AnalyticsSetting, { script: string[]; connect: string[]; img: string[] }][] = [
    ["none", { tool: "none" }, { script: [], connect: [], img: [] }],
    [
      "plausible",
      { tool: "plausible", domain: "example.com" },
      { script: ["https://plausible.io"], connect: ["https://plausible.io"], img: [] },
    ],
    [
      "plausible, self-hosted",
      { tool: "plausible", domain: "example.com", host: "https://stats.example.com/" },
      { script: ["https://stats.example.com"], connect: ["https://stats.example.com"], img: [] },
    ],
    [
      "umami",
      { tool: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" },
      { script: ["https://cloud.umami.is"], connect: ["https://cloud.umami.is"], img: [] },
    ],
    [
      "fathom",
      { tool: "fathom", siteId: "ABCDEFGH" },
      {
        script: ["https://cdn.usefathom.com"],
        connect: ["https://cdn.usefathom.com"],
        img: ["https://cdn.usefathom.com"],
      },
    ],
    ["ga4", { tool: "ga4", measurementId: "G-XXXXXXXXXX" }, google],
    ["gtm", { tool: "gtm", containerId: "GTM-XXXXXXX" }, google],
  ]

  it.each(cases)(
    "%s adds exactly its origins to script-src, connect-src and img-src, on every host",
    async (_, setting, origins) => {
      vi.resetModules()
      vi.doMock("#/config/analytics.ts", () => ({ analytics: setting }))
      try {
        const csp = await import("../../deploy/csp")
        const hosts = await import("../../deploy/headers")
        const meta = parse(csp.astroCsp.directives)
        expect(csp.scriptSources).toEqual(["'self'", "'wasm-unsafe-eval'", ...origins.script])
        expect(meta.get("connect-src")).toEqual(["'self'", ...origins.connect])
        expect(meta.get("img-src")).toEqual(["'self'", "data:", ...origins.img])
        expect(csp.scriptSources).not.toContain("'unsafe-inline'")
        // The header (every host's) carries connect-src and img-src; script-src stays in the hashed meta.
        const header = parse(csp.headerPolicy.split(";"))
        expect(header.get("connect-src")).toEqual(meta.get("connect-src"))
        expect(header.get("img-src")).toEqual(meta.get("img-src"))
        expect(hosts.renderNetlifyHeaders(["about"])).toContain(`Content-Security-Policy: ${csp.headerPolicy}`)
        expect(hosts.renderNginx({ root: "/srv", listen: ["8080"] })).toContain(csp.headerPolicy)
        expect(hosts.renderVercel()).toContain(JSON.stringify(csp.headerPolicy))
      } finally {
        vi.doUnmock("#/config/analytics.ts")
        vi.resetModules()
      }
    },
  )

  it("the committed setting is what the committed host files say", () => {
    const all = [...astroCsp.directives, headerPolicy].join(" ")
    if (analyticsSetup === null) expect(all).not.toMatch(/plausible|umami|usefathom|google/)
    else for (const origin of analyticsSetup.origins.connect) expect(headerPolicy).toContain(origin)
  })
})

describe("the content editor's policy (/admin/)", () => {
  const directives = parse(adminHeaderPolicy.split(";"))

  it("allows no inline script and no eval, and frames nothing", () => {
    expect(directives.get("script-src")).toEqual(["'self'"])
    expect(directives.get("default-src")).toEqual(["'self'"])
    expect(directives.get("object-src")).toEqual(["'none'"])
    expect(directives.get("frame-ancestors")).toEqual(["'none'"])
    expect(directives.get("frame-src")).toEqual(["'none'"])
    expect(adminMetaPolicy).not.toContain("frame-ancestors")
    expect(adminMetaPolicy).toBe(
      Object.entries(adminPolicy)
        .map(([name, sources]) => `${name} ${sources.join(" ")}`)
        .join("; "),
    )
  })

  it("reaches no third party but GitHub", () => {
    const origins = [...directives.values()].flat().filter((source) => source.startsWith("https:"))
    for (const origin of origins) expect(new URL(origin).hostname).toMatch(/(^|\.)github(usercontent|status)?\.com$/)
  })

  it("Netlify and Cloudflare Pages send it on /admin/ instead of the site's, and the site's everywhere else", () => {
    const file = publishFiles(topLevel)._headers
    expect(headersFor(file, "/admin/")).toEqual(adminHeaders)
    expect(headersFor(file, "/admin/sveltia-cms.mjs")).toEqual(adminHeaders)
    for (const path of ["/", "/index.html", "/about/", "/de/about/", "/favicon.svg", "/404.html"])
      expect(headersFor(file, path), path).toEqual(securityHeaders)
    expect(headersFor(file, "/_astro/x.js")).toEqual({ ...securityHeaders, "Cache-Control": expect.any(String) })
  })

  it("Vercel sends it on /admin/ instead of the site's", () => {
    const vercel = JSON.parse(deployFiles()["deploy/vercel.json"]) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const csp = (path: string) =>
      vercel.headers
        .filter((rule) => new RegExp(`^${rule.source}$`).test(path))
        .flatMap((rule) => rule.headers.filter((header) => header.key === "Content-Security-Policy"))
        .map((header) => header.value)
    expect(csp("/admin/")).toEqual([adminHeaderPolicy])
    expect(csp("/admin/admin.js")).toEqual([adminHeaderPolicy])
    expect(csp("/about/")).toEqual([headerPolicy])
    expect(csp("/")).toEqual([headerPolicy])
  })

  it("nginx picks the policy by path", () => {
    const nginx = renderNginx({ root: "/srv", listen: ["8080"] })
    const csp = /add_header Content-Security-Policy (\$\w+) always;/.exec(nginx)?.[1]
    expect(csp).toBeDefined()
    expect(nginx).toContain(
      `map $uri ${csp} {\n    default "${headerPolicy}";\n    ~^/admin/ "${adminHeaderPolicy}";\n}`,
    )
    expect(nginx).toContain(`~^/admin/ "same-origin-allow-popups";`)
  })
})

describe("nginx variable names", () => {
  // nginx refuses a configuration whose variable name overflows a 64-byte hash bucket
  // ("could not build variables_hash"): a long host name must not make the site's names long.
  it.each(["lumora.example.com", "northwave.example.org", "a-very-long-subdomain.agency-name.example.co.uk"])(
    "stay short for %s, and differ between sites",
    (host) => {
      const names = [
        ...renderNginx({ root: "/srv", listen: ["8080"], serverName: host }).matchAll(/^map \$\w+ \$(\w+)/gm),
      ]
      expect(names.length).toBeGreaterThan(0)
      for (const [, name] of names) expect(name!.length, name).toBeLessThanOrEqual(40)
      expect(nginxVariablePrefix(host)).not.toBe(nginxVariablePrefix(`other.${host}`))
    },
  )
})
