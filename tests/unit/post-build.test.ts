import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"

import type { AstroIntegration } from "astro"
import { afterEach, describe, expect, test } from "vitest"

import config from "../../astro.config"
import { postBuild, type Step } from "../../integrations/post-build"
import { precompress } from "../../integrations/precompress"
import { pageRecords, recordPage } from "#/lib/build-manifest.ts"
import { runStepsOn } from "../support/post-build"

const folders: string[] = []
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "post-build-"))
  folders.push(made)
  return made
}
afterEach(() => {
  folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true }))
  pageRecords().clear()
})

type Hooks = Required<AstroIntegration["hooks"]>

describe("the post-build steps", () => {
  test("run in their order over one listing of the output, each seeing what the earlier ones wrote", async () => {
    const dist = folder()
    writeFileSync(join(dist, "index.html"), "<p>home</p>")
    writeFileSync(join(dist, "site.css"), "p{}")
    const seen: Record<string, string[]> = {}
    const first: Step = {
      name: "first",
      async run({ files }) {
        seen.first = files.paths
        files.write("index.html", `${await files.text("index.html")}<p>first</p>`)
        files.write("og/index.png", Buffer.from("png"))
        files.remove("site.css")
        // Written past the listing: no later step lists the folder again, so none sees it.
        writeFileSync(join(dist, "unlisted.txt"), "")
      },
    }
    const second: Step = {
      name: "second",
      async run({ files }) {
        seen.second = files.paths
        files.write("index.html", `${await files.text("index.html")}<p>second</p>`)
      },
    }
    await runStepsOn(dist, [first, second])

    expect(seen.first?.sort()).toEqual(["index.html", "site.css"])
    expect(seen.second?.sort()).toEqual(["index.html", "og/index.png"])
    // Written once, at the end, as the last step left it.
    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("<p>home</p><p>first</p><p>second</p>")
    expect(readFileSync(join(dist, "og/index.png"), "utf8")).toBe("png")
    expect(existsSync(join(dist, "site.css"))).toBe(false)
  })

  test("compress what the earlier steps wrote, as they left it", async () => {
    const dist = folder()
    const page = `<p>${"words ".repeat(100)}</p>`
    writeFileSync(join(dist, "index.html"), page)
    const rewrite: Step = {
      name: "rewrite",
      async run({ files }) {
        files.write("index.html", `${await files.text("index.html")}<p>rewritten</p>`)
        files.write("sitemap-0.xml", `<urlset>${"<url></url>".repeat(40)}</urlset>`)
      },
    }
    await runStepsOn(dist, [rewrite, precompress], { cache: folder() })
    expect(brotliDecompressSync(readFileSync(join(dist, "index.html.br"))).toString()).toBe(`${page}<p>rewritten</p>`)
    expect(existsSync(join(dist, "sitemap-0.xml.br"))).toBe(true)
  })

  test("are one integration, the last with an astro:build:done hook, so precompression covers the sitemap", () => {
    const names = (config.integrations ?? []).flatMap((integration) =>
      integration && "hooks" in integration && integration.hooks["astro:build:done"] ? [integration.name] : [],
    )
    expect(names).toEqual(["@astrojs/sitemap", "post-build"])

    const integration = postBuild()
    const later: AstroIntegration = { name: "late", hooks: { "astro:build:done": () => {} } }
    const configDone = (integrations: AstroIntegration[]) =>
      (integration.hooks as Hooks)["astro:config:done"]({ config: { integrations } } as never)
    expect(() => configDone([integration])).not.toThrow()
    expect(() => configDone([integration, later])).toThrow(/must be the last integration .* after late/)
  })

  test("start each build with no page records", async () => {
    recordPage("/about/", {
      shareCard: { title: "About", brand: "B", mark: "spark", accent: "agency", image: "/og/about.png" },
    })
    await (postBuild().hooks as Hooks)["astro:build:start"]({} as never)
    expect(pageRecords().size).toBe(0)
  })
})
