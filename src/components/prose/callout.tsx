import type { ReactNode } from "react"

import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"
import type { CalloutType } from "#/lib/post-components.ts"

export type CalloutProps = {
  type: CalloutType
  title?: string
  /** Markdown between the tags. */
  children: ReactNode
  /** The visible word for each kind ("Note", "Tip", "Warning"): src/data/pages/blog.ts. */
  labels: Record<CalloutType, string>
}

/* The edge and the icon take the kind's colour; the word beside the icon says the kind for everyone else. */
const looks = {
  note: { icon: "info", edge: "border-brand", mark: "text-brand-strong" },
  tip: { icon: "lightbulb", edge: "border-success", mark: "text-success" },
  warning: { icon: "triangle-alert", edge: "border-warning", mark: "text-ink" },
} as const satisfies Record<CalloutType, { icon: IconName; edge: string; mark: string }>

/** A boxed aside in a post: a note, a tip or a warning, with an optional title. */
export function Callout({ type, title, children, labels }: CalloutProps) {
  const look = looks[type]
  return (
    <div
      role="note"
      className={cn("mt-8 rounded-e-(--radius-card) border-s-4 bg-surface px-6 py-5 ring-1 ring-line", look.edge)}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-base font-semibold text-ink">
        <Icon name={look.icon} className={cn("size-5 shrink-0", look.mark)} />
        <span className="text-sm tracking-wide uppercase">{labels[type]}</span>
        {title && <span className="basis-full text-lg">{title}</span>}
      </p>
      <div className="mt-2 text-base">{children}</div>
    </div>
  )
}
