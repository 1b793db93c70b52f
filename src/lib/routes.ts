/**
 * The one list of routes. The menu, the footer, the sitemap and the tests read it; a link in
 * src/data or src/content to a path that is not here fails the content test.
 *
 * Item pages (/blog/<slug>/, /portfolio/<slug>/, /career/<slug>/, /service/<slug>/) and the blog's
 * list and taxonomy pages come from the content collections (src/lib/content/), not from this list.
 *
 * Paths use the directory form the static build serves (`/about/` → about/index.html); `/404` is
 * the exception because static hosts serve it from the top-level 404.html.
 */
import type { PrefixedLocale } from "#/i18n/languages.ts"

export type RouteGroup = "home" | "company" | "commerce" | "content" | "account" | "utility"

export type Route = {
  readonly path: string
  /** Short human name, used in menus, breadcrumbs and test reports. */
  readonly title: string
  readonly group: RouteGroup
  /** A duplicate of another route (declares that one as canonical and stays out of the sitemap). */
  readonly canonical?: string
  /**
   * Shows a featured item (chosen in its data module) and names that item's own page canonical,
   * so it stays out of the sitemap too.
   */
  readonly featured?: true
  /**
   * The languages the page exists in besides English: "all" (every language of src/i18n/languages.ts)
   * or a list (["de"]: English and German only). Left out, the page is English alone. The routes,
   * the language control, hreflang and the sitemap follow it; the page's file then lives under
   * src/pages/[...locale]/ and its copy gives its words in each of these languages.
   */
  readonly languages?: "all" | readonly PrefixedLocale[]
}

// Typed as any route list, not as these literal entries: code that asks for a canonical or a
// featured item still compiles when no route has one (after `npm run remove`, say).
export const routes: readonly Route[] = [
  { path: "/", title: "Home — Digital agency", group: "home", languages: "all" },
  { path: "/home/", title: "Home — Digital agency", group: "home", canonical: "/" },
  { path: "/home-2/", title: "Home 2 — Live chat", group: "home" },
  { path: "/home-3/", title: "Home 3 — Fitness app", group: "home" },
  { path: "/home-4/", title: "Home 4 — Online courses", group: "home" },
  { path: "/home-5/", title: "Home 5 — SEO agency", group: "home" },
  { path: "/home-6/", title: "Home 6 — Cold email", group: "home" },
  { path: "/home-7/", title: "Home 7 — Web hosting", group: "home" },
  { path: "/home-8/", title: "Home 8 — Consulting", group: "home" },
  { path: "/home-9/", title: "Home 9 — Time tracking", group: "home" },
  { path: "/home-10/", title: "Home 10 — AI writer", group: "home" },
  { path: "/about/", title: "About Us", group: "company", languages: "all" },
  { path: "/service/", title: "Services", group: "company", languages: "all" },
  { path: "/service-details/", title: "Services Details", group: "company", featured: true, languages: "all" },
  { path: "/team/", title: "Team", group: "company", languages: "all" },
  { path: "/career/", title: "Career", group: "company", languages: "all" },
  { path: "/career-details/", title: "Career Details", group: "company", featured: true, languages: "all" },
  { path: "/pricing/", title: "Pricing", group: "commerce", languages: "all" },
  { path: "/pricing-2/", title: "Pricing 2", group: "commerce", languages: "all" },
  { path: "/quote/", title: "Request a Quote", group: "commerce", languages: "all" },
  { path: "/contact/", title: "Contact", group: "commerce", languages: "all" },
  { path: "/contact-2/", title: "Contact 2", group: "commerce", languages: "all" },
  { path: "/contact-3/", title: "Contact 3", group: "commerce", languages: "all" },
  { path: "/portfolio/", title: "Portfolio Classic", group: "content" },
  { path: "/portfolio-3/", title: "Portfolio Modern", group: "content" },
  { path: "/portfolio-4/", title: "Portfolio Minimal", group: "content" },
  { path: "/portfolio-details/", title: "Portfolio Details", group: "content", featured: true },
  { path: "/blog/", title: "Blog", group: "content" },
  { path: "/blog-details/", title: "Blog Details", group: "content", featured: true },
  { path: "/faq/", title: "FAQ 1", group: "content", languages: "all" },
  { path: "/faq-2/", title: "FAQ 2", group: "content", languages: "all" },
  { path: "/faq-3/", title: "FAQ 3", group: "content", languages: "all" },
  { path: "/faq-4/", title: "FAQ 4", group: "content", languages: "all" },
  { path: "/sign-in/", title: "Sign In", group: "account", languages: "all" },
  { path: "/sign-up/", title: "Sign Up", group: "account", languages: "all" },
  { path: "/reset-password/", title: "Reset Password", group: "account", languages: "all" },
  { path: "/coming-soon/", title: "Coming Soon", group: "utility", languages: "all" },
  { path: "/404", title: "404 Page", group: "utility", languages: "all" },
  { path: "/privacy/", title: "Privacy Policy", group: "utility", languages: "all" },
  { path: "/terms/", title: "Terms of Service", group: "utility", languages: "all" },
  { path: "/imprint/", title: "Imprint", group: "utility", languages: "all" },
  { path: "/accessibility/", title: "Accessibility Statement", group: "utility", languages: "all" },
  { path: "/cookies/", title: "Cookies and Consent", group: "utility", languages: "all" },
]

const byPath = new Map<string, Route>(routes.map((route) => [route.path, route]))

export function findRoute(path: string): Route | undefined {
  return byPath.get(path)
}

/** Splits `/pricing/#plans` into the route and the anchor, for link checks. */
export function splitHref(href: string): { path: string; hash: string } {
  const [path = "", hash = ""] = href.split("#")
  return { path, hash }
}

/** The file the static build writes for a route, relative to dist/. */
export function routeFile(path: string): string {
  if (path === "/404") return "404.html"
  return `${path.slice(1)}index.html`
}
