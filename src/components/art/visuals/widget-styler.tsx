import { Icon } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"

export type WidgetStylerProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  /** The widget's header: the team's name and how fast it answers. */
  team: string
  replies: string
  greeting: string
  placeholder: string
  /** The colour picker's label ("Widget colour") and how many swatches it offers. */
  colour: string
}

/** The swatches a site owner picks the widget's colour from: the brand's second colour first. */
const swatches = ["bg-brand-2", "bg-success", "bg-danger"] as const

/**
 * The chat widget as its settings preview shows it, on the bento's lead tile: the widget in the
 * site's colour, the colour picker beside it and the launcher under it. On the tile's brand ground
 * (a dark surface) the accent is white, so the widget's header and launcher are white lettered in
 * the ground's colour, as the widget looks on a site whose colour is this one.
 */
export function WidgetStyler({ label, team, replies, greeting, placeholder, colour }: WidgetStylerProps) {
  return (
    <div role="img" aria-label={label} className="grid w-full max-w-md gap-4 self-start sm:grid-cols-[1fr_auto]">
      <div className="overflow-hidden rounded-2xl bg-canvas text-ink shadow-float">
        <div className="flex items-center gap-3 bg-brand px-4 py-3 text-brand-fg">
          <span className="grid size-8 place-items-center rounded-full bg-brand-fg/15">
            <Icon name="message-circle" className="size-4" />
          </span>
          <span className="grid">
            <span className="text-sm font-semibold">{team}</span>
            <span className="text-xs">{replies}</span>
          </span>
        </div>
        <div className="grid gap-3 p-4">
          <p className="w-fit max-w-[85%] rounded-2xl rounded-es-sm bg-surface-2 px-3 py-2 text-sm">{greeting}</p>
          <p className="flex items-center justify-between gap-2 rounded-full border border-line px-3 py-2 text-sm text-muted">
            <span className="truncate">{placeholder}</span>
            <Icon name="send" className="size-4 shrink-0 text-ink" />
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:justify-between">
        <span className="rounded-xl bg-canvas p-2 shadow-card">
          <span className="sr-only">{colour}</span>
          <span className="grid grid-cols-3 gap-1.5 sm:grid-cols-1">
            {swatches.map((swatch, index) => (
              <span
                key={swatch}
                className={cn(
                  "size-5 rounded-full",
                  swatch,
                  index === 0 && "ring-2 ring-ink ring-offset-2 ring-offset-canvas",
                )}
              />
            ))}
          </span>
        </span>
        <span className="grid size-12 place-items-center rounded-full bg-brand text-brand-fg shadow-float">
          <Icon name="message-circle" className="size-6" />
        </span>
      </div>
    </div>
  )
}
