/**
 * DOM events the page's parts send each other, so that one part (an island) need not know who
 * listens (the analytics module, src/lib/analytics-client.ts, or nobody).
 */

/** A form whose endpoint confirmed the submission; dispatched on the form, bubbling. */
export const formSentEvent = "site:form-sent"
export type FormSentDetail = { kind: string }

/** What marks a call to action for measurement (set by the components, never guessed from a class). */
export const ctaTrackAttribute = { "data-track": "cta" } as const

/** The events every analytics tool receives, under the same names (src/lib/analytics-client.ts). */
export const analyticsEvents = {
  /** A call to action (data-track="cta") that leads to another site: `{ href }`. */
  ctaClick: "cta_click",
  /** A form whose endpoint confirmed it: `{ form_kind }` (contact, quote, newsletter…). */
  formSubmit: "form_submit",
} as const
