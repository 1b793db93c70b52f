import type { ReactNode } from "react"

import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type VideoBandProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** Key figures under the video ("2 min" / "to set up the widget"). */
  points?: readonly { value: string; label: string }[]
  tone?: SectionTone
  /** The video: a VideoDialog with look "poster" (an island, a slot from the page). */
  media?: ReactNode
}

/** The video section: a centred heading over a large poster that opens the video dialog. */
export function VideoBand({ id, eyebrow, title, lead, points, tone, media }: VideoBandProps) {
  return (
    <Section labelledBy={id} tone={tone} className="overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/3 mx-auto h-96 max-w-4xl rounded-full bg-brand/25 blur-3xl"
      />
      <div className="relative">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        {media && (
          <div className="mx-auto mt-12 max-w-5xl reveal rounded-(--radius-panel) bg-canvas/10 p-2 shadow-float ring-1 ring-line/40 sm:p-3">
            {media}
          </div>
        )}
        {points && (
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-3 gap-4 text-center sm:gap-8">
            {points.map((point) => (
              <div key={point.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted">{point.label}</dt>
                <dd className="font-display text-2xl font-bold text-ink sm:text-3xl">{point.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Section>
  )
}
