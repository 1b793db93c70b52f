import rss from "@astrojs/rss"
import type { APIRoute } from "astro"

import { site } from "@/config/site"
import { blog } from "@/data/pages/blog"
import { blogFeed } from "@/lib/content/blog"
import { absoluteUrl } from "@/lib/url"

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
