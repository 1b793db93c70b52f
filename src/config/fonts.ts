/**
 * The site's two typefaces, self-hosted from @fontsource packages. To change one, install the new
 * family's variable package (`@fontsource-variable/<name>`, for the pages) and its static package
 * (`@fontsource/<name>`, whose 700 and 800 weights draw the share images' text), then name them
 * here: astro.config.ts preloads the pages' font and makes a metric-matched fallback from it.
 * (Read by astro.config.ts and the share-image integration: no imports.)
 */
export type FontFamily = {
  /** The family's name, as the CSS uses it. */
  family: string
  /** The @fontsource-variable package the pages load (its Latin wght file). */
  variable: string
  /** The @fontsource package with static weights (only the heading needs one: share images). */
  static?: string
  /** The weight range the variable file covers. */
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
  body: { family: "Figtree", variable: "@fontsource-variable/figtree", weight: "300 900" },
  heading: {
    family: "Plus Jakarta Sans",
    variable: "@fontsource-variable/plus-jakarta-sans",
    static: "@fontsource/plus-jakarta-sans",
    weight: "200 800",
  },
  /**
   * Arabic pages (src/i18n/locales.ts): one family for their text and headings, Arabic and Latin,
   * in place of the two above, so a right-to-left page loads one typeface instead of three.
   */
  arabic: {
    family: "Readex Pro",
    variable: "@fontsource-variable/readex-pro",
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

/** The file name stem of a @fontsource package: "@fontsource/plus-jakarta-sans" → "plus-jakarta-sans". */
export const fontSlug = (pkg: string) => pkg.split("/").at(-1) ?? pkg
