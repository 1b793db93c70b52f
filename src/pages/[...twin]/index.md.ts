import type { APIRoute, GetStaticPaths } from "astro"

import { twinWords } from "#/i18n/pages.ts"
import { markdownTwins, type Twin } from "#/lib/content/twins.ts"

/**
 * Each item page's Markdown twin, at `<page>index.md` (/blog/<slug>/index.md,
 * /de/service/<slug>/index.md): the same content as text, for readers and language models. The
 * page links it in its <head> (rel="alternate" type="text/markdown").
 */
export const getStaticPaths = (async () =>
  (await markdownTwins()).map((twin) => ({
    params: { twin: twin.path.slice(1, -1) },
    props: { twin },
  }))) satisfies GetStaticPaths

export const GET: APIRoute<{ twin: Twin }> = ({ props }) =>
  new Response(props.twin.markdown(twinWords), { headers: { "Content-Type": "text/markdown; charset=utf-8" } })
