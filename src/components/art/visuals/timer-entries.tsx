import { AppWindow } from "#/components/art/app-window.tsx"

export type TimerEntriesProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  running: { task: string; project: string; elapsed: string }
  entries: readonly { task: string; project: string; range: string; duration: string; billable: boolean }[]
  billableLabel: string
  total: { label: string; value: string }
}

/** Today's time entries under the running timer: the Time Tracking tab. */
export function TimerEntries({ label, title, running, entries, billableLabel, total }: TimerEntriesProps) {
  return (
    <div role="img" aria-label={label}>
      <AppWindow
        title={title}
        actions={
          <span className="shrink-0 text-xs text-muted">
            {`${total.label} `}
            <span className="font-semibold text-ink tabular-nums">{total.value}</span>
          </span>
        }
      >
        <div className="flex items-center gap-3 rounded-xl bg-brand-soft p-3">
          <span className="size-2.5 shrink-0 animate-pulse rounded-full bg-brand motion-reduce:animate-none" />
          <span className="grid min-w-0 grow">
            <span className="truncate text-sm font-semibold text-ink">{running.task}</span>
            <span className="truncate text-xs text-ink-soft">{running.project}</span>
          </span>
          <span className="font-display text-lg font-bold text-ink tabular-nums">{running.elapsed}</span>
        </div>
        <ul className="mt-2 grid">
          {entries.map((entry) => (
            <li
              key={entry.task}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 border-b border-line px-1 py-2.5 last:border-b-0"
            >
              <span className="truncate text-sm font-medium text-ink">{entry.task}</span>
              <span className="text-end text-sm font-semibold text-ink tabular-nums">{entry.duration}</span>
              <span className="flex min-w-0 items-center gap-2 text-xs text-muted">
                <span className="truncate">{entry.project}</span>
                {entry.billable && (
                  <span className="shrink-0 rounded-full px-1.5 py-px text-[0.625rem] font-semibold text-success ring-1 ring-success/35">
                    {billableLabel}
                  </span>
                )}
              </span>
              <span className="text-end text-xs text-muted tabular-nums">{entry.range}</span>
            </li>
          ))}
        </ul>
      </AppWindow>
    </div>
  )
}
