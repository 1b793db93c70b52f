import type { APIRoute } from "astro"

import { site } from "#/config/site.ts"
import { absoluteUrl, basePath } from "#/lib/url.ts"

/** The crawlers that gather text for AI models and assistants, by the user agent each announces. */
export const aiCrawlers = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-User",
  "Claude-SearchBot",
  "anthropic-ai",
  "Google-Extended",
  "Applebot-Extended",
  "CCBot",
  "PerplexityBot",
  "Perplexity-User",
  "Meta-ExternalAgent",
  "Bytespider",
  "Amazonbot",
  "cohere-ai",
] as const

/**
 * Every page may be crawled; the sitemap index (@astrojs/sitemap) lists them. With `site.aiCrawlers`
 * set to "disallow", the AI crawlers above are turned away from the whole site. Crawlers read
 * robots.txt only at the root of a host, so a site under a sub-path hands these lines to whoever
 * serves the root (the README's deploy section says so).
 */
export function robotsTxt(ai: "allow" | "disallow" = site.aiCrawlers): string {
  const turnedAway = ai === "disallow" ? aiCrawlers.map((bot) => `User-agent: ${bot}\nDisallow: ${basePath}\n\n`) : []
  return `${turnedAway.join("")}User-agent: *\nAllow: ${basePath}\n\nSitemap: ${absoluteUrl("/sitemap-index.xml")}\n`
}

export const GET: APIRoute = () =>
  new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } })
