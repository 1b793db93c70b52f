import { Link } from "@/components/ui/link"
import { cn } from "@/lib/cn"

import { BrandIcon } from "./brand-icon"

export type StoreLinks = {
  /** The app's App Store page. */
  appStore: string
  /** The app's Google Play page. */
  googlePlay: string
}

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
export function StoreBadges({ appStore, googlePlay, className }: StoreLinks & { className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <Link href={appStore} className={link} rel="noopener" aria-label="Download on the App Store">
        <span className={badge}>
          <BrandIcon name="apple" className="size-7" />
          <span className="flex flex-col leading-none">
            <span className="text-[0.7rem]">Download on the</span>
            <span className="font-display text-lg font-semibold">App Store</span>
          </span>
        </span>
      </Link>
      <Link href={googlePlay} className={link} rel="noopener" aria-label="Get it on Google Play">
        <span className={badge}>
          <BrandIcon name="google-play" className="size-6" />
          <span className="flex flex-col leading-none">
            <span className="text-[0.7rem] uppercase">Get it on</span>
            <span className="font-display text-lg font-semibold">Google Play</span>
          </span>
        </span>
      </Link>
    </div>
  )
}
