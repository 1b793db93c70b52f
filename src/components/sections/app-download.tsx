import type { ReactNode } from "react"

import { Container } from "@/components/ui/container"
import { StoreBadges, type StoreLinks } from "@/components/ui/store-badges"

export type AppDownloadProps = {
  id: string
  eyebrow?: string
  title: string
  lead: string
  stores: StoreLinks
  /** Small print under the badges ("Free on iOS and Android"). */
  note?: string
  /** A phone mock-up or app visual (a slot from the page). */
  media?: ReactNode
}

/** The app-download call to action: text and store badges beside a phone. */
export function AppDownload({ id, eyebrow, title, lead, stores, note, media }: AppDownloadProps) {
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
            <StoreBadges {...stores} />
            {note && <p className="text-sm text-ink-soft">{note}</p>}
          </div>
          {media && <div className="relative flex reveal justify-center">{media}</div>}
        </div>
      </Container>
    </section>
  )
}
