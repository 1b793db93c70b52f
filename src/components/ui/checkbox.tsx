import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"

export type CheckboxProps = {
  name: string
  label: string
  /** A link inside the label ("I agree to the <terms>"). */
  link?: { label: string; href: string }
  required?: boolean
  idPrefix?: string
  className?: string
}

/** A checkbox with its label; its error line is filled by the form-status island like a Field's. */
export function Checkbox({ name, label, link, required = false, idPrefix = "", className }: CheckboxProps) {
  const id = `${idPrefix}${name}`
  return (
    <div className={cn("grid gap-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          aria-describedby={`${id}-error`}
          className="mt-0.5 size-5 shrink-0 accent-brand aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-danger"
        />
        <label htmlFor={id} className="text-sm text-ink-soft">
          {label}
          {link && (
            <>
              {" "}
              <Link href={link.href} className="font-medium text-brand underline underline-offset-2">
                {link.label}
              </Link>
            </>
          )}
        </label>
      </div>
      <p id={`${id}-error`} data-error-for={name} className="text-sm font-medium text-danger empty:hidden" />
    </div>
  )
}
