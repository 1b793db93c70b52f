import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type InboxConversation = {
  name: string
  avatar: Picture
  preview: string
  time: string
  /** Unread messages, drawn as a badge. */
  unread?: number
  /** The one open in the thread beside the list. */
  active?: boolean
}

export type ChatMessage = { from: "visitor" | "agent"; text: string; time: string }

export type ChatInboxProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  inbox: {
    title: string
    /** Queue tabs over the list ("Open 12"). */
    queues: readonly string[]
    conversations: readonly InboxConversation[]
  }
  thread: {
    name: string
    /** Where the visitor is ("Viewing /pricing · Lisbon"). */
    context: string
    /** The badge beside the visitor ("Live"). */
    status: string
    messages: readonly ChatMessage[]
    /** "Maya is typing…" */
    typing: string
    composer: string
  }
  /** The chat widget as a visitor sees it on the customer's website. */
  widget: { title: string; status: string; agents: readonly Picture[]; greeting: string; input: string }
  stat: StatTileProps
}

/**
 * The live-chat hero: the agents' shared inbox with an open conversation, and the chat widget the
 * visitor is typing into, floating over it. Drawn in HTML/CSS; exposed as one labelled image.
 */
export function ChatInbox({ label, inbox, thread, widget, stat }: ChatInboxProps) {
  const active = inbox.conversations.find((c) => c.active) ?? inbox.conversations[0]
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl lg:max-w-none">
      <Glow />
      <div className="overflow-hidden rounded-2xl border border-line bg-canvas shadow-float">
        <div className="flex items-center justify-between gap-3 border-b border-line bg-surface px-4 py-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink">
            <span className="grid size-6 place-items-center rounded-md bg-brand text-brand-fg">
              <Icon name="inbox" className="size-3.5" />
            </span>
            {inbox.title}
          </p>
          <p className="flex gap-1.5">
            {inbox.queues.map((queue, index) => (
              <span
                key={queue}
                className={cn(
                  "rounded-full px-2.5 py-1 text-xs font-semibold",
                  index === 0 ? "bg-brand text-brand-fg" : "hidden bg-surface-2 text-ink-soft sm:inline",
                )}
              >
                {queue}
              </span>
            ))}
          </p>
        </div>
        <div className="grid sm:grid-cols-[13rem_1fr]">
          <div className="hidden border-e border-line sm:block">
            {inbox.conversations.map((conversation) => (
              <div
                key={conversation.name}
                className={cn(
                  "flex gap-3 border-b border-line px-3.5 py-3",
                  conversation.active && "bg-brand-soft shadow-[inset_3px_0_0_var(--brand)]",
                )}
              >
                <Img image={conversation.avatar} className="size-9 shrink-0 rounded-full bg-surface-2" />
                <div className="grid min-w-0 grow gap-0.5">
                  <p className="flex min-w-0 items-baseline justify-between gap-2">
                    <span className="min-w-0 truncate text-sm font-semibold text-ink">{conversation.name}</span>
                    <span className="shrink-0 text-[0.6875rem] text-muted">{conversation.time}</span>
                  </p>
                  <p className="flex min-w-0 items-center justify-between gap-2">
                    <span className="min-w-0 truncate text-xs text-muted">{conversation.preview}</span>
                    {conversation.unread && (
                      <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand text-[0.6875rem] font-bold text-brand-fg">
                        {conversation.unread}
                      </span>
                    )}
                  </p>
                </div>
              </div>
            ))}
          </div>
          <div className="flex min-w-0 flex-col">
            <div className="flex items-center gap-3 border-b border-line px-4 py-3">
              {active && <Img image={active.avatar} className="size-8 shrink-0 rounded-full bg-surface-2" />}
              <div className="grid min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{thread.name}</p>
                <p className="truncate text-xs text-muted">{thread.context}</p>
              </div>
              <span className="ms-auto inline-flex items-center gap-1.5 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-ink-soft">
                <span className="size-1.5 rounded-full bg-success" />
                {thread.status}
              </span>
            </div>
            <div className="flex grow flex-col gap-3 bg-surface/60 px-4 py-4">
              {thread.messages.map((message) => (
                <div
                  key={message.text}
                  className={cn("flex max-w-[85%] flex-col gap-1", message.from === "agent" && "items-end self-end")}
                >
                  <p
                    className={cn(
                      "rounded-2xl px-3.5 py-2 text-sm leading-snug",
                      message.from === "agent"
                        ? "rounded-ee-md bg-brand text-brand-fg"
                        : "rounded-es-md border border-line bg-canvas text-ink-soft",
                    )}
                  >
                    {message.text}
                  </p>
                  <span className="text-[0.6875rem] text-muted">{message.time}</span>
                </div>
              ))}
              <p className="flex items-center gap-2 text-xs text-muted">
                <span className="flex gap-1">
                  <span className="size-1.5 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
                  <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:150ms] motion-reduce:animate-none" />
                  <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:300ms] motion-reduce:animate-none" />
                </span>
                {thread.typing}
              </p>
            </div>
            <div className="flex items-center gap-2 border-t border-line px-3 py-2.5">
              <span className="grow truncate rounded-full bg-surface-2 px-3.5 py-2 text-sm text-muted">
                {thread.composer}
              </span>
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand text-brand-fg">
                <Icon name="send" className="size-4" />
              </span>
            </div>
          </div>
        </div>
      </div>

      <div className="relative z-10 ms-auto me-2 -mt-6 w-64 md:absolute md:-end-4 md:-bottom-6 md:me-0 md:mt-0 lg:-end-6">
        <div className="overflow-hidden rounded-2xl border border-line bg-canvas shadow-float">
          <div className="flex items-center gap-3 bg-brand px-4 py-3 text-brand-fg">
            <span className="flex -space-x-2">
              {widget.agents.map((agent) => (
                <Img
                  key={agent.src}
                  image={agent}
                  className="size-7 rounded-full border-2 border-brand bg-brand-soft"
                />
              ))}
            </span>
            <span className="grid leading-tight">
              <span className="text-sm font-semibold">{widget.title}</span>
              <span className="text-xs">{widget.status}</span>
            </span>
          </div>
          <div className="grid gap-2 px-4 py-3">
            <p className="rounded-2xl rounded-es-md bg-surface-2 px-3 py-2 text-xs leading-snug text-ink-soft">
              {widget.greeting}
            </p>
            <p className="flex items-center justify-between gap-2 rounded-full border border-line px-3 py-1.5 text-xs text-muted">
              {widget.input}
              <Icon name="send" className="size-3.5 text-brand" />
            </p>
          </div>
        </div>
        <span className="absolute -end-2 -bottom-5 grid size-12 place-items-center rounded-full bg-brand text-brand-fg shadow-lift ring-4 ring-canvas">
          <Icon name="message-circle" className="size-5" />
        </span>
      </div>
      <StatTile {...stat} className="absolute -start-4 -bottom-10 hidden md:flex lg:-start-6" />
    </div>
  )
}
