import { expect, test, type Locator, type Page } from "@playwright/test"

import { needsRoutes } from "./helpers"
import { brand, contact } from "../../src/data/site"

type FormCase = {
  path: string
  submit: string
  /** The required controls in page order: the first is the one that must take focus. */
  required: { label: string; value: string; type?: string; autocomplete?: string }[]
  /** Filled on the valid submit too, to check it keeps its value. */
  optional?: { label: string; value: string }[]
}

const forms: FormCase[] = [
  {
    path: "/contact/",
    submit: "Send Message",
    required: [
      { label: "Your name", value: "Ada Lovelace", autocomplete: "name" },
      { label: "Email address", value: "ada@example.com", type: "email", autocomplete: "email" },
      { label: "Message", value: "We need a new website for our bakery." },
    ],
  },
  {
    path: "/contact-2/",
    submit: "Send Message",
    required: [
      { label: "Your name", value: "Ada Lovelace", autocomplete: "name" },
      { label: "Email address", value: "ada@example.com", type: "email", autocomplete: "email" },
      { label: "Subject", value: "Bakery website" },
      { label: "Message", value: "We need a new website for our bakery." },
    ],
  },
  {
    path: "/contact-3/",
    submit: "Send Message",
    required: [
      { label: "Full name", value: "Ada Lovelace", autocomplete: "name" },
      { label: "Phone number", value: "+1 503 555 0100", type: "tel", autocomplete: "tel" },
      { label: "Email address", value: "ada@example.com", type: "email", autocomplete: "email" },
    ],
    optional: [{ label: "Your question", value: "Do you build Shopify themes?" }],
  },
  {
    path: "/quote/",
    submit: "Request My Quote",
    required: [
      { label: "Your name", value: "Ada Lovelace", autocomplete: "name" },
      { label: "Work email", value: "ada@example.com", type: "email", autocomplete: "email" },
      { label: "Project details", value: "A shop for our bakery, live by March." },
    ],
    optional: [{ label: "Company", value: "Analytical Bakes" }],
  },
]

/** The error line a field points at through aria-describedby. */
function errorOf(page: Page, control: Locator) {
  return control.getAttribute("aria-describedby").then((ids) => {
    const id = ids?.split(" ").find((part) => part.endsWith("-error"))
    return page.locator(`[id="${id}"]`)
  })
}

async function ready(page: Page, path: string) {
  needsRoutes(path)
  const main = page.getByRole("main")
  await page.goto(path)
  const form = main.locator("form")
  // The form's island loads when the visitor reaches for the form, then takes over validation.
  await form.hover()
  await expect(form).toHaveJSProperty("noValidate", true)
  return main
}

test.describe("contact and quote forms", () => {
  for (const form of forms) {
    test(`${form.path}: empty submit names the required fields; a valid one keeps the values local`, async ({
      page,
    }) => {
      const posts: string[] = []
      page.on("request", (req) => req.method() !== "GET" && posts.push(req.url()))
      const main = await ready(page, form.path)

      // The asterisk is explained before the fields.
      await expect(main.getByText("Fields marked with an asterisk (*) are required.")).toBeVisible()
      for (const field of form.required) {
        const control = main.getByLabel(field.label)
        await expect(control, `${field.label} is required`).toHaveAttribute("required", "")
        if (field.type) await expect(control).toHaveAttribute("type", field.type)
        if (field.autocomplete) await expect(control).toHaveAttribute("autocomplete", field.autocomplete)
      }
      for (const field of form.optional ?? []) {
        await expect(main.getByLabel(field.label), `${field.label} is optional`).not.toHaveAttribute("required", "")
      }

      await main.getByRole("button", { name: form.submit }).click()
      for (const field of form.required) {
        const control = main.getByLabel(field.label)
        await expect(control, field.label).toHaveAttribute("aria-invalid", "true")
        await expect(await errorOf(page, control), `error under ${field.label}`).not.toBeEmpty()
      }
      await expect(main.getByLabel(form.required[0]!.label)).toBeFocused()
      await expect(main.getByRole("status").filter({ hasText: "highlighted" })).toBeVisible()

      // Typing a valid value clears that field's error straight away.
      const first = main.getByLabel(form.required[0]!.label)
      await first.fill(form.required[0]!.value)
      await expect(first).toHaveAttribute("aria-invalid", "false")
      await expect(await errorOf(page, first)).toBeEmpty()

      for (const field of [...form.required, ...(form.optional ?? [])]) {
        await main.getByLabel(field.label).fill(field.value)
      }
      if (form.path === "/quote/") await main.getByRole("radio", { name: "$10,000–$25,000" }).check()
      await main.getByRole("button", { name: form.submit }).click()

      await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
      for (const field of [...form.required, ...(form.optional ?? [])]) {
        await expect(main.getByLabel(field.label), `${field.label} keeps its value`).toHaveValue(field.value)
      }
      expect(posts, "requests that send data").toEqual([])
    })
  }

  test("/quote/: the budget range is a required radio group, operable by keyboard", async ({ page }) => {
    const main = await ready(page, "/quote/")
    const group = main.getByRole("group", { name: "Budget range" })
    await expect(group.getByRole("radio")).toHaveCount(5)

    for (const field of forms.find((f) => f.path === "/quote/")!.required) {
      await main.getByLabel(field.label).fill(field.value)
    }
    await main.getByRole("button", { name: "Request My Quote" }).click()
    const first = group.getByRole("radio", { name: "Under $10,000" })
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute("aria-invalid", "true")
    await expect(main.locator("#quote-form-title-budget-error")).not.toBeEmpty()

    // Arrow keys move through the group and pick an option.
    await page.keyboard.press("ArrowRight")
    await expect(group.getByRole("radio", { name: "$10,000–$25,000" })).toBeChecked()
    await expect(main.locator("#quote-form-title-budget-error")).toBeEmpty()
    await main.getByRole("button", { name: "Request My Quote" }).click()
    await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()

    // The "what happens next" steps, in order.
    const steps = main.getByRole("region", { name: "From request to kickoff in a week" }).getByRole("listitem")
    await expect(steps).toHaveCount(3)
    await expect(steps.first()).toContainText("We read your request")
  })
})

test.describe("contact channels", () => {
  needsRoutes("/contact/", "/contact-2/", "/contact-3/")
  test("/contact/ offers three channel cards with working phone and email links", async ({ page }) => {
    await page.goto("/contact/")
    const cards = page.getByRole("region", { name: "Three ways to reach us" }).getByRole("listitem")
    await expect(cards).toHaveCount(3)
    await expect(cards.getByRole("link", { name: "+1 (503) 555-0142" })).toHaveAttribute("href", "tel:+15035550142")
    await expect(cards.getByRole("link", { name: contact.email.label })).toHaveAttribute("href", contact.email.href)
  })

  for (const path of ["/contact-2/", "/contact-3/"]) {
    test(`${path} shows the chat, phone and email blocks`, async ({ page }) => {
      await page.goto(path)
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { name: "Chat with us" })).toBeVisible()
      await expect(main.getByText("Monday–Friday, 9 am to 5 pm EST").first()).toBeVisible()
      await expect(main.getByRole("link", { name: "+1 (503) 555-0142" })).toBeVisible()
      await expect(main.getByText(/within 24 hours/).first()).toBeVisible()
    })
  }
})

test.describe("contact 2 map", () => {
  needsRoutes("/contact-2/")
  test("nothing is requested from OpenStreetMap until Show map is pressed; then the map opens, by keyboard", async ({
    page,
  }) => {
    const osm: string[] = []
    await page.route(/openstreetmap\.org/, (route) => {
      osm.push(route.request().url())
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Map stub</title><p>Stub map</p>",
      })
    })
    await page.goto("/contact-2/")
    const map = page.getByRole("region", { name: "Our Portland studio" })
    // The address card is there first, with no map loaded.
    await expect(map.locator("address")).toContainText("214 Harbor Street, Suite 5, Portland, OR 97204")
    await expect(map.getByText("The map loads from www.openstreetmap.org")).toBeVisible()
    const open = map.getByRole("link", { name: /Open in OpenStreetMap/ })
    await expect(open).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=/)
    await expect(open).toHaveAttribute("target", "_blank")

    // The button appears once the island has hydrated, which happens when the map scrolls into view.
    await map.scrollIntoViewIfNeeded()
    const show = map.getByRole("button", { name: "Show map" })
    await expect(show).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(osm, "requests to OpenStreetMap before the click").toEqual([])
    await expect(map.locator("iframe")).toHaveCount(0)

    await show.focus()
    await page.keyboard.press("Enter")
    const frame = map.locator("iframe")
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute("title", new RegExp(`^Map of ${brand.name}`))
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    await expect(frame).toBeFocused()
    await expect.poll(() => osm.length, "the map loads after the click").toBeGreaterThan(0)
    await expect(page.frameLocator("iframe[title^='Map of']").getByText("Stub map")).toBeVisible()
  })

  test("without JavaScript there is no dead button, and the link to OpenStreetMap remains", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto("/contact-2/")
    const map = page.getByRole("region", { name: "Our Portland studio" })
    await expect(map.getByRole("link", { name: /Open in OpenStreetMap/ })).toBeVisible()
    await expect(map.getByRole("button", { name: "Show map" })).toBeHidden()
    await context.close()
  })
})
