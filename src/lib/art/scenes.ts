/**
 * The art kit: pictures of a piece of work, drawn from its own identity (name, palette, typeface).
 * Each scene is a kind of photograph a studio would show — packaging on a shelf, posters on a wall,
 * app screens in phones, a website in a browser, a type specimen, an identity sheet, a workshop
 * wall, a document on a desk, an installation, a flat lay — composed so that the subject stays
 * inside the middle of the frame when a card crops the 3:2 picture to 16:9 or a square.
 * Plain sRGB SVG, no filters (librsvg redraws a blur for every width the build offers).
 */
import type { Face } from "./lettering.ts"

export const W = 1200
export const H = 800

/** Colours as sRGB hex: ground behind the work, ink and paper of the work, two brand colours. */
export type Palette = {
  readonly ground: string
  readonly ink: string
  readonly paper: string
  readonly accent: string
  readonly second: string
}

export type Faces = { readonly display: Face; readonly text: Face }

export type Context = {
  readonly random: () => number
  readonly palette: Palette
  readonly faces: Faces
  readonly name: string
}

/** What a phone's screen shows. */
export type Screen =
  | { readonly kind: "balance"; readonly label: string; readonly figure: string; readonly rows: readonly string[] }
  | { readonly kind: "rings"; readonly title: string; readonly figure: string }
  | { readonly kind: "list"; readonly title: string; readonly rows: readonly string[] }
  | {
      readonly kind: "appointment"
      readonly title: string
      readonly day: string
      readonly time: string
      readonly action: string
    }
  | { readonly kind: "steps"; readonly step: number; readonly title: string; readonly action: string }
  | { readonly kind: "workout"; readonly title: string; readonly figure: string; readonly rows: readonly string[] }
  | { readonly kind: "post"; readonly handle: string; readonly caption: string; readonly figure: string }

/** What a browser window's page shows. */
export type Page =
  | {
      readonly kind: "hero"
      readonly headline: readonly string[]
      readonly picture: Landscape
      readonly nav: readonly string[]
    }
  | { readonly kind: "pricing"; readonly headline: string; readonly plans: readonly { name: string; price: string }[] }
  | { readonly kind: "results"; readonly query: string; readonly results: readonly string[] }
  | { readonly kind: "dashboard"; readonly title: string; readonly tiles: readonly { label: string; figure: string }[] }
  | { readonly kind: "components"; readonly title: string; readonly labels: readonly string[] }
  | { readonly kind: "chat"; readonly headline: readonly string[]; readonly messages: readonly string[] }
  | { readonly kind: "editor"; readonly title: string; readonly lines: readonly string[] }
  | { readonly kind: "article"; readonly headline: readonly string[]; readonly picture: Landscape }

/** A photograph inside a picture: a landscape, a building or a room, in the palette. */
export type Landscape = "hills" | "coast" | "building" | "city"

/** Things on a desk seen from above. */
export type DeskThing =
  | "camera"
  | "prints"
  | "notebook"
  | "plant"
  | "cup"
  | "keyboard"
  | "tablet"
  | "headphones"
  | "laptop"
  | "palette"
  | "pen"

export type Scene =
  | { readonly kind: "packaging"; readonly form: "bags" | "bottles"; readonly lines: readonly string[] }
  | {
      readonly kind: "posters"
      readonly headline: readonly string[]
      readonly detail: string
      readonly motif: "rings" | "stripes" | "arrow"
    }
  | { readonly kind: "phones"; readonly screens: readonly [Screen, Screen] }
  | { readonly kind: "browser"; readonly page: Page }
  | { readonly kind: "specimen"; readonly sample: string; readonly weights: readonly string[] }
  | { readonly kind: "stationery"; readonly tagline: string; readonly address: string }
  /** Sticky notes in a grid, or under `columns` headings when given (a note to each in turn). */
  | {
      readonly kind: "wall"
      readonly title: string
      readonly notes: readonly string[]
      readonly columns?: readonly string[]
    }
  | { readonly kind: "sheet"; readonly title: string; readonly items: readonly string[]; readonly checked: number }
  | { readonly kind: "installation"; readonly caption: string }
  | { readonly kind: "desk"; readonly things: readonly DeskThing[]; readonly label: string }

const round = (n: number) => Math.round(n * 10) / 10

// --- colour ---------------------------------------------------------------------------------

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
/** `a` mixed with `b`, `t` of the way (sRGB, as the pictures are drawn). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`
}
const lighter = (c: string, t: number) => mix(c, "#ffffff", t)
const darker = (c: string, t: number) => mix(c, "#000000", t)

// --- primitives -----------------------------------------------------------------------------

type BoxOptions = { rx?: number; opacity?: number; stroke?: string; width?: number }
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  { rx = 0, opacity, stroke, width = 2 }: BoxOptions = {},
) {
  const extra = `${opacity === undefined ? "" : ` opacity="${opacity}"`}${stroke ? ` stroke="${stroke}" stroke-width="${width}"` : ""}`
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`
}
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra}/>`
const ring = (cx: number, cy: number, r: number, color: string, width: number, part = 1) => {
  const length = 2 * Math.PI * r
  const dash =
    part < 1
      ? ` stroke-dasharray="${round(length * part)} ${round(length)}" transform="rotate(-90 ${round(cx)} ${round(cy)})"`
      : ""
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${dash}/>`
}
/** A soft shadow under a box: three widening layers, the way a blur would fall off. */
function shadow(x: number, y: number, w: number, h: number, rx = 16, lift = 18) {
  return [0.07, 0.05, 0.035]
    .map((opacity, i) =>
      box(x - i * 6, y + lift * (0.5 + i * 0.5), w + i * 12, h, "#000000", { rx: rx + i * 6, opacity }),
    )
    .join("")
}
const group = (content: string, transform: string) => `<g transform="${transform}">${content}</g>`

function words(
  face: Face,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { align?: "start" | "middle" | "end"; tracking?: number } = {},
) {
  return `<path d="${face.path(text, x, y, size, options)}" fill="${fill}"/>`
}
/** The largest size (from `size` down) at which a line fits `width`. */
function fit(face: Face, text: string, width: number, size: number, tracking = 0) {
  const measured = face.measure(text, size, tracking)
  return measured <= width ? size : Math.floor((size * width) / measured)
}
/** Lines of body copy too small to read, drawn as the grey bars a photograph shows them as. */
function copyLines(
  random: () => number,
  x: number,
  y: number,
  width: number,
  count: number,
  fill: string,
  gap = 18,
  thickness = 7,
) {
  let out = ""
  for (let i = 0; i < count; i++) {
    const w = i === count - 1 ? width * (0.35 + random() * 0.3) : width * (0.82 + random() * 0.18)
    out += box(x, y + i * gap, w, thickness, fill, { rx: thickness / 2 })
  }
  return out
}
const check = (x: number, y: number, color: string, size = 14) =>
  `<path d="M${round(x)} ${round(y)} l${round(size * 0.35)} ${round(size * 0.35)} l${round(size * 0.65)} -${round(size * 0.7)}" fill="none" stroke="${color}" stroke-width="${round(size * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`

/** The four-pointed star a writing assistant marks its suggestions with. */
const sparkle = (cx: number, cy: number, r: number, fill: string) =>
  `<path d="M${cx} ${cy - r} Q${cx} ${cy} ${cx + r} ${cy} Q${cx} ${cy} ${cx} ${cy + r} Q${cx} ${cy} ${cx - r} ${cy} Q${cx} ${cy} ${cx} ${cy - r}Z" fill="${fill}"/>`

/** A photograph in a frame: a landscape, coast, building or city, clipped to the frame. */
function photo(
  id: string,
  kind: Landscape,
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  random: () => number,
  rx = 12,
) {
  const sky = lighter(p.second, 0.55)
  let body = box(x, y, w, h, sky)
  if (kind === "hills" || kind === "coast") {
    body += circle(x + w * (0.25 + random() * 0.5), y + h * 0.32, h * 0.12, lighter(p.accent, 0.35))
    const layers = kind === "coast" ? 2 : 3
    for (let i = 0; i < layers; i++) {
      const top = y + h * (0.45 + i * 0.14)
      const a = h * (0.05 + random() * 0.06)
      let d = `M${round(x)} ${round(top)}`
      for (let step = 0; step <= 8; step++)
        d += ` Q${round(x + (w * (step + 0.5)) / 8)} ${round(top - a * (step % 2 ? 1 : -1))} ${round(x + (w * (step + 1)) / 8)} ${round(top)}`
      d += ` L${round(x + w)} ${round(y + h)} L${round(x)} ${round(y + h)}Z`
      body += `<path d="${d}" fill="${mix(p.second, p.ink, 0.25 + i * 0.22)}"/>`
    }
    if (kind === "coast") {
      body += box(x, y + h * 0.72, w, h * 0.28, mix(p.accent, "#ffffff", 0.3))
      for (let i = 0; i < 4; i++)
        body += box(x + w * (0.1 + random() * 0.7), y + h * (0.77 + i * 0.05), w * 0.16, 3, "#ffffff", {
          rx: 1.5,
          opacity: 0.7,
        })
    }
  } else {
    body += box(x, y + h * 0.78, w, h * 0.22, mix(p.ink, p.ground, 0.55))
    const count = kind === "city" ? 7 : 3
    for (let i = 0; i < count; i++) {
      const bw = kind === "city" ? w / 9 : w * (0.22 + random() * 0.08)
      const bx = kind === "city" ? x + w * 0.06 + i * (w / 7.6) : x + w * (0.1 + i * 0.28)
      const bh = h * (kind === "city" ? 0.3 + random() * 0.4 : 0.38 + random() * 0.25)
      const fill = i % 2 ? lighter(p.paper, 0.2) : mix(p.paper, p.accent, 0.25)
      body += box(bx, y + h * 0.78 - bh, bw, bh, fill)
      // Windows, or an architect's deep openings.
      for (let wy = y + h * 0.78 - bh + 14; wy < y + h * 0.78 - 24; wy += kind === "city" ? 22 : 40)
        body += box(bx + bw * 0.2, wy, bw * 0.6, kind === "city" ? 8 : 22, mix(p.ink, p.second, 0.4), { opacity: 0.75 })
    }
  }
  return `<clipPath id="${id}"><rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${rx}"/></clipPath><g clip-path="url(#${id})">${body}</g>`
}

/** A studio sweep: a wall fading into the floor the work stands on. */
function studio(p: Palette, floorAt = 560) {
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighter(p.ground, 0.12)}"/><stop offset="1" stop-color="${p.ground}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darker(p.ground, 0.08)}"/><stop offset="1" stop-color="${darker(p.ground, 0.22)}"/></linearGradient></defs>`,
    box(0, 0, W, floorAt, "url(#wall)"),
    box(0, floorAt, W, H - floorAt, "url(#floor)"),
  ].join("")
}
/** A contact shadow on the floor under an object. */
const floorShadow = (cx: number, y: number, w: number) =>
  `<ellipse cx="${round(cx)}" cy="${round(y)}" rx="${round(w / 2)}" ry="${round(w / 12)}" fill="#000000" opacity="0.22"/>`

// --- scenes ---------------------------------------------------------------------------------

function packaging(c: Context, scene: Extract<Scene, { kind: "packaging" }>) {
  const { palette: p, faces, name, random } = c
  let out = studio(p, 600)
  if (scene.form === "bags") {
    const bags = [
      { x: 270, w: 220, h: 360, fill: p.accent },
      { x: 490, w: 250, h: 410, fill: p.paper },
      { x: 740, w: 220, h: 360, fill: p.second },
    ]
    bags.forEach((bag, i) => {
      const top = 620 - bag.h
      const ink = i === 1 ? p.ink : p.paper
      out += floorShadow(bag.x + bag.w / 2, 622, bag.w * 1.1)
      // A stand-up pouch: the body, its sealed top and the side gussets' shade.
      out += `<path d="M${bag.x + 8} ${top + 40} L${bag.x + bag.w - 8} ${top + 40} L${bag.x + bag.w} ${620} L${bag.x} ${620}Z" fill="${bag.fill}"/>`
      out += box(bag.x + 8, top, bag.w - 16, 44, darker(bag.fill, 0.12), { rx: 4 })
      out += box(bag.x + 8, top + 30, bag.w - 16, 4, darker(bag.fill, 0.25), { opacity: 0.5 })
      out += box(bag.x + bag.w - 26, top + 44, 18, bag.h - 44, "#000000", { opacity: 0.08 })
      const cx = bag.x + bag.w / 2
      const size = fit(faces.display, name, bag.w - 40, i === 1 ? 34 : 28)
      out += words(faces.display, name, cx, top + 110, size, ink, { align: "middle" })
      // The flavour wheel: three arcs whose lengths tell sweetness, body and acidity.
      const wheelY = top + bag.h * 0.55
      out += circle(cx, wheelY, 56, "none", ` stroke="${ink}" stroke-opacity="0.25" stroke-width="2"`)
      ;[0.35 + random() * 0.5, 0.3 + random() * 0.5, 0.25 + random() * 0.5].forEach((part, k) => {
        out += ring(cx, wheelY, 44 - k * 13, k === 1 ? (i === 1 ? p.accent : ink) : ink, 8, part)
      })
      const line = scene.lines[i % scene.lines.length] ?? ""
      out += words(
        faces.text,
        line.toUpperCase(),
        cx,
        620 - 36,
        fit(faces.text, line.toUpperCase(), bag.w - 40, 15, 0.12),
        ink,
        { align: "middle", tracking: 0.12 },
      )
    })
  } else {
    // A dropper bottle, a jar and a tube, each with the brand's label.
    const labels = [
      { x: 300, y: 270, w: 150, h: 350, kind: "dropper" },
      { x: 500, y: 380, w: 210, h: 240, kind: "jar" },
      { x: 760, y: 220, w: 130, h: 400, kind: "tube" },
    ] as const
    labels.forEach((item, i) => {
      const fill = i === 1 ? p.paper : i === 0 ? p.accent : p.second
      const ink = i === 1 ? p.ink : p.paper
      out += floorShadow(item.x + item.w / 2, 622, item.w * 1.2)
      if (item.kind === "dropper") {
        out += box(item.x + 45, item.y - 90, 60, 40, darker(p.ink, 0.1), { rx: 18 })
        out += box(item.x + 55, item.y - 56, 40, 60, mix(p.ink, p.paper, 0.2), { rx: 6 })
      } else if (item.kind === "jar")
        out += box(item.x - 6, item.y - 50, item.w + 12, 60, darker(p.ink, 0.05), { rx: 14 })
      else out += box(item.x + 20, item.y - 60, item.w - 40, 64, darker(p.ink, 0.05), { rx: 10 })
      out += box(item.x, item.y, item.w, item.h, fill, { rx: item.kind === "tube" ? 30 : 24 })
      out += box(item.x + 14, item.y + 14, 12, item.h - 28, "#ffffff", { rx: 6, opacity: 0.25 })
      const cx = item.x + item.w / 2
      const midY = item.y + item.h / 2
      // A leaf: two arcs and a vein, the brand's mark.
      out += `<path d="M${cx} ${midY - 70} C${cx + 34} ${midY - 50} ${cx + 30} ${midY - 10} ${cx} ${midY} C${cx - 30} ${midY - 10} ${cx - 34} ${midY - 50} ${cx} ${midY - 70}Z" fill="${ink}" opacity="0.9"/>`
      out += `<path d="M${cx} ${midY - 62} L${cx} ${midY - 4}" stroke="${fill}" stroke-width="3"/>`
      const size = fit(faces.display, name, item.w - 28, 26)
      out += words(faces.display, name, cx, midY + 40, size, ink, { align: "middle" })
      const line = scene.lines[i % scene.lines.length] ?? ""
      out += words(faces.text, line, cx, midY + 68, fit(faces.text, line, item.w - 28, 14), ink, { align: "middle" })
    })
  }
  return out
}

function posters(c: Context, scene: Extract<Scene, { kind: "posters" }>) {
  const { palette: p, faces, name, random } = c
  // A street wall of rendered blocks, and the pavement in front.
  let out = box(0, 0, W, H, mix(p.ground, "#8a8580", 0.35))
  for (let row = 0; row < 11; row++)
    for (let col = -1; col < 9; col++) {
      const x = col * 150 + (row % 2) * 75
      out += box(x + 2, row * 64 + 2, 146, 60, mix(p.ground, "#9a958f", 0.25 + random() * 0.15), { rx: 2 })
    }
  out += box(0, 690, W, 110, darker(p.ground, 0.45))
  const sheets = [
    { x: 150, y: 150, w: 280, h: 400, tilt: -1.2 },
    { x: 460, y: 110, w: 300, h: 440, tilt: 0.6 },
    { x: 790, y: 150, w: 280, h: 400, tilt: 1.4 },
  ]
  sheets.forEach((sheet, i) => {
    const ground = [p.accent, p.ink, p.second][i]!
    const ink = i === 1 ? p.paper : p.ink
    const pop = i === 1 ? p.accent : p.paper
    let art = box(sheet.x, sheet.y, sheet.w, sheet.h, ground)
    const cx = sheet.x + sheet.w / 2
    // The motif keeps to the upper half: the headline owns the lower one.
    const cy = sheet.y + sheet.h * 0.3
    if (scene.motif === "rings")
      for (let k = 0; k < 5; k++) art += ring(cx, cy, 18 + k * 17, k % 2 ? pop : ink, 6, 0.45 + random() * 0.55)
    else if (scene.motif === "stripes")
      for (let k = 0; k < 5; k++)
        art += box(sheet.x, sheet.y + 50 + k * 30, sheet.w * (0.35 + random() * 0.65), 16, k % 2 ? pop : ink, {
          opacity: 0.9,
        })
    else
      art += `<path d="M${sheet.x + 30} ${cy + 30} L${cx + 20} ${cy + 30} L${cx + 20} ${cy + 75} L${sheet.x + sheet.w - 30} ${cy} L${cx + 20} ${cy - 75} L${cx + 20} ${cy - 30} L${sheet.x + 30} ${cy - 30}Z" fill="${pop}"/>`
    const lines = scene.headline
    const size = Math.min(...lines.map((line) => fit(faces.display, line, sheet.w - 40, 56)))
    lines.forEach((line, k) => {
      art += words(
        faces.display,
        line,
        sheet.x + 20,
        sheet.y + sheet.h - 40 - (lines.length - 1 - k) * size * 1.02 - 34,
        size,
        ink,
      )
    })
    art += words(
      faces.text,
      scene.detail,
      sheet.x + 20,
      sheet.y + sheet.h - 24,
      fit(faces.text, scene.detail, sheet.w * 0.6, 14),
      ink,
    )
    art += words(
      faces.display,
      name,
      sheet.x + sheet.w - 20,
      sheet.y + 34,
      fit(faces.display, name, sheet.w * 0.5, 18),
      ink,
      { align: "end" },
    )
    // Paste-up light: a sheen across the paper and the creases of the glue.
    art += box(sheet.x, sheet.y, sheet.w, sheet.h, "#ffffff", { opacity: 0.04 })
    art += box(sheet.x, sheet.y + sheet.h * 0.5, sheet.w, 2, "#000000", { opacity: 0.08 })
    out += shadow(sheet.x, sheet.y, sheet.w, sheet.h, 2, 8)
    out += group(art, `rotate(${sheet.tilt} ${cx} ${sheet.y + sheet.h / 2})`)
  })
  return out
}

function screen(c: Context, s: Screen, x: number, y: number, w: number, h: number) {
  const { palette: p, faces, random } = c
  const pad = 22
  let out = box(x, y, w, h, p.paper, { rx: 30 })
  const title = (text: string, ty: number, size = 22) =>
    words(faces.display, text, x + pad, ty, fit(faces.display, text, w - pad * 2, size), p.ink)
  const small = (
    text: string,
    tx: number,
    ty: number,
    fill = mix(p.ink, p.paper, 0.4),
    size = 13,
    align: "start" | "end" | "middle" = "start",
  ) => words(faces.text, text, tx, ty, fit(faces.text, text, w - pad * 2, size), fill, { align })
  // Status bar.
  out += small("9:41", x + pad, y + 30, p.ink, 12)
  out += box(x + w - pad - 26, y + 20, 24, 11, p.ink, { rx: 3, opacity: 0.8 })
  const rows = (items: readonly string[], top: number, withDot = true) =>
    items
      .map((item, i) => {
        const ry = top + i * 52
        const [left, right] = item.split("|")
        return [
          box(x + pad, ry, w - pad * 2, 44, mix(p.paper, p.ink, 0.05), { rx: 12 }),
          withDot ? circle(x + pad + 22, ry + 22, 11, i % 2 ? p.second : p.accent) : "",
          small(left ?? "", x + pad + (withDot ? 42 : 14), ry + 27, p.ink, 13),
          right ? small(right, x + w - pad - 12, ry + 27, p.ink, 13, "end") : "",
        ].join("")
      })
      .join("")
  switch (s.kind) {
    case "balance":
      out += small(s.label, x + pad, y + 90)
      out += words(faces.display, s.figure, x + pad, y + 138, fit(faces.display, s.figure, w - pad * 2, 40), p.ink)
      out += box(x + pad, y + 160, w - pad * 2, 12, mix(p.paper, p.ink, 0.08), { rx: 6 })
      out += box(x + pad, y + 160, (w - pad * 2) * 0.68, 12, p.accent, { rx: 6 })
      out += rows(s.rows, y + 200)
      break
    case "rings": {
      out += title(s.title, y + 90)
      const cx = x + w / 2
      const cy = y + 250
      ;[p.accent, p.second, mix(p.accent, p.ink, 0.4)].forEach((color, i) => {
        out += ring(cx, cy, 92 - i * 26, mix(color, p.paper, 0.75), 18)
        out += ring(cx, cy, 92 - i * 26, color, 18, 0.55 + random() * 0.4)
      })
      out += words(faces.display, s.figure, cx, y + 420, fit(faces.display, s.figure, w - pad * 2, 30), p.ink, {
        align: "middle",
      })
      break
    }
    case "list":
      out += title(s.title, y + 90)
      out += rows(s.rows, y + 120)
      break
    case "appointment":
      out += title(s.title, y + 90)
      out += box(x + pad, y + 116, w - pad * 2, 150, lighter(p.accent, 0.82), { rx: 18 })
      out += words(faces.display, s.day, x + pad + 18, y + 170, fit(faces.display, s.day, w - pad * 2 - 36, 26), p.ink)
      out += words(
        faces.display,
        s.time,
        x + pad + 18,
        y + 236,
        fit(faces.display, s.time, w - pad * 2 - 36, 46),
        darker(p.accent, 0.35),
      )
      out += copyLines(random, x + pad, y + 300, w - pad * 2, 4, mix(p.paper, p.ink, 0.15))
      out += box(x + pad, y + h - 100, w - pad * 2, 58, p.accent, { rx: 29 })
      out += words(faces.text, s.action, x + w / 2, y + h - 64, fit(faces.text, s.action, w - pad * 4, 18), p.paper, {
        align: "middle",
      })
      break
    case "steps":
      for (let i = 0; i < 4; i++)
        out += box(x + pad + i * 40, y + 70, 32, 8, i <= s.step ? p.accent : mix(p.paper, p.ink, 0.12), { rx: 4 })
      out += circle(x + w / 2, y + 210, 74, lighter(p.second, 0.7))
      out += circle(x + w / 2, y + 210, 40, p.second)
      out += check(x + w / 2 - 16, y + 212, p.paper, 30)
      s.title.split("\n").forEach((line, i) => {
        out += words(
          faces.display,
          line,
          x + w / 2,
          y + 340 + i * 30,
          fit(faces.display, line, w - pad * 2, 24),
          p.ink,
          { align: "middle" },
        )
      })
      out += copyLines(random, x + pad + 20, y + 400, w - pad * 2 - 40, 2, mix(p.paper, p.ink, 0.15))
      out += box(x + pad, y + h - 100, w - pad * 2, 58, p.ink, { rx: 29 })
      out += words(faces.text, s.action, x + w / 2, y + h - 64, fit(faces.text, s.action, w - pad * 4, 18), p.paper, {
        align: "middle",
      })
      break
    case "workout": {
      out += title(s.title, y + 90)
      const cx = x + w / 2
      out += ring(cx, y + 230, 86, mix(p.accent, p.paper, 0.8), 16)
      out += ring(cx, y + 230, 86, p.accent, 16, 0.62)
      out += words(faces.display, s.figure, cx, y + 248, fit(faces.display, s.figure, 130, 44), p.ink, {
        align: "middle",
      })
      out += rows(s.rows, y + 346, false)
      break
    }
    case "post":
      out += circle(x + pad + 16, y + 74, 16, p.accent)
      out += small(s.handle, x + pad + 42, y + 79, p.ink, 14)
      out += photo(`post${Math.round(x)}`, "city", x + pad, y + 104, w - pad * 2, w - pad * 2, p, random, 14)
      out += small(s.figure, x + pad, y + 104 + w - pad * 2 + 34, p.ink, 14)
      out += small(s.caption, x + pad, y + 104 + w - pad * 2 + 60, mix(p.ink, p.paper, 0.3), 13)
      break
  }
  return out
}

function phone(c: Context, s: Screen, x: number, y: number, scale: number, tilt: number) {
  const w = 300
  const h = 610
  const body = [
    shadow(0, 0, w, h, 48, 26),
    box(0, 0, w, h, "#16161a", { rx: 48 }),
    box(3, 3, w - 6, h - 6, "#2b2b31", { rx: 46, opacity: 0.6 }),
    screen(c, s, 12, 12, w - 24, h - 24),
    box(w / 2 - 44, 22, 88, 24, "#16161a", { rx: 12 }),
  ].join("")
  return group(body, `translate(${x} ${y}) rotate(${tilt} ${w / 2} ${h / 2}) scale(${scale})`)
}

function phones(c: Context, scene: Extract<Scene, { kind: "phones" }>) {
  const { palette: p } = c
  let out = studio(p, 640)
  out += circle(600, 380, 300, lighter(p.ground, 0.18), ' opacity="0.6"')
  out += floorShadow(470, 700, 300) + floorShadow(740, 700, 300)
  out += phone(c, scene.screens[1], 640, 110, 0.95, 6)
  out += phone(c, scene.screens[0], 300, 80, 1, -4)
  return out
}

function browserPage(c: Context, page: Page, x: number, y: number, w: number, h: number) {
  const { palette: p, faces, name, random } = c
  const pad = 36
  let out = box(x, y, w, h, p.paper)
  const muted = mix(p.paper, p.ink, 0.14)
  const heading = (lines: readonly string[], hx: number, hy: number, width: number, size: number, fill = p.ink) => {
    const fitted = Math.min(...lines.map((line) => fit(faces.display, line, width, size)))
    return lines.map((line, i) => words(faces.display, line, hx, hy + i * fitted * 1.1, fitted, fill)).join("")
  }
  // The site's header: its wordmark and menu.
  out += words(faces.display, name, x + pad, y + 44, fit(faces.display, name, 220, 22), p.ink)
  const nav = page.kind === "hero" ? page.nav : ["", "", ""]
  nav.forEach((item, i) => {
    const nx = x + w - pad - 150 - (nav.length - 1 - i) * 96
    out += item
      ? words(faces.text, item, nx, y + 42, 14, mix(p.ink, p.paper, 0.35))
      : box(nx, y + 34, 64, 8, muted, { rx: 4 })
  })
  out += box(x + w - pad - 110, y + 22, 110, 34, p.accent, { rx: 17 })
  const top = y + 80
  switch (page.kind) {
    case "hero":
    case "article": {
      const pictureW = page.kind === "hero" ? w * 0.46 : w - pad * 2
      if (page.kind === "hero") {
        out += heading(page.headline, x + pad, top + 70, w - pictureW - pad * 3, 46)
        out += copyLines(random, x + pad, top + 90 + page.headline.length * 50, w - pictureW - pad * 4, 3, muted)
        out += box(x + pad, top + 170 + page.headline.length * 50, 150, 44, p.accent, { rx: 22 })
        out += photo("hero", page.picture, x + w - pad - pictureW, top + 10, pictureW, h - 120, p, random)
      } else {
        out += heading(page.headline, x + pad, top + 56, w - pad * 2, 40)
        out += photo(
          "article",
          page.picture,
          x + pad,
          top + 90 + page.headline.length * 44,
          pictureW,
          h - 200 - page.headline.length * 44,
          p,
          random,
        )
      }
      break
    }
    case "pricing": {
      out += words(
        faces.display,
        page.headline,
        x + w / 2,
        top + 52,
        fit(faces.display, page.headline, w - pad * 2, 34),
        p.ink,
        { align: "middle" },
      )
      const cardW = (w - pad * 2 - 40) / 3
      page.plans.forEach((plan, i) => {
        const cx = x + pad + i * (cardW + 20)
        const featured = i === 1
        out += box(cx, top + 84, cardW, h - 190, featured ? p.ink : p.paper, {
          rx: 16,
          stroke: featured ? undefined : muted,
        })
        const ink = featured ? p.paper : p.ink
        out += words(faces.text, plan.name, cx + 22, top + 124, 16, ink)
        out += words(faces.display, plan.price, cx + 22, top + 180, fit(faces.display, plan.price, cardW - 44, 40), ink)
        for (let k = 0; k < 4; k++) {
          out += check(cx + 24, top + 222 + k * 30, featured ? p.accent : p.second, 12)
          out += box(
            cx + 46,
            top + 218 + k * 30,
            (cardW - 80) * (0.6 + random() * 0.4),
            7,
            featured ? mix(p.ink, p.paper, 0.35) : muted,
            { rx: 3.5 },
          )
        }
        out += box(cx + 22, top + h - 170, cardW - 44, 38, featured ? p.accent : mix(p.paper, p.ink, 0.06), { rx: 19 })
      })
      break
    }
    case "results": {
      out += box(x + pad, top + 20, w * 0.62, 48, p.paper, { rx: 24, stroke: muted })
      out += words(faces.text, page.query, x + pad + 24, top + 50, fit(faces.text, page.query, w * 0.55, 17), p.ink)
      out += ring(x + pad + w * 0.62 - 30, top + 42, 9, mix(p.ink, p.paper, 0.4), 3)
      page.results.forEach((result, i) => {
        const ry = top + 110 + i * 92
        if (i === 0) out += box(x + pad - 14, ry - 26, w * 0.66, 86, lighter(p.accent, 0.88), { rx: 12 })
        out += words(
          faces.text,
          `${name.toLowerCase().replace(/[^a-z]+/g, "")}.example › ${["guides", "blog", "shop", "help"][i % 4]}`,
          x + pad,
          ry - 6,
          12,
          mix(p.ink, p.paper, 0.4),
        )
        out += words(
          faces.display,
          result,
          x + pad,
          ry + 20,
          fit(faces.display, result, w * 0.6, 21),
          i === 0 ? darker(p.accent, 0.3) : mix(p.second, p.ink, 0.45),
        )
        out += copyLines(random, x + pad, ry + 34, w * 0.58, 2, muted, 14, 6)
        out += words(faces.display, `#${i + 1}`, x + w - pad, ry + 20, 26, i === 0 ? p.accent : muted, { align: "end" })
      })
      break
    }
    case "dashboard": {
      out += words(faces.display, page.title, x + pad, top + 40, fit(faces.display, page.title, w * 0.5, 26), p.ink)
      const tileW = (w - pad * 2 - 32) / 3
      page.tiles.slice(0, 3).forEach((tile, i) => {
        const tx = x + pad + i * (tileW + 16)
        out += box(tx, top + 64, tileW, 96, mix(p.paper, p.ink, 0.04), { rx: 14 })
        out += words(faces.text, tile.label, tx + 18, top + 94, 13, mix(p.ink, p.paper, 0.4))
        out += words(
          faces.display,
          tile.figure,
          tx + 18,
          top + 138,
          fit(faces.display, tile.figure, tileW - 36, 32),
          i === 0 ? darker(p.accent, 0.2) : p.ink,
        )
      })
      const chartTop = top + 184
      const chartH = h - 300
      out += box(x + pad, chartTop, (w - pad * 2) * 0.62, chartH, mix(p.paper, p.ink, 0.03), { rx: 14 })
      const bars = 9
      for (let i = 0; i < bars; i++) {
        const bh = chartH * (0.25 + random() * 0.55)
        out += box(
          x + pad + 26 + i * (((w - pad * 2) * 0.62 - 52) / bars),
          chartTop + chartH - 20 - bh,
          26,
          bh,
          i === bars - 1 ? p.accent : mix(p.second, p.paper, 0.25),
          { rx: 6 },
        )
      }
      const sideX = x + pad + (w - pad * 2) * 0.62 + 16
      const sideW = (w - pad * 2) * 0.38 - 16
      out += box(sideX, chartTop, sideW, chartH, mix(p.paper, p.ink, 0.03), { rx: 14 })
      out += ring(
        sideX + sideW / 2,
        chartTop + chartH / 2,
        Math.min(sideW, chartH) * 0.3,
        mix(p.accent, p.paper, 0.8),
        22,
      )
      out += ring(sideX + sideW / 2, chartTop + chartH / 2, Math.min(sideW, chartH) * 0.3, p.accent, 22, 0.7)
      break
    }
    case "components": {
      out += words(faces.display, page.title, x + pad, top + 44, fit(faces.display, page.title, w - pad * 2, 30), p.ink)
      // Swatches, buttons, an input and a card: a design system's first page.
      ;[p.accent, p.second, p.ink, mix(p.accent, p.paper, 0.6), mix(p.paper, p.ink, 0.1)].forEach((swatch, i) => {
        out += box(x + pad + i * 86, top + 70, 72, 72, swatch, { rx: 14 })
      })
      page.labels.slice(0, 3).forEach((label, i) => {
        const bx = x + pad + i * 170
        const filled = i === 0
        out += box(bx, top + 170, 154, 46, filled ? p.accent : i === 1 ? p.paper : mix(p.paper, p.ink, 0.06), {
          rx: 23,
          stroke: i === 1 ? p.accent : undefined,
        })
        out += words(faces.text, label, bx + 77, top + 199, fit(faces.text, label, 124, 15), filled ? p.paper : p.ink, {
          align: "middle",
        })
      })
      out += box(x + pad, top + 240, 340, 46, p.paper, { rx: 10, stroke: muted })
      out += box(x + pad + 16, top + 259, 120, 8, muted, { rx: 4 })
      const cardX = x + w - pad - 300
      out += box(cardX, top + 70, 300, h - 190, mix(p.paper, p.ink, 0.04), { rx: 18 })
      out += photo("component", "hills", cardX + 16, top + 86, 268, 130, p, random, 10)
      out += copyLines(random, cardX + 16, top + 240, 250, 3, muted)
      break
    }
    case "chat": {
      out += heading(page.headline, x + pad, top + 70, w * 0.5, 40)
      out += copyLines(random, x + pad, top + 90 + page.headline.length * 44, w * 0.42, 4, muted)
      const panelW = 300
      const px = x + w - pad - panelW
      const py = top + 10
      const panelH = h - 190
      out += shadow(px, py, panelW, panelH, 18, 14)
      out += box(px, py, panelW, panelH, p.paper, { rx: 18, stroke: muted })
      out += box(px, py, panelW, 64, p.accent, { rx: 18 })
      out += box(px, py + 40, panelW, 24, p.accent)
      out += words(faces.display, name, px + 20, py + 40, 18, p.paper)
      page.messages.forEach((message, i) => {
        const mine = i % 2 === 1
        const width = Math.min(panelW - 70, faces.text.measure(message, 14) + 32)
        const mx = mine ? px + panelW - 16 - width : px + 16
        const my = py + 84 + i * 58
        out += box(mx, my, width, 42, mine ? p.accent : mix(p.paper, p.ink, 0.07), { rx: 16 })
        out += words(
          faces.text,
          message,
          mx + 16,
          my + 26,
          fit(faces.text, message, width - 32, 14),
          mine ? p.paper : p.ink,
        )
      })
      out += circle(px + panelW - 30, py + panelH + 50, 30, p.accent)
      break
    }
    case "editor": {
      out += words(faces.display, page.title, x + pad, top + 50, fit(faces.display, page.title, w * 0.62, 34), p.ink)
      page.lines.forEach((line, i) => {
        out += words(
          faces.text,
          line,
          x + pad,
          top + 100 + i * 30,
          fit(faces.text, line, w * 0.6, 17),
          mix(p.ink, p.paper, 0.2),
        )
      })
      out += box(x + pad - 4, top + 100 + page.lines.length * 30 - 22, 4, 30, p.accent)
      const sx = x + w * 0.7
      out += box(sx, top + 20, w * 0.3 - pad, h - 130, lighter(p.accent, 0.9), { rx: 16 })
      out += sparkle(sx + 32, top + 52, 12, p.accent)
      out += copyLines(random, sx + 22, top + 90, w * 0.3 - pad - 44, 5, mix(p.accent, p.paper, 0.6))
      out += box(sx + 22, top + h - 200, w * 0.3 - pad - 44, 40, p.accent, { rx: 20 })
      break
    }
  }
  return out
}

function browser(c: Context, scene: Extract<Scene, { kind: "browser" }>) {
  const { palette: p, name } = c
  let out = box(0, 0, W, H, p.ground)
  out += circle(200, 120, 380, lighter(p.ground, 0.1), ' opacity="0.7"')
  out += circle(1050, 760, 340, darker(p.ground, 0.1), ' opacity="0.6"')
  const x = 110
  const y = 90
  const w = 980
  const h = 640
  out += shadow(x, y, w, h, 18, 24)
  out += box(x, y, w, h, "#eceef2", { rx: 18 })
  for (let i = 0; i < 3; i++) out += circle(x + 28 + i * 22, y + 24, 6.5, ["#ef6a5f", "#f5be4f", "#62c554"][i]!)
  out += box(x + 300, y + 11, 380, 26, "#ffffff", { rx: 13 })
  out += words(c.faces.text, `${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`, x + 490, y + 29, 13, "#6b7280", {
    align: "middle",
  })
  out += `<clipPath id="page"><rect x="${x}" y="${y + 48}" width="${w}" height="${h - 48}" rx="0"/></clipPath>`
  out += `<g clip-path="url(#page)">${browserPage(c, scene.page, x, y + 48, w, h - 48)}</g>`
  return out
}

function specimen(c: Context, scene: Extract<Scene, { kind: "specimen" }>, weights: readonly Face[]) {
  const { palette: p, faces, name } = c
  let out = box(0, 0, W, H, p.ground)
  // A specimen poster pinned to the wall, and a second sheet under it.
  out += shadow(230, 60, 740, 700, 4, 12)
  out += group(box(250, 80, 720, 680, mix(p.paper, p.ground, 0.15)), "rotate(-3 610 420)")
  out += box(230, 60, 740, 700, p.paper)
  out += words(faces.display, "Aa", 260, 380, 300, p.ink)
  out += words(faces.text, name.toUpperCase(), 940, 110, 15, p.ink, { align: "end", tracking: 0.14 })
  out += words(faces.text, "Variable · 9 weights", 940, 134, 14, mix(p.ink, p.paper, 0.4), { align: "end" })
  const glyphs = "ABCDEFGHIJKLM abcdefghijklm 0123456789"
  out += words(faces.display, glyphs, 260, 450, fit(faces.display, glyphs, 680, 34), p.ink)
  weights.forEach((face, i) => {
    const label = scene.weights[i] ?? ""
    const y = 520 + i * 52
    out += words(
      face,
      scene.sample,
      260,
      y,
      fit(face, scene.sample, 560, 40),
      i === weights.length - 1 ? p.accent : p.ink,
    )
    out += words(faces.text, label, 940, y - 6, 13, mix(p.ink, p.paper, 0.4), { align: "end" })
    out += box(260, y + 14, 680, 1, mix(p.paper, p.ink, 0.15))
  })
  // The axis slider of the specimen's web page, printed.
  out += box(700, 200, 240, 6, mix(p.paper, p.ink, 0.15), { rx: 3 })
  out += box(700, 200, 150, 6, p.accent, { rx: 3 })
  out += circle(850, 203, 13, p.accent)
  out += words(faces.text, "wght", 700, 236, 13, mix(p.ink, p.paper, 0.4))
  return out
}

/** A mark drawn from the name's first letter in a rounded square, for sheets that show a logo. */
const mark = (c: Context, x: number, y: number, size: number, fill: string, ink: string) =>
  box(x, y, size, size, fill, { rx: size * 0.28 }) +
  words(c.faces.display, c.name.charAt(0), x + size / 2, y + size * 0.72, size * 0.64, ink, { align: "middle" })

function desk(p: Palette) {
  // A desk from above: the wood's long grain.
  let out = box(0, 0, W, H, p.ground)
  for (let i = 0; i < 14; i++) out += box(0, i * 60 + ((i * 37) % 23), W, 2, darker(p.ground, 0.06), { opacity: 0.6 })
  return out
}

function stationery(c: Context, scene: Extract<Scene, { kind: "stationery" }>) {
  const { palette: p, faces, name, random } = c
  let out = desk(p)
  // Letterhead.
  let letter = shadow(0, 0, 420, 600, 2, 10) + box(0, 0, 420, 600, p.paper)
  letter += mark(c, 40, 40, 54, p.accent, p.paper)
  letter += words(faces.display, name, 108, 78, fit(faces.display, name, 270, 26), p.ink)
  letter += copyLines(random, 40, 150, 330, 4, mix(p.paper, p.ink, 0.12))
  letter += copyLines(random, 40, 250, 340, 9, mix(p.paper, p.ink, 0.12))
  letter += words(faces.text, scene.address, 40, 560, fit(faces.text, scene.address, 340, 12), mix(p.ink, p.paper, 0.4))
  out += group(letter, "translate(120 110) rotate(-4 210 300)")
  // Business cards, front and back.
  const card = (front: boolean) => {
    let body = shadow(0, 0, 340, 200, 10, 8) + box(0, 0, 340, 200, front ? p.accent : p.paper, { rx: 10 })
    if (front) {
      body += words(faces.display, name, 170, 112, fit(faces.display, name, 280, 34), p.paper, { align: "middle" })
      body += words(
        faces.text,
        scene.tagline,
        170,
        140,
        fit(faces.text, scene.tagline, 280, 13),
        mix(p.paper, p.accent, 0.2),
        { align: "middle" },
      )
    } else {
      body += mark(c, 26, 26, 40, p.accent, p.paper)
      body += box(26, 120, 180, 10, p.ink, { rx: 5 })
      body += copyLines(random, 26, 146, 200, 2, mix(p.paper, p.ink, 0.15), 16, 6)
    }
    return body
  }
  out += group(card(true), "translate(620 150) rotate(6 170 100)")
  out += group(card(false), "translate(660 400) rotate(-3 170 100)")
  // Swatches with their colours written on them.
  ;[p.accent, p.second, p.ink, p.paper].forEach((swatch, i) => {
    const x = 600 + i * 110
    out += shadow(x, 640, 92, 120, 6, 6)
    out += box(x, 640, 92, 120, p.paper, { rx: 6 })
    out += box(x, 640, 92, 80, swatch, { rx: 6, stroke: i === 3 ? mix(p.paper, p.ink, 0.15) : undefined })
    out += words(faces.text, swatch.toUpperCase(), x + 10, 745, 11, p.ink)
  })
  return out
}

function wall(c: Context, scene: Extract<Scene, { kind: "wall" }>) {
  const { palette: p, faces, random } = c
  let out = box(0, 0, W, H, p.ground)
  out += box(60, 40, 1080, 720, p.paper, { rx: 6 })
  out += words(faces.display, scene.title, 110, 120, fit(faces.display, scene.title, 700, 44), p.ink)
  const colours = [p.accent, p.second, "#f8d66d", lighter(p.accent, 0.5)]
  const columns = scene.columns ?? []
  const count = columns.length || 5
  const pitch = 1000 / count
  const noteSize = Math.min(columns.length ? 140 : 164, pitch - 36)
  columns.forEach((heading, col) => {
    const x = 110 + col * pitch
    out += box(x, 150, pitch - 30, 44, p.ink, { rx: 6 })
    out += words(faces.text, heading, x + 16, 179, fit(faces.text, heading, pitch - 62, 18), p.paper)
  })
  scene.notes.forEach((note, i) => {
    const col = i % count
    const row = Math.floor(i / count)
    const x = 110 + col * pitch + (pitch - 30 - noteSize) / 2 + (random() - 0.5) * 14
    const y = (columns.length ? 214 : 170) + row * (noteSize + 22) + (random() - 0.5) * 10
    const tilt = round((random() - 0.5) * 7)
    const fill = colours[(i + row) % colours.length]!
    const ink = mix(fill, "#000000", 0.72)
    let body = box(4, 8, noteSize, noteSize, "#000000", { opacity: 0.1 }) + box(0, 0, noteSize, noteSize, fill)
    const lines = note.split("\n")
    lines.forEach((line, k) => {
      body += words(faces.text, line, 16, 46 + k * 30, fit(faces.text, line, noteSize - 32, 24), ink)
    })
    // Voting dots on some notes.
    const dots = Math.floor(random() * 4)
    for (let k = 0; k < dots; k++) body += circle(24 + k * 22, noteSize - 24, 8, p.ink, ' opacity="0.8"')
    out += group(body, `translate(${round(x)} ${round(y)}) rotate(${tilt} ${noteSize / 2} ${noteSize / 2})`)
  })
  return out
}

function sheet(c: Context, scene: Extract<Scene, { kind: "sheet" }>) {
  const { palette: p, faces, name, random } = c
  let out = desk(p)
  let paper = shadow(0, 0, 520, 680, 4, 12) + box(0, 0, 520, 680, p.paper, { rx: 4 })
  paper += words(faces.text, name.toUpperCase(), 44, 64, 13, p.accent, { tracking: 0.14 })
  scene.title.split("\n").forEach((line, i) => {
    paper += words(faces.display, line, 44, 118 + i * 42, fit(faces.display, line, 430, 38), p.ink)
  })
  const top = 150 + scene.title.split("\n").length * 42
  scene.items.forEach((item, i) => {
    const y = top + i * 54
    const done = i < scene.checked
    paper += box(44, y, 26, 26, done ? p.accent : p.paper, {
      rx: 6,
      stroke: done ? undefined : mix(p.paper, p.ink, 0.3),
    })
    if (done) paper += check(50, y + 13, p.paper, 14)
    paper += words(
      faces.text,
      item,
      88,
      y + 19,
      fit(faces.text, item, 380, 18),
      done ? mix(p.ink, p.paper, 0.35) : p.ink,
    )
    paper += box(88, y + 36, 360, 1, mix(p.paper, p.ink, 0.1))
  })
  paper += copyLines(random, 44, top + scene.items.length * 54 + 20, 420, 3, mix(p.paper, p.ink, 0.12))
  // The sheet to one side or the other, the cup, pen and phone around it: no two desks alike.
  const left = random() < 0.5
  const tilt = round((left ? -1 : 1) * (1.5 + random() * 2.5))
  const sheetX = left ? 200 + random() * 80 : 480 - random() * 80
  out += group(paper, `translate(${round(sheetX)} 60) rotate(${tilt} 260 340)`)
  const free = left ? sheetX + 560 : 40
  const cupX = free + 150 + random() * 60
  const cupY = 180 + random() * 160
  out += circle(cupX + 10, cupY + 10, 78, "#000000", ' opacity="0.12"')
  out += circle(cupX, cupY, 78, p.paper) + circle(cupX, cupY, 60, mix(p.accent, "#3b2314", 0.75))
  out += ring(cupX, cupY, 78, mix(p.paper, p.ink, 0.12), 4)
  if (random() < 0.6) {
    const phoneX = free + 60 + random() * 120
    out += group(
      shadow(0, 0, 150, 300, 26, 8) +
        box(0, 0, 150, 300, "#17171b", { rx: 26 }) +
        box(8, 8, 134, 284, mix(p.accent, "#17171b", 0.6), { rx: 20 }),
      `translate(${round(phoneX)} ${round(cupY + 110)}) rotate(${round(random() * 30 - 15)} 75 150)`,
    )
  }
  out += group(
    box(0, 0, 300, 18, p.ink, { rx: 9 }) + box(240, 0, 60, 18, p.accent, { rx: 9 }),
    `translate(${round(free + 20)} ${round(600 + random() * 80)}) rotate(${round(-20 - random() * 25)})`,
  )
  return out
}

function installation(c: Context, scene: Extract<Scene, { kind: "installation" }>) {
  const { palette: p, faces, random } = c
  let out = box(0, 0, W, H, darker(p.ground, 0.55))
  // The light wall: bands of the tide's colours, brighter towards the middle of the room.
  const wallTop = 80
  const wallH = 470
  out += `<defs><linearGradient id="tide" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darker(p.second, 0.3)}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>`
  out += box(80, wallTop, 1040, wallH, "url(#tide)")
  for (let band = 0; band < 7; band++) {
    const base = wallTop + 120 + band * 52
    const amplitude = 14 + random() * 26
    const phase = random() * Math.PI * 2
    let d = `M80 ${round(base)}`
    for (let x = 80; x <= 1120; x += 26)
      d += ` L${x} ${round(base + Math.sin((x / 1040) * Math.PI * 3 + phase) * amplitude)}`
    d += ` L1120 ${wallTop + wallH} L80 ${wallTop + wallH}Z`
    out += `<path d="${d}" fill="${mix(p.accent, p.paper, 0.1 + band * 0.1)}" opacity="0.28"/>`
  }
  for (let i = 0; i < 60; i++)
    out += circle(
      80 + random() * 1040,
      wallTop + random() * wallH,
      1.5 + random() * 3,
      p.paper,
      ` opacity="${round(0.3 + random() * 0.6)}"`,
    )
  // The floor catches the wall's light; visitors stand against it.
  out += `<defs><linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient></defs>`
  out += box(0, wallTop + wallH, W, H - wallTop - wallH, "url(#glow)")
  const people = [
    { x: 300, h: 250 },
    { x: 380, h: 210 },
    { x: 720, h: 265 },
    { x: 860, h: 150 },
  ]
  for (const person of people) {
    const top = 700 - person.h
    const width = person.h * 0.32
    out += circle(person.x, top + width * 0.36, width * 0.3, "#0b0d12")
    out += box(person.x - width / 2, top + width * 0.72, width, person.h - width * 0.72, "#0b0d12", {
      rx: width * 0.45,
    })
  }
  out += box(80, 730, 240, 40, p.paper, { rx: 4, opacity: 0.92 })
  out += words(faces.text, scene.caption, 96, 756, fit(faces.text, scene.caption, 208, 14), p.ink)
  return out
}

function deskThings(c: Context, scene: Extract<Scene, { kind: "desk" }>) {
  const { palette: p, faces, random } = c
  let out = desk(p)
  const slots = [
    { x: 130, y: 110, w: 460, h: 330 },
    { x: 650, y: 90, w: 420, h: 300 },
    { x: 150, y: 500, w: 380, h: 220 },
    { x: 620, y: 450, w: 300, h: 300 },
    { x: 960, y: 470, w: 180, h: 260 },
  ]
  // Mirrored on some desks, so two flat lays of the same things are laid out differently.
  if (random() < 0.5) for (const slot of slots) slot.x = W - slot.x - slot.w
  scene.things.forEach((thing, i) => {
    const s = slots[i]
    if (!s) return
    const cx = s.x + s.w / 2
    const cy = s.y + s.h / 2
    let body = ""
    switch (thing) {
      case "camera":
        body += shadow(s.x, s.y + 40, s.w, s.h - 80, 28, 12) + box(s.x, s.y + 40, s.w, s.h - 80, "#1d1f24", { rx: 28 })
        body += box(s.x, s.y + 40, s.w, 60, mix(p.paper, "#9aa0a6", 0.5), { rx: 28 })
        body += circle(cx, cy + 20, s.h * 0.3, "#0c0d10") + ring(cx, cy + 20, s.h * 0.3, "#3a3d44", 10)
        body +=
          circle(cx, cy + 20, s.h * 0.16, mix(p.second, "#000000", 0.5)) +
          circle(cx - 18, cy + 2, 12, "#ffffff", ' opacity="0.35"')
        body += box(s.x + 40, s.y + 20, 70, 30, p.accent, { rx: 8 })
        break
      case "prints":
        for (let k = 0; k < 3; k++) {
          const print =
            shadow(0, 0, 240, 190, 2, 6) +
            box(0, 0, 240, 190, "#ffffff") +
            photo(`print${i}${k}`, (["hills", "coast", "city"] as const)[k]!, 12, 12, 216, 140, p, random, 2)
          body += group(print, `translate(${s.x + k * 70} ${s.y + k * 30}) rotate(${(k - 1) * 7} 120 95)`)
        }
        break
      case "notebook":
        body += shadow(s.x, s.y, s.w, s.h, 10, 10) + box(s.x, s.y, s.w, s.h, p.paper, { rx: 10 })
        body += box(cx - 2, s.y, 4, s.h, mix(p.paper, p.ink, 0.15))
        for (let k = 0; k < 6; k++)
          body += box(s.x + 24, s.y + 40 + k * 26, s.w / 2 - 48, 1.5, mix(p.paper, p.second, 0.5))
        body += words(faces.text, scene.label, cx + 24, s.y + 60, fit(faces.text, scene.label, s.w / 2 - 48, 22), p.ink)
        body += copyLines(random, cx + 24, s.y + 90, s.w / 2 - 48, 5, mix(p.paper, p.ink, 0.15))
        break
      case "plant":
        body += circle(cx, cy, Math.min(s.w, s.h) * 0.3, mix(p.accent, "#5a3a22", 0.5))
        for (let k = 0; k < 9; k++) {
          const angle = (k / 9) * Math.PI * 2
          const lx = cx + Math.cos(angle) * 60
          const ly = cy + Math.sin(angle) * 60
          body += `<ellipse cx="${round(lx)}" cy="${round(ly)}" rx="58" ry="24" transform="rotate(${round((angle * 180) / Math.PI)} ${round(lx)} ${round(ly)})" fill="${mix(p.second, "#1f5f3a", 0.3 + (k % 3) * 0.15)}"/>`
        }
        break
      case "cup":
        body +=
          circle(cx + 8, cy + 10, 70, "#000000", ' opacity="0.12"') +
          circle(cx, cy, 70, p.paper) +
          circle(cx, cy, 54, "#4a2c1a")
        body += `<ellipse cx="${cx - 10}" cy="${cy - 8}" rx="22" ry="12" fill="#e9d2b0" opacity="0.7"/>`
        body += box(cx + 62, cy - 14, 40, 28, p.paper, { rx: 14 })
        break
      case "keyboard":
        body += shadow(s.x, s.y + 60, s.w, 150, 14, 10) + box(s.x, s.y + 60, s.w, 150, "#f4f4f4", { rx: 14 })
        for (let k = 0; k < 14; k++) {
          const white = box(s.x + 14 + k * ((s.w - 28) / 14), s.y + 74, (s.w - 28) / 14 - 3, 122, "#ffffff", {
            rx: 3,
            stroke: "#d4d4d8",
            width: 1,
          })
          body += white
        }
        for (let k = 0; k < 13; k++)
          if (![2, 6, 9].includes(k))
            body += box(s.x + 14 + (k + 0.7) * ((s.w - 28) / 14), s.y + 74, ((s.w - 28) / 14) * 0.55, 74, "#18181b", {
              rx: 2,
            })
        break
      case "tablet":
        body +=
          shadow(s.x, s.y, s.w, s.h, 26, 12) +
          box(s.x, s.y, s.w, s.h, "#1c1c20", { rx: 26 }) +
          box(s.x + 16, s.y + 16, s.w - 32, s.h - 32, p.paper, { rx: 14 })
        // Wireframes: three screens joined by arrows.
        for (let k = 0; k < 3; k++) {
          const fx = s.x + 40 + k * ((s.w - 80) / 3)
          const fw = (s.w - 80) / 3 - 26
          body += box(fx, s.y + 50, fw, s.h - 100, p.paper, { rx: 8, stroke: mix(p.paper, p.ink, 0.35) })
          body += box(fx + 10, s.y + 64, fw - 20, 40, mix(p.paper, p.accent, 0.3), { rx: 4 })
          body += copyLines(random, fx + 10, s.y + 120, fw - 20, 4, mix(p.paper, p.ink, 0.2), 16, 6)
          body += box(fx + 10, s.y + s.h - 96, fw - 20, 22, p.accent, { rx: 11 })
          if (k < 2)
            body += `<path d="M${round(fx + fw + 4)} ${round(cy)} l16 0 m-6 -6 l6 6 l-6 6" stroke="${p.ink}" stroke-width="2.5" fill="none"/>`
        }
        break
      case "headphones":
        {
          const r = Math.min(s.w, s.h) * 0.32
          body += `<path d="M${round(cx - r)} ${round(cy + 10)} A${round(r)} ${round(r)} 0 0 1 ${round(cx + r)} ${round(cy + 10)}" fill="none" stroke="#1d1f24" stroke-width="16" stroke-linecap="round"/>`
        }
        body += box(cx - Math.min(s.w, s.h) * 0.32 - 26, cy - 6, 52, 80, "#1d1f24", { rx: 20 })
        body += box(cx + Math.min(s.w, s.h) * 0.32 - 26, cy - 6, 52, 80, "#1d1f24", { rx: 20 })
        body += box(cx - Math.min(s.w, s.h) * 0.32 - 16, cy + 6, 32, 56, p.accent, { rx: 14 })
        break
      case "laptop": {
        body +=
          shadow(s.x, s.y, s.w, s.h, 16, 12) +
          box(s.x, s.y, s.w, s.h, "#c9ccd2", { rx: 16 }) +
          box(s.x + 14, s.y + 14, s.w - 28, s.h - 28, "#1a1b20", { rx: 8 })
        // A video editor's timeline: the viewer above, tracks of clips below.
        body += photo(`viewer${i}`, "coast", s.x + 30, s.y + 30, s.w - 60, s.h * 0.45, p, random, 4)
        for (let track = 0; track < 3; track++) {
          let tx = s.x + 30
          const ty = s.y + 40 + s.h * 0.45 + track * 30
          while (tx < s.x + s.w - 60) {
            const cw = 40 + random() * 80
            body += box(
              tx,
              ty,
              Math.min(cw, s.x + s.w - 30 - tx),
              22,
              [p.accent, p.second, mix(p.accent, p.second, 0.5)][track]!,
              { rx: 4 },
            )
            tx += cw + 6
          }
        }
        body += box(s.x + 30 + (s.w - 60) * 0.42, s.y + 26 + s.h * 0.45, 3, 104, "#ffffff")
        break
      }
      case "palette":
        body += `<ellipse cx="${cx}" cy="${cy}" rx="${s.w * 0.45}" ry="${s.h * 0.36}" fill="#e8d4b0"/>`
        body += circle(cx + s.w * 0.22, cy + s.h * 0.08, 18, p.ground)
        ;[p.accent, p.second, "#f5c542", p.ink, "#ffffff"].forEach((paint, k) => {
          body += circle(cx - s.w * 0.28 + k * (s.w * 0.12), cy - s.h * 0.14 + (k % 2) * 26, 18, paint)
        })
        break
      case "pen":
        body += group(
          box(0, 0, s.h, 16, p.ink, { rx: 8 }) + box(s.h - 40, 0, 40, 16, p.accent, { rx: 8 }),
          `translate(${s.x + 20} ${s.y + 20}) rotate(60)`,
        )
        break
    }
    out += body
  })
  return out
}

/** The scene's picture, drawn with the faces already loaded (`weights`: a specimen's waterfall). */
export function drawScene(c: Context, scene: Scene, weights: readonly Face[] = []): string {
  switch (scene.kind) {
    case "packaging":
      return packaging(c, scene)
    case "posters":
      return posters(c, scene)
    case "phones":
      return phones(c, scene)
    case "browser":
      return browser(c, scene)
    case "specimen":
      return specimen(c, scene, weights)
    case "stationery":
      return stationery(c, scene)
    case "wall":
      return wall(c, scene)
    case "sheet":
      return sheet(c, scene)
    case "installation":
      return installation(c, scene)
    case "desk":
      return deskThings(c, scene)
  }
}
