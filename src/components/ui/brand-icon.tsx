import { markPath, type MarkName } from "./third-party-marks"

/**
 * A third-party mark drawn inline in the current text colour, for the few that sit in links and
 * change colour with them (the footer's networks, team cards, store badges). Walls and tickers of
 * marks are lazy images instead (MarkImage).
 */
export function BrandIcon({ name, className }: { name: MarkName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={markPath(name)} />
    </svg>
  )
}
