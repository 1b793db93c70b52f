import { AppWindow } from "#/components/art/app-window.tsx"
import { Toast } from "#/components/art/toast.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"

export type LiveVisitor = {
  name: string
  /** "Lisbon, PT" */
  place: string
  /** The page they are on ("/pricing"). */
  page: string
  time: string
  state: "chatting" | "browsing" | "waiting"
}

export type VisitorListProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  /** The count in the title bar ("18 online"). */
  online: string
  /** Column heads: visitor, page, time on site. */
  columns: readonly [string, string, string]
  stateLabels: Record<LiveVisitor["state"], string>
  visitors: readonly LiveVisitor[]
  toast: { title: string; text: string }
}

const stateStyles = {
  chatting: "bg-brand-soft text-brand-strong",
  browsing: "bg-surface-2 text-ink-soft",
  waiting: "bg-warning/20 text-ink",
} as const

/** Who is on the site right now, with the page they are reading: the live visitor list. */
export function VisitorList({ label, title, online, columns, stateLabels, visitors, toast }: VisitorListProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl">
      <AppWindow
        title={title}
        className="shadow-float"
        actions={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-ink-soft">
            <span className="size-1.5 rounded-full bg-success" />
            {online}
          </span>
        }
      >
        <div className="grid grid-cols-[1fr_auto] gap-x-4 px-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid-cols-[1.2fr_1fr_auto]">
          <span>{columns[0]}</span>
          <span className="hidden sm:block">{columns[1]}</span>
          <span>{columns[2]}</span>
        </div>
        <div className="grid gap-1.5">
          {visitors.map((visitor) => (
            <div
              key={visitor.name}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 rounded-xl border border-line px-3 py-2.5 sm:grid-cols-[1.2fr_1fr_auto]"
            >
              <span className="grid min-w-0">
                <span className="truncate text-sm font-semibold text-ink">{visitor.name}</span>
                <span className="flex items-center gap-1 truncate text-xs text-muted">
                  <Icon name="map-pin" className="size-3 shrink-0" />
                  {visitor.place}
                </span>
              </span>
              <span className="hidden min-w-0 sm:grid">
                <span className="truncate font-mono text-xs text-ink-soft">{visitor.page}</span>
                <span
                  className={cn(
                    "mt-1 w-fit rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold",
                    stateStyles[visitor.state],
                  )}
                >
                  {stateLabels[visitor.state]}
                </span>
              </span>
              <span className="text-sm text-ink-soft tabular-nums">{visitor.time}</span>
            </div>
          ))}
        </div>
      </AppWindow>
      <Toast {...toast} icon="zap" className="absolute -end-4 -bottom-20 hidden max-w-64 sm:flex lg:-end-6" />
    </div>
  )
}
