/**
 * What the links inside a consent checkbox's label do to the box: they come right after it in the
 * tab order, following one and coming back leaves it unticked, and a click on the label's words
 * still ticks it. On sign-up's terms box (the job application's privacy box is the same Checkbox
 * component), in one left-to-right language and the right-to-left one, where the label's first
 * word is at its other end. Where the links lead, in every language, and the legal pages themselves
 * are checked over the build in tests/static/legal.test.ts.
 */
import { expect, test } from "@playwright/test"

import { languageOf } from "#/i18n/languages.ts"
import { localeCodes, localePath } from "#/i18n/locales.ts"
import { href } from "#/lib/url.ts"
import { pageIn, sectionsOf } from "../support/page-files"

/** The first language of each direction the site has. */
const directions = (["ltr", "rtl"] as const).flatMap((dir) =>
  localeCodes.filter((locale) => languageOf(locale).dir === dir).slice(0, 1),
)

test.describe("links inside consent text", () => {
  for (const locale of directions) {
    test(`in ${locale}: sign-up's terms box keeps its links in the tab order, following one leaves it unticked, its words tick it`, async ({
      page,
    }) => {
      const checkbox = sectionsOf(pageIn("sign-up", locale), "auth")[0]!.checkbox!
      await page.goto(href(localePath(locale, "/sign-up/")))
      const box = page.locator(`main input[name="${checkbox.name}"]`)
      const label = page.locator(`main label[for="${await box.getAttribute("id")}"]`)
      // Keyboard: the links come right after the box in the tab order.
      await box.focus()
      await page.keyboard.press("Tab")
      const first = Object.values(checkbox.links ?? {})[0]!
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
  }
})
