import { expect, test } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { formReady } from "./helpers"

/*
 * The account form (AuthForm) in the browser, on /sign-up/: the form-status island's validation
 * (the password's length, the terms box) and its answer when no endpoint is set. Every form's
 * markup in every language (sign-in's password field and autofill, the links, the error lines) is
 * checked over the build in tests/static/forms.test.ts; the newsletter box's behaviour in
 * coming-soon.spec.ts.
 */

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
})
