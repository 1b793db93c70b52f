import { AppWindow } from "#/components/art/app-window.tsx"
import { LineChart } from "#/components/art/charts.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"

export type ResultsPanelProps = {
  title: string
  caption: string
  series: readonly number[]
  tiles: readonly [StatTileProps, StatTileProps]
}

/** A results dashboard mock-up: a growth line and two floating KPIs. */
export function ResultsPanel({ title, caption, series, tiles }: ResultsPanelProps) {
  return (
    <div className="relative">
      <AppWindow title={title}>
        <p className="text-sm text-muted">{caption}</p>
        <LineChart values={series} className="mt-4 h-48 w-full" />
      </AppWindow>
      <StatTile {...tiles[0]} className="absolute -end-3 -top-6 hidden sm:flex" />
      <StatTile {...tiles[1]} className="absolute start-6 -bottom-6 hidden sm:flex" />
    </div>
  )
}
