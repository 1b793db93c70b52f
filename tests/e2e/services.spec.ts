import { expect, test, type Page } from "@playwright/test"

import { plans } from "#/data/pages/pricing.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { escapeRegExp, htmlOf, hydrated, needsRoutes, playVideoName, servedAt, stubPlayer } from "./helpers"
import { collection, featuredOf } from "./site-content"
import { canonicalOf, h1Of } from "./html"
import { videoLabels } from "#/data/site.ts"

type Service = {
  title: string
  summary: string
  order: number
  headline: string
  coverAlt: string
  intro: string[]
  blocks: { heading: string; paragraphs?: string[]; list?: { kind: "bullets" | "steps"; items: string[] } }[]
  facts: { label: string; value: string }[]
  faq: { question: string; answer: string[] }[]
}

/** The published services, in the order the site lists them: by `order`, then by file name. */
const services = collection("services")
  .map((entry) => ({ id: entry.id, data: entry.data as unknown as Service }))
  .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
const servicePath = (id: string) => `/service/${id}/`

/** The service /service-details/ features. */
const featured = featuredOf("service", services)

/** The service whose page the page tests look at. */
const service = services[0]!

const player = /^https:\/\/www\.youtube-nocookie\.com\//

type Question = { name: string; acceptedAnswer: { text: string } }

/** The questions a page gives search engines in its FAQPage structured data. */
function faqPageOf(html: string): Question[] {
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) =>
      (JSON.parse(match[1] ?? "{}") as { "@graph"?: { "@type": string; mainEntity?: Question[] }[] })["@graph"] ?? [],
  )
  return nodes.find((node) => node["@type"] === "FAQPage")?.mainEntity ?? []
}

/** A page's FAQ: the section holding the accordion. */
const faqOf = (page: Page) => page.getByRole("region").filter({ has: page.locator("details") })

/** The accordion opens with the first answer showing and keeps one question open at a time. */
async function expectOneOpenAtATime(page: Page, questions: readonly string[]) {
  const faq = faqOf(page)
  const items = faq.locator("details")
  await expect(items.locator("summary")).toHaveText(questions)
  await expect(items.first()).toHaveAttribute("open", "")
  await expect(faq.locator("details[open]")).toHaveCount(1)
  await expect(items.first().locator("p").first()).toBeVisible()
  if (questions.length < 2) return
  await items.nth(1).locator("summary").click()
  await expect(items.nth(1)).toHaveAttribute("open", "")
  await expect(items.first()).not.toHaveAttribute("open")
  await expect(faq.locator("details[open]")).toHaveCount(1)
  await expect(items.nth(1).locator("p").first()).toBeVisible()
}

test.describe("services page", () => {
  needsRoutes("/service/")
  test("a card for every service, in order, each opening that service's own page", async ({ page, request }) => {
    await page.goto(href("/service/"))
    const grid = page.getByRole("region").filter({ has: page.locator("[data-card]") })
    await expect(grid.getByRole("listitem")).toHaveCount(services.length)
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(services.map((entry) => entry.data.title))
    const links = grid.getByRole("link")
    await expect(links).toHaveCount(services.length)
    for (const [index, { id, data }] of services.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", href(servicePath(id)))
      // The title in the link's name tells the Read more links apart.
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`\\s?: ${escapeRegExp(data.title)}$`))
      expect(h1Of(await htmlOf(request, servicePath(id))), servicePath(id)).toBe(data.title)
    }

    const last = services.at(-1)!
    await links.last().click()
    await expect(page).toHaveURL(servedAt(servicePath(last.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.data.title)
  })

  test("the site-care plans with their monthly prices, the recommended one badged, and no period switch", async ({
    page,
  }) => {
    await page.goto(href("/service/"))
    const pricing = page.getByRole("region").filter({ has: page.getByRole("heading", { name: plans[0].title }) })
    await expect(pricing.getByRole("article")).toHaveCount(plans.length)
    await expect(pricing.getByRole("radio")).toHaveCount(0)
    for (const plan of plans) {
      const card = pricing.getByRole("article").filter({ has: page.getByRole("heading", { name: plan.title }) })
      await expect(card.getByText(plan.price.monthly, { exact: true })).toBeVisible()
      await expect(card.getByText("/month")).toBeVisible()
      if ("badge" in plan) await expect(card.getByText(plan.badge)).toBeVisible()
    }
  })

  test("the FAQ shows the questions it gives search engines and opens one at a time", async ({ page, request }) => {
    // The page's copy module only loads inside Astro; its FAQPage data lists the same questions.
    const questions = faqPageOf(await htmlOf(request, "/service/")).map((question) => question.name)
    expect(questions.length).toBeGreaterThan(0)
    await page.goto(href("/service/"))
    await expectOneOpenAtATime(page, questions)
  })

  test("the video plays in a dialog that loads the player only when opened", async ({ page }) => {
    const playerRequests = await stubPlayer(page, player)
    await page.goto(href("/service/"))
    const button = page.getByRole("button", { name: playVideoName })
    // The button is named after the video, and so is its dialog.
    const title = ((await button.getAttribute("aria-label")) ?? "").replace(playVideoName, "")
    expect(title).not.toBe("")
    // The island creates the player; it loads when pointed at and drops `ssr` once hydrated.
    await button.hover()
    await hydrated(page, button)
    await page.waitForLoadState("networkidle")
    expect(playerRequests, "no request to the video host before opening").toEqual([])

    const dialog = page.getByRole("dialog", { name: title })
    await expect(dialog).toBeHidden()
    await button.click()
    await expect(dialog).toBeVisible()
    const frame = dialog.locator("iframe")
    await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1&mute=1/)
    await expect(frame).toHaveAttribute("title", title)
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0)
    await expect(dialog.frameLocator("iframe").getByText("Stub player")).toBeVisible()

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(button).toBeFocused()

    // Opening again works, and the close control closes it too.
    await button.press("Enter")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: videoLabels.close }).click()
    await expect(dialog).toBeHidden()
    await expect(dialog.locator("iframe")).toHaveCount(0)
    await expect(button).toBeFocused()
  })
})

test.describe("a service's page", () => {
  test("the service's article from its file: headline, sections, lists, picture and key facts", async ({ page }) => {
    const { data } = service
    await page.goto(href(servicePath(service.id)))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title)
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("listitem")).toHaveCount(3)
    await expect(crumbs.getByRole("link").last()).toHaveAttribute("href", href("/service/"))
    await expect(crumbs.getByText(data.title)).toHaveAttribute("aria-current", "page")

    const article = page.getByRole("article")
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(data.headline)
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(data.blocks.map((block) => block.heading))
    for (const paragraph of [...data.intro, ...data.blocks.flatMap((block) => block.paragraphs ?? [])])
      await expect(article.getByText(paragraph, { exact: true })).toBeVisible()
    const listed = (kind: "bullets" | "steps") =>
      data.blocks.flatMap((block) => (block.list?.kind === kind ? block.list.items : []))
    await expect(article.locator("ul > li")).toHaveText(listed("bullets"))
    // Steps are numbered: the number, then the step.
    await expect(article.locator("ol > li")).toHaveText(
      listed("steps").map((step) => new RegExp(`${escapeRegExp(step)}$`)),
    )
    await expect(article.getByRole("img")).toHaveAttribute("alt", data.coverAlt)

    const facts = page.getByRole("complementary").filter({ has: page.locator("dl") })
    await expect(facts.locator("dt")).toHaveText(data.facts.map((fact) => fact.label))
    await expect(facts.locator("dd")).toHaveText(data.facts.map((fact) => fact.value))
    await expect(facts.getByRole("link")).toHaveAttribute("href", href("/contact/"))
  })

  test("its own FAQ: the questions from its file, the first open, one open at a time", async ({ page }) => {
    await page.goto(href(servicePath(service.id)))
    await expectOneOpenAtATime(
      page,
      service.data.faq.map((item) => item.question),
    )
  })

  test("every service page gives search engines its own questions and answers", async ({ request }) => {
    for (const { id, data } of services) {
      const html = await htmlOf(request, servicePath(id))
      expect(canonicalOf(html)).toBe(absoluteUrl(servicePath(id)))
      expect(
        faqPageOf(html).map((question) => [question.name, question.acceptedAnswer.text]),
        servicePath(id),
      ).toEqual(data.faq.map((item) => [item.question, item.answer.join("\n\n")]))
    }
  })
})

test.describe("service details page", () => {
  needsRoutes("/service-details/")
  test("shows the featured service and names that service's page canonical", async ({ request }) => {
    const html = await htmlOf(request, "/service-details/")
    expect(h1Of(html)).toBe(featured.data.title)
    expect(canonicalOf(html)).toBe(absoluteUrl(servicePath(featured.id)))
    expect(faqPageOf(html).map((question) => question.name)).toEqual(featured.data.faq.map((item) => item.question))
  })
})
