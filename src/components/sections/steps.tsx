import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type StepsProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  steps: readonly { title: string; text: string; icon?: IconName }[]
  tone?: SectionTone
  /** The word over each step; {n} is its number ("Step {n}", "Schritt {n}", "الخطوة {n}"). */
  labels?: { step: string }
}

const defaultLabels = { step: "Step {n}" }

/** A numbered process ("three steps to …"), as an ordered list. */
export function Steps({ id, eyebrow, title, lead, steps, tone, labels = defaultLabels }: StepsProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex reveal flex-col items-center gap-4 text-center">
            <span className="relative grid size-18 place-items-center rounded-full bg-brand text-brand-fg shadow-lift ring-8 ring-brand-soft">
              {step.icon ? (
                <Icon name={step.icon} className="size-7" />
              ) : (
                <span className="font-display text-2xl font-bold">{index + 1}</span>
              )}
            </span>
            <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">
              {labels.step.replace("{n}", String(index + 1))}
            </p>
            <h3 className="font-display text-xl font-semibold text-ink">{step.title}</h3>
            <p className="max-w-xs text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
