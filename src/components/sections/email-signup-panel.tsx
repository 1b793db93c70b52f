import type { ReactNode } from "react"

import { Container } from "#/components/ui/container.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"

export type EmailSignupPanelProps = {
  id: string
  eyebrow?: string
  title: string
  lead: string
  /** Short reassurances under the form ("No spam", "One email a month"). */
  points?: readonly string[]
  icon?: IconName
  /** The form (FormStatus wrapping a NewsletterForm with tone="dark"), from the page's default slot. */
  children?: ReactNode
}

/** An email sign-up box on a dark panel: pitch on one side, the form on the other. */
export function EmailSignupPanel({ id, eyebrow, title, lead, points, icon = "mail", children }: EmailSignupPanelProps) {
  return (
    <section aria-labelledby={id} className="py-(--spacing-section)">
      <Container>
        <div className="relative isolate grid items-center gap-10 overflow-hidden rounded-(--radius-panel) surface-dark px-6 py-12 shadow-float sm:px-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-16">
          <div
            aria-hidden="true"
            className="absolute -end-24 -top-32 -z-10 size-96 rounded-full bg-brand/35 blur-3xl"
          />
          <div className="flex flex-col items-start gap-4">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand text-brand-fg">
              <Icon name={icon} className="size-6" />
            </span>
            {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-tint uppercase">{eyebrow}</p>}
            <h2 id={id} className="text-title font-bold text-ink">
              {title}
            </h2>
            <p className="text-lead text-muted">{lead}</p>
          </div>
          <div className="flex flex-col gap-5">
            {children}
            {points && points.length > 0 && (
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
                {points.map((point) => (
                  <li key={point} className="inline-flex items-center gap-2">
                    <Icon name="check" className="size-4 text-brand-tint" />
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}
