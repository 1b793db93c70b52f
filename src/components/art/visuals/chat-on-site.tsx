import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { BrowserFrame } from "#/components/art/browser-frame.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

export type ChatOnSiteProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  /** The customer's own website the widget sits on: a shop's checkout. */
  site: {
    url: string
    name: string
    step: string
    item: { name: string; detail: string; price: string }
    rows: readonly { label: string; value: string }[]
    total: { label: string; value: string }
    button: string
  }
  /** The chat widget, open, as the shopper sees it. */
  widget: {
    title: string
    status: string
    agents: readonly Picture[]
    /** The agent answering: the avatar beside each of the agent's messages. */
    agent: { name: string; avatar: Picture }
    messages: readonly { from: "visitor" | "agent"; text: string; time: string }[]
    /** "Sienna is typing…" */
    typing: string
    input: string
  }
  stat: StatTileProps
}

/** The shop's product on its checkout page, drawn: a sofa in the linen cover being bought. */
function Sofa() {
  return (
    <svg viewBox="0 0 200 150" aria-hidden="true" className="h-auto w-full">
      <rect x="34" y="30" width="132" height="56" rx="16" className="fill-brand-2/70" />
      <rect x="20" y="64" width="160" height="44" rx="14" className="fill-brand-2" />
      <rect x="12" y="52" width="30" height="62" rx="12" className="fill-brand-2/85" />
      <rect x="158" y="52" width="30" height="62" rx="12" className="fill-brand-2/85" />
      <path d="M100 70v34" className="stroke-canvas/60" strokeWidth="2" />
      <rect x="30" y="114" width="8" height="16" rx="3" className="fill-ink-soft" />
      <rect x="162" y="114" width="8" height="16" rx="3" className="fill-ink-soft" />
    </svg>
  )
}

/**
 * The live-chat hero: a shop's checkout page with Parley's widget open in its corner and the
 * launcher under it, the shopper and the agent talking; the reply time below. The widget overlaps
 * only the page's product picture, never its words, and nothing is placed outside the visual's own
 * box (the hero shows it whole). Drawn in HTML/CSS; exposed as one labelled image.
 */
export function ChatOnSite({ label, site, widget, stat }: ChatOnSiteProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto grid max-w-xl lg:max-w-none">
      <Glow />
      {/* One grid cell for the page and the widget: the widget lies over the page and the cell
          grows to hold both. */}
      <div className="col-start-1 row-start-1 sm:me-24 sm:mb-32 lg:me-28">
        <BrowserFrame url={site.url}>
          <div className="grid gap-5 p-4 sm:grid-cols-[minmax(0,1fr)_13rem] sm:p-5">
            <div className="grid content-start gap-3">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-display text-base font-semibold text-ink">{site.name}</span>
                <span className="truncate text-[0.6875rem] text-muted">{site.step}</span>
              </p>
              <div className="flex items-center gap-3 rounded-xl border border-line p-2.5">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-lg bg-surface-2 p-1"
                >
                  <Sofa />
                </span>
                <span className="grid min-w-0 grow">
                  <span className="truncate text-sm font-semibold text-ink">{site.item.name}</span>
                  <span className="truncate text-xs text-muted">{site.item.detail}</span>
                </span>
                <span className="text-sm font-semibold whitespace-nowrap text-ink">{site.item.price}</span>
              </div>
              <dl className="grid gap-1.5 text-xs">
                {site.rows.map((row) => (
                  <div key={row.label} className="flex justify-between gap-3">
                    <dt className="text-muted">{row.label}</dt>
                    <dd className="truncate text-end text-ink-soft">{row.value}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-3 border-t border-line pt-2 text-sm font-semibold text-ink">
                  <dt>{site.total.label}</dt>
                  <dd className="whitespace-nowrap">{site.total.value}</dd>
                </div>
              </dl>
              <span className="rounded-full bg-ink py-2 text-center text-sm font-semibold text-canvas">
                {site.button}
              </span>
            </div>
            {/* The product's picture: the widget opens over it, as it would over the shop's page. */}
            <div aria-hidden="true" className="hidden place-items-center rounded-xl bg-surface-2 p-5 sm:grid">
              <Sofa />
            </div>
          </div>
        </BrowserFrame>
      </div>

      <div className="col-start-1 row-start-2 ms-auto mt-5 w-full max-w-80 sm:row-start-1 sm:mt-0 sm:self-end">
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
          <div className="grid gap-2.5 bg-surface/60 px-3.5 py-3.5">
            {widget.messages.map((message) => (
              <div
                key={message.text}
                className={cn("flex max-w-[88%] items-end gap-2", message.from === "visitor" && "justify-self-end")}
              >
                {message.from === "agent" && (
                  <Img image={widget.agent.avatar} className="size-6 shrink-0 rounded-full bg-brand-soft" />
                )}
                <p
                  className={cn(
                    "grid gap-0.5 rounded-2xl px-3 py-2 text-[0.8125rem] leading-snug",
                    message.from === "agent"
                      ? "rounded-es-md border border-line bg-canvas text-ink-soft"
                      : "rounded-ee-md bg-brand text-brand-fg",
                  )}
                >
                  {message.text}
                  <span className="text-[0.625rem] font-medium">{message.time}</span>
                </p>
              </div>
            ))}
            <p className="flex items-center gap-2 text-xs text-muted">
              <span className="flex gap-1">
                <span className="size-1.5 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
                <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:150ms] motion-reduce:animate-none" />
                <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:300ms] motion-reduce:animate-none" />
              </span>
              {widget.typing}
            </p>
          </div>
          <p className="m-3 mt-0 flex items-center justify-between gap-2 rounded-full border border-line px-3.5 py-2 text-xs text-muted">
            {widget.input}
            <Icon name="send" className="size-3.5 text-brand" />
          </p>
        </div>
      </div>

      {/* The reply time at the start, the launcher at the end: the row under the widget. */}
      <div className="col-start-1 row-start-3 mt-4 flex items-center justify-between gap-4 sm:row-start-2">
        <StatTile {...stat} />
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-brand text-brand-fg shadow-lift ring-4 ring-canvas">
          <Icon name="message-circle" className="size-6" />
        </span>
      </div>
    </div>
  )
}
