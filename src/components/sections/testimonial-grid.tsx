import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { Eyebrow, SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

import { Img } from "#/components/ui/img.tsx"
import { StarRating } from "#/components/ui/star-rating.tsx"

import { englishTestimonialLabels, TestimonialCard, type Testimonial, type TestimonialLabels } from "./testimonial-card"

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
  /**
   * "grid": cards in even columns; "wall": cards of their own heights in columns, many voices at a
   * glance; "quote": the first testimonial alone as a large pull-quote, no card.
   */
  layout?: "grid" | "wall" | "quote"
}

/** Testimonials as a grid: one large quote alone, two side by side, three or six in columns. */
export function TestimonialGrid({
  id,
  eyebrow,
  title,
  lead,
  items,
  tone,
  labels = englishTestimonialLabels,
  locale,
  layout = "grid",
}: TestimonialGridProps) {
  const [featured] = items
  if (layout === "quote" && featured)
    return (
      <Section labelledBy={id} tone={tone}>
        <figure className="mx-auto flex max-w-5xl flex-col gap-10">
          <div className="flex flex-col items-start gap-4">
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h2 id={id} className="text-sm font-semibold tracking-wider text-muted uppercase">
              {title}
            </h2>
            {featured.rating !== undefined && (
              <StarRating value={featured.rating} label={labels.rating} locale={locale} />
            )}
          </div>
          <blockquote className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-ink sm:text-5xl sm:leading-[1.1]">
            <p>{`${labels.quotes[0]}${featured.quote}${labels.quotes[1]}`}</p>
          </blockquote>
          <figcaption className="flex items-center gap-4 border-t border-line pt-8">
            <Img image={{ ...featured.avatar, alt: "" }} className="size-14 shrink-0 rounded-full bg-surface-2" />
            <span className="flex flex-col">
              <span className="text-lg font-semibold text-ink">{featured.name}</span>
              <span className="text-muted">{featured.role}</span>
            </span>
          </figcaption>
        </figure>
      </Section>
    )
  if (layout === "wall")
    return (
      <Section labelledBy={id} tone={tone}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-14 gap-6 sm:columns-2 lg:columns-3">
          {items.map((item) => (
            <li key={item.name} className="mb-6 reveal break-inside-avoid">
              <TestimonialCard {...item} labels={labels} locale={locale} />
            </li>
          ))}
        </ul>
      </Section>
    )
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
