import { expect, test, type Page } from "@playwright/test"

const items = (page: Page) => page.locator("[data-filter-item]")
const shown = (page: Page) => page.locator("[data-filter-item]:visible")
const tab = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter jobs by team" }).getByRole("button", { name, exact: true })
const status = (page: Page) => page.getByRole("main").getByRole("status")

/** Island props and handlers are live once Astro drops the island's ssr attribute. */
async function hydrated(page: Page, island: string) {
  await expect(page.locator(`astro-island[component-url*="${island}"]:not([ssr])`)).toHaveCount(1)
}

/** Every visible job card carries the team badge `category`. */
async function expectOnly(page: Page, category: string, count: number) {
  await expect(shown(page)).toHaveCount(count)
  for (const item of await shown(page).all()) await expect(item.getByText(category, { exact: true })).toBeVisible()
}

test.describe("career: open positions", () => {
  test("six jobs at first with All pressed, each with type, location, salary and Apply now", async ({ page }) => {
    await page.goto("/career/")
    await expect(items(page)).toHaveCount(6)
    await expect(shown(page)).toHaveCount(6)
    await expect(tab(page, "All")).toHaveAttribute("aria-pressed", "true")
    for (const name of ["Design", "Development", "Business"])
      await expect(tab(page, name)).toHaveAttribute("aria-pressed", "false")
    await expect(status(page)).toHaveText("Showing all 6 jobs")

    for (const item of await items(page).all()) {
      await expect(item.getByRole("heading", { level: 3 })).toBeVisible()
      await expect(item).toContainText(/Full Time|Remote/)
      await expect(item).toContainText(/\$\d+k – \$\d+k a year/)
      const apply = item.getByRole("link", { name: /^Apply now/ })
      await expect(apply).toHaveAttribute("href", "/career-details/")
    }
    await expect(page.getByText("Can't find your role?")).toBeVisible()
    await expect(page.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/contact/")
  })

  test("Design shows only design jobs, says how many, puts the filter in the URL; Back returns to all", async ({
    page,
  }) => {
    await page.goto("/career/")
    await hydrated(page, "filterable-grid")

    await tab(page, "Design").click()
    await expect(tab(page, "Design")).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, "All")).toHaveAttribute("aria-pressed", "false")
    await expectOnly(page, "Design", 2)
    await expect(status(page)).toHaveText("Showing 2 of 6 jobs: Design")
    await expect(page).toHaveURL(/\/career\/\?filter=design$/)

    await tab(page, "Development").click()
    await expectOnly(page, "Development", 2)
    await expect(page).toHaveURL(/\?filter=development$/)

    await page.goBack()
    await expect(page).toHaveURL(/\?filter=design$/)
    await expectOnly(page, "Design", 2)
    await page.goBack()
    await expect(page).toHaveURL(/\/career\/$/)
    await expect(shown(page)).toHaveCount(6)
    await expect(tab(page, "All")).toHaveAttribute("aria-pressed", "true")
    await expect(status(page)).toHaveText("Showing all 6 jobs")
  })

  test("a shared link with ?filter=business opens on the business jobs", async ({ page }) => {
    await page.goto("/career/?filter=business")
    await hydrated(page, "filterable-grid")
    await expect(tab(page, "Business")).toHaveAttribute("aria-pressed", "true")
    await expectOnly(page, "Business", 2)
    await expect(status(page)).toHaveText("Showing 2 of 6 jobs: Business")

    await tab(page, "All").click()
    await expect(shown(page)).toHaveCount(6)
    await expect(page).toHaveURL(/\/career\/$/)
  })

  test("keyboard: Tab reaches the filters, Enter and Space choose one, focus stays on the button", async ({ page }) => {
    await page.goto("/career/")
    await hydrated(page, "filterable-grid")
    // The breadcrumb's Home link is the last stop before the filters.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).focus()
    await page.keyboard.press("Tab")
    await expect(tab(page, "All")).toBeFocused()

    await page.keyboard.press("Tab")
    await expect(tab(page, "Design")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(tab(page, "Design")).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, "Design")).toBeFocused()
    await expectOnly(page, "Design", 2)

    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(tab(page, "Business")).toBeFocused()
    await page.keyboard.press("Space")
    await expect(tab(page, "Business")).toHaveAttribute("aria-pressed", "true")
    await expect(tab(page, "Business")).toBeFocused()
    await expectOnly(page, "Business", 2)
    await expect(status(page)).toHaveText("Showing 2 of 6 jobs: Business")
  })

  test("without JavaScript every job is listed, whatever the URL says", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto("/career/?filter=design")
    await expect(shown(page)).toHaveCount(6)
    await expect(page.getByRole("link", { name: /^Apply now/ })).toHaveCount(6)
    await context.close()
  })
})

test.describe("career details", () => {
  test("the job description with its summary, the recruiter's contacts and a link to the form", async ({ page }) => {
    await page.goto("/career-details/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Designer (UI/UX)")
    for (const name of [
      "About the role",
      "What you will do",
      "What we are looking for",
      "Skills and tools",
      "Apply for this position",
      "Job overview",
      "Questions about the role?",
    ])
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible()

    const overview = page.getByRole("heading", { name: "Job overview" }).locator("..")
    await expect(overview).toContainText("Full Time")
    await expect(overview).toContainText("$48k – $60k a year")
    await expect(page.getByRole("link", { name: "careers@lumora.example.com" })).toHaveAttribute(
      "href",
      "mailto:careers@lumora.example.com",
    )
    await expect(page.getByRole("link", { name: "All open positions" })).toHaveAttribute("href", "/career/")

    await page.getByRole("link", { name: "Apply for this job" }).click()
    await expect(page).toHaveURL(/#apply$/)
    await expect(page.getByRole("heading", { name: "Apply for this position" })).toBeInViewport()
  })

  test("an empty application names every invalid field inline, the privacy box included, and focuses the first", async ({
    page,
  }) => {
    await page.goto("/career-details/")
    const form = page.getByRole("form", { name: "Apply for this position" })
    // The form's island loads when the visitor reaches for the form, then takes over validation.
    await form.hover()
    await expect(form).toHaveJSProperty("noValidate", true)

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
    await expect(page.getByRole("region", { name: "Apply for this position" }).getByRole("status")).toContainText(
      "highlighted",
    )

    // Fixing a field clears its message as you type.
    await form.getByLabel("Your name").fill("Ada Lovelace")
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "false")
    await expect(page.locator("#apply-name-error")).toBeEmpty()
  })

  test("a valid application keeps what was typed and says nothing was sent", async ({ page, baseURL }) => {
    const sent: string[] = []
    page.on("request", (request) => request.method() !== "GET" && sent.push(request.url()))
    await page.goto("/career-details/")
    const form = page.getByRole("form", { name: "Apply for this position" })
    // The form's island loads when the visitor reaches for the form, then takes over validation.
    await form.hover()
    await expect(form).toHaveJSProperty("noValidate", true)

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
    await expect(page.getByRole("region", { name: "Apply for this position" }).getByRole("status")).toContainText(
      "nothing was sent",
    )
    await expect(form.getByLabel("Your name")).toHaveValue("Ada Lovelace")
    await expect(form.getByLabel("Email address")).toHaveValue("ada@example.com")
    await expect(form.getByLabel("Message")).toHaveValue(/Portfolio: https:\/\/ada\.example\.com/)
    await expect(form.getByLabel(/I agree to the privacy policy/)).toBeChecked()
    expect(sent, "requests that send data").toEqual([])
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
  })
})
