/**
 * The content editor at /admin/ (Sveltia CMS, README "Editing content"): its page and every file it
 * loads, written into the build output (a post-build step) and served by `astro dev`. No other page
 * links to it or loads any of it. Its configuration, /admin/config.json, is a route of its own
 * (src/pages/admin/config.json.ts), written from the collections' schemas.
 *
 * Sveltia's bundle loads fonts and its code highlighter from CDNs (jsDelivr, unpkg): the build points
 * those addresses at copies under /admin/, taken from npm packages, so the editor makes no request to
 * a third party; only the GitHub backend talks to GitHub (deploy/csp.ts, `adminPolicy`).
 */
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"
import { build } from "vite"

import { site } from "#/config/site.ts"
import { basePath } from "#/lib/url.ts"
import { adminMetaPolicy } from "../deploy/csp.ts"
import { adminPath } from "../deploy/headers.ts"
import type { Step } from "./post-build.ts"

/** The folder of an installed package, as Node would find it from `from` (not every package exports its package.json). */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name)
    if (existsSync(join(candidate, "package.json"))) return candidate
    if (dirname(dir) === dir) throw new Error(`cms-admin: ${name} is not installed (npm install)`)
  }
}

/** The typefaces Sveltia asks jsDelivr for, by Fontsource name: the npm package holding each file. */
const fontPackages: Record<string, string> = {
  "source-sans-3": "@fontsource-variable/source-sans-3",
  "noto-mono": "@fontsource/noto-mono",
  "material-symbols-outlined": "@fontsource-variable/material-symbols-outlined",
}

const fontUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g

/**
 * Sveltia's bundle with its CDN addresses pointed at /admin/ (under `base`): the fonts at
 * admin/fonts/<font>-<file>.woff2, Shiki's grammars and themes and the highlighter engine under
 * admin/vendor/ at the paths unpkg would have used. `fonts` lists the font files it then names.
 * Any jsDelivr or unpkg address for these left in the bundle stops the build: a new Sveltia version
 * moved something.
 */
export function rewriteSveltia(source: string, base: string): { source: string; fonts: [string, string][] } {
  const admin = `${base}admin/`
  const fonts: [string, string][] = []
  const rewritten = source
    .replace(fontUrl, (_, font: string, file: string) => {
      fonts.push([font, file])
      return `${admin}fonts/${font}-${file}.woff2`
    })
    .replaceAll("https://unpkg.com/@shikijs", `${admin}vendor/@shikijs`)
    .replaceAll("https://unpkg.com/@sveltia/ui", `${admin}vendor/@sveltia/ui`)
    // Its update check reads the latest version from unpkg: it reads the installed one from here.
    .replaceAll("https://unpkg.com/@sveltia/cms", `${admin}vendor/@sveltia/cms`)
    // The GitHub backend asks githubstatus.com whether GitHub is up on every load, before anyone
    // signs in: it reads "unknown" from here instead, and shows no outage banner.
    .replaceAll("https://www.githubstatus.com/api/v2/status.json", `${admin}vendor/github-status.json`)
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")
  const left =
    /https:\/\/cdn\.jsdelivr\.net\/fontsource|https:\/\/unpkg\.com\/@(?:shikijs|sveltia)|githubstatus\.com\/api/.exec(
      rewritten,
    )
  if (left) throw new Error(`cms-admin: the Sveltia CMS bundle still loads ${left[0]}: update rewriteSveltia()`)
  if (fonts.length === 0) throw new Error("cms-admin: no font address found in the Sveltia CMS bundle")
  return { source: rewritten, fonts }
}

/** The version of @sveltia/ui whose highlighter engine the bundle asks for (`…/@sveltia/ui@<v>/dist/shiki-engine.js`). */
export function engineVersion(source: string): string {
  const name = /\$\{\w+\}@\$\{(\w+)\}\/dist\/shiki-engine\.js/.exec(source)?.[1]
  const version = name && new RegExp(`\\b${name}=\`([^\`]+)\``).exec(source)?.[1]
  if (!version) throw new Error("cms-admin: cannot find the shiki-engine version in the Sveltia CMS bundle")
  return version
}

/** The page: the policy first, then the editor and the site's own script for it; no inline code. */
export function adminPage(base: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="content-security-policy" content="${adminMetaPolicy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${site.name}</title>
<link rel="icon" href="data:,">
<script type="module" src="${base}admin/sveltia-cms.mjs"></script>
<script type="module" src="${base}admin/admin.js"></script>
</head>
<body></body>
</html>
`
}

/** The site's two browser modules for the editor, bundled: its start-up script and Shiki's engine. */
async function bundle(root: string): Promise<Record<string, string>> {
  const output = await build({
    root,
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      rolldownOptions: {
        input: { admin: join(root, "src/lib/cms/admin.ts"), "shiki-engine": join(root, "src/lib/cms/shiki-engine.ts") },
        preserveEntrySignatures: "exports-only",
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    "output" in result ? result.output : [],
  )
  return Object.fromEntries(chunks.flatMap((chunk) => (chunk.type === "chunk" ? [[chunk.fileName, chunk.code]] : [])))
}

async function folder(dir: string, to: string, files: Map<string, string | Buffer>) {
  for (const name of await readdir(dir))
    if (name.endsWith(".mjs")) files.set(`${to}/${name}`, await readFile(join(dir, name)))
}

/** Every file of /admin/ but config.json, by path within the output ("admin/index.html"). */
export async function adminFiles(root: string, base = basePath): Promise<Map<string, string | Buffer>> {
  const cmsDir = packageDir("@sveltia/cms", root)
  const original = await readFile(join(cmsDir, "dist/sveltia-cms.mjs"), "utf8")
  const { source, fonts } = rewriteSveltia(original, base)
  const files = new Map<string, string | Buffer>([
    ["admin/index.html", adminPage(base)],
    ["admin/sveltia-cms.mjs", source],
    // React, for custom previews: the bundle loads it from beside itself first.
    ["admin/chunks/react-dom.js", await readFile(join(cmsDir, "dist/chunks/react-dom.js"))],
    ["admin/vendor/@sveltia/cms/package.json", await readFile(join(cmsDir, "package.json"))],
    ["admin/vendor/github-status.json", JSON.stringify({ status: { indicator: "unknown" } })],
  ])
  for (const [font, file] of fonts) {
    const name = `${font}-${file}.woff2`
    const pkg = fontPackages[font]
    if (!pkg) throw new Error(`cms-admin: Sveltia CMS loads the font "${font}": add its Fontsource package`)
    files.set(`admin/fonts/${name}`, await readFile(join(packageDir(pkg, root), "files", name)))
  }
  for (const pkg of ["@shikijs/langs", "@shikijs/themes"]) {
    const dir = packageDir(pkg, cmsDir)
    const { version } = JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as { version: string }
    await folder(join(dir, "dist"), `admin/vendor/${pkg}@${version}/dist`, files)
  }
  const bundled = await bundle(root)
  files.set(`admin/vendor/@sveltia/ui@${engineVersion(original)}/dist/shiki-engine.js`, bundled["shiki-engine.js"]!)
  for (const [name, code] of Object.entries(bundled)) if (name !== "shiki-engine.js") files.set(`admin/${name}`, code)
  return files
}

/** The post-build step: writes /admin/ into the output. */
export const cmsAdmin: Step = {
  name: "cms-admin",
  async run({ files, config, logger }) {
    const written = await adminFiles(fileURLToPath(config.root))
    for (const [path, content] of written) files.write(path, content)
    logger.info(`wrote ${written.size} files of the content editor at ${adminPath}`)
  },
}

/** `astro dev` serves the same files (built once, on the first request for /admin/). */
export function cmsAdminDev(): AstroIntegration {
  return {
    name: "cms-admin-dev",
    hooks: {
      "astro:server:setup": ({ server }) => {
        let files: Promise<Map<string, string | Buffer>> | undefined
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? "").split("?")[0] ?? ""
          if (!path.startsWith(`${basePath}admin/`) || path.endsWith("/config.json")) return next()
          files ??= adminFiles(server.config.root)
          const file = path.slice(basePath.length).replace(/\/$/, "/index.html")
          files.then(
            (all) => {
              const content = all.get(file)
              if (content === undefined) return next()
              const type = file.endsWith(".html")
                ? "text/html; charset=utf-8"
                : file.endsWith(".woff2")
                  ? "font/woff2"
                  : "text/javascript; charset=utf-8"
              res.setHeader("Content-Type", type)
              res.end(content)
            },
            (error: unknown) => next(error),
          )
        })
      },
    },
  }
}
