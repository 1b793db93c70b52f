import { cn } from "#/lib/cn.ts"

export type MeterBarProps = {
  /** How full the bar is, 0–100 (clamped; a sliver stays visible at 0). */
  percent: number
  /** The fill's colour class (a `fill-*` utility). */
  fill?: string
  className?: string
}

/**
 * A thin progress bar for mock-ups. Drawn as SVG so the width is an attribute: the CSP forbids
 * inline styles, and Tailwind has no class per percentage.
 */
export function MeterBar({ percent, fill = "fill-brand", className }: MeterBarProps) {
  const width = Math.min(100, Math.max(3, percent))
  return (
    <svg
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      className={cn("h-1.5 w-full", className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="100" height="6" rx="3" className="fill-surface-2" />
      <rect width={width} height="6" rx="3" className={fill} />
    </svg>
  )
}
