import { AppWindow } from "#/components/art/app-window.tsx"
import { DonutChart } from "#/components/art/charts.tsx"
import { cn } from "#/lib/cn.ts"

export type MailboxHealthProps = {
  title: string
  placement: { label: string; value: string; percent: number; caption: string }
  mailboxes: readonly {
    address: string
    state: "ready" | "warming"
    /** "Warmed up", "Day 9 of 14" … */
    status: string
    /** Health score 0–100, drawn as a bar. */
    score: number
    volume: string
  }[]
}

/** Deliverability at a glance: inbox placement and each sending mailbox's warm-up. */
export function MailboxHealth({ title, placement, mailboxes }: MailboxHealthProps) {
  return (
    <AppWindow title={title}>
      <div className="flex items-center gap-4 rounded-xl bg-surface p-4">
        <span className="relative grid size-20 shrink-0 place-items-center">
          <DonutChart value={placement.percent} className="absolute inset-0 size-full" />
          <span className="font-display text-lg font-bold text-ink">{placement.value}</span>
        </span>
        <span className="grid gap-0.5">
          <span className="text-sm font-semibold text-ink">{placement.label}</span>
          <span className="text-sm text-muted">{placement.caption}</span>
        </span>
      </div>
      <ul className="mt-3 grid gap-2">
        {mailboxes.map((mailbox) => (
          <li
            key={mailbox.address}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-canvas px-3 py-2.5"
          >
            <span className="grid min-w-0">
              <span className="truncate text-sm font-semibold text-ink">{mailbox.address}</span>
              <span className="text-xs text-muted">{mailbox.volume}</span>
            </span>
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-semibold",
                mailbox.state === "ready"
                  ? "bg-canvas text-success ring-1 ring-line"
                  : "bg-brand-soft text-brand-strong",
              )}
            >
              {mailbox.status}
            </span>
            <svg
              viewBox="0 0 100 6"
              preserveAspectRatio="none"
              className="col-span-2 h-1.5 w-full"
              aria-hidden="true"
              focusable="false"
            >
              <rect width="100" height="6" rx="3" className="fill-surface-2" />
              <rect
                width={Math.min(100, Math.max(4, mailbox.score))}
                height="6"
                rx="3"
                className={mailbox.state === "ready" ? "fill-success" : "fill-brand"}
              />
            </svg>
          </li>
        ))}
      </ul>
    </AppWindow>
  )
}
