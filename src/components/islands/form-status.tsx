import { useEffect, useRef, useState, type ReactNode } from "react"

export type FormStatusMessages = {
  sending: string
  success: string
  failure: string
  /** Shown when no endpoint is configured: nothing leaves the browser. */
  local: string
  invalid: string
}

const defaultMessages: FormStatusMessages = {
  sending: "Sending…",
  success: "Thank you! Your message is on its way.",
  failure: "Sorry, that did not go through. Nothing you typed is lost: please try again.",
  local: "Thanks! This demo has no form endpoint yet, so nothing was sent: what you typed stays in your browser.",
  invalid: "Please correct the highlighted field.",
}

type Status = { tone: "info" | "success" | "error"; text: string } | null

export type FormStatusProps = {
  /** From src/data/site.ts; null keeps every submission in the browser. */
  endpoint: string | null
  messages?: Partial<FormStatusMessages>
  /** "dark" on the footer, so the messages keep their contrast. */
  tone?: "light" | "dark"
  children: ReactNode
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (el): el is Control =>
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement,
  )
}

/** Writes the browser's own validation message under each field, or clears it. */
function showFieldError(control: Control) {
  const error = control.form?.querySelector<HTMLElement>(`[data-error-for="${control.name}"]`)
  const invalid = !control.validity.valid
  control.setAttribute("aria-invalid", String(invalid))
  if (error) error.textContent = invalid ? control.validationMessage : ""
}

/**
 * Enhances the server-rendered form passed as children: inline error text for invalid fields,
 * then either a polite local confirmation (no endpoint) or a real POST with success or failure.
 * Typed values are never cleared on failure.
 */
export function FormStatus({ endpoint, messages, tone = "light", children }: FormStatusProps) {
  const text = { ...defaultMessages, ...messages }
  const root = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>(null)

  useEffect(() => {
    const form = root.current?.querySelector("form")
    if (!form) return
    // We report errors inline from here on, instead of the browser's bubble.
    form.noValidate = true

    const onInput = (event: Event) => {
      const control = event.target as Control
      // A radio group is one answer: choosing any option clears the mark on all of them.
      const group = control.type === "radio" ? controlsOf(form).filter((c) => c.name === control.name) : [control]
      group.filter((c) => c.getAttribute("aria-invalid") === "true").forEach(showFieldError)
    }

    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault()
      const controls = controlsOf(form).filter((c) => c.name && c.type !== "hidden")
      controls.forEach(showFieldError)
      const firstInvalid = controls.find((c) => !c.validity.valid)
      if (firstInvalid) {
        firstInvalid.focus()
        setStatus({ tone: "error", text: text.invalid })
        return
      }
      const data = new FormData(form)
      if (data.get("website_url")) {
        // A bot filled the honeypot: pretend all is well and send nothing.
        setStatus({ tone: "success", text: text.success })
        return
      }
      data.delete("website_url")
      if (!endpoint) {
        setStatus({ tone: "info", text: text.local })
        return
      }
      setStatus({ tone: "info", text: text.sending })
      try {
        const response = await fetch(endpoint, { method: "POST", body: data, headers: { Accept: "application/json" } })
        if (!response.ok) throw new Error(String(response.status))
        form.reset()
        setStatus({ tone: "success", text: text.success })
      } catch {
        setStatus({ tone: "error", text: text.failure })
      }
    }

    // Cancel (a reset button) starts over: clear the error marks and the status line too.
    const onReset = () => {
      controlsOf(form).forEach((control) => {
        control.removeAttribute("aria-invalid")
        const error = form.querySelector<HTMLElement>(`[data-error-for="${control.name}"]`)
        if (error) error.textContent = ""
      })
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
  }, [endpoint, text.failure, text.invalid, text.local, text.sending, text.success])

  return (
    <div ref={root} data-form-status="">
      {children}
      <p
        role="status"
        className={
          status?.tone !== "error"
            ? "mt-3 text-sm font-medium empty:hidden"
            : tone === "dark"
              ? "mt-3 text-sm font-medium text-danger-soft empty:hidden"
              : "mt-3 text-sm font-medium text-danger empty:hidden"
        }
      >
        {status?.text}
      </p>
    </div>
  )
}
