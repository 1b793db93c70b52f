import { Wordmark, type WordmarkGlyph } from "#/components/art/wordmark.tsx"
import { cn } from "#/lib/cn.ts"

import { Icon, type IconName } from "./icon"
import { MarkImage } from "./mark-image"
import type { MarkName } from "./third-party-marks"

export type TickerItem =
  | { kind: "wordmark"; name: string; glyph: WordmarkGlyph }
  | { kind: "brand"; name: string; icon: MarkName }
  | { kind: "topic"; name: string; icon?: IconName }

export type TickerProps = {
  /** Names the list for screen readers ("Integrations"). */
  label: string
  items: readonly TickerItem[]
  /** Visible name of the pause control. */
  pauseLabel?: string
  /** Seconds for one full loop. */
  speed?: "slow" | "normal"
  className?: string
}

function TickerEntry({ item }: { item: TickerItem }) {
  if (item.kind === "wordmark") return <Wordmark name={item.name} glyph={item.glyph} />
  return (
    <span className="inline-flex min-h-12 items-center gap-2.5 rounded-full border border-line bg-canvas px-5 text-base font-semibold whitespace-nowrap text-ink-soft shadow-card">
      {item.kind === "brand" && <MarkImage name={item.icon} className="size-5" />}
      {item.kind === "topic" && item.icon && <Icon name={item.icon} className="size-5 text-brand" />}
      {item.name}
    </span>
  )
}

/**
 * A continuous marquee built from a real list; the second copy that makes the loop seamless is
 * aria-hidden. CSS only: it pauses on hover, on focus and with its pause checkbox (WCAG 2.2.2),
 * and under reduced motion it is a static, wrapped list.
 */
export function Ticker({ label, items, pauseLabel = "Pause", speed = "normal", className }: TickerProps) {
  const list = "flex shrink-0 items-center gap-4 pe-4 sm:gap-6 sm:pe-6"
  return (
    <div className={cn("group/ticker relative flex flex-col items-center gap-4", className)}>
      <div className="w-full overflow-hidden mask-x-from-90% mask-x-to-100% motion-reduce:mask-none">
        <div
          className={cn(
            "flex w-max animate-marquee group-focus-within/ticker:[animation-play-state:paused] group-hover/ticker:[animation-play-state:paused] group-has-checked/ticker:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none",
            speed === "slow" ? "[--marquee-duration:60s]" : "[--marquee-duration:35s]",
          )}
        >
          <ul
            aria-label={label}
            className={cn(list, "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center")}
          >
            {items.map((item) => (
              <li key={item.name}>
                <TickerEntry item={item} />
              </li>
            ))}
          </ul>
          <ul aria-hidden="true" className={cn(list, "motion-reduce:hidden")}>
            {items.map((item) => (
              <li key={item.name}>
                <TickerEntry item={item} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium text-muted has-focus-visible:outline-2 has-focus-visible:outline-brand motion-reduce:hidden">
        <input type="checkbox" className="size-4 accent-(--brand)" />
        {pauseLabel}
      </label>
    </div>
  )
}
