import { AvatarStack } from "#/components/art/avatar-stack.tsx"
import { BarChart, LineChart } from "#/components/art/charts.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type BoardPackDeskProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  /** The pack's running head: what it is, for whom, and when. */
  cover: { kind: string; client: string; period: string }
  kpis: readonly { label: string; value: string; trend: string }[]
  revenue: { label: string; caption: string; values: readonly number[]; axis: readonly string[] }
  margin: { label: string; value: string; values: readonly number[] }
  /** The page's foot: who prepared it, and the page number. */
  footer: { source: string; page: string }
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
 * A client's board pack lying on the adviser's desk: a printed page of key figures, revenue by
 * quarter and the margin trend, on a second sheet, with the next meeting's agenda card set down
 * below it. Sized by the column it is given (the hero's margin layout sets it at the end of the page).
 * The agenda card overlaps only the page's blank foot margin, never its words.
 */
export function BoardPackDesk({ label, cover, kpis, revenue, margin, footer, meeting }: BoardPackDeskProps) {
  return (
    <div
      role="img"
      aria-label={label}
      // The desk: the accent's deep ground (the navy band's), the page in the reader's own theme on it.
      className="relative isolate mx-auto max-w-xl rounded-(--radius-panel) bg-(--brand-band) p-5 shadow-float sm:p-6 lg:max-w-none"
    >
      <div className="relative">
        {/* The sheet under the page, squared a little differently: a pack, not a single leaf. */}
        <div aria-hidden="true" className="absolute inset-0 rotate-2 rounded-md bg-canvas/70 shadow-card" />
        <div className="relative -rotate-1 rounded-md bg-canvas px-5 pt-5 pb-12 shadow-float ring-1 ring-line sm:px-7 sm:pt-7 sm:pb-16">
          <p className="flex items-baseline justify-between gap-4 border-b-2 border-ink pb-3">
            <span className="grid">
              <span className="text-[0.6875rem] font-semibold tracking-widest text-brand-strong uppercase">
                {cover.kind}
              </span>
              <span className="font-display text-xl text-ink sm:text-2xl">{cover.client}</span>
            </span>
            <span className="shrink-0 text-xs text-muted">{cover.period}</span>
          </p>
          <dl className="grid grid-cols-3 divide-x divide-line border-b border-line py-3 sm:py-4">
            {kpis.map((kpi) => (
              <div key={kpi.label} className="grid gap-0.5 px-2 first:ps-0 sm:px-3">
                <dt className="truncate text-[0.6875rem] text-muted sm:text-xs">{kpi.label}</dt>
                <dd className="font-display text-lg whitespace-nowrap text-ink sm:text-2xl">{kpi.value}</dd>
                <dd className="text-[0.6875rem] font-semibold text-success sm:text-xs">{kpi.trend}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 pt-4 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
            <div>
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
                <span className="font-semibold text-ink">{revenue.label}</span>
                <span className="text-muted">{revenue.caption}</span>
              </p>
              <BarChart values={revenue.values} labels={revenue.axis} className="mt-3 h-24" />
            </div>
            {/* The margin line is drawn in the second accent (gold on navy): the chart reads --brand. */}
            <div className="flex flex-col border-line [--brand:var(--brand-2)] sm:border-s sm:ps-4">
              <span className="text-xs font-semibold text-ink">{margin.label}</span>
              <span className="font-display text-2xl text-ink">{margin.value}</span>
              <LineChart values={margin.values} className="mt-auto h-14 sm:h-16" />
            </div>
          </div>
          {/* From 640 px the agenda card lies over the foot's end: the foot keeps to the start beside it. */}
          <p className="absolute inset-x-5 bottom-5 flex gap-3 text-[0.6875rem] text-muted sm:inset-x-7 sm:end-auto sm:max-w-[calc(100%-20rem)]">
            <span className="truncate">{footer.source}</span>
            <span className="shrink-0">{footer.page}</span>
          </p>
        </div>
      </div>

      {/* The agenda card, set down across the page's foot and the desk below it. */}
      <div className="relative ms-auto mt-5 w-full max-w-72 rotate-1 rounded-lg border-t-4 border-brand-2 bg-canvas p-4 shadow-lift ring-1 ring-line sm:me-2 sm:-mt-12">
        <p className="flex items-center gap-2 text-[0.6875rem] font-semibold tracking-wide text-brand-strong uppercase">
          <Icon name="calendar" className="size-3.5" />
          {meeting.eyebrow}
        </p>
        <p className="mt-1.5 font-display text-lg leading-tight text-ink">{meeting.title}</p>
        <p className="text-xs text-muted">{meeting.when}</p>
        <ol className="mt-3 grid gap-1.5 text-sm text-ink-soft">
          {meeting.agenda.map((item, index) => (
            <li key={item} className="flex gap-2">
              <span className="font-display text-ink tabular-nums">{index + 1}.</span>
              {item}
            </li>
          ))}
        </ol>
        <AvatarStack avatars={meeting.attendees} caption={meeting.attendeesCaption} className="mt-3" />
      </div>
    </div>
  )
}
