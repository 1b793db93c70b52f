import { AppWindow } from "#/components/art/app-window.tsx"
import { Glow } from "#/components/art/glow.tsx"
import { LineChart } from "#/components/art/charts.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Toast } from "#/components/art/toast.tsx"
import { cn } from "#/lib/cn.ts"

export type RankedKeyword = {
  keyword: string
  /** Position in Google today (1 = top result). */
  position: number
  /** Places gained (positive) or lost (negative) over the period. */
  change: number
  volume: string
}

export type SeoRankingsProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  /** The date range pill in the title bar ("Last 90 days"). */
  range: string
  kpis: readonly { label: string; value: string; trend: string }[]
  traffic: { label: string; caption: string; series: readonly number[] }
  keywords: {
    headings: { keyword: string; position: string; volume: string; change: string }
    items: readonly RankedKeyword[]
  }
  stat: StatTileProps
  toast: { title: string; text: string }
}

/** The SEO agency hero: a client's rankings and organic traffic dashboard. */
export function SeoRankings({ label, title, range, kpis, traffic, keywords, stat, toast }: SeoRankingsProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl lg:max-w-none">
      <Glow />
      <AppWindow
        title={title}
        className="shadow-float"
        actions={
          <span className="shrink-0 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-ink-soft">
            {range}
          </span>
        }
      >
        <div className="grid grid-cols-3 gap-2">
          {kpis.map((kpi) => (
            <p key={kpi.label} className="grid gap-0.5 rounded-xl bg-surface p-2.5 sm:p-3">
              <span className="truncate text-[0.6875rem] text-muted sm:text-xs">{kpi.label}</span>
              <span className="font-display text-lg font-bold text-ink sm:text-xl">{kpi.value}</span>
              <span className="text-[0.6875rem] font-semibold text-success sm:text-xs">{kpi.trend}</span>
            </p>
          ))}
        </div>

        <div className="mt-3 rounded-xl border border-line p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
            <span className="font-semibold text-ink">{traffic.label}</span>
            <span className="text-muted">{traffic.caption}</span>
          </p>
          <LineChart values={traffic.series} className="mt-2 h-24 sm:h-28" />
        </div>

        <div className="mt-3 rounded-xl border border-line">
          <p className="grid grid-cols-[minmax(0,1fr)_3.5rem_3.5rem] gap-2 border-b border-line px-3 py-2 text-[0.6875rem] font-semibold tracking-wide text-muted uppercase sm:grid-cols-[minmax(0,1fr)_4.5rem_4.5rem_4rem]">
            <span>{keywords.headings.keyword}</span>
            <span className="text-end">{keywords.headings.position}</span>
            <span className="hidden text-end sm:block">{keywords.headings.volume}</span>
            <span className="text-end">{keywords.headings.change}</span>
          </p>
          {keywords.items.map((item) => (
            <p
              key={item.keyword}
              className="grid grid-cols-[minmax(0,1fr)_3.5rem_3.5rem] items-center gap-2 px-3 py-2 text-sm not-last:border-b not-last:border-line sm:grid-cols-[minmax(0,1fr)_4.5rem_4.5rem_4rem]"
            >
              <span className="truncate text-ink-soft">{item.keyword}</span>
              <span className="justify-self-end rounded-md bg-brand-soft px-2 py-0.5 font-semibold text-brand-strong tabular-nums">
                {`#${item.position}`}
              </span>
              <span className="hidden text-end text-muted tabular-nums sm:block">{item.volume}</span>
              <span
                className={cn(
                  "text-end text-xs font-semibold tabular-nums",
                  item.change >= 0 ? "text-success" : "text-danger",
                )}
              >
                {item.change >= 0 ? `▲ ${item.change}` : `▼ ${Math.abs(item.change)}`}
              </span>
            </p>
          ))}
        </div>
      </AppWindow>
      <StatTile {...stat} className="absolute -start-6 -bottom-16 hidden md:flex" />
      <Toast {...toast} icon="trophy" className="absolute -end-4 -top-14 hidden max-w-64 md:flex" />
    </div>
  )
}
