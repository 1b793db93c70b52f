/**
 * The components a post may use (src/lib/post-components.ts, which the CMS reads too) and the ones the
 * post page renders them with (src/components/prose/) stay one list; and a post's table of contents.
 */
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test } from "vitest"

import { AnchoredHeading } from "#/components/prose/heading.tsx"
import { postComponentMap, proseComponents } from "#/components/prose/post-components.tsx"
import { Comparison } from "#/components/prose/comparison.tsx"
import { CtaButton } from "#/components/prose/cta-button.tsx"
import { blogCopy } from "#/data/pages/blog.ts"
import { tableOfContents } from "#/lib/content/blog.ts"
import { isPostPicture, postPicture } from "#/lib/images.ts"
import { covers } from "#/data/art.ts"
import { calloutTypes, postComponents } from "#/lib/post-components.ts"
import { href } from "#/lib/url.ts"

const labels = blogCopy.post.prose

describe("post components", () => {
  test("every component of the contract has a component in the map, and the map has no other", () => {
    expect(Object.keys(postComponentMap(labels)).sort()).toEqual(postComponents.map((c) => c.name).sort())
    for (const component of Object.values(postComponentMap(labels))) expect(component).toBeTruthy()
  })

  test("the body is rendered with the contract's components and the anchored h2 and h3", () => {
    const names = Object.keys(proseComponents(labels, []))
    expect(names.sort()).toEqual([...postComponents.map((c) => c.name), "h2", "h3"].sort())
  })

  test("each kind of callout has its own visible word", () => {
    expect(Object.keys(labels.callout).sort()).toEqual([...calloutTypes].sort())
    expect(new Set(Object.values(labels.callout)).size).toBe(calloutTypes.length)
    const { Callout } = postComponentMap(labels)
    for (const type of calloutTypes) {
      const html = renderToStaticMarkup(createElement(Callout, { type, children: "Text" }))
      expect(html).toContain('role="note"')
      expect(html).toContain(`>${labels.callout[type]}<`)
    }
  })

  test("a heading links to itself, named after its text", () => {
    const html = renderToStaticMarkup(
      createElement(AnchoredHeading, { level: 2, id: "why", label: labels.anchor, text: "Why", children: "Why" }),
    )
    expect(html).toMatch(/^<h2 id="why"/)
    expect(html).toContain(`href="#why" aria-label="${labels.anchor}: Why"`)
  })

  test("a site path of a call to action gets the deploy base; an address stays as it is, in the same tab", () => {
    expect(renderToStaticMarkup(createElement(CtaButton, { href: "/contact/", label: "Talk" }))).toContain(
      `href="${href("/contact/")}"`,
    )
    const external = renderToStaticMarkup(createElement(CtaButton, { href: "https://example.com/", label: "Go" }))
    expect(external).toContain('href="https://example.com/"')
    expect(external).not.toContain("target=")
  })

  test("a comparison is two lists, each named by its title", () => {
    const html = renderToStaticMarkup(
      createElement(Comparison, { leftTitle: "Before", left: ["a", "b"], rightTitle: "After", right: ["c"] }),
    )
    const lists = [...html.matchAll(/<ul aria-labelledby="([^"]+)"/g)].map((m) => m[1])
    expect(lists).toHaveLength(2)
    for (const id of lists) expect(html).toContain(`id="${id}"`)
    expect(html).not.toMatch(/<h[1-6]/)
  })
})

describe("table of contents", () => {
  const heading = (depth: number, text: string) => ({ depth, text, slug: text.toLowerCase().replace(/\W+/g, "-") })

  test("lists the h2 sections with their h3s, in order", () => {
    const toc = tableOfContents(
      [
        heading(2, "One"),
        heading(3, "One a"),
        heading(3, "One b"),
        heading(2, "Two"),
        heading(4, "Deep"),
        heading(2, "Three"),
      ],
      3,
    )
    expect(toc).toEqual([
      {
        id: "one",
        text: "One",
        subsections: [
          { id: "one-a", text: "One a" },
          { id: "one-b", text: "One b" },
        ],
      },
      { id: "two", text: "Two", subsections: [] },
      { id: "three", text: "Three", subsections: [] },
    ])
  })

  test("a post with fewer sections than the minimum has none", () => {
    expect(tableOfContents([heading(2, "One"), heading(3, "A"), heading(2, "Two")], 3)).toBeUndefined()
    expect(tableOfContents([], 3)).toBeUndefined()
  })
})

describe("a Figure's picture", () => {
  test("is a generated-art key or a file of src/content/blog/images/, made a sized responsive picture", async () => {
    const key = Object.keys(covers)[0]!
    expect(isPostPicture(key)).toBe(true)
    const picture = await postPicture(key, "What it shows")
    expect(picture).toMatchObject({ alt: "What it shows" })
    expect(picture.width).toBeGreaterThan(0)
    expect(picture.height).toBeGreaterThan(0)
    expect(picture.srcset).toContain("w,")
  })

  test("anything else is refused, naming the value", () => {
    for (const src of ["no-such-art", "./images/no-such-file.jpg", "../elsewhere.jpg", "https://example.com/a.jpg"])
      expect(isPostPicture(src), src).toBe(false)
    expect(() => postPicture("no-such-art", "")).toThrow('"no-such-art"')
  })
})
