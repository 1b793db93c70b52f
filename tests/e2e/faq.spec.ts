import { expect, test, type Locator, type Page } from "@playwright/test"

import { accountQuestions, faq1, faq2, faq3, faq4, generalQuestions, technicalQuestions } from "#/data/pages/faq.ts"
import { href } from "#/lib/url.ts"
import { hold, needsRoutes } from "./helpers"

/** The <details> of an accordion question, found by its question text. */
const item = (scope: Page | Locator, question: string) => scope.locator("summary", { hasText: question }).locator("..")

test.describe("FAQ 1 and FAQ 2: question grids", () => {
  needsRoutes("/faq/", "/faq-2/")
  test("FAQ 1 shows every question with its answer open", async ({ page }) => {
    await page.goto(href("/faq/"))
    const grid = page.getByRole("region", { name: faq1.grid.title })
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(faq1.grid.items.length)
    for (const { question, answer } of generalQuestions) {
      await expect(grid.getByRole("heading", { name: question })).toBeVisible()
      await expect(grid.getByText(answer[0]!)).toBeVisible()
    }
    await expect(page.getByText(faq2.grid.help.title)).toHaveCount(0)
  })

  test("FAQ 2 adds a way to reach the team when the answer is not there", async ({ page }) => {
    await page.goto(href("/faq-2/"))
    const section = page.getByRole("region", { name: faq2.grid.title })
    await expect(section.getByRole("article")).toHaveCount(faq2.grid.items.length)
    const help = section.getByRole("heading", { name: faq2.grid.help.title })
    await help.scrollIntoViewIfNeeded()
    await expect(help).toBeVisible()
    await expect(section.getByRole("link", { name: faq2.grid.help.cta.label })).toHaveAttribute(
      "href",
      href(faq2.grid.help.cta.href),
    )
    await expect(section.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/)
    await expect(section.getByRole("link", { name: /\+1/ })).toHaveAttribute("href", /^tel:/)
  })
})

test.describe("FAQ 3: accordions", () => {
  needsRoutes("/faq-3/")
  test("two accordions, each with its first item open", async ({ page }) => {
    await page.goto(href("/faq-3/"))
    for (const [title, questions] of [
      [faq3.general.title, generalQuestions],
      [faq3.account.title, accountQuestions],
    ] as const) {
      const section = page.getByRole("region", { name: title })
      await expect(section.locator("details")).toHaveCount(questions.length)
      await expect(item(section, questions[0].question)).toHaveAttribute("open", "")
      await expect(section.getByText(questions[0].answer[0])).toBeVisible()
      await expect(section.locator("details[open]")).toHaveCount(1)
    }
  })

  test("opening another item closes the open one; clicking the open one closes it", async ({ page }) => {
    await page.goto(href("/faq-3/"))
    const section = page.getByRole("region", { name: faq3.general.title })
    const first = item(section, generalQuestions[0].question)
    const third = item(section, generalQuestions[2].question)

    await third.locator("summary").click()
    await expect(third).toHaveAttribute("open", "")
    await expect(first).not.toHaveAttribute("open")
    await expect(section.getByText(generalQuestions[2].answer[0])).toBeVisible()
    await expect(section.locator("details[open]")).toHaveCount(1)

    await third.locator("summary").click()
    await expect(section.locator("details[open]")).toHaveCount(0)

    // The other accordion on the page is a separate group: it keeps its own item open.
    await expect(page.getByRole("region", { name: faq3.account.title }).locator("details[open]")).toHaveCount(1)
  })

  test("works with the keyboard: Tab to a question, Enter and Space toggle it", async ({ page }) => {
    await page.goto(href("/faq-3/"))
    const section = page.getByRole("region", { name: faq3.general.title })
    const first = item(section, generalQuestions[0].question)
    const second = item(section, generalQuestions[1].question)

    await first.locator("summary").focus()
    await page.keyboard.press("Tab")
    await expect(second.locator("summary")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(second).toHaveAttribute("open", "")
    await expect(first).not.toHaveAttribute("open")
    await page.keyboard.press("Space")
    await expect(second).not.toHaveAttribute("open")
    await page.keyboard.press("Space")
    await expect(second).toHaveAttribute("open", "")
  })

  test("every answer is in the HTML, so it is found without opening anything", async ({ request }) => {
    const html = (await (await request.get(href("/faq-3/"))).text())
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&")
    for (const { answer } of [...generalQuestions, ...accountQuestions]) expect(html).toContain(answer[0])
  })
})

test.describe("FAQ 4: topic tabs", () => {
  needsRoutes("/faq-4/")
  const names = faq4.tabs.tabs.map((tab) => tab.label)
  const [general, account, empty, technical] = faq4.panels.map((panel) => panel.tab.label)
  const topics = faq4.tabs.label

  test("the first topic is selected first; only the selected tab is in the tab order", async ({ page }) => {
    await page.goto(href("/faq-4/"))
    const tabs = page.getByRole("tablist", { name: topics }).getByRole("tab")
    await expect(tabs).toHaveText(names)
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true")
    await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0")
    for (const i of names.keys()) {
      if (i === 0) continue
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "false")
      await expect(tabs.nth(i)).toHaveAttribute("tabindex", "-1")
    }
    await expect(page.getByRole("tabpanel", { name: general })).toBeVisible()
    await expect(page.getByText(generalQuestions[0].answer[0])).toBeVisible()
    await expect(page.getByText(technicalQuestions[0].question)).toBeHidden()
  })

  test("arrow keys, Home and End move selection and focus", async ({ page }) => {
    await page.goto(href("/faq-4/"))
    const tab = (name: string) => page.getByRole("tab", { name })
    const expectSelected = async (name: string) => {
      await expect(tab(name)).toBeFocused()
      await expect(tab(name)).toHaveAttribute("aria-selected", "true")
      await expect(tab(name)).toHaveAttribute("tabindex", "0")
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1)
      await expect(page.getByRole("tabpanel", { name })).toBeVisible()
      // The other panels are hidden "until found" (find-in-page still reaches them).
      await expect(page.locator("[data-tab-panel]:not([hidden])")).toHaveCount(1)
      await expect(page.locator('[data-tab-panel][hidden="until-found"]')).toHaveCount(names.length - 1)
    }

    await tab(general!).focus()
    await page.keyboard.press("ArrowRight")
    await expectSelected(account!)
    await expect(page.getByText(accountQuestions[0].answer[0])).toBeVisible()
    await page.keyboard.press("ArrowLeft")
    await expectSelected(general!)
    await page.keyboard.press("End")
    await expectSelected(technical!)
    await expect(page.getByText(technicalQuestions[0].answer[0])).toBeVisible()
    await expect(page.getByText(generalQuestions[0].answer[0])).toBeHidden()
    await page.keyboard.press("Home")
    await expectSelected(general!)
    await page.keyboard.press("ArrowLeft")
    await expectSelected(technical!)

    // Tab leaves the tab list for the selected panel.
    await page.keyboard.press("Tab")
    await expect(page.getByRole("tabpanel", { name: technical })).toBeFocused()
  })

  test("a topic tapped before the island's JavaScript has arrived jumps to its questions, and is the selected tab once it has", async ({
    page,
  }) => {
    const release = await hold(page)
    await page.goto(href("/faq-4/"), { waitUntil: "commit" })
    await page.getByRole("navigation", { name: topics }).getByRole("link", { name: technical }).click()
    await expect(page.getByText(technicalQuestions[0].question)).toBeInViewport()
    release()
    await expect(page.getByRole("tab", { name: technical })).toHaveAttribute("aria-selected", "true", {
      timeout: 15_000,
    })
    await expect(page.getByRole("tabpanel", { name: technical })).toBeVisible()
    await expect(page.getByText(generalQuestions[0].answer[0])).toBeHidden()
  })

  test("a topic without questions shows the empty state with a way forward", async ({ page }) => {
    await page.goto(href("/faq-4/"))
    await page.getByRole("tab", { name: empty }).click()
    const panel = page.getByRole("tabpanel", { name: empty })
    await expect(panel).toBeVisible()
    await expect(panel.getByText(faq4.empty.title)).toBeVisible()
    await expect(panel.getByRole("link", { name: faq4.empty.cta.label })).toHaveAttribute(
      "href",
      href(faq4.empty.cta.href),
    )
    await expect(panel.locator("details")).toHaveCount(0)
  })

  test("each topic's accordion opens one question at a time", async ({ page }) => {
    await page.goto(href("/faq-4/"))
    await page.getByRole("tab", { name: account }).click()
    const panel = page.getByRole("tabpanel", { name: account })
    await expect(item(panel, accountQuestions[0].question)).toHaveAttribute("open", "")
    await item(panel, accountQuestions.at(-1)!.question).locator("summary").click()
    await expect(panel.getByText(accountQuestions.at(-1)!.answer[0])).toBeVisible()
    await expect(panel.locator("details[open]")).toHaveCount(1)
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("all four topics show, each under its own heading, and the tab links jump to them", async ({ page }) => {
      await page.goto(href("/faq-4/"))
      await expect(page.getByRole("tab")).toHaveCount(0)
      const nav = page.getByRole("navigation", { name: topics })
      await expect(nav.getByRole("link")).toHaveText(names)
      for (const name of names) await expect(page.getByRole("heading", { name, level: 3 })).toBeAttached()
      await expect(page.getByText(generalQuestions[0].answer[0])).toBeVisible()
      await expect(page.getByText(accountQuestions[0].answer[0])).toBeVisible()
      await expect(page.getByText(faq4.empty.title)).toBeVisible()
      await expect(page.getByText(technicalQuestions[0].answer[0])).toBeVisible()

      await nav.getByRole("link", { name: technical }).click()
      const technicalId = faq4.panels.find((panel) => panel.tab.label === technical)!.tab.id
      await expect(page).toHaveURL(new RegExp(`#${faq4.tabs.id}-${technicalId}$`))
      await expect(page.getByText(technicalQuestions[0].question)).toBeInViewport()
    })
  })
})
