/**
 * Runs post-build steps (integrations/post-build.ts) on a folder standing in for a build's output,
 * with `cache` as Astro's cache folder; returns the lines they logged.
 */
import { pathToFileURL } from "node:url"

import { runSteps, type Step } from "../../integrations/post-build.ts"

export async function runStepsOn(dist: string, steps: readonly Step[], { cache = dist } = {}): Promise<string[]> {
  const lines: string[] = []
  const logger = {
    info: (line: string) => lines.push(line),
    warn: (line: string) => lines.push(line),
    fork: () => logger,
  }
  await runSteps(steps, {
    dir: pathToFileURL(`${dist}/`),
    pages: [],
    rendered: new Set(),
    records: new Map(),
    config: { root: pathToFileURL(`${process.cwd()}/`), cacheDir: pathToFileURL(`${cache}/`) },
    logger: logger as never,
  })
  return lines
}
