import type { ReactNode } from "react"

import { Card } from "#/components/ui/card.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type Feature = {
  icon: IconName
  title: string
  text: string
  /** Makes the whole card a link (service cards → /service-details/). */
  href?: string
  linkLabel?: string
  /** The card stands for an item with a page of its own (a service): that page's heading is its title. */
  item?: boolean
}

export type FeatureGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly Feature[]
  columns?: 2 | 3 | 4
  /** Show 01, 02 … on each card (numbered services). */
  numbered?: boolean
  tone?: SectionTone
  /**
   * "cards" in even columns; "bento", the first feature a large tile on the accent's own colour and
   * the rest around it; "list", numbered rows under hairlines, the way an editorial page lists
   * what a studio does.
   */
  layout?: "cards" | "bento" | "list"
  /** A bento's picture of its first feature, above the words on the large tile (slot "media"). */
  media?: ReactNode
}

/** In a bento, the tiles after the first five share the last row evenly (12 columns). */
const bentoTail: Record<number, string> = {
  1: "lg:col-span-12",
  2: "lg:col-span-6",
  3: "lg:col-span-4",
  4: "lg:col-span-3",
}

const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const

/** Icon cards: features, services, values. Cards with an href are links (stretched over the card). */
export function FeatureGrid({
  id,
  eyebrow,
  title,
  lead,
  items,
  columns = 3,
  numbered = false,
  tone,
  layout = "cards",
  media,
}: FeatureGridProps) {
  if (layout === "bento")
    return (
      <Section labelledBy={id} tone={tone}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-12">
          {items.map((item, index) => (
            <li
              key={item.title}
              className={cn(
                "flex reveal flex-col gap-4 rounded-(--radius-panel) p-7",
                index === 0
                  ? cn(
                      "surface-brand sm:col-span-2 sm:p-10 lg:col-span-6 lg:row-span-2",
                      media ? "justify-between" : "justify-end",
                    )
                  : "border border-line bg-canvas shadow-card",
                index > 0 && (index < 5 ? "lg:col-span-3" : bentoTail[items.length - 5]),
              )}
            >
              {index === 0 && media && <div className="mb-6 flex">{media}</div>}
              <span
                className={cn(
                  "grid place-items-center rounded-2xl bg-brand-soft text-brand-strong",
                  index === 0 ? "size-16" : "size-12",
                )}
              >
                <Icon name={item.icon} className={index === 0 ? "size-8" : "size-6"} />
              </span>
              <h3 className={cn("font-display font-semibold text-ink", index === 0 ? "text-3xl" : "text-xl")}>
                {item.title}
              </h3>
              <p className={cn("text-muted", index === 0 && "max-w-md text-lg")}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    )
  if (layout === "list")
    return (
      <Section labelledBy={id} tone={tone}>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
          <SectionHeading
            id={id}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align="start"
            className="lg:sticky lg:top-28 lg:self-start"
          />
          <ol className="border-t border-line">
            {items.map((item, index) => (
              <li key={item.title} className="reveal border-b border-line">
                <article
                  data-card={item.item && item.href ? "" : undefined}
                  className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 py-8 sm:gap-x-10"
                >
                  <span
                    aria-hidden="true"
                    className="row-span-2 font-display text-4xl font-bold text-brand tabular-nums sm:text-5xl"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <h3 data-card-title="" className="font-display text-2xl font-semibold text-ink">
                    {item.href ? (
                      <Link data-card-link="" href={item.href} className="hover:text-brand-strong hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </h3>
                  <p className="max-w-xl text-muted">{item.text}</p>
                </article>
              </li>
            ))}
          </ol>
        </div>
      </Section>
    )
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className={cn("mt-14 grid gap-6", grid[columns])}>
        {items.map((item, index) => (
          <li key={item.title} className="reveal">
            <Card
              data-card={item.item && item.href ? "" : undefined}
              interactive={Boolean(item.href)}
              className="flex h-full flex-col gap-4 p-7"
            >
              <div className="flex items-center justify-between">
                <span className="grid size-13 place-items-center rounded-2xl bg-brand-soft text-brand-strong">
                  <Icon name={item.icon} className="size-6" />
                </span>
                {numbered && (
                  <span aria-hidden="true" className="font-display text-3xl font-bold text-muted/70">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                )}
              </div>
              <h3 data-card-title="" className="font-display text-xl font-semibold text-ink">
                {item.title}
              </h3>
              <p className="grow text-muted">{item.text}</p>
              {item.href && (
                <Link
                  data-card-link=""
                  href={item.href}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-strong after:absolute after:inset-0 after:rounded-(--radius-card) hover:underline"
                >
                  {item.linkLabel ?? "Learn more"}
                  {/* The visible label starts the name; the title tells the links apart (WCAG 2.5.3,
                      2.4.4). Hidden text rather than aria-label, so crawlers read it as link text too. */}
                  <span className="sr-only">: {item.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
