/**
 * The blog's content as pages see it: posts loaded once (drafts left out, newest first), their
 * URLs, list and taxonomy pages, the sidebar's tallies, related posts and the feed. The posts come
 * from src/content/blog/; the words, the vocabulary and the people's names from the route, which
 * passes `blog` (src/data/pages/blog.ts).
 */
import type { GetStaticPathsOptions, MarkdownHeading, Page } from "astro"
import { getCollection, type CollectionEntry } from "astro:content"

import type { BlogArticleProps } from "#/components/sections/blog-article.tsx"
import type { BlogCardPost } from "#/components/sections/blog-card.tsx"
import type { BlogCommentsProps } from "#/components/sections/blog-comments.tsx"
import type { BlogPagerProps } from "#/components/sections/blog-list.tsx"
import type { BlogSidebarProps } from "#/components/sections/blog-sidebar.tsx"
import type { BlogAuthor, BlogCategory } from "#/data/blog-taxonomy.ts"
import type { blog as BlogData } from "#/data/pages/blog.ts"
import { isPostPicture, resolvePicture } from "#/lib/images.ts"
import { avatar, cover, type Picture } from "#/lib/pictures.ts"
import { blogPosting, collectionPage, profilePage, type StructuredData } from "#/lib/structured-data.ts"
import { absoluteUrl } from "#/lib/url.ts"

import { authorHref, blogHref, categoryHref, postHref, tagHref } from "./blog-urls"
import { featuredItem } from "./featured"
import { dated, isoDate, latest, listPageHref, published, slugify } from "./format"

export type Post = CollectionEntry<"blog">

/** The blog's copy, vocabulary and people's names: `blog` of src/data/pages/blog.ts. */
type Blog = typeof BlogData

let loaded: Promise<readonly Post[]> | undefined

/**
 * The published posts, newest first. A `related` entry that names no post fails the build here,
 * naming the file and the field (the schema cannot see the other files).
 */
export function loadPosts(): Promise<readonly Post[]> {
  loaded ??= getCollection("blog").then((entries) => {
    const posts = published(entries).sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf())
    const ids = new Set(posts.map((post) => post.id))
    for (const post of posts)
      for (const [index, id] of post.data.related.entries())
        if (!ids.has(id))
          throw new Error(`${post.filePath ?? post.id}: related.${index} "${id}" is not a post in src/content/blog/`)
    return posts
  })
  return loaded
}

/* Cover sizes: the large card fills the main column; compact cards sit three to a row. */
const coverSizes = {
  large: { widths: [400, 800, 1200], sizes: "(min-width: 1024px) 48rem, calc(100vw - 2.5rem)" },
  compact: { widths: [400, 800], sizes: "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" },
  thumb: { widths: [80, 160], sizes: "80px" },
} as const

/* Generated art is abstract and the title sits beside it, so it is decorative (empty alt); a photo says what it shows. */
const coverOf = (post: Post, size: keyof typeof coverSizes): Promise<Picture> =>
  resolvePicture(cover(post.data.cover, { alt: post.data.coverAlt ?? "", ...coverSizes[size] }))

const byline = async (id: BlogAuthor, size: number, blog: Blog) => ({
  name: blog.personName(id),
  avatar: await resolvePicture(avatar(id, size)),
  href: authorHref(id),
})

async function card(post: Post, size: "large" | "compact", blog: Blog): Promise<BlogCardPost> {
  return {
    id: post.id,
    title: post.data.title,
    excerpt: post.data.excerpt,
    href: postHref(post),
    image: await coverOf(post, size),
    author: await byline(post.data.author, 32, blog),
    ...dated(post.data.date),
    category: post.data.category,
  }
}

/** The newest posts as compact cards, for other pages (Home 8 shows three). */
export async function latestPostCards(count: number, blog: Blog): Promise<BlogCardPost[]> {
  const posts = await loadPosts()
  return Promise.all(posts.slice(0, count).map((post) => card(post, "compact", blog)))
}

const lastmod = (posts: readonly Post[]) => latest(posts.map((post) => post.data.updated ?? post.data.date))

/** What a list page (the blog, a category, a tag, an author) needs from its paginate() page. */
async function listView(page: Page<Post>, base: string, blog: Blog) {
  return {
    posts: await Promise.all(page.data.map((post) => card(post, "large", blog))),
    pager: {
      pages: Array.from({ length: page.lastPage }, (_, index) => listPageHref(base, index + 1)),
      current: page.currentPage,
      labels: blog.copy.pager,
    } satisfies BlogPagerProps,
    labels: blog.copy.card,
  }
}

type Paginate = GetStaticPathsOptions["paginate"]

/* getStaticPaths for the list pages: /blog/, /blog/2/…; one set per category, tag and author. */

export async function blogListPaths(paginate: Paginate, blog: Blog) {
  return paginate([...(await loadPosts())], { pageSize: blog.copy.perPage })
}

/** The categories and tags in use, by slug, with their posts. */
async function taxonomies() {
  const posts = await loadPosts()
  const group = <K extends string>(keysOf: (post: Post) => readonly K[]) => {
    const groups = new Map<K, Post[]>()
    for (const post of posts) for (const key of keysOf(post)) groups.set(key, [...(groups.get(key) ?? []), post])
    return groups
  }
  return {
    categories: group((post) => [post.data.category]),
    tags: group((post) => post.data.tags),
    authors: group((post) => [post.data.author]),
  }
}

export async function categoryPaths(paginate: Paginate, blog: Blog) {
  const { categories } = await taxonomies()
  return [...categories].flatMap(([name, posts]) =>
    paginate(posts, { pageSize: blog.copy.perPage, params: { category: slugify(name) }, props: { name } }),
  )
}

export async function tagPaths(paginate: Paginate, blog: Blog) {
  const { tags } = await taxonomies()
  return [...tags].flatMap(([name, posts]) =>
    paginate(posts, { pageSize: blog.copy.perPage, params: { tag: slugify(name) }, props: { name } }),
  )
}

export async function authorPaths(paginate: Paginate, blog: Blog) {
  const { authors } = await taxonomies()
  return [...authors].flatMap(([id, posts]) =>
    paginate(posts, { pageSize: blog.copy.perPage, params: { author: id }, props: { name: id } }),
  )
}

const blogCrumb = (blog: Blog) => ({ label: blog.copy.name, href: blogHref })

/**
 * A list page's meta: page 2 and later get their number in the title and a description naming
 * their posts; every page is a CollectionPage of its posts, dated by its newest one, and stays out
 * of site search (each post is found on its own page).
 */
function listMeta(page: Page<Post>, base: string, title: string, description: string, { copy }: Blog) {
  const numbered =
    page.currentPage === 1
      ? { title, description }
      : {
          title: copy.list.pageTitle(title, page.currentPage),
          description: copy.list.pageDescription(
            title,
            page.currentPage,
            page.data.map((post) => post.data.title),
          ),
        }
  return {
    ...numbered,
    lastmod: lastmod(page.data),
    unsearchable: true,
    jsonLd: [
      collectionPage({
        ...numbered,
        items: page.data.map((post) => postHref(post)),
        pageUrl: absoluteUrl(listPageHref(base, page.currentPage)),
      }),
    ] as StructuredData[],
  }
}

/** /blog/ and its later pages. */
export async function blogListPage(page: Page<Post>, blog: Blog) {
  const { copy } = blog
  const first = page.currentPage === 1
  return {
    path: listPageHref(blogHref, page.currentPage),
    meta: listMeta(page, blogHref, copy.list.title, copy.list.description, blog),
    banner: {
      title: copy.list.title,
      lead: first ? copy.list.lead : copy.list.pageOf(page.currentPage, page.lastPage),
      parents: first ? [] : [blogCrumb(blog)],
      ...(first ? {} : { crumb: copy.list.pageCrumb(page.currentPage) }),
    },
    list: await listView(page, blogHref, blog),
  }
}

export async function categoryPage(page: Page<Post>, name: BlogCategory, blog: Blog) {
  const { copy } = blog
  const base = categoryHref(name)
  const { lead } = blog.categories[name]
  const title = copy.category.title(name)
  return {
    path: listPageHref(base, page.currentPage),
    meta: listMeta(page, base, title, copy.category.description(name, lead), blog),
    banner: {
      title: name,
      lead: page.currentPage === 1 ? lead : copy.list.pageOf(page.currentPage, page.lastPage),
      parents: [blogCrumb(blog)],
    },
    list: await listView(page, base, blog),
  }
}

export async function tagPage(page: Page<Post>, name: string, blog: Blog) {
  const { copy } = blog
  const base = tagHref(name)
  const title = copy.tag.title(name)
  const description = copy.tag.description(
    name,
    page.data.map((post) => post.data.title),
  )
  return {
    path: listPageHref(base, page.currentPage),
    meta: listMeta(page, base, title, description, blog),
    banner: {
      title,
      lead: page.currentPage === 1 ? copy.tag.lead(page.total) : copy.list.pageOf(page.currentPage, page.lastPage),
      parents: [blogCrumb(blog)],
    },
    list: await listView(page, base, blog),
  }
}

export async function authorPage(page: Page<Post>, id: BlogAuthor, blog: Blog) {
  const { copy } = blog
  const base = authorHref(id)
  const name = blog.personName(id)
  const { role, bio } = blog.authors[id]
  const title = copy.author.title(name)
  const portrait = await resolvePicture(avatar(id, 96))
  const meta = listMeta(page, base, title, copy.author.description(name, role, bio), blog)
  const pageUrl = absoluteUrl(listPageHref(base, page.currentPage))
  return {
    path: listPageHref(base, page.currentPage),
    meta: { ...meta, jsonLd: [...meta.jsonLd, profilePage({ name, role, bio, image: portrait.src, pageUrl })] },
    banner: { title: name, lead: role, parents: [blogCrumb(blog)] },
    profile: { id: "author-title", name, role, bio, avatar: portrait, postsTitle: copy.author.postsTitle(name) },
    list: await listView(page, base, blog),
  }
}

/** The sidebar: search, categories with their real tallies, the newest posts and the most used tags. */
export async function blogSidebar(blog: Blog): Promise<Omit<BlogSidebarProps, "searchBox" | "newsletterForm">> {
  const { copy } = blog
  const posts = await loadPosts()
  const { categories, tags } = await taxonomies()
  const { limit, ...tagsCopy } = copy.sidebar.tags
  const { count, ...recentCopy } = copy.sidebar.recent
  return {
    newsletter: copy.sidebar.newsletter,
    categories: {
      ...copy.sidebar.categories,
      // Every category of the vocabulary, in its order, that has a post.
      items: (Object.keys(blog.categories) as BlogCategory[]).flatMap((name) => {
        const tally = categories.get(name)?.length ?? 0
        return tally > 0 ? [{ name, count: tally, href: categoryHref(name) }] : []
      }),
    },
    recent: {
      ...recentCopy,
      posts: await Promise.all(
        posts.slice(0, count).map(async (post) => ({
          id: post.id,
          title: post.data.title,
          href: postHref(post),
          image: await coverOf(post, "thumb"),
          ...dated(post.data.date),
        })),
      ),
    },
    // The tags used most, most used first.
    tags: {
      ...tagsCopy,
      items: [...tags]
        .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
        .slice(0, limit)
        .map(([name]) => ({ name, href: tagHref(name) })),
    },
  }
}

/**
 * Up to `count` posts to read next: the post's own `related` picks first, then the posts sharing
 * the most tags (a shared category counts as one more), newest first among equals.
 */
export function relatedPosts(post: Post, posts: readonly Post[], count: number): Post[] {
  const others = posts.filter((other) => other.id !== post.id)
  const chosen = post.data.related.flatMap((id) => others.filter((other) => other.id === id))
  const score = (other: Post) =>
    other.data.tags.filter((tag) => post.data.tags.includes(tag)).length +
    (other.data.category === post.data.category ? 1 : 0)
  const ranked = others
    .filter((other) => !chosen.includes(other) && score(other) > 0)
    .sort((a, b) => score(b) - score(a) || b.data.date.valueOf() - a.data.date.valueOf())
  return [...chosen, ...ranked].slice(0, count)
}

/** Minutes to read the body at `wordsPerMinute`, rounded up, at least one. */
export function readingMinutes(body: string | undefined, wordsPerMinute: number): number {
  const words = (body ?? "")
    .replace(/<[^>]*>|[#*_>`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

/** Share links: plain addresses each network documents, opened by the visitor; no script loads. */
function shareLinks(url: string, title: string, { copy }: Blog) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const { networks } = copy.post.share
  return [
    { network: "x", label: networks.x, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "linkedin", label: networks.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "facebook", label: networks.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "email", label: networks.email, href: `mailto:?subject=${t}&body=${u}` },
  ] as const
}

/** Every post's page: /blog/<slug>/. */
export async function postPaths() {
  const posts = await loadPosts()
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }))
}

/** The post /blog-details/ shows: `post` in src/content/settings/featured.yaml. */
export async function featuredPostEntry(): Promise<Post> {
  return featuredItem("post", await loadPosts())
}

/**
 * A post's table of contents: its h2 sections, each with its h3s, when it has at least `min`
 * sections; none otherwise (a short post reads fine without one).
 */
export function tableOfContents(headings: readonly MarkdownHeading[], min: number) {
  const sections: { id: string; text: string; subsections: { id: string; text: string }[] }[] = []
  for (const { depth, slug: id, text } of headings) {
    if (depth === 2) sections.push({ id, text, subsections: [] })
    else if (depth === 3) sections.at(-1)?.subsections.push({ id, text })
  }
  return sections.length >= min ? sections : undefined
}

/**
 * Stops the build at a <Figure> whose src names no picture, saying which post and which value (the
 * component itself cannot know the post it is in).
 */
function checkFigures(post: Post) {
  for (const [, src = ""] of (post.body ?? "").matchAll(/<Figure\b[^>]*?\bsrc=["']([^"']*)["']/g))
    if (!isPostPicture(src))
      throw new Error(
        `${post.filePath ?? post.id}: <Figure src="${src}"> names no picture: use a key of src/data/art.ts or a file of src/content/blog/images/ ("./images/name.jpg")`,
      )
}

/** Everything a post's page shows around its MDX body. */
export async function postPage(post: Post, blog: Blog) {
  const { copy } = blog
  checkFigures(post)
  const posts = await loadPosts()
  const at = posts.indexOf(post)
  const href = postHref(post)
  const url = absoluteUrl(href)
  const image = await coverOf(post, "large")
  const { data } = post
  const commentCount = data.comments.length
  const commentsTitle = commentCount > 0 ? copy.post.comments.count(commentCount) : copy.post.comments.none
  const neighbour = (other: Post | undefined) => other && { title: other.data.title, href: postHref(other) }
  const updated = data.updated ?? data.date

  return {
    path: href,
    meta: {
      title: data.title,
      description: data.excerpt,
      lastmod: updated,
      article: { published: data.date, modified: updated, section: data.category, tags: data.tags },
      jsonLd: [
        blogPosting({
          title: data.title,
          description: data.excerpt,
          datePublished: isoDate(data.date),
          dateModified: isoDate(updated),
          author: blog.personName(data.author),
          authorUrl: absoluteUrl(authorHref(data.author)),
          images: [image.src],
          section: data.category,
          keywords: data.tags,
          pageUrl: url,
        }),
      ] satisfies StructuredData[],
    },
    banner: {
      title: data.title,
      parents: [blogCrumb(blog), { label: data.category, href: categoryHref(data.category) }],
    },
    article: {
      image,
      author: await byline(data.author, 40, blog),
      ...dated(data.date),
      category: { name: data.category, href: categoryHref(data.category) },
      tags: data.tags.map((name) => ({ name, href: tagHref(name) })),
      readingTime: `${readingMinutes(post.body, copy.post.wordsPerMinute)} ${copy.post.labels.readingTime}`,
      // No comments yet: the count leads to the form instead.
      comments: { label: commentsTitle, href: commentCount > 0 ? "#comments" : `#${blog.commentFormId}` },
      share: { title: copy.post.share.title, links: shareLinks(url, data.title, blog) },
      labels: copy.post.labels,
    } satisfies Omit<BlogArticleProps, "children">,
    // Newest first: "previous" is the older post, "next" the newer one.
    neighbours: {
      ...copy.post.neighbours,
      previous: neighbour(posts[at + 1]),
      next: neighbour(at > 0 ? posts[at - 1] : undefined),
    },
    related: {
      ...copy.post.related,
      posts: await Promise.all(
        relatedPosts(post, posts, copy.post.related.count).map((other) => card(other, "compact", blog)),
      ),
    },
    comments:
      commentCount > 0
        ? ({
            id: "comments",
            title: commentsTitle,
            replyHref: `#${blog.commentFormId}`,
            comments: await Promise.all(
              data.comments.map(async ({ person, date, text }, index) => ({
                id: `comment-${index + 1}`,
                name: blog.personName(person),
                avatar: await resolvePicture(avatar(person, 56)),
                ...dated(date),
                text,
              })),
            ),
          } satisfies BlogCommentsProps)
        : undefined,
  }
}

/** The RSS feed: every published post, linking to its page, with its date, category and summary. */
export async function blogFeed(blog: Blog) {
  const posts = await loadPosts()
  return {
    title: blog.feedTitle,
    description: blog.copy.list.description,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postHref(post),
      categories: [post.data.category, ...post.data.tags.filter((tag) => tag !== post.data.category)],
    })),
  }
}
