import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Toast } from "#/components/art/toast.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"

export type SequenceFlowStep = {
  /** When it goes out ("Day 1"). */
  day: string
  icon: IconName
  subject: string
  /** Rates as shown ("64%") and as numbers for the bars (0–100). */
  open: { text: string; value: number }
  reply: { text: string; value: number }
}

export type SequenceFlowProps = {
  title: string
  /** The campaign's state beside its name ("Active"). */
  status: string
  labels: { open: string; reply: string }
  steps: readonly SequenceFlowStep[]
  /** Where the flow ends: the campaign's reply rate and a meeting it booked, side by side. */
  stat: StatTileProps
  toast: { title: string; text: string }
}

function RateBar({ label, text, value, tone }: { label: string; text: string; value: number; tone: "brand" | "alt" }) {
  return (
    <span className="grid gap-1">
      <span className="flex justify-between gap-2 text-xs">
        <span className="text-muted">{label}</span>
        <span className="font-semibold text-ink tabular-nums">{text}</span>
      </span>
      <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-1.5 w-full" aria-hidden="true" focusable="false">
        <rect width="100" height="6" rx="3" className="fill-surface-2" />
        <rect
          width={Math.min(100, Math.max(4, value))}
          height="6"
          rx="3"
          className={tone === "brand" ? "fill-brand" : "fill-brand-2"}
        />
      </svg>
    </span>
  )
}

/** One stretch of the line that joins the flow's nodes. */
const link = <span aria-hidden="true" className="mx-auto block h-6 w-0.5 bg-brand/40" />

/**
 * The cold-email hero: a campaign drawn as the flow a rep builds it in, its emails one under
 * another on a dotted canvas, joined by a line that forks at the end into what the sequence
 * returns (the reply rate, a booked meeting).
 */
export function SequenceFlow({ title, status, labels, steps, stat, toast }: SequenceFlowProps) {
  return (
    <div className="relative mx-auto max-w-xl">
      <Glow />
      <div className="rounded-(--radius-panel) bg-surface bg-[radial-gradient(var(--color-line-strong)_1px,transparent_1.5px)] bg-size-[1.25rem_1.25rem] p-5 shadow-float ring-1 ring-line sm:p-8">
        <p className="mx-auto flex w-fit max-w-full items-center gap-2 rounded-full bg-canvas py-1.5 ps-1.5 pe-3 text-sm font-semibold text-ink shadow-card ring-1 ring-line">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-brand-fg">
            <Icon name="send" className="size-3.5" />
          </span>
          <span className="truncate">{title}</span>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-soft px-2 py-0.5 text-xs text-brand-strong">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            {status}
          </span>
        </p>
        <ol>
          {steps.map((step) => (
            <li key={step.day}>
              {link}
              <span className="flex gap-3 rounded-2xl bg-canvas p-3.5 shadow-card ring-1 ring-line sm:p-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand text-brand-fg">
                  <Icon name={step.icon} className="size-5" />
                </span>
                <span className="grid min-w-0 grow gap-2">
                  <span className="grid">
                    <span className="text-xs font-semibold tracking-wide text-brand-strong uppercase">{step.day}</span>
                    <span className="text-sm font-semibold text-ink">{step.subject}</span>
                  </span>
                  <span className="grid grid-cols-2 gap-3">
                    <RateBar label={labels.open} {...step.open} tone="brand" />
                    <RateBar label={labels.reply} {...step.reply} tone="alt" />
                  </span>
                </span>
              </span>
            </li>
          ))}
        </ol>
        {link}
        {/* The fork: a bracket whose two feet stand over the centres of the two ends below. */}
        <span
          aria-hidden="true"
          className="mx-auto hidden h-5 w-1/2 rounded-t-xl border-2 border-b-0 border-brand/40 sm:block"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <StatTile {...stat} className="sm:justify-self-center" />
          <Toast {...toast} icon="calendar" className="sm:justify-self-center" />
        </div>
      </div>
    </div>
  )
}
