import { Container } from "#/components/ui/container.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { Ticker, type TickerProps } from "#/components/ui/ticker.tsx"
import { cn } from "#/lib/cn.ts"

export type TickerBandProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  ticker: TickerProps
  /**
   * "strip": a small uppercase line over the marquee (a brand strip between sections);
   * "section": a full section heading over it.
   */
  size?: "strip" | "section"
  tone?: SectionTone
}

/** A titled, full-width marquee: customer logos, topics or integrations rolling past. */
export function TickerBand({ id, eyebrow, title, lead, ticker, size = "section", tone }: TickerBandProps) {
  const strip = size === "strip"
  return (
    <Section labelledBy={id} tone={tone} bleed className={cn(strip && "py-14 sm:py-16")}>
      <Container>
        {strip ? (
          <h2 id={id} className="text-center font-sans text-sm font-semibold tracking-wider text-muted uppercase">
            {title}
          </h2>
        ) : (
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        )}
      </Container>
      <Ticker {...ticker} className={cn("reveal", strip ? "mt-8" : "mt-12")} />
    </Section>
  )
}
