import type { ComponentProps } from "react"

import { cn } from "#/lib/cn.ts"

import { Container } from "./container"

export type SectionTone = "plain" | "tint" | "brand" | "accent" | "dark"

const tones = {
  plain: "bg-canvas",
  tint: "bg-surface",
  brand: "bg-brand-soft",
  /** The accent's own colour, vivid (surface-brand in global.css). */
  accent: "surface-brand",
  dark: "surface-dark",
} as const satisfies Record<SectionTone, string>

export type SectionProps = Omit<ComponentProps<"section">, "aria-labelledby"> & {
  /** The id of the section's heading: every section is named by its heading. */
  labelledBy: string
  tone?: SectionTone
  /** Skip the inner container for full-bleed content such as tickers. */
  bleed?: boolean
}

export function Section({ labelledBy, tone = "plain", bleed = false, className, children, ...props }: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("relative scroll-mt-24 py-(--spacing-section)", tones[tone], className)}
      {...props}
    >
      {bleed ? children : <Container>{children}</Container>}
    </section>
  )
}
