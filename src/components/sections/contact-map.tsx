import type { ReactNode } from "react"

import { Icon } from "#/components/ui/icon.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type ContactMapProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** The static address card, readable before (and without) the map. */
  address: {
    title: string
    lines: readonly string[]
    details?: readonly { label: string; text: string }[]
  }
  tone?: SectionTone
  /** The map itself: the map-embed island, passed in by the page. */
  map?: ReactNode
}

/** Where the studio is: an address card first, then a map that loads only when asked for. */
export function ContactMap({ id, eyebrow, title, lead, address, tone = "tint", map }: ContactMapProps) {
  return (
    <Section id="map" labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mt-12 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-8">
        <address className="flex flex-col gap-5 rounded-(--radius-card) border border-line bg-canvas p-7 not-italic shadow-card">
          <span className="grid size-13 place-items-center rounded-2xl bg-brand-soft text-brand-strong">
            <Icon name="map-pin" className="size-6" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-display text-xl font-semibold text-ink">{address.title}</p>
            {address.lines.map((line) => (
              <p key={line} className="text-ink-soft">
                {/* An address in Latin letters keeps its order in right-to-left text. */}
                <bdi>{line}</bdi>
              </p>
            ))}
          </div>
          {address.details && address.details.length > 0 && (
            <dl className="grid gap-3 border-t border-line pt-5">
              {address.details.map((detail) => (
                <div key={detail.label}>
                  <dt className="text-sm font-medium text-muted">{detail.label}</dt>
                  <dd className="text-ink">{detail.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </address>
        <div className="min-w-0">{map}</div>
      </div>
    </Section>
  )
}
