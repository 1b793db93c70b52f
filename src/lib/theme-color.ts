/**
 * The site's theme colour is its brand's `--brand` in src/styles/global.css, read from there at
 * build: one colour change in the token file reaches theme-color, the manifest, the favicon and
 * the app icons. (Relative imports only: integrations load this before Vite's aliases.)
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { brand } from "../data/site.ts"
import { accentColors } from "./share-card.ts"

/** `--brand` of the site's accent, as sRGB hex, from the token file under `root` (the project). */
export function themeColor(root: string = process.cwd()): string {
  const css = readFileSync(join(root, "src/styles/global.css"), "utf8")
  const color = accentColors(css).get(brand.accent)?.brand
  if (!color) throw new Error(`src/styles/global.css has no --brand for the site's accent "${brand.accent}"`)
  return color
}
