import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type ContentSplitProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  paragraphs?: readonly string[]
  /** A checklist under the text. */
  bullets?: readonly string[]
  /** Key figures under the text ("98%" / "average conversion rate"). */
  stats?: readonly { value: string; label: string }[]
  ctas?: readonly Cta[]
  /** Which side the visual sits on from 1024 px; on phones it always follows the text. */
  layout?: "media-start" | "media-end"
  tone?: SectionTone
  /** The visual: a mock-up, an image, a video button (a slot from the page). */
  media?: ReactNode
}

/** Text beside a visual: the "content section" of every home page, about and services. */
export function ContentSplit({
  id,
  eyebrow,
  title,
  lead,
  paragraphs,
  bullets,
  stats,
  ctas,
  layout = "media-end",
  tone,
  media,
}: ContentSplitProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={cn("flex flex-col gap-6", layout === "media-start" && "lg:order-2")}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="start" />
          {paragraphs?.map((paragraph) => (
            <p key={paragraph} className="text-muted">
              {paragraph}
            </p>
          ))}
          {bullets && (
            <ul className="grid gap-3 sm:grid-cols-2">
              {bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-ink-soft">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand text-brand-fg">
                    <Icon name="check" className="size-3.5" />
                  </span>
                  {bullet}
                </li>
              ))}
            </ul>
          )}
          {stats && (
            <dl className="flex flex-wrap gap-x-10 gap-y-4">
              {stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-muted">{stat.label}</dt>
                  <dd className="font-display text-4xl font-bold text-ink">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {ctas && ctas.length > 0 && (
            <div className="flex flex-wrap gap-3">
              {ctas.map((cta, index) => (
                <Link
                  key={cta.href + cta.label}
                  href={cta.href}
                  className={buttonClassName({ variant: cta.variant ?? (index === 0 ? "primary" : "secondary") })}
                >
                  {cta.label}
                  {cta.context && <span className="sr-only"> {cta.context}</span>}
                </Link>
              ))}
            </div>
          )}
        </div>
        {media && <div className="relative reveal">{media}</div>}
      </div>
    </Section>
  )
}
