import { AppWindow } from "#/components/art/app-window.tsx"
import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"

export type AiEditorProps = {
  title: string
  /** The chip in the title bar ("Saved"). */
  saved: string
  document: {
    heading: string
    /** Paragraphs already written. */
    paragraphs: readonly string[]
    /** The sentence Inkwell is writing now; the caret sits at its end. */
    drafting: string
  }
  assistant: {
    label: string
    /** "Writing…" with the progress beside it ("412 of 800 words"). */
    status: string
    progress: { done: number; total: number; text: string }
    settings: readonly { label: string; value: string }[]
  }
  suggestion: { title: string; text: string }
  stat: StatTileProps
}

/** The editor's toolbar, drawn as a writing app draws it (the bold button pressed, groups apart). */
const tools = ["heading-1", "heading-2", "|", "bold", "italic", "quote", "|", "list", "list-ordered", "link"] as const

/**
 * The AI writer hero: an editor with a draft in progress. The caret is static on purpose: a
 * blinking one would be an endless distraction beside the page's main text.
 */
export function AiEditor({ title, saved, document, assistant, suggestion, stat }: AiEditorProps) {
  const share = Math.round(
    (Math.min(assistant.progress.done, assistant.progress.total) / assistant.progress.total) * 100,
  )
  return (
    <div className="relative mx-auto max-w-xl lg:max-w-none">
      <Glow />
      <AppWindow
        title={title}
        className="shadow-float"
        actions={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-ink-soft">
            <Icon name="check" className="size-3.5" />
            {saved}
          </span>
        }
      >
        <div className="grid gap-4 sm:grid-cols-[1fr_12.5rem]">
          <div className="min-w-0">
            <div
              aria-hidden="true"
              className="flex flex-wrap items-center gap-0.5 border-b border-line pb-3 text-ink-soft"
            >
              {tools.map((tool, index) =>
                tool === "|" ? (
                  <span key={index} className="mx-1 h-5 w-px bg-line" />
                ) : (
                  <span
                    key={tool}
                    className={cn(
                      "grid size-8 place-items-center rounded-md",
                      tool === "bold" && "bg-brand-soft text-brand-strong",
                    )}
                  >
                    <Icon name={tool} className="size-4" />
                  </span>
                ),
              )}
            </div>
            <div className="grid gap-3 pt-4 text-sm leading-relaxed text-ink-soft">
              <p className="font-display text-xl leading-snug font-bold text-ink">{document.heading}</p>
              {document.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                <span className="rounded bg-brand-soft box-decoration-clone px-0.5 text-ink">{document.drafting}</span>
                <span
                  aria-hidden="true"
                  className="ms-0.5 inline-block h-4 w-0.5 translate-y-0.5 rounded-full bg-brand"
                />
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-3 rounded-xl bg-surface p-3.5">
            <p className="flex items-center gap-2 text-sm font-semibold text-ink">
              <span className="grid size-7 place-items-center rounded-lg bg-brand text-brand-fg">
                <Icon name="sparkles" className="size-4" />
              </span>
              {assistant.label}
            </p>
            <div className="grid gap-1.5">
              <p className="flex justify-between gap-2 text-xs">
                <span className="font-semibold text-brand-strong">{assistant.status}</span>
                <span className="whitespace-nowrap text-muted tabular-nums">{assistant.progress.text}</span>
              </p>
              <svg
                viewBox="0 0 100 6"
                preserveAspectRatio="none"
                className="h-1.5 w-full"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="100" height="6" rx="3" className="fill-surface-2" />
                <rect width={Math.max(4, share)} height="6" rx="3" className="fill-brand" />
              </svg>
            </div>
            <dl className="grid gap-2 text-xs">
              {assistant.settings.map((setting) => (
                <div
                  key={setting.label}
                  className="flex justify-between gap-2 rounded-lg bg-canvas px-2.5 py-2 ring-1 ring-line"
                >
                  <dt className="text-muted">{setting.label}</dt>
                  <dd className="font-semibold text-ink">{setting.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-auto flex items-start gap-2 rounded-lg border border-brand/30 bg-canvas p-2.5 text-xs">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand text-brand-fg">
                <Icon name="wand" className="size-3.5" />
              </span>
              <span className="grid">
                <span className="font-semibold text-ink">{suggestion.title}</span>
                <span className="text-muted">{suggestion.text}</span>
              </span>
            </p>
          </div>
        </div>
      </AppWindow>
      <StatTile {...stat} className="absolute -end-4 -bottom-10 hidden md:flex" />
    </div>
  )
}
