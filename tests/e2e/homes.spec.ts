/**
 * What every home page has, whatever its product: its own brand at both ends of the page (a product
 * home ends in that product's footer, the agency's in the studio's), and a rhythm of grounds that is
 * not all light: at least one section on a dark or brand ground in the light theme; and a header
 * that keeps its sticky looks, lying over a dark or brand hero where the page asks. The homes come
 * from src/lib/routes.ts; what each one shows is checked by the homes-*.spec.ts files.
 */
import { expect, test } from "@playwright/test"

import { brand as agency } from "#/config/site.ts"
import { ui } from "#/i18n/ui.ts"
import { href } from "#/lib/url.ts"
import { builtRoutes, expectStickyLooks, toneOf } from "./helpers"

const homes = builtRoutes.filter((route) => route.group === "home" && !("canonical" in route)).map((r) => r.path)
const { home } = ui("en").header

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: "light" })

for (const path of homes)
  test(`${path}: its brand at both ends, a section on a dark or brand ground, the header's looks over its hero`, async ({
    page,
  }) => {
    await page.goto(href(path))
    const logo = page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(` ${home}$`) })
      .first()
    const name = (await logo.getAttribute("aria-label"))!.replace(new RegExp(` ${home}$`), "")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: `${name} ${home}`, exact: true })).toHaveCount(1)
    if (name !== agency.name) {
      // A product's footer says nothing of the studio behind the template.
      await expect(footer).not.toContainText(agency.name)
      await expect(footer.getByRole("link", { name: `${agency.name} ${home}` })).toHaveCount(0)
    }

    const grounds = await page.locator("main section").evaluateAll((sections) =>
      sections.map((section) => {
        const style = getComputedStyle(section)
        return { background: style.backgroundColor, text: style.color }
      }),
    )
    const tones = await Promise.all(
      grounds.filter(({ background }) => background !== "rgba(0, 0, 0, 0)").map((colors) => toneOf(page, colors)),
    )
    expect(tones, "sections on a dark or brand ground (light text) in the light theme").toContain("dark")

    // A header that lies over its hero (a dark or brand first screen) shares its top edge with it
    // and leaves the headline clear; either way it takes the sticky looks as the page scrolls.
    const header = (await page.getByRole("banner").boundingBox())!
    const hero = (await page.locator("#hero").boundingBox())!
    const headline = (await page.getByRole("heading", { level: 1 }).boundingBox())!
    if (hero.y < header.y + header.height)
      expect(headline.y, "the headline starts below the header over it").toBeGreaterThanOrEqual(
        header.y + header.height,
      )
    else expect(hero.y, "the hero follows the header").toBeGreaterThanOrEqual(header.y + header.height - 1)
    await expectStickyLooks(page)
  })
