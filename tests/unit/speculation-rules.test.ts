import { createHash } from "node:crypto"

import { describe, expect, test } from "vitest"

import { astroCsp, speculationRulesHash } from "../../deploy/csp"
import { buttonClassName, type ButtonVariant } from "#/components/ui/button.ts"
import {
  excludedSelector,
  nonPages,
  prerenderSelector,
  primaryButtonSelector,
  sitePages,
  speculationRules,
  speculationRulesScript,
} from "#/lib/speculation-rules.ts"
import { basePath } from "#/lib/url.ts"

/** The class names a compound selector of classes (".a.hover\\:b") asks for ("a", "hover:b"). */
const classesOf = (selector: string) =>
  selector
    .split(/(?<!\\)\./)
    .filter(Boolean)
    .map((name) => name.replaceAll("\\", ""))

describe("the speculation rules (src/lib/speculation-rules.ts)", () => {
  test("the script is the rules as JSON, and the CSP allows it by its hash", () => {
    expect(JSON.parse(speculationRulesScript)).toEqual(speculationRules)
    const hash = `sha256-${createHash("sha256").update(speculationRulesScript).digest("base64")}`
    expect(speculationRulesHash).toBe(hash)
    expect(astroCsp.scriptDirective.hashes).toContain(hash)
  })

  test("document rules, on hover or press, prerender a subset of what is prefetched", () => {
    for (const rule of [...speculationRules.prefetch, ...speculationRules.prerender]) {
      expect(rule.source).toBe("document")
      expect(rule.eagerness).toBe("moderate")
    }
    const [prefetch] = speculationRules.prefetch
    const [prerender] = speculationRules.prerender
    // Every condition of the prefetch rule holds for a prerendered link too.
    expect(prerender.where.and).toEqual(expect.arrayContaining([...prefetch.where.and]))
    expect(prerender.where.and).toContainEqual({ selector_matches: prerenderSelector })
  })

  test("only pages under the deploy base; feeds, sitemaps, documents and images never", () => {
    expect(sitePages).toBe(`${basePath}*`)
    for (const file of ["rss.xml", "sitemap-index.xml", "manifest.webmanifest", "brochure.pdf", "cover.png"])
      expect(
        nonPages.some((pattern) => file.endsWith(pattern.slice(pattern.lastIndexOf("*") + 1))),
        file,
      ).toBe(true)
    for (const pattern of nonPages) expect(pattern.startsWith(basePath)).toBe(true)
  })

  test("new tabs, downloads, rel=nofollow/external, links in forms and in-page links are excluded", () => {
    for (const part of [`[target]`, "[download]", `"nofollow"`, `"external"`, "form a", `[href^="#"]`])
      expect(excludedSelector).toContain(part)
  })

  test("the primary button's selector matches the primary variant only (src/components/ui/button.ts)", () => {
    const has = (variant: ButtonVariant) => {
      const classes = new Set(buttonClassName({ variant }).split(/\s+/))
      return classesOf(primaryButtonSelector).every((name) => classes.has(name))
    }
    expect(has("primary")).toBe(true)
    for (const variant of ["secondary", "ghost", "inverse", "outline"] as const)
      expect(has(variant), variant).toBe(false)
  })
})
