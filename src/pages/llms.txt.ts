import type { APIRoute } from "astro"

import { llmsIndex } from "#/lib/llms.ts"

/** /llms.txt (llmstxt.org): the site's pages and items, one line each, for language models. */
export const GET: APIRoute = async () =>
  new Response(await llmsIndex(), { headers: { "Content-Type": "text/plain; charset=utf-8" } })
