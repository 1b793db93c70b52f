import { Section, type SectionTone } from "@/components/ui/section"
import { SectionHeading } from "@/components/ui/section-heading"
import { cn } from "@/lib/cn"

import { TestimonialCard, type Testimonial, type TestimonialLabels } from "./testimonial-card"

export type TestimonialGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly Testimonial[]
  tone?: SectionTone
  /** The cards' rating name and quotation marks (English unless given). */
  labels?: TestimonialLabels
  /** The page's Intl locale, for the ratings' numbers. */
  locale?: string
}

/** Testimonials as a grid: one large quote alone, two side by side, three or six in columns. */
export function TestimonialGrid({ id, eyebrow, title, lead, items, tone, labels, locale }: TestimonialGridProps) {
  const single = items.length === 1
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul
        className={cn(
          "mt-14 grid gap-6",
          single ? "mx-auto max-w-4xl" : items.length === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {items.map((item) => (
          <li key={item.name} className="reveal">
            <TestimonialCard {...item} labels={labels} locale={locale} size={single ? "lg" : "md"} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
