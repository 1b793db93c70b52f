import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { MarkImage } from "#/components/ui/mark-image.tsx"
import type { IntegrationMarkName } from "#/components/ui/third-party-marks.ts"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type Integration = {
  name: string
  icon: IntegrationMarkName
  /** What the connection does, in a few words ("Orders and carts beside every chat"). */
  text: string
}

export type IntegrationGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly Integration[]
  /** A link under the grid ("See all integrations"). */
  cta?: Cta
  tone?: SectionTone
}

/** The tools a product connects to: a grid of third-party marks with a line on each. */
export function IntegrationGrid({ id, eyebrow, title, lead, items, cta, tone }: IntegrationGridProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.name}
            className="flex reveal items-center gap-4 rounded-(--radius-card) border border-line bg-canvas p-5 shadow-card transition-[translate,box-shadow] duration-300 hover:-translate-y-0.5 hover:shadow-lift"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-surface-2 text-ink">
              <MarkImage name={item.icon} className="size-6" />
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="font-display font-semibold text-ink">{item.name}</span>
              <span className="text-sm text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
      {cta && (
        <p className="mt-12 text-center">
          <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "secondary" })}>
            {cta.label}
          </Link>
        </p>
      )}
    </Section>
  )
}
