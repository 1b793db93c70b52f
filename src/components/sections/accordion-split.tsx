import type { ReactNode } from "react"

import { Accordion, type AccordionItem } from "#/components/ui/accordion.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type AccordionSplitProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** One open at a time, the first open, like every accordion on the site. */
  items: readonly AccordionItem[]
  /** Which side the visual sits on from 1024 px; on phones it always follows the text. */
  layout?: "media-start" | "media-end"
  tone?: SectionTone
  /** The visual beside the accordion: a VideoDialog poster, a mock-up (a slot from the page). */
  media?: ReactNode
}

/** A heading and an exclusive accordion beside a visual: a service walk-through with its video. */
export function AccordionSplit({
  id,
  eyebrow,
  title,
  lead,
  items,
  layout = "media-start",
  tone,
  media,
}: AccordionSplitProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={cn("flex flex-col gap-8", layout === "media-start" && "lg:order-2")}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="start" />
          <Accordion name={`${id}-items`} items={items} headingLevel={3} />
        </div>
        {media && <div className="relative reveal">{media}</div>}
      </div>
    </Section>
  )
}
