import { AppWindow } from "#/components/art/app-window.tsx"
import { Img } from "#/components/ui/img.tsx"
import type { Picture } from "#/lib/pictures.ts"

import { MeterBar } from "./meter-bar"

export type TeamCapacityProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  people: readonly {
    name: string
    role: string
    avatar: Picture
    hours: string
    /** Share of the week's capacity booked, 0–100+. */
    percent: number
    note?: string
  }[]
}

/** Who is busy and who has room this week: the Team Management tab. */
export function TeamCapacity({ label, title, people }: TeamCapacityProps) {
  return (
    <div role="img" aria-label={label}>
      <AppWindow title={title}>
        <ul className="grid gap-1">
          {people.map((person) => (
            <li
              key={person.name}
              className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 rounded-xl px-2 py-2.5 odd:bg-surface"
            >
              <Img image={{ ...person.avatar, alt: "" }} className="size-9 rounded-full bg-surface-2" />
              <span className="grid min-w-0 gap-1">
                <span className="flex min-w-0 items-baseline gap-2">
                  <span className="truncate text-sm font-semibold text-ink">{person.name}</span>
                  <span className="hidden truncate text-xs text-muted sm:inline">{person.role}</span>
                </span>
                <MeterBar percent={person.percent} fill={person.percent > 100 ? "fill-danger" : "fill-brand"} />
              </span>
              <span className="grid justify-items-end">
                <span className="text-sm font-semibold text-ink tabular-nums">{person.hours}</span>
                {person.note && <span className="text-[0.6875rem] text-muted">{person.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      </AppWindow>
    </div>
  )
}
