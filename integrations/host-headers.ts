import { readFile, writeFile } from "node:fs/promises"

import type { AstroIntegration } from "astro"

import { publishFiles } from "../deploy/headers.ts"

const metaPolicy = /<meta http-equiv="content-security-policy" content="([^"]*)"/
const metaPolicyTag = /<meta http-equiv="content-security-policy" content="[^"]*">/
const charset = /<meta charset="[^"]*">/i

/**
 * A <meta> policy governs only what comes after it, and Astro writes it at the end of <head>, after
 * the theme script, the font faces and the JSON-LD: moved to just after <meta charset>, it governs the
 * whole document.
 */
export function policyFirst(html: string): string {
  const tag = metaPolicyTag.exec(html)?.[0]
  const at = charset.exec(html)
  if (!tag || !at) return html
  const without = html.replace(tag, "")
  const end = at.index + at[0].length
  return without.slice(0, end) + tag + without.slice(end)
}

/**
 * After the build: writes `_headers` and `_redirects` (Netlify, Cloudflare Pages) into the output,
 * from deploy/headers.ts, and checks that every page carries the Content-Security-Policy <meta> that
 * `security.csp` adds, with hashes and no 'unsafe-inline' for scripts, moved to the top of <head>. nginx and Vercel configuration
 * is committed under deploy/ (`npm run deploy:config`).
 */
export function hostHeaders(): AstroIntegration {
  return {
    name: "host-headers",
    hooks: {
      "astro:build:done": async ({ dir, assets, logger }) => {
        for (const [path, text] of Object.entries(publishFiles())) await writeFile(new URL(path, dir), text)

        const pages = [...new Set([...assets.values()].flat())].filter((url) => url.pathname.endsWith(".html"))
        const problems: string[] = []
        for (const page of pages) {
          const html = policyFirst(await readFile(page, "utf8"))
          await writeFile(page, html)
          const policy = metaPolicy.exec(html)?.[1]
          const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src"))
          if (!policy) problems.push(`${page.pathname}: no Content-Security-Policy <meta>`)
          else if (!scriptSrc || scriptSrc.includes("'unsafe-inline'"))
            problems.push(`${page.pathname}: script-src is missing or allows 'unsafe-inline'`)
        }
        if (problems.length > 0) throw new Error(`Content-Security-Policy:\n${problems.join("\n")}`)
        logger.info(`wrote _headers and _redirects; ${pages.length} pages carry the CSP <meta>`)
      },
    },
  }
}
