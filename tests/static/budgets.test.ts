/**
 * Every page's JavaScript against the budget, counted from its files as the audit counts it
 * (scripts/page-weight.ts): none beyond the theme's head script without an island, and at most the
 * budget's gzipped bytes with them. The audit weighs one page of each template in Lighthouse; this
 * weighs them all.
 */
import { expect, test } from "vitest"

import { budgets, shippedJs } from "../../scripts/page-weight.ts"
import { dist, pages, Problems } from "./pages"

test(`every page ships no JavaScript without an island, and at most ${budgets.jsBytesWithIslands / 1024} KB gzip with them`, async () => {
  const problems = new Problems()
  for (const page of pages()) {
    const js = await shippedJs(page.html, dist)
    if (js.islands === 0 && js.bytes > js.shell)
      problems.add(page, `${js.bytes - js.shell} B of JavaScript without an island (besides the theme's head script)`)
    if (js.bytes > budgets.jsBytesWithIslands)
      problems.add(page, `${js.bytes} B of JavaScript gzip, over the budget of ${budgets.jsBytesWithIslands} B`)
  }
  expect(problems.lines).toEqual([])
})
