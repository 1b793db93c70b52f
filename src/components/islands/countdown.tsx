import { useEffect, useState, useSyncExternalStore } from "react"

import { isoDate, launchDateText, nextOccurrence, remaining } from "#/lib/countdown.ts"

/**
 * A unit's name in each plural category of the page's language (Intl.PluralRules): English and
 * German one/other, Arabic zero/one/two/few/many/other. `other` is required and names the unit
 * before the digits are known; a category the language does not use may be left out.
 */
export type UnitLabel = Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>> & { other: string }

export type CountdownProps = {
  /** The launch day, every year (month 1–12): set once, in the page's data module. */
  launch: { month: number; day: number }
  /** The Intl locale of the page (`intlLocale(locale)`): the date, the digits and the units' plurals. */
  locale: string
  /** The launch date as the build saw it ("2026-12-29"), shown until the browser computes its own. */
  buildDate: string
  /** The date written out for people ("29 December 2026"), as the build saw it, in `locale`. */
  buildDateText: string
  labels: {
    days: UnitLabel
    hours: UnitLabel
    minutes: UnitLabel
    seconds: UnitLabel
    until: string
    live: string
    liveText: string
  }
}

/*
 * One shared clock that ticks once a second while anything is subscribed, and at once whenever the
 * page comes on screen: a page prerendered by the speculation rules (src/lib/speculation-rules.ts)
 * is activated ("prerenderingchange"), a hidden tab is shown again (its timers may have been
 * throttled), or the page returns from the back/forward cache. Each time the digits are read afresh
 * from the clock, so they never show the moment the page was prepared.
 */
function subscribe(onTick: () => void) {
  // Each tick is set for the clock's next whole second, not every 1000 ms from whenever the island
  // hydrated: an interval's own phase would let the digits lag the clock by up to a second on top of
  // the rounding, and a late or throttled timer would carry its delay into every later tick.
  let timer = 0
  const tick = () => {
    onTick()
    timer = window.setTimeout(tick, 1000 - (Date.now() % 1000))
  }
  timer = window.setTimeout(tick, 1000 - (Date.now() % 1000))
  const wakeEvents = [
    [document, "prerenderingchange"],
    [document, "visibilitychange"],
    [window, "pageshow"],
  ] as const
  for (const [target, type] of wakeEvents) target.addEventListener(type, onTick)
  return () => {
    window.clearTimeout(timer)
    for (const [target, type] of wakeEvents) target.removeEventListener(type, onTick)
  }
}
const noSubscription = () => () => {}
const nowSeconds = () => Math.floor(Date.now() / 1000)
const serverSnapshot = () => null

/** Text in its own node, replaced (not edited) when the text changes. */
const Fresh = ({ text }: { text: string }) => <span key={text}>{text}</span>

/**
 * Days, hours, minutes and seconds to the next launch day at local midnight. The HTML built at
 * build time shows neutral digits (the build cannot know the visitor's clock); after hydration it
 * ticks every second, and at zero it stops and says the site is live. role="timer" is silent, so
 * screen readers are not interrupted every second.
 */
export function Countdown({ launch, locale, buildDate, buildDateText, labels }: CountdownProps) {
  const [target, setTarget] = useState<Date | null>(null)
  const [done, setDone] = useState(false)
  const now = useSyncExternalStore(done ? noSubscription : subscribe, nowSeconds, serverSnapshot)

  useEffect(() => {
    setTarget(nextOccurrence(new Date(), launch.month, launch.day))
  }, [launch.month, launch.day])

  const left = target && now !== null ? remaining(target, new Date(now * 1000)) : null
  useEffect(() => {
    if (left?.done) setDone(true)
  }, [left?.done])

  const units = [
    ["days", left?.days],
    ["hours", left?.hours],
    ["minutes", left?.minutes],
    ["seconds", left?.seconds],
  ] as const
  const plural = new Intl.PluralRules(locale)
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false })
  // Before the first tick the unit goes by its general name ("Days", "Tage", "يوم").
  const unitName = (label: UnitLabel, value: number | undefined) =>
    value === undefined ? label.other : (label[plural.select(value)] ?? label.other)

  // In the page's language, not the browser's, and written as the build wrote `buildDateText`.
  const dateText = target ? launchDateText(target, locale) : buildDateText

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 text-center">
        <p className="font-display text-3xl font-bold text-brand">{labels.live}</p>
        <p className="text-muted">{labels.liveText}</p>
      </div>
    )
  }

  return (
    <div className="flex w-full flex-col items-center gap-5">
      {/*
       * The grid's width comes from the page, not from its text: sized by its content, it would
       * widen when "--" became figures or a unit's plural changed length, and, centred, move
       * sideways (a layout shift after hydration). Four across from 368 px, wide enough for
       * "SEKUNDEN" in each cell; two by two on the narrowest phones, where four would break it.
       */}
      <div
        role="timer"
        aria-label={labels.until + " " + dateText}
        className="grid w-full max-w-lg grid-cols-2 gap-2 min-[23rem]:grid-cols-4 sm:gap-4"
      >
        {units.map(([unit, value]) => (
          <div
            key={unit}
            className="flex min-w-0 flex-col items-center rounded-(--radius-card) bg-canvas px-1 py-4 text-ink shadow-card ring-1 ring-line"
          >
            {/*
             * Full-width lines: when the figures and the plural forms change, only the text moves, not
             * its box. Each text is keyed by itself, so a new figure or word is a new node: centred
             * text of another width ("--" to Arabic-Indic digits, "ساعات" to "ساعة") would otherwise
             * be measured as the old text moving sideways, a layout shift. Each line is exactly one
             * line high (h-lh): a glyph drawn from another face (a figure or a plural form whose face
             * came late) may be taller than the line, and the page centres the timer, so a cell a
             * fraction of a pixel taller would move everything.
             */}
            <span className="h-lh w-full text-center font-display text-3xl font-bold tabular-nums sm:text-5xl">
              <Fresh text={value === undefined ? "--" : digits.format(value)} />
            </span>
            {/* No letter-spacing on a right-to-left page: it would pull Arabic's joined letters apart. */}
            <span className="h-lh w-full text-center text-xs font-medium tracking-wide text-muted uppercase sm:text-sm rtl:tracking-normal">
              <Fresh text={unitName(labels[unit], value)} />
            </span>
          </div>
        ))}
      </div>
      <p className="text-sm text-muted">
        {labels.until} <time dateTime={target ? isoDate(target) : buildDate}>{dateText}</time>
      </p>
    </div>
  )
}
