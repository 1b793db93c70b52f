import { Img } from "@/components/ui/img"
import { StarRating } from "@/components/ui/star-rating"
import { cn } from "@/lib/cn"
import type { Picture } from "@/lib/images"

export type Testimonial = {
  quote: string
  name: string
  role: string
  avatar: Picture
  rating?: number
}

export type TestimonialCardProps = Testimonial & {
  /** "lg" is the single large quote (Home 1, sliders); "md" sits in grids. */
  size?: "md" | "lg"
  className?: string
}

/** A customer's words, with who said them. */
export function TestimonialCard({ quote, name, role, avatar, rating, size = "md", className }: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col gap-6 rounded-(--radius-card) border border-line bg-canvas shadow-card",
        size === "lg" ? "p-7 sm:p-10" : "p-6 sm:p-7",
        className,
      )}
    >
      {rating !== undefined && <StarRating value={rating} />}
      <blockquote
        className={cn(
          "grow text-ink-soft",
          size === "lg" ? "font-display text-xl leading-relaxed sm:text-2xl" : "leading-relaxed",
        )}
      >
        <p>{`“${quote}”`}</p>
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
