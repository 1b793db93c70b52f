import type { ReactNode } from "react"

import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type ProductTabsProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: SectionTone
  /** The Tabs island with one TabPanel per product area (from the page's default slot). */
  children?: ReactNode
}

/** A product tour by area: a heading over a Tabs island whose panels each show a screen and text. */
export function ProductTabs({ id, eyebrow, title, lead, tone, children }: ProductTabsProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mt-12">{children}</div>
    </Section>
  )
}
