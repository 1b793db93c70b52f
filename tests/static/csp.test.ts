/**
 * Every page's Content-Security-Policy <meta>, read from its HTML: strict (no 'unsafe-inline' or
 * 'unsafe-eval', nothing by default but the site itself), ahead of everything it governs, and
 * hashing exactly the inline scripts and styles the page carries. The browser suite loads the
 * pages under it and fails on any violation (tests/e2e/sweep.spec.ts).
 */
import { createHash } from "node:crypto"

import { expect, test } from "vitest"

import { formTargets, frameHosts } from "../../deploy/csp"
import { pages, Problems } from "./pages"

/** The policy's directives by name, from a page's <meta>. */
function metaPolicy(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? ""
  return new Map(
    content
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const same = (a: readonly string[] | undefined, b: readonly string[]) => JSON.stringify(a ?? []) === JSON.stringify(b)

test("every page's policy is strict, comes first and hashes exactly its inline scripts and styles", () => {
  const problems = new Problems()
  for (const page of pages()) {
    const { html } = page
    const policy = metaPolicy(html)
    const scriptSrc = policy.get("script-src") ?? []
    const styleSrc = policy.get("style-src") ?? []
    if (!scriptSrc.includes("'self'")) problems.add(page, "script-src lacks 'self'")
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
      if (scriptSrc.includes(unsafe)) problems.add(page, `script-src allows ${unsafe}`)
    if (styleSrc.includes("'unsafe-inline'")) problems.add(page, "style-src allows 'unsafe-inline'")
    for (const [directive, expected] of [
      ["default-src", ["'self'"]],
      ["object-src", ["'none'"]],
      ["base-uri", ["'self'"]],
      ["form-action", ["'self'", ...formTargets.formAction]],
      ["frame-src", [...frameHosts]],
    ] as const)
      if (!same(policy.get(directive), expected))
        problems.add(page, `${directive} is "${(policy.get(directive) ?? []).join(" ")}", not "${expected.join(" ")}"`)

    // A <meta> policy governs only what follows it: it comes before every script, style and stylesheet.
    const policyAt = html.indexOf('<meta http-equiv="content-security-policy"')
    if (policyAt <= 0) problems.add(page, "no policy <meta>")
    for (const tag of ["<script", "<style", "<link"])
      if (html.includes(tag) && policyAt > html.indexOf(tag))
        problems.add(page, `the policy <meta> comes after the first ${tag}`)

    // Every inline script that runs (JSON-LD is data, not script) and every inline style is hashed.
    const inline = new Set<string>()
    for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes)) continue
      inline.add(sha256(body))
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue
      if (!scriptSrc.includes(sha256(body))) problems.add(page, `no hash for the inline script ${body.slice(0, 60)}…`)
    }
    for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      inline.add(sha256(body))
      if (!styleSrc.includes(sha256(body))) problems.add(page, `no hash for the inline style ${body.slice(0, 60)}…`)
    }
    // And no hash of code the page does not carry (another page's island loader, a stylesheet).
    for (const source of [...scriptSrc, ...styleSrc].filter((s) => s.startsWith("'sha")))
      if (!inline.has(source)) problems.add(page, `${source} hashes no inline code of the page`)
    // Attributes no hash can allow: inline styles and event handlers.
    if (/<[^>]+\sstyle="/.test(html)) problems.add(page, "an inline style attribute")
    if (/<[^>]+\son[a-z]+="/.test(html)) problems.add(page, "an inline event handler")
  }
  expect(problems.lines).toEqual([])
})
