import type { AccordionItem } from "#/components/ui/accordion.tsx"
import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type FaqHelpChannel = {
  icon: IconName
  label: string
  /** The address or number as shown; with an href it is a link (mailto:, tel:, a route). */
  value: string
  href?: string
  /** When the channel answers ("Replies within 24 hours"). */
  note?: string
}

/** "Still have questions?": where to go when the answer is not in the grid. */
export type FaqHelp = {
  title: string
  text: string
  channels: readonly FaqHelpChannel[]
  cta?: Cta
}

export type FaqGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** Every answer shows at once: for short lists of questions people skim. */
  items: readonly AccordionItem[]
  columns?: 2 | 3
  tone?: SectionTone
  help?: FaqHelp
}

const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" } as const

/** Questions and answers laid out as open cards, with an optional contact block under them. */
export function FaqGrid({ id, eyebrow, title, lead, items, columns = 2, tone, help }: FaqGridProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className={cn("mt-14 grid gap-6", grid[columns])}>
        {items.map((item, index) => (
          <li key={item.question} className="flex">
            <article className="flex w-full flex-col gap-4 rounded-(--radius-card) border border-line bg-canvas p-7 shadow-card">
              <div className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft font-display text-sm font-bold text-brand-strong tabular-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="pt-1.5 font-display text-lg font-semibold text-ink">{item.question}</h3>
              </div>
              <div className="grid gap-3 text-muted">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {help && <HelpBlock {...help} />}
    </Section>
  )
}

function HelpBlock({ title, text, channels, cta }: FaqHelp) {
  return (
    <div className="mt-16 grid reveal gap-10 rounded-(--radius-panel) surface-dark p-8 shadow-float sm:p-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-center">
      <div className="flex flex-col items-start gap-4">
        <h3 className="font-display text-2xl font-bold sm:text-3xl">{title}</h3>
        <p className="text-muted">{text}</p>
        {cta && (
          <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "inverse", className: "mt-2" })}>
            {cta.label}
          </Link>
        )}
      </div>
      <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1">
        {channels.map((channel) => (
          <li key={channel.label} className="flex flex-col gap-2 rounded-(--radius-card) bg-surface-2 p-5">
            <span className="grid size-10 place-items-center rounded-full bg-brand text-brand-fg">
              <Icon name={channel.icon} className="size-5" />
            </span>
            <span className="text-sm text-muted">{channel.label}</span>
            {channel.href ? (
              <Link
                href={channel.href}
                className="font-semibold wrap-anywhere text-ink underline-offset-4 hover:underline"
              >
                {channel.value}
              </Link>
            ) : (
              <span className="font-semibold text-ink">{channel.value}</span>
            )}
            {channel.note && <span className="text-sm text-muted">{channel.note}</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}
