import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { cn } from "#/lib/cn.ts"

export type StatsBandProps = {
  id: string
  /** Names the section; shown small above the figures, or only to screen readers. */
  title: string
  showTitle?: boolean
  items: readonly { value: string; label: string }[]
  tone?: SectionTone
}

/** Key figures in a row ("36K+ satisfied clients"), as a description list. */
export function StatsBand({ id, title, showTitle = false, items, tone = "tint" }: StatsBandProps) {
  return (
    <Section labelledBy={id} tone={tone} className="py-16">
      <h2
        id={id}
        className={cn(
          "text-muted",
          showTitle ? "mb-10 text-center text-sm font-semibold tracking-wider uppercase" : "sr-only",
        )}
      >
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-8 text-center sm:gap-8 lg:grid-flow-col lg:grid-cols-none">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted sm:text-base">{item.label}</dt>
            <dd className="font-display text-3xl font-bold text-ink sm:text-5xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
