/**
 * What every page's <head> carries for the first paint and the next click: the theme's script
 * before anything is drawn, the browser bar's colours, and the rules that prefetch the next page.
 * Whether the browser runs them as meant is the browser suite's (theme.spec.ts, navigation.spec.ts).
 */
import { expect, test } from "vitest"

import { speculationRules, speculationRulesScript } from "#/lib/speculation-rules.ts"
import { themeColors } from "#/lib/theme-color.ts"
import { themeScript } from "#/lib/theme-script.ts"
import { pages, Problems } from "./pages"

test("every page starts with the theme's script, ahead of its stylesheets and its body", () => {
  const problems = new Problems()
  for (const page of pages()) {
    const head = page.html.slice(0, page.html.indexOf("</head>"))
    const at = head.indexOf(`<script>${themeScript}</script>`)
    if (at < 0) problems.add(page, "no theme script in <head> (or not the one src/lib/theme-script.ts writes)")
    else if (head.includes('rel="stylesheet"') && head.indexOf('rel="stylesheet"') < at)
      problems.add(page, "the theme script comes after a stylesheet: the first frame could be drawn in the wrong theme")
  }
  expect(problems.lines).toEqual([])
})

test("every page gives the browser's bar the brand colour in light and the page's colour in dark", () => {
  const colors = themeColors()
  const expected = JSON.stringify([
    { media: "(prefers-color-scheme: light)", content: colors.light },
    { media: "(prefers-color-scheme: dark)", content: colors.dark },
  ])
  const problems = new Problems()
  for (const page of pages()) {
    const metas = page
      .$('head > meta[name="theme-color"]')
      .toArray()
      .map((meta) => ({ media: meta.attribs.media, content: meta.attribs.content }))
    if (JSON.stringify(metas) !== expected) problems.add(page, `theme-color is ${JSON.stringify(metas)}`)
  }
  expect(problems.lines).toEqual([])
})

test("every page carries the speculation rules in its <head>, as valid JSON", () => {
  const problems = new Problems()
  for (const page of pages()) {
    const rules = page.$('head > script[type="speculationrules"]').toArray()
    const source = rules[0] ? page.$(rules[0]).text() : undefined
    if (rules.length !== 1 || source !== speculationRulesScript)
      problems.add(
        page,
        `${rules.length} speculation rules scripts in <head>, not the one src/lib/speculation-rules.ts writes`,
      )
    else if (JSON.stringify(JSON.parse(source)) !== JSON.stringify(speculationRules))
      problems.add(page, "the speculation rules do not parse to the configured rules")
  }
  expect(problems.lines).toEqual([])
})
