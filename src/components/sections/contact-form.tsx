import type { ReactNode } from "react"

import { buttonClassName } from "#/components/ui/button.ts"
import { Field, Honeypot, type FieldProps } from "#/components/ui/field.tsx"
import { FormHiddenFields } from "#/components/ui/form-setup.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"
import type { FormSetup } from "#/lib/forms.ts"

import { ContactChannelList, type ContactChannel } from "./contact-channels"

/** A set of radio buttons under one legend (a budget range, a project type). */
export type ChoiceGroupProps = {
  kind: "choice"
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  required?: boolean
  hint?: string
}

/** A text field, or a choice group; `wide` fields span both columns from 640 px. */
export type ContactFormControl = (FieldProps & { kind?: "field"; wide?: boolean }) | ChoiceGroupProps

export type ContactFormProps = {
  /** The id of the heading that names the form (the enclosing section's heading). */
  id: string
  fields: readonly ContactFormControl[]
  submit: string
  labels: ContactFormLabels
}

export type ContactFormLabels = {
  /** Explains the asterisk, above the fields ("Fields marked with an asterisk (*) are required."). */
  requiredNote: string
}

function ChoiceGroup({
  idPrefix,
  name,
  label,
  options,
  required = false,
  hint,
}: ChoiceGroupProps & { idPrefix: string }) {
  const id = `${idPrefix}${name}`
  const describedBy = [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(" ")
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-line-strong bg-canvas px-4 text-sm font-medium text-ink transition-colors has-checked:border-brand has-checked:forced-selected has-checked:bg-brand-soft has-checked:text-brand-strong has-focus-visible:ring-3 has-focus-visible:ring-brand/25 has-aria-[invalid=true]:border-danger"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              aria-describedby={describedBy}
              className="size-4 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-error`} data-error-for={name} className="text-sm font-medium text-danger empty:hidden" />
    </fieldset>
  )
}

/**
 * A contact or quote form from a list of fields. With an endpoint it posts without JavaScript too;
 * without one it is `method="dialog"`, so the browser validates and nothing is sent anywhere. The page
 * wraps it in the form-status island, which takes over validation messages and sending.
 */
/**
 * `honeypot` is the hidden anti-spam field's label, the same on every form of a language: the route
 * passes the shell dictionary's (`ui(locale).forms.honeypot`), not the page's copy.
 */
export function ContactForm({
  id,
  fields,
  submit,
  labels,
  honeypot,
  setup,
}: ContactFormProps & { honeypot: string; setup: FormSetup }) {
  const idPrefix = `${id}-`
  const hasRequired = fields.some((f) => f.required)
  return (
    <form {...setup.attributes} aria-labelledby={id} className="relative grid gap-5 sm:grid-cols-2">
      <FormHiddenFields setup={setup} />
      {hasRequired && <p className="text-sm text-muted sm:col-span-2">{labels.requiredNote}</p>}
      {fields.map((control) =>
        control.kind === "choice" ? (
          <ChoiceGroup key={control.name} idPrefix={idPrefix} {...control} />
        ) : (
          <Field
            key={control.name}
            idPrefix={idPrefix}
            {...control}
            className={cn(control.wide && "sm:col-span-2", control.className)}
          />
        ),
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClassName({ size: "lg", className: "w-full sm:w-auto" })}>
          {submit}
          <Icon name="send" className="size-4" />
        </button>
      </div>
      <Honeypot label={honeypot} />
    </form>
  )
}

export type ContactFormSectionProps = {
  /** The heading's id: it names the section and the form. */
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** A short checklist beside the form ("A reply within 24 hours"). */
  points?: readonly string[]
  /** Contact widgets beside the form. */
  channels?: readonly ContactChannel[]
  /** "split": text beside the form from 1024 px; "center": heading above a centred form. */
  layout?: "split" | "center"
  tone?: SectionTone
  /** The form, wrapped in the form-status island by the page. */
  children: ReactNode
}

/** A form section: heading, lead and optional checklist or contact widgets beside a form card. */
export function ContactFormSection({
  id,
  eyebrow,
  title,
  lead,
  points,
  channels,
  layout = "split",
  tone,
  children,
}: ContactFormSectionProps) {
  const card = (
    <div className="rounded-(--radius-panel) border border-line bg-canvas p-6 shadow-lift sm:p-10">{children}</div>
  )
  if (layout === "center") {
    return (
      <Section labelledBy={id} tone={tone}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mx-auto mt-12 max-w-3xl">{card}</div>
      </Section>
    )
  }
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="grid grid-cols-1 items-start gap-12 lg:grid-cols-[1fr_1.35fr] lg:gap-16">
        <div className="flex flex-col gap-8">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="start" />
          {points && points.length > 0 && (
            <ul className="grid gap-3">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-ink-soft">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
                    <Icon name="check" className="size-3.5" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
          {channels && channels.length > 0 && <ContactChannelList items={channels} layout="stack" />}
        </div>
        {card}
      </div>
    </Section>
  )
}
