import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"

/**
 * One language: its own name, its tag and the page's address in it, or, where the page is not
 * translated, that language's home with a note saying so (in that language).
 */
export type LanguageOption = { label: string; lang: string; href: string; current: boolean; note?: string }

export type LanguageControlProps = { label: string; options: readonly LanguageOption[] }

/**
 * Links to the same page in the other languages, each named in its own language (lang and hreflang
 * set, so a screen reader switches voice); a language the page is not in says where its link leads.
 */
function LanguageLinks({ options, className }: { options: readonly LanguageOption[]; className?: string }) {
  return (
    <ul className={cn("grid gap-0.5", className)}>
      {options.map((option) => (
        <li key={option.lang}>
          <Link
            href={option.href}
            hrefLang={option.lang}
            lang={option.lang}
            aria-current={option.current ? "true" : undefined}
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-1.5 text-sm font-medium text-ink-soft transition-colors hover:bg-surface-2 hover:text-ink aria-[current=true]:forced-selected aria-[current=true]:text-brand"
          >
            <span className="grid gap-0.5">
              {option.label}
              {option.note && <span className="text-xs leading-snug font-normal text-muted">{option.note}</span>}
            </span>
            {option.current && <Icon name="check" className="size-4" />}
          </Link>
        </li>
      ))}
    </ul>
  )
}

const POPOVER_ID = "language-menu"

/** In the header from 1024 px: a 44 px button with the current language's code, opening the list. */
export function LanguageMenu({ label, options, className }: LanguageControlProps & { className?: string }) {
  if (options.length < 2) return null
  const current = options.find((option) => option.current)
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        className="flex h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft uppercase transition-colors hover:bg-surface-2 hover:text-ink"
      >
        <Icon name="globe" className="size-5" />
        <span className="sr-only">{label}: </span>
        <span aria-hidden="true">{current?.lang}</span>
        <span className="sr-only" lang={current?.lang}>
          {current?.label}
        </span>
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="menu-popover w-56 rounded-2xl border border-line bg-canvas p-3 text-ink shadow-lift"
      >
        <p aria-hidden="true" className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
          {label}
        </p>
        <LanguageLinks options={options} />
      </div>
    </div>
  )
}

/** In the mobile panel: the list itself, under its name. */
export function LanguagePanelOptions({ label, options }: LanguageControlProps) {
  if (options.length < 2) return null
  return (
    <nav aria-label={label} className="border-t border-line px-5 pt-5">
      <p aria-hidden="true" className="pb-2 text-sm font-medium text-ink">
        {label}
      </p>
      <LanguageLinks options={options} className="-mx-3" />
    </nav>
  )
}
