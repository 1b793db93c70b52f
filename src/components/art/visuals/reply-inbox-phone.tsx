import { PhoneFrame } from "#/components/art/phone-frame.tsx"
import { cn } from "#/lib/cn.ts"

export type ReplyInboxPhoneProps = {
  title: string
  /** The count beside the title ("3 new"). */
  badge: string
  replies: readonly {
    name: string
    company: string
    snippet: string
    /** The intent label and its weight: hot replies are drawn in the accent. */
    tag: string
    hot: boolean
    time: string
  }[]
}

/** The mobile app: a phone showing prospects' replies sorted by intent. */
export function ReplyInboxPhone({ title, badge, replies }: ReplyInboxPhoneProps) {
  return (
    <PhoneFrame className="w-64 sm:w-72">
      <div className="flex h-full flex-col gap-3 bg-surface px-3.5 pt-10 pb-4">
        <p className="flex items-center justify-between px-1">
          <span className="font-display text-lg font-bold text-ink">{title}</span>
          <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-fg">{badge}</span>
        </p>
        <ul className="grid gap-2">
          {replies.map((reply) => (
            <li key={reply.name} className="grid gap-1.5 rounded-2xl bg-canvas p-3 shadow-card">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand-strong"
                >
                  {reply.name.slice(0, 1)}
                </span>
                <span className="grid min-w-0 grow leading-tight">
                  <span className="truncate text-sm font-semibold text-ink">{reply.name}</span>
                  <span className="truncate text-xs text-muted">{reply.company}</span>
                </span>
                <span className="text-xs text-muted">{reply.time}</span>
              </span>
              <span className="line-clamp-2 text-xs text-ink-soft">{reply.snippet}</span>
              <span
                className={cn(
                  "justify-self-start rounded-full px-2 py-0.5 text-xs font-semibold",
                  reply.hot ? "bg-brand text-brand-fg" : "bg-surface-2 text-ink-soft",
                )}
              >
                {reply.tag}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </PhoneFrame>
  )
}
