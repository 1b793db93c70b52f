import { AppWindow } from "@/components/art/app-window"
import { AvatarStack } from "@/components/art/avatar-stack"
import { BarChart, LineChart } from "@/components/art/charts"
import { Glow } from "@/components/art/glow"
import { Icon } from "@/components/ui/icon"
import type { Picture } from "@/lib/images"

export type AdvisoryGrowthProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  kpis: readonly { label: string; value: string; trend: string }[]
  revenue: { label: string; caption: string; values: readonly number[]; axis: readonly string[] }
  margin: { label: string; value: string; values: readonly number[] }
  meeting: {
    eyebrow: string
    title: string
    when: string
    agenda: readonly string[]
    attendees: readonly Picture[]
    attendeesCaption: string
  }
}

/**
 * The consulting hero: a client's board pack (revenue by quarter, margin trend) and the next
 * strategy meeting on the calendar.
 */
export function AdvisoryGrowth({ label, title, kpis, revenue, margin, meeting }: AdvisoryGrowthProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl md:pb-56 lg:max-w-none">
      <Glow />
      <AppWindow title={title} className="shadow-float md:ms-12">
        <div className="grid grid-cols-3 gap-2">
          {kpis.map((kpi) => (
            <p key={kpi.label} className="grid gap-0.5 rounded-xl bg-surface p-2.5 sm:p-3">
              <span className="truncate text-[0.6875rem] text-muted sm:text-xs">{kpi.label}</span>
              <span className="font-display text-lg font-bold text-ink sm:text-xl">{kpi.value}</span>
              <span className="text-[0.6875rem] font-semibold text-success sm:text-xs">{kpi.trend}</span>
            </p>
          ))}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="rounded-xl border border-line p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
              <span className="font-semibold text-ink">{revenue.label}</span>
              <span className="text-muted">{revenue.caption}</span>
            </p>
            <BarChart values={revenue.values} className="mt-3 h-24" />
            <p className="mt-1.5 flex justify-between text-[0.625rem] text-muted">
              {revenue.axis.map((tick) => (
                <span key={tick}>{tick}</span>
              ))}
            </p>
          </div>
          {/* The margin line is drawn in the second accent (gold on navy): the chart reads --brand. */}
          <div className="flex flex-col rounded-xl surface-dark p-3 [--brand:var(--brand-2)]">
            <span className="text-xs text-muted">{margin.label}</span>
            <span className="font-display text-2xl font-bold">{margin.value}</span>
            <LineChart values={margin.values} className="mt-auto h-16" />
          </div>
        </div>
      </AppWindow>

      <div className="relative mt-4 rounded-2xl border border-line bg-canvas p-4 shadow-lift md:absolute md:start-0 md:bottom-0 md:mt-0 md:w-72">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-strong uppercase">
          <Icon name="calendar" className="size-4" />
          {meeting.eyebrow}
        </p>
        <p className="mt-2 font-display font-semibold text-ink">{meeting.title}</p>
        <p className="text-sm text-muted">{meeting.when}</p>
        <ol className="mt-3 grid gap-1.5 text-sm text-ink-soft">
          {meeting.agenda.map((item, index) => (
            <li key={item} className="flex gap-2">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-2/25 text-[0.6875rem] font-bold text-ink">
                {index + 1}
              </span>
              {item}
            </li>
          ))}
        </ol>
        <AvatarStack avatars={meeting.attendees} caption={meeting.attendeesCaption} className="mt-4" />
      </div>
    </div>
  )
}
