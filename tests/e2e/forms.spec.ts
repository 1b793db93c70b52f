import { expect, test } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { formReady } from "./helpers"

test.describe("forms kit", () => {
  test("an invalid field says which and why; a valid form with no endpoint keeps everything local", async ({
    page,
    baseURL,
  }) => {
    const posts: string[] = []
    page.on("request", (req) => req.method() !== "GET" && posts.push(req.url()))
    await page.goto(href("/sign-up/"))
    const form = page.locator("main form")
    await formReady(form)

    await page.getByLabel("Full name").fill("Ada Lovelace")
    await page.getByLabel("Email address").fill("not-an-email")
    await page.getByLabel("Password").fill("short")
    await page.getByRole("button", { name: "Create Account" }).click()

    const email = page.getByLabel("Email address")
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()
    await expect(page.locator("#sign-up-title-email-error")).toContainText(/@/)
    await expect(page.locator("#sign-up-title-password-error")).not.toBeEmpty()
    await expect(page.locator("#sign-up-title-terms-error")).not.toBeEmpty()
    await expect(page.getByRole("status").filter({ hasText: "highlighted" })).toBeVisible()

    await email.fill("ada@example.com")
    await expect(email).toHaveAttribute("aria-invalid", "false")
    await page.getByLabel("Password").fill("analytical-engine")
    await page.getByLabel(/I agree to the terms/).check()
    await page.getByRole("button", { name: "Create Account" }).click()

    await expect(page.getByRole("status").filter({ hasText: "nothing was sent" })).toBeVisible()
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace")
    expect(posts, "requests that send data").toEqual([])
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
  })

  test("sign in uses a real password field and credential autocomplete", async ({ page }) => {
    await page.goto(href("/sign-in/"))
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password")
    await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password")
    await expect(page.getByLabel("Email address")).toHaveAttribute("autocomplete", "email")
    await expect(page.getByRole("link", { name: "Forget password?" })).toHaveAttribute("href", href("/reset-password/"))
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", href("/sign-up/"))
  })

  test("the footer newsletter box validates and confirms on the dark surface", async ({ page }) => {
    await page.goto(href("/"))
    const footer = page.getByRole("contentinfo")
    const form = footer.locator("form")
    await formReady(form)
    await footer.getByRole("button", { name: "Subscribe" }).click()
    await expect(footer.locator("#footer-newsletter-email-error")).not.toBeEmpty()
    await footer.getByPlaceholder("Enter your email").fill("reader@example.com")
    await footer.getByRole("button", { name: "Subscribe" }).click()
    await expect(footer.getByRole("status")).toContainText("nothing was sent")
  })
})
