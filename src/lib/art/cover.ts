import { loadFace, type Face, type FaceSpec } from "./lettering.ts"
import { seededRandom } from "./random.ts"
import { drawScene, H, W, type Palette, type Scene } from "./scenes.ts"

/**
 * A picture of a piece of work: what it is (the scene) drawn in the identity of whoever it was
 * made for — their name, palette and typeface — so two projects never look alike.
 */
export type CoverSpec = {
  /** Same seed, same picture. */
  readonly seed: string
  /** The name the work carries: its wordmark, the site's address, the label. */
  readonly name: string
  readonly palette: Palette
  /** The identity's display face; `text` sets its small words (Figtree unless given). */
  readonly face: FaceSpec
  readonly text?: FaceSpec
  readonly scene: Scene
}

const defaultText: FaceSpec = { package: "@fontsource-variable/figtree", weight: 500 }

/** A specimen's waterfall: its display face from light to heavy. */
const waterfall = [300, 500, 700, 900]

/** The cover as SVG, every word drawn as a path; sharp (librsvg) rasterises it at build. */
export async function coverSvg(spec: CoverSpec): Promise<string> {
  const [display, text] = await Promise.all([loadFace(spec.face), loadFace(spec.text ?? defaultText)])
  let weights: Face[] = []
  if (spec.scene.kind === "specimen")
    weights = await Promise.all(waterfall.map((weight) => loadFace({ ...spec.face, weight })))
  const picture = drawScene(
    { random: seededRandom(spec.seed), palette: spec.palette, faces: { display, text }, name: spec.name },
    spec.scene,
    weights,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${picture}</svg>`
}
