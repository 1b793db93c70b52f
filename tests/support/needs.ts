/**
 * Marks a block of sample facts with the routes or languages it is about, as the browser suites'
 * `needsRoutes` does: `npm run remove` deletes the blocks that name what it removes, and a block
 * left naming a page or language that is gone fails here, saying which.
 */
import { locales } from "#/i18n/languages.ts"
import { routes } from "#/lib/routes.ts"

export function needsRoutes(...paths: string[]): void {
  const gone = paths.filter((path) => !routes.some((route) => route.path === path))
  if (gone.length > 0) throw new Error(`${gone.join(", ")} is no longer a route (src/lib/routes.ts): delete this block`)
}

export function needsLanguages(...codes: string[]): void {
  const gone = codes.filter((code) => !(code in locales))
  if (gone.length > 0)
    throw new Error(`${gone.join(", ")} is no longer a language (src/i18n/languages.ts): delete this block`)
}
