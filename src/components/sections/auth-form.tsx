import type { ReactNode } from "react"

import { buttonClassName } from "#/components/ui/button.ts"
import { Checkbox, type CheckboxProps } from "#/components/ui/checkbox.tsx"
import { Container } from "#/components/ui/container.tsx"
import { Field, Honeypot, type FieldProps } from "#/components/ui/field.tsx"
import { FormHiddenFields } from "#/components/ui/form-setup.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Logo, type Brand } from "#/components/ui/logo.tsx"
import type { FormSetup } from "#/lib/forms.ts"

export type AuthFormProps = {
  id: string
  title: string
  lead: string
  fields: readonly FieldProps[]
  checkbox?: CheckboxProps
  /** A link beside the checkbox ("Forget password?"). */
  aside?: { label: string; href: string }
  submit: string
  footer: { text: string; link: { label: string; href: string } }
}

/**
 * The sign-in, sign-up and reset card. The page passes the form in as children, wrapped in the
 * form-status island, so only the form hydrates.
 */
export function AuthCard({
  id,
  title,
  lead,
  footer,
  brand,
  children,
}: Pick<AuthFormProps, "id" | "title" | "lead" | "footer"> & { brand: Brand; children: ReactNode }) {
  return (
    <Container className="flex justify-center py-16 md:py-24">
      <div className="w-full max-w-lg rounded-(--radius-panel) border border-line bg-canvas p-6 shadow-lift sm:p-10">
        <div className="mb-8 flex flex-col items-center gap-4 text-center">
          <Logo brand={brand} />
          <h2 id={id} className="text-2xl font-bold text-ink">
            {title}
          </h2>
          <p className="text-muted">{lead}</p>
        </div>
        {children}
        <p className="mt-6 text-center text-sm text-muted">
          {footer.text}{" "}
          <Link href={footer.link.href} className="font-semibold text-brand underline-offset-2 hover:underline">
            {footer.link.label}
          </Link>
        </p>
      </div>
    </Container>
  )
}

/**
 * The account form itself. `method="dialog"` (nothing is sent anywhere) unless the site configures an
 * `authEndpoint` for it: src/lib/forms.ts refuses to send a password to a form service.
 */
export function AuthForm({
  id,
  fields,
  checkbox,
  aside,
  submit,
  honeypot,
  setup,
}: Pick<AuthFormProps, "id" | "fields" | "checkbox" | "aside" | "submit"> & {
  /** The hidden label of the field only bots fill: the shell dictionary's, in the page's language. */
  honeypot: string
  setup: FormSetup
}) {
  return (
    <form {...setup.attributes} aria-labelledby={id} className="relative grid gap-5">
      <FormHiddenFields setup={setup} />
      {fields.map((field) => (
        <Field key={field.name} idPrefix={`${id}-`} {...field} />
      ))}
      {(checkbox || aside) && (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {checkbox && <Checkbox idPrefix={`${id}-`} {...checkbox} />}
          {aside && (
            <Link href={aside.href} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
              {aside.label}
            </Link>
          )}
        </div>
      )}
      <button type="submit" className={buttonClassName({ size: "lg", className: "w-full" })}>
        {/* Full width, so a long label (German) wraps rather than widening the form. */}
        <span className="text-center whitespace-normal">{submit}</span>
      </button>
      <Honeypot label={honeypot} />
    </form>
  )
}
