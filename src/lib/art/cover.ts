import { between, seededRandom } from "./random.ts"

export type CoverMotif = "orbit" | "waves" | "panels" | "tiles" | "bloom"

export type CoverSpec = {
  /** Same seed, same picture. */
  seed: string
  /** Base hue in degrees; the second hue is derived from it. */
  hue: number
  motif: CoverMotif
}

export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 800

/** How far the soft light spreads beyond each disc's edge, as a blur's standard deviation. */
const GLOW_SIGMA = 90

const round = (n: number) => Math.round(n * 10) / 10

/**
 * Deterministic cover art for blog posts, projects and courses: a gradient ground, soft light and
 * one geometric motif. Plain sRGB SVG so sharp (librsvg) rasterises it at build.
 */
export function coverSvg({ seed, hue, motif }: CoverSpec): string {
  const random = seededRandom(seed)
  const hue2 = (hue + between(random, 30, 70)) % 360
  const W = COVER_WIDTH
  const H = COVER_HEIGHT
  const light = (l: number, s = 70, h = hue) => `hsl(${round(h)} ${s}% ${l}%)`

  // Soft light: each disc fades out as a Gaussian blur of it would (σ = 90), drawn as a radial
  // gradient because librsvg takes three times as long to rasterise a blur filter, once per width.
  const glowStops = (r: number) =>
    [
      [r - 2 * GLOW_SIGMA, 0.977],
      [r - GLOW_SIGMA, 0.841],
      [r, 0.5],
      [r + GLOW_SIGMA, 0.159],
      [r + 2 * GLOW_SIGMA, 0.023],
      [r + 2.5 * GLOW_SIGMA, 0],
    ] as const
  const glowGradients: string[] = []
  const glow = Array.from({ length: 3 }, (_, i) => {
    const cx = round(between(random, 0, W))
    const cy = round(between(random, 0, H))
    const r = round(between(random, 220, 420))
    const color = light(i === 1 ? 75 : 62, 85, i === 1 ? hue2 : hue)
    const outer = r + 2.5 * GLOW_SIGMA
    const stops = glowStops(r)
      .map(
        ([d, a]) =>
          `<stop offset="${round((d / outer) * 100)}%" stop-color="${color}" stop-opacity="${round(a * 55) / 100}"/>`,
      )
      .join("")
    glowGradients.push(`<radialGradient id="l${i}">${stops}</radialGradient>`)
    return `<circle cx="${cx}" cy="${cy}" r="${round(outer)}" fill="url(#l${i})"/>`
  }).join("")

  let shapes = ""
  if (motif === "orbit") {
    const cx = round(between(random, W * 0.35, W * 0.65))
    const cy = round(between(random, H * 0.4, H * 0.6))
    for (let i = 1; i <= 5; i++) {
      shapes += `<circle cx="${cx}" cy="${cy}" r="${i * 70}" fill="none" stroke="white" stroke-opacity="${0.5 - i * 0.07}" stroke-width="2"/>`
      const angle = between(random, 0, Math.PI * 2)
      shapes += `<circle cx="${round(cx + Math.cos(angle) * i * 70)}" cy="${round(cy + Math.sin(angle) * i * 70)}" r="${round(between(random, 8, 22))}" fill="${i % 2 ? "white" : light(30, 70, hue2)}"/>`
    }
    shapes += `<circle cx="${cx}" cy="${cy}" r="46" fill="white"/><circle cx="${cx}" cy="${cy}" r="24" fill="${light(45)}"/>`
  } else if (motif === "waves") {
    for (let i = 0; i < 6; i++) {
      const y = H * 0.35 + i * 70
      const a = between(random, 30, 80)
      const f = between(random, 1.5, 3)
      const phase = between(random, 0, Math.PI * 2)
      let d = `M0 ${round(y)}`
      for (let x = 0; x <= W; x += 40) d += ` L${x} ${round(y + Math.sin((x / W) * Math.PI * f + phase) * a)}`
      d += ` L${W} ${H} L0 ${H}Z`
      shapes += `<path d="${d}" fill="${light(70 - i * 8, 70, i % 2 ? hue : hue2)}" opacity="${0.35 + i * 0.1}"/>`
    }
  } else if (motif === "panels") {
    const x0 = round(between(random, 140, 260))
    shapes += `<rect x="${x0}" y="150" width="${W - x0 * 2}" height="560" rx="28" fill="white" opacity="0.92"/>`
    shapes += `<rect x="${x0}" y="150" width="${W - x0 * 2}" height="56" rx="28" fill="${light(92, 40)}"/>`
    for (let i = 0; i < 3; i++)
      shapes += `<circle cx="${x0 + 36 + i * 26}" cy="178" r="8" fill="${light(70 - i * 12, 60)}"/>`
    const bars = 7
    for (let i = 0; i < bars; i++) {
      const h = round(between(random, 80, 300))
      shapes += `<rect x="${round(x0 + 60 + i * ((W - x0 * 2 - 320) / bars))}" y="${round(660 - h)}" width="38" height="${h}" rx="10" fill="${light(i % 3 ? 55 : 40, 75, i % 2 ? hue : hue2)}"/>`
    }
    shapes += `<rect x="${W - x0 - 220}" y="250" width="180" height="110" rx="18" fill="${light(95, 60, hue2)}"/>`
    shapes += `<rect x="${W - x0 - 200}" y="280" width="110" height="16" rx="8" fill="${light(45)}"/>`
    shapes += `<rect x="${W - x0 - 200}" y="312" width="70" height="12" rx="6" fill="${light(75)}"/>`
    shapes += `<rect x="${W - x0 - 220}" y="390" width="180" height="230" rx="18" fill="${light(45, 70, hue2)}" opacity="0.9"/>`
  } else if (motif === "tiles") {
    const size = 200
    for (let x = 0; x < W; x += size) {
      for (let y = 0; y < H; y += size) {
        const kind = Math.floor(random() * 4)
        const fill = light(between(random, 35, 85), 70, random() > 0.5 ? hue : hue2)
        if (kind === 0)
          shapes += `<rect x="${x + 20}" y="${y + 20}" width="${size - 40}" height="${size - 40}" rx="24" fill="${fill}" opacity="0.85"/>`
        else if (kind === 1)
          shapes += `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2 - 24}" fill="${fill}" opacity="0.85"/>`
        else if (kind === 2)
          shapes += `<path d="M${x + 20} ${y + size - 20} A${size - 40} ${size - 40} 0 0 1 ${x + size - 20} ${y + 20} L${x + size - 20} ${y + size - 20}Z" fill="${fill}" opacity="0.85"/>`
        else
          shapes += `<rect x="${x + 20}" y="${y + size / 2 - 18}" width="${size - 40}" height="36" rx="18" fill="white" opacity="0.7"/>`
      }
    }
  } else {
    const cx = round(between(random, W * 0.3, W * 0.7))
    const cy = round(between(random, H * 0.35, H * 0.65))
    const petals = 8 + Math.floor(random() * 5)
    for (let i = 0; i < petals; i++) {
      const angle = (i / petals) * 360
      shapes += `<ellipse cx="${cx}" cy="${cy - 150}" rx="70" ry="150" transform="rotate(${round(angle)} ${cx} ${cy})" fill="${light(60 + (i % 3) * 10, 80, i % 2 ? hue : hue2)}" opacity="0.55"/>`
    }
    shapes += `<circle cx="${cx}" cy="${cy}" r="70" fill="white" opacity="0.9"/>`
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(45, 75)}"/><stop offset="1" stop-color="${light(25, 70, hue2)}"/></linearGradient>`,
    `${glowGradients.join("")}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    glow,
    shapes,
    `</svg>`,
  ].join("")
}
