/**
 * The blog's copy: list and taxonomy page texts, the sidebar, the post page's labels, the comment
 * form and the feed. The posts are src/content/blog/*.mdx; src/lib/content/blog.ts loads them and
 * turns them into pages with this copy.
 */
import type { SiteSearchProps } from "#/components/islands/site-search.tsx"
import type { BlogCommentFormProps } from "#/components/sections/blog-comments.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import { brand } from "#/config/site.ts"
import { blogAuthors, blogCategories } from "#/data/blog-taxonomy.ts"
import { personName } from "#/data/people.ts"

/** Where the search box sits: the first blog page. */
const searchTarget = { path: "/blog/", anchor: "blog-search" } as const

export const blogCopy = {
  /** Posts on each list page (the blog, a category, a tag, an author). */
  perPage: 3,
  /** The blog's name in breadcrumbs and banners. */
  name: "Blog",
  list: {
    title: "Blog",
    description: `Practical articles from ${brand.name} on design systems, branding, product research and pricing: what we learned shipping work for our clients.`,
    lead: `Notes on design, branding, product and strategy from the ${brand.name} team.`,
    /** Later pages: "Page 2 of 3", and a description naming the posts on the page. */
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pageCrumb: (page: number) => `Page ${page}`,
    pageTitle: (title: string, page: number) => `${title} — Page ${page}`,
    pageDescription: (title: string, page: number, postTitles: readonly string[]) =>
      `${title}, page ${page}: ${postTitles.join("; ")}.`,
  },
  category: {
    title: (name: string) => `${name} articles`,
    description: (name: string, lead: string) => `${name} articles from the ${brand.name} blog. ${lead}`,
  },
  tag: {
    title: (name: string) => `Posts tagged “${name}”`,
    lead: (count: number) => `${count} ${count === 1 ? "article" : "articles"} on this topic, newest first.`,
    description: (name: string, titles: readonly string[]) =>
      `Articles tagged ${name} on the ${brand.name} blog: ${titles.join("; ")}.`,
  },
  author: {
    title: (name: string) => `Articles by ${name}`,
    description: (name: string, role: string, bio: string) => `${name}, ${role} at ${brand.name}. ${bio}`,
    postsTitle: (name: string) => `Articles by ${name}`,
  },
  pager: { nav: "Blog pages", page: "Page", previous: "Previous page", next: "Next page" },
  card: { readMore: "Read More", by: "By" },
  sidebar: {
    search: searchTarget,
    categories: { id: "blog-categories", title: "Categories", noun: { one: "post", other: "posts" } },
    recent: { id: "blog-recent", title: "Recent Posts", count: 3 },
    tags: { id: "blog-tags", title: "Tags", limit: 10 },
    newsletter: {
      id: "blog-newsletter",
      title: "Newsletter",
      lead: "One short email a month: our newest articles and one template you can use the same day. No spam.",
    },
  },
  post: {
    labels: { by: "By", category: "Category", tags: "Tags", readingTime: "min read" },
    /** Reading speed for the "5 min read" estimate, in words a minute. */
    wordsPerMinute: 220,
    comments: {
      none: "No comments yet",
      count: (count: number) => `${count} ${count === 1 ? "Comment" : "Comments"}`,
    },
    share: {
      title: "Share this post",
      networks: {
        x: "Share on X",
        linkedin: "Share on LinkedIn",
        facebook: "Share on Facebook",
        email: "Share by email",
      },
    },
    neighbours: { label: "More posts", labels: { previous: "Previous post", next: "Next post" } },
    /** The words of the components a post's body uses (src/components/prose/). */
    prose: {
      /** The visible kind over a callout, so it never rests on colour alone. */
      callout: { note: "Note", tip: "Tip", warning: "Warning" },
      /** Names each heading's anchor link: "Link to section: <heading>". */
      anchor: "Link to section",
    },
    /** The list of a post's sections, shown when it has at least `minSections` of them. */
    toc: { title: "On this page", minSections: 3 },
    related: { id: "related-posts-title", title: "Related posts", count: 3 },
  },
} as const

export const searchBox = {
  id: searchTarget.anchor,
  label: "Search",
  placeholder: "Search the site…",
  // Without JavaScript the GET lands back at the box (the fragment survives the query). The blog
  // layout puts it under the deploy base and names the index bundle.
  action: `${searchTarget.path}#${searchTarget.anchor}`,
} satisfies Omit<SiteSearchProps, "bundle">

export const newsletterForm = {
  id: "blog-newsletter-form",
  label: "Email address",
  placeholder: "Enter your email",
  button: "Subscribe Now",
} satisfies NewsletterFormProps

export const commentForm = {
  form: {
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
  messages: {
    local: "Thanks! This demo does not publish comments, so nothing was sent: what you typed stays in your browser.",
  },
}

/** The feed's name, also the title of the blog pages' <link rel="alternate">. */
export const feedTitle = `${brand.name} Blog`

/**
 * What the blog's views (src/lib/content/blog.ts) say and whom they name, which the blog's routes
 * pass them: this copy, the vocabulary of src/data/blog-taxonomy.ts and the people's names.
 */
export const blog = {
  copy: blogCopy,
  categories: blogCategories,
  authors: blogAuthors,
  personName,
  commentFormId: commentForm.form.id,
  feedTitle,
}
