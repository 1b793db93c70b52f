import type { APIRoute } from "astro"

import { twinWords } from "#/i18n/pages.ts"
import { llmsFull } from "#/lib/llms.ts"

/** /llms-full.txt: llms.txt with the full text of every item, in Markdown. */
export const GET: APIRoute = async () =>
  new Response(await llmsFull(twinWords), { headers: { "Content-Type": "text/plain; charset=utf-8" } })
