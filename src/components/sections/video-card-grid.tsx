import type { ReactNode } from "react"

import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type VideoCardGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: SectionTone
  /**
   * The <VideoCard> items, from the page: each card holds its own VideoDialog island, and an
   * island can only reach a static section through a slot.
   */
  children?: ReactNode
}

/** Video classes, lessons or demos as cards in three columns, each opening its own dialog. */
export function VideoCardGrid({ id, eyebrow, title, lead, tone, children }: VideoCardGridProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </Section>
  )
}
