/**
 * The blog: the list pages, the details page, the sidebar and the feed. Posts are the MDX files
 * of src/content/blog (validated by the schema in src/content.config.ts), newest first. What
 * depends on the posts is an async function, so importing this module reads no collection.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { SiteSearchProps } from "@/components/islands/site-search"
import type { BlogArticleProps } from "@/components/sections/blog-article"
import type { BlogCardPost } from "@/components/sections/blog-card"
import type { BlogCommentFormProps, BlogCommentsProps } from "@/components/sections/blog-comments"
import type { BlogPagerProps } from "@/components/sections/blog-list"
import type { BlogSidebarProps } from "@/components/sections/blog-sidebar"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import type { PersonId } from "@/data/people"
import { avatar, cover, personName, type Picture } from "@/lib/images"
import type { RoutePath } from "@/lib/routes"
import { absoluteUrl, blogPosting } from "@/lib/structured-data"

type Post = CollectionEntry<"blog">
type Category = Post["data"]["category"]

/**
 * The list pages, in order: each is a file in src/pages/blog/ and a route in src/lib/routes.ts.
 * More posts than these pages hold fails the build below; add a page (all three places) instead.
 */
export const blogPages = ["/blog/", "/blog/2/", "/blog/3/"] as const satisfies readonly RoutePath[]
export type BlogPagePath = (typeof blogPages)[number]
export const postsPerPage = 3

/** Every "Read More" goes to the one article page, as the template specifies. */
const detailsHref = "/blog-details/"

let loaded: Promise<readonly Post[]> | undefined

/** The posts, newest first; a count the list pages cannot hold fails the build. */
function loadPosts(): Promise<readonly Post[]> {
  loaded ??= getCollection("blog").then((entries) => {
    const posts = [...entries].sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf())
    if (posts.length > blogPages.length * postsPerPage || posts.length <= (blogPages.length - 1) * postsPerPage)
      throw new Error(
        `src/content/blog has ${posts.length} posts for ${blogPages.length} blog pages of ${postsPerPage}: ` +
          "add or remove a list page (src/pages/blog/, src/lib/routes.ts and blogPages in src/data/pages/blog.ts)",
      )
    return posts
  })
  return loaded
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
})
const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const dated = (date: Date) => ({ date: isoDate(date), dateLabel: dateFormat.format(date) })

const byline = async (id: PersonId, size: number) => ({ name: personName(id), avatar: await avatar(id, size) })

/** Cover sizes: the large card fills the main column; compact cards sit three to a row. */
const coverSizes = {
  large: { widths: [400, 800, 1200], sizes: "(min-width: 1024px) 48rem, calc(100vw - 2.5rem)" },
  compact: { widths: [400, 800], sizes: "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" },
  thumb: { widths: [80, 160], sizes: "80px" },
} as const

/* Cover art is abstract and the title sits beside it, so the image is decorative (empty alt). */
const coverOf = (post: Post, size: keyof typeof coverSizes): Promise<Picture> =>
  cover(post.data.cover, { alt: "", ...coverSizes[size] })

async function card(post: Post, size: "large" | "compact"): Promise<BlogCardPost> {
  return {
    id: post.id,
    title: post.data.title,
    excerpt: post.data.excerpt,
    href: detailsHref,
    image: await coverOf(post, size),
    author: await byline(post.data.author, 32),
    ...dated(post.data.date),
    category: post.data.category,
  }
}

const listDescription =
  "Practical articles from Lumora Studio on design systems, branding, product research and pricing: what we learned shipping work for our clients."

/** A list page: meta, banner, its posts as large cards and the pager. */
export async function blogPage(path: BlogPagePath) {
  const posts = await loadPosts()
  const index = blogPages.indexOf(path)
  const onPage = posts.slice(index * postsPerPage, (index + 1) * postsPerPage)
  const number = index + 1
  return {
    path,
    meta:
      number === 1
        ? { title: "Blog", description: listDescription }
        : {
            title: `Blog — Page ${number}`,
            description: `Page ${number} of the Lumora Studio blog: ${onPage.map((post) => post.data.title).join("; ")}.`,
          },
    banner: {
      title: "Blog",
      lead:
        number === 1
          ? "Notes on design, branding, product and strategy from the Lumora Studio team."
          : `Page ${number} of ${blogPages.length}`,
    },
    list: {
      posts: await Promise.all(onPage.map((post) => card(post, "large"))),
      pager: { pages: blogPages, current: number } satisfies BlogPagerProps,
    },
  }
}

/** The newest posts as compact cards, for other pages: Home 8 shows `await latestPostCards(3)`. */
export async function latestPostCards(count = 3): Promise<BlogCardPost[]> {
  const posts = await loadPosts()
  return Promise.all(posts.slice(0, count).map((post) => card(post, "compact")))
}

/** Shown as given: sample counts, not a tally of the posts. */
const categoryCounts = {
  Design: "18",
  Branding: "05",
  Product: "23",
  Strategy: "10",
} as const satisfies Record<Category, string>

const searchTarget = { path: "/blog/", anchor: "blog-search" } as const

/** The sidebar's copy; blogSidebar() adds the recent posts and the tags. */
const sidebarCopy = {
  search: searchTarget,
  categories: {
    id: "blog-categories",
    title: "Categories",
    noun: "posts",
    items: Object.entries(categoryCounts).map(([name, count]) => ({ name, count })),
  },
  recent: { id: "blog-recent", title: "Recent Posts" },
  tags: { id: "blog-tags", title: "Tags", limit: 10 },
  newsletter: {
    id: "blog-newsletter",
    title: "Newsletter",
    lead: "One short email a month: our newest articles and one template you can use the same day. No spam.",
  },
}

export async function blogSidebar(): Promise<Omit<BlogSidebarProps, "searchBox" | "newsletterForm">> {
  const posts = await loadPosts()
  // The tags used most across the posts, most used first.
  const tagCounts = new Map<string, number>()
  for (const tag of posts.flatMap((post) => post.data.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
  const { limit, ...tags } = sidebarCopy.tags
  return {
    ...sidebarCopy,
    recent: {
      ...sidebarCopy.recent,
      posts: await Promise.all(
        posts.slice(0, 3).map(async (post) => ({
          id: post.id,
          title: post.data.title,
          href: detailsHref,
          image: await coverOf(post, "thumb"),
          ...dated(post.data.date),
        })),
      ),
    },
    tags: {
      ...tags,
      items: [...tagCounts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, limit)
        .map(([tag]) => tag),
    },
  }
}

export const searchBox = {
  id: searchTarget.anchor,
  label: "Search",
  placeholder: "Search the site…",
  // Without JavaScript the GET lands back at the box (the fragment survives the query).
  action: `${searchTarget.path}#${searchTarget.anchor}`,
} satisfies SiteSearchProps

export const newsletterForm = {
  id: "blog-newsletter-form",
  label: "Email address",
  placeholder: "Enter your email",
  button: "Subscribe Now",
} satisfies NewsletterFormProps

const comments = [
  {
    id: "comment-chloe",
    person: "chloe-dubois",
    date: new Date("2026-11-19T00:00:00Z"),
    text: "The line about a team that drifts being a team the system is failing hit home. We started asking exactly that question in our monthly review and two forks came back within a quarter.",
  },
  {
    id: "comment-samuel",
    person: "samuel-adeyemi",
    date: new Date("2026-11-20T00:00:00Z"),
    text: "How do you handle the changelog when most of the people reading it are engineers and the changes come from design? Ours keeps turning into a list of Figma links nobody opens.",
  },
  {
    id: "comment-leila",
    person: "leila-rahimi",
    date: new Date("2026-11-21T00:00:00Z"),
    text: "Naming tokens for their purpose saved our last rebrand. We changed the accent colour in one file and the only screens that broke were the ones using raw values, which told us exactly where to look.",
  },
] as const satisfies readonly { id: string; person: PersonId; date: Date; text: string }[]

/** The details page's copy around the post. */
const detailsCopy = {
  commentCount: { label: `${comments.length} Comments`, href: "#comments" },
  comments: { id: "comments", title: `${comments.length} Comments`, replyHref: "#leave-comment" },
  commentForm: {
    id: "leave-comment",
    title: "Leave a comment",
    lead: "Your email address will not be published. Fields marked * are required.",
    fields: [
      { name: "name", label: "Name", required: true, autoComplete: "name", placeholder: "Your name" },
      {
        name: "email",
        label: "Email",
        type: "email",
        required: true,
        autoComplete: "email",
        placeholder: "you@company.com",
      },
      {
        name: "comment",
        label: "Comment",
        type: "textarea",
        required: true,
        rows: 6,
        placeholder: "Share your thoughts",
      },
    ],
    cancel: "Cancel",
    submit: "Publish",
  } satisfies BlogCommentFormProps,
  /** What the comment form says after Publish: comments are display-only. */
  commentMessages: {
    local: "Thanks! This demo does not publish comments, so nothing was sent: what you typed stays in your browser.",
  },
}

/** The details page: the newest post (the page renders its MDX body), its comments and the form. */
export async function blogDetails() {
  const [post] = await loadPosts()
  if (!post) throw new Error("src/content/blog has no posts")
  const image = await cover(post.data.cover, { alt: "", ...coverSizes.large })
  return {
    post,
    meta: {
      title: post.data.title,
      description: post.data.excerpt,
      jsonLd: [
        blogPosting({
          title: post.data.title,
          description: post.data.excerpt,
          datePublished: isoDate(post.data.date),
          author: personName(post.data.author),
          images: [image.src],
          section: post.data.category,
          keywords: post.data.tags,
          pageUrl: absoluteUrl(detailsHref),
        }),
      ],
    },
    banner: { title: post.data.title },
    article: {
      image,
      author: await byline(post.data.author, 40),
      ...dated(post.data.date),
      category: post.data.category,
      tags: post.data.tags,
      comments: detailsCopy.commentCount,
      search: searchTarget,
    } satisfies Omit<BlogArticleProps, "children">,
    comments: {
      ...detailsCopy.comments,
      comments: await Promise.all(
        comments.map(async ({ id, person, date, text }) => ({
          id,
          name: personName(person),
          avatar: await avatar(person, 56),
          ...dated(date),
          text,
        })),
      ),
    } satisfies BlogCommentsProps,
    commentForm: detailsCopy.commentForm,
    commentMessages: detailsCopy.commentMessages,
  }
}

/** The feed's name, also the title of the blog pages' <link rel="alternate">. */
export const feedTitle = "Lumora Studio Blog"

/** The RSS feed: the newest post links to the article page, the others to their card on the list. */
export async function blogFeed() {
  const posts = await loadPosts()
  const pageOf = (index: number) => blogPages[Math.floor(index / postsPerPage)] ?? "/blog/"
  return {
    title: feedTitle,
    description: listDescription,
    items: posts.map((post, index) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: index === 0 ? detailsHref : `${pageOf(index)}#${post.id}`,
      categories: [...new Set([post.data.category, ...post.data.tags])],
    })),
  }
}
