import { AppWindow } from "@/components/art/app-window"
import { Glow } from "@/components/art/glow"
import { StatTile, type StatTileProps } from "@/components/art/stat-tile"
import { Toast } from "@/components/art/toast"
import { Icon, type IconName } from "@/components/ui/icon"

export type SequenceStep = {
  /** When it goes out ("Day 1"). */
  day: string
  icon: IconName
  subject: string
  /** Rates as shown ("64%") and as numbers for the bars (0–100). */
  open: { text: string; value: number }
  reply: { text: string; value: number }
}

export type SequenceBuilderProps = {
  title: string
  /** The campaign's state in the title bar ("Active"). */
  status: string
  labels: { open: string; reply: string }
  steps: readonly SequenceStep[]
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

/** The cold-email hero: a multi-step sequence with each step's open and reply rates. */
export function SequenceBuilder({ title, status, labels, steps, stat, toast }: SequenceBuilderProps) {
  return (
    <div className="relative mx-auto max-w-xl lg:max-w-none">
      <Glow />
      <AppWindow
        title={title}
        className="shadow-float"
        actions={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            {status}
          </span>
        }
      >
        <ol className="grid gap-3">
          {steps.map((step, index) => (
            <li key={step.day} className="relative flex gap-3">
              <span className="flex flex-col items-center">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand text-brand-fg shadow-card">
                  <Icon name={step.icon} className="size-5" />
                </span>
                {index < steps.length - 1 && (
                  <span aria-hidden="true" className="mt-1 w-0.5 grow rounded-full bg-line" />
                )}
              </span>
              <span className="grid min-w-0 grow gap-2 rounded-xl border border-line bg-canvas p-3">
                <span className="grid">
                  <span className="text-xs font-semibold tracking-wide text-brand-strong uppercase">{step.day}</span>
                  <span className="text-sm font-semibold text-ink">{step.subject}</span>
                </span>
                <span className="grid grid-cols-2 gap-3">
                  <RateBar label={labels.open} {...step.open} tone="brand" />
                  <RateBar label={labels.reply} {...step.reply} tone="alt" />
                </span>
              </span>
            </li>
          ))}
        </ol>
      </AppWindow>
      <StatTile {...stat} className="absolute -start-6 -bottom-16 hidden md:flex lg:-start-10" />
      <Toast {...toast} icon="calendar" className="absolute -end-4 -bottom-16 hidden max-w-64 md:flex" />
    </div>
  )
}
