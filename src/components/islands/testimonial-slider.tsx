import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react"

import { cn } from "#/lib/cn.ts"

import { Glyph } from "./glyphs"

export type TestimonialSliderProps = {
  /** Names the carousel ("What customers say"). */
  label: string
  /** How many slides the children hold. */
  count: number
  /** The slides, rendered at build (TestimonialSlides): each element with data-slide is one. */
  children: ReactNode
  /** Advance on its own every `intervalMs`; off unless a page asks for it (never on Home 7). */
  autoplay?: { intervalMs: number } | false
  /** The controls' names (sliderLabels in src/data/site.ts). */
  labels: { previous: string; next: string; goTo: string; pause: string; play: string }
}

const SWIPE_PX = 40

/**
 * The APG carousel: one slide at a time, fading over 700 ms, looping, with previous/next and dot
 * buttons, swipe on touch, and slides labelled "n of m". Before hydration the slides sit in a
 * horizontal scroll-snap row of the same height, so every quote is reachable and nothing shifts.
 * The slides are server-rendered children; the island only marks which one is current.
 * Autoplay (where configured) has a pause control, stops on hover and focus, and never starts
 * under reduced motion.
 */
export function TestimonialSlider({ label, count, autoplay = false, labels, children }: TestimonialSliderProps) {
  const text = labels
  const [enhanced, setEnhanced] = useState(false)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [held, setHeld] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setEnhanced(true)
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    setPlaying(Boolean(autoplay) && !reduced)
  }, [autoplay])

  // Hover or focus anywhere in the carousel holds the autoplay (APG carousel). React's onFocus and
  // onBlur bubble (focusin, focusout); leaving releases it unless focus or the pointer is still inside.
  const hold = () => setHeld(true)
  const release = (event: MouseEvent | FocusEvent) => {
    const el = event.currentTarget
    const next = "relatedTarget" in event && event.type === "blur" ? event.relatedTarget : document.activeElement
    if (!(next instanceof Node && el.contains(next)) && (event.type === "mouseleave" || !el.matches(":hover")))
      setHeld(false)
  }
  const holdEvents = autoplay ? { onMouseEnter: hold, onMouseLeave: release, onFocus: hold, onBlur: release } : {}

  // The slides are build-time HTML inside the island's slot, outside React's tree: mark them here,
  // before paint, so the first stacked frame never shows every slide at once.
  useLayoutEffect(() => {
    if (!enhanced) return
    root.current?.querySelectorAll<HTMLElement>("[data-slide]").forEach((slide, i) => {
      slide.inert = i !== index
      slide.dataset.current = String(i === index)
    })
  }, [enhanced, index])

  useEffect(() => {
    if (!autoplay || !playing || held) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoplay.intervalMs)
    return () => window.clearInterval(timer)
  }, [autoplay, playing, held, count])

  const go = (to: number) => setIndex((to + count) % count)

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const dx = event.clientX - swipeStart.current
    swipeStart.current = null
    // Swiping against the reading direction brings the next slide: leftwards in English, rightwards in Arabic.
    const forward = document.dir === "rtl" ? dx > 0 : dx < 0
    if (Math.abs(dx) >= SWIPE_PX) go(forward ? index + 1 : index - 1)
  }

  const control = "slider-control"

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="flex flex-col gap-8"
      ref={root}
      {...holdEvents}
    >
      <div
        aria-live={playing && !held ? "off" : "polite"}
        // Before hydration the row scrolls; a keyboard user must be able to focus it to scroll it.
        tabIndex={enhanced ? undefined : 0}
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerUp={enhanced ? onPointerUp : undefined}
        onPointerCancel={() => (swipeStart.current = null)}
        data-enhanced={enhanced || undefined}
        className={cn(
          enhanced
            ? "grid touch-pan-y [grid-template-areas:'slide']"
            : "no-scrollbar flex snap-x snap-mandatory gap-6 overflow-x-auto",
        )}
      >
        {children}
      </div>
      {/* Until hydration the buttons could do nothing: keep their space (no shift) but hide them. */}
      <div className={cn("flex flex-wrap items-center justify-center gap-4", !enhanced && "invisible")}>
        {autoplay && (
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            className={control}
            aria-label={playing ? text.pause : text.play}
          >
            <Glyph name={playing ? "pause" : "play"} className="size-4" />
          </button>
        )}
        <button type="button" onClick={() => go(index - 1)} className={control}>
          <Glyph name="prev" className="size-5" />
          <span className="sr-only">{text.previous}</span>
        </button>
        <div className="flex items-center">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-label={`${text.goTo} ${i + 1} of ${count}`}
              aria-current={i === index || undefined}
              className="slider-dot"
            >
              <span />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => go(index + 1)} className={control}>
          <Glyph name="next" className="size-5" />
          <span className="sr-only">{text.next}</span>
        </button>
      </div>
    </div>
  )
}
