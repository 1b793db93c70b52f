import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { StarRating } from "#/components/ui/star-rating.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type Course = {
  image: Picture
  /** The course's subject ("Photography"). */
  tag: string
  /** How much there is to it ("24 lessons"). */
  amount: string
  /** 3.0 to 5.0, shown as stars and as the number. */
  rating: number
  title: string
  instructor: { name: string; avatar: Picture }
  /** As the catalogue shows it: "$45.00" or "free". */
  price: string
  /** The purchase button (→ /pricing-2/). */
  cta: Cta
}

export type CourseCardProps = Course & {
  labels?: { price?: string; instructor?: string }
}

/** A course in the catalogue: cover, subject, size, rating, title, teacher, price and a buy button. */
export function CourseCard({ image, tag, amount, rating, title, instructor, price, cta, labels }: CourseCardProps) {
  const text = { price: "Price", instructor: "Taught by", ...labels }
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-canvas shadow-card transition-[translate,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lift">
      <div className="relative overflow-hidden">
        <Img
          image={image}
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        <span className="absolute start-4 top-4 rounded-full bg-canvas/95 px-3 py-1 text-xs font-semibold text-brand-strong shadow-card">
          {tag}
        </span>
      </div>
      <div className="flex grow flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="book-open" className="size-4 text-brand" />
            {amount}
          </span>
          <StarRating value={rating} showValue />
        </div>
        <h3 className="font-display text-xl leading-snug font-semibold text-ink">{title}</h3>
        <p className="flex items-center gap-3 text-sm text-muted">
          <Img image={{ ...instructor.avatar, alt: "" }} className="size-8 shrink-0 rounded-full bg-surface-2" />
          <span>
            <span className="sr-only">{`${text.instructor} `}</span>
            {instructor.name}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-line pt-5">
          <p>
            <span className="sr-only">{`${text.price}: `}</span>
            <span className="font-display text-2xl font-bold text-ink capitalize">{price}</span>
          </p>
          <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "primary", size: "sm" })}>
            {cta.label}
            <span className="sr-only">{`: ${title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
