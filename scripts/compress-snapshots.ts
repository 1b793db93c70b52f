/**
 * Re-encodes the visual suite's pictures (tests/e2e/visual.spec.ts-snapshots/) as 256-colour PNGs:
 * 8.3 MB -> 3.2 MB for the 58 first screens, so the repository stays light. A page compared with
 * them still matches: the palette moves a pixel's colour far less than the comparison's per-pixel
 * tolerance. `npm run test:visual:update` runs it after Playwright has redrawn the pictures.
 */
import { readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import sharp from "sharp"

const dir = join(import.meta.dirname, "../tests/e2e/visual.spec.ts-snapshots")
let [before, after] = [0, 0]
for (const file of readdirSync(dir).filter((name) => name.endsWith(".png"))) {
  const path = join(dir, file)
  const input = sharp(path)
  // An already compressed picture has a palette: leave it byte for byte as it is.
  if ((await input.metadata()).isPalette) continue
  const original = (await input.toBuffer()).length
  const output = await sharp(path)
    .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9, dither: 0 })
    .toBuffer()
  writeFileSync(path, output)
  before += original
  after += output.length
}
console.log(`snapshots: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB re-encoded`)
