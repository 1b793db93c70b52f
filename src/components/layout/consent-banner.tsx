import { buttonClassName } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { consentBannerId, type ConsentChoice } from "#/lib/consent-script.ts"

/** The banner's words and the footer control's (ui.*.ts `consent`); "{tool}" is the tool's name. */
export type ConsentBannerLabels = {
  /** The region's accessible name. */
  label: string
  text: string
  accept: string
  reject: string
  /** The footer control that shows the banner again. */
  settings: string
}

/**
 * Asks before an analytics tool that stores cookies may run (GA4, Tag Manager). Server-rendered
 * and driven by the head script (src/lib/consent-script.ts), so it is there, and its buttons work,
 * from the first frame: no island. Not a dialog: a named region at the foot of the viewport that
 * neither traps focus nor hides the page. It sits last in <body> and sticks to the bottom, so at the
 * end of the page it takes its own room and covers nothing. Accept and Reject look the same:
 * neither is the easier answer.
 */
export function ConsentBanner({ labels, tool }: { labels: ConsentBannerLabels; tool: string }) {
  const [before, after = ""] = labels.text.split("{tool}")
  const choices: readonly { value: ConsentChoice; label: string }[] = [
    { value: "denied", label: labels.reject },
    { value: "granted", label: labels.accept },
  ]
  return (
    <section
      id={consentBannerId}
      aria-label={labels.label}
      tabIndex={-1}
      className="sticky bottom-0 z-40 hidden border-t border-line-strong bg-canvas text-ink shadow-card consent-open:block"
    >
      <Container className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-8 sm:py-4">
        <p className="max-w-3xl text-sm leading-snug">
          {/* Isolated: a Latin name keeps its own order in a right-to-left sentence. */}
          {before}
          <bdi>{tool}</bdi>
          {after}
        </p>
        <div className="flex shrink-0 gap-3">
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              data-consent-choice={choice.value}
              className={buttonClassName({ variant: "secondary", size: "sm", className: "min-w-28 flex-1" })}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </Container>
    </section>
  )
}

/** The footer's "Privacy settings": shows the banner again (the head script handles the click). */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-consent-open=""
      aria-controls={consentBannerId}
      className="inline-flex min-h-11 items-center rounded-full px-3 underline-offset-4 hover:text-ink hover:underline no-consent-script:hidden"
    >
      {label}
    </button>
  )
}
