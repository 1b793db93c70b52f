import * as pagefind from "pagefind"

import { inSitemap } from "#/lib/seo.ts"
import type { Step } from "./post-build.ts"

const unusedUi = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
]

/**
 * The site search index, built after the pages: Pagefind reads each page's <main> (the base layout
 * marks it data-pagefind-body) and the index goes into pagefind/ of the output, which the
 * site-search island loads on first use. It indexes the pages the sitemap lists: duplicates (/home/,
 * /blog-details/) and the 404 page stay out, and so do list pages, whose <main> has no
 * data-pagefind-body (their cards would repeat each post's excerpt in the results).
 */
export const searchIndex: Step = {
  name: "search-index",
  async run({ files, pages, logger }) {
    const { index, errors } = await pagefind.createIndex({})
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
    let indexed = 0
    for (const pathname of pages) {
      const path = `/${pathname}`.replace(/\/?$/, "/")
      // Only HTML pages of their own (endpoints such as rss.xml are not).
      if (/\.\w+$/.test(pathname)) continue
      if (!inSitemap(new URL(path, "https://site.invalid").href)) continue
      const file = `${path.slice(1)}index.html`
      const content = files.has(file) ? await files.text(file) : null
      if (content === null || !content.includes("data-pagefind-body")) continue
      // A path within the site: pagefind.js puts the deploy base in front (its own folder's parent).
      const added = await index.addHTMLFile({ url: path, content })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${path}: ${added.errors.join("; ")}`)
      indexed++
    }
    const bundle = await index.getFiles()
    if (bundle.errors.length > 0) throw new Error(`Pagefind could not write the index: ${bundle.errors.join("; ")}`)
    await pagefind.close()
    // Pagefind also makes its ready-made search UIs; the site-search island uses only the API
    // (pagefind.js, its worker and WebAssembly, the index), so the ≈430 KB of UI bundles stay out.
    for (const { path, content } of bundle.files)
      if (!unusedUi.includes(path)) files.write(`pagefind/${path}`, Buffer.from(content))
    logger.info(`indexed ${indexed} pages for site search`)
  },
}
