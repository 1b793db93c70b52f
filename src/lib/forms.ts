/**
 * Where each form sends its fields, and how. Pure data in, attributes and a fetch request out, so the
 * page (no-JavaScript POST), the form-status island (enhanced fetch) and the CSP (deploy/csp.ts) all
 * read one description. The site's own choices live in src/data/forms.ts; README "Forms" explains.
 * (No DOM: astro.config.ts reads it through deploy/csp.ts.)
 */

/** Forms that carry a message, a subscription or a comment: any form service may receive them. */
export const messageKinds = ["contact", "quote", "application", "newsletter", "comment"] as const
/** Forms that carry a password: only an endpoint made for accounts (`authEndpoint`) may receive them. */
export const accountKinds = ["sign-in", "sign-up", "reset"] as const

export type MessageKind = (typeof messageKinds)[number]
export type AccountKind = (typeof accountKinds)[number]
export type FormKind = MessageKind | AccountKind

/** The hidden field that names the form in every submission (Netlify Forms requires this name). */
export const formNameField = "form-name"

/** The hidden field bots fill and people never see (ui/field.tsx): a submission that fills it is dropped. */
export const honeypotField = "website_url"

/** How the enhanced request encodes the fields. A no-JavaScript POST is always form-encoded or multipart. */
export type Encoding = "json" | "urlencoded" | "multipart"

/**
 * One endpoint: a small description of the request it expects. `purpose` keeps password forms apart
 * at the type level: presets make "message" endpoints, only `authEndpoint` makes "auth" ones.
 */
export type Endpoint<Purpose extends "message" | "auth" = "message" | "auth"> = {
  purpose: Purpose
  provider: "json" | "form" | "formspree" | "web3forms" | "netlify" | "buttondown" | "auth"
  /** Absolute URL; null posts to the page itself (Netlify Forms catches the POST on its CDN). */
  url: string | null
  encoding: Encoding
  headers: Readonly<Record<string, string>>
  /** Fields the service needs in every submission (Web3Forms' access_key). */
  hidden: Readonly<Record<string, string>>
  /** Attributes the service reads on the <form> (Netlify's data-netlify). */
  attributes: Readonly<Record<string, string>>
  /**
   * Whether the service answers cross-origin requests with CORS headers, so the page can read its
   * answer. false: the request is sent without reading the answer (`mode: "no-cors"`), and the visitor
   * is told it was probably sent but could not be confirmed.
   */
  cors: boolean
  /** Other origins a no-JavaScript POST is redirected to (a thank-you page): the CSP's form-action needs them. */
  redirectOrigins: readonly string[]
}

export type MessageEndpoint = Endpoint<"message">
export type AuthEndpoint = Endpoint<"auth">

/** Each form's endpoint, or null: nothing leaves the browser and the form says so. */
export type FormsConfig = { readonly [K in MessageKind]: MessageEndpoint | null } & {
  readonly [K in AccountKind]: AuthEndpoint | null
}

const json = { Accept: "application/json" } as const

function endpoint(
  provider: Endpoint["provider"],
  url: string | null,
  encoding: Encoding,
  options: Partial<Pick<Endpoint, "headers" | "hidden" | "attributes" | "cors" | "redirectOrigins">> = {},
): MessageEndpoint {
  return {
    purpose: "message",
    provider,
    url,
    encoding,
    headers: options.headers ?? json,
    hidden: options.hidden ?? {},
    attributes: options.attributes ?? {},
    cors: options.cors ?? true,
    redirectOrigins: options.redirectOrigins ?? [],
  }
}

/** Provider presets: each returns the request its service documents. */
export const presets = {
  /** Your own endpoint that reads a JSON body. It must answer CORS preflight, or nothing is sent. */
  json: (url: string, options: { cors?: boolean } = {}) =>
    endpoint("json", url, "json", { headers: { ...json, "Content-Type": "application/json" }, ...options }),
  /** Your own endpoint that reads an ordinary form post (application/x-www-form-urlencoded). */
  form: (url: string, options: { cors?: boolean } = {}) => endpoint("form", url, "urlencoded", options),
  /** Formspree (https://formspree.io/f/<id>): form data, and JSON answers when asked for them. */
  formspree: (formId: string) => endpoint("formspree", `https://formspree.io/f/${formId}`, "multipart"),
  /** Web3Forms: the public access key travels as a field; JSON or form-encoded. */
  web3forms: (accessKey: string, options: { encoding?: "json" | "urlencoded" } = {}) =>
    endpoint("web3forms", "https://api.web3forms.com/submit", options.encoding ?? "json", {
      headers: options.encoding === "urlencoded" ? json : { ...json, "Content-Type": "application/json" },
      hidden: { access_key: accessKey },
      // A no-JavaScript POST ends on Web3Forms' own success page.
      redirectOrigins: ["https://web3forms.com"],
    }),
  /**
   * Netlify Forms: the form is detected in the built HTML (`data-netlify`) and the POST goes to the
   * page itself, form-encoded, with `form-name`. Same origin, so the answer is always readable.
   */
  netlify: () =>
    endpoint("netlify", null, "urlencoded", {
      headers: {},
      attributes: { "data-netlify": "true", "netlify-honeypot": honeypotField },
    }),
  /**
   * Buttondown's embed form (a newsletter). It sends no CORS headers, so the enhanced request cannot
   * read the answer: the subscription is sent, and the visitor is told it could not be confirmed.
   */
  buttondown: (username: string) =>
    endpoint("buttondown", `https://buttondown.com/api/emails/embed-subscribe/${username}`, "urlencoded", {
      headers: {},
      cors: false,
    }),
} as const

/**
 * The only kind of endpoint an account form accepts: a server you run that handles credentials
 * itself (hashing, sessions). Never a form service: it would store passwords in an inbox.
 */
export function authEndpoint(url: string, options: { encoding?: "json" | "urlencoded" } = {}): AuthEndpoint {
  const base = options.encoding === "urlencoded" ? presets.form(url) : presets.json(url)
  return { ...base, purpose: "auth", provider: "auth" }
}

export function isAccountKind(kind: FormKind): kind is AccountKind {
  return (accountKinds as readonly string[]).includes(kind)
}

/**
 * The endpoint a form really uses: an account form with anything but an `authEndpoint` (a config
 * that slipped past the types, e.g. through a cast) is refused, so a password never reaches a form
 * service. The build stops with the reason rather than quietly keeping the form local.
 */
export function endpointFor(kind: FormKind, config: FormsConfig): Endpoint | null {
  const target = config[kind]
  if (!target) return null
  if (isAccountKind(kind) && target.purpose !== "auth")
    throw new Error(`forms: "${kind}" sends a password; give it authEndpoint(url), not a form service`)
  return target
}

/** What the island needs to send a form: serialisable, so it crosses into the browser as a prop. */
export type FormRequestPlan = Pick<Endpoint, "url" | "encoding" | "headers" | "cors">

/** Everything one form needs: its <form> attributes, its hidden fields, and the island's request. */
export type FormSetup = {
  kind: FormKind
  attributes: {
    method: "post" | "dialog"
    action?: string
    encType?: string
    /** Netlify Forms only: it names the form by this attribute (elsewhere it would clobber `document[name]`). */
    name?: string
    "data-netlify"?: string
    "netlify-honeypot"?: string
  }
  hidden: readonly { name: string; value: string }[]
  /** null: nothing leaves the browser. */
  request: FormRequestPlan | null
}

/**
 * With an endpoint the form is a real POST that works without JavaScript; without one it stays
 * `method="dialog"`: the browser still validates and nothing is sent anywhere.
 */
export function formSetup(kind: FormKind, config: FormsConfig): FormSetup {
  const target = endpointFor(kind, config)
  const hidden = [{ name: formNameField, value: kind }]
  if (!target) return { kind, attributes: { method: "dialog" }, hidden, request: null }
  return {
    kind,
    attributes: {
      method: "post",
      // No action: the browser posts to the page itself (Netlify Forms).
      ...(target.url ? { action: target.url } : {}),
      ...(target.encoding === "multipart" ? { encType: "multipart/form-data" } : {}),
      ...(target.provider === "netlify" ? { name: kind } : {}),
      ...target.attributes,
    },
    hidden: [...hidden, ...Object.entries(target.hidden).map(([name, value]) => ({ name, value }))],
    request: { url: target.url, encoding: target.encoding, headers: target.headers, cors: target.cors },
  }
}

/** The fetch the island makes: the URL and init, from the plan and the form's text fields. */
export function formRequest(
  plan: FormRequestPlan,
  fields: readonly (readonly [string, string])[],
  pageUrl: string,
): { url: string; init: RequestInit & { method: "POST"; headers: Record<string, string> } } {
  const url = plan.url ?? new URL(pageUrl).pathname
  const headers = { ...plan.headers }
  const mode: RequestMode = plan.cors ? "cors" : "no-cors"
  let body: string | FormData
  if (plan.encoding === "json") {
    // Repeated names (a checkbox group) become a list; single ones stay strings.
    const object: Record<string, string | string[]> = {}
    for (const [name, value] of fields) {
      const prior = object[name]
      object[name] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value]
    }
    body = JSON.stringify(object)
  } else if (plan.encoding === "urlencoded") {
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    body = new URLSearchParams(fields.map(([name, value]) => [name, value])).toString()
  } else {
    // fetch writes the multipart boundary into Content-Type itself.
    body = new FormData()
    for (const [name, value] of fields) body.append(name, value)
  }
  return { url, init: { method: "POST", headers, body, mode } }
}

/** Every origin a form may post or fetch to: deploy/csp.ts adds them to form-action and connect-src. */
export function formOrigins(config: FormsConfig): { connect: string[]; formAction: string[] } {
  const targets = [...messageKinds, ...accountKinds].flatMap((kind) => {
    const target = endpointFor(kind, config)
    return target?.url ? [target] : []
  })
  const connect = [...new Set(targets.map((target) => new URL(target.url!).origin))]
  const formAction = [...new Set([...connect, ...targets.flatMap((target) => target.redirectOrigins)])]
  return { connect, formAction }
}
