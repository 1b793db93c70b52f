import rss from "@astrojs/rss"
import type { APIRoute } from "astro"

import { blogFeed } from "@/data/pages/blog"
import { site } from "@/data/site"

/** The blog's RSS feed, linked from the blog pages' <head>. */
export const GET: APIRoute = async (context) => {
  const feed = await blogFeed()
  const base = context.site ?? site.url
  return rss({
    title: feed.title,
    description: feed.description,
    site: base,
    // Absolute links, so the feed does not add a trailing slash after a #card anchor.
    items: feed.items.map((item) => ({ ...item, link: new URL(item.link, base).href })),
    customData: `<language>${site.lang}</language>`,
  })
}
