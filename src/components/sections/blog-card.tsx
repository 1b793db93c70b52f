import { Badge } from "#/components/ui/badge.tsx"
import { Card } from "#/components/ui/card.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

/** A post as a card shows it (built from the blog collection in src/data/pages/blog.ts). */
export type BlogCardPost = {
  /** The entry's slug: the card's id, so a link or a search result can point at it. */
  id: string
  title: string
  excerpt: string
  href: string
  image: Picture
  author: { name: string; avatar: Picture; href?: string }
  /** ISO date (2026-11-18) for <time datetime>; `dateLabel` is what people read. */
  date: string
  dateLabel: string
  category: string
}

export type BlogCardProps = {
  post: BlogCardPost
  /** "large" is the blog list's full-width card; "compact" sits three to a row (Home 8). */
  variant?: "large" | "compact"
  headingLevel?: "h2" | "h3"
  priority?: boolean
  labels?: { readMore: string; by: string }
  className?: string
}

/**
 * A blog post teaser: cover, category, author and date, title, excerpt and a Read More link. The
 * link is stretched over the card, so the whole card is one target and one tab stop.
 */
export function BlogCard({
  post,
  variant = "large",
  headingLevel: Heading = "h2",
  priority = false,
  labels = { readMore: "Read More", by: "By" },
  className,
}: BlogCardProps) {
  const large = variant === "large"
  const titleId = `${post.id}-title`
  return (
    <Card
      data-card=""
      id={post.id}
      interactive
      aria-labelledby={titleId}
      className={cn("flex h-full flex-col", className)}
    >
      <div className="relative overflow-hidden rounded-t-(--radius-card) bg-surface-2">
        <Img image={post.image} priority={priority} className="aspect-3/2 w-full object-cover" />
        <Badge tone="inverse" className="absolute start-4 top-4">
          {post.category}
        </Badge>
      </div>
      <div className={cn("flex grow flex-col", large ? "gap-4 p-6 sm:p-8" : "gap-3 p-6")}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-2">
            <Img image={post.author.avatar} className="size-8 rounded-full bg-surface-2" />
            <span>
              <span className="sr-only">{`${labels.by} `}</span>
              <span className="font-medium text-ink-soft">{post.author.name}</span>
            </span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar" className="size-4" />
            <time dateTime={post.date}>{post.dateLabel}</time>
          </span>
        </p>
        <Heading
          data-card-title=""
          id={titleId}
          className={cn("font-bold text-ink", large ? "text-2xl sm:text-3xl" : "text-xl leading-snug")}
        >
          {post.title}
        </Heading>
        <p className={cn("grow text-muted", !large && "line-clamp-3")}>{post.excerpt}</p>
        <Link
          data-card-link=""
          href={post.href}
          className="inline-flex items-center gap-1.5 self-start font-semibold text-brand-strong after:absolute after:inset-0 after:rounded-(--radius-card) hover:underline"
        >
          {labels.readMore}
          <span className="sr-only">{`: ${post.title}`}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </Card>
  )
}
