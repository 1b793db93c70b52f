import type { ReactNode } from "react"

import { Container } from "#/components/ui/container.tsx"
import { StoreBadges, type StoreBadgeLabels, type StoreLinks } from "#/components/ui/store-badges.tsx"

export type AppDownloadProps = {
  id: string
  eyebrow?: string
  title: string
  lead: string
  stores: StoreLinks
  /** The badges' words (storeBadgeLabels in src/data/site.ts), shared by every app page. */
  badgeLabels: StoreBadgeLabels
  /** Small print under the badges ("Free on iOS and Android"). */
  note?: string
  /** A phone mock-up or app visual (a slot from the page). */
  media?: ReactNode
}

/** What a page's data says about its app; the page adds the shared badge words. */
export type AppDownloadContent = Omit<AppDownloadProps, "badgeLabels">

/** The app-download call to action: text and store badges beside a phone. */
export function AppDownload({ id, eyebrow, title, lead, stores, badgeLabels, note, media }: AppDownloadProps) {
  return (
    <section aria-labelledby={id} className="py-(--spacing-section)">
      <Container>
        <div className="grid items-center gap-10 overflow-hidden rounded-(--radius-panel) bg-brand-soft px-6 py-12 sm:px-12 lg:grid-cols-2 lg:py-16">
          <div className="flex flex-col items-start gap-5">
            {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">{eyebrow}</p>}
            <h2 id={id} className="text-title font-bold text-ink">
              {title}
            </h2>
            <p className="text-lead text-ink-soft">{lead}</p>
            <StoreBadges {...stores} labels={badgeLabels} />
            {note && <p className="text-sm text-ink-soft">{note}</p>}
          </div>
          {media && <div className="relative flex reveal justify-center">{media}</div>}
        </div>
      </Container>
    </section>
  )
}
