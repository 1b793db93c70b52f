import { Glow } from "#/components/art/glow.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { StarRating } from "#/components/ui/star-rating.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type FinderCourse = { image: Picture; tag: string; title: string; rating: number; price: string }

export type CourseFinderProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  /** The catalogue's search as a student meets it: the question, a half-typed query, its suggestions. */
  search: {
    prompt: string
    query: string
    button: string
    suggestions: readonly { name: string; icon: IconName; count: string }[]
  }
  /** Courses fanned out under the search, the middle one first (it carries the first screen's largest picture). */
  courses: { title: string; items: readonly [FinderCourse, FinderCourse, FinderCourse] }
}

/** Each card of the fan: its tilt and its drop, the middle one upright and raised. */
const fan = ["-rotate-4 translate-y-6", "z-10", "rotate-4 translate-y-6"] as const

/**
 * The courses hero: the catalogue's search ("What do you want to learn?") with a query half typed
 * and its suggestions open, and three course cards fanned out below it like a hand of cards. The
 * cards keep a gap between them, so none covers another's words. From 640 px all three show; on a
 * phone the middle one and one beside it. Drawn in HTML/CSS; exposed as one labelled image.
 */
export function CourseFinder({ label, search, courses }: CourseFinderProps) {
  // Laid out start to end as: the second course, the first (middle, upright), the third.
  const [first, second, third] = courses.items
  const order = [second, first, third]
  return (
    <div role="img" aria-label={label} className="relative mx-auto grid max-w-xl gap-8 lg:max-w-none">
      <Glow />
      <div className="rounded-2xl border border-line bg-canvas p-4 shadow-float sm:p-5">
        <p className="text-sm font-semibold text-ink">{search.prompt}</p>
        <p className="mt-3 flex items-center gap-3 rounded-full border-2 border-brand bg-canvas py-1.5 ps-4 pe-1.5">
          <Icon name="search" className="size-5 shrink-0 text-brand" />
          <span className="min-w-0 grow truncate text-base text-ink">
            {search.query}
            <span className="ms-px inline-block h-5 w-0.5 translate-y-1 bg-brand" />
          </span>
          <span className="shrink-0 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-fg">
            {search.button}
          </span>
        </p>
        <ul className="mt-3 grid gap-1">
          {search.suggestions.map((suggestion, index) => (
            <li
              key={suggestion.name}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2 text-sm",
                index === 0 ? "bg-brand-soft font-semibold text-brand-strong" : "text-ink-soft",
              )}
            >
              <Icon name={suggestion.icon} className="size-4 shrink-0 text-brand" />
              <span className="min-w-0 grow truncate">{suggestion.name}</span>
              <span className="shrink-0 text-xs text-muted">{suggestion.count}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-3">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{courses.title}</p>
        <ul className="grid grid-cols-2 gap-4 pb-6 sm:grid-cols-3 sm:gap-5">
          {order.map((course, index) => (
            <li
              key={course.title}
              className={cn(
                "grid content-start overflow-hidden rounded-2xl border border-line bg-canvas shadow-lift",
                fan[index],
                // On a phone two cards: the middle one and the one after it.
                index === 0 && "max-sm:hidden",
              )}
            >
              <Img
                image={course.image}
                priority={course === first}
                className="aspect-[4/3] w-full bg-surface-2 object-cover"
              />
              <span className="grid gap-1 p-3">
                <span className="flex items-center justify-between gap-2 text-[0.6875rem] font-semibold">
                  <span className="truncate text-brand-strong">{course.tag}</span>
                  <span className="shrink-0 font-display text-sm font-bold text-ink capitalize">{course.price}</span>
                </span>
                <span className="line-clamp-2 min-h-[2.5rem] text-sm leading-snug font-semibold text-ink">
                  {course.title}
                </span>
                <StarRating value={course.rating} showValue className="text-[0.6875rem] [&_svg]:size-3" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
