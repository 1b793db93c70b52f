import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"

/**
 * A notification card for mock-ups ("New lead from Acme"), floating over a visual's edge
 * (data-float: the browser suite checks that it covers no text and keeps off the screen's edge).
 */
export function Toast({
  title,
  text,
  icon = "check",
  className,
}: {
  title: string
  text?: string
  icon?: IconName
  className?: string
}) {
  return (
    <div
      data-float=""
      className={cn(
        "flex items-start gap-3 rounded-2xl border border-line bg-canvas/95 p-3.5 shadow-lift backdrop-blur",
        className,
      )}
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-success text-canvas">
        <Icon name={icon} className="size-4" strokeWidth={3} />
      </span>
      <span className="grid text-sm">
        <span className="font-semibold text-ink">{title}</span>
        {text && <span className="text-muted">{text}</span>}
      </span>
    </div>
  )
}
