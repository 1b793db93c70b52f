/**
 * The contact and quote form (one ContactForm component on /contact/, /contact-2/, /contact-3/ and
 * /quote/: checked here on /quote/, which has a choice group too) and Contact 2's map, in the
 * browser: what the form-status island and the map-embed island do. Their markup in every language
 * (fields, labels, error lines, channels, the map's address card and link) is checked over the build
 * in tests/static/forms.test.ts and tests/static/contact.test.ts.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"

import type { ContactFormProps } from "#/components/sections/contact-form.tsx"
import { href } from "#/lib/url.ts"
import { contactMapIn, contactPageIn } from "../support/contact-pages"
import { expectClean, watchCsp } from "./csp-watch"
import { formReady, hydrated, needsRoutes, stubHost } from "./helpers"

type Control = ContactFormProps["fields"][number]

// The pages as the build shows them in English (src/content/pages/quote.yaml, contact-2.yaml).
const quote = contactPageIn("quote", "en")
const contact2 = contactMapIn("en")
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

/** The error line a field points at through aria-describedby. */
function errorOf(page: Page, control: Locator) {
  return control.getAttribute("aria-describedby").then((ids) => {
    const id = ids?.split(" ").find((part) => part.endsWith("-error"))
    return page.locator(`[id="${id}"]`)
  })
}

test.describe("the contact and quote form", () => {
  needsRoutes("/quote/")
  test("/quote/: empty submit names the required fields; the budget range is a required radio group, by keyboard; a valid one keeps the values local", async ({
    page,
  }) => {
    const controls: readonly Control[] = quote.form.fields
    const fields = controls.filter((field): field is Field => field.kind !== "choice")
    const withValue = (field: Field) => ({ ...field, value: sampleValue(field) })
    const required = fields.filter((field) => field.required).map(withValue)
    const optional = fields.filter((field) => !field.required).map(withValue)
    const budget = controls.find((field): field is Choice => field.kind === "choice" && !!field.required)!
    const [firstOption, secondOption] = budget.options
    const posts: string[] = []
    page.on("request", (req) => req.method() !== "GET" && posts.push(req.url()))
    await page.goto(href("/quote/"))
    const main = page.getByRole("main")
    await formReady(main.locator("form"))
    const submit = main.getByRole("button", { name: quote.form.submit })

    await submit.click()
    for (const field of required) {
      const control = main.getByLabel(field.label)
      await expect(control, field.label).toHaveAttribute("aria-invalid", "true")
      await expect(await errorOf(page, control), `error under ${field.label}`).not.toBeEmpty()
    }
    await expect(main.getByLabel(required[0]!.label)).toBeFocused()
    await expect(main.getByRole("status").filter({ hasText: "highlighted" })).toBeVisible()

    // Typing a valid value clears that field's error straight away.
    const first = main.getByLabel(required[0]!.label)
    await first.fill(required[0]!.value)
    await expect(first).toHaveAttribute("aria-invalid", "false")
    await expect(await errorOf(page, first)).toBeEmpty()

    // Every text field right, the budget left open: the group is what is wrong now.
    for (const field of [...required, ...optional]) await main.getByLabel(field.label).fill(field.value)
    await submit.click()
    const group = main.getByRole("group", { name: budget.label })
    const budgetError = main.locator(`[id="${quote.form.id}-${budget.name}-error"]`)
    const firstRadio = group.getByRole("radio", { name: firstOption!.label })
    await expect(firstRadio).toBeFocused()
    await expect(firstRadio).toHaveAttribute("aria-invalid", "true")
    await expect(budgetError).not.toBeEmpty()

    // Arrow keys move through the group and pick an option, which clears its error.
    await page.keyboard.press("ArrowRight")
    await expect(group.getByRole("radio", { name: secondOption!.label })).toBeChecked()
    await expect(budgetError).toBeEmpty()
    await submit.click()

    await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
    for (const field of [...required, ...optional])
      await expect(main.getByLabel(field.label), `${field.label} keeps its value`).toHaveValue(field.value)
    expect(posts, "requests that send data").toEqual([])
  })
})

test.describe("contact 2 map", () => {
  needsRoutes("/contact-2/")
  test("nothing is requested from OpenStreetMap until Show map is pressed; then the map opens, by keyboard, under the page's policy", async ({
    page,
  }) => {
    const csp = await watchCsp(page)
    const osm = await stubHost(page, /openstreetmap\.org/, "Stub map")
    await page.goto(href("/contact-2/"))
    const map = page.getByRole("region", { name: contact2.map.title })

    // The button appears once the island has hydrated, which happens when the map scrolls into view.
    await map.scrollIntoViewIfNeeded()
    const show = map.getByRole("button", { name: contact2.mapEmbed.labels.show })
    await expect(show).toBeVisible()
    await hydrated(page, "map-embed")
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
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
    await expectClean(page, csp)
  })
})
