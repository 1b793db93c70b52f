import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"

export type CheckboxProps = {
  name: string
  /** The label; a "{key}" in it stands for the link of that key in `links`, where the words put it. */
  label: string
  /**
   * Links inside the label ("I agree to the {terms}"). A link in a label is a tab stop of its own, and
   * following it never ticks the box: a label does not pass on a click that lands on a link.
   */
  links?: Readonly<Record<string, { label: string; href: string }>>
  required?: boolean
  idPrefix?: string
  className?: string
}

/** A checkbox with its label; its error line is filled by the form-status island like a Field's. */
export function Checkbox({ name, label, links = {}, required = false, idPrefix = "", className }: CheckboxProps) {
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
          {/* split() with a capturing group: the odd parts are the keys between the braces. */}
          {label.split(/\{(\w+)\}/).map((part, index) => {
            const link = index % 2 === 1 ? links[part] : undefined
            if (index % 2 === 0 || !link) return part
            return (
              <Link key={part} href={link.href} className="font-medium text-brand underline underline-offset-2">
                {link.label}
              </Link>
            )
          })}
        </label>
      </div>
      <p id={`${id}-error`} data-error-for={name} className="text-sm font-medium text-danger empty:hidden" />
    </div>
  )
}
