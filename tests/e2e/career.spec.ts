import { expect, test, type Page } from "@playwright/test"

import { formFor } from "#/data/forms.ts"
import { countText } from "#/lib/filters.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { endsWithLink, escapeRegExp, formReady, hold, htmlOf, hydrated, needsRoutes } from "./helpers"
import { collection, featuredOf } from "./site-content"
import { canonicalOf, decode, h1Of } from "./html"

type Job = {
  title: string
  description: string
  category: string
  type: string
  location: string
  salary?: { min: number; max: number; currency?: string; per?: "year" | "month" | "hour" }
  posted: Date | string
  closes: Date | string
  order: number
  experience: string
  details: string[]
  responsibilities: string[]
  requirements: string[]
  skills: string[]
}

/** The published jobs, in the order the site lists them: by `order`, then by file name. */
const jobs = collection("jobs")
  .map((entry) => ({ id: entry.id, data: entry.data as unknown as Job }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
const jobPath = (id: string) => `/career/${id}/`

/** The job /career-details/ features. */
const featured = featuredOf("job", jobs)

/** A job the page tests look at: one with a salary when there is one, so every fact shows. */
const job = jobs.find((entry) => entry.data.salary !== undefined) ?? jobs[0]!

// Page copy from src/data/pages/career.ts, which draws the recruiter's photo through astro:assets and so only loads inside Astro.
const copy = {
  tabs: "Filter jobs by team",
  noun: { one: "job", other: "jobs" },
  per: { year: "a year", month: "a month", hour: "an hour" },
  sections: {
    details: "About the role",
    responsibilities: "What you will do",
    requirements: "What we are looking for",
    skills: "Skills and tools",
  },
  overview: "Job overview",
  form: "Apply for this position",
}

/** The teams a job belongs to (the schema's job categories), in the order of the filter tabs. */
const teams = ["Design", "Development", "Business"] as const
const inTeam = (team: string) => jobs.filter((entry) => entry.data.category === team).length
// The busiest team first: filtering by it shows the most.
const [busiest, other] = [...teams].sort((a, b) => inTeam(b) - inTeam(a)) as [string, string, string]
const statusFor = (team: string | null) =>
  countText(team === null ? jobs.length : inTeam(team), jobs.length, copy.noun, team)

const items = (page: Page) => page.locator("[data-filter-item]")
const shown = (page: Page) => page.locator("[data-filter-item]:visible")
const tab = (page: Page, name: string) =>
  page.getByRole("group", { name: copy.tabs }).getByRole("button", { name, exact: true })
const status = (page: Page) => page.getByRole("main").getByRole("status")
/** The salary as the site words it: a figure, then "a year" (or a month, an hour). */
const salaryText = (salary: Job["salary"]) => new RegExp(`\\d.* ${copy.per[salary?.per ?? "year"]}$`)

const hiddenField = (html: string, name: string) =>
  decode(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "")

/** Only the jobs of `team` are visible, each with its team badge. */
async function expectOnly(page: Page, team: string) {
  await expect(shown(page)).toHaveCount(inTeam(team))
  for (const item of await shown(page).all()) await expect(item.getByText(team, { exact: true })).toBeVisible()
}

test.describe("career: open positions", () => {
  needsRoutes("/career/")
  test("every job is a card, in order, with its team, type, location and salary, All pressed", async ({ page }) => {
    await page.goto(href("/career/"))
    await expect(items(page)).toHaveCount(jobs.length)
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(tab(page, "All")).toHaveAttribute("aria-pressed", "true")
    for (const team of teams) await expect(tab(page, team)).toHaveAttribute("aria-pressed", "false")
    await expect(status(page)).toHaveText(statusFor(null))

    await expect(items(page).getByRole("heading", { level: 3 })).toHaveText(jobs.map((entry) => entry.data.title))
    for (const [index, { data }] of jobs.entries()) {
      const item = items(page).nth(index)
      await expect(item.getByText(data.category, { exact: true })).toBeVisible()
      await expect(item.getByText(data.type, { exact: true })).toBeVisible()
      // Location, then the salary when the listing gives one.
      await expect(item.locator("dd")).toHaveText(
        data.salary ? [data.location, salaryText(data.salary)] : [data.location],
      )
    }
  })

  test("each card's Apply now opens that job's own page, whose heading is the card's title", async ({
    page,
    request,
  }) => {
    await page.goto(href("/career/"))
    const cards = items(page)
    await expect(cards).toHaveCount(jobs.length)
    for (const [index, entry] of jobs.entries()) {
      const apply = cards.nth(index).getByRole("link", { name: /^Apply now/ })
      await expect(apply).toHaveAttribute("href", href(jobPath(entry.id)))
      // The title in the link's name tells the Apply now links apart.
      await expect(apply).toHaveAccessibleName(new RegExp(`${escapeRegExp(entry.data.title)}$`))
      expect(h1Of(await htmlOf(request, jobPath(entry.id))), jobPath(entry.id)).toBe(entry.data.title)
    }

    await cards
      .first()
      .getByRole("link", { name: /^Apply now/ })
      .click()
    await expect(page).toHaveURL(endsWithLink(jobPath(jobs[0]!.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobs[0]!.data.title)
  })

  test("a team tab shows only that team's jobs, says how many, puts the filter in the URL; Back returns to all", async ({
    page,
  }) => {
    await page.goto(href("/career/"))
    await hydrated(page, "filterable-grid")

    await tab(page, busiest).click()
    await expect(tab(page, busiest)).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, "All")).toHaveAttribute("aria-pressed", "false")
    await expectOnly(page, busiest)
    await expect(status(page)).toHaveText(statusFor(busiest))
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href("/career/"))}\\?filter=${busiest.toLowerCase()}$`))

    await tab(page, other).click()
    await expectOnly(page, other)
    await expect(page).toHaveURL(new RegExp(`\\?filter=${other.toLowerCase()}$`))

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`\\?filter=${busiest.toLowerCase()}$`))
    await expectOnly(page, busiest)
    await page.goBack()
    await expect(page).toHaveURL(endsWithLink("/career/"))
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(tab(page, "All")).toHaveAttribute("aria-pressed", "true")
    await expect(status(page)).toHaveText(statusFor(null))
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
    await expect(page).toHaveURL(new RegExp(`\\?filter=${busiest.toLowerCase()}$`))
  })

  test("a shared link with ?filter= opens on that team's jobs", async ({ page }) => {
    await page.goto(href(`/career/?filter=${other.toLowerCase()}`))
    await hydrated(page, "filterable-grid")
    await expect(tab(page, other)).toHaveAttribute("aria-pressed", "true")
    await expectOnly(page, other)
    await expect(status(page)).toHaveText(statusFor(other))

    await tab(page, "All").click()
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(page).toHaveURL(endsWithLink("/career/"))
  })

  test("keyboard: Tab reaches the filters, Enter and Space choose one, focus stays on the button", async ({ page }) => {
    const [first, , third] = teams
    await page.goto(href("/career/"))
    await hydrated(page, "filterable-grid")
    // The breadcrumb's Home link is the last stop before the filters.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).focus()
    await page.keyboard.press("Tab")
    await expect(tab(page, "All")).toBeFocused()

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
  })

  test("without JavaScript every job is listed, whatever the URL says", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(href(`/career/?filter=${busiest.toLowerCase()}`))
    await expect(shown(page)).toHaveCount(jobs.length)
    await expect(page.getByRole("link", { name: /^Apply now/ })).toHaveCount(jobs.length)
    await context.close()
  })
})

test.describe("a job's page", () => {
  test("shows the job from its file: description, duties, requirements, skills and an overview", async ({ page }) => {
    await page.goto(href(jobPath(job.id)))
    const { data } = job
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title)
    await expect(page.getByRole("main").getByText(data.description, { exact: true })).toBeVisible()
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("listitem").last()).toHaveText(data.title)
    await expect(crumbs.getByRole("link").last()).toHaveAttribute("href", href("/career/"))

    const section = (name: string) => page.getByRole("region", { name, exact: true })
    await expect(section(copy.sections.details).locator("p")).toHaveText(data.details)
    await expect(section(copy.sections.responsibilities).getByRole("listitem")).toHaveText(data.responsibilities)
    await expect(section(copy.sections.requirements).getByRole("listitem")).toHaveText(data.requirements)
    await expect(section(copy.sections.skills).getByRole("listitem")).toHaveText(data.skills)

    const overview = page.getByRole("heading", { name: copy.overview }).locator("..")
    await expect(overview.locator("dd")).toHaveText([
      data.category,
      data.type,
      data.location,
      ...(data.salary ? [salaryText(data.salary)] : []),
      data.experience,
    ])
    await expect(overview.getByRole("link", { name: "All open positions" })).toHaveAttribute("href", href("/career/"))

    // The recruiter can be written to: the address shown is the address linked.
    const mail = page.getByRole("main").getByRole("link", { name: /@/ })
    await expect(mail).toHaveAttribute("href", `mailto:${(await mail.textContent())?.trim()}`)

    await overview.getByRole("link", { name: "Apply for this job" }).click()
    await expect(page).toHaveURL(/#apply$/)
    await expect(page.getByRole("heading", { name: copy.form })).toBeInViewport()
  })

  test("an empty application names every invalid field inline, the privacy box included, and focuses the first", async ({
    page,
  }) => {
    await page.goto(href(jobPath(job.id)))
    const form = page.getByRole("form", { name: copy.form })
    await formReady(form)

    await form.getByRole("button", { name: "Submit" }).click()
    await expect(form.getByLabel("Your name")).toBeFocused()
    for (const [label, error] of [
      ["Your name", "#apply-name-error"],
      ["Email address", "#apply-email-error"],
      ["Message", "#apply-message-error"],
      [/I agree to the privacy policy/, "#apply-privacy-error"],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true")
      await expect(page.locator(error)).not.toBeEmpty()
    }
    await expect(form.getByLabel(/I agree to the privacy policy/)).toHaveAttribute("required", "")
    await expect(page.getByRole("region", { name: copy.form }).getByRole("status")).toContainText("highlighted")

    // Fixing a field clears its message as you type.
    await form.getByLabel("Your name").fill("Ada Lovelace")
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "false")
    await expect(page.locator("#apply-name-error")).toBeEmpty()
  })

  test("a valid application names the job it is for, keeps what was typed and says nothing was sent", async ({
    page,
    baseURL,
  }) => {
    test.skip(formFor("application").request !== null, "with a form endpoint set, applications are sent")
    const sent: string[] = []
    page.on("request", (request) => request.method() !== "GET" && sent.push(request.url()))
    await page.goto(href(jobPath(job.id)))
    const form = page.getByRole("form", { name: copy.form })
    await formReady(form)

    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email")
    await expect(form.getByLabel("Email address")).toHaveAttribute("autocomplete", "email")
    await expect(form.getByLabel("Your name")).toHaveAttribute("autocomplete", "name")

    await form.getByLabel("Your name").fill("Ada Lovelace")
    await form.getByLabel("Email address").fill("not-an-email")
    await form.getByLabel("Message").fill("I design calm interfaces. Portfolio: https://ada.example.com")
    await form.getByLabel(/I agree to the privacy policy/).check()
    await form.getByRole("button", { name: "Submit" }).click()
    await expect(form.getByLabel("Email address")).toBeFocused()
    await expect(page.locator("#apply-email-error")).toContainText(/@/)

    await form.getByLabel("Email address").fill("ada@example.com")
    await form.getByRole("button", { name: "Submit" }).click()
    // No form endpoint is configured: the visitor is told, and nothing leaves the browser.
    await expect(page.getByRole("region", { name: copy.form }).getByRole("status")).toContainText("nothing was sent")
    await expect(form.getByLabel("Your name")).toHaveValue("Ada Lovelace")
    await expect(form.getByLabel("Email address")).toHaveValue("ada@example.com")
    await expect(form.getByLabel("Message")).toHaveValue(/Portfolio: https:\/\/ada\.example\.com/)
    await expect(form.getByLabel(/I agree to the privacy policy/)).toBeChecked()
    expect(sent, "requests that send data").toEqual([])
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)

    // What the application would carry once an endpoint is set: the job beside the answers.
    const fields = await form.evaluate((element: HTMLFormElement) =>
      Object.fromEntries([...new FormData(element)].map(([name, value]) => [name, String(value)])),
    )
    expect(fields).toMatchObject({
      "job-id": job.id,
      "job-title": job.data.title,
      name: "Ada Lovelace",
      email: "ada@example.com",
    })
  })

  test("every job page describes its job to search engines as a JobPosting from its file", async ({ request }) => {
    const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10)
    const employmentTypes: Record<string, string> = {
      "Full Time": "FULL_TIME",
      "Part Time": "PART_TIME",
      Contract: "CONTRACTOR",
      Internship: "INTERN",
    }
    for (const { id, data } of jobs) {
      const html = await htmlOf(request, jobPath(id))
      const graphs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "{}") as { "@graph"?: Record<string, unknown>[] },
      )
      const postings = graphs.flatMap((graph) => graph["@graph"] ?? []).filter((node) => node["@type"] === "JobPosting")
      expect(postings, jobPath(id)).toHaveLength(1)
      const posting = postings[0]!

      expect(posting.title).toBe(data.title)
      expect(posting.url).toBe(absoluteUrl(jobPath(id)))
      expect(posting.datePosted).toBe(isoDate(data.posted))
      expect(String(posting.validThrough).slice(0, 10), `${id}: validThrough`).toBe(isoDate(data.closes))
      if (data.type === "Remote") {
        // "Remote" says where the work is done, not how many hours: no employment type, no office.
        expect(posting.jobLocationType).toBe("TELECOMMUTE")
        expect(posting.jobLocation).toBeUndefined()
      } else {
        expect(posting.employmentType, `${id}: employmentType`).toBe(employmentTypes[data.type])
        const place = posting.jobLocation as { address?: { addressLocality?: string } } | undefined
        // The place without a note in brackets: "Portland, OR (hybrid)" is in Portland, OR.
        expect(place?.address?.addressLocality, `${id}: jobLocation`).toBe(data.location.replace(/\s*\(.*\)\s*$/, ""))
      }
      if (data.salary)
        expect(posting.baseSalary, `${id}: baseSalary`).toMatchObject({
          currency: data.salary.currency ?? "USD",
          value: {
            minValue: data.salary.min,
            maxValue: data.salary.max,
            unitText: (data.salary.per ?? "year").toUpperCase(),
          },
        })
      else expect(posting.baseSalary, `${id}: no salary listed`).toBeUndefined()
    }
  })
})

test.describe("career details", () => {
  needsRoutes("/career-details/")
  test("shows the featured job, names that job's page canonical and applies for that job", async ({ request }) => {
    const html = await htmlOf(request, "/career-details/")
    expect(h1Of(html)).toBe(featured.data.title)
    expect(canonicalOf(html)).toBe(absoluteUrl(jobPath(featured.id)))
    expect(hiddenField(html, "job-id")).toBe(featured.id)
    expect(hiddenField(html, "job-title")).toBe(featured.data.title)
    // The job's own page is its canonical address too.
    expect(canonicalOf(await htmlOf(request, jobPath(featured.id)))).toBe(absoluteUrl(jobPath(featured.id)))
  })
})
