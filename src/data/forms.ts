/**
 * Where each form sends its fields. null (the default) keeps a form in the browser: it validates,
 * says politely that nothing was sent, and sends nothing. Give a kind an endpoint and its form becomes
 * a real POST (working without JavaScript too); the CSP allows its origin by itself (deploy/csp.ts).
 * README "Forms" walks through choosing a provider.
 *
 * Examples:
 *   contact: presets.formspree("xyzabcd"),
 *   quote: presets.web3forms("your-public-access-key"),
 *   newsletter: presets.buttondown("your-username"),
 *   comment: presets.netlify(),
 *   "sign-in": authEndpoint("https://app.example.com/api/sign-in"),  // never a form service
 */
import type { FieldMessages, FormStatusMessages } from "#/components/islands/form-status.tsx"
import { formSetup, presets, type FormKind, type FormSetup, type FormsConfig } from "#/lib/forms.ts"

export const forms: FormsConfig = {
  contact: null,
  quote: null,
  application: null,
  newsletter: null,
  comment: null,
  // Account forms carry passwords: only authEndpoint(url) is accepted here (README "Forms").
  "sign-in": null,
  "sign-up": null,
  reset: null,
}

/**
 * Test hook, not a setting: when the build runs with FORMS_ENDPOINT_BASE (tests/e2e-configured), every
 * message form posts to `${base}/<kind>` on the test's own local server, so the browser tests can
 * check what really arrives. Contact, application and newsletter post form-encoded; quote and
 * comment post JSON. Account forms keep their configuration (demo-only unless authEndpoint is set).
 * `globalThis.process` because islands never import this file, but Vite may still evaluate it
 * somewhere without Node's globals.
 */
const testBase = globalThis.process?.env.FORMS_ENDPOINT_BASE

const effective: FormsConfig = testBase
  ? {
      ...forms,
      contact: presets.form(`${testBase}/contact`),
      quote: presets.json(`${testBase}/quote`),
      application: presets.form(`${testBase}/application`),
      newsletter: presets.form(`${testBase}/newsletter`),
      comment: presets.json(`${testBase}/comment`),
    }
  : forms

/** The configuration the build uses (the test hook applied). */
export const formsConfig: FormsConfig = effective

/** What a form's status line says, unless a page gives its own words (`formStatus(kind, { … })`). */
export const formMessages: FormStatusMessages & { fields: FieldMessages } = {
  sending: "Sending…",
  success: "Thank you! Your message is on its way.",
  failure: "Sorry, that did not go through. Nothing you typed is lost: please try again.",
  local: "Thanks! This demo has no form endpoint yet, so nothing was sent: what you typed stays in your browser.",
  unconfirmed:
    "Your message was most likely sent, but we could not confirm it. Please do not send it again: if you hear nothing, write to us by email.",
  invalid: "Please correct the highlighted field.",
  // The line under a field the form cannot send yet, in the page's language rather than the
  // browser's; "{min}", "{max}" and "{length}" are filled in.
  fields: {
    required: "Please fill in this field.",
    choose: "Please choose one of the options.",
    check: "Please tick this box to continue.",
    email: "Please enter an email address with an @, such as name@example.com.",
    url: "Please enter a full web address, starting with https://.",
    tooShort: "Please use at least {min} characters (you have {length}).",
    tooLong: "Please use at most {max} characters (you have {length}).",
    invalid: "Please check what you entered here.",
  },
}

/** The form-status island's props for one kind of form: its request and its messages. */
export function formStatus(
  kind: FormKind,
  messages: Partial<FormStatusMessages> = {},
): { request: FormSetup["request"]; messages: FormStatusMessages } {
  return { request: formFor(kind).request, messages: { ...formMessages, ...messages } }
}

/** One form's attributes, hidden fields and request, for the page that renders it. */
export function formFor(kind: FormKind): FormSetup {
  return formSetup(kind, effective)
}
