import { cn } from "#/lib/cn.ts"

export type PriceProps = {
  /** As the plan shows it: "$199", "00", "2.99", "free". */
  amount: string
  period?: string
  className?: string
}

/** A price with its period; the amount is the copy's own text so "$00" and "free" stay verbatim. */
export function Price({ amount, period, className }: PriceProps) {
  return (
    <span className={cn("inline-flex items-baseline gap-1", className)}>
      <span className="font-display text-4xl font-bold tracking-tight text-ink tabular-nums">{amount}</span>
      {period && <span className="text-sm text-muted">/{period}</span>}
    </span>
  )
}
