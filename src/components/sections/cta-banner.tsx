import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Link } from "#/components/ui/link.tsx"
import { ctaTrackAttribute } from "#/lib/site-events.ts"

export type CtaBannerProps = {
  id: string
  title: string
  lead: string
  ctas: readonly Cta[]
  /** Small print under the buttons ("No credit card required"). */
  note?: string
  /** "panel": a rounded brand panel, centred; "band": the full width on the accent's own colour, words and buttons side by side. */
  layout?: "panel" | "band"
}

/**
 * The closing call to action: a brand-coloured panel with one or two buttons. It keeps the light
 * scheme in both themes (`scheme-light`): the deep brand with white text reads as the page's one
 * saturated block on a dark page too, where the dark theme's pale brand would glare.
 */
export function CtaBanner({ id, title, lead, ctas, note, layout = "panel" }: CtaBannerProps) {
  if (layout === "band")
    return (
      <section aria-labelledby={id} className="surface-brand py-(--spacing-section)">
        <Container className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <div className="flex flex-col gap-5">
            <h2 id={id} className="text-title font-bold text-ink">
              {title}
            </h2>
            <p className="max-w-2xl text-lead text-muted">{lead}</p>
          </div>
          <div className="flex flex-col gap-4 lg:items-end">
            <div className="flex flex-wrap gap-3">
              {ctas.map((cta, index) => (
                <Link
                  key={cta.href + cta.label}
                  href={cta.href}
                  className={buttonClassName({
                    variant: cta.variant ?? (index === 0 ? "primary" : "outline"),
                    size: "lg",
                  })}
                  {...ctaTrackAttribute}
                >
                  {cta.label}
                </Link>
              ))}
            </div>
            {note && <p className="text-sm text-muted">{note}</p>}
          </div>
        </Container>
      </section>
    )
  return (
    <section aria-labelledby={id} className="py-(--spacing-section)">
      <Container>
        {/* The focus ring takes the panel's text colour: the page's brand ring is the panel's own
            colour here and would vanish. */}
        <div className="relative isolate flex flex-col items-center gap-6 overflow-hidden rounded-(--radius-panel) bg-brand px-6 py-14 text-center text-brand-fg scheme-light shadow-float sm:px-12 sm:py-20 [&_:focus-visible]:outline-brand-fg">
          <div
            aria-hidden="true"
            className="absolute -inset-x-20 -top-40 -z-10 h-80 rounded-full bg-brand-tint/30 blur-3xl"
          />
          <h2 id={id} className="max-w-3xl text-title font-bold">
            {title}
          </h2>
          <p className="max-w-2xl text-lead opacity-90">{lead}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {ctas.map((cta, index) => (
              <Link
                key={cta.href + cta.label}
                href={cta.href}
                className={buttonClassName({
                  variant: cta.variant ?? (index === 0 ? "inverse" : "outline"),
                  size: "lg",
                })}
                {...ctaTrackAttribute}
              >
                {cta.label}
              </Link>
            ))}
          </div>
          {/* Full strength: small print on a brand colour has no contrast to spare. */}
          {note && <p className="text-sm">{note}</p>}
        </div>
      </Container>
    </section>
  )
}
