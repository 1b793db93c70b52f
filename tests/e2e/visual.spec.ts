/**
 * The look, guarded: the first screen of every home and of a sample of inner pages, at 390 and
 * 1280 px, light and dark, compared with the committed pictures in visual.spec.ts-snapshots/.
 * A change to the design that is meant is accepted with `npm run test:visual:update` (the new
 * pictures are then part of the change, and `npm run gallery` redraws the README's gallery from
 * them); anything else that moves a pixel fails here.
 *
 * Reduced motion stops what moves on its own (tickers, reveals, the preloader); the page is loaded
 * twice so that its web fonts come from the cache and are used (font-display: optional keeps the
 * fallback on a first visit whose fonts arrive late); and the page waits for its pictures.
 */
import { expect, test, type Page } from "@playwright/test"

import { localePath } from "#/i18n/locales.ts"
import { href } from "#/lib/url.ts"
import { builtRoutes, emulateScheme, type Tone } from "./helpers"

const homes = builtRoutes.filter((route) => route.group === "home" && !("canonical" in route)).map((r) => r.path)
const innerPages = ["/about/", "/pricing/", "/blog/", "/contact/", localePath("ar", "/"), "/404"]

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const
const tones: readonly Tone[] = ["light", "dark"]

test.use({ reducedMotion: "reduce", colorScheme: "light" })

/** A file name for the page: "/" → "home-1", "/home-7/" → "home-7", "/ar/" → "ar-home-1", "/about/" → "about". */
function shotName(path: string): string {
  const slug = path.replace(/^\/|\/$/g, "").replaceAll("/", "-")
  if (slug === "") return "home-1"
  if (slug === "ar" || slug === "de") return `${slug}-home-1`
  return slug
}

/** Loads the page twice (the second time with its fonts cached) and waits for its pictures. */
async function open(page: Page, path: string) {
  await page.goto(href(path))
  await page.evaluate(() => document.fonts.ready)
  await page.goto(href(path))
  await pictures(page)
}

/** Waits for the pictures the first screen shows (a lazy one off to the side of a reel never loads). */
async function pictures(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect()
      return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0
    })
    await Promise.all(inView.map((img) => (img.complete ? null : img.decode().catch(() => null))))
  })
}

// One page per path: loaded once, then laid out at each width and drawn in each theme.
for (const path of [...homes, ...innerPages])
  test(`${path}: first screen at 390 and 1280 px, light and dark`, async ({ page }) => {
    await page.setViewportSize(widths[0])
    await open(page, path)
    for (const viewport of widths) {
      await page.setViewportSize(viewport)
      await pictures(page)
      for (const tone of tones) {
        // Inner pages: both themes on the desktop, the light one on a phone (the same palette).
        if (!homes.includes(path) && viewport.width < 1000 && tone === "dark") continue
        await emulateScheme(page, tone)
        await expect.soft(page).toHaveScreenshot(`${shotName(path)}-${viewport.width}-${tone}.png`, {
          animations: "disabled",
          caret: "hide",
          // Antialiasing differs by a few pixels between runs of the same browser; a change of
          // layout, colour or type moves far more than this.
          maxDiffPixelRatio: 0.01,
        })
      }
    }
  })
