import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"

export type StatTileProps = {
  label: string
  value: string
  trend?: string
  icon?: IconName
  className?: string
}

/** A floating KPI card for mock-ups (data-float: see toast.tsx). */
export function StatTile({ label, value, trend, icon = "trending-up", className }: StatTileProps) {
  return (
    <div
      data-float=""
      className={cn(
        "flex items-center gap-3 rounded-2xl border border-line bg-canvas/95 p-3.5 shadow-lift backdrop-blur",
        className,
      )}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="grid">
        <span className="text-xs text-muted">{label}</span>
        <span className="flex items-baseline gap-2">
          {/* dir="auto": a figure with no letters ("+38%") reads left to right on a right-to-left page
              too, while one with a unit in Arabic follows the Arabic. */}
          <span dir="auto" className="font-display text-lg font-bold text-ink">
            {value}
          </span>
          {trend && <span className="text-xs font-semibold text-success">{trend}</span>}
        </span>
      </span>
    </div>
  )
}
