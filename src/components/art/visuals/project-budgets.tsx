import { AppWindow } from "#/components/art/app-window.tsx"
import { cn } from "#/lib/cn.ts"

import { MeterBar } from "./meter-bar"

export type BudgetStatus = "on-track" | "at-risk"

export type ProjectBudgetsProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  statusLabels: Record<BudgetStatus, string>
  projects: readonly {
    name: string
    client: string
    used: string
    budget: string
    percent: number
    status: BudgetStatus
  }[]
}

/** Projects against their hour budgets: the Project Management tab. */
export function ProjectBudgets({ label, title, statusLabels, projects }: ProjectBudgetsProps) {
  return (
    <div role="img" aria-label={label}>
      <AppWindow title={title}>
        <ul className="grid gap-2.5">
          {projects.map((project) => (
            <li key={project.name} className="rounded-xl border border-line p-3">
              <p className="flex items-start justify-between gap-3">
                <span className="grid min-w-0">
                  <span className="truncate text-sm font-semibold text-ink">{project.name}</span>
                  <span className="truncate text-xs text-muted">{project.client}</span>
                </span>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
                    project.status === "on-track" ? "text-success ring-success/35" : "text-danger ring-danger/35",
                  )}
                >
                  {statusLabels[project.status]}
                </span>
              </p>
              <MeterBar
                percent={project.percent}
                fill={project.status === "on-track" ? "fill-brand" : "fill-danger"}
                className="mt-3 h-2"
              />
              <p className="mt-1.5 flex justify-between text-xs text-muted tabular-nums">
                <span>{project.used}</span>
                <span>{project.budget}</span>
              </p>
            </li>
          ))}
        </ul>
      </AppWindow>
    </div>
  )
}
