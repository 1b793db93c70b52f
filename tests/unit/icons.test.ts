import { Check, ArrowRight } from "lucide"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test } from "vitest"

import { Icon, icons, type IconName } from "#/components/ui/icon.tsx"

const draw = (name: IconName, props: { label?: string; className?: string } = {}) =>
  renderToStaticMarkup(createElement(Icon, { name, ...props }))

describe("icons", () => {
  test("an icon is Lucide's outline in the text colour, sized if the stylesheet never comes", () => {
    const html = draw("check", { className: "size-4" })
    expect(html).toBe(
      `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" focusable="false" aria-hidden="true"><path d="${Check[0]![1].d}"></path></svg>`,
    )
  })

  test("every icon draws each of its Lucide shapes", () => {
    for (const [name, node] of Object.entries(icons)) {
      const html = draw(name as IconName)
      for (const [tag] of node) expect(html, name).toContain(`<${tag} `)
      expect(html.match(/<(path|circle|rect|line|polyline|polygon|ellipse) /g)?.length, name).toBe(node.length)
    }
  })

  test("carries no markup the page does not use: no xmlns, no library class names", () => {
    for (const name of Object.keys(icons) as IconName[]) {
      const html = draw(name)
      expect(html).not.toContain("xmlns")
      expect(html).not.toMatch(/class="[^"]*lucide/)
    }
  })

  test("a labelled icon is an image with that name; a directional one turns round in right-to-left text", () => {
    expect(draw("star", { label: "Rated 5 of 5" })).toMatch(/ role="img" aria-label="Rated 5 of 5"/)
    expect(draw("star", { label: "Rated 5 of 5" })).not.toContain("aria-hidden")
    const arrow = draw("arrow-right")
    expect(arrow).toContain('class="rtl:-scale-x-100"')
    expect(arrow).toContain(`d="${ArrowRight[0]![1].d}"`)
  })
})
