/**
 * The README's gallery of the home pages, drawn from the visual suite's committed pictures
 * (tests/e2e/visual.spec.ts-snapshots/): each home's first screen at 1280 px, light and dark, as
 * small WebP files in docs/gallery/, and the table between the README's gallery markers.
 *
 *   npm run gallery        (after `npm run test:visual:update` has drawn new pictures)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { format, resolveConfig } from "prettier"
import sharp from "sharp"

import { routes } from "#/lib/routes.ts"

const root = join(import.meta.dirname, "..")
const shots = join(root, "tests/e2e/visual.spec.ts-snapshots")
const out = join(root, "docs/gallery")
const readme = join(root, "README.md")
const [start, end] = ["<!-- gallery -->", "<!-- /gallery -->"]

const homes = routes
  .filter((route) => route.group === "home" && !("canonical" in route))
  .map((route, index) => ({ route, name: `home-${index + 1}` }))

mkdirSync(out, { recursive: true })
const rows: string[] = []
for (const { route, name } of homes) {
  const cells: string[] = []
  for (const tone of ["light", "dark"] as const) {
    const source = join(shots, `${name}-1280-${tone}-chromium-linux.png`)
    if (!existsSync(source)) throw new Error(`${source} is missing: run npm run test:visual:update first`)
    const file = `${name}-${tone}.webp`
    await sharp(source).resize(640).webp({ quality: 72 }).toFile(join(out, file))
    cells.push(`![${route.title}, ${tone} theme](docs/gallery/${file})`)
  }
  rows.push(`| **${route.title}** | ${cells.join(" | ")} |`)
}

const table = ["| Home | Light | Dark |", "| --- | --- | --- |", ...rows].join("\n")
const text = readFileSync(readme, "utf8")
const [before, rest] = text.split(start)
const after = rest?.split(end)[1]
if (before === undefined || after === undefined) throw new Error(`README.md has no ${start} … ${end} block`)
// Written as Prettier would (it aligns the table's columns), so `npm run check` stays clean.
const options = { ...(await resolveConfig(readme)), filepath: readme }
writeFileSync(readme, await format(`${before}${start}\n\n${table}\n\n${end}${after}`, options))
console.log(`gallery: ${homes.length} homes, ${homes.length * 2} pictures in docs/gallery/`)
