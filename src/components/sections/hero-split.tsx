import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "@/components/ui/button"
import { Container } from "@/components/ui/container"
import { Link } from "@/components/ui/link"
import { StarRating } from "@/components/ui/star-rating"

export type HeroSplitProps = {
  id: string
  eyebrow?: string
  title: string
  lead: string
  ctas?: readonly Cta[]
  rating?: { value: number; text: string }
  /** Small print under the actions ("No credit card required"). */
  note?: string
  /** Extra actions from the page: a form, a video button (islands come in here). */
  actions?: ReactNode
  /** The hero visual, a product mock-up. */
  media?: ReactNode
}

/** The home-page hero: the page's <h1> and lead beside its product visual. */
export function HeroSplit({ id, eyebrow, title, lead, ctas, rating, note, actions, media }: HeroSplitProps) {
  return (
    <section id="hero" aria-labelledby={id} className="relative overflow-hidden hero-mesh">
      <Container className="grid grid-cols-1 items-center gap-14 pt-12 pb-20 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:pt-20 lg:pb-28">
        <div className="flex flex-col items-start gap-6">
          {eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-canvas/80 px-3.5 py-1.5 text-sm font-semibold text-brand-strong shadow-card">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
              {eyebrow}
            </p>
          )}
          <h1 id={id} className="text-display font-extrabold text-ink">
            {title}
          </h1>
          <p className="max-w-xl text-lead text-muted">{lead}</p>
          {ctas && ctas.length > 0 && (
            <div className="flex flex-wrap gap-3">
              {ctas.map((cta) => (
                <Link
                  key={cta.href + cta.label}
                  href={cta.href}
                  className={buttonClassName({ variant: cta.variant, size: "lg" })}
                >
                  {cta.label}
                </Link>
              ))}
            </div>
          )}
          {actions && <div className="flex w-full max-w-xl flex-col gap-6">{actions}</div>}
          {rating && (
            <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
              <StarRating value={rating.value} />
              <span>{rating.text}</span>
            </p>
          )}
          {note && <p className="text-sm text-muted">{note}</p>}
        </div>
        {media && <div className="relative">{media}</div>}
      </Container>
    </section>
  )
}
