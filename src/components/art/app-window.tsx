import type { ReactNode } from "react"

import { cn } from "#/lib/cn.ts"

export type AppWindowProps = { title: string; actions?: ReactNode; className?: string; children: ReactNode }

/** Product window chrome: a title bar with actions over a panel. */
export function AppWindow({ title, actions, className, children }: AppWindowProps) {
  return (
    <div className={cn("overflow-hidden rounded-2xl border border-line bg-canvas shadow-lift", className)}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <p className="truncate text-sm font-semibold text-ink">{title}</p>
        {actions}
      </div>
      <div className="p-4">{children}</div>
    </div>
  )
}
