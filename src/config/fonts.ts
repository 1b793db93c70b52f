/**
 * The site's typefaces, self-hosted from @fontsource packages: the studio's two, the Arabic pages'
 * one and each product home's own. To change one, install the new family's variable package
 * (`@fontsource-variable/<name>`, for the pages) and, for the studio's heading, its static package
 * (`@fontsource/<name>`, whose 700 and 800 weights draw the share images' text), then name them
 * here: astro.config.ts preloads the pages' fonts and makes a metric-matched fallback from each.
 * (Read by astro.config.ts and the share-image integration: no imports but types.)
 */
import type { BrandAccent } from "#/components/ui/logo.tsx"

export type FontFamily = {
  /** The family's name, as the CSS uses it. */
  family: string
  /**
   * The package whose file the pages load: a variable one (`@fontsource-variable/<name>`, its wght
   * file), or a static one (`@fontsource/<name>`) for a family drawn in one weight only.
   */
  package: string
  /** A serif: its metric-matched fallback is made from the system's serif, not its sans. */
  serif?: true
  /** The @fontsource package with static weights (only the heading needs one: share images). */
  static?: string
  /**
   * The weights the pages may use: a range ("200 800") of a variable file, or one weight ("500"),
   * to which a variable file is pinned after the build (a face set in one weight is half the bytes).
   */
  weight: string
  /**
   * The package's subsets the pages load, each with the characters it covers (CSS unicode-range):
   * only a family for a script beyond Latin needs more than its Latin file.
   */
  subsets?: readonly { name: string; unicodeRange: string }[]
}

export const fonts = {
  /**
   * Figtree rather than Inter: cut to the site's characters and weights, Figtree is 13 KB and Inter
   * 21 KB. The first screen waits for both faces and the stylesheet, and on a mobile connection
   * (150 ms round trips, 1.6 Mbit/s) the three arrive a round trip sooner while each face stays
   * under about 14 KB: LCP 1.05 s on most pages with Figtree, 1.2–1.35 s with Inter.
   */
  body: { family: "Figtree", package: "@fontsource-variable/figtree", weight: "300 900" },
  heading: {
    family: "Plus Jakarta Sans",
    package: "@fontsource-variable/plus-jakarta-sans",
    static: "@fontsource/plus-jakarta-sans",
    weight: "200 800",
  },
  /**
   * Arabic pages (src/i18n/locales.ts): one family for their text and headings, Arabic and Latin,
   * in place of the two above, so a right-to-left page loads one typeface instead of three.
   */
  arabic: {
    family: "Readex Pro",
    package: "@fontsource-variable/readex-pro",
    static: "@fontsource/readex-pro",
    weight: "160 700",
    subsets: [
      {
        name: "arabic",
        unicodeRange:
          "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC",
      },
      {
        name: "latin",
        unicodeRange:
          "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
      },
    ],
  },
} as const satisfies Record<"body" | "heading" | "arabic", FontFamily>

/**
 * Each product home's own type, set on its page in place of the studio's pair (the base layout
 * loads them and points the page's --font-heading, and with `text`, --font-body, at them):
 * `display` draws the headlines and the wordmark, `text: "display"` sets the body copy in the same
 * face, and `figures` draws the figures of the mock-ups (font-mono). A product not named here keeps
 * the studio's faces. Each page's faces stay within the font budget (scripts/page-weight.ts).
 */
export type ProductType = { display: FontFamily; text?: "display"; figures?: FontFamily }

export const productFonts = {
  /** Parley: round and friendly, like a conversation; one weight (the range is 25 KB after the cut, 600 alone 9 KB). */
  "live-chat": { display: { family: "Outfit", package: "@fontsource-variable/outfit", weight: "600" } },
  /** Stride: condensed and athletic, set in capitals like a race bib. */
  fitness: { display: { family: "Oswald", package: "@fontsource-variable/oswald", weight: "200 700" } },
  /** Learnwise: Lexend was drawn for reading ease, so it sets the lessons' text as well as the headlines. */
  courses: {
    display: { family: "Lexend", package: "@fontsource-variable/lexend", weight: "100 900" },
    text: "display",
  },
  /** Rankwell: a technical grotesque for a data-first product. */
  seo: { display: { family: "Space Grotesk", package: "@fontsource-variable/space-grotesk", weight: "300 700" } },
  /** Coldline: geometric, direct and compact, so short words hit hard. */
  "cold-email": { display: { family: "Sora", package: "@fontsource-variable/sora", weight: "100 800" } },
  /** Nimbus Host: an infrastructure face for everything, and its mono for the consoles' figures. */
  hosting: {
    display: { family: "Geist", package: "@fontsource-variable/geist", weight: "100 900" },
    text: "display",
    figures: { family: "Geist Mono", package: "@fontsource-variable/geist-mono", weight: "100 900" },
  },
  /** Meridian Advisory: an editorial serif in one weight, for quiet authority. */
  consulting: {
    display: { family: "Newsreader", package: "@fontsource-variable/newsreader", weight: "500", serif: true },
  },
  /** Tickr: a playful grotesque in one bold weight, beside the text face's tabular figures. */
  "time-tracking": {
    display: { family: "Bricolage Grotesque", package: "@fontsource-variable/bricolage-grotesque", weight: "700" },
  },
  /** Inkwell AI: a writer's display serif (it has one weight) over the studio's text face. */
  "ai-writer": {
    display: { family: "Instrument Serif", package: "@fontsource/instrument-serif", weight: "400", serif: true },
  },
} as const satisfies Partial<Record<BrandAccent, ProductType>>

/** A product's type, or undefined for a brand that keeps the studio's faces. */
export const productTypeOf = (accent: string): ProductType | undefined =>
  (productFonts as Partial<Record<string, ProductType>>)[accent]

/** A family with the CSS variable <Font> names it by. */
export type Face = { cssVariable: string; font: FontFamily }

/** The faces of a product (its display face, then its figures' face). */
export function productFaces(accent: string): Face[] {
  const type = productTypeOf(accent)
  if (!type) return []
  return [
    { cssVariable: `--font-${accent}-display`, font: type.display },
    ...(type.figures ? [{ cssVariable: `--font-${accent}-figures`, font: type.figures }] : []),
  ]
}

const studioFace = (role: "body" | "heading" | "arabic"): Face => ({ cssVariable: `--font-${role}`, font: fonts[role] })

/**
 * The faces a page is set in (the ones it preloads), for the layout and for the tests that check
 * what a page loads: a language's own typeface alone (Arabic); else a product's faces, beside the
 * studio's text face unless the product's display face sets the text too; else the studio's two.
 */
export function pageFaces(typeface: "arabic" | undefined, accent: string): Face[] {
  if (typeface) return [studioFace(typeface)]
  const type = productTypeOf(accent)
  if (!type) return [studioFace("body"), studioFace("heading")]
  return [...(type.text === "display" ? [] : [studioFace("body")]), ...productFaces(accent)]
}

/**
 * The rule that sets a product's page in its faces: the headings' (and with `text`, the body's)
 * variable pointed at the product's face, font-mono at its figures' face, and no faux bold where the
 * display face has one weight (a heading asking for 700 keeps the face's own 500).
 * `:root[data-brand]` outranks the `:root` rule each <Font> writes, wherever the two stand.
 */
export function productTypeStyle(accent: string): string {
  const type = productTypeOf(accent)
  if (!type) return ""
  const display = `var(--font-${accent}-display)`
  const rules = [
    `--font-heading:${display}`,
    ...(type.text === "display" ? [`--font-body:${display}`] : []),
    ...(type.figures ? [`--font-mono:var(--font-${accent}-figures),ui-monospace,monospace`] : []),
    ...(type.display.weight.includes(" ") ? [] : ["font-synthesis-weight:none"]),
  ]
  return `:root[data-brand]{${rules.join(";")}}`
}

/** Every family the pages load, with its CSS variable: the studio's, the Arabic one, the products'. */
export const allFonts: readonly Face[] = [
  ...(["body", "heading", "arabic"] as const).map(studioFace),
  ...Object.keys(productFonts).flatMap((accent) => productFaces(accent)),
]

/** The file name stem of a @fontsource package: "@fontsource/plus-jakarta-sans" → "plus-jakarta-sans". */
export const fontSlug = (pkg: string) => pkg.split("/").at(-1) ?? pkg

/** Whether a family's file is variable (its package is a @fontsource-variable one). */
export const isVariable = (font: FontFamily) => font.package.startsWith("@fontsource-variable/")

/** The file a family's pages load for one subset, inside node_modules. */
export function fontFile(font: FontFamily, subset = "latin"): string {
  const axis = isVariable(font) ? "wght" : font.weight
  return `${font.package}/files/${fontSlug(font.package)}-${subset}-${axis}-normal.woff2`
}
