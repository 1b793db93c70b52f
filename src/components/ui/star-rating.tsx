import { cn } from "#/lib/cn.ts"

export type StarRatingProps = {
  value: number
  max?: number
  /** Show the number beside the stars ("4.8"). */
  showValue?: boolean
  className?: string
  /** The accessible name, "{value}" and "{max}" filled in: "Rated {value} out of {max}" unless given. */
  label?: string
  /** The Intl locale the value is written in (the page's language; "en-US" unless given). */
  locale?: string
}

const STAR = "m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8Z"

/**
 * Stars with partial fills (4.5 shows four and a half). The fill is a nested <svg> whose viewport
 * clips the gold star: no ids (which could collide between separately rendered components) and no
 * inline styles (which the CSP forbids). Screen readers hear the number, not five images. Both fills
 * are tokens so an empty star stays a dim outline on a dark page instead of a pale, "filled" one.
 */
export function StarRating({
  value,
  max = 5,
  showValue = false,
  className,
  label = "Rated {value} out of {max}",
  locale = "en-US",
}: StarRatingProps) {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span
        role="img"
        aria-label={label.replace("{value}", number.format(value)).replace("{max}", max.toLocaleString(locale))}
        className="inline-flex gap-0.5"
      >
        {Array.from({ length: max }, (_, i) => {
          const width = Math.round(Math.max(0, Math.min(1, value - i)) * 20 * 100) / 100
          return (
            <svg key={i} viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
              <path d={STAR} className="fill-line-strong" />
              {width > 0 && (
                <svg width={width} height="20" viewBox={`0 0 ${width} 20`}>
                  <path d={STAR} className="fill-warning" />
                </svg>
              )}
            </svg>
          )
        })}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-ink">
          {number.format(value)}
        </span>
      )}
    </span>
  )
}
