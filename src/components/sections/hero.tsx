import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Link } from "#/components/ui/link.tsx"
import { ctaTrackAttribute } from "#/lib/site-events.ts"
import { StarRating } from "#/components/ui/star-rating.tsx"
import { cn } from "#/lib/cn.ts"

/**
 * How the first screen is composed:
 * - `split`: the headline on one side, the product visual on the other (`balance` says which gets
 *   more room, `side` which side the visual takes);
 * - `editorial`: an oversized headline across the width, the lead and actions in a row under it,
 *   the visual as a full-width strip below (a reel of work, a still);
 * - `bento`: the headline as one tile of a grid whose other tiles the visual supplies (each of its
 *   top-level elements is a grid item and places itself, `lg:col-span-…`);
 * - `margin`: a report's page: the `facts` in a narrow ruled column at the start, the headline,
 *   lead and actions beside it, the visual at the end as an object on the page (a document).
 */
export type HeroLayout = "split" | "editorial" | "bento" | "margin"

/** The ground: the accent's soft mesh, plain, tinted, the accent's own colour, or the dark band. */
export type HeroTone = "mesh" | "plain" | "tint" | "accent" | "dark"

export type HeroProps = {
  id: string
  eyebrow?: string
  title: string
  lead: string
  ctas?: readonly Cta[]
  rating?: { value: number; text: string }
  /** Small print under the actions ("No credit card required"). */
  note?: string
  /** Links shown as chips under the actions (topics of a catalogue), with the list's name. */
  chips?: { label: string; links: readonly { label: string; href: string }[] }
  /** Extra actions from the page: a form, a video button (islands come in here). */
  actions?: ReactNode
  /** The hero visual, a product mock-up. */
  media?: ReactNode
  layout?: HeroLayout
  tone?: HeroTone
  /** In a split, the side that takes more room: the words (default) or the visual (a wide dashboard). */
  balance?: "text" | "media"
  /**
   * In a split from 1024 px, the side the visual takes: the end (default), or the start, where the
   * eye lands first, when the picture says more than the headline (a conversation). The words stay
   * first in the reading order.
   */
  side?: "start" | "end"
  /** Figures set in the margin column of the `margin` layout ("2010" · "Founded"). */
  facts?: readonly { value: string; label: string }[]
}

const tones = {
  mesh: "hero-mesh",
  plain: "bg-canvas",
  tint: "bg-surface",
  accent: "surface-brand",
  dark: "surface-dark hero-glow",
} as const satisfies Record<HeroTone, string>

/** The home page's first screen: its <h1>, lead and actions, composed with its product visual. */
export function Hero({
  id,
  eyebrow,
  title,
  lead,
  ctas,
  rating,
  note,
  chips,
  actions,
  media,
  layout = "split",
  tone = "mesh",
  balance = "text",
  side = "end",
  facts,
}: HeroProps) {
  const editorial = layout === "editorial"
  const margin = layout === "margin"

  const heading = (
    <>
      {eyebrow && (
        // A phone's column holds a long badge on one line in the smaller size.
        <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-canvas/80 px-3.5 py-1.5 text-xs font-semibold text-brand-strong shadow-card sm:text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
          {eyebrow}
        </p>
      )}
      <h1
        id={id}
        className={cn(
          "heading-display text-ink",
          editorial ? "text-mega" : balance === "media" || margin ? "text-display-sm" : "text-display",
        )}
      >
        {title}
      </h1>
    </>
  )

  const leadText = <p className="max-w-xl text-lead text-muted">{lead}</p>
  const extraActions = actions && <div className="flex w-full max-w-xl flex-col gap-6">{actions}</div>
  const actionsBlock = (
    <>
      {ctas && ctas.length > 0 && (
        // Stacked on a phone, the buttons share one width rather than each its label's.
        <div className="flex flex-wrap gap-3 max-sm:flex-col max-sm:items-stretch">
          {ctas.map((cta) => (
            <Link
              key={cta.href + cta.label}
              href={cta.href}
              className={buttonClassName({ variant: cta.variant, size: "lg" })}
              {...ctaTrackAttribute}
            >
              {cta.label}
            </Link>
          ))}
        </div>
      )}
      {extraActions}
      {chips && (
        <nav aria-label={chips.label} className="flex flex-wrap gap-2">
          {chips.links.map((chip) => (
            <Link
              key={chip.href}
              href={chip.href}
              className="inline-flex min-h-11 items-center rounded-full bg-canvas px-4 text-sm font-semibold text-ink-soft ring-1 ring-line transition-colors hover:bg-brand-soft hover:text-brand-strong"
            >
              {chip.label}
            </Link>
          ))}
        </nav>
      )}
      {rating && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <StarRating value={rating.value} />
          <span>{rating.text}</span>
        </p>
      )}
      {note && <p className="text-sm text-muted">{note}</p>}
    </>
  )

  // The first screen's visual, marked so that a browser test can find it and check it is shown whole.
  const mediaBox = (className: string) =>
    media && (
      <div data-hero-media="" className={className}>
        {media}
      </div>
    )

  return (
    <section id="hero" aria-labelledby={id} className={cn("relative overflow-hidden", tones[tone])}>
      {layout === "split" && (
        <Container
          className={cn(
            "grid grid-cols-1 items-center gap-14 pt-12 pb-20 md:pt-16 lg:gap-10 lg:pt-20 lg:pb-28",
            balance === "media" ? "lg:grid-cols-[0.8fr_1.2fr]" : "lg:grid-cols-[1.05fr_1fr]",
            side === "start" && (balance === "media" ? "lg:grid-cols-[1.2fr_0.8fr]" : "lg:grid-cols-[1fr_1.05fr]"),
          )}
        >
          <div className={cn("flex flex-col items-start gap-6", side === "start" && "lg:order-last")}>
            {heading}
            {leadText}
            {actionsBlock}
          </div>
          {mediaBox("relative")}
        </Container>
      )}
      {editorial && (
        <>
          <Container className="pt-14 pb-12 md:pt-20 lg:pb-16">
            <div className="flex flex-col items-start gap-6">{heading}</div>
            <div className="mt-10 grid items-start gap-8 border-t border-line pt-8 lg:grid-cols-[1fr_auto] lg:gap-16">
              {leadText}
              <div className="flex flex-col items-start gap-5">{actionsBlock}</div>
            </div>
          </Container>
          {mediaBox("relative pb-16 lg:pb-24")}
        </>
      )}
      {margin && (
        <Container className="grid grid-cols-1 gap-12 pt-12 pb-20 md:pt-16 lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-x-12 lg:pt-16 lg:pb-20">
          <div className="flex flex-col items-start gap-6 lg:col-start-2 lg:row-start-1">
            {heading}
            {leadText}
            {actionsBlock}
          </div>
          {/* The margin: read after the words (it backs them up), set before them from 1024 px, ruled
              like a report's side column. */}
          {facts && facts.length > 0 && (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-t border-line pt-5 sm:grid-cols-4 lg:col-start-1 lg:row-start-1 lg:grid-cols-1 lg:content-start lg:self-start lg:border-t-2 lg:border-ink lg:pt-4">
              {facts.map((fact) => (
                <div key={fact.label} className="grid content-start gap-1 lg:border-b lg:border-line lg:pb-5">
                  <dt className="order-last text-sm text-muted">{fact.label}</dt>
                  <dd className="font-display text-3xl text-ink tabular-nums">{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {mediaBox("relative lg:col-start-3 lg:row-start-1 lg:self-center")}
        </Container>
      )}
      {layout === "bento" && (
        <Container className="grid grid-cols-1 gap-4 pt-12 pb-20 md:grid-cols-2 md:pt-16 lg:grid-cols-12 lg:pb-24">
          <div className="flex flex-col items-start justify-center gap-6 rounded-(--radius-panel) bg-canvas p-7 shadow-card ring-1 ring-line sm:p-10 md:col-span-2 lg:col-span-7 lg:row-span-2">
            {heading}
            {leadText}
            {actionsBlock}
          </div>
          {/* The visual's own elements are the other tiles of this grid. */}
          {mediaBox("contents")}
        </Container>
      )}
    </section>
  )
}
