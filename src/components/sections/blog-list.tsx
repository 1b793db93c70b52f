import { BlogCard, type BlogCardPost } from "#/components/sections/blog-card.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"

export type BlogPagerProps = {
  /** Every page of the list, first to last. */
  pages: readonly string[]
  /** 1-based. */
  current: number
  labels?: { nav: string; page: string; previous: string; next: string }
}

const item = "grid size-11 place-items-center rounded-full font-semibold transition-colors"

/** Numbered pages with previous/next arrows; the current page is marked for everyone. */
export function BlogPager({
  pages,
  current,
  labels = { nav: "Blog pages", page: "Page", previous: "Previous page", next: "Next page" },
}: BlogPagerProps) {
  const previous = pages[current - 2]
  const next = pages[current]
  const arrow = (href: string | undefined, label: string, icon: "chevron-left" | "chevron-right") =>
    href ? (
      <Link href={href} className={cn(item, "text-ink ring-1 ring-line-strong hover:bg-surface-2")}>
        <Icon name={icon} className="size-5" />
        <span className="sr-only">{label}</span>
      </Link>
    ) : (
      // No page that way: keep the row's shape, say nothing.
      <span aria-hidden="true" className={cn(item, "text-line-strong ring-1 ring-line")}>
        <Icon name={icon} className="size-5" />
      </span>
    )
  return (
    <nav aria-label={labels.nav} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{arrow(previous, labels.previous, "chevron-left")}</li>
        {pages.map((href, index) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={index + 1 === current ? "page" : undefined}
              className={cn(
                item,
                index + 1 === current
                  ? "forced-selected bg-brand text-brand-fg shadow-card"
                  : "text-ink ring-1 ring-line-strong hover:bg-surface-2",
              )}
            >
              <span className="sr-only">{`${labels.page} `}</span>
              {index + 1}
            </Link>
          </li>
        ))}
        <li>{arrow(next, labels.next, "chevron-right")}</li>
      </ul>
    </nav>
  )
}

export type BlogListProps = {
  posts: readonly BlogCardPost[]
  pager: BlogPagerProps
  labels?: { readMore: string; by: string }
}

/** The blog's main column: one large card per post, then the pager. */
export function BlogList({ posts, pager, labels }: BlogListProps) {
  return (
    <div>
      <ul className="grid gap-10">
        {posts.map((post, index) => (
          <li key={post.id} className={index > 0 ? "reveal" : undefined}>
            <BlogCard post={post} priority={index === 0} labels={labels} />
          </li>
        ))}
      </ul>
      <BlogPager {...pager} />
    </div>
  )
}
