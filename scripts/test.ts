/**
 * `npm test`: every suite, in the order that lets each use what the one before made, each step's
 * name and time as it goes and a table of them at the end. It stops at the first step that fails.
 *
 *   npm test                        every step
 *   npm test -- --from browser      from a step on (the build before it is kept as it is)
 *   npm test -- --only static,html  some steps
 *
 * The unit tests need no build; one production build then serves every suite that can use it (the
 * static checks, the Nu Html Checker, the browser, the content editor and nginx). The configured
 * build (form endpoint and analytics tool) and the buyer's scenarios in a copy of the project make
 * builds of their own, without the work they do not test.
 */
import { spawnSync } from "node:child_process"
import { parseArgs } from "node:util"

type Step = { name: string; what: string; script: string }

/** The steps, each an npm script of its own (npm run <script> runs one alone). */
const steps: readonly Step[] = [
  { name: "unit", what: "unit tests (Vitest)", script: "test:unit" },
  { name: "build", what: "the production build", script: "build" },
  {
    name: "static",
    what: "every built page, parsed: structure, links, images, CSP, SEO, languages, budgets",
    script: "test:static",
  },
  { name: "html", what: "the Nu Html Checker on every built page", script: "test:html" },
  { name: "browser", what: "Chromium: each composition and behaviour once, every page swept", script: "test:e2e" },
  { name: "editor", what: "the content editor at /admin/ on a copy of the content", script: "test:cms" },
  {
    name: "configured",
    what: "a build with a form endpoint, analytics and the editor's saved content: forms, consent, events",
    script: "test:configured",
  },
  {
    name: "scenarios",
    what: "a buyer's changes in one copy (remove, keep a home, add a page and content, rebrand under a sub-path)",
    script: "test:scenarios",
  },
  { name: "nginx", what: "the build behind real nginx", script: "test:nginx" },
]

function selected(): readonly Step[] {
  const { values } = parseArgs({ options: { from: { type: "string" }, only: { type: "string" } } })
  const names = steps.map((step) => step.name)
  const unknown = [values.from, ...(values.only?.split(",") ?? [])].filter((name) => name && !names.includes(name))
  if (unknown.length > 0) throw new Error(`No step ${unknown.join(", ")}: the steps are ${names.join(", ")}`)
  if (values.only) return steps.filter((step) => values.only!.split(",").includes(step.name))
  if (values.from) return steps.slice(names.indexOf(values.from))
  return steps
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

function run(): number {
  const times: { name: string; ms: number; ok: boolean }[] = []
  const started = performance.now()
  for (const step of selected()) {
    console.log(`\n▶ ${step.name}: ${step.what}`)
    const start = performance.now()
    const result = spawnSync("npm", ["run", "--silent", step.script], { stdio: "inherit" })
    const ms = performance.now() - start
    const ok = result.status === 0
    times.push({ name: step.name, ms, ok })
    console.log(`${ok ? "✓" : "✗"} ${step.name} ${ok ? "passed" : "failed"} in ${seconds(ms)}`)
    if (!ok) break
  }
  const width = Math.max(...times.map((time) => time.name.length))
  console.log("\nnpm test, step by step:")
  for (const time of times)
    console.log(`  ${time.ok ? "✓" : "✗"} ${time.name.padEnd(width)}  ${seconds(time.ms).padStart(6)}`)
  console.log(`  ${"".padEnd(width + 2)}${seconds(performance.now() - started).padStart(6)} in all`)
  return times.every((time) => time.ok) ? 0 : 1
}

process.exitCode = run()
