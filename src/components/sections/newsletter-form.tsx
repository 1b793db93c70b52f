import { buttonClassName } from "@/components/ui/button"
import { Field, Honeypot } from "@/components/ui/field"
import { cn } from "@/lib/cn"

export type NewsletterFormProps = {
  /** Unique per page: the field ids derive from it. */
  id: string
  label: string
  placeholder: string
  button: string
  tone?: "light" | "dark"
  className?: string
}

/**
 * An email box with a button. `method="dialog"` means that, without JavaScript and without an
 * endpoint, submitting validates the address and sends nothing anywhere; the form-status island
 * takes over when it hydrates.
 */
export function NewsletterForm({ id, label, placeholder, button, tone = "light", className }: NewsletterFormProps) {
  return (
    <form method="dialog" aria-label={label} className={cn("relative grid gap-2", className)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          idPrefix={`${id}-`}
          name="email"
          type="email"
          label={label}
          hideLabel
          required
          autoComplete="email"
          placeholder={placeholder}
          tone={tone}
          className="flex-1"
        />
        <button type="submit" className={buttonClassName({ size: "lg", className: "shrink-0" })}>
          {button}
        </button>
      </div>
      <Honeypot />
    </form>
  )
}
