/**
 * The FAQ pages' behaviour in the browser: the accordion (native <details name>, on FAQ 3, where two
 * of them sit on one page) by pointer and keyboard, and FAQ 4's tabs island (selection, arrow keys,
 * a topic tapped before its script arrived). What the HTML holds on every FAQ page in every
 * language (questions, answers, first items open, the topics before the script) is checked over the
 * build in tests/static/faq.test.ts.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { pageIn, sectionsOf } from "../support/page-files"
import { questionTopics } from "../support/site-content"
import { hold, needsRoutes } from "./helpers"

// The questions are content, by topic; the steps below need a few in three of the topics.
const topics = questionTopics()
/** A topic's question by its place; the topic is missing one the steps need: say so. */
function nth(topic: string, index: number) {
  const found = topics[topic]?.[index]
  if (!found) throw new Error(`the FAQ steps need a question ${index + 1} in the topic "${topic}"`)
  return { question: found.question, answer: found.answer[0] ?? "" }
}

/** The <details> of an accordion question, found by its question text. */
const item = (scope: Page | Locator, question: string) => scope.locator("summary", { hasText: question }).locator("..")

test.describe("FAQ 3: accordions", () => {
  needsRoutes("/faq-3/")
  // Its first two topics, as its content file gives them.
  const [firstTopic, secondTopic] = sectionsOf(pageIn("faq-3", "en"), "faq-topic")
  if (!firstTopic || !secondTopic)
    throw new Error("the FAQ 3 steps need two faq-topic sections in src/content/pages/faq-3.yaml")
  test("opening another item closes the open one, clicking the open one closes it, the other accordion keeps its own; by keyboard too", async ({
    page,
  }) => {
    await page.goto(href("/faq-3/"))
    const section = page.getByRole("region", { name: firstTopic.title })
    const other = page.getByRole("region", { name: secondTopic.title })
    const first = item(section, nth(firstTopic.topic, 0).question)
    const second = item(section, nth(firstTopic.topic, 1).question)
    const third = item(section, nth(firstTopic.topic, 2).question)

    await third.locator("summary").click()
    await expect(third).toHaveAttribute("open", "")
    await expect(first).not.toHaveAttribute("open")
    await expect(section.getByText(nth(firstTopic.topic, 2).answer)).toBeVisible()
    await expect(section.locator("details[open]")).toHaveCount(1)

    await third.locator("summary").click()
    await expect(section.locator("details[open]")).toHaveCount(0)
    // The other accordion on the page is a separate group: it keeps its own item open.
    await expect(other.locator("details[open]")).toHaveCount(1)

    // Keyboard: Tab to a question, Enter and Space toggle it, and it still closes the open one.
    await first.locator("summary").click()
    await expect(first).toHaveAttribute("open", "")
    await page.keyboard.press("Tab")
    await expect(second.locator("summary")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(second).toHaveAttribute("open", "")
    await expect(first).not.toHaveAttribute("open")
    await page.keyboard.press("Space")
    await expect(second).not.toHaveAttribute("open")
    await page.keyboard.press("Space")
    await expect(second).toHaveAttribute("open", "")
    await expect(other.locator("details[open]")).toHaveCount(1)
  })
})

test.describe("FAQ 4: topic tabs", () => {
  needsRoutes("/faq-4/")
  // Its tabs, as its content file gives them; a tab's id is the topic it shows.
  const [faq4] = sectionsOf(pageIn("faq-4", "en"), "faq-tabs")
  if (!faq4?.empty.cta) throw new Error("the FAQ 4 steps need a faq-tabs section whose empty message has a link")
  const [tab1, tab2] = faq4.tabs.tabs.map((tab) => tab.id)
  const names = faq4.tabs.tabs.map((tab) => tab.label)
  const [general, account, empty, technical] = names
  const topics = faq4.tabs.label

  test("the first topic is selected first, only it in the tab order; arrow keys, Home and End move selection and focus; a click selects", async ({
    page,
  }) => {
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
    await expect(page.getByText(nth(tab1!, 0).answer)).toBeVisible()
    await expect(page.getByText(nth("technical", 0).question)).toBeHidden()

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
    await expect(page.getByText(nth(tab2!, 0).answer)).toBeVisible()
    await page.keyboard.press("ArrowLeft")
    await expectSelected(general!)
    await page.keyboard.press("End")
    await expectSelected(technical!)
    await expect(page.getByText(nth("technical", 0).answer)).toBeVisible()
    await expect(page.getByText(nth(tab1!, 0).answer)).toBeHidden()
    await page.keyboard.press("Home")
    await expectSelected(general!)
    await page.keyboard.press("ArrowLeft")
    await expectSelected(technical!)

    // Tab leaves the tab list for the selected panel.
    await page.keyboard.press("Tab")
    await expect(page.getByRole("tabpanel", { name: technical })).toBeFocused()

    // A click selects too: the topic without questions shows its empty state and way forward.
    await tab(empty!).click()
    await expectSelected(empty!)
    const panel = page.getByRole("tabpanel", { name: empty })
    await expect(panel.getByText(faq4.empty.title)).toBeVisible()
    await expect(panel.getByRole("link", { name: faq4.empty.cta!.label })).toBeVisible()
  })

  test("a topic tapped before the island's JavaScript has arrived jumps to its questions, and is the selected tab once it has", async ({
    page,
  }) => {
    const release = await hold(page)
    await page.goto(href("/faq-4/"), { waitUntil: "commit" })
    await page.getByRole("navigation", { name: topics }).getByRole("link", { name: technical }).click()
    await expect(page.getByText(nth("technical", 0).question)).toBeInViewport()
    release()
    await expect(page.getByRole("tab", { name: technical })).toHaveAttribute("aria-selected", "true", {
      timeout: 15_000,
    })
    await expect(page.getByRole("tabpanel", { name: technical })).toBeVisible()
    await expect(page.getByText(nth(tab1!, 0).answer)).toBeHidden()
  })
})
