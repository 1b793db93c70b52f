import type { ImageMetadata } from "astro"

import { cn } from "#/lib/cn.ts"

import type { MarkName } from "./third-party-marks"

/** The mark files the build draws from simple-icons (integrations/generated-art.ts), by name. */
const files = import.meta.glob<ImageMetadata>("/src/assets/generated/marks/*.svg", { eager: true, import: "default" })

function markFile(name: MarkName): ImageMetadata {
  const file = files[`/src/assets/generated/marks/mark-${name}.svg`]
  if (!file) throw new Error(`No mark file for "${name}": the build writes one for every mark of third-party-marks.ts`)
  return file
}

/**
 * A third-party mark as a lazy image, for walls and tickers of marks: the page's HTML carries a URL
 * instead of each outline (an integration grid's twelve are 3 to 4 KB of compressed HTML), and the
 * files, cached for a year, load as the visitor scrolls near them. Drawn in the text's ink of the
 * colour scheme around it. A handful of marks in links that change colour on hover (the footer's
 * networks, team cards) stay inline (BrandIcon): as images near the first screen of a short page
 * they would be fetched while it first paints.
 */
export function MarkImage({ name, className }: { name: MarkName; className?: string }) {
  return (
    <img
      src={markFile(name).src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      // Already in the ink of its scheme: not dimmed in the dark theme as pictures are.
      className={cn("filter-none", className)}
    />
  )
}
