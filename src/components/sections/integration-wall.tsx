import { MarkImage } from "#/components/ui/mark-image.tsx"
import type { IntegrationMarkName } from "#/components/ui/third-party-marks.ts"
import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

import { TestimonialCard, type Testimonial } from "./testimonial-card"

export type IntegrationWallProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** The tools, shown as a wall of marks with their names (twelve fill a 4 × 3 grid). */
  logos: readonly { name: string; icon: IntegrationMarkName }[]
  /** One customer's words beside the wall. */
  testimonial: Testimonial
  cta?: Cta
  tone?: SectionTone
}

/** Integrations as a logo wall, with one customer quote that says why they matter. */
export function IntegrationWall({ id, eyebrow, title, lead, logos, testimonial, cta, tone }: IntegrationWallProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        <div className="flex flex-col items-start gap-8">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="start" />
          <TestimonialCard {...testimonial} className="reveal" />
          {cta && (
            <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "secondary" })}>
              {cta.label}
            </Link>
          )}
        </div>
        <ul className="grid grid-cols-3 gap-3 xl:grid-cols-4">
          {logos.map((logo) => (
            <li
              key={logo.name}
              className="flex reveal flex-col items-center gap-2.5 rounded-(--radius-card) border border-line bg-canvas px-2 py-4 text-center shadow-card sm:gap-3 sm:px-3 sm:py-5"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-surface-2 text-ink">
                <MarkImage name={logo.icon} className="size-6" />
              </span>
              <span className="text-xs font-semibold text-ink sm:text-sm">{logo.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
