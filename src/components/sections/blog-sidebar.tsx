import type { ReactNode } from "react"

import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type RecentPost = { id: string; title: string; href: string; image: Picture; date: string; dateLabel: string }

export type BlogSidebarProps = {
  /** Each category with the number of its posts, linking to its page. */
  categories: {
    id: string
    title: string
    items: readonly { name: string; count: number; href: string }[]
    noun: { one: string; other: string }
  }
  recent: { id: string; title: string; posts: readonly RecentPost[] }
  tags: { id: string; title: string; items: readonly { name: string; href: string }[] }
  newsletter: { id: string; title: string; lead: string }
  /** Named slots from the page: the site-search island and the newsletter form. */
  searchBox?: ReactNode
  newsletterForm?: ReactNode
  className?: string
}

const widget = "rounded-(--radius-card) border border-line p-6"
const widgetTitle = "mb-5 text-xl font-bold text-ink"

/**
 * The blog sidebar: search, categories, recent posts, tags and the newsletter box. It repeats on
 * every blog page, so the search index skips it (data-pagefind-ignore).
 */
export function BlogSidebar({
  categories,
  recent,
  tags,
  newsletter,
  searchBox,
  newsletterForm,
  className,
}: BlogSidebarProps) {
  return (
    <div data-pagefind-ignore="all" className={cn("grid content-start gap-8", className)}>
      <div className={cn(widget, "bg-surface")}>{searchBox}</div>

      <div className={cn(widget, "bg-surface")}>
        <h2 id={categories.id} className={widgetTitle}>
          {categories.title}
        </h2>
        <ul aria-labelledby={categories.id} className="grid gap-1">
          {categories.items.map((category) => (
            <li key={category.name}>
              <Link
                href={category.href}
                className="flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 font-medium text-ink-soft transition-colors hover:bg-canvas hover:text-brand-strong"
              >
                {category.name}
                <span className="rounded-full bg-canvas px-2.5 py-0.5 text-sm font-semibold text-ink ring-1 ring-line">
                  {String(category.count).padStart(2, "0")}
                  <span className="sr-only">{` ${category.count === 1 ? categories.noun.one : categories.noun.other}`}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className={cn(widget, "bg-surface")}>
        <h2 id={recent.id} className={widgetTitle}>
          {recent.title}
        </h2>
        <ul aria-labelledby={recent.id} className="grid gap-5">
          {recent.posts.map((post) => (
            <li key={post.id} className="relative flex items-center gap-4">
              <Img image={post.image} className="h-16 w-20 shrink-0 rounded-xl bg-surface-2 object-cover" />
              <div className="grid gap-1">
                <time dateTime={post.date} className="text-sm text-muted">
                  {post.dateLabel}
                </time>
                <Link
                  href={post.href}
                  className="leading-snug font-semibold text-ink after:absolute after:inset-0 hover:text-brand-strong"
                >
                  {post.title}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className={cn(widget, "reveal bg-surface")}>
        <h2 id={tags.id} className={widgetTitle}>
          {tags.title}
        </h2>
        <ul aria-labelledby={tags.id} className="flex flex-wrap gap-2">
          {tags.items.map((tag) => (
            <li key={tag.name}>
              <Link
                href={tag.href}
                className="inline-flex min-h-10 items-center rounded-full bg-canvas px-4 text-sm font-medium text-ink-soft ring-1 ring-line transition-colors hover:bg-brand hover:text-brand-fg hover:ring-brand"
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className={cn(widget, "reveal bg-brand-soft")}>
        <h2 id={newsletter.id} className="mb-2 text-xl font-bold text-ink">
          {newsletter.title}
        </h2>
        <p className="mb-5 text-ink-soft">{newsletter.lead}</p>
        {newsletterForm}
      </div>
    </div>
  )
}
