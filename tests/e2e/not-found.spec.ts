import { expect, test } from "@playwright/test"

import { needsRoutes } from "./helpers"

test("an unknown path gets the 404 page with status 404", async ({ page }) => {
  needsRoutes("/404", "/")
  const response = await page.goto("/no-such-page/")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
  await expect(page.getByText("The requested URL you are looking for doesn't exist on this server.")).toBeVisible()
  await page.getByRole("link", { name: "Back to Homepage" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("We design digital products")
})

test("/home shows Home 1 and names / as canonical", async ({ page }) => {
  needsRoutes("/home/")
  await page.goto("/home/")
  await expect(page.getByRole("heading", { level: 1 })).toContainText("We design digital products")
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\/[^/]+\/$/)
})

test("a path without its trailing slash is redirected like a static host does", async ({ request }) => {
  const response = await request.get("/home", { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()["location"]).toBe("/home/")
})
