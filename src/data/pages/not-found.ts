/** The 404 page (/404, /de/404, /ar/404): what went wrong, the way home and a search box. */
import type { SiteSearchProps } from "#/components/islands/site-search.tsx"
import type { NotFoundProps } from "#/components/sections/not-found.tsx"
import { brand } from "#/config/site.ts"

export const meta = {
  title: "Page not found",
  description: `The page you were looking for is not here. Head back to the ${brand.name} homepage or use the menu to find your way.`,
}

export const content = {
  code: "404",
  title: "Page not found",
  text: "The requested URL you are looking for doesn't exist on this server.",
  cta: { label: "Back to Homepage", href: "/" },
} satisfies NotFoundProps

/** The search box under the way home; its button and result lines are the shell's (`ui(locale).search`). */
export const search = {
  id: "not-found-search",
  label: "Search the site",
  placeholder: "What were you looking for?",
} satisfies Pick<SiteSearchProps, "id" | "label" | "placeholder">
