import { AppWindow } from "#/components/art/app-window.tsx"
import { BarChart, DonutChart } from "#/components/art/charts.tsx"
import { cn } from "#/lib/cn.ts"

export type HoursReportProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  weekly: { label: string; values: readonly number[]; axis: readonly string[] }
  billable: { label: string; percent: number }
  breakdown: readonly { name: string; hours: string }[]
}

const dots = ["bg-brand", "bg-brand-2", "bg-success", "bg-warning"] as const

/** Tracked hours by week and the billable share: the Reporting Analysis tab. */
export function HoursReport({ label, title, weekly, billable, breakdown }: HoursReportProps) {
  return (
    <div role="img" aria-label={label}>
      <AppWindow title={title}>
        <div className="rounded-xl border border-line p-3">
          <p className="text-xs font-semibold text-ink">{weekly.label}</p>
          <BarChart values={weekly.values} labels={weekly.axis} className="mt-3 h-32" />
        </div>
        <div className="mt-3 grid items-center gap-4 rounded-xl bg-surface p-3 sm:grid-cols-[7rem_minmax(0,1fr)]">
          <div className="relative mx-auto grid size-24 place-items-center">
            <DonutChart value={billable.percent} className="absolute inset-0 size-full" />
            <span className="grid text-center leading-tight">
              <span className="font-display text-xl font-bold text-ink">{`${billable.percent}%`}</span>
              <span className="text-[0.625rem] text-muted">{billable.label}</span>
            </span>
          </div>
          <ul className="grid gap-1.5 text-sm">
            {breakdown.map((item, index) => (
              <li key={item.name} className="flex items-center gap-2">
                <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", dots[index % dots.length])} />
                <span className="grow truncate text-ink-soft">{item.name}</span>
                <span className="font-semibold text-ink tabular-nums">{item.hours}</span>
              </li>
            ))}
          </ul>
        </div>
      </AppWindow>
    </div>
  )
}
