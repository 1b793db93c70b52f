import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

import { PortfolioCard, type PortfolioCardLook, type PortfolioCardProps } from "./portfolio-card"

export type PortfolioTeaserProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** Two cards side by side (Home 1, About), or three in a row (related projects). */
  cards: readonly Omit<PortfolioCardProps, "look" | "headingLevel" | "className">[]
  /** "View all work" → /portfolio/. */
  link: Cta
  look?: PortfolioCardLook
  tone?: SectionTone
  /** The cards' own words ("View case study"); English unless given. */
  cardLabels?: PortfolioCardProps["labels"]
}

/** A few projects with a heading and a link to the whole portfolio. */
export function PortfolioTeaser({
  id,
  eyebrow,
  title,
  lead,
  cards,
  link,
  look = "card",
  tone,
  cardLabels,
}: PortfolioTeaserProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="start" />
        <Link
          href={link.href}
          className={buttonClassName({ variant: link.variant ?? "secondary", className: "shrink-0" })}
        >
          {link.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      <ul
        className={cn(
          "mt-12 grid gap-6 lg:gap-8",
          cards.length === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {cards.map((card) => (
          <li key={card.title} className="reveal">
            <PortfolioCard {...card} labels={cardLabels ?? card.labels} look={look} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
