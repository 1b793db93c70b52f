/**
 * The legal pages as a visitor reaches them: the legal row of every footer leads to the pages in the
 * page's language (the product homes, English alone, to the English ones), and the links inside the
 * consent checkboxes and under the newsletter boxes go to the policy in the page's language without
 * ticking the box. Everything expected is read from the shell's words and the page copy.
 */
import { expect, test } from "@playwright/test"

import { legal } from "#/config/legal.ts"
import { languageOf } from "#/i18n/languages.ts"
import { localeCodes, locales, localePath } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import { ui } from "#/i18n/ui.ts"
import { routes } from "#/lib/routes.ts"
import { href } from "#/lib/url.ts"

const productHome = routes.find((route) => route.group === "home" && !route.languages && !route.canonical)

test.describe("the footer's legal row", () => {
  for (const locale of localeCodes) {
    test(`links the legal pages in ${locale}, each one answering in that language`, async ({ page, request }) => {
      const legal = ui(locale).footer.legal
      await page.goto(href(localePath(locale, "/")))
      const row = page.getByRole("contentinfo").getByRole("navigation", { name: legal.label, exact: true })
      const links = row.getByRole("link")
      await expect(links).toHaveCount(legal.links.length)
      for (const [index, link] of legal.links.entries()) {
        await expect(links.nth(index)).toHaveText(link.label)
        await expect(links.nth(index)).toHaveAttribute("href", href(link.href))
        expect(link.href.startsWith(localePath(locale, "/"))).toBe(true)
        const answer = await request.get(href(link.href))
        expect(answer.status(), link.href).toBe(200)
        expect(await answer.text()).toContain(`<html lang="${locales[locale].lang}"`)
      }
    })
  }

  test("a product home's footer links the English legal pages", async ({ page }) => {
    test.skip(!productHome, "no product home in the route list")
    const legal = ui("en").footer.legal
    await page.goto(href(productHome!.path))
    const row = page.getByRole("contentinfo").getByRole("navigation", { name: legal.label, exact: true })
    await expect(row.getByRole("link")).toHaveCount(legal.links.length)
    for (const link of legal.links) {
      await expect(row.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", href(link.href))
    }
  })
})

test.describe("a legal page's head", () => {
  const pages = ["privacy", "terms", "imprint", "accessibility", "cookies"] as const
  for (const locale of localeCodes) {
    test(`in ${locale}: the revision date, then contents linking every section`, async ({ page }) => {
      const labels = ui(locale).legalDocument
      for (const name of pages) {
        const { sections } = pageCopy[name][locale].document
        await page.goto(href(localePath(locale, `/${name}/`)))
        const main = page.getByRole("main")
        const revised = main.locator("time").first()
        await expect(revised).toHaveAttribute("datetime", legal.updated)
        await expect(main.getByText(labels.updated.split("{date}")[0]!.trim()).first()).toBeVisible()
        const contents = main.getByRole("navigation", { name: labels.contents, exact: true })
        const links = contents.getByRole("link")
        await expect(links, name).toHaveCount(sections.length)
        for (const [index, section] of sections.entries()) {
          await expect(links.nth(index)).toHaveText(section.title)
          await expect(links.nth(index)).toHaveAttribute("href", `#${section.id}`)
          await expect(main.locator(`[id="${section.id}"]`)).toHaveText(section.title)
        }
      }
    })
  }
})

test.describe("links inside consent text", () => {
  for (const locale of localeCodes) {
    test(`sign-up's terms box links the terms and the policy in ${locale}; following a link leaves it unticked`, async ({
      page,
    }) => {
      const checkbox = pageCopy.account[locale].signUp.form.checkbox
      await page.goto(href(localePath(locale, "/sign-up/")))
      const box = page.locator(`main input[name="${checkbox.name}"]`)
      const label = page.locator(`main label[for="${await box.getAttribute("id")}"]`)
      for (const link of Object.values(checkbox.links)) {
        await expect(label.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          href(link.href),
        )
        expect(link.href).toBe(localePath(locale, link.href.replace(/^\/(de|ar)\//, "/")))
      }
      // Keyboard: the links come right after the box in the tab order.
      await box.focus()
      await page.keyboard.press("Tab")
      const first = Object.values(checkbox.links)[0]!
      await expect(label.getByRole("link", { name: first.label, exact: true })).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`${href(first.href)}$`))
      await page.goBack()
      await expect(box).not.toBeChecked()
      // A click on the label's words still ticks it.
      // (Its first word: at the start of the line, the right end in a right-to-left language.)
      const { width } = (await label.boundingBox())!
      await label.click({ position: { x: languageOf(locale).dir === "rtl" ? width - 2 : 2, y: 2 } })
      await expect(box).toBeChecked()
    })

    test(`the job application's privacy box and the newsletter note link the policy in ${locale}`, async ({ page }) => {
      const consent = pageCopy.career[locale].careerCopy.application.form.consent
      const privacy = localePath(locale, "/privacy/")
      await page.goto(href(localePath(locale, "/career-details/")))
      const box = page.locator(`main input[name="${consent.name}"]`)
      const label = page.locator(`label[for="${await box.getAttribute("id")}"]`)
      await expect(label.getByRole("link", { name: consent.links.privacy.label })).toHaveAttribute(
        "href",
        href(privacy),
      )
      await label.getByRole("link", { name: consent.links.privacy.label }).click()
      await expect(page).toHaveURL(new RegExp(`${href(privacy)}$`))
      await page.goBack()
      await expect(box).not.toBeChecked()

      const note = ui(locale).forms.newsletterNote
      const footerNote = page.getByRole("contentinfo").getByRole("link", { name: note.link.label, exact: true })
      await expect(footerNote).toHaveAttribute("href", href(privacy))
    })
  }
})
