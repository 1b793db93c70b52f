import { Icon } from "#/components/ui/icon.tsx"
import { href } from "#/lib/url.ts"

export type PromptBoxProps = {
  /** The field's visible label ("What should Inkwell write?"). */
  label: string
  placeholder: string
  button: string
  /** Where the brief goes: the page that starts the work (sign-up), as a GET query under `name`. */
  action: string
  name: string
  /** A line under the box ("Free plan: 2,000 words a month"). */
  note?: string
}

/**
 * A product's prompt as a hero's action: type a brief, press the button, and it travels to the
 * page that starts the work (`?brief=…`). A plain GET form: it works without JavaScript and sends
 * nothing anywhere else.
 */
export function PromptBox({ label, placeholder, button, action, name, note }: PromptBoxProps) {
  const id = `${name}-prompt`
  return (
    <form action={href(action)} method="get" className="flex w-full max-w-2xl flex-col gap-3 text-start">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      {/*
       * A two-line box, not a one-line field: a brief reads as a sentence, and the placeholder's
       * example shows whole instead of cut off mid-word in a narrow column.
       */}
      <div className="flex flex-col gap-2 rounded-(--radius-card) border border-line-strong bg-canvas p-2 shadow-lift has-focus-visible:border-brand has-focus-visible:ring-3 has-focus-visible:ring-brand/25">
        <textarea
          id={id}
          name={name}
          rows={2}
          required
          autoComplete="off"
          placeholder={placeholder}
          className="min-h-16 w-full resize-none bg-transparent px-3 pt-2 text-base text-ink outline-none placeholder:text-muted focus-visible:outline-hidden"
        />
        <div className="flex items-center justify-between gap-3">
          <Icon name="sparkles" className="ms-3 size-5 shrink-0 text-brand" />
          <button
            type="submit"
            className="inline-flex min-h-12 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-xl bg-brand px-5 font-semibold text-brand-fg shadow-card transition-colors hover:bg-brand-strong"
          >
            {button}
            <Icon name="arrow-right" className="size-4" />
          </button>
        </div>
      </div>
      {note && <p className="text-sm text-muted">{note}</p>}
    </form>
  )
}
