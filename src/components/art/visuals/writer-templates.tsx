import { AppWindow } from "#/components/art/app-window.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"

export type WriterTemplatesProps = {
  title: string
  /** The search box's text ("Search 80+ templates"); drawn, not a real field. */
  search: string
  templates: readonly { name: string; text: string; icon: IconName }[]
  languages: { label: string; items: readonly string[]; more: string }
}

/** The template library of the AI writer: template cards and the languages a draft can be written in. */
export function WriterTemplates({ title, search, templates, languages }: WriterTemplatesProps) {
  return (
    <AppWindow title={title}>
      <p className="flex min-h-10 items-center gap-2 rounded-xl bg-surface px-3 text-sm text-muted ring-1 ring-line">
        <Icon name="search" className="size-4" />
        {search}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {templates.map((template, index) => (
          <li
            key={template.name}
            className={
              index === 0
                ? "flex gap-3 rounded-xl border border-brand/40 bg-brand-soft p-3"
                : "flex gap-3 rounded-xl border border-line bg-canvas p-3"
            }
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-canvas text-brand-strong ring-1 ring-line">
              <Icon name={template.icon} className="size-4.5" />
            </span>
            <span className="grid min-w-0">
              <span className="text-sm font-semibold text-ink">{template.name}</span>
              <span className="text-xs text-muted">{template.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 px-1 text-xs font-semibold tracking-wide text-muted uppercase">{languages.label}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {languages.items.map((language) => (
          <li key={language} className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-ink-soft">
            {language}
          </li>
        ))}
        <li className="rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-brand-fg">{languages.more}</li>
      </ul>
    </AppWindow>
  )
}
