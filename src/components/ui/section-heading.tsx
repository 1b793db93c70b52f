import type { ReactNode } from "react"

import { cn } from "#/lib/cn.ts"

export type SectionHeadingProps = {
  /** Used by the enclosing Section's aria-labelledby. */
  id: string
  eyebrow?: string
  title: string
  lead?: string
  align?: "start" | "center"
  /** h2 for sections; h1 only in heroes and banners. */
  as?: "h1" | "h2"
  className?: string
  children?: ReactNode
}

/** Eyebrow, heading and lead paragraph, the opening of almost every section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  as: Tag = "h2",
  className,
  children,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "flex max-w-3xl flex-col gap-4",
        align === "center" ? "mx-auto items-center text-center" : "items-start text-start",
        className,
      )}
    >
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Tag id={id} className={cn("font-bold text-ink", Tag === "h1" ? "text-display" : "text-title")}>
        {title}
      </Tag>
      {lead && <p className="text-lead text-muted">{lead}</p>}
      {children}
    </div>
  )
}

/** The small label over a section's heading ("Pricing"). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold tracking-[0.14em] text-brand-strong uppercase">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </p>
  )
}
