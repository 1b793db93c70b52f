/**
 * The site's theme colour is its brand's `--brand` in src/styles/global.css, read from there at
 * build: one colour change in the token file reaches theme-color, the favicon and the app
 * icons.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { brand } from "#/config/site.ts"
import { accentColors, oklchToHex, tokenOklch } from "./share-card.ts"

const tokenFile = (root: string) => readFileSync(join(root, "src/styles/global.css"), "utf8")

function brandColor(css: string): string {
  const color = accentColors(css).get(brand.accent)?.brand
  if (!color) throw new Error(`src/styles/global.css has no --brand for the site's accent "${brand.accent}"`)
  return color
}

/** `--brand` of the site's accent (its light value), as sRGB hex, from the token file under `root` (the project). */
export function themeColor(root: string = process.cwd()): string {
  return brandColor(tokenFile(root))
}

/**
 * The browser's theme-color per scheme: the brand in the light theme; in the dark one the dark page's
 * own canvas, so the browser's bar continues the page instead of glaring above it.
 */
export function themeColors(root: string = process.cwd()): { light: string; dark: string } {
  const css = tokenFile(root)
  return { light: brandColor(css), dark: schemeColors(css, "color-canvas").dark }
}

/** `--color-ink` in both schemes, as sRGB hex: text colour for the images that cannot inherit it. */
export function inkColors(root: string = process.cwd()): { light: string; dark: string } {
  return schemeColors(tokenFile(root), "color-ink")
}

/** A `light-dark()` colour token's two values, as sRGB hex. */
function schemeColors(css: string, token: string): { light: string; dark: string } {
  const color = tokenOklch(css, token)
  if (!color) throw new Error(`src/styles/global.css has no --${token}`)
  return { light: oklchToHex(...color.light), dark: oklchToHex(...color.dark) }
}
