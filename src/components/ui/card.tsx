import type { ComponentProps } from "react"

import { cn } from "#/lib/cn.ts"

export type CardProps = ComponentProps<"article"> & {
  /** "lift" raises the card on hover; use it for cards that are links. */
  interactive?: boolean
}

export function Card({ className, interactive = false, ...props }: CardProps) {
  return (
    <article
      className={cn(
        "relative rounded-(--radius-card) border border-line bg-canvas shadow-card",
        interactive && "transition-[translate,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lift",
        className,
      )}
      {...props}
    />
  )
}
