import ts from "typescript"
import { describe, expect, test } from "vitest"

import { applyEdits, constValue, cutItem, parseText, pruneUnused } from "../../scripts/structure/source.ts"

describe("the structure commands' source edits", () => {
  test("a cut list item takes its comma, and the other items keep their text", () => {
    const source = parseText(
      "routes.ts",
      `export const routes = [\n  { path: "/a/" },\n  { path: "/b/" },\n  { path: "/c/" },\n]\n`,
    )
    const list = constValue(source, "routes")
    if (!list || !ts.isArrayLiteralExpression(list)) throw new Error("no list")
    expect(applyEdits(source.text, [cutItem(list.elements[1]!)])).toBe(
      `export const routes = [\n  { path: "/a/" },\n  { path: "/c/" },\n]\n`,
    )
  })

  test("pruning removes imports and helpers nothing uses any more, and keeps what is used", () => {
    const text = [
      `import { gone, kept } from "./a"`,
      `import * as unused from "./b"`,
      `import type { Tab } from "./tabs"`,
      `const tabs: Tab[] = [gone]`,
      `function spread() { return [1] }`,
      `export const value = { kept, list: [...spread()], "tabs": 1 }`,
      ``,
    ].join("\n")
    // `tabs` is only a property name and a module's path now: the constant goes, and with it `gone` and Tab.
    expect(pruneUnused("x.ts", text)).toBe(
      [
        `import { kept } from "./a"`,
        `function spread() { return [1] }`,
        `export const value = { kept, list: [...spread()], "tabs": 1 }`,
        ``,
      ].join("\n"),
    )
  })

  test("in an .astro file, a name the markup uses is used", () => {
    const text = `---\nimport Card from "./card.astro"\nimport Other from "./other.astro"\nconst c = { title: "t" }\n---\n\n<Card title={c.title} />\n`
    expect(pruneUnused("page.astro", text)).toBe(
      `---\nimport Card from "./card.astro"\nconst c = { title: "t" }\n---\n\n<Card title={c.title} />\n`,
    )
  })
})
