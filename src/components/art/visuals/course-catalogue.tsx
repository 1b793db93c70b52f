import { CoursePlayer, type CoursePlayerProps } from "#/components/art/visuals/course-player.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { StarRating } from "#/components/ui/star-rating.tsx"
import { cn } from "#/lib/cn.ts"

export type CourseCatalogueProps = {
  /** The lesson playing, with its lesson list and two catalogue cards (the labelled picture). */
  player: CoursePlayerProps
  /** The catalogue's subjects down the start side, the player's own subject marked. */
  topics: { title: string; current: string; items: readonly { name: string; icon?: IconName }[] }
  /** More courses down the end side: words and figures only, so the first screen loads no more pictures. */
  courses: {
    title: string
    items: readonly { tag: string; title: string; amount: string; rating: number; price: string }[]
  }
}

const rail = "hidden rounded-2xl border border-line bg-canvas p-4 shadow-lift lg:block"

/**
 * A wide hero visual for a catalogue: the course player in the middle, the subjects and more courses
 * beside it from 1024 px, like the library a student lands in. Below that width only the player
 * shows. The two rails repeat what the page lists in full (the topics, the course cards), so they
 * are hidden from assistive tech and the player's label describes the picture.
 */
export function CourseCatalogue({ player, topics, courses }: CourseCatalogueProps) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[15rem_minmax(0,1fr)_15rem]">
      <div aria-hidden="true" className={cn(rail, "lg:mt-10")}>
        <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">{topics.title}</p>
        <ul className="grid gap-0.5">
          {topics.items.map((topic) => (
            <li
              key={topic.name}
              className={cn(
                "flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm",
                topic.name === topics.current ? "bg-brand-soft font-semibold text-brand-strong" : "text-ink-soft",
              )}
            >
              {topic.icon && <Icon name={topic.icon} className="size-4 shrink-0 text-brand" />}
              <span className="truncate">{topic.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <CoursePlayer {...player} />
      <div aria-hidden="true" className={cn(rail, "lg:mt-10")}>
        <p className="px-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">{courses.title}</p>
        <ul className="grid gap-2">
          {courses.items.map((course) => (
            <li key={course.title} className="grid gap-1 rounded-xl bg-surface p-3">
              <span className="flex items-center justify-between gap-2 text-[0.6875rem] font-semibold">
                <span className="truncate text-brand-strong">{course.tag}</span>
                <span className="shrink-0 font-display text-sm font-bold text-ink capitalize">{course.price}</span>
              </span>
              <span className="line-clamp-2 text-sm leading-snug font-semibold text-ink">{course.title}</span>
              <span className="flex items-center justify-between gap-2 text-[0.6875rem] text-muted">
                {course.amount}
                <StarRating value={course.rating} showValue className="[&_svg]:size-3" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
