import { buttonClassName, type Cta } from "./button"
import { Icon, type IconName } from "./icon"
import { Link } from "#/components/ui/link.tsx"

export type EmptyStateProps = {
  icon: IconName
  title: string
  text: string
  cta?: Cta
}

/** What an empty list or tab says instead of a blank space: why it is empty, and where to go. */
export function EmptyState({ icon, title, text, cta }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-(--radius-card) border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-soft text-brand-strong">
        <Icon name={icon} className="size-6" />
      </span>
      <p className="font-display text-xl font-semibold text-ink">{title}</p>
      <p className="max-w-md text-muted">{text}</p>
      {cta && (
        <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "secondary" })}>
          {cta.label}
        </Link>
      )}
    </div>
  )
}
