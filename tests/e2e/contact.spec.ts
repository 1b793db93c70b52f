import { expect, test, type Locator, type Page } from "@playwright/test"

import type { ContactChannel } from "#/components/sections/contact-channels.tsx"
import type { ContactFormProps } from "#/components/sections/contact-form.tsx"
import { contact2, contact3, contactPage } from "#/data/pages/contact.ts"
import * as quote from "#/data/pages/quote.ts"
import { href } from "#/lib/url.ts"
import { formReady, needsRoutes, stubHost } from "./helpers"

type Control = ContactFormProps["fields"][number]
type Field = Exclude<Control, { kind: "choice" }>
type Choice = Extract<Control, { kind: "choice" }>

/** What a visitor types into a field, by what the field asks for. */
function sampleValue(field: Field): string {
  if (field.type === "email") return "ada@example.com"
  if (field.type === "tel") return "+1 503 555 0100"
  if (field.type === "textarea") return "We need a new website for our bakery, live by March."
  if (field.autoComplete === "name") return "Ada Lovelace"
  if (field.autoComplete === "organization") return "Analytical Bakes"
  return "Bakery website"
}

type FormCase = {
  path: string
  submit: string
  /** The required text controls in page order: the first is the one that must take focus. */
  required: (Field & { value: string })[]
  /** Filled on the valid submit too, to check it keeps its value. */
  optional: (Field & { value: string })[]
  /** Radio groups (a required one is answered with its second option on the valid submit). */
  choices: Choice[]
}

/** A form's case, read from its page's data. */
function formCase(path: string, form: ContactFormProps): FormCase {
  const fields = form.fields.filter((field): field is Field => field.kind !== "choice")
  const withValue = (field: Field) => ({ ...field, value: sampleValue(field) })
  return {
    path,
    submit: form.submit,
    required: fields.filter((field) => field.required).map(withValue),
    optional: fields.filter((field) => !field.required).map(withValue),
    choices: form.fields.filter((field): field is Choice => field.kind === "choice"),
  }
}

const forms: FormCase[] = [
  formCase("/contact/", contactPage.form),
  formCase("/contact-2/", contact2.form),
  formCase("/contact-3/", contact3.form),
  formCase("/quote/", quote.form),
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
  await page.goto(href(path))
  const form = main.locator("form")
  await formReady(form)
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
        if (field.type !== "textarea") await expect(control).toHaveAttribute("type", field.type ?? "text")
        if (field.autoComplete) await expect(control).toHaveAttribute("autocomplete", field.autoComplete)
      }
      for (const field of form.optional) {
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

      for (const field of [...form.required, ...form.optional]) {
        await main.getByLabel(field.label).fill(field.value)
      }
      for (const choice of form.choices.filter((group) => group.required)) {
        const option = choice.options[Math.min(1, choice.options.length - 1)]!
        await main.getByRole("group", { name: choice.label }).getByRole("radio", { name: option.label }).check()
      }
      await main.getByRole("button", { name: form.submit }).click()

      await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
      for (const field of [...form.required, ...form.optional]) {
        await expect(main.getByLabel(field.label), `${field.label} keeps its value`).toHaveValue(field.value)
      }
      expect(posts, "requests that send data").toEqual([])
    })
  }

  test("/quote/: the budget range is a required radio group, operable by keyboard", async ({ page }) => {
    const budget = forms.find((f) => f.path === "/quote/")!.choices[0]!
    const [first, second] = budget.options
    const errorId = `#${quote.form.id}-${budget.name}-error`
    const main = await ready(page, "/quote/")
    const group = main.getByRole("group", { name: budget.label })
    await expect(group.getByRole("radio")).toHaveCount(budget.options.length)

    for (const field of forms.find((f) => f.path === "/quote/")!.required) {
      await main.getByLabel(field.label).fill(field.value)
    }
    await main.getByRole("button", { name: quote.form.submit }).click()
    const firstRadio = group.getByRole("radio", { name: first!.label })
    await expect(firstRadio).toBeFocused()
    await expect(firstRadio).toHaveAttribute("aria-invalid", "true")
    await expect(main.locator(errorId)).not.toBeEmpty()

    // Arrow keys move through the group and pick an option.
    await page.keyboard.press("ArrowRight")
    await expect(group.getByRole("radio", { name: second!.label })).toBeChecked()
    await expect(main.locator(errorId)).toBeEmpty()
    await main.getByRole("button", { name: quote.form.submit }).click()
    await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()

    // The "what happens next" steps, in order.
    const steps = main.getByRole("region", { name: quote.nextSteps.title }).getByRole("listitem")
    await expect(steps).toHaveCount(quote.nextSteps.steps.length)
    for (const [index, step] of quote.nextSteps.steps.entries())
      await expect(steps.nth(index)).toContainText(step.title)
  })
})

/**
 * Each channel shows its title and text; a phone number or an email address links where the data
 * says, opening hours or a street address read as text.
 */
async function expectChannels(scope: Locator, channels: readonly ContactChannel[]) {
  for (const channel of channels) {
    await expect(scope.getByRole("heading", { name: channel.title })).toBeVisible()
    await expect(scope.getByText(channel.text).first()).toBeVisible()
    if (channel.contact.href)
      await expect(scope.getByRole("link", { name: channel.contact.label }).first()).toHaveAttribute(
        "href",
        channel.contact.href,
      )
    else await expect(scope.getByText(channel.contact.label).first()).toBeVisible()
  }
}

test.describe("contact channels", () => {
  needsRoutes("/contact/", "/contact-2/", "/contact-3/")
  test("/contact/ offers a card per channel, with working phone and email links", async ({ page }) => {
    await page.goto(href("/contact/"))
    const section = page.getByRole("region", { name: contactPage.channels.title })
    await expect(section.getByRole("listitem")).toHaveCount(contactPage.channels.items.length)
    await expectChannels(section, contactPage.channels.items)
  })

  for (const [path, channels] of [
    ["/contact-2/", contact2.message.channels],
    ["/contact-3/", contact3.channels.items],
  ] as const) {
    test(`${path} shows its channel blocks: chat hours, phone and email`, async ({ page }) => {
      await page.goto(href(path))
      await expectChannels(page.getByRole("main"), channels)
    })
  }
})

test.describe("contact 2 map", () => {
  needsRoutes("/contact-2/")
  test("nothing is requested from OpenStreetMap until Show map is pressed; then the map opens, by keyboard", async ({
    page,
  }) => {
    const osm = await stubHost(page, /openstreetmap\.org/, "Stub map")
    await page.goto(href("/contact-2/"))
    const map = page.getByRole("region", { name: contact2.map.title })
    // The address card is there first, with no map loaded.
    for (const line of contact2.map.address.lines) await expect(map.locator("address")).toContainText(line)
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
    await expect(frame).toHaveAttribute("title", contact2.mapEmbed.title)
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    await expect(frame).toBeFocused()
    await expect.poll(() => osm.length, "the map loads after the click").toBeGreaterThan(0)
    await expect(map.frameLocator("iframe").getByText("Stub map")).toBeVisible()
  })

  test("without JavaScript there is no dead button, and the link to OpenStreetMap remains", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(href("/contact-2/"))
    const map = page.getByRole("region", { name: contact2.map.title })
    await expect(map.getByRole("link", { name: /Open in OpenStreetMap/ })).toBeVisible()
    await expect(map.getByRole("button", { name: "Show map" })).toBeHidden()
    await context.close()
  })
})
