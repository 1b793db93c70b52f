import { describe, expect, it } from "vitest"

import { aiCrawlers, robotsTxt } from "#/pages/robots.txt.ts"

describe("robots.txt", () => {
  it("lets every crawler in by default", () => {
    const text = robotsTxt("allow")
    expect(text).toMatch(/^User-agent: \*\nAllow: \//)
    for (const bot of aiCrawlers) expect(text).not.toContain(bot)
  })

  it("turns each AI crawler away from the whole site with one setting, and still lets search engines in", () => {
    const text = robotsTxt("disallow")
    for (const bot of ["GPTBot", "ClaudeBot", "Google-Extended", "CCBot", "PerplexityBot"])
      expect(text).toMatch(new RegExp(`User-agent: ${bot}\\nDisallow: /\\n`))
    expect(text).toContain("User-agent: *\nAllow: /")
    expect(text).toContain("Sitemap: ")
  })
})
