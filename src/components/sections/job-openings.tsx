import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Link } from "#/components/ui/link.tsx"
import { Section } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

export type JobOpeningsProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** Under the list: "Can't find your role?" and a Contact us button. */
  more: { text: string; cta: Cta }
}

/** The open-positions section: heading, the filterable job list (passed in) and a way to reach out. */
export function JobOpenings({ id, eyebrow, title, lead, more, children }: JobOpeningsProps & { children: ReactNode }) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} className="mb-12" />
      {children}
      <div className="mt-14 flex flex-col items-center justify-center gap-4 rounded-(--radius-card) bg-surface p-8 text-center sm:flex-row sm:gap-6">
        <p className="font-display text-lg font-semibold text-ink">{more.text}</p>
        <Link href={more.cta.href} className={buttonClassName({ variant: more.cta.variant ?? "primary" })}>
          {more.cta.label}
        </Link>
      </div>
    </Section>
  )
}
