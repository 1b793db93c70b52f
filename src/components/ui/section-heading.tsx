import type { ReactNode } from "react"

import { cn } from "@/lib/cn"

export type SectionHeadingProps = {
  /** Used by the enclosing Section's aria-labelledby. */
  id: string
  eyebrow?: string
  title: string
  lead?: string
  align?: "start" | "center"
  /** h2 for sections; h1 only in heroes and banners. */
  as?: "h1" | "h2"
  tone?: "light" | "dark"
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
  tone = "light",
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
      {eyebrow && (
        <p
          className={cn(
            "inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold tracking-[0.14em] uppercase",
            tone === "dark" ? "bg-footer-raised text-brand-tint" : "bg-brand-soft text-brand-strong",
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          {eyebrow}
        </p>
      )}
      <Tag
        id={id}
        className={cn(
          "font-bold",
          Tag === "h1" ? "text-display" : "text-title",
          tone === "dark" ? "text-footer-ink" : "text-ink",
        )}
      >
        {title}
      </Tag>
      {lead && <p className={cn("text-lead", tone === "dark" ? "text-footer-muted" : "text-muted")}>{lead}</p>}
      {children}
    </div>
  )
}
