import { Link } from "#/components/ui/link.tsx"
import { ctaTrackAttribute } from "#/lib/site-events.ts"
import { cn } from "#/lib/cn.ts"

import { BrandIcon } from "./brand-icon"

export type StoreLinks = {
  /** The app's App Store page. */
  appStore: string
  /** The app's Google Play page. */
  googlePlay: string
}

type Store = keyof StoreLinks

/** Each badge's words (storeBadgeLabels in src/data/site.ts): the link's name and the badge's two lines. */
export type StoreBadgeLabels = Record<Store, { label: string; eyebrow: string; store: string }>

/** How each store draws its badge: its mark, and Google's upper-case first line. */
const looks = {
  appStore: { icon: "apple", iconSize: "size-7", eyebrow: "" },
  googlePlay: { icon: "google-play", iconSize: "size-6", eyebrow: "uppercase" },
} as const satisfies Record<Store, { icon: string; iconSize: string; eyebrow: string }>

const link = "inline-flex rounded-xl transition-transform hover:-translate-y-0.5"
/*
 * The stores' own badges are black with a grey hairline on any page, never a white negative: a dark
 * surface keeps them so in the dark theme too, where the hairline sets them off the page. The
 * surface sits inside the link so the focus ring keeps the page's scheme and its contrast.
 */
const badge = "inline-flex min-h-13 items-center gap-3 rounded-xl surface-dark px-4 py-2 ring-1 ring-line-strong"

/**
 * "Download on the App Store" / "Get it on Google Play" badges, drawn here (no image requests).
 * They link out to the stores, so each link's name says where it goes.
 */
export function StoreBadges({
  labels,
  className,
  ...links
}: StoreLinks & { labels: StoreBadgeLabels; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {(Object.keys(looks) as Store[]).map((store) => (
        <Link
          key={store}
          href={links[store]}
          className={link}
          rel="noopener"
          aria-label={labels[store].label}
          {...ctaTrackAttribute}
        >
          <span className={badge}>
            <BrandIcon name={looks[store].icon} className={looks[store].iconSize} />
            <span className="flex flex-col leading-none">
              <span className={cn("text-[0.7rem]", looks[store].eyebrow)}>{labels[store].eyebrow}</span>
              <span className="font-display text-lg font-semibold">{labels[store].store}</span>
            </span>
          </span>
        </Link>
      ))}
    </div>
  )
}
