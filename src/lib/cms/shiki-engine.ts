/**
 * What Sveltia CMS loads to highlight code blocks (it names the file `@sveltia/ui/dist/shiki-engine.js`
 * and reads these two functions from it), built from Shiki's own packages by integrations/cms-admin.ts
 * and served from /admin/ instead of a CDN.
 */
export { createHighlighterCoreSync } from "@shikijs/core"
export { createJavaScriptRegexEngine } from "@shikijs/engine-javascript"
