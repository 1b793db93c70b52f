import { isStroked, marks, type BrandMark } from "#/lib/art/logo-marks.ts"
import { cn } from "#/lib/cn.ts"

/** The accent palettes of src/styles/global.css (`data-brand`). */
export type BrandAccent =
  | "agency"
  | "live-chat"
  | "fitness"
  | "courses"
  | "seo"
  | "cold-email"
  | "hosting"
  | "consulting"
  | "time-tracking"
  | "ai-writer"

export type Brand = {
  name: string
  /** The name as people say it short ("Lumora"). */
  shortName?: string
  /** The registered company name (the copyright line). */
  legalName?: string
  mark: BrandMark
  accent: BrandAccent
  tagline?: string
}

export type LogoProps = {
  brand: Brand
  className?: string
}

/** The brand square and wordmark. Decorative glyph; the name is real text. */
export function Logo({ brand, className }: LogoProps) {
  const stroked = isStroked(brand.mark)
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand" />
        <path
          d={marks[brand.mark]}
          className={stroked ? "fill-brand-fg stroke-brand-fg" : "fill-brand-fg"}
          strokeWidth={stroked ? 1.6 : 0}
          strokeLinejoin="round"
        />
      </svg>
      <span className="font-display text-xl font-bold tracking-tight text-ink">{brand.name}</span>
    </span>
  )
}
