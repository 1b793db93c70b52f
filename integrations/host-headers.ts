import { readFile, writeFile } from "node:fs/promises"

import type { AstroIntegration } from "astro"

import { publishFiles } from "../deploy/headers.ts"

const metaPolicy = /<meta http-equiv="content-security-policy" content="([^"]*)"/

/**
 * After the build: writes `_headers` and `_redirects` (Netlify, Cloudflare Pages) into the output,
 * from deploy/headers.ts, and checks that every page carries the Content-Security-Policy <meta> that
 * `security.csp` adds, with hashes and no 'unsafe-inline' for scripts. nginx and Vercel configuration
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
          const html = await readFile(page, "utf8")
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
