import { Img } from "#/components/ui/img.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type BlogAuthorProfileProps = {
  /** The heading's id. */
  id: string
  name: string
  role: string
  bio: string
  avatar: Picture
  /** The heading over the author's posts ("Articles by Maya Okafor"). */
  postsTitle: string
}

/** An author page's introduction: portrait, role and bio, then the heading of their posts. */
export function BlogAuthorProfile({ id, name, role, bio, avatar, postsTitle }: BlogAuthorProfileProps) {
  return (
    <div className="mb-10 grid gap-10">
      <section
        aria-label={name}
        className="flex flex-col items-start gap-6 rounded-(--radius-card) border border-line bg-surface p-6 sm:flex-row sm:p-8"
      >
        {/* 96 px: never the page's largest paint, so it waits for layout like any picture. */}
        <Img image={avatar} className="size-24 shrink-0 rounded-full bg-surface-2" />
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-strong uppercase">{role}</p>
          <p className="text-lg text-ink-soft">{bio}</p>
        </div>
      </section>
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {postsTitle}
      </h2>
    </div>
  )
}
