import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"

export type Crumb = { label: string; href?: string }

export type PageBannerProps = {
  title: string
  /** Home first, the current page last (no href). */
  crumbs: readonly Crumb[]
  lead?: string
  labels?: { breadcrumb: string }
}

/** The title banner of every page but the home pages: the page's <h1> and its breadcrumb. */
export function PageBanner({ title, crumbs, lead, labels = { breadcrumb: "Breadcrumb" } }: PageBannerProps) {
  return (
    <div className="relative overflow-hidden border-b border-line hero-mesh">
      <Container className="flex flex-col items-center gap-4 py-16 text-center md:py-24">
        <h1 className="text-display font-bold text-ink">{title}</h1>
        {lead && <p className="max-w-2xl text-lead text-muted">{lead}</p>}
        <nav aria-label={labels.breadcrumb}>
          <ol className="flex flex-wrap items-center justify-center gap-1.5 text-sm font-medium">
            {crumbs.map((crumb, i) => (
              <li key={`${i}-${crumb.label}`} className="flex items-center gap-1.5">
                {i > 0 && <Icon name="chevron-right" className="size-4 text-muted" />}
                {crumb.href ? (
                  <Link href={crumb.href} className="text-brand underline-offset-4 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-ink-soft">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </Container>
    </div>
  )
}
