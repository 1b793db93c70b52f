import type { PortfolioCardProps } from "#/components/sections/portfolio-card.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"

export type WorkReelProps = {
  /** Names the list ("Recent work"). */
  label: string
  /** Projects from the collection (featuredProjectCards), each linking to its case study. */
  items: readonly Pick<PortfolioCardProps, "title" | "category" | "cover" | "href">[]
}

/**
 * The studio's work as a reel under an editorial headline: project covers in a row that starts
 * where the page's text starts and runs off the screen's end edge, scrolling sideways by touch,
 * wheel or keyboard (each cover is a link, so Tab walks the reel). Heights alternate for rhythm.
 */
export function WorkReel({ label, items }: WorkReelProps) {
  return (
    <ul
      aria-label={label}
      className="no-scrollbar flex snap-x snap-mandatory bleed-row items-start gap-4 overflow-x-auto pb-2 sm:gap-6"
    >
      {items.map((item, index) => (
        <li key={item.href} className={cn("shrink-0 snap-start", index % 2 ? "w-60 sm:w-72" : "w-72 sm:w-96")}>
          <Link href={item.href} className="group flex flex-col gap-3 rounded-2xl">
            <span className="block overflow-hidden rounded-2xl bg-surface-2 shadow-card">
              {/* The title beside it names the link: the picture itself is decoration here. */}
              <Img
                image={{ ...item.cover, alt: "" }}
                className={cn(
                  "w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]",
                  index % 2 ? "aspect-[4/5]" : "aspect-[4/3]",
                )}
              />
            </span>
            <span className="flex flex-col">
              <span className="font-display text-lg font-semibold text-ink group-hover:text-brand-strong">
                {item.title}
              </span>
              <span className="text-sm text-muted">{item.category}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
