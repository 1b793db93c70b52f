import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"

export type ActivityTrendProps = {
  /** What the picture shows, for screen readers (the card is one image to them). */
  label: string
  title: string
  caption: string
  /** One value per week, oldest first; the last is this week. */
  series: readonly number[]
  /** What the figures over the first and last bars count ("min"). */
  unit: string
  tiles: readonly [StatTileProps, StatTileProps]
}

const width = 320
const height = 150
const top = 22
const gap = 6

/**
 * A member's training weeks as a column chart that climbs to this week, in the app's own card, with
 * two personal figures under it. Columns rather than a line: each one is a week someone showed up,
 * which is what a fitness app celebrates. The columns brighten as the weeks go on, so the trend
 * reads at a glance in either theme.
 */
export function ActivityTrend({ label, title, caption, series, unit, tiles }: ActivityTrendProps) {
  const max = Math.max(...series, 1)
  const bar = (width - gap * (series.length - 1)) / series.length
  const columns = series.map((value, index) => {
    const h = Math.max(6, (value / max) * (height - top))
    return { value, x: index * (bar + gap), y: height - h, h }
  })
  const first = columns[0]
  const last = columns.at(-1)
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl">
      <Glow inset="-inset-4" />
      <div className="rounded-(--radius-panel) border border-line bg-canvas p-5 shadow-float sm:p-7">
        <p className="font-display text-lg font-bold text-ink">{title}</p>
        <p className="mt-1 text-sm text-muted">{caption}</p>
        <svg viewBox={`0 0 ${width} ${height}`} className="mt-6 w-full" aria-hidden="true" focusable="false">
          {columns.map((column, index) => (
            <rect
              key={index}
              x={column.x}
              y={column.y}
              width={bar}
              height={column.h}
              rx="4"
              className="fill-brand"
              opacity={index === columns.length - 1 ? 1 : 0.25 + (0.5 * index) / Math.max(1, columns.length - 1)}
            />
          ))}
        </svg>
        {first && last && (
          <p aria-hidden="true" className="mt-2 flex justify-between text-xs font-semibold text-muted tabular-nums">
            <span>{`${first.value} ${unit}`}</span>
            <span className="text-ink">{`${last.value} ${unit}`}</span>
          </p>
        )}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {tiles.map((tile) => (
            <StatTile key={tile.label} {...tile} className="shadow-none" />
          ))}
        </div>
      </div>
    </div>
  )
}
