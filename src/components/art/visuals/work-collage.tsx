import { AvatarStack } from "@/components/art/avatar-stack"
import { BrowserFrame } from "@/components/art/browser-frame"
import { Glow } from "@/components/art/glow"
import { StatTile } from "@/components/art/stat-tile"
import { Toast } from "@/components/art/toast"
import { Img } from "@/components/ui/img"
import type { Picture } from "@/lib/images"

export type WorkCollageProps = {
  /** The main project (the LCP image) and two smaller ones. */
  main: { image: Picture; url: string }
  side: readonly [Picture, Picture]
  stat: { label: string; value: string; trend: string }
  toast: { title: string; text: string }
  team: { avatars: readonly Picture[]; caption: string }
}

/** The agency hero: a collage of project work with floating proof points. */
export function WorkCollage({ main, side, stat, toast, team }: WorkCollageProps) {
  return (
    <div className="relative mx-auto max-w-xl lg:max-w-none">
      <Glow />
      <BrowserFrame url={main.url} className="relative">
        <Img image={main.image} priority className="aspect-[3/2] w-full object-cover" />
      </BrowserFrame>
      <div className="absolute -start-4 -bottom-10 hidden w-40 rotate-[-4deg] overflow-hidden rounded-2xl border-4 border-canvas shadow-lift sm:block md:w-48">
        <Img image={side[0]} className="aspect-[3/2] w-full object-cover" />
      </div>
      <div className="absolute -end-3 -top-8 hidden w-36 rotate-[5deg] overflow-hidden rounded-2xl border-4 border-canvas shadow-lift sm:block md:w-44">
        <Img image={side[1]} className="aspect-[3/2] w-full object-cover" />
      </div>
      <StatTile {...stat} className="absolute -start-6 top-1/3 hidden md:flex lg:-start-12" />
      <Toast {...toast} className="absolute -end-4 bottom-8 hidden max-w-60 md:flex" />
      <div className="mt-6 flex justify-center sm:mt-16 sm:justify-end">
        <AvatarStack avatars={team.avatars} caption={team.caption} />
      </div>
    </div>
  )
}
