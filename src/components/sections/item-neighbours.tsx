import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"

type Neighbour = { title: string; href: string }

export type ItemNeighboursProps = {
  /** Names the navigation landmark ("More posts"). */
  label: string
  previous?: Neighbour
  next?: Neighbour
  /** The words over each title ("Previous post", "Next post"). */
  labels: { previous: string; next: string }
  /** Inside a column already (the blog): no container of its own. */
  bare?: boolean
}

const link =
  "group flex min-h-11 flex-col gap-1 rounded-(--radius-card) border border-line bg-canvas p-5 transition-colors hover:border-brand"

/** Previous and next item (post, project) under an item's page; either may be missing at the ends. */
export function ItemNeighbours({ label, previous, next, labels, bare = false }: ItemNeighboursProps) {
  if (!previous && !next) return null
  const nav = (
    <nav
      data-pagefind-ignore="all"
      aria-label={label}
      className={cn("grid gap-4 sm:grid-cols-2", bare ? "mt-12" : "py-12")}
    >
      {previous && (
        <Link href={previous.href} rel="prev" className={link}>
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Icon name="arrow-right" className="size-4 rotate-180" />
            {labels.previous}
          </span>
          <span className="font-semibold text-ink group-hover:text-brand-strong">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link href={next.href} rel="next" className={cn(link, "text-end sm:col-start-2")}>
          <span className="inline-flex items-center justify-end gap-1.5 text-sm text-muted">
            {labels.next}
            <Icon name="arrow-right" className="size-4" />
          </span>
          <span className="font-semibold text-ink group-hover:text-brand-strong">{next.title}</span>
        </Link>
      )}
    </nav>
  )
  return bare ? nav : <Container>{nav}</Container>
}
