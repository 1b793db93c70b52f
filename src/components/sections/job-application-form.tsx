import { buttonClassName } from "#/components/ui/button.ts"
import { Checkbox, type CheckboxProps } from "#/components/ui/checkbox.tsx"
import { Field, Honeypot, type FieldProps } from "#/components/ui/field.tsx"
import { FormHiddenFields } from "#/components/ui/form-setup.tsx"
import type { FormSetup } from "#/lib/forms.ts"

export type JobApplicationFormProps = {
  /** Names the form and prefixes the field ids. */
  id: string
  label: string
  fields: readonly FieldProps[]
  /** The privacy-policy agreement; required. */
  consent: CheckboxProps
  submit: string
  /** The job applied for: sent with the fields, so every application says which job it is for. */
  job?: { id: string; title: string }
}

/**
 * "Apply for this position". With an endpoint it posts without JavaScript too; without one it is
 * `method="dialog"`: the browser still checks the required fields and nothing is sent anywhere. The
 * form-status island reports errors inline.
 */
export function JobApplicationForm({
  id,
  label,
  fields,
  consent,
  submit,
  job,
  honeypot,
  setup,
}: JobApplicationFormProps & {
  /** The hidden anti-spam field's label: the shell dictionary's (`ui(locale).forms.honeypot`). */
  honeypot: string
  setup: FormSetup
}) {
  return (
    <form {...setup.attributes} aria-label={label} className="relative grid gap-5 sm:grid-cols-2">
      <FormHiddenFields setup={setup} />
      {job && (
        <>
          <input type="hidden" name="job-id" value={job.id} />
          <input type="hidden" name="job-title" value={job.title} />
        </>
      )}
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
      <Honeypot label={honeypot} />
    </form>
  )
}
