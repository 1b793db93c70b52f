import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { cn } from "#/lib/cn.ts"
import { themeChoices, type ThemeChoice } from "#/lib/theme-script.ts"

export type ThemeControlLabels = { label: string; options: Record<ThemeChoice, string> }

const icons = { system: "monitor", light: "sun", dark: "moon" } as const satisfies Record<ThemeChoice, IconName>

/** Shows its children only while that setting is the current one (data-theme on <html>). */
const whenCurrent = {
  system: "hidden theme-system:inline-flex",
  light: "hidden theme-light:inline-flex",
  dark: "hidden theme-dark:inline-flex",
} as const satisfies Record<ThemeChoice, string>

/**
 * System / Light / Dark as a radio group: a labelled group whose checked option screen readers
 * announce, arrow keys move through, and which works the same by pointer. The head script
 * (src/lib/theme-script.ts) applies and remembers the choice; without it the control is not shown.
 */
function ThemeOptions({ name, labels, className }: { name: string; labels: ThemeControlLabels; className?: string }) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{labels.label}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-2xl bg-surface-2 p-1">
        {themeChoices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-medium text-muted transition-colors hover:text-ink has-checked:forced-selected has-checked:bg-canvas has-checked:text-ink has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              defaultChecked={choice === "system"}
              data-theme-choice=""
              className="sr-only"
            />
            <Icon name={icons[choice]} className="size-4 shrink-0" />
            {labels.options[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const POPOVER_ID = "theme-menu"

/** In the header from 1024 px: a 44 px button showing the current setting, opening the group in a popover. */
export function ThemeMenu({ labels, className }: { labels: ThemeControlLabels; className?: string }) {
  return (
    <div className={cn("no-theme-script:hidden", className)}>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        className="grid size-11 cursor-pointer place-items-center rounded-full text-ink-soft transition-colors hover:bg-surface-2 hover:text-ink"
      >
        {/* The name is "Theme: Dark": only the current setting's text is rendered, so it is the one announced. */}
        <span className="sr-only">{labels.label}: </span>
        {themeChoices.map((choice) => (
          <span key={choice} className={whenCurrent[choice]}>
            <Icon name={icons[choice]} className="size-5" />
            <span className="sr-only">{labels.options[choice]}</span>
          </span>
        ))}
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="menu-popover w-72 rounded-2xl border border-line bg-canvas p-3 text-ink shadow-lift"
      >
        <p aria-hidden="true" className="px-1 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
          {labels.label}
        </p>
        <ThemeOptions name="theme" labels={labels} />
      </div>
    </div>
  )
}

/** In the mobile panel: the group itself, full width. */
export function ThemePanelOptions({ labels }: { labels: ThemeControlLabels }) {
  return (
    <div className="no-theme-script:hidden">
      <p aria-hidden="true" className="pb-2 text-sm font-medium text-ink">
        {labels.label}
      </p>
      <ThemeOptions name="theme-panel" labels={labels} />
    </div>
  )
}
