import { Img } from "#/components/ui/img.tsx"
import type { Picture } from "#/lib/pictures.ts"
import { cn } from "#/lib/cn.ts"

/** Overlapping portraits with an optional caption ("2,400+ teams"). */
export function AvatarStack({
  avatars,
  caption,
  className,
}: {
  avatars: readonly Picture[]
  caption?: string
  className?: string
}) {
  return (
    <span className={cn("inline-flex items-center gap-3", className)}>
      <span className="flex -space-x-3">
        {avatars.map((avatar) => (
          <Img key={avatar.src} image={avatar} className="size-10 rounded-full border-2 border-canvas bg-surface-2" />
        ))}
      </span>
      {caption && <span className="text-sm font-medium text-ink-soft">{caption}</span>}
    </span>
  )
}
