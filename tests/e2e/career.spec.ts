/**
 * Career in a browser: the filterable grid (the one island behind the career list and the three
 * portfolio layouts) and the job application form. What the built pages hold, in every language
 * (the cards, the grid before any script, each job's page, the form's fields, the JobPosting data)
 * is tests/static/items.test.ts.
 */
import { expect, test, type Page } from "@playwright/test"

import { formFor } from "#/data/forms.ts"
import { careerCopy } from "#/data/pages/career.ts"
import { categoryFilters, countText } from "#/lib/filters.ts"
import { href } from "#/lib/url.ts"
import { endsWithLink, escapeRegExp, formReady, hold, hydrated, needsRoutes } from "./helpers"
import { pageFile, sectionsOf } from "../support/page-files"
import { collection } from "../support/site-content"

/** The published jobs, in the order the site lists them: by `order`, then by file name. */
const jobs = collection("jobs")
  .map((entry) => ({ id: entry.id, data: entry.data as { title: string; category: string; order: number } }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))

/** The job the form test applies for: every job's page has the same form. */
const job = jobs[0]!
const [openings] = sectionsOf(pageFile("career"), "jobs")
if (!openings) throw new Error("src/content/pages/career.yaml has no jobs block")
/** The filter's words (src/content/pages/career.yaml). */
const { filter } = openings
/** The tabs: a team each, named as the cards name it. */
const tabs = categoryFilters(careerCopy.categories)

/** The teams a job belongs to, in the order of the filter tabs. */
const teams = tabs.map((option) => option.label)
const valueOf = (team: string) => tabs.find((option) => option.label === team)!.value
const inTeam = (team: string) => jobs.filter((entry) => entry.data.category.toLowerCase() === valueOf(team)).length
// The busiest team first: filtering by it shows the most.
const [busiest, other] = [...teams].sort((a, b) => inTeam(b) - inTeam(a)) as [string, string, string]
const statusFor = (team: string | null) =>
  countText(team === null ? jobs.length : inTeam(team), jobs.length, filter.noun, team, filter.status)

const shown = (page: Page) => page.locator("[data-filter-item]:visible")
const tab = (page: Page, name: string) =>
  page.getByRole("group", { name: filter.label }).getByRole("button", { name, exact: true })
const status = (page: Page) => page.getByRole("main").getByRole("status")
const filtered = (team: string) => new RegExp(`${escapeRegExp(href("/career/"))}\\?filter=${valueOf(team)}$`)

/** Only the jobs of `team` are visible, each with its team badge. */
async function expectOnly(page: Page, team: string) {
  await expect(shown(page)).toHaveCount(inTeam(team))
  for (const item of await shown(page).all()) await expect(item.getByText(team, { exact: true })).toBeVisible()
}

test.describe("the filterable grid (career)", () => {
  needsRoutes("/career/")
  test("a team chosen by click or by keyboard shows only its jobs, says how many and keeps it in the URL; Back and Forward walk the choices", async ({
    page,
  }) => {
    await page.goto(href("/career/"))
    await hydrated(page, "filterable-grid")

    await tab(page, busiest).click()
    await expect(tab(page, busiest)).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, filter.all)).toHaveAttribute("aria-pressed", "false")
    await expect(tab(page, busiest)).toBeFocused()
    await expectOnly(page, busiest)
    await expect(status(page)).toHaveText(statusFor(busiest))
    await expect(page).toHaveURL(filtered(busiest))

    await tab(page, other).click()
    await expectOnly(page, other)
    await expect(page).toHaveURL(filtered(other))

    await page.goBack()
    await expect(page).toHaveURL(filtered(busiest))
    await expectOnly(page, busiest)
    await page.goBack()
    await expect(page).toHaveURL(endsWithLink("/career/"))
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(tab(page, filter.all)).toHaveAttribute("aria-pressed", "true")
    await expect(status(page)).toHaveText(statusFor(null))
    await page.goForward()
    await expectOnly(page, busiest)

    // The keyboard: Tab reaches the filters, Enter and Space choose one, focus stays on the button.
    const [first, , third] = teams as [string, string, string]
    // The breadcrumb's Home link is the last stop before the filters.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).focus()
    await page.keyboard.press("Tab")
    await expect(tab(page, filter.all)).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(tab(page, first)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(tab(page, first)).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, first)).toBeFocused()
    await expectOnly(page, first)

    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(tab(page, third)).toBeFocused()
    await page.keyboard.press("Space")
    await expect(tab(page, third)).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, third)).toBeFocused()
    await expectOnly(page, third)
    await expect(status(page)).toHaveText(statusFor(third))

    for (let back = 0; back < teams.length; back++) await page.keyboard.press("Shift+Tab")
    await expect(tab(page, filter.all)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(page).toHaveURL(endsWithLink("/career/"))
  })

  test("a team tapped as soon as the page shows, before the island's JavaScript has arrived, is applied when it does", async ({
    page,
  }) => {
    const release = await hold(page)
    await page.goto(href("/career/"), { waitUntil: "commit" })
    await tab(page, busiest).click()
    // Held: the island has not run yet, so the choice waits (marked, and the island asked for at once).
    await expect(shown(page)).toHaveCount(jobs.length)
    release()
    await expect(tab(page, busiest)).toHaveAttribute("aria-pressed", "true")
    await expectOnly(page, busiest)
    await expect(status(page)).toHaveText(statusFor(busiest))
    await expect(page).toHaveURL(filtered(busiest))
  })

  test("a shared link with ?filter= opens on that team's jobs", async ({ page }) => {
    await page.goto(href(`/career/?filter=${valueOf(other)}`))
    await hydrated(page, "filterable-grid")
    await expect(tab(page, other)).toHaveAttribute("aria-pressed", "true")
    await expectOnly(page, other)
    await expect(status(page)).toHaveText(statusFor(other))

    await tab(page, filter.all).click()
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(page).toHaveURL(endsWithLink("/career/"))
  })
})

test.describe("the job application form", () => {
  needsRoutes("/career/")
  const { form: copy, messages } = careerCopy.application
  /** A field's label in the copy, by the field's name. */
  const labelOf = (field: string) => copy.fields.find((candidate) => candidate.name === field)!.label
  const consent = new RegExp(`^${escapeRegExp(copy.consent.label.split("{")[0]!)}`)

  test("an empty application names every invalid field inline and focuses the first; a valid one keeps what was typed, carries the job and sends nothing", async ({
    page,
    baseURL,
  }) => {
    const sent: string[] = []
    page.on("request", (request) => request.method() !== "GET" && sent.push(request.url()))
    await page.goto(href(`/career/${job.id}/`))
    const form = page.getByRole("form", { name: copy.label })
    await formReady(form)

    await form.getByRole("button", { name: copy.submit }).click()
    await expect(form.getByLabel(labelOf("name"))).toBeFocused()
    for (const [label, error] of [
      [labelOf("name"), "#apply-name-error"],
      [labelOf("email"), "#apply-email-error"],
      [labelOf("message"), "#apply-message-error"],
      [consent, "#apply-privacy-error"],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true")
      await expect(page.locator(error)).not.toBeEmpty()
    }
    await expect(form.getByLabel(consent)).toHaveAttribute("required", "")
    await expect(page.getByRole("region", { name: copy.label }).getByRole("status")).toContainText("highlighted")

    // Fixing a field clears its message as you type.
    await form.getByLabel(labelOf("name")).fill("Ada Lovelace")
    await expect(form.getByLabel(labelOf("name"))).toHaveAttribute("aria-invalid", "false")
    await expect(page.locator("#apply-name-error")).toBeEmpty()

    // With a form endpoint set, applications are sent: the rest is for the site without one.
    if (formFor("application").request !== null) return
    await form.getByLabel(labelOf("email")).fill("not-an-email")
    await form.getByLabel(labelOf("message")).fill("I design calm interfaces. Portfolio: https://ada.example.com")
    await form.getByLabel(consent).check()
    await form.getByRole("button", { name: copy.submit }).click()
    await expect(form.getByLabel(labelOf("email"))).toBeFocused()
    await expect(page.locator("#apply-email-error")).toContainText(/@/)

    await form.getByLabel(labelOf("email")).fill("ada@example.com")
    await form.getByRole("button", { name: copy.submit }).click()
    // No form endpoint is configured: the visitor is told, and nothing leaves the browser.
    await expect(page.getByRole("region", { name: copy.label }).getByRole("status")).toContainText(messages.local)
    await expect(form.getByLabel(labelOf("name"))).toHaveValue("Ada Lovelace")
    await expect(form.getByLabel(labelOf("email"))).toHaveValue("ada@example.com")
    await expect(form.getByLabel(labelOf("message"))).toHaveValue(/Portfolio: https:\/\/ada\.example\.com/)
    await expect(form.getByLabel(consent)).toBeChecked()
    expect(sent, "requests that send data").toEqual([])
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)

    // What the application would carry once an endpoint is set: the job beside the answers.
    const fields = await form.evaluate((element: HTMLFormElement) =>
      Object.fromEntries([...new FormData(element)].map(([key, value]) => [key, String(value)])),
    )
    expect(fields).toMatchObject({
      "job-id": job.id,
      "job-title": job.data.title,
      name: "Ada Lovelace",
      email: "ada@example.com",
    })
  })
})
