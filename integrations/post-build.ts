import { fileURLToPath } from "node:url"

import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from "astro"

import { pageRecords, type PageRecord } from "#/lib/build-manifest.ts"
import { cmsAdmin } from "./cms-admin.ts"
import { fontSubset } from "./font-subset.ts"
import { generatedIcons } from "./generated-art.ts"
import { hostHeaders } from "./host-headers.ts"
import { OutputFiles, outputPath } from "./output-files.ts"
import { pageStylesheets } from "./page-css.ts"
import { precompress } from "./precompress.ts"
import { searchIndex } from "./search-index.ts"
import { shareImages } from "./share-images.ts"

/** What a step is given: the output (listed once, shared by every step), and what the pages recorded. */
export type StepContext = {
  files: OutputFiles
  /** The pages Astro built, as its astro:build:done hook names them ("", "about/", "blog/2/"). */
  pages: readonly string[]
  /** The files Astro rendered for its routes (`about/index.html`), as against those copied from public/. */
  rendered: ReadonlySet<string>
  /** What each page recorded while it rendered (src/lib/build-manifest.ts), by path within the site. */
  records: ReadonlyMap<string, PageRecord>
  config: Pick<AstroConfig, "root" | "cacheDir">
  logger: AstroIntegrationLogger
}

/** One thing done to the output after the pages are written; `name` labels its log lines. */
export type Step = { name: string; run: (context: StepContext) => Promise<void> }

/**
 * The steps, in the order they run. The order matters where a step reads what an earlier one wrote:
 * - the search index reads the text of each page's <main>, which no step changes, and adds
 *   pagefind/ (the font subset leaves its scripts out of the text to show: they are Pagefind's);
 * - the font subset renames the font files and rewrites the pages' inline @font-face and the
 *   stylesheets that name them, so it comes before the page stylesheets, which are cut from those
 *   stylesheets and named by their content;
 * - the host headers cut each page's Content-Security-Policy to the hashes of its inline code, so
 *   they come after every step that changes inline code (the font subset does);
 * - precompression is last: its copies must hold each file as finally written.
 * The icons, the search index, the share images and the content editor (/admin/) only add files of
 * their own, which precompression has to find.
 */
const steps: readonly Step[] = [
  generatedIcons,
  searchIndex,
  shareImages,
  fontSubset,
  pageStylesheets,
  hostHeaders,
  cmsAdmin,
  precompress,
]

/** Runs `steps` in order over one listing of the output folder `dir`, then writes what they changed. */
export async function runSteps(
  steps: readonly Step[],
  { dir, ...context }: Omit<StepContext, "files"> & { dir: URL },
): Promise<void> {
  const files = await OutputFiles.list(dir)
  for (const step of steps) await step.run({ ...context, files, logger: context.logger.fork(step.name) })
  await files.flush()
}

/**
 * The one integration that works on the build's output: every step above, in that order, in its
 * astro:build:done. Astro runs the integrations' astro:build:done hooks one after another in the
 * order of the `integrations` array, so it must be the last with such a hook (after the sitemap,
 * whose files precompression copies): it checks that when Astro reads its configuration. The
 * sitemap's content dates come from the pages' records, not from a step, so nothing has to run
 * before it.
 */
export function postBuild(): AstroIntegration {
  let config: StepContext["config"]
  return {
    name: "post-build",
    hooks: {
      "astro:config:done": ({ config: done }) => {
        config = done
        const self = done.integrations.findIndex((integration) => integration.name === "post-build")
        const later = done.integrations
          .slice(self + 1)
          .filter((integration) => integration.hooks["astro:build:done"])
          .map((integration) => integration.name)
        if (later.length > 0)
          throw new Error(
            `postBuild() must be the last integration with an astro:build:done hook in astro.config.ts; ` +
              `move it after ${later.join(", ")}, whose output it would otherwise miss.`,
          )
      },
      // A second build in the same process starts from no records.
      "astro:build:start": () => pageRecords().clear(),
      "astro:build:done": ({ dir, pages, assets, logger }) =>
        runSteps(steps, {
          dir,
          pages: pages.map((page) => page.pathname),
          rendered: new Set(
            [...assets.values()].flat().map((file) => outputPath(fileURLToPath(dir), fileURLToPath(file))),
          ),
          records: pageRecords(),
          config,
          logger,
        }),
    },
  }
}
