import type { ReactNode } from "react"

import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type TestimonialSliderSectionProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: SectionTone
  /** The TestimonialSlider island, passed from the page (the default slot). */
  children?: ReactNode
}

/** A titled section around the testimonial carousel (Homes 7 and 10); the slider itself is an island. */
export function TestimonialSliderSection({ id, eyebrow, title, lead, tone, children }: TestimonialSliderSectionProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mx-auto mt-12 max-w-4xl reveal">{children}</div>
    </Section>
  )
}
