import { buttonClassName } from "@/components/ui/button"
import { Checkbox, type CheckboxProps } from "@/components/ui/checkbox"
import { Field, Honeypot, type FieldProps } from "@/components/ui/field"

export type JobApplicationFormProps = {
  /** Names the form and prefixes the field ids. */
  id: string
  label: string
  fields: readonly FieldProps[]
  /** The privacy-policy agreement; required. */
  consent: CheckboxProps
  submit: string
}

/**
 * "Apply for this position". `method="dialog"`: without JavaScript the browser still checks the
 * required fields and nothing is sent anywhere; the form-status island reports errors inline.
 */
export function JobApplicationForm({ id, label, fields, consent, submit }: JobApplicationFormProps) {
  return (
    <form method="dialog" aria-label={label} className="relative grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <Field
          key={field.name}
          idPrefix={`${id}-`}
          {...field}
          className={field.type === "textarea" ? "sm:col-span-2" : undefined}
        />
      ))}
      <Checkbox idPrefix={`${id}-`} {...consent} className="sm:col-span-2" />
      <button
        type="submit"
        className={buttonClassName({ size: "lg", className: "sm:col-span-2 sm:justify-self-start" })}
      >
        {submit}
      </button>
      <Honeypot />
    </form>
  )
}
