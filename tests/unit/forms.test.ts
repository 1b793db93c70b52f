import { describe, expect, it } from "vitest"

import { forms, formsConfig } from "#/data/forms.ts"
import {
  accountKinds,
  authEndpoint,
  endpointFor,
  formNameField,
  formOrigins,
  formRequest,
  formSetup,
  messageKinds,
  presets,
  type FormRequestPlan,
  type FormsConfig,
} from "#/lib/forms.ts"

const none: FormsConfig = Object.fromEntries([...messageKinds, ...accountKinds].map((kind) => [kind, null])) as never
const fields = [
  ["form-name", "contact"],
  ["name", "Ada Lovelace"],
  ["topic", "a"],
  ["topic", "b"],
] as const
const page = "https://site.example/contact/"

/** The request a plan makes, read back the way a server would see it. */
async function sent(plan: FormRequestPlan) {
  const { url, init } = formRequest(plan, fields, page)
  const request = new Request(new URL(url, page), init)
  return { url, init, request, text: await request.text() }
}

describe("form presets: the request each one makes", () => {
  it("generic JSON endpoint: POST a JSON object, repeated names as a list", async () => {
    const { url, init, text } = await sent(presets.json("https://api.example/forms"))
    expect(url).toBe("https://api.example/forms")
    expect(init).toMatchObject({ method: "POST", mode: "cors" })
    expect(init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" })
    expect(JSON.parse(text)).toEqual({ "form-name": "contact", name: "Ada Lovelace", topic: ["a", "b"] })
  })

  it("generic form endpoint: POST application/x-www-form-urlencoded", async () => {
    const { url, init, text } = await sent(presets.form("https://api.example/forms"))
    expect(url).toBe("https://api.example/forms")
    expect(init.method).toBe("POST")
    expect(init.headers["Content-Type"]).toBe("application/x-www-form-urlencoded")
    expect(text).toBe("form-name=contact&name=Ada+Lovelace&topic=a&topic=b")
  })

  it("Formspree: form data to formspree.io/f/<id>, asking for a JSON answer", async () => {
    const { url, init, request } = await sent(presets.formspree("xyzabcd"))
    expect(url).toBe("https://formspree.io/f/xyzabcd")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ Accept: "application/json" })
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/)
    const body = await new Request(request.url, { method: "POST", body: init.body }).formData()
    expect(body.getAll("topic")).toEqual(["a", "b"])
    expect(formSetup("contact", { ...none, contact: presets.formspree("xyzabcd") }).attributes).toEqual({
      method: "post",
      action: "https://formspree.io/f/xyzabcd",
      encType: "multipart/form-data",
    })
  })

  it("Web3Forms: JSON (or form-encoded) to api.web3forms.com/submit, with access_key as a hidden field", async () => {
    const json = presets.web3forms("key-123")
    const { url, init, text } = await sent(json)
    expect(url).toBe("https://api.web3forms.com/submit")
    expect(init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" })
    expect(JSON.parse(text)).toMatchObject({ name: "Ada Lovelace" })
    const setup = formSetup("quote", { ...none, quote: json })
    expect(setup.hidden).toEqual([
      { name: formNameField, value: "quote" },
      { name: "access_key", value: "key-123" },
    ])
    const form = await sent(presets.web3forms("key-123", { encoding: "urlencoded" }))
    expect(form.init.headers["Content-Type"]).toBe("application/x-www-form-urlencoded")
  })

  it("Netlify Forms: form-encoded POST to the page itself, named by form-name and data-netlify", async () => {
    const { url, init, text } = await sent(presets.netlify())
    expect(url).toBe("/contact/")
    expect(init.headers["Content-Type"]).toBe("application/x-www-form-urlencoded")
    expect(text).toContain("form-name=contact")
    const setup = formSetup("comment", { ...none, comment: presets.netlify() })
    expect(setup.attributes).toEqual({
      method: "post",
      name: "comment",
      "data-netlify": "true",
      "netlify-honeypot": "website_url",
    })
  })

  it("Buttondown: form-encoded to its embed-subscribe URL, sent without reading the answer (no CORS)", async () => {
    const { url, init, text } = await sent(presets.buttondown("lumora"))
    expect(url).toBe("https://buttondown.com/api/emails/embed-subscribe/lumora")
    expect(init.mode).toBe("no-cors")
    expect(text).toContain("name=Ada+Lovelace")
  })
})

describe("form setup", () => {
  it("with no endpoint a form stays method=dialog, still names itself and makes no request", () => {
    for (const kind of [...messageKinds, ...accountKinds]) {
      const setup = formSetup(kind, none)
      expect(setup.attributes).toEqual({ method: "dialog" })
      expect(setup.hidden).toEqual([{ name: formNameField, value: kind }])
      expect(setup.request).toBeNull()
    }
  })

  it("with an endpoint a form is a real POST to it", () => {
    const setup = formSetup("contact", { ...none, contact: presets.form("https://api.example/contact") })
    expect(setup.attributes).toEqual({ method: "post", action: "https://api.example/contact" })
    expect(setup.request).toMatchObject({ url: "https://api.example/contact", encoding: "urlencoded", cors: true })
  })

  it("never sends a password to a form service: account forms need authEndpoint", () => {
    // @ts-expect-error the types refuse a form service for an account form
    const typed: FormsConfig = { ...none, "sign-in": presets.formspree("xyzabcd") }
    expect(() => formSetup("sign-in", typed)).toThrow(/password/)
    const auth = authEndpoint("https://app.example/api/sign-in")
    expect(formSetup("sign-in", { ...none, "sign-in": auth }).attributes.action).toBe("https://app.example/api/sign-in")
    expect(endpointFor("sign-up", { ...none, "sign-in": auth })).toBeNull()
  })

  it("the shipped configuration sends nothing anywhere and keeps account forms demo-only", () => {
    for (const kind of accountKinds) expect(forms[kind] === null || forms[kind].purpose === "auth").toBe(true)
    if (!process.env.FORMS_ENDPOINT_BASE) expect(formsConfig).toEqual(forms)
  })
})

describe("the origins the CSP allows", () => {
  it("are exactly the configured endpoints' origins, plus a service's thank-you redirect for form-action", () => {
    expect(formOrigins(none)).toEqual({ connect: [], formAction: [] })
    const config: FormsConfig = {
      ...none,
      contact: presets.formspree("a"),
      quote: presets.formspree("b"),
      newsletter: presets.buttondown("lumora"),
      comment: presets.netlify(),
      application: presets.web3forms("key"),
    }
    const origins = formOrigins(config)
    expect(origins.connect.sort()).toEqual(
      ["https://formspree.io", "https://buttondown.com", "https://api.web3forms.com"].sort(),
    )
    expect(origins.formAction.sort()).toEqual([...origins.connect, "https://web3forms.com"].sort())
  })
})
