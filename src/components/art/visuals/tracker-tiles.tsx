import { BarChart } from "#/components/art/charts.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { MarkImage } from "#/components/ui/mark-image.tsx"
import type { IntegrationMarkName } from "#/components/ui/third-party-marks.ts"
import { cn } from "#/lib/cn.ts"

export type TrackerTimesheetRow = {
  project: string
  /** Hours per day, in the order of `days`. */
  hours: readonly number[]
}

/** Each tile is one picture to screen readers, so each says what it shows (`label`). */
export type TrackerTilesProps = {
  timer: { label: string; task: string; project: string; elapsed: string; stop: string }
  report: { label: string; title: string; value: string; caption: string; values: readonly number[] }
  timesheet: {
    label: string
    title: string
    week: string
    days: readonly string[]
    rows: readonly TrackerTimesheetRow[]
    total: string
    approved: { title: string; text: string }
  }
  integrations: {
    label: string
    count: string
    title: string
    tools: readonly { name: string; icon: IntegrationMarkName }[]
  }
}

const dots = ["bg-brand", "bg-brand-2", "bg-success", "bg-warning"] as const

const hoursText = (hours: number) => (hours === 0 ? "–" : hours.toFixed(1))

const tile = "rounded-(--radius-panel) p-5 shadow-card ring-1 ring-line sm:p-7"

/**
 * The time-tracking product as bento tiles around the hero's headline: a running timer, this
 * month's billable hours, the week's timesheet and the tools the timer lives in. The elements
 * returned are the hero grid's own items (its bento layout), each placing itself on 12 columns
 * beside the headline, which takes seven columns and the first two rows.
 */
export function TrackerTiles({ timer, report, timesheet, integrations }: TrackerTilesProps) {
  const columns =
    "grid-cols-[minmax(0,1fr)_repeat(5,1.75rem)_2.25rem] sm:grid-cols-[minmax(0,1fr)_repeat(5,2.75rem)_3rem]"
  const dayTotals = timesheet.days.map((_, day) => timesheet.rows.reduce((sum, row) => sum + (row.hours[day] ?? 0), 0))
  return (
    <>
      <div role="img" aria-label={timer.label} className={cn(tile, "flex flex-col gap-5 surface-dark lg:col-span-5")}>
        <p className="flex items-center gap-3 text-sm text-muted">
          <span className="relative grid size-3 shrink-0 place-items-center">
            <span className="absolute inset-0 rounded-full bg-brand-tint/70 motion-safe:animate-ping" />
            <span className="size-2.5 rounded-full bg-brand-tint" />
          </span>
          <span className="truncate">{timer.project}</span>
        </p>
        <p className="mt-auto grid gap-1">
          <span className="truncate font-semibold">{timer.task}</span>
          <span className="font-display text-5xl font-bold tracking-tight tabular-nums sm:text-6xl">
            {timer.elapsed}
          </span>
        </p>
        {/* A dark surface in both themes: brand-fg is the dark ink there, which reads on the light tint. */}
        <span className="w-fit rounded-full bg-brand-tint px-4 py-2 text-sm font-bold text-brand-fg">{timer.stop}</span>
      </div>

      <div
        role="img"
        aria-label={report.label}
        className="flex flex-col gap-4 rounded-(--radius-panel) surface-brand p-5 shadow-card sm:p-7 lg:col-span-5"
      >
        <p className="grid">
          <span className="text-sm text-muted">{report.title}</span>
          <span className="font-display text-4xl font-bold">{report.value}</span>
          <span className="text-sm font-semibold text-ink-soft">{report.caption}</span>
        </p>
        {/* The chart in the tile's far corner, its box's width and height its own. */}
        <BarChart values={report.values} className="mt-auto h-24 w-64 max-w-full self-end" />
      </div>

      <div role="img" aria-label={timesheet.label} className={cn(tile, "bg-canvas md:col-span-2 lg:col-span-8")}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-baseline gap-3">
            <span className="font-display text-lg font-semibold text-ink">{timesheet.title}</span>
            <span className="text-sm text-muted">{timesheet.week}</span>
          </p>
          <p className="flex items-center gap-2 rounded-full bg-surface px-3 py-1.5 text-xs">
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-success text-canvas">
              <Icon name="check" className="size-3" strokeWidth={3} />
            </span>
            <span className="font-semibold text-ink">{timesheet.approved.title}</span>
            <span className="hidden text-muted sm:inline">{timesheet.approved.text}</span>
          </p>
        </div>
        <div className="mt-4 rounded-xl border border-line">
          <div className={cn("grid gap-x-1 px-3 py-2 text-[0.6875rem] font-semibold text-muted uppercase", columns)}>
            <span />
            {timesheet.days.map((day) => (
              <span key={day} className="text-center">
                {day}
              </span>
            ))}
            <span className="text-end">{timesheet.total}</span>
          </div>
          {timesheet.rows.map((row, index) => (
            <div
              key={row.project}
              className={cn("grid items-center gap-x-1 border-t border-line px-3 py-2 text-xs sm:text-sm", columns)}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", dots[index % dots.length])} />
                {/* A project's name wraps (hyphenated) rather than losing its end: "Northwi…" names nothing. */}
                <span className="min-w-0 leading-tight break-words hyphens-auto text-ink-soft">{row.project}</span>
              </span>
              {row.hours.map((hours, day) => (
                <span
                  key={timesheet.days[day]}
                  className={cn(
                    "rounded-md py-0.5 text-center tabular-nums",
                    hours > 0 ? "bg-brand-soft text-ink" : "text-muted",
                  )}
                >
                  {hoursText(hours)}
                </span>
              ))}
              <span className="text-end font-semibold text-ink tabular-nums">
                {row.hours.reduce((sum, hours) => sum + hours, 0).toFixed(1)}
              </span>
            </div>
          ))}
          <div className={cn("grid gap-x-1 border-t border-line bg-surface px-3 py-2 text-xs font-semibold", columns)}>
            <span className="text-muted">{timesheet.total}</span>
            {dayTotals.map((hours, day) => (
              <span key={timesheet.days[day]} className="text-center text-ink tabular-nums">
                {hoursText(hours)}
              </span>
            ))}
            <span className="text-end text-brand-strong tabular-nums">
              {dayTotals.reduce((sum, hours) => sum + hours, 0).toFixed(1)}
            </span>
          </div>
        </div>
      </div>

      {/* Left out on phones, where the tiles already stack four deep: the band below says 70+ too. */}
      <div
        role="img"
        aria-label={integrations.label}
        className={cn(tile, "hidden flex-col gap-5 bg-canvas sm:flex md:col-span-2 lg:col-span-4")}
      >
        <p className="flex items-baseline gap-3">
          <span className="font-display text-4xl font-bold text-ink">{integrations.count}</span>
          <span className="text-muted">{integrations.title}</span>
        </p>
        <ul className="mt-auto grid grid-cols-3 gap-2">
          {integrations.tools.map((tool) => (
            <li
              key={tool.name}
              className="flex flex-col items-center gap-1.5 rounded-xl bg-surface px-1 py-3 text-center text-xs font-semibold text-ink"
            >
              <MarkImage name={tool.icon} className="size-6" />
              <span className="max-w-full truncate">{tool.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
