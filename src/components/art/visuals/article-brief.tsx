import { AppWindow } from "#/components/art/app-window.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Icon } from "#/components/ui/icon.tsx"

export type ArticleBriefProps = {
  title: string
  topic: { label: string; value: string }
  keywords: { label: string; items: readonly string[] }
  length: {
    label: string
    /** The chosen length ("850 words") and where it sits between min and max. */
    value: string
    min: number
    max: number
    chosen: number
    minLabel: string
    maxLabel: string
  }
  tone: { label: string; options: readonly string[]; selected: string }
  /** The button's text ("Generate draft"); drawn, not a real button. */
  action: string
  stat: StatTileProps
}

/** The long-form brief: topic, keywords, a 300 to 1000 word length slider and a tone. */
export function ArticleBrief({ title, topic, keywords, length, tone, action, stat }: ArticleBriefProps) {
  const share = (length.chosen - length.min) / Math.max(1, length.max - length.min)
  const x = Math.round(10 + share * 280)
  const label = "text-xs font-semibold tracking-wide text-muted uppercase"
  return (
    <div className="relative">
      <AppWindow title={title}>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <p className={label}>{topic.label}</p>
            <p className="rounded-xl bg-surface px-3 py-2.5 text-sm font-medium text-ink ring-1 ring-line">
              {topic.value}
            </p>
          </div>
          <div className="grid gap-1.5">
            <p className={label}>{keywords.label}</p>
            <ul className="flex flex-wrap gap-1.5">
              {keywords.items.map((keyword) => (
                <li
                  key={keyword}
                  className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong"
                >
                  {keyword}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-2">
            <p className="flex items-baseline justify-between gap-2">
              <span className={label}>{length.label}</span>
              <span className="text-sm font-semibold text-ink">{length.value}</span>
            </p>
            {/* Drawn at a fixed 30:2 ratio so the handle stays round at every width. */}
            <svg viewBox="0 0 300 20" className="h-auto w-full overflow-visible" aria-hidden="true" focusable="false">
              <rect x="0" y="7" width="300" height="6" rx="3" className="fill-surface-2" />
              <rect x="0" y="7" width={x} height="6" rx="3" className="fill-brand" />
              <circle cx={x} cy="10" r="8" className="fill-canvas stroke-brand" strokeWidth="4" />
            </svg>
            <p className="flex justify-between text-xs text-muted">
              <span>{length.minLabel}</span>
              <span>{length.maxLabel}</span>
            </p>
          </div>
          <div className="grid gap-1.5">
            <p className={label}>{tone.label}</p>
            <ul className="flex flex-wrap gap-1.5">
              {tone.options.map((option) => (
                <li
                  key={option}
                  className={
                    option === tone.selected
                      ? "rounded-full bg-device px-3 py-1 text-xs font-semibold"
                      : "rounded-full px-3 py-1 text-xs font-medium text-ink-soft ring-1 ring-line"
                  }
                >
                  {/* The chosen tone is a dark chip in both themes (an ink chip would turn into a white
                      blot on a dark page); its label takes the dark scheme's light ink. */}
                  {option === tone.selected ? <span className="text-ink scheme-dark">{option}</span> : option}
                </li>
              ))}
            </ul>
          </div>
          <p className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-brand-fg">
            <Icon name="sparkles" className="size-4" />
            {action}
          </p>
        </div>
      </AppWindow>
      <StatTile {...stat} className="absolute -end-3 -top-6 hidden sm:flex" />
    </div>
  )
}
