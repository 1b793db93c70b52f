import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, test } from "vitest"

import {
  accentsOf,
  accentToken,
  candidatesOf,
  cutFor,
  leadingClass,
  pageStylesheets,
  utilitiesOf,
} from "../../integrations/page-css"
import { runStepsOn } from "../support/post-build"

/** The shape of Tailwind's output: layers, escaped class names, variants nested in media queries. */
const stylesheet = [
  "@layer theme{:root{--brand:#4f46e5}}",
  "@layer base{*{box-sizing:border-box}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".md\\:px-6:not(#x){padding:0}",
  "@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}.md\\:grid{display:grid}}",
  ".\\[\\&_h2\\]\\:text-ink h2{color:#111}",
  ".\\32 xl\\:hidden{display:none}",
  ".dark\\:bg-ink:where([data-theme=dark],[data-theme=dark] *){background:#000}",
  ".content-\\[\\'\\→\\'\\]{content:'→'}",
  "}",
  "@keyframes spin{to{rotate:360deg}}",
  // The variants' accent blocks, as the minifier writes them (quotes dropped or kept).
  "[data-brand=seo]{--brand:#0a7}",
  '[data-brand="courses"]{--brand:#70a}',
  "[data-brand=seo] .x,.y{color:red}",
].join("")

describe("a stylesheet cut to a page", () => {
  test("a selector's leading class is read unescaped, whatever Tailwind escaped in it", () => {
    expect(leadingClass(".md\\:px-6")).toBe("md:px-6")
    expect(leadingClass(".\\[\\&_h2\\]\\:text-ink h2")).toBe("[&_h2]:text-ink")
    expect(leadingClass(".\\32 xl\\:hidden")).toBe("2xl:hidden")
    expect(leadingClass(":root")).toBeUndefined()
  })

  test("a page's words are read as a browser reads class names: entities decoded, quotes and spaces between", () => {
    const words = candidatesOf(`<div class="flex [&_h2]:text-ink"></div><x-island props='{"c":"md:px-6 dark:bg-ink"}'>`)
    for (const name of ["flex", "[&_h2]:text-ink", "md:px-6", "dark:bg-ink"]) expect(words).toContain(name)
  })

  test("keeps the utilities a page names, drops the rest and the media blocks left empty, keeps every other layer", () => {
    const css = cutFor(utilitiesOf(stylesheet), new Set(["flex", "md:px-6", "content-['→']"]))
    expect(css).toContain(".flex{display:flex}")
    expect(css).toContain("@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}}")
    expect(css).toContain(".md\\:px-6:not(#x)")
    expect(css).toContain("content:'→'")
    for (const dropped of ["hidden", "md\\:grid", "text-ink", "2xl", "bg-ink"]) expect(css).not.toContain(dropped)
    for (const kept of ["--brand:#4f46e5", "box-sizing:border-box", "@keyframes spin"]) expect(css).toContain(kept)
  })

  test("keeps the accent block of the variant a page wears and drops the others; a rule that does more stays", () => {
    expect(accentsOf(`<html lang="en" data-brand="seo"><body data-brand-x="no">`)).toEqual([accentToken("seo")])
    const seo = cutFor(utilitiesOf(stylesheet), new Set(accentsOf(`<html data-brand="seo">`)))
    expect(seo).toContain("--brand:#0a7")
    expect(seo).not.toContain("--brand:#70a")
    const courses = cutFor(utilitiesOf(stylesheet), new Set(accentsOf(`<html data-brand="courses">`)))
    expect(courses).toContain("--brand:#70a")
    expect(courses).not.toContain("--brand:#0a7")
    // The agency wears the default accent (:root): no variant's block.
    const agency = cutFor(utilitiesOf(stylesheet), new Set(accentsOf(`<html data-brand="agency">`)))
    for (const dropped of ["#0a7", "#70a"]) expect(agency).not.toContain(dropped)
    for (const css of [seo, courses, agency]) expect(css).toContain("[data-brand=seo] .x,.y{color:red}")
  })
})

describe("page stylesheets after the build", () => {
  const folders: string[] = []
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })))

  /** A build of two pages and an island script sharing one stylesheet; runs the step on it. */
  async function build() {
    const dist = mkdtempSync(join(tmpdir(), "page-css-"))
    folders.push(dist)
    mkdirSync(join(dist, "_astro"))
    mkdirSync(join(dist, "about"))
    writeFileSync(join(dist, "_astro/base-layout.AbC123.css"), stylesheet)
    // An island adds this class when a visitor opens something: no page's HTML has it yet.
    writeFileSync(join(dist, "_astro/menu.Xy9.js"), `export const open=(e)=>e.classList.add("md:grid")`)
    const head = (prefix: string) => `<link rel="stylesheet" href="${prefix}/_astro/base-layout.AbC123.css">`
    writeFileSync(
      join(dist, "index.html"),
      `<html data-brand="seo">${head("")}<main class="flex [&amp;_h2]:text-ink"></main>`,
    )
    writeFileSync(join(dist, "about/index.html"), `${head("/sub")}<main class="hidden dark:bg-ink"></main>`)
    const lines = await runStepsOn(dist, [pageStylesheets])
    const sheetOf = (page: string) => {
      const href = /href="[^"]*\/_astro\/([^"]+)"/.exec(readFileSync(join(dist, page), "utf8"))?.[1]
      return { href, css: href ? readFileSync(join(dist, "_astro", href), "utf8") : "" }
    }
    return { dist, lines, home: sheetOf("index.html"), about: sheetOf("about/index.html") }
  }

  test("each page links its own cut, with the rules its HTML and the client scripts name, under the same base", async () => {
    const { dist, home, about, lines } = await build()
    expect(home.href).toMatch(/^base-layout\.[\da-f]{10}\.css$/)
    expect(home.css).toContain("display:flex")
    expect(home.css).toContain("h2{color:#111}")
    expect(home.css).toContain("display:grid")
    expect(home.css).not.toContain("bg-ink")
    expect(home.css).toContain("--brand:#0a7")
    expect(about.css).not.toContain("--brand:#0a7")
    expect(about.css).toContain("bg-ink")
    expect(about.css).not.toContain("display:flex")
    expect(readFileSync(join(dist, "about/index.html"), "utf8")).toContain(`href="/sub/_astro/${about.href}"`)
    expect(lines.join("\n")).toMatch(/2 pages, 2 stylesheets/)
  })

  test("the whole-site stylesheet is gone once no page links it", async () => {
    const { dist } = await build()
    expect(existsSync(join(dist, "_astro/base-layout.AbC123.css"))).toBe(false)
    expect(readdirSync(join(dist, "_astro")).filter((name) => name.endsWith(".css"))).toHaveLength(2)
  })
})
