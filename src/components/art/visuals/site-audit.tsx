import { AppWindow } from "#/components/art/app-window.tsx"
import { DonutChart } from "#/components/art/charts.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { cn } from "#/lib/cn.ts"

export type AuditStatus = "fixed" | "improving" | "open"

export type SiteAuditProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  score: { label: string; value: number; caption: string }
  checks: {
    label: string
    statusLabels: Record<AuditStatus, string>
    items: readonly { name: string; detail: string; status: AuditStatus }[]
  }
  stat: StatTileProps
}

const statusClass = {
  fixed: "text-success ring-1 ring-success/35",
  improving: "bg-brand-soft text-brand-strong",
  open: "bg-surface-2 text-ink-soft",
} as const satisfies Record<AuditStatus, string>

/** A technical SEO audit: the site's health score and the checks behind it. */
export function SiteAudit({ label, title, score, checks, stat }: SiteAuditProps) {
  return (
    <div role="img" aria-label={label} className="relative">
      <AppWindow title={title}>
        <div className="grid items-center gap-5 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <div className="flex flex-col items-center gap-2 rounded-xl bg-surface p-4 text-center">
            <div className="relative grid size-28 place-items-center">
              <DonutChart value={score.value} className="absolute inset-0 size-full" />
              <span className="font-display text-3xl font-bold text-ink">{score.value}</span>
            </div>
            <span className="text-sm font-semibold text-ink">{score.label}</span>
            <span className="text-xs text-muted">{score.caption}</span>
          </div>
          <div>
            <p className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{checks.label}</p>
            <ul className="mt-2 grid gap-2">
              {checks.items.map((item) => (
                <li
                  key={item.name}
                  className="flex items-center justify-between gap-3 rounded-xl border border-line bg-canvas px-3 py-2.5"
                >
                  <span className="grid min-w-0">
                    <span className="truncate text-sm font-semibold text-ink">{item.name}</span>
                    <span className="truncate text-xs text-muted">{item.detail}</span>
                  </span>
                  <span
                    className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold", statusClass[item.status])}
                  >
                    {checks.statusLabels[item.status]}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </AppWindow>
      <StatTile {...stat} className="absolute -start-4 -bottom-10 hidden sm:flex" />
    </div>
  )
}
