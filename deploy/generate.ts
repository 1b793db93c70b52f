/**
 * Writes the committed host configuration (deploy/nginx/<host>.conf, named after site.url, and
 * deploy/vercel.json) from deploy/headers.ts, removes a server block left under an earlier name,
 * and with `--out <dir>` also writes `_headers` and `_redirects` into a built site (the build does
 * that by itself: integrations/host-headers.ts).
 *
 *   npm run deploy:config [-- --out dist]
 *
 * deploy/csp.ts reads the map host from a React module, which Node cannot load on its own, so the
 * modules are loaded through Vite's module runner.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises"
import { dirname, join, relative, resolve } from "node:path"
import { parseArgs } from "node:util"

import { runnerImport } from "vite"

import type * as HostHeaders from "./headers.ts"

const root = resolve(import.meta.dirname, "..")
const { values } = parseArgs({ options: { out: { type: "string" } } })

const { module } = await runnerImport<typeof HostHeaders>(join(root, "deploy/headers.ts"), {
  root,
  configFile: false,
  logLevel: "silent",
})

const files = Object.entries(module.deployFiles()).map(([path, text]) => [join(root, path), text] as const)
if (values.out) {
  const out = resolve(values.out)
  const topLevel = (await readdir(out, { withFileTypes: true })).map((entry) =>
    entry.isDirectory() ? `${entry.name}/` : entry.name,
  )
  files.push(...Object.entries(module.publishFiles(topLevel)).map(([path, text]) => [join(out, path), text] as const))
}
for (const [path, text] of files) {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, text)
  console.log(`wrote ${path}`)
}
// After site.url changes, the block named after the old host would linger beside the new one.
const nginxDir = join(root, "deploy/nginx")
for (const name of await readdir(nginxDir)) {
  const path = join(nginxDir, name)
  if (!name.endsWith(".conf") || relative(root, path) === module.nginxFile) continue
  await rm(path)
  console.log(`removed ${path}`)
}
