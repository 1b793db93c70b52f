import rss from "@astrojs/rss"
import type { APIRoute } from "astro"

import { site } from "#/config/site.ts"
import { blog } from "#/data/pages/blog.ts"
import { blogFeed } from "#/lib/content/blog.ts"
import { absoluteUrl } from "#/lib/url.ts"

/** The blog's RSS feed, linked from the blog pages' <head>: every published post, linking to its page. */
export const GET: APIRoute = async () => {
  const feed = await blogFeed(blog)
  return rss({
    title: feed.title,
    description: feed.description,
    site: absoluteUrl("/"),
    items: feed.items.map((item) => ({ ...item, link: absoluteUrl(item.link) })),
    customData: `<language>${site.lang}</language>`,
  })
}
