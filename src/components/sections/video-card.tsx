import type { ReactNode } from "react"

import { Icon, type IconName } from "#/components/ui/icon.tsx"

export type VideoCardProps = {
  title: string
  description: string
  /** Short facts over the title ("25 min", "Beginner"). */
  facts?: readonly { icon: IconName; text: string }[]
  /** The poster that opens the video: a VideoDialog with look "poster" (a slot from the page). */
  player?: ReactNode
}

/**
 * One item of VideoCardGrid's list: a poster that opens its own video dialog, with the title and a
 * description under it. It renders the <li> itself because the page passes the cards in as one slot.
 */
export function VideoCard({ title, description, facts, player }: VideoCardProps) {
  return (
    <li className="reveal">
      <article className="flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-canvas shadow-card">
        {player && <div className="p-2 pb-0">{player}</div>}
        <div className="flex grow flex-col gap-3 p-6">
          {facts && facts.length > 0 && (
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              {facts.map((item) => (
                <span key={item.text} className="inline-flex items-center gap-1.5">
                  <Icon name={item.icon} className="size-4 text-brand" />
                  {item.text}
                </span>
              ))}
            </p>
          )}
          <h3 className="font-display text-xl font-semibold text-ink">{title}</h3>
          <p className="text-muted">{description}</p>
        </div>
      </article>
    </li>
  )
}
