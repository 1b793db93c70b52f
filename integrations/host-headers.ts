import { adminPath, publishFiles } from "../deploy/headers.ts"
import { sha256 } from "./output-files.ts"
import type { Step } from "./post-build.ts"

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
 * Astro writes the islands' base style (`astro-island{display:contents}`) just before the first
 * island, inside <body>, where HTML allows no <style>: at the end of <head> it styles the islands
 * just the same, and the page validates.
 */
export function stylesInHead(html: string): string {
  const bodyAt = html.search(/<body[\s>]/i)
  if (bodyAt < 0) return html
  const styles: string[] = []
  // An SVG's own <style> belongs to it: skipped whole.
  const body = html.slice(bodyAt).replace(/<svg\b[\s\S]*?<\/svg>|<style\b[^>]*>[\s\S]*?<\/style>/gi, (element) => {
    if (/^<svg/i.test(element)) return element
    styles.push(element)
    return ""
  })
  if (styles.length === 0) return html
  return html.slice(0, bodyAt).replace("</head>", () => `${styles.join("")}</head>`) + body
}

const inlineCode = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi
/** Inline script types a browser runs, and so checks against script-src; data blocks (JSON-LD) are neither. */
const runnable = new Set(["", "module", "text/javascript", "application/javascript", "importmap", "speculationrules"])

/** The CSP hash source of every inline script and style a browser would check in `html`. */
function inlineHashes(html: string): Set<string> {
  const hashes = new Set<string>()
  for (const [, element, attributes = "", text = ""] of html.matchAll(inlineCode)) {
    if (/\ssrc=/i.test(attributes)) continue
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? ""
    if (element?.toLowerCase() === "script" && !runnable.has(type)) continue
    hashes.add(`'sha256-${sha256(text, "base64")}'`)
  }
  return hashes
}

/**
 * Astro puts the hash of every inline script and style the site can emit into every page's policy:
 * seven hydration directives, the island runtime twice (its development copy too), the stylesheets.
 * A page carries 8 to 10 of those 17, so its policy names only those: no page allows code it does
 * not have, and each document is 0.27 to 0.36 KB smaller compressed (hashes are random characters),
 * which keeps more of them inside the first 14.6 KB a new connection delivers in one round trip.
 * `missing` lists inline code of the page that its policy does not allow: a build error.
 */
export function policyForPage(html: string): { html: string; missing: string[] } {
  const policy = metaPolicy.exec(html)?.[1]
  if (!policy) return { html, missing: [] }
  const present = inlineHashes(html)
  const allowed = new Set<string>()
  const pruned = policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name !== "script-src" && name !== "style-src") return directive
      for (const source of sources) allowed.add(source)
      return [name, ...sources.filter((source) => !/^'sha(256|384|512)-/.test(source) || present.has(source))].join(" ")
    })
    .join(";")
  return {
    // A function, so that nothing in the policy is read as a replacement pattern ($&, $').
    html: html.replace(`content="${policy}"`, () => `content="${pruned}"`),
    missing: [...present].filter((hash) => !allowed.has(hash)),
  }
}

/**
 * After the build: writes `_headers` and `_redirects` (Netlify, Cloudflare Pages) into the output,
 * from deploy/headers.ts, and checks that every page carries the Content-Security-Policy <meta> that
 * `security.csp` adds, with hashes and no 'unsafe-inline' for scripts, moved to the top of <head> and
 * cut to the hashes of that page's own inline code; moves any <style> Astro left in <body> to <head>. nginx and Vercel configuration is committed
 * under deploy/ (`npm run deploy:config`).
 */
export const hostHeaders: Step = {
  name: "host-headers",
  async run({ files, rendered, logger }) {
    // The output's top-level files and folders ("about/", "favicon.svg"), and the editor's folder,
    // which a later step writes (cms-admin.ts).
    const topLevel = new Set([...files.paths.map((path) => path.replace(/\/.*$/, "/")), adminPath.slice(1)])
    for (const [path, text] of Object.entries(publishFiles([...topLevel].sort()))) files.write(path, text)

    const pages = files.paths.filter((path) => path.endsWith(".html") && rendered.has(path))
    const problems: string[] = []
    for (const page of pages) {
      const { html, missing } = policyForPage(policyFirst(stylesInHead(await files.text(page))))
      files.write(page, html)
      for (const hash of missing) problems.push(`${page}: inline code with hash ${hash} is not allowed by the policy`)
      const policy = metaPolicy.exec(html)?.[1]
      const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src"))
      if (!policy) problems.push(`${page}: no Content-Security-Policy <meta>`)
      else if (!scriptSrc || scriptSrc.includes("'unsafe-inline'"))
        problems.push(`${page}: script-src is missing or allows 'unsafe-inline'`)
    }
    if (problems.length > 0) throw new Error(`Content-Security-Policy:\n${problems.join("\n")}`)
    logger.info(`wrote _headers and _redirects; ${pages.length} pages carry the CSP <meta>`)
  },
}
