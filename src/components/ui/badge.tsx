import type { ComponentProps } from "react"

import { cn } from "#/lib/cn.ts"

const tones = {
  brand: "bg-brand-soft text-brand-strong",
  neutral: "bg-surface-2 text-ink-soft",
  inverse: "bg-ink text-canvas",
} as const

export type BadgeProps = ComponentProps<"span"> & { tone?: keyof typeof tones }

export function Badge({ tone = "brand", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
