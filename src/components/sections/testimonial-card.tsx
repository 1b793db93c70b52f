import { Img } from "#/components/ui/img.tsx"
import { StarRating } from "#/components/ui/star-rating.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type Testimonial = {
  quote: string
  name: string
  role: string
  avatar: Picture
  rating?: number
}

/** The card's own words, per language: the rating's accessible name and the quotation marks. */
export type TestimonialLabels = {
  /** The stars' accessible name, "{value}" and "{max}" filled in ("Rated {value} out of {max}"). */
  rating: string
  /** Opening and closing quotation marks: “…” in English, „…“ in German, «…» in Arabic. */
  quotes: readonly [string, string]
}

export const englishTestimonialLabels: TestimonialLabels = {
  rating: "Rated {value} out of {max}",
  quotes: ["“", "”"],
}

export type TestimonialCardProps = Testimonial & {
  /** "lg" is the single large quote (Home 1, sliders); "md" sits in grids. */
  size?: "md" | "lg"
  className?: string
  labels?: TestimonialLabels
  /** The page's Intl locale, for the rating's number ("en-US" unless given). */
  locale?: string
}

/** A customer's words, with who said them. */
export function TestimonialCard({
  quote,
  name,
  role,
  avatar,
  rating,
  size = "md",
  className,
  labels = englishTestimonialLabels,
  locale,
}: TestimonialCardProps) {
  const [open, close] = labels.quotes
  return (
    <figure
      className={cn(
        "flex h-full flex-col gap-6 rounded-(--radius-card) border border-line bg-canvas shadow-card",
        size === "lg" ? "p-7 sm:p-10" : "p-6 sm:p-7",
        className,
      )}
    >
      {rating !== undefined && <StarRating value={rating} label={labels.rating} locale={locale} />}
      <blockquote
        className={cn(
          "grow text-ink-soft",
          size === "lg" ? "font-display text-xl leading-relaxed sm:text-2xl" : "leading-relaxed",
        )}
      >
        <p>{`${open}${quote}${close}`}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        <Img image={{ ...avatar, alt: "" }} className="size-12 shrink-0 rounded-full bg-surface-2" />
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{name}</span>
          <span className="text-sm text-muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
