import { expect, test, type Locator } from "@playwright/test"

import { needsRoutes } from "./helpers"

// The countdown aims at the visitor's local midnight: pin a time zone so "local" is known.
test.use({ timezoneId: "America/New_York" })

/** The four numbers the timer shows, in order (days, hours, minutes, seconds). */
async function digits(timer: Locator) {
  return timer.locator(".tabular-nums").allTextContents()
}

test.describe("coming soon countdown", () => {
  needsRoutes("/coming-soon/")
  test("ticks down to 29 December at local midnight, then stops and says we are live", async ({ page }) => {
    await page.clock.install({ time: new Date("2027-12-28T23:59:40-05:00") })
    await page.goto("/coming-soon/")
    const timer = page.getByRole("timer")
    await expect(timer).toHaveAccessibleName(/Launching on December 29, 2027/)
    await expect(page.locator("main time")).toHaveAttribute("datetime", "2027-12-29")

    // Five seconds before midnight: zero days, hours and minutes, a few seconds.
    await page.clock.pauseAt(new Date("2027-12-28T23:59:55-05:00"))
    await expect.poll(() => digits(timer)).toEqual(["00", "00", "00", expect.stringMatching(/^0[56]$/)])
    await page.clock.runFor(2_000)
    await expect.poll(() => digits(timer)).toEqual(["00", "00", "00", expect.stringMatching(/^0[34]$/)])

    await page.clock.runFor(6_000)
    const live = page.getByRole("status").filter({ hasText: "We are live!" })
    await expect(live).toBeVisible()
    await expect(page.getByRole("timer")).toHaveCount(0)

    // Stopped: a day later it still says live and no timer has come back.
    await page.clock.runFor(24 * 3_600_000)
    await expect(live).toBeVisible()
    await expect(page.getByRole("timer")).toHaveCount(0)
  })

  test("on the launch day itself it counts to next year's 29 December", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-12-29T10:00:00-05:00"))
    await page.goto("/coming-soon/")
    const timer = page.getByRole("timer")
    await expect(timer).toHaveAccessibleName(/December 29, 2027/)
    await expect.poll(() => digits(timer)).toEqual(["364", "14", "00", "00"])
  })

  test("the built HTML shows neutral digits and the launch date in <time datetime>", async ({ request }) => {
    const html = await (await request.get("/coming-soon/")).text()
    const timer = html.match(/<div role="timer"[\s\S]*?<\/time>/)?.[0] ?? ""
    expect(timer, "the timer is in the HTML").not.toBe("")
    expect(timer.match(/>--</g), "four neutral digit pairs").toHaveLength(4)
    // React writes the attribute as dateTime; HTML attribute names are case-insensitive.
    expect(timer).toMatch(/<time datetime="\d{4}-12-29">December 29, \d{4}<\/time>/i)
    expect(html).not.toMatch(/>00</)
  })

  test("without JavaScript the page still reads: date, form and privacy note", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto("/coming-soon/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our new client hub is almost ready")
    await expect(page.locator("main time")).toHaveText(/December 29, \d{4}/)
    await expect(page.getByRole("button", { name: "Get Notified" })).toBeVisible()
    await expect(page.getByText("we never send spam")).toBeVisible()
    await context.close()
  })
})

test.describe("coming soon sign-up", () => {
  needsRoutes("/coming-soon/")
  test("Get Notified checks the address inline and keeps it local", async ({ page }) => {
    const posts: string[] = []
    page.on("request", (req) => req.method() !== "GET" && posts.push(req.url()))
    await page.goto("/coming-soon/")
    const main = page.getByRole("main")
    const form = main.locator("form")
    // The form's island loads when the visitor reaches for the form, then takes over validation.
    await form.hover()
    await expect(form).toHaveJSProperty("noValidate", true)
    const email = main.getByRole("textbox", { name: "Your email address" })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("autocomplete", "email")

    await main.getByRole("button", { name: "Get Notified" }).click()
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()
    await expect(main.locator("#launch-notify-email-error")).not.toBeEmpty()

    await email.fill("ada@example.com")
    await page.keyboard.press("Enter")
    await expect(main.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
    await expect(email).toHaveValue("ada@example.com")
    expect(posts, "requests that send data").toEqual([])
  })
})
