import type { FormSetup } from "#/lib/forms.ts"

/**
 * The hidden fields every submission of a form carries: its name (`form-name`) and whatever the
 * configured service needs (src/data/forms.ts). Rendered in the HTML, so a no-JavaScript POST sends
 * them too.
 */
export function FormHiddenFields({ setup }: { setup: FormSetup }) {
  return (
    <>
      {setup.hidden.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
    </>
  )
}
