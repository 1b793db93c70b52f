import { buttonClassName } from "#/components/ui/button.ts"
import { Field, Honeypot } from "#/components/ui/field.tsx"
import { FormHiddenFields } from "#/components/ui/form-setup.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"
import type { FormSetup } from "#/lib/forms.ts"

/** The line under the box: what the address is used for, and the privacy policy in the page's language. */
export type NewsletterNote = { text: string; link: { label: string; href: string } }

export type NewsletterFormProps = {
  /** Unique per page: the field ids derive from it. */
  id: string
  label: string
  placeholder: string
  button: string
  className?: string
}

/**
 * An email box with a button. With an endpoint it posts without JavaScript too; without one it is
 * `method="dialog"`: submitting validates the address and sends nothing anywhere. The form-status
 * island takes over when it hydrates.
 */
export function NewsletterForm({
  id,
  label,
  placeholder,
  button,
  honeypot,
  note,
  className,
  setup,
}: NewsletterFormProps & {
  /** The hidden anti-spam field's label: the shell dictionary's (`ui(locale).forms.honeypot`). */
  honeypot: string
  /** The shell dictionary's `ui(locale).forms.newsletterNote`. */
  note: NewsletterNote
  setup: FormSetup
}) {
  return (
    <form {...setup.attributes} aria-label={label} className={cn("@container relative grid gap-2", className)}>
      <FormHiddenFields setup={setup} />
      {/* Side by side by the form's own width, not the viewport's: in the blog sidebar the box would
          otherwise shrink to a few characters beside the button. */}
      <div className="flex flex-col gap-2 @sm:flex-row @sm:items-start">
        <Field
          idPrefix={`${id}-`}
          name="email"
          type="email"
          label={label}
          hideLabel
          required
          autoComplete="email"
          placeholder={placeholder}
          className="flex-1"
        />
        <button type="submit" className={buttonClassName({ size: "lg", className: "shrink-0" })}>
          {button}
        </button>
      </div>
      <p className="text-xs text-muted">
        {note.text}{" "}
        <Link href={note.link.href} className="text-ink underline underline-offset-2">
          {note.link.label}
        </Link>
      </p>
      <Honeypot label={honeypot} />
    </form>
  )
}
