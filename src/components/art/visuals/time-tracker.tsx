import { AppWindow } from "@/components/art/app-window"
import { BarChart } from "@/components/art/charts"
import { Glow } from "@/components/art/glow"
import { Toast } from "@/components/art/toast"
import { cn } from "@/lib/cn"

export type TimesheetRow = {
  project: string
  /** Hours per day, in the order of `days`. */
  hours: readonly number[]
}

export type TimeTrackerProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  timer: { task: string; project: string; elapsed: string; stop: string }
  timesheet: { label: string; days: readonly string[]; rows: readonly TimesheetRow[]; total: string }
  report: { label: string; value: string; caption: string; values: readonly number[] }
  toast: { title: string; text: string }
}

const dots = ["bg-brand", "bg-brand-2", "bg-success", "bg-warning"] as const

const hoursText = (hours: number) => (hours === 0 ? "–" : hours.toFixed(1))

/** The time-tracking hero: a running timer over this week's timesheet, with a report beside it. */
export function TimeTracker({ label, title, timer, timesheet, report, toast }: TimeTrackerProps) {
  const columns = "grid-cols-[minmax(0,1fr)_repeat(5,1.9rem)_2.4rem] sm:grid-cols-[minmax(0,1fr)_repeat(5,2.5rem)_3rem]"
  const dayTotals = timesheet.days.map((_, day) => timesheet.rows.reduce((sum, row) => sum + (row.hours[day] ?? 0), 0))
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl md:pb-24 lg:max-w-none">
      <Glow />
      <AppWindow title={title} className="shadow-float">
        <div className="flex items-center gap-3 rounded-xl surface-dark p-3 sm:p-4">
          <span className="relative grid size-3 shrink-0 place-items-center">
            <span className="absolute inset-0 animate-ping rounded-full bg-brand-tint/70 motion-reduce:animate-none" />
            <span className="size-2.5 rounded-full bg-brand-tint" />
          </span>
          <span className="grid min-w-0 grow">
            <span className="truncate text-sm font-semibold">{timer.task}</span>
            <span className="truncate text-xs text-muted">{timer.project}</span>
          </span>
          <span className="font-display text-lg font-bold tabular-nums sm:text-2xl">{timer.elapsed}</span>
          {/* The panel is a dark surface in both themes: there brand-fg is the dark ink that
              reads on the light tint (ink would be the light one). */}
          <span className="shrink-0 rounded-full bg-brand-tint px-3 py-1.5 text-xs font-bold text-brand-fg">
            {timer.stop}
          </span>
        </div>

        <div className="mt-3 rounded-xl border border-line">
          <p className="border-b border-line px-3 py-2 text-xs font-semibold text-ink">{timesheet.label}</p>
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
                <span className="truncate text-ink-soft">{row.project}</span>
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
      </AppWindow>

      <div className="absolute -end-4 bottom-0 hidden w-80 grid-cols-[minmax(0,1fr)_7rem] items-end gap-4 rounded-2xl border border-line bg-canvas p-4 shadow-lift md:grid">
        <p className="grid">
          <span className="text-xs text-muted">{report.label}</span>
          <span className="font-display text-2xl font-bold text-ink">{report.value}</span>
          <span className="text-xs font-semibold text-success">{report.caption}</span>
        </p>
        <BarChart values={report.values} className="h-14" />
      </div>
      <Toast {...toast} icon="check" className="absolute -end-4 -top-8 hidden max-w-64 md:flex" />
    </div>
  )
}
