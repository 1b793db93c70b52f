import { cn } from "#/lib/cn.ts"

import { PortfolioCard, type PortfolioCardProps, type PortfolioCardSize } from "./portfolio-card"

/** cards: three columns of framed cards; mosaic: image tiles of mixed sizes; list: unframed, image first. */
export type PortfolioGridLayout = "cards" | "mosaic" | "list"

export type PortfolioGridItem = Omit<PortfolioCardProps, "look" | "headingLevel" | "className"> & {
  /** The filter values this project answers to; also written to data-filter for scripts and tests. */
  filters: readonly string[]
}

export type PortfolioGridProps = {
  layout: PortfolioGridLayout
  items: readonly PortfolioGridItem[]
}

const lists = {
  cards: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8",
  // Dense flow fills the holes a filtered-out tile leaves, so the mosaic stays packed.
  mosaic: "grid auto-rows-[20rem] gap-5 sm:grid-cols-2 lg:grid-flow-row-dense lg:auto-rows-[18rem] lg:grid-cols-3",
  list: "grid gap-x-8 gap-y-12 md:grid-cols-2",
} as const satisfies Record<PortfolioGridLayout, string>

const spans = {
  standard: "",
  wide: "lg:col-span-2",
  tall: "lg:row-span-2",
} as const satisfies Record<PortfolioCardSize, string>

const looks = { cards: "card", mosaic: "overlay", list: "plain" } as const

/**
 * The projects of a portfolio page, every one in the HTML. Each item carries data-filter-item for
 * the FilterableGrid island that hides and shows them.
 */
export function PortfolioGrid({ layout, items }: PortfolioGridProps) {
  return (
    <ul className={lists[layout]}>
      {items.map(({ filters, ...item }) => (
        <li
          key={item.title}
          data-filter-item=""
          data-filter={filters.join(" ")}
          className={cn(layout === "mosaic" && spans[item.size ?? "standard"])}
        >
          <PortfolioCard {...item} look={looks[layout]} className={cn(layout === "mosaic" && "h-full")} />
        </li>
      ))}
    </ul>
  )
}
