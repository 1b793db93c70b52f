/**
 * Forms against a real endpoint: the configured build's forms post to the local stub server
 * (stub.ts; FORMS_ENDPOINT_BASE, set by playwright.config.ts). Checks what the server received
 * (fields, the form's name, the content type) with and without JavaScript, and with and without CORS
 * headers. The build also measures with GA4, which asks for consent first: each test starts with
 * the visitor's "no" already stored, so the banner neither covers a control nor sends anything.
 */
import { expect, test, type Page } from "@playwright/test"

import { formMessages } from "#/data/forms.ts"
import type { FieldProps } from "#/components/ui/field.tsx"
import { forms } from "#/data/forms.ts"
import { commentForm } from "#/data/pages/blog.ts"
import { footer } from "#/data/site.ts"
import { consentStorageKey } from "#/lib/consent-script.ts"
import { formNameField, type MessageKind } from "#/lib/forms.ts"
import { href } from "#/lib/url.ts"
import { contactPageIn } from "../support/contact-pages"
import { isAnalytics, resetStub, startStub, stub, stubOrigin, type Received } from "./stub"

// The forms as the English pages show them (src/content/pages/contact.yaml, quote.yaml).
const contactPage = contactPageIn("contact", "en")
const quote = contactPageIn("quote", "en")

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  await startStub()
})

test.beforeEach(async ({ page }) => {
  resetStub()
  await page.addInitScript((key) => localStorage.setItem(key, "denied"), consentStorageKey)
})

/** A value each kind of field accepts. */
function valueFor(field: Pick<FieldProps, "type" | "name">): string {
  if (field.type === "email") return "ada@example.com"
  if (field.type === "tel") return "+1 555 010 0199"
  if (field.type === "url") return "https://ada.example.com"
  if (field.type === "textarea") return `A few honest lines for ${field.name}.`
  return `Ada ${field.name}`
}

type Control = FieldProps | { kind: "choice"; name: string; options: readonly { value: string }[] }

/** Fills every field of a form from its data, and returns what the endpoint should receive. */
async function fill(page: Page, form: string, controls: readonly Control[]): Promise<Record<string, string>> {
  const expected: Record<string, string> = {}
  for (const control of controls) {
    if ("kind" in control && control.kind === "choice") {
      const option = control.options[0]!
      await page.locator(`${form} input[name="${control.name}"][value="${option.value}"]`).check()
      expected[control.name] = option.value
    } else {
      const field = control as FieldProps
      const value = valueFor(field)
      expected[field.name] = value
      await page.locator(`${form} [name="${field.name}"]`).fill(value)
    }
  }
  return expected
}

/** Hydrates the form's island the way a visitor does (client:interaction), then waits for it. */
async function ready(page: Page, form: string) {
  await page.locator(form).hover()
  await expect(page.locator(form)).toHaveJSProperty("noValidate", true)
}

async function received(kind: MessageKind): Promise<Received> {
  await expect.poll(() => stub.received.filter((r) => r.kind === kind).length).toBe(1)
  return stub.received.find((r) => r.kind === kind)!
}

const contactForm = "main form"

test("each form with an endpoint is a real POST to it, and the CSP allows exactly that origin", async ({ page }) => {
  await page.goto(href("/contact/"))
  const form = page.locator(contactForm)
  await expect(form).toHaveAttribute("method", "post")
  await expect(form).toHaveAttribute("action", `${stubOrigin}/contact`)
  await expect(form.locator(`input[type="hidden"][name="${formNameField}"]`)).toHaveValue("contact")
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content")
  for (const directive of ["form-action", "connect-src"])
    expect(policy, `the /contact/ page's ${directive}`).toMatch(new RegExp(`${directive} 'self' ${stubOrigin}(;|$)`))
})

test("with JavaScript and CORS: the fields and the form's name arrive form-encoded, the visitor is thanked", async ({
  page,
}) => {
  await page.goto(href("/contact/"))
  await ready(page, contactForm)
  const expected = await fill(page, contactForm, contactPage.form.fields)
  await page.getByRole("button", { name: contactPage.form.submit }).click()
  await expect(page.locator("main").getByRole("status")).toHaveText(formMessages.success)
  const got = await received("contact")
  expect(got.contentType).toBe("application/x-www-form-urlencoded")
  expect(got.fields).toEqual({ [formNameField]: "contact", ...expected })
  // Confirmed by the endpoint, so the form starts empty again.
  await expect(page.locator(`${contactForm} [name="${contactPage.form.fields[0]!.name}"]`)).toHaveValue("")
})

test("with JavaScript but no CORS headers: it arrives, and the visitor is told it is unconfirmed, not to resend", async ({
  page,
}) => {
  stub.cors = false
  await page.goto(href("/contact/"))
  await ready(page, contactForm)
  const expected = await fill(page, contactForm, contactPage.form.fields)
  const submit = page.getByRole("button", { name: contactPage.form.submit })
  await submit.click()
  await expect(page.locator("main").getByRole("status")).toHaveText(formMessages.unconfirmed)
  expect((await received("contact")).fields).toEqual({ [formNameField]: "contact", ...expected })
  await expect(submit).toBeDisabled()
  // Nothing typed is lost.
  const first = contactPage.form.fields[0]!
  await expect(page.locator(`${contactForm} [name="${first.name}"]`)).toHaveValue(expected[first.name]!)
})

test("with JavaScript, a JSON endpoint receives a JSON object named by its form", async ({ page }) => {
  await page.goto(href("/quote/"))
  await ready(page, contactForm)
  const expected = await fill(page, contactForm, quote.form.fields)
  await page.getByRole("button", { name: quote.form.submit }).click()
  await expect(page.locator("main").getByRole("status")).toHaveText(formMessages.success)
  const got = await received("quote")
  expect(got.contentType).toBe("application/json")
  expect(got.fields).toEqual({ [formNameField]: "quote", ...expected })
})

test("an endpoint that says no: the visitor may try again, and nothing typed is lost", async ({ page }) => {
  stub.status = 500
  await page.goto(href("/contact/"))
  await ready(page, contactForm)
  const expected = await fill(page, contactForm, contactPage.form.fields)
  const submit = page.getByRole("button", { name: contactPage.form.submit })
  await submit.click()
  await expect(page.locator("main").getByRole("status")).toHaveText(formMessages.failure)
  await expect(submit).toBeEnabled()
  const first = contactPage.form.fields[0]!
  await expect(page.locator(`${contactForm} [name="${first.name}"]`)).toHaveValue(expected[first.name]!)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the contact form posts its fields and its name form-encoded to the endpoint", async ({ page }) => {
    await page.goto(href("/contact/"))
    const expected = await fill(page, contactForm, contactPage.form.fields)
    await page.getByRole("button", { name: contactPage.form.submit }).click()
    await expect(page).toHaveURL(`${stubOrigin}/contact`)
    const got = await received("contact")
    expect(got.contentType).toBe("application/x-www-form-urlencoded")
    // The honeypot travels empty; the endpoint (or its spam filter) ignores it.
    expect(got.fields).toEqual({ [formNameField]: "contact", ...expected, website_url: "" })
  })

  test("a JSON endpoint gets an ordinary form post (browsers cannot send JSON without script)", async ({ page }) => {
    await page.goto(href("/blog-details/"))
    const form = "form#leave-comment"
    const expected = await fill(page, form, commentForm.form.fields)
    await page.locator(form).getByRole("button", { name: commentForm.form.submit }).click()
    const got = await received("comment")
    expect(got.contentType).toBe("application/x-www-form-urlencoded")
    expect(got.fields).toMatchObject({ [formNameField]: "comment", ...expected })
  })

  test("the footer newsletter names itself", async ({ page }) => {
    await page.goto(href("/"))
    const box = page.getByRole("contentinfo").getByPlaceholder(footer.newsletter.placeholder)
    await box.fill("reader@example.com")
    await page.getByRole("contentinfo").getByRole("button", { name: footer.newsletter.button }).click()
    expect((await received("newsletter")).fields).toMatchObject({
      [formNameField]: "newsletter",
      email: "reader@example.com",
    })
  })
})

test("account forms stay demo-only without an auth endpoint: no password leaves the browser", async ({ page }) => {
  test.skip(forms["sign-in"] !== null, "an auth endpoint is configured for sign-in")
  // No request but a GET, wherever it goes: only the analytics tool's own reports are left out (after
  // the stored refusal it sends none anyway).
  const posts: string[] = []
  page.on(
    "request",
    (request) => request.method() !== "GET" && !isAnalytics(request.url()) && posts.push(request.url()),
  )
  await page.goto(href("/sign-in/"))
  const form = page.locator("main form")
  await expect(form).toHaveAttribute("method", "dialog")
  await expect(form).not.toHaveAttribute("action", /./)
  await ready(page, "main form")
  await form.locator('input[type="email"]').fill("ada@example.com")
  await form.locator('input[type="password"]').fill("analytical-engine")
  await form.getByRole("button").last().click()
  await expect(page.locator("main").getByRole("status")).toHaveText(formMessages.local)
  expect(posts).toEqual([])
  expect(stub.received).toEqual([])
})
