import { BrowserFrame } from "#/components/art/browser-frame.tsx"
import { Glow } from "#/components/art/glow.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { StarRating } from "#/components/ui/star-rating.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type CatalogueCard = { image: Picture; tag: string; title: string; rating: number; price: string }

export type CoursePlayerProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  url: string
  player: {
    /** The lesson frame (the hero's LCP image). */
    image: Picture
    course: string
    lesson: string
    /** Share of the lesson watched, 0–100. */
    progress: number
    time: string
    instructor: { name: string; avatar: Picture }
  }
  lessons: { title: string; items: readonly { title: string; duration: string; state: "done" | "now" | "next" }[] }
  /** Two catalogue cards floating beside the player. */
  catalogue: readonly [CatalogueCard, CatalogueCard]
}

/** `className` sets the display (flex), so the tile can be hidden on some widths without a class conflict. */
function CatalogueTile({ card, className }: { card: CatalogueCard; className: string }) {
  return (
    <div className={cn("gap-3 rounded-2xl border border-line bg-canvas p-2.5 shadow-lift", className)}>
      <Img image={card.image} className="size-18 shrink-0 rounded-xl object-cover" />
      <div className="grid min-w-0 grow content-center gap-1">
        <p className="flex items-center justify-between gap-2">
          <span className="truncate rounded-full bg-brand-soft px-2 py-0.5 text-[0.6875rem] font-semibold text-brand-strong">
            {card.tag}
          </span>
          <span className="font-display text-sm font-bold text-ink capitalize">{card.price}</span>
        </p>
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-ink">{card.title}</p>
        <StarRating value={card.rating} showValue className="[&_svg]:size-3" />
      </div>
    </div>
  )
}

/**
 * The courses hero: a lesson playing in the course player with its lesson list, and two catalogue
 * cards around it. Exposed as one labelled image.
 */
export function CoursePlayer({ label, url, player, lessons, catalogue }: CoursePlayerProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl sm:pb-20 lg:max-w-none">
      <Glow />
      <BrowserFrame url={url}>
        <div className="grid sm:grid-cols-[1fr_12rem]">
          <div className="grid gap-3 p-3 sm:p-4">
            <div className="relative overflow-hidden rounded-xl surface-dark">
              <Img image={player.image} priority className="aspect-video w-full object-cover" />
              <span className="absolute inset-0 grid place-items-center">
                <span className="grid size-12 place-items-center rounded-full bg-canvas/90 text-brand shadow-lift">
                  <Icon name="play" className="size-5 translate-x-px" />
                </span>
              </span>
              <span className="absolute inset-x-3 bottom-3 flex items-center gap-2 rounded-lg bg-band/85 px-2.5 py-1.5 text-[0.6875rem] font-semibold text-ink">
                <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="h-1 grow" aria-hidden="true">
                  <rect width="100" height="4" rx="2" className="fill-line" />
                  <rect width={Math.min(player.progress, 100)} height="4" rx="2" className="fill-brand-tint" />
                </svg>
                <span className="tabular-nums">{player.time}</span>
              </span>
            </div>
            <div className="flex items-center gap-3">
              <Img image={player.instructor.avatar} className="size-9 shrink-0 rounded-full bg-surface-2" />
              <div className="grid min-w-0">
                <p className="truncate text-xs font-semibold text-brand-strong">{player.course}</p>
                <p className="truncate text-sm font-semibold text-ink">{player.lesson}</p>
                <p className="truncate text-xs text-muted">{player.instructor.name}</p>
              </div>
            </div>
          </div>
          <div className="hidden border-s border-line bg-surface p-3 sm:block">
            <p className="px-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">{lessons.title}</p>
            <div className="grid gap-1">
              {lessons.items.map((lesson, index) => (
                <p
                  key={lesson.title}
                  className={cn(
                    "flex items-start gap-2 rounded-lg px-2 py-1.5 text-xs",
                    lesson.state === "now" && "bg-brand-soft",
                  )}
                >
                  <span
                    className={cn(
                      "mt-px grid size-4 shrink-0 place-items-center rounded-full text-[0.5625rem] font-bold",
                      lesson.state === "done" && "bg-success text-canvas",
                      lesson.state === "now" && "bg-brand text-brand-fg",
                      lesson.state === "next" && "bg-surface-2 text-ink-soft ring-1 ring-line-strong",
                    )}
                  >
                    {lesson.state === "done" ? <Icon name="check" className="size-2.5" strokeWidth={3} /> : index + 1}
                  </span>
                  <span className="grid grow gap-0.5">
                    <span
                      className={cn(
                        "leading-snug",
                        lesson.state === "now" ? "font-semibold text-ink" : "text-ink-soft",
                      )}
                    >
                      {lesson.title}
                    </span>
                    <span className="text-[0.6875rem] text-muted">{lesson.duration}</span>
                  </span>
                </p>
              ))}
            </div>
          </div>
        </div>
      </BrowserFrame>
      <div className="mt-5 grid gap-3 sm:hidden">
        <CatalogueTile card={catalogue[0]} className="flex" />
        <CatalogueTile card={catalogue[1]} className="flex" />
      </div>
      <CatalogueTile card={catalogue[0]} className="absolute -start-4 -bottom-4 hidden w-72 sm:flex lg:-start-8" />
      <CatalogueTile card={catalogue[1]} className="absolute -end-2 -bottom-12 hidden w-72 sm:flex lg:-end-4" />
    </div>
  )
}
