import { useEffect, useRef, useState, type ReactNode } from "react"

import { formNameField, formRequest, honeypotField, type FormRequestPlan } from "#/lib/forms.ts"
import type { FormSentDetail } from "#/lib/site-events.ts"

export type FormStatusMessages = {
  sending: string
  success: string
  failure: string
  /** Shown when no endpoint is configured: nothing leaves the browser. */
  local: string
  /**
   * Shown when the request went out but the endpoint's answer could not be read (no CORS headers):
   * it most likely arrived, so the visitor is not invited to send it again.
   */
  unconfirmed: string
  invalid: string
  /**
   * The line under each invalid field, in the page's language. Left out, a field shows the
   * browser's own message (in the browser's language, whatever the page's).
   */
  fields?: FieldMessages
}

/**
 * Why a field is invalid, one line per kind of problem; the error line sits under the field it
 * belongs to (and is tied to it by aria-describedby), so it says why, the position says which.
 * "{min}", "{max}" and "{length}" are replaced with the field's limits and its current length.
 */
export type FieldMessages = {
  /** A required text field left empty. */
  required: string
  /** A required radio group (or select) with no option picked. */
  choose: string
  /** A required checkbox left unticked ("I agree to the terms"). */
  check: string
  /** Not an email address (keep the "@" in the message: it names what is missing). */
  email: string
  /** Not a full web address. */
  url: string
  /** Shorter than the field's minimum: "{min}", "{length}". */
  tooShort: string
  /** Longer than the field's maximum: "{max}", "{length}". */
  tooLong: string
  /** Anything else the browser rejects (a pattern, a number out of range). */
  invalid: string
}

type Status = { tone: "info" | "success" | "error"; text: string } | null

export type FormStatusProps = {
  /** The form's request (`formFor(kind).request`, src/data/forms.ts); null keeps every submission in the browser. */
  request: FormRequestPlan | null
  /** What the status line says (`formStatus(kind)`, src/data/forms.ts): copy, sent as props, not bundled. */
  messages: FormStatusMessages
  children: ReactNode
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (el): el is Control =>
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement,
  )
}

/** Why a control is invalid: the page's words when it gives them, else the browser's own message. */
function messageFor(control: Control, fields: FieldMessages | undefined): string {
  const validity = control.validity
  // A custom error (setCustomValidity) is already the page's own sentence.
  if (!fields || validity.customError) return control.validationMessage
  const { type } = control
  const kind: keyof FieldMessages = validity.valueMissing
    ? type === "radio" || type.startsWith("select")
      ? "choose"
      : type === "checkbox"
        ? "check"
        : "required"
    : validity.typeMismatch && (type === "email" || type === "url")
      ? type
      : validity.tooShort
        ? "tooShort"
        : validity.tooLong
          ? "tooLong"
          : "invalid"
  const input = control as HTMLInputElement
  return fields[kind].replace(/\{(\w+)\}/g, (_, key) =>
    String(key === "min" ? input.minLength : key === "max" ? input.maxLength : input.value.length),
  )
}

/** The line under a field that says why it is invalid. */
const errorOf = (control: Control) => control.form?.querySelector<HTMLElement>(`[data-error-for="${control.name}"]`)

/** Writes why a field is invalid under it, or clears the line. */
function showFieldError(control: Control, fields?: FieldMessages) {
  const error = errorOf(control)
  const invalid = !control.validity.valid
  control.setAttribute("aria-invalid", String(invalid))
  if (error) error.textContent = invalid ? messageFor(control, fields) : ""
}

/**
 * Enhances the server-rendered form passed as children: inline error text for invalid fields,
 * then either a polite local confirmation (no endpoint) or the configured request with success,
 * failure, or "sent but unconfirmed" when the endpoint's answer cannot be read cross-origin.
 * Typed values are never cleared unless the endpoint confirmed them.
 */
export function FormStatus({ request, messages, children }: FormStatusProps) {
  const text = messages
  const root = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>(null)

  useEffect(() => {
    const form = root.current?.querySelector("form")
    if (!form) return
    // We report errors inline from here on, instead of the browser's bubble.
    form.noValidate = true
    // One request at a time: a second click while sending would post the same message twice.
    let sending = false
    const submitButtons = () => Array.from(form.querySelectorAll<HTMLButtonElement>('button[type="submit"]'))

    const onInput = (event: Event) => {
      const control = event.target as Control
      // A radio group is one answer: choosing any option clears the mark on all of them.
      const group = control.type === "radio" ? controlsOf(form).filter((c) => c.name === control.name) : [control]
      group.filter((c) => c.getAttribute("aria-invalid") === "true").forEach((c) => showFieldError(c, text.fields))
    }

    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault()
      if (sending) return
      const controls = controlsOf(form).filter((c) => c.name && c.type !== "hidden")
      controls.forEach((c) => showFieldError(c, text.fields))
      const firstInvalid = controls.find((c) => !c.validity.valid)
      if (firstInvalid) {
        firstInvalid.focus()
        setStatus({ tone: "error", text: text.invalid })
        return
      }
      const data = new FormData(form)
      if (data.get(honeypotField)) {
        // A bot filled the honeypot: pretend all is well and send nothing.
        setStatus({ tone: "success", text: text.success })
        return
      }
      data.delete(honeypotField)
      if (!request) {
        setStatus({ tone: "info", text: text.local })
        return
      }
      const fields = [...data].flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as const] : []))
      const { url, init } = formRequest(request, fields, window.location.href)
      sending = true
      setStatus({ tone: "info", text: text.sending })
      try {
        const response = await fetch(url, init)
        if (response.type === "opaque") {
          // A no-cors request (the service sends no CORS headers): it was sent, its answer is hidden.
          unconfirmed()
        } else if (response.ok) {
          form.reset()
          setStatus({ tone: "success", text: text.success })
          // Whoever counts confirmed submissions listens for this (the analytics module, if any).
          const detail: FormSentDetail = { kind: String(data.get(formNameField) ?? "") }
          // formSentEvent of src/lib/site-events.ts, written out: importing it would make the module a
          // chunk shared with the analytics module, one more request on every page with a form.
          // The analytics suite fails if the two names part.
          form.dispatchEvent(new CustomEvent("site:form-sent", { bubbles: true, detail }))
        } else {
          // The endpoint answered and said no: nothing was stored, so trying again is right.
          setStatus({ tone: "error", text: text.failure })
        }
      } catch (error) {
        // fetch throws a TypeError when the answer is unreadable cross-origin, after the POST may
        // have arrived. Only an offline browser tells us for certain that nothing was sent.
        if (error instanceof TypeError && navigator.onLine !== false) unconfirmed()
        else setStatus({ tone: "error", text: text.failure })
      } finally {
        sending = false
      }
    }

    // Probably delivered: keep what was typed (the visitor may want a copy), but take away the
    // button that would send a duplicate. A reset (Cancel) gives it back.
    const unconfirmed = () => {
      submitButtons().forEach((button) => (button.disabled = true))
      setStatus({ tone: "info", text: text.unconfirmed })
    }

    // Cancel (a reset button) starts over: clear the error marks and the status line too.
    const onReset = () => {
      controlsOf(form).forEach((control) => {
        control.removeAttribute("aria-invalid")
        const error = errorOf(control)
        if (error) error.textContent = ""
      })
      submitButtons().forEach((button) => (button.disabled = false))
      setStatus(null)
    }

    form.addEventListener("submit", onSubmit)
    form.addEventListener("input", onInput)
    form.addEventListener("reset", onReset)
    // Submitted while this island was still loading (client:interaction held it): submit it now.
    if (form.dataset.submitPending !== undefined) {
      delete form.dataset.submitPending
      form.requestSubmit()
    }
    return () => {
      form.removeEventListener("submit", onSubmit)
      form.removeEventListener("input", onInput)
      form.removeEventListener("reset", onReset)
    }
    // `messages` is the island's prop: one object for the page's life.
  }, [request, text])

  return (
    <div ref={root} data-form-status="">
      {children}
      <p
        role="status"
        className={`mt-3 text-sm font-medium empty:hidden ${status?.tone === "error" ? "text-danger" : ""}`}
      >
        {status?.text}
      </p>
    </div>
  )
}
