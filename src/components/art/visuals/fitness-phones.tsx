import { Glow } from "#/components/art/glow.tsx"
import { PhoneFrame } from "#/components/art/phone-frame.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type FitnessScreen = "workout" | "rings" | "streak"

export type FitnessPhonesProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  /** Which phones to draw, in order; with three, the middle one stands in front. */
  screens?: readonly FitnessScreen[]
  workout: {
    eyebrow: string
    title: string
    image: Picture
    timer: string
    /** "of 30:00" */
    total: string
    /** Share of the workout done, 0–100. */
    progress: number
    exercises: readonly { name: string; detail: string; state: "done" | "now" | "next" }[]
    heartRate: string
  }
  rings: {
    date: string
    title: string
    /** Outer to inner; `percent` of the day's goal, 0–100. */
    rings: readonly [Ring, Ring, Ring]
    steps: { label: string; value: string }
  }
  streak: {
    days: string
    title: string
    caption: string
    week: readonly { day: string; done: boolean; today?: boolean }[]
    /** The week's goal ("Weekly goal", "4 of 5", 80). */
    goal: { label: string; value: string; percent: number }
    badges: readonly { label: string; icon: IconName }[]
  }
  stat?: StatTileProps
}

type Ring = { label: string; value: string; percent: number }

const ringColours = ["stroke-brand", "stroke-brand-2", "stroke-warning"] as const
const dotColours = ["bg-brand", "bg-brand-2", "bg-warning"] as const

function ActivityRings({ rings }: { rings: readonly Ring[] }) {
  return (
    <svg viewBox="0 0 120 120" className="mx-auto size-28 -rotate-90" aria-hidden="true" focusable="false">
      {rings.map((ring, i) => {
        const r = 50 - i * 15
        const c = 2 * Math.PI * r
        const colour = ringColours[i] ?? "stroke-brand"
        return (
          <g key={ring.label} className={colour}>
            <circle cx="60" cy="60" r={r} fill="none" strokeWidth="11" className="opacity-15" />
            <circle
              cx="60"
              cy="60"
              r={r}
              fill="none"
              strokeWidth="11"
              strokeLinecap="round"
              strokeDasharray={`${(c * Math.min(ring.percent, 100)) / 100} ${c}`}
            />
          </g>
        )
      })}
    </svg>
  )
}

function ProgressBar({ percent, className }: { percent: number; className?: string }) {
  return (
    <svg viewBox="0 0 100 4" preserveAspectRatio="none" className={cn("h-1.5 w-full", className)} aria-hidden="true">
      <rect width="100" height="4" rx="2" className="fill-current opacity-20" />
      <rect width={Math.min(percent, 100)} height="4" rx="2" className="fill-brand" />
    </svg>
  )
}

function WorkoutScreen({ workout }: { workout: FitnessPhonesProps["workout"] }) {
  return (
    <div className="flex h-full flex-col gap-3 surface-dark px-3.5 pt-10 pb-4">
      <div>
        <p className="text-[0.625rem] font-semibold tracking-wider text-muted uppercase">{workout.eyebrow}</p>
        <p className="font-display text-sm leading-tight font-bold">{workout.title}</p>
      </div>
      <Img image={workout.image} className="aspect-[16/10] w-full rounded-xl object-cover" />
      <div className="text-center">
        <p className="font-display text-3xl font-bold tabular-nums">{workout.timer}</p>
        <p className="text-[0.625rem] text-muted">{workout.total}</p>
      </div>
      <ProgressBar percent={workout.progress} className="text-muted" />
      <div className="grid gap-1.5">
        {workout.exercises.map((exercise) => (
          <p
            key={exercise.name}
            className={cn(
              "flex items-center gap-2 rounded-lg px-2 py-1.5 text-[0.6875rem]",
              exercise.state === "now" ? "bg-brand text-brand-fg" : "bg-surface-2",
            )}
          >
            <span
              className={cn(
                "grid size-4 shrink-0 place-items-center rounded-full",
                exercise.state === "done" ? "bg-success text-canvas" : "ring-1 ring-current",
              )}
            >
              {exercise.state === "done" && <Icon name="check" className="size-2.5" strokeWidth={3} />}
            </span>
            <span className="grow truncate font-semibold">{exercise.name}</span>
            <span className={exercise.state === "now" ? "" : "text-muted"}>{exercise.detail}</span>
          </p>
        ))}
      </div>
      <p className="mt-auto flex items-center justify-center gap-1.5 rounded-full bg-surface-2 py-1.5 text-xs font-semibold">
        <Icon name="heart-pulse" className="size-3.5 text-danger" />
        {workout.heartRate}
      </p>
    </div>
  )
}

function RingsScreen({ rings }: { rings: FitnessPhonesProps["rings"] }) {
  return (
    <div className="flex h-full flex-col gap-3 bg-canvas px-3.5 pt-10 pb-4">
      <div>
        <p className="text-[0.625rem] font-semibold tracking-wider text-muted uppercase">{rings.date}</p>
        <p className="font-display text-sm font-bold text-ink">{rings.title}</p>
      </div>
      <ActivityRings rings={rings.rings} />
      <div className="grid gap-1.5">
        {rings.rings.map((ring, i) => (
          <p key={ring.label} className="flex items-center gap-2 text-[0.6875rem]">
            <span className={cn("size-2 shrink-0 rounded-full", dotColours[i])} />
            <span className="grow font-semibold text-ink">{ring.label}</span>
            <span className="text-muted">{ring.value}</span>
          </p>
        ))}
      </div>
      <p className="mt-auto grid rounded-xl bg-surface-2 px-3 py-2">
        <span className="text-[0.625rem] text-muted">{rings.steps.label}</span>
        <span className="font-display text-lg font-bold text-ink">{rings.steps.value}</span>
      </p>
    </div>
  )
}

function StreakScreen({ streak }: { streak: FitnessPhonesProps["streak"] }) {
  return (
    <div className="flex h-full flex-col items-center gap-2 bg-brand-soft px-3.5 pt-10 pb-4 text-center">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-brand-fg shadow-lift ring-4 ring-brand/15">
        <Icon name="flame" className="size-6" />
      </span>
      <p className="grid leading-none">
        <span className="font-display text-3xl font-extrabold text-ink">{streak.days}</span>
        <span className="mt-1 text-xs font-semibold text-brand-strong">{streak.title}</span>
      </p>
      <p className="text-[0.6875rem] leading-snug text-ink-soft">{streak.caption}</p>
      <div className="flex w-full justify-between">
        {streak.week.map((day, index) => (
          <span key={`${day.day}${index}`} className="flex flex-col items-center gap-1">
            <span
              className={cn(
                "grid size-4.5 place-items-center rounded-full",
                day.done ? "bg-brand text-brand-fg" : "bg-canvas ring-1 ring-line-strong",
                // The offset takes the screen's colour: its default is white, a halo on a dark screen.
                day.today && "ring-2 ring-brand ring-offset-1 ring-offset-brand-soft",
              )}
            >
              {day.done && <Icon name="check" className="size-2.5" strokeWidth={3} />}
            </span>
            <span className="text-[0.5625rem] font-semibold text-ink-soft">{day.day}</span>
          </span>
        ))}
      </div>
      <div className="grid w-full gap-1.5 rounded-xl bg-canvas px-3 py-2 text-start shadow-card">
        <p className="flex items-baseline justify-between gap-2 text-[0.6875rem]">
          <span className="font-semibold text-ink">{streak.goal.label}</span>
          <span className="text-muted">{streak.goal.value}</span>
        </p>
        <ProgressBar percent={streak.goal.percent} className="text-line-strong" />
      </div>
      <div className="mt-auto grid w-full gap-1.5">
        {streak.badges.map((badge) => (
          <p
            key={badge.label}
            className="flex items-center gap-2 rounded-lg bg-canvas px-2 py-1.5 text-[0.6875rem] font-semibold text-ink shadow-card"
          >
            <Icon name={badge.icon} className="size-3.5 text-brand" />
            {badge.label}
          </p>
        ))}
      </div>
    </div>
  )
}

/**
 * The fitness hero: phones showing a workout in progress, the day's activity rings and a streak.
 * On phones only the front one shows. Exposed as one labelled image.
 */
export function FitnessPhones({
  label,
  screens = ["rings", "workout", "streak"],
  workout,
  rings,
  streak,
  stat,
}: FitnessPhonesProps) {
  const front = screens.length === 3 ? 1 : 0
  const screen = (name: FitnessScreen) =>
    name === "workout" ? (
      <WorkoutScreen workout={workout} />
    ) : name === "rings" ? (
      <RingsScreen rings={rings} />
    ) : (
      <StreakScreen streak={streak} />
    )
  return (
    <div role="img" aria-label={label} className="relative mx-auto flex max-w-xl items-center justify-center">
      <Glow inset="inset-x-4 inset-y-10" />
      {screens.map((name, index) => (
        <PhoneFrame
          key={name}
          className={cn(
            "shrink-0",
            index === front
              ? "z-10 w-56 lg:w-60"
              : cn(
                  "hidden w-44 translate-y-10 sm:block",
                  index < front ? "-me-2 -rotate-6" : screens.length === 3 ? "-ms-2 rotate-6" : "-ms-2 rotate-3",
                ),
          )}
        >
          {screen(name)}
        </PhoneFrame>
      ))}
      {stat && <StatTile {...stat} className="absolute start-2 -bottom-14 z-20 hidden md:flex lg:-start-4" />}
    </div>
  )
}
