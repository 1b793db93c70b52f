import { Accordion, type AccordionItem } from "#/components/ui/accordion.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type FaqSectionProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly AccordionItem[]
  tone?: SectionTone
}

/** A titled, exclusive accordion of questions: Home pages, services and the FAQ pages. */
export function FaqSection({ id, eyebrow, title, lead, items, tone }: FaqSectionProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <Accordion name={`${id}-items`} items={items} headingLevel={3} className="mx-auto mt-12 max-w-3xl reveal" />
    </Section>
  )
}
