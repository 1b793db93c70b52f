/**
 * Checks every page of the build with the Nu Html Checker (the W3C validator, `vnu-jar`), and
 * fails on any error it reports but the few on the allow-list below, each a gap of the checker
 * rather than of the page.
 *
 *   npm run test:html [-- --root dist]
 *
 * The checker is Java: Debian's `default-jre-headless` (`.ci/run` installs it). Without Java the
 * check says so and skips itself, except in CI (CI set), where that is a failure.
 */
import { spawnSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { join, relative, resolve } from "node:path"
import { parseArgs } from "node:util"

/** Messages the checker reports that are not errors of the page, each with the reason. */
export const allowed: readonly { message: RegExp; reason: string }[] = [
  {
    message: /^CSS: Unrecognized at-rule “@view-transition”/,
    reason:
      "the opt-in to cross-document view transitions (CSS View Transitions Level 2), which the checker's CSS parser does not know yet",
  },
]

type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string }

const { values } = parseArgs({ options: { root: { type: "string", default: process.env.DIST_DIR ?? "dist" } } })
const root = resolve(values.root)

const pages = (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => file.endsWith(".html"))
  .map((file) => join(root, file))

if (spawnSync("java", ["-version"]).error) {
  const message = "Java is not installed (Debian: apt-get install default-jre-headless): the HTML check is skipped."
  if (process.env.CI) {
    console.error(message.replace("is skipped", "cannot run"))
    process.exit(1)
  }
  console.log(message)
  process.exit(0)
}

const jar = String(createRequire(import.meta.url)("vnu-jar"))
const started = performance.now()
// Pages go in batches: one JVM for all of them, without overrunning the command line.
const messages: Message[] = []
for (let start = 0; start < pages.length; start += 400) {
  const run = spawnSync(
    "java",
    ["-jar", jar, "--errors-only", "--format", "json", ...pages.slice(start, start + 400)],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  // The checker writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] }
  messages.push(...report.messages)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)

const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
const excused = errors.filter((m) => allowed.some((entry) => entry.message.test(m.message)))
const failures = errors.filter((m) => !excused.includes(m))

const where = (m: Message) => `${m.url ? relative(root, new URL(m.url).pathname) : "?"}:${m.lastLine ?? "?"}`
for (const m of failures) console.error(`${where(m)}: ${m.message}`)
for (const entry of allowed) {
  const count = excused.filter((m) => entry.message.test(m.message)).length
  console.log(`allowed (${count}×): ${entry.message.source} (${entry.reason})`)
}
console.log(
  `Nu Html Checker: ${pages.length} pages in ${seconds} s, ${failures.length} errors` +
    (excused.length ? ` (and ${excused.length} allowed)` : ""),
)
if (failures.length > 0) process.exit(1)
