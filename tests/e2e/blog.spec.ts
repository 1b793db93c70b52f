import { expect, test, type Page } from "@playwright/test"

/** The three post cards of a list page (the articles in the main column). */
const cards = (page: Page) => page.locator("main li > article")

test.describe("blog list", () => {
  test("shows three large cards with image, author, date, category, title, excerpt and Read More", async ({ page }) => {
    await page.goto("/blog/")
    await expect(cards(page)).toHaveCount(3)
    for (const card of await cards(page).all()) {
      await card.scrollIntoViewIfNeeded()
      await expect(card.locator("img").first()).toBeVisible()
      await expect(card.locator("img").first()).toHaveJSProperty("complete", true)
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(/\w{3,}/)
      await expect(card.locator("time")).toHaveAttribute("datetime", /^2026-\d\d-\d\d$/)
      await expect(card.locator("time")).toHaveText(/^\d\d \w{3} 2026$/)
      await expect(card.getByText(/^(Design|Branding|Product|Strategy)$/)).toBeVisible()
      await expect(card.locator("h2 + p")).toHaveText(/\w+ \w+ \w+/)
      const readMore = card.getByRole("link", { name: /^Read More/ })
      await expect(readMore).toHaveAttribute("href", "/blog-details/")
    }
    // The author is named beside the avatar.
    await expect(cards(page).first()).toContainText("Maya Okafor")
  })

  test("Read More opens the article page", async ({ page }) => {
    await page.goto("/blog/")
    const first = cards(page).first()
    const title = await first.getByRole("heading", { level: 2 }).innerText()
    await first.getByRole("link", { name: /^Read More/ }).click()
    await expect(page).toHaveURL(/\/blog-details\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
  })

  test("the pager links pages 1, 2 and 3, marks the current one and its arrows work", async ({ page }) => {
    await page.goto("/blog/")
    const pager = page.getByRole("navigation", { name: "Blog pages" })
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    await expect(pager.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current", /.*/)
    await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0)
    const firstTitles = await cards(page).getByRole("heading").allInnerTexts()

    await pager.getByRole("link", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/\/blog\/2\/$/)
    await expect(cards(page)).toHaveCount(3)
    const pager2 = page.getByRole("navigation", { name: "Blog pages" })
    await expect(pager2.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    const secondTitles = await cards(page).getByRole("heading").allInnerTexts()
    expect(
      secondTitles.filter((t) => firstTitles.includes(t)),
      "page 2 shows other posts",
    ).toEqual([])

    await pager2.getByRole("link", { name: "Next page" }).click()
    await expect(page).toHaveURL(/\/blog\/3\/$/)
    await expect(cards(page)).toHaveCount(3)
    const pager3 = page.getByRole("navigation", { name: "Blog pages" })
    await expect(pager3.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page")
    await expect(pager3.getByRole("link", { name: "Next page" })).toHaveCount(0)

    await pager3.getByRole("link", { name: "Previous page" }).click()
    await expect(page).toHaveURL(/\/blog\/2\/$/)
  })

  test("the sidebar shows the four categories with their counts, recent posts, tags and the newsletter", async ({
    page,
  }) => {
    await page.goto("/blog/")
    const categories = page.getByRole("list", { name: "Categories" }).getByRole("listitem")
    await expect(categories).toHaveText([/^Design\s*18/, /^Branding\s*05/, /^Product\s*23/, /^Strategy\s*10/])
    const recent = page.getByRole("list", { name: "Recent Posts" }).getByRole("link")
    await expect(recent).toHaveCount(3)
    for (const link of await recent.all()) await expect(link).toHaveAttribute("href", "/blog-details/")
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("link").first()).toBeVisible()
    await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeVisible()
  })

  test("the newsletter box validates and keeps the address local", async ({ page }) => {
    await page.goto("/blog/")
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe Now" }) })
    // The form's island loads when the visitor reaches for the form, then takes over validation.
    await form.hover()
    await expect(form).toHaveJSProperty("noValidate", true)
    await form.getByRole("button", { name: "Subscribe Now" }).click()
    await expect(page.locator("#blog-newsletter-form-email-error")).not.toBeEmpty()
    await form.getByPlaceholder("Enter your email").fill("reader@example.com")
    await form.getByRole("button", { name: "Subscribe Now" }).click()
    await expect(page.locator("[data-form-status]").filter({ has: form }).getByRole("status")).toContainText(
      "nothing was sent",
    )
  })

  test("the pages link their RSS feed, which lists every post", async ({ page, request }) => {
    await page.goto("/blog/2/")
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    await expect(feed).toHaveAttribute("href", "/rss.xml")
    const xml = await (await request.get("/rss.xml")).text()
    expect(xml.match(/<item>/g)).toHaveLength(9)
    expect(xml).toContain("/blog-details/</link>")
  })
})

test.describe("blog details", () => {
  test("shows the article with author, date, category, tags and comment count", async ({ page }) => {
    await page.goto("/blog-details/")
    const article = page.locator("main article").first()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Design systems that survive their second year")
    await expect(article).toContainText("Maya Okafor")
    await expect(article.locator("time").first()).toHaveAttribute("datetime", "2026-11-18")
    await expect(article.getByText("Design", { exact: true })).toBeVisible()
    // The MDX body: headings and lists.
    await expect(article.getByRole("heading", { level: 2, name: "Start from tokens, not components" })).toBeVisible()
    await expect(article.locator("ul li, ol li").first()).toBeVisible()
    await expect(article.getByRole("list", { name: "Tags:" }).getByRole("link")).toHaveText([
      "Design systems",
      "UI/UX",
      "Process",
    ])
    await expect(article.getByRole("link", { name: "3 Comments" })).toHaveAttribute("href", "#comments")
  })

  test("lists three comments, each with a reply link to the comment form", async ({ page }) => {
    await page.goto("/blog-details/")
    const thread = page.getByRole("region", { name: "3 Comments" })
    const comments = thread.getByRole("listitem")
    await expect(comments).toHaveCount(3)
    for (const comment of await comments.all()) {
      const name = await comment.getByRole("heading", { level: 3 }).innerText()
      await expect(comment.getByRole("link", { name: `Reply to ${name}` })).toHaveAttribute("href", "#leave-comment")
    }
    await comments
      .first()
      .getByRole("link", { name: /^Reply/ })
      .click()
    await expect(page).toHaveURL(/#leave-comment$/)
    await expect(page.getByRole("form", { name: "Leave a comment" })).toBeInViewport()
  })

  test("Publish with empty fields names each one inline; Cancel clears what was typed", async ({ page }) => {
    const posts: string[] = []
    page.on("request", (req) => req.method() !== "GET" && posts.push(req.url()))
    await page.goto("/blog-details/")
    const form = page.getByRole("form", { name: "Leave a comment" })
    // The form's island loads when the visitor reaches for the form, then takes over validation.
    await form.hover()
    await expect(form).toHaveJSProperty("noValidate", true)

    await form.getByRole("button", { name: "Publish" }).click()
    for (const label of ["Name", "Email", "Comment"]) {
      const field = form.getByLabel(label)
      await expect(field, label).toHaveAttribute("aria-invalid", "true")
      await expect(field, label).toHaveAttribute("required", "")
      const errorId = (await field.getAttribute("aria-describedby"))!.split(" ").at(-1)!
      await expect(page.locator(`#${errorId}`), `${label} error`).not.toBeEmpty()
    }
    await expect(form.getByLabel("Name")).toBeFocused()
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email")
    await expect(form.getByLabel("Email")).toHaveAttribute("autocomplete", "email")

    // Cancel starts over: no field stays marked invalid.
    await form.getByRole("button", { name: "Cancel" }).click()
    for (const label of ["Name", "Email", "Comment"])
      await expect(form.getByLabel(label), label).not.toHaveAttribute("aria-invalid", "true")

    await form.getByLabel("Name").fill("Ada Lovelace")
    await form.getByLabel("Email").fill("ada@example.com")
    await form.getByLabel("Comment").fill("Tokens named for their purpose: yes.")
    await form.getByRole("button", { name: "Cancel" }).click()
    for (const label of ["Name", "Email", "Comment"]) await expect(form.getByLabel(label)).toHaveValue("")

    await form.getByLabel("Name").fill("Ada Lovelace")
    await form.getByLabel("Email").fill("ada@example.com")
    await form.getByLabel("Comment").fill("Tokens named for their purpose: yes.")
    await form.getByRole("button", { name: "Publish" }).click()
    await expect(page.locator("[data-form-status]").filter({ has: form }).getByRole("status")).toContainText(
      "nothing was sent",
    )
    await expect(form.getByLabel("Comment")).toHaveValue("Tokens named for their purpose: yes.")
    expect(posts, "requests that send data").toEqual([])
  })
})

test.describe("site search", () => {
  test("loads nothing until the box is focused, then finds a post and announces the count", async ({ page }) => {
    const indexRequests: string[] = []
    page.on("request", (req) => new URL(req.url()).pathname.startsWith("/pagefind/") && indexRequests.push(req.url()))
    await page.goto("/blog/")
    await page.waitForLoadState("networkidle")
    const box = page.getByRole("searchbox", { name: "Search" })
    await box.scrollIntoViewIfNeeded()
    // Hydration of the island has had time to happen: still no request to the index.
    await expect(page.locator("astro-island:has(#blog-search)")).not.toHaveAttribute("ssr", /.*/)
    expect(indexRequests, "requests before focus").toEqual([])

    await box.focus()
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0)

    await box.fill("changelog")
    const status = page.getByRole("search").locator("xpath=..").getByRole("status")
    await expect(status).toHaveText(/^\d+ results? for “changelog”$/)
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link")
    await expect(results.first()).toBeVisible()
    const hrefs = await results.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
    expect(hrefs).toContain("/blog-details/")
    await expect(page.getByRole("list", { name: "Search results" }).locator("mark").first()).toHaveText(/changelog/i)
  })

  test("results are reachable with the keyboard and open their page", async ({ page }) => {
    await page.goto("/blog-details/")
    const box = page.getByRole("searchbox", { name: "Search" })
    await box.click()
    await box.pressSequentially("naming workshop")
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link")
    await expect(results.first()).toBeVisible()
    await page.keyboard.press("Tab") // the search button
    await page.keyboard.press("Tab")
    await expect(results.first()).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(box).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(results.first()).toBeFocused()
    const href = await results.first().getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
  })

  test("a word nowhere on the site says so", async ({ page }) => {
    await page.goto("/blog/")
    const box = page.getByRole("searchbox", { name: "Search" })
    await box.fill("xylophonic")
    await expect(page.getByRole("search").locator("xpath=..").getByRole("status")).toHaveText(
      "No results for “xylophonic”",
    )
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(0)
  })

  test("a tag link searches for the tag; without JavaScript the form still goes somewhere harmless", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/blog-details/")
    await page.getByRole("list", { name: "Tags:" }).getByRole("link", { name: "Process" }).click()
    await expect(page).toHaveURL(/\/blog\/\?q=Process#blog-search$/)
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("Process")
    await expect(page.getByRole("search").locator("xpath=..").getByRole("status")).toHaveText(/results? for “Process”/)

    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const plain = await noJs.newPage()
    await plain.goto("/blog/2/")
    await plain.getByRole("searchbox", { name: "Search" }).fill("brand")
    await plain.getByRole("searchbox", { name: "Search" }).press("Enter")
    await expect(plain).toHaveURL(/\/blog\/\?q=brand#blog-search$/)
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Blog")
    await noJs.close()
  })
})
