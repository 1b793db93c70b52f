import { Img } from "#/components/ui/img.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type FigureViewProps = {
  image: Picture
  caption: string
  /** Who made the picture, after the caption. */
  credit?: string
}

/** A picture in a post with its caption: sized, so nothing shifts, and loaded as it nears the screen. */
export function FigureView({ image, caption, credit }: FigureViewProps) {
  return (
    <figure className="mt-8">
      <Img image={image} className="h-auto w-full rounded-(--radius-card) bg-surface-2" />
      <figcaption className="mt-3 text-sm text-muted">
        {caption}
        {credit && <span className="ms-2 text-muted">{`· ${credit}`}</span>}
      </figcaption>
    </figure>
  )
}
