import rss from "@astrojs/rss"
import type { APIRoute } from "astro"

import { site } from "@/data/site"
import { blogFeed } from "@/lib/content/blog"

/** The blog's RSS feed, linked from the blog pages' <head>: every published post, linking to its page. */
export const GET: APIRoute = async (context) => {
  const feed = await blogFeed()
  const base = context.site ?? site.url
  return rss({
    title: feed.title,
    description: feed.description,
    site: base,
    items: feed.items.map((item) => ({ ...item, link: new URL(item.link, base).href })),
    customData: `<language>${site.lang}</language>`,
  })
}
