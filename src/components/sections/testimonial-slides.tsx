import { TestimonialCard, type Testimonial } from "#/components/sections/testimonial-card.tsx"

export type TestimonialSlidesProps = {
  slides: readonly Testimonial[]
}

/**
 * The slides of the TestimonialSlider island, rendered at build and passed to it as children, so
 * the quotes, avatars and stars cost no JavaScript. Before hydration they sit in a scroll-snap row;
 * once the island marks its track `data-enhanced`, they stack in one grid cell and fade, the island
 * setting `data-current` and `inert` on each.
 */
export function TestimonialSlides({ slides }: TestimonialSlidesProps) {
  return slides.map((slide, i) => (
    <div
      key={slide.name}
      role="group"
      aria-roledescription="slide"
      aria-label={`${i + 1} of ${slides.length}`}
      data-slide=""
      className="w-full shrink-0 snap-start transition-opacity duration-700 in-data-enhanced:[grid-area:slide] data-[current=false]:opacity-0 motion-reduce:transition-none"
    >
      <TestimonialCard {...slide} size="lg" />
    </div>
  ))
}

/** A page's carousel as data: the island's settings and the slides it shows. */
export type TestimonialCarousel = {
  label: string
  autoplay?: { intervalMs: number } | false
  slides: readonly Testimonial[]
}
