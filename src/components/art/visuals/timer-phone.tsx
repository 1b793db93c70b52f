import { PhoneFrame } from "#/components/art/phone-frame.tsx"

export type TimerPhoneProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  app: string
  timer: { elapsed: string; task: string; project: string; stop: string }
  recent: { label: string; items: readonly { task: string; duration: string }[] }
}

/** The mobile app: a running timer and today's recent entries, in a phone. */
export function TimerPhone({ label, app, timer, recent }: TimerPhoneProps) {
  return (
    <div role="img" aria-label={label} className="w-60 sm:w-64">
      <PhoneFrame>
        <div className="flex h-full flex-col gap-4 px-4 pt-10 pb-5">
          <p className="text-center font-display text-sm font-bold text-ink">{app}</p>
          <div className="relative mx-auto grid size-36 place-items-center rounded-full bg-brand-soft ring-8 ring-brand/20">
            <span className="grid text-center">
              <span className="font-display text-2xl font-bold text-ink tabular-nums">{timer.elapsed}</span>
              <span className="text-xs text-muted">{timer.project}</span>
            </span>
          </div>
          <p className="text-center text-sm font-semibold text-ink">{timer.task}</p>
          <span className="mx-auto rounded-full bg-brand px-6 py-2 text-sm font-bold text-brand-fg shadow-card">
            {timer.stop}
          </span>
          <div className="mt-auto grid gap-1.5">
            <p className="text-[0.6875rem] font-semibold tracking-wide text-muted uppercase">{recent.label}</p>
            {recent.items.map((item) => (
              <p key={item.task} className="flex justify-between gap-2 rounded-lg bg-surface px-2.5 py-2 text-xs">
                <span className="truncate text-ink-soft">{item.task}</span>
                <span className="font-semibold text-ink tabular-nums">{item.duration}</span>
              </p>
            ))}
          </div>
        </div>
      </PhoneFrame>
    </div>
  )
}
