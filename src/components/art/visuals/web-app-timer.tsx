import { BrowserFrame } from "#/components/art/browser-frame.tsx"
import { MarkImage } from "#/components/ui/mark-image.tsx"
import type { IntegrationMarkName } from "#/components/ui/third-party-marks.ts"

export type WebAppTimerProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  url: string
  /** The tool the timer button sits in, and the card open in it. */
  app: { name: string; icon: IntegrationMarkName }
  card: { list: string; title: string; text: string; tags: readonly string[] }
  button: string
  popup: { title: string; task: string; elapsed: string; project: string }
}

/**
 * The browser extension at work: a "Start timer" button inside another web app's task card, and
 * the extension's popup with the timer it started.
 */
export function WebAppTimer({ label, url, app, card, button, popup }: WebAppTimerProps) {
  return (
    <div role="img" aria-label={label} className="relative pb-28 sm:pb-10">
      <BrowserFrame url={url}>
        <div className="grid gap-4 bg-surface p-4 sm:p-6">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink">
            <MarkImage name={app.icon} className="size-5" />
            {app.name}
          </p>
          <div className="rounded-xl border border-line bg-canvas p-4 shadow-card sm:max-w-sm">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{card.list}</p>
            <p className="mt-1 font-display font-semibold text-ink">{card.title}</p>
            <p className="mt-1 text-sm text-muted">{card.text}</p>
            <p className="mt-3 flex flex-wrap gap-1.5">
              {card.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-ink-soft">
                  {tag}
                </span>
              ))}
            </p>
            <span className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand px-3.5 py-1.5 text-sm font-semibold text-brand-fg shadow-card">
              <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5Z" />
              </svg>
              {button}
            </span>
          </div>
        </div>
      </BrowserFrame>
      <div className="absolute end-0 bottom-0 w-60 rounded-2xl border border-line bg-canvas p-4 shadow-float sm:-end-4">
        <p className="flex items-center justify-between text-xs font-semibold text-muted">
          {popup.title}
          <span className="size-2 animate-pulse rounded-full bg-brand motion-reduce:animate-none" />
        </p>
        <p className="mt-2 truncate text-sm font-semibold text-ink">{popup.task}</p>
        <p className="truncate text-xs text-muted">{popup.project}</p>
        <p className="mt-2 font-display text-2xl font-bold text-ink tabular-nums">{popup.elapsed}</p>
      </div>
    </div>
  )
}
