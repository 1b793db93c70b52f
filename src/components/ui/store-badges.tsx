import { Link } from "@/components/ui/link"
import { cn } from "@/lib/cn"

import { BrandIcon } from "./brand-icon"

export type StoreLinks = {
  /** The app's App Store page. */
  appStore: string
  /** The app's Google Play page. */
  googlePlay: string
}

const badge =
  "inline-flex min-h-13 items-center gap-3 rounded-xl bg-ink px-4 py-2 text-canvas ring-1 ring-ink/10 transition-transform hover:-translate-y-0.5"

/**
 * "Download on the App Store" / "Get it on Google Play" badges, drawn here (no image requests).
 * They link out to the stores, so each link's name says where it goes.
 */
export function StoreBadges({ appStore, googlePlay, className }: StoreLinks & { className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <Link href={appStore} className={badge} rel="noopener" aria-label="Download on the App Store">
        <BrandIcon name="apple" className="size-7" />
        <span className="flex flex-col leading-none">
          <span className="text-[0.7rem]">Download on the</span>
          <span className="font-display text-lg font-semibold">App Store</span>
        </span>
      </Link>
      <Link href={googlePlay} className={badge} rel="noopener" aria-label="Get it on Google Play">
        <BrandIcon name="google-play" className="size-6" />
        <span className="flex flex-col leading-none">
          <span className="text-[0.7rem] uppercase">Get it on</span>
          <span className="font-display text-lg font-semibold">Google Play</span>
        </span>
      </Link>
    </div>
  )
}
