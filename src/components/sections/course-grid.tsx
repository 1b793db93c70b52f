import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

import { CourseCard, type Course, type CourseCardProps } from "./course-card"

export type CourseGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly Course[]
  /** A link under the grid ("See all plans"). */
  cta?: Cta
  labels?: CourseCardProps["labels"]
  tone?: SectionTone
}

/** The course catalogue teaser: course cards in three columns. */
export function CourseGrid({ id, eyebrow, title, lead, items, cta, labels, tone }: CourseGridProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((course) => (
          <li key={course.title} className="reveal">
            <CourseCard {...course} labels={labels} />
          </li>
        ))}
      </ul>
      {cta && (
        <p className="mt-12 text-center">
          <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "secondary", size: "lg" })}>
            {cta.label}
          </Link>
        </p>
      )}
    </Section>
  )
}
