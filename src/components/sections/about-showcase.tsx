import type { ReactNode } from "react"

import { Img } from "#/components/ui/img.tsx"
import { Section } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type AboutShowcaseProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** The large picture (the video's poster) first, then the two beside it. */
  images: readonly [Picture, Picture, Picture]
  /** A play button over the large picture: a VideoDialog island with look "icon" (a slot from the page). */
  video?: ReactNode
}

/** The opening of About, under the banner: a heading and a collage of studio pictures with a video. */
export function AboutShowcase({ id, eyebrow, title, lead, images, video }: AboutShowcaseProps) {
  const [main, ...side] = images
  return (
    <Section labelledBy={id} className="overflow-x-clip pt-16 md:pt-20">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <div className="relative isolate mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3 lg:grid-rows-2">
        <div
          aria-hidden="true"
          className="absolute -inset-x-6 -inset-y-8 -z-10 rounded-[3rem] bg-linear-to-br from-brand/10 via-transparent to-brand-2/15 blur-2xl"
        />
        <div className="relative col-span-2 overflow-hidden rounded-(--radius-card) bg-surface-2 shadow-card lg:row-span-2">
          {/*
           * Not the page's largest paint at any width (the heading above it is; the picture starts at
           * the fold), so it loads lazily instead of taking the first round trips from the fonts.
           */}
          <Img image={main} className="aspect-[3/2] h-auto w-full object-cover" />
          {video && <div className="absolute inset-0 grid place-items-center bg-scrim/10">{video}</div>}
        </div>
        {side.map((image) => (
          // Absolute on wide screens so the video cell alone sets the collage's height.
          <div
            key={image.src}
            className="relative aspect-[3/2] overflow-hidden rounded-(--radius-card) bg-surface-2 shadow-card lg:aspect-auto"
          >
            <Img image={image} className="absolute inset-0 size-full object-cover" />
          </div>
        ))}
      </div>
    </Section>
  )
}
