/**
 * Each post component is a block of the editor's Markdown field that writes the MDX the post page
 * reads and reads it back unchanged: toBlock → pattern → fromBlock gives the values it was given.
 */
import { describe, expect, test } from "vitest"

import { editorComponent, parseAttributes } from "#/lib/cms/editor-components.ts"
import { postComponents, type PostComponent } from "#/lib/post-components.ts"

/** Sample values for every field of a component: tricky text where text may go. */
function sample(component: PostComponent, variant: number): Record<string, string | string[]> {
  return Object.fromEntries(
    component.fields.map((field) => {
      if (field.widget === "select") return [field.name, field.options![variant % field.options!.length]!]
      if (field.widget === "list") return [field.name, [`First "point", {braced}`, "Second point"].slice(variant % 2)]
      if (field.widget === "markdown") return [field.name, "Some **bold** text.\n\nA second paragraph."]
      if (!field.required && variant === 1) return [field.name, ""]
      return [field.name, variant === 2 ? `Quote "this" {and} that` : `${field.label} value`]
    }),
  )
}

describe.each(postComponents)("$name", (component) => {
  const editor = editorComponent(component)

  test("offers the descriptor's fields", () => {
    expect(editor.id).toBe(component.name)
    expect(editor.fields.map((field) => [field.name, field.required])).toEqual(
      component.fields.map((field) => [field.name, field.required]),
    )
  })

  test.each([0, 1, 2])("round trip %i: toBlock then fromBlock gives the same values", (variant) => {
    const values = sample(component, variant)
    const mdx = editor.toBlock(values)
    // Found in the middle of a post, between paragraphs.
    const match = `Before.\n\n${mdx}\n\nAfter.`.match(editor.pattern)
    expect(match?.[0]).toBe(mdx)
    expect(editor.fromBlock(match!)).toEqual(values)
  })
})

describe("the MDX written", () => {
  test("a callout wraps its text in blank lines", () => {
    const callout = editorComponent(postComponents.find((component) => component.name === "Callout")!)
    expect(callout.toBlock({ type: "tip", title: "Before you start", body: "Text" })).toBe(
      '<Callout type="tip" title="Before you start">\n\nText\n\n</Callout>',
    )
    expect(callout.toBlock({ type: "note", title: "", body: "Text" })).toBe(
      '<Callout type="note">\n\nText\n\n</Callout>',
    )
  })

  test("a comparison writes its lists as expressions", () => {
    const comparison = editorComponent(postComponents.find((component) => component.name === "Comparison")!)
    expect(comparison.toBlock({ leftTitle: "Before", left: ["a", "b"], rightTitle: "After", right: ["c"] })).toBe(
      '<Comparison leftTitle="Before" left={["a","b"]} rightTitle="After" right={["c"]} />',
    )
  })

  test("attributes are read as MDX writes them", () => {
    expect(parseAttributes(` a="x" b={"y \\"z\\""} c={["1", "}"]}`)).toEqual({ a: "x", b: 'y "z"', c: ["1", "}"] })
  })
})
