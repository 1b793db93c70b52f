import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react"

import { cn } from "#/lib/cn.ts"
import { honeypotField } from "#/lib/forms.ts"

export type FieldProps = {
  /** Also the field's name and the stem of its ids. */
  name: string
  label: string
  type?: HTMLInputTypeAttribute | "textarea"
  required?: boolean
  autoComplete?: HTMLInputAutoCompleteAttribute
  placeholder?: string
  hint?: string
  /** Keep the label for screen readers only (inline newsletter boxes). */
  hideLabel?: boolean
  /** Makes ids unique when one form appears twice on a page. */
  idPrefix?: string
  minLength?: number
  rows?: number
  className?: string
}

/**
 * Email and web addresses and phone numbers read left to right in every language, Arabic included
 * ("+971 4 123 4567" would otherwise show its groups reversed), aligned like the other fields.
 */
const leftToRight = new Set(["email", "tel", "url"])

const control =
  "w-full rounded-xl border border-line-strong bg-canvas px-4 py-3 text-base text-ink transition-colors outline-none placeholder:text-muted focus-visible:outline-hidden focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/25 aria-[invalid=true]:border-danger"

/**
 * A labelled form control with native validation. The error line exists from the start
 * (aria-describedby points at it); the form-status island writes the browser's message into it.
 */
export function Field({
  name,
  label,
  type = "text",
  required = false,
  autoComplete,
  placeholder,
  hint,
  hideLabel = false,
  idPrefix = "",
  minLength,
  rows = 5,
  className,
}: FieldProps) {
  const id = `${idPrefix}${name}`
  const describedBy = [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(" ")
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-ink", hideLabel && "sr-only")}>
        {label}
        {required && !hideLabel && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {type === "textarea" ? (
        <textarea
          id={id}
          name={name}
          required={required}
          placeholder={placeholder}
          rows={rows}
          minLength={minLength}
          aria-describedby={describedBy}
          className={cn(control, "resize-y")}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          autoComplete={autoComplete}
          placeholder={placeholder}
          minLength={minLength}
          dir={leftToRight.has(type) ? "ltr" : undefined}
          aria-describedby={describedBy}
          className={cn(control, "min-h-12", leftToRight.has(type) && "rtl:text-end")}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} data-error-for={name} className="text-sm font-medium text-danger empty:hidden" />
    </div>
  )
}

/**
 * A field bots fill and people never see; the form-status island drops submissions that fill it.
 * `label` is its (hidden) label, in the page's language.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
