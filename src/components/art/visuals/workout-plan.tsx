import { AppWindow } from "#/components/art/app-window.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"

export type PlanDay = {
  day: string
  session: string
  /** "35 min" or "Rest" */
  detail: string
  state: "done" | "today" | "planned" | "rest"
}

export type WorkoutPlanProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  /** The badge in the title bar ("Week 3 of 8"). */
  badge: string
  days: readonly PlanDay[]
  stat: StatTileProps
}

/** A week of a training plan, with today's session highlighted. */
export function WorkoutPlan({ label, title, badge, days, stat }: WorkoutPlanProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl">
      <AppWindow
        title={title}
        className="shadow-float"
        actions={
          <span className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong">
            {badge}
          </span>
        }
      >
        <div className="grid gap-2">
          {days.map((day) => (
            <div
              key={day.day}
              className={cn(
                "flex items-center gap-3 rounded-xl px-3 py-2.5",
                day.state === "today" ? "bg-brand text-brand-fg shadow-card" : "border border-line",
              )}
            >
              <span
                className={cn(
                  "w-10 shrink-0 text-xs font-bold tracking-wide uppercase",
                  day.state === "today" ? "" : "text-muted",
                )}
              >
                {day.day}
              </span>
              <span
                className={cn(
                  "grow truncate text-sm font-semibold",
                  day.state === "rest" ? "text-muted" : day.state === "today" ? "" : "text-ink",
                )}
              >
                {day.session}
              </span>
              <span className={cn("text-xs", day.state === "today" ? "" : "text-muted")}>{day.detail}</span>
              <span
                className={cn(
                  "grid size-6 shrink-0 place-items-center rounded-full",
                  day.state === "done" && "bg-success text-canvas",
                  day.state === "today" && "bg-canvas text-brand",
                  (day.state === "planned" || day.state === "rest") && "ring-1 ring-line-strong",
                )}
              >
                {day.state === "done" && <Icon name="check" className="size-3.5" strokeWidth={3} />}
                {day.state === "today" && <Icon name="play" className="size-3" />}
              </span>
            </div>
          ))}
        </div>
      </AppWindow>
      <StatTile {...stat} className="absolute -end-3 -bottom-10 hidden sm:flex lg:-end-6" />
    </div>
  )
}
