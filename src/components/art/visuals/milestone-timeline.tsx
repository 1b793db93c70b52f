import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { cn } from "#/lib/cn.ts"

export type MilestoneTimelineProps = {
  /** What the picture shows, for screen readers (the card is one image to them). */
  label: string
  title: string
  milestones: readonly { year: string; title: string; text: string }[]
  stat: StatTileProps
}

/** A firm's story as a card of milestones on a vertical line. */
export function MilestoneTimeline({ label, title, milestones, stat }: MilestoneTimelineProps) {
  return (
    <div role="img" aria-label={label} className="relative">
      <Glow inset="-inset-4" />
      <div className="rounded-2xl border border-line bg-canvas p-6 shadow-lift sm:p-8">
        <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{title}</p>
        <ol className="mt-6 grid gap-6 border-s-2 border-brand-soft ps-6">
          {milestones.map((milestone, index) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className={cn(
                  "absolute -start-[2.0625rem] top-1 size-4 rounded-full ring-4 ring-canvas",
                  index === milestones.length - 1 ? "bg-brand-2" : "bg-brand",
                )}
              />
              <p className="font-display text-sm font-bold text-brand-strong">{milestone.year}</p>
              <p className="mt-0.5 font-semibold text-ink">{milestone.title}</p>
              <p className="mt-1 text-sm text-muted">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <StatTile {...stat} className="absolute -end-4 -top-6 hidden sm:flex" />
    </div>
  )
}
