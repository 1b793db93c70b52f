import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Link } from "#/components/ui/link.tsx"
import { ctaTrackAttribute } from "#/lib/site-events.ts"
import { StarRating } from "#/components/ui/star-rating.tsx"
import { cn } from "#/lib/cn.ts"

/**
 * How the first screen is composed:
 * - `split`: the headline on the start side, the product visual on the end side (`balance` says
 *   which gets more room);
 * - `centered`: headline and actions centred, the visual wide below them;
 * - `editorial`: an oversized headline across the width, the lead and actions in a row under it,
 *   the visual as a full-width strip below (a reel of work, a still);
 * - `bento`: the headline as one tile of a grid whose other tiles the visual supplies (each of its
 *   top-level elements is a grid item and places itself, `lg:col-span-…`).
 */
export type HeroLayout = "split" | "centered" | "editorial" | "bento"

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
}: HeroProps) {
  const centered = layout === "centered"
  const editorial = layout === "editorial"

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
          editorial ? "text-mega" : balance === "media" ? "text-display-sm" : "text-display",
        )}
      >
        {title}
      </h1>
    </>
  )

  const leadText = <p className={cn("text-lead text-muted", centered ? "max-w-2xl" : "max-w-xl")}>{lead}</p>
  const extraActions = actions && (
    <div className={cn("flex w-full max-w-xl flex-col gap-6", centered && "max-w-2xl items-center")}>{actions}</div>
  )
  const actionsBlock = (
    <>
      {/* Centred, the page's own action (a prompt, a form) leads and the buttons follow it. */}
      {centered && extraActions}
      {ctas && ctas.length > 0 && (
        // Stacked on a phone, the buttons share one width rather than each its label's.
        <div className={cn("flex flex-wrap gap-3 max-sm:flex-col max-sm:items-stretch", centered && "justify-center")}>
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
      {!centered && extraActions}
      {chips && (
        <nav aria-label={chips.label} className={cn("flex flex-wrap gap-2", centered && "justify-center")}>
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
        <p className={cn("flex flex-wrap items-center gap-3 text-sm text-muted", centered && "justify-center")}>
          <StarRating value={rating.value} />
          <span>{rating.text}</span>
        </p>
      )}
      {note && <p className="text-sm text-muted">{note}</p>}
    </>
  )

  return (
    <section id="hero" aria-labelledby={id} className={cn("relative overflow-hidden", tones[tone])}>
      {layout === "split" && (
        <Container
          className={cn(
            "grid grid-cols-1 items-center gap-14 pt-12 pb-20 md:pt-16 lg:gap-10 lg:pt-20 lg:pb-28",
            balance === "media" ? "lg:grid-cols-[0.8fr_1.2fr]" : "lg:grid-cols-[1.05fr_1fr]",
          )}
        >
          <div className="flex flex-col items-start gap-6">
            {heading}
            {leadText}
            {actionsBlock}
          </div>
          {media && <div className="relative">{media}</div>}
        </Container>
      )}
      {centered && (
        <Container className="flex flex-col items-center gap-6 pt-14 pb-20 text-center md:pt-20 lg:pb-24">
          <div className="flex max-w-4xl flex-col items-center gap-6">{heading}</div>
          {leadText}
          {actionsBlock}
          {media && <div className="relative mt-8 w-full text-start md:mt-12">{media}</div>}
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
          {media && <div className="relative pb-16 lg:pb-24">{media}</div>}
        </>
      )}
      {layout === "bento" && (
        <Container className="grid grid-cols-1 gap-4 pt-12 pb-20 md:grid-cols-2 md:pt-16 lg:grid-cols-12 lg:pb-24">
          <div className="flex flex-col items-start justify-center gap-6 rounded-(--radius-panel) bg-canvas p-7 shadow-card ring-1 ring-line sm:p-10 md:col-span-2 lg:col-span-7 lg:row-span-2">
            {heading}
            {leadText}
            {actionsBlock}
          </div>
          {/* The visual's own elements are the other tiles of this grid. */}
          <div className="contents">{media}</div>
        </Container>
      )}
    </section>
  )
}
