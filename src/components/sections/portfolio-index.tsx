import type { ReactNode } from "react"

import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

import type { PortfolioGridLayout } from "./portfolio-grid"

export type PortfolioIndexProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  align?: "start" | "center"
  /** How the grid passed in lays the projects out: the mosaic's filters sit closer under the heading. */
  layout: PortfolioGridLayout
  tone?: SectionTone
  /** The filterable grid of every project, an island the page hydrates. */
  children: ReactNode
}

/** A portfolio page's projects: a heading over the filterable grid passed in. */
export function PortfolioIndex({ id, eyebrow, title, lead, align, layout, tone, children }: PortfolioIndexProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading
        id={id}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        align={align}
        className={layout === "mosaic" ? "mb-10" : "mb-12"}
      />
      {children}
    </Section>
  )
}
