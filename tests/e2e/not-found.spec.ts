import { expect, test, type APIRequestContext } from "@playwright/test"

import { content } from "#/data/pages/not-found.ts"
import { absoluteUrl, href } from "#/lib/url.ts"
import { needsRoutes, servedAt } from "./helpers"
import { h1Of } from "./html"

/** Home 1's heading, read from the built home page (its data module draws pictures, so it only loads in Astro). */
async function homeHeading(request: APIRequestContext) {
  return h1Of(await (await request.get(href("/"))).text())
}

test("an unknown path gets the 404 page with status 404", async ({ page, request }) => {
  needsRoutes("/404", "/")
  const response = await page.goto(href("/no-such-page/"))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title)
  await expect(page.getByText(content.text)).toBeVisible()
  await page.getByRole("link", { name: content.cta.label }).click()
  await expect(page).toHaveURL(servedAt(content.cta.href))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(await homeHeading(request))
})

test("/home shows Home 1 and names / as canonical", async ({ page, request }) => {
  needsRoutes("/home/")
  await page.goto(href("/home/"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(await homeHeading(request))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl("/"))
})

test("a path without its trailing slash is redirected like a static host does", async ({ request }) => {
  const response = await request.get(href("/home"), { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()["location"]).toBe(href("/home/"))
})
