/**
 * Code blocks in posts are highlighted at build by Astro's Shiki with its "css-variables" theme,
 * whose tokens are colours like `var(--astro-code-token-keyword)`. Shiki writes them as inline
 * style attributes, which the strict CSP (style-src without 'unsafe-inline') would block, so this
 * transformer turns each into a class (`code-token-keyword`) that src/styles/global.css colours
 * with the theme's own tokens: light and dark follow the site's theme switch with no script.
 */

/** The little of a HAST element this needs (Shiki's own types come with a package the site does not list). */
type Element = {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: Element[]
}

const variable = /var\(--astro-code-([\w-]+)\)/

function classesFor(style: string): string[] {
  // Only the colour carries meaning; Shiki's background, font style and Astro's overflow are the stylesheet's.
  const color = /(?:^|;)\s*color:\s*([^;]+)/.exec(style)?.[1]
  const name = color && variable.exec(color)?.[1]
  return name && name !== "foreground" ? [`code-${name}`] : []
}

function strip(node: Element) {
  const properties = node.properties
  if (properties && typeof properties.style === "string") {
    const added = classesFor(properties.style)
    delete properties.style
    if (added.length > 0) {
      const existing = properties.class
      const list = Array.isArray(existing) ? existing.map(String) : typeof existing === "string" ? [existing] : []
      properties.class = [...list, ...added].join(" ")
    }
  }
  for (const child of node.children ?? []) strip(child)
}

export const codeClasses = {
  name: "code-classes",
  root(root: Element) {
    strip(root)
  },
  pre(pre: Element) {
    // A scrolling block must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    pre.properties = { ...pre.properties, tabindex: 0 }
  },
}
