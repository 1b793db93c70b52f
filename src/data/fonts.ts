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
}

export const fonts = {
  body: { family: "Inter", variable: "@fontsource-variable/inter", weight: "100 900" },
  heading: {
    family: "Plus Jakarta Sans",
    variable: "@fontsource-variable/plus-jakarta-sans",
    static: "@fontsource/plus-jakarta-sans",
    weight: "200 800",
  },
} as const satisfies Record<"body" | "heading", FontFamily>

/** The file name stem of a @fontsource package: "@fontsource/plus-jakarta-sans" → "plus-jakarta-sans". */
export const fontSlug = (pkg: string) => pkg.split("/").at(-1) ?? pkg
