import { AppWindow } from "#/components/art/app-window.tsx"
import { AvatarStack } from "#/components/art/avatar-stack.tsx"
import { BarChart, LineChart } from "#/components/art/charts.tsx"
import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type BoardPackSpreadProps = {
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
 * A client's board pack laid open across the page: the key figures, revenue by quarter and the
 * margin trend in one wide window, the next strategy meeting beside it. Drawn for the editorial
 * hero, which gives its visual the full width: the piece brings its own container, and its lower
 * half rests on the accent's band, which runs on into the section below when that is a band too.
 */
export function BoardPackSpread({ label, title, kpis, revenue, margin, meeting }: BoardPackSpreadProps) {
  return (
    <>
      {/* Positioned by the hero's media row, not by this piece: the band reaches that row's bottom. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-1/2 bottom-0 surface-brand" />
      <Container className="relative">
        <div role="img" aria-label={label} className="grid gap-4 lg:grid-cols-12 lg:gap-6">
          <AppWindow title={title} className="shadow-float lg:col-span-8">
            <div className="grid grid-cols-3 gap-2 sm:gap-3">
              {kpis.map((kpi) => (
                <p key={kpi.label} className="grid gap-0.5 rounded-xl bg-surface p-2.5 sm:p-4">
                  <span className="truncate text-[0.6875rem] text-muted sm:text-xs">{kpi.label}</span>
                  <span className="font-display text-lg font-semibold whitespace-nowrap text-ink sm:text-3xl">
                    {kpi.value}
                  </span>
                  <span className="text-[0.6875rem] font-semibold text-success sm:text-xs">{kpi.trend}</span>
                </p>
              ))}
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
              <div className="rounded-xl border border-line p-3 sm:p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
                  <span className="font-semibold text-ink">{revenue.label}</span>
                  <span className="text-muted">{revenue.caption}</span>
                </p>
                <BarChart values={revenue.values} labels={revenue.axis} className="mt-3 h-28 sm:h-36" />
              </div>
              {/* The margin line is drawn in the second accent (gold on navy): the chart reads --brand. */}
              <div className="flex flex-col rounded-xl surface-dark p-3 [--brand:var(--brand-2)] sm:p-4">
                <span className="text-xs text-muted">{margin.label}</span>
                <span className="font-display text-2xl font-semibold">{margin.value}</span>
                <LineChart values={margin.values} className="mt-auto h-16 sm:h-20" />
              </div>
            </div>
          </AppWindow>

          <div className="flex flex-col rounded-2xl border border-line bg-canvas p-5 shadow-lift sm:p-6 lg:col-span-4">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-strong uppercase">
              <Icon name="calendar" className="size-4" />
              {meeting.eyebrow}
            </p>
            <p className="mt-3 font-display text-xl font-semibold text-ink">{meeting.title}</p>
            <p className="text-sm text-muted">{meeting.when}</p>
            <ol className="mt-4 grid gap-2 border-t border-line pt-4 text-sm text-ink-soft">
              {meeting.agenda.map((item, index) => (
                <li key={item} className="flex gap-2">
                  <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-2/25 text-[0.6875rem] font-bold text-ink">
                    {index + 1}
                  </span>
                  {item}
                </li>
              ))}
            </ol>
            <AvatarStack avatars={meeting.attendees} caption={meeting.attendeesCaption} className="mt-auto pt-5" />
          </div>
        </div>
      </Container>
    </>
  )
}
