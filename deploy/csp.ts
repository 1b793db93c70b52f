/**
 * The Content-Security-Policy, in one place. Two readers:
 *
 * - astro.config.ts (`security.csp`): Astro writes a `<meta http-equiv="content-security-policy">`
 *   into every page with these directives plus `script-src`/`style-src` carrying a hash of every
 *   inline script and style it emitted on that page (island loaders, font faces).
 * - deploy/headers.ts: the `Content-Security-Policy` HTTP header of every host configuration, which
 *   adds what a `<meta>` policy cannot carry (`frame-ancestors`) and applies to files that are not
 *   pages too (Pagefind's web worker takes its policy from the header of its own script).
 *
 * Browsers enforce both policies; a request must pass each. So the header never names `default-src`,
 * `script-src` or `style-src` (it has no hashes; a `default-src` would fall back onto scripts and
 * block the hashed inline ones), and every directive it does name has the same sources as the meta.
 *
 * To allow a third party (analytics, a form service, another video host), add its origin to
 * `extraSources` below; SECURITY.md has worked examples.
 */
import { createHash } from "node:crypto"

import type { AstroUserConfig } from "astro"

import { mapHost } from "#/components/islands/map-embed.tsx"
import { productFonts, productTypeStyle } from "#/config/fonts.ts"
import { formsConfig } from "#/data/forms.ts"
import { analyticsOrigins, analyticsSetup } from "#/lib/analytics.ts"
import { consentScript } from "#/lib/consent-script.ts"
import { formOrigins } from "#/lib/forms.ts"
import { speculationRulesScript, viewTransitionStyle } from "#/lib/speculation-rules.ts"
import { themeScript } from "#/lib/theme-script.ts"
import { videoHosts } from "#/lib/video-embed.ts"

export type Directive =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "media-src"
  | "manifest-src"
  | "worker-src"
  | "frame-src"
  | "object-src"
  | "base-uri"
  | "form-action"
  | "frame-ancestors"

export type Policy = Partial<Record<Directive, readonly string[]>>

/**
 * Origins a site owner adds, per directive. Empty by default: the template loads nothing from a third
 * party on page load. Example for a hosted analytics script that reports to its own API:
 *   "script-src": ["https://plausible.io"], "connect-src": ["https://plausible.io"]
 */
export const extraSources: Policy = {}

/**
 * Exactly the origins the configured forms use (src/data/forms.ts): form-action for the no-JS POST
 * (and a service's thank-you redirect), connect-src for the island's fetch. None by default.
 */
export const formTargets = formOrigins(formsConfig)

/**
 * Exactly the origins the configured analytics tool loads its script from and reports to
 * (src/config/analytics.ts, presets in src/lib/analytics.ts). None when nothing is measured.
 */
export const analyticsTargets = analyticsOrigins(analyticsSetup)

/** The only frames a page can open: the video players and the map, both loaded on request. */
export const frameHosts = [...Object.values(videoHosts), mapHost] as const

const self = "'self'"

function merge(directive: Directive, sources: readonly string[]): readonly string[] {
  return [...new Set([...sources, ...(extraSources[directive] ?? [])])]
}

/**
 * The directives both policies share (every one but script-src and style-src). `default-src` is left
 * to the meta policy, where Astro's hashed script-src and style-src stand beside it.
 */
export const sharedDirectives = {
  "base-uri": merge("base-uri", [self]),
  "object-src": merge("object-src", ["'none'"]),
  "form-action": merge("form-action", [self, ...formTargets.formAction]),
  "frame-src": merge("frame-src", frameHosts),
  // The favicon is drawn inline as a data: URL (src/layouts/base-layout.astro).
  "img-src": merge("img-src", [self, "data:", ...analyticsTargets["img-src"]]),
  "font-src": merge("font-src", [self]),
  "media-src": merge("media-src", [self]),
  "manifest-src": merge("manifest-src", [self]),
  // Pagefind (site search) runs in a same-origin web worker and fetches its index with fetch().
  "worker-src": merge("worker-src", [self]),
  "connect-src": merge("connect-src", [self, ...formTargets.connect, ...analyticsTargets["connect-src"]]),
} as const satisfies Policy

/**
 * Sources for the meta policy's script-src and style-src; Astro appends the per-page hashes.
 * 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly; it allows no JavaScript eval.
 */
export const scriptSources = merge("script-src", [self, "'wasm-unsafe-eval'", ...analyticsTargets["script-src"]])
export const styleSources = merge("style-src", [self])

/** Only an HTTP header can say these (a <meta> policy ignores them). */
export const headerOnlyDirectives = {
  "frame-ancestors": merge("frame-ancestors", ["'none'"]),
} as const satisfies Policy

function serialize<P extends Policy>(policy: P) {
  return Object.entries(policy).map(
    ([name, sources]) => `${name} ${sources.join(" ")}` as `${keyof P & string} ${string}`,
  )
}

/** A CSP source allowing one inline script or style by the SHA-256 of its exact text. */
const hashSource = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}` as const

/**
 * The one inline script Astro does not hash itself: the theme script in every page's <head>
 * (src/lib/theme-script.ts), allowed by the hash of its exact text.
 */
export const themeScriptHash = hashSource(themeScript)

/**
 * The other one: the speculation rules beside it (src/lib/speculation-rules.ts). Chromium checks an
 * inline `<script type="speculationrules">` against script-src, so it needs a hash as well.
 */
export const speculationRulesHash = hashSource(speculationRulesScript)

/**
 * The consent script beside the theme script (src/lib/consent-script.ts), on the pages of a site whose
 * analytics tool needs consent. Listed always: a page without it drops the hash (integrations/host-headers.ts).
 */
export const consentScriptHash = hashSource(consentScript)

/** And the inline styles Astro does not hash: the view-transition opt-in (src/lib/speculation-rules.ts), */
export const viewTransitionStyleHash = hashSource(viewTransitionStyle)

/** and the rule that sets a product home in its own type (src/config/fonts.ts), one per product. */
export const productTypeStyleHashes = Object.keys(productFonts).map((accent) => hashSource(productTypeStyle(accent)))

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>

/** The `security.csp` block of astro.config.ts. */
export const astroCsp = {
  algorithm: "SHA-256",
  directives: serialize({ "default-src": merge("default-src", [self]), ...sharedDirectives }),
  scriptDirective: {
    resources: [...scriptSources],
    hashes: [themeScriptHash, speculationRulesHash, consentScriptHash],
  },
  styleDirective: { resources: [...styleSources], hashes: [viewTransitionStyleHash, ...productTypeStyleHashes] },
} satisfies CspConfig

/** The `Content-Security-Policy` header every host sends. */
export const headerPolicy = serialize({ ...sharedDirectives, ...headerOnlyDirectives }).join("; ")

// ---------------------------------------------------------------------------------------- /admin/

/**
 * The content editor's policy (/admin/, Sveltia CMS), in place of the site's there: its page is not
 * an Astro page and loads only its own files from /admin/ (the editor, its fonts, its code
 * highlighter), plus GitHub when an editor signs in with GitHub. SECURITY.md explains each source.
 */
export const adminPolicy = {
  "default-src": [self],
  // The editor's module scripts, all served from /admin/: no inline script, no eval.
  "script-src": [self],
  // Svelte and the rich-text editor set styles at run time (<style> elements and style attributes):
  // without 'unsafe-inline' the editor renders unstyled. Styles cannot run code.
  "style-src": [self, "'unsafe-inline'"],
  // Uploaded pictures are previewed from blob: URLs before they are saved; GitHub avatars show who is
  // signed in.
  "img-src": [self, "blob:", "data:", "https://avatars.githubusercontent.com"],
  "media-src": [self, "blob:"],
  "font-src": [self],
  // The GitHub backend's REST and GraphQL API, once an editor has signed in with GitHub. The editor
  // reads its own placeholder pictures from data: and uploads from blob: URLs.
  "connect-src": [self, "blob:", "data:", "https://api.github.com"],
  "worker-src": [self, "blob:"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": [self],
  "form-action": [self],
  "manifest-src": [self],
} as const satisfies Policy

/** The admin page's <meta> policy: everything but what only a header can say. */
export const adminMetaPolicy = serialize(adminPolicy).join("; ")

/** The admin's `Content-Security-Policy` header. */
export const adminHeaderPolicy = serialize({ ...adminPolicy, "frame-ancestors": ["'none'"] }).join("; ")
