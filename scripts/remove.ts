/**
 * Removes part of the site with everything only it uses:
 *
 *   npm run remove -- home-6            a home variant (or its name: cold-email)
 *   npm run remove -- faq-3 /pricing-2/ inner pages, by name or path
 *   npm run remove -- portfolio         a menu group: every page it lists (the portfolio layouts)
 *   npm run remove -- ar                a language
 *   npm run remove -- --keep home-7     Home 7 becomes the home page at / and the other nine go
 *   add --dry-run to print the plan and change nothing
 *
 * For a page it removes the route file and its entry in src/lib/routes.ts, the menu and footer
 * links to it (in every language), the copy and visuals nothing else imports, a home's accent block
 * and mark, the page's export of a shared copy module, its browser tests (the blocks that start
 * with `needsRoutes(…)` naming it) and its reference pictures. For a language: its entry in
 * src/i18n/languages.ts, its words in every table of languages, its dictionaries and copy, and its
 * content translations. Then it asks knip what that left unused (a helper, an export) and removes
 * it too, until knip reports nothing. A link to a removed page from copy that stays stops the
 * command before it changes anything, naming the file and line: edit that copy first.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"

import ts from "typescript"

import { locales } from "#/i18n/languages.ts"
import { routes } from "#/lib/routes.ts"
import { runCommand, Stop } from "./structure/command.ts"
import { entryFiles, importGraph, listFiles, reachable, resolveImport } from "./structure/project.ts"
import {
  applyEdits,
  constValue,
  cutItem,
  cutStatement,
  declaredNames,
  parse,
  parseText,
  property,
  propertyName,
  pruneUnused,
  replaceNode,
  stringProperty,
  unwrap,
  walk,
  writeAll,
  type Edit,
  type Source,
} from "./structure/source.ts"

const root = process.cwd()
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: "string" }, "dry-run": { type: "boolean", default: false } },
})

/** The project's files as the removal sees them: read once, edited in memory, written at the end. */
class Workspace {
  readonly files = listFiles(root)
  readonly changed = new Map<string, string>()
  readonly deleted = new Set<string>()
  readonly moved = new Map<string, string>()

  read(file: string): string {
    return this.changed.get(file) ?? readFileSync(join(root, file), "utf8")
  }
  source(file: string): Source {
    return parseText(file, this.read(file))
  }
  edit(file: string, edits: readonly Edit[]): void {
    if (edits.length > 0) this.changed.set(file, applyEdits(this.read(file), edits))
  }
  remove(file: string): void {
    this.deleted.add(file)
  }
  live(): string[] {
    return [...this.files, ...this.moved.values()].filter((file) => !this.deleted.has(file))
  }
}

const ws = new Workspace()
const routePaths = new Set<string>(routes.map((route) => route.path))
const languageCodes = Object.keys(locales).filter((code) => code !== "en")
const notes: string[] = []
/** A top-level menu entry went: every page's header looks different. */
let menuChanged = false

// ── What to remove ──

const removedPaths = new Set<string>()
const removedLanguages = new Set<string>()
let keep: string | undefined

function routeOf(word: string): string | undefined {
  const path = word.startsWith("/") ? word : `/${word.replace(/\/$/, "")}/`
  if (routePaths.has(path)) return path
  // A home variant by its name: the route file that imports src/data/homes/<name>.ts.
  const module = `src/data/homes/${word}.ts`
  if (!existsSync(join(root, module))) return undefined
  const pages = ws.files.filter((file) => file.startsWith("src/pages/") && file.endsWith(".astro"))
  const page = pages.find((file) => ws.read(file).includes(`#/data/homes/${word}.ts"`))
  return page ? pathOfRouteFile(page) : undefined
}

function pathOfRouteFile(file: string): string {
  const slug = file
    .replace(/^src\/pages\/(\[\.\.\.locale\]\/)?/, "")
    .replace(/(\/index)?\.astro$/, "")
    .replace(/^index$/, "")
  return slug === "" ? "/" : `/${slug}/`
}

function menuGroupPaths(id: string): string[] | undefined {
  const site = ws.source("src/data/site.ts")
  const menu = constValue(site, "mainMenu")
  if (!menu) return undefined
  for (const node of walk(menu))
    if (ts.isObjectLiteralExpression(node) && stringProperty(node, "id") === id)
      return [...walk(node)]
        .filter(ts.isObjectLiteralExpression)
        .map((link) => stringProperty(link, "href"))
        .filter((href): href is string => href !== undefined && href !== "/")
  return undefined
}

function resolveTargets(): void {
  if (values.keep) {
    const path = routeOf(values.keep)
    const home = routes.find((route) => route.path === path)
    if (!home || home.group !== "home" || home.path === "/")
      throw new Stop(`--keep takes a home variant (home-2 … home-10 or its name), not "${values.keep}"`)
    keep = home.path
    for (const route of routes) if (route.group === "home" && route.path !== keep) removedPaths.add(route.path)
  }
  for (const word of positionals) {
    if (languageCodes.includes(word)) {
      removedLanguages.add(word)
      continue
    }
    if (word === "en") throw new Stop("English is the site's default language and stays")
    const path = routeOf(word)
    if (path === "/" || path === "/home/")
      throw new Stop(`The home page stays: to make another home the home page, use --keep <home>`)
    if (path === "/404") throw new Stop("The 404 page stays: hosts serve it for every address that is not a page")
    const paths = path ? [path] : menuGroupPaths(word)
    if (!paths)
      throw new Stop(
        `"${word}" is not a route (${[...routePaths].join(" ")}), a home's name, a menu group or a language (${languageCodes.join(", ")})`,
      )
    for (const each of paths) removedPaths.add(each)
  }
  if (removedPaths.size === 0 && removedLanguages.size === 0)
    throw new Stop("Name what to remove: npm run remove -- home-6 | faq-3 | portfolio | ar | --keep home-7")
}

// ── Pages ──

function routeFiles(path: string): string[] {
  const slug = path.replace(/^\/|\/$/g, "")
  const prefixes = ["src/pages/", "src/pages/[...locale]/"]
  return ws.files.filter((file) =>
    prefixes.some((prefix) =>
      slug === ""
        ? file === `${prefix}index.astro`
        : file === `${prefix}${slug}.astro` ||
          file === `${prefix}${slug}/index.astro` ||
          file.startsWith(`${prefix}${slug}/`),
    ),
  )
}

function removeRoutes(): void {
  const file = "src/lib/routes.ts"
  const source = ws.source(file)
  const list = constValue(source, "routes")
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Stop(`${file}: no routes list`)
  const edits: Edit[] = []
  for (const entry of list.elements) {
    if (!ts.isObjectLiteralExpression(entry)) continue
    const path = stringProperty(entry, "path") ?? ""
    if (removedPaths.has(path) || (keep && (path === "/" || stringProperty(entry, "canonical") === "/")))
      edits.push(cutItem(entry))
    else if (path === keep) {
      const value = property(entry, "path")?.initializer
      if (value) edits.push(replaceNode(value, `"/"`))
    }
  }
  ws.edit(file, edits)
}

/** Index steps from a list's root to an entry, so the same entry can be found in each language's words. */
type Step = number | string

function linkEdits(list: ts.Expression, removed: (href: string) => boolean): Step[][] {
  const cut: Step[][] = []
  const visit = (array: ts.ArrayLiteralExpression, at: Step[], childKey: string): boolean => {
    let left = array.elements.length
    array.elements.forEach((element, index) => {
      if (!ts.isObjectLiteralExpression(element)) return
      const href = stringProperty(element, "href")
      const children = property(element, childKey)?.initializer
      const emptied =
        children && ts.isArrayLiteralExpression(children) && visit(children, [...at, index, childKey], childKey)
      if ((href !== undefined && removed(href)) || emptied) {
        cut.push([...at, index])
        left--
      }
    })
    return left === 0
  }
  if (ts.isArrayLiteralExpression(list)) visit(list, [], "children")
  else if (ts.isObjectLiteralExpression(list)) {
    const columns = property(list, "columns")?.initializer
    if (columns && ts.isArrayLiteralExpression(columns))
      columns.elements.forEach((column, index) => {
        const links = ts.isObjectLiteralExpression(column) ? property(column, "links")?.initializer : undefined
        if (links && ts.isArrayLiteralExpression(links) && visit(links, ["columns", index, "links"], "links"))
          cut.push(["columns", index])
      })
  }
  // A cut inside a cut entry is already gone with it.
  return cut.filter(
    (steps) => !cut.some((other) => other.length < steps.length && other.every((s, i) => s === steps[i])),
  )
}

function follow(node: ts.Expression, steps: readonly Step[]): ts.Expression | undefined {
  let current: ts.Expression | undefined = unwrap(node)
  for (const step of steps) {
    if (!current) return undefined
    if (typeof step === "number") current = ts.isArrayLiteralExpression(current) ? current.elements[step] : undefined
    else current = ts.isObjectLiteralExpression(current) ? property(current, step)?.initializer : undefined
    if (current) current = unwrap(current)
  }
  return current
}

/** The menu and the footer lose their links to removed pages, in English and in every language's words. */
function removeLinks(): void {
  const removed = (href: string) => removedPaths.has(href.split("#")[0] ?? "") || (keep !== undefined && href === keep)
  const site = ws.source("src/data/site.ts")
  const dictionaries = ws.files.filter((file) => /^src\/i18n\/ui\.(?!en\.|ts$)[\w-]+\.ts$/.test(file))
  for (const [name, key] of [
    ["mainMenu", "menu"],
    ["footer", "footer"],
  ] as const) {
    const list = constValue(site, name)
    if (!list) continue
    const cuts = linkEdits(list, removed)
    if (name === "mainMenu" && cuts.some((steps) => steps.length === 1)) menuChanged = true
    ws.edit(
      "src/data/site.ts",
      cuts
        .map((steps) => follow(list, steps))
        .filter(isNode)
        .map(cutItem),
    )
    for (const file of dictionaries) {
      const words = ws.source(file)
      const object = words.tree.statements
        .flatMap((s) => (ts.isVariableStatement(s) ? [...s.declarationList.declarations] : []))
        .map((d) => (d.initializer ? unwrap(d.initializer) : undefined))
        .find((value): value is ts.ObjectLiteralExpression => !!value && ts.isObjectLiteralExpression(value))
      const start = object && property(object, key)?.initializer
      if (!start) continue
      ws.edit(
        file,
        cuts
          .map((steps) => follow(start, steps))
          .filter(isNode)
          .map(cutItem),
      )
    }
  }
}

function isNode<T>(node: T | undefined): node is T {
  return node !== undefined
}

/** Browser and unit tests: the blocks that declare they need a removed route or language. */
function removeTests(): void {
  for (const file of ws.files.filter((f) => f.startsWith("tests/") && f.endsWith(".ts"))) {
    const source = ws.source(file)
    const edits: Edit[] = []
    for (const node of walk(source.tree)) {
      if (
        ts.isExpressionStatement(node) &&
        ts.isCallExpression(node.expression) &&
        needsRemoved(source, node.expression)
      )
        edits.push(cutStatement(node))
      // A language's entry in a test's list of pages (`localePath("ar", "/pricing/")`).
      if (ts.isArrayLiteralExpression(node))
        for (const element of node.elements)
          if ([...walk(element)].some((inner) => namesRemovedLanguage(inner))) edits.push(cutItem(element))
      if (keep && ts.isStringLiteral(node) && node.text === keep) edits.push(replaceNode(node, `"/"`))
    }
    ws.edit(file, edits)
  }
}

function needsRemoved(source: Source, call: ts.CallExpression): boolean {
  const body = call.arguments.at(-1)
  if (!body || !(ts.isArrowFunction(body) || ts.isFunctionExpression(body)) || !ts.isBlock(body.body)) return false
  return body.body.statements.some((statement) => {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return false
    const callee = statement.expression.expression.getText(source.tree)
    const named = statement.expression.arguments.flatMap((argument) => literals(source, argument))
    // With --keep, "/" stays (the kept home): a block that needs a home page keeps it, one about
    // the former home's copy goes with the copy (below, in run()).
    if (callee === "needsRoutes") return named.some((path) => removedPaths.has(path) && !(keep && path === "/"))
    if (callee === "needsLanguages") return named.some((code) => removedLanguages.has(code))
    return false
  })
}

/** The string literals an argument names, following `...list` to a `const list = [...]` of the file. */
function literals(source: Source, node: ts.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text]
  if (ts.isSpreadElement(node) && ts.isIdentifier(node.expression)) {
    const name = node.expression.text
    for (const declaration of [...walk(source.tree)].filter(ts.isVariableDeclaration))
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
        return [...walk(declaration.initializer)].filter(ts.isStringLiteralLike).map((s) => s.text)
  }
  return []
}

function namesRemovedLanguage(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || node.expression.getText() !== "localePath") return false
  const first = node.arguments[0]
  return !!first && ts.isStringLiteralLike(first) && removedLanguages.has(first.text)
}

/** A page that used one export of a shared copy module (`pageCopy.faq[locale].faq3`) takes that export with it. */
function removeSharedCopy(routeFilesGone: readonly string[]): void {
  const usage = /pageCopy\.(\w+)(?:\[[^\]]+\]\.(\w+))?/g
  const gone = new Set(
    routeFilesGone.flatMap((file) => [...ws.read(file).matchAll(usage)].map((m) => `${m[1]}.${m[2] ?? ""}`)),
  )
  const pagesFile = "src/i18n/pages.ts"
  if (gone.size === 0 || !ws.files.includes(pagesFile)) return
  const stillUsed = new Set(
    ws
      .live()
      .filter((file) => file.startsWith("src/") && file !== pagesFile)
      .flatMap((file) => [...ws.read(file).matchAll(usage)].flatMap((m) => [`${m[1]}.`, `${m[1]}.${m[2] ?? ""}`])),
  )
  const source = ws.source(pagesFile)
  const copy = constValue(source, "pageCopy")
  if (!copy || !ts.isObjectLiteralExpression(copy)) return
  const edits: Edit[] = []
  for (const entry of copy.properties) {
    const key = propertyName(entry)
    if (!key || ![...gone].some((g) => g.startsWith(`${key}.`))) continue
    if (!stillUsed.has(`${key}.`)) {
      edits.push(cutItem(entry))
      continue
    }
    // Some pages still read this module: remove only the exports no page reads any more.
    const exports = [...gone].filter((g) => g.startsWith(`${key}.`) && g !== `${key}.` && !stillUsed.has(g))
    if (exports.length === 0) continue
    for (const module of modulesOf(source, entry)) {
      const words = ws.source(module)
      ws.edit(
        module,
        words.tree.statements
          .filter((s) => declaredNames(s).some((name) => exports.includes(`${key}.${name}`)))
          .map(cutStatement),
      )
    }
  }
  ws.edit(pagesFile, edits)
}

/** The copy modules a `translated(english, { de, ar })` entry of pageCopy names. */
function modulesOf(source: Source, entry: ts.ObjectLiteralElementLike): string[] {
  const names = [...walk(entry)].filter(ts.isIdentifier).map((id) => id.text)
  const modules: string[] = []
  for (const statement of source.tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const bound = statement.importClause?.namedBindings
    if (bound && ts.isNamespaceImport(bound) && names.includes(bound.name.text)) {
      const file = resolveImport(root, source.path, statement.moduleSpecifier.text)
      if (file) modules.push(file)
    }
  }
  return modules
}

/** A home's accent block and mark go when no page that stays uses them. */
function removeBrand(dataFiles: readonly string[]): void {
  const live = ws.live().filter((file) => file.startsWith("src/") && !dataFiles.includes(file))
  const liveText = live.map((file) => ws.read(file)).join("\n")
  for (const file of dataFiles) {
    const text = ws.read(file)
    const accent = /\baccent: "([\w-]+)"/.exec(text)?.[1]
    const mark = /\bmark: "([\w-]+)"/.exec(text)?.[1]
    if (accent && !new RegExp(`accent: "${accent}"`).test(liveText)) {
      const css = "src/styles/global.css"
      const block = new RegExp(`\\n\\[data-brand="${accent}"\\] \\{[^}]*\\}\\n`)
      const cssText = ws.read(css)
      const match = block.exec(cssText)
      if (match) ws.edit(css, [{ start: match.index, end: match.index + match[0].length - 1, text: "" }])
      const logo = ws.source("src/components/ui/logo.tsx")
      const edits = [...walk(logo.tree)]
        .filter(
          (node) => ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) && node.literal.text === accent,
        )
        .map((node) => ({ start: node.getFullStart(), end: node.getEnd(), text: "" }))
      // A union member is written `| "x"` on its own line: take the bar too.
      ws.edit(
        "src/components/ui/logo.tsx",
        edits.map((edit) => {
          const before = logo.text.lastIndexOf("|", edit.start)
          return {
            ...edit,
            start: before >= 0 && logo.text.slice(before + 1, edit.start).trim() === "" ? before : edit.start,
          }
        }),
      )
    }
    if (accent && !new RegExp(`accent: "${accent}"`).test(liveText)) {
      // And its own type (src/config/fonts.ts), keyed by the accent the union no longer has.
      const fontsFile = "src/config/fonts.ts"
      const faces = constValue(ws.source(fontsFile), "productFonts")
      const entry = faces && ts.isObjectLiteralExpression(faces) ? property(faces, accent) : undefined
      if (entry) ws.edit(fontsFile, [cutItem(entry)])
    }
    if (mark && !new RegExp(`mark: "${mark}"`).test(liveText)) {
      const marksFile = "src/lib/art/logo-marks.ts"
      const marks = constValue(ws.source(marksFile), "marks")
      const entry = marks && ts.isObjectLiteralExpression(marks) ? property(marks, mark) : undefined
      if (entry) ws.edit(marksFile, [cutItem(entry)])
    }
  }
}

// ── Languages ──

function removeLanguages(): void {
  if (removedLanguages.size === 0) return
  const codes = [...removedLanguages]
  const others = new Set(["en", ...languageCodes])
  for (const file of ws.files.filter((f) => /^(src|tests)\/.*\.(ts|tsx|astro)$/.test(f) || f === "astro.config.ts")) {
    const source = ws.source(file)
    const edits: Edit[] = []
    for (const node of walk(source.tree)) {
      // A table of languages ({ en: …, de: …, ar: … }, translated(x, { de, ar }), the locales table) loses the entry.
      if (ts.isObjectLiteralExpression(node)) {
        const keys = node.properties.map(propertyName)
        for (const entry of node.properties) {
          const key = propertyName(entry)
          if (key && codes.includes(key) && keys.some((k) => k !== key && k && others.has(k)))
            edits.push(cutItem(entry))
        }
      }
      // A route's list of languages (`languages: ["de", "ar"]`).
      if (ts.isPropertyAssignment(node) && propertyName(node) === "languages") {
        const list = unwrap(node.initializer)
        if (!ts.isArrayLiteralExpression(list)) continue
        const cut = list.elements.filter((e) => ts.isStringLiteralLike(e) && codes.includes(e.text))
        if (cut.length === list.elements.length && cut.length > 0) edits.push(cutItem(node))
        else edits.push(...cut.map(cutItem))
      }
    }
    ws.edit(file, edits)
  }
  // The content collections' translations are files, not imports.
  for (const file of ws.files)
    if (codes.some((code) => file.startsWith("src/content/") && file.split("/").includes(code))) ws.remove(file)
}

// ── Checks and writing ──

/** A link to a removed page from copy that stays: stop and name it, before anything is written. */
function checkLinks(): void {
  // With --keep, "/" stays a page (the kept home).
  const paths = [...removedPaths].filter((path) => path !== "/")
  const problems: string[] = []
  for (const file of ws.live().filter((f) => /^src\/.*\.(ts|tsx|astro|md|mdx|yaml|json)$/.test(f))) {
    if (file === "src/lib/routes.ts") continue
    const lines = ws.read(file).split("\n")
    lines.forEach((line, index) => {
      for (const path of paths) {
        const at = `${path.replace(/[/-]/g, "\\$&")}(#[^"'\\s)]*)?`
        // A string ("/faq-3/"), a Markdown link ((/faq-3/)) or a bare YAML value (link: /faq-3/); not a comment's words.
        const link = /\.mdx?$/.test(file)
          ? `\\]\\(${at}\\)`
          : file.endsWith(".yaml")
            ? `:\\s*["']?${at}["']?\\s*$`
            : `["']${at}["']`
        if (new RegExp(link).test(line)) problems.push(`${file}:${index + 1} links to ${path}`)
      }
    })
  }
  if (problems.length > 0)
    throw new Stop(
      `These links lead to a page being removed; change them first, then run the command again:\n  ${problems.join("\n  ")}`,
    )
}

function run(): void {
  resolveTargets()
  const before = reachable(
    importGraph(root, ws.live(), (f) => ws.read(f)),
    entryFiles(ws.live()),
  )

  const pageFiles = [...removedPaths].flatMap(routeFiles)
  if (keep) {
    // The kept home moves to the root: its route file becomes src/pages/index.astro, its path "/".
    const [file] = routeFiles(keep)
    if (!file) throw new Stop(`No route file for ${keep}`)
    const homeFiles = routeFiles("/").concat(routeFiles("/home/"))
    for (const each of homeFiles) ws.remove(each)
    ws.changed.set("src/pages/index.astro", ws.read(file).replaceAll(`"${keep}"`, `"/"`))
    ws.moved.set(file, "src/pages/index.astro")
    pageFiles.push(file, ...homeFiles)
  }
  for (const file of pageFiles) ws.remove(file)
  // A removed page's copy goes with its route: its content file, named after the route (Home 1's,
  // at / and /home/, is home.yaml), and its translations in the language folders beside it. The
  // kept home's stays, since its new route file reads it.
  for (const path of removedPaths) {
    const name = path.replace(/^\/|\/$/g, "") || "home"
    const own = (file: string) =>
      file === `src/content/pages/${name}.yaml` || new RegExp(`^src/content/pages/[^/]+/${name}\\.yaml$`).test(file)
    for (const content of ws.files.filter(own)) ws.remove(content)
  }

  removeRoutes()
  removeLinks()
  removeTests()
  removeSharedCopy(pageFiles)
  removeLanguages()

  // Prune what the cuts left unused, then delete the modules nothing reaches any more.
  for (const file of [...ws.changed.keys()]) ws.changed.set(file, pruneUnused(file, ws.read(file)))
  const after = reachable(
    importGraph(root, ws.live(), (f) => ws.read(f)),
    entryFiles(ws.live()),
  )
  const orphans = [...before].filter((file) => !after.has(file) && file.startsWith("src/") && !ws.deleted.has(file))
  removeBrand(orphans.filter((file) => file.startsWith("src/data/homes/")))
  for (const file of orphans) ws.remove(file)
  for (const file of [...ws.changed.keys()])
    if (file.startsWith("src/")) ws.changed.set(file, pruneUnused(file, ws.read(file)))

  // A test file whose every block went with the pages goes too; a test's imports of deleted modules go.
  for (const file of ws.live().filter((f) => f.startsWith("tests/") && f.endsWith(".ts"))) {
    const source = ws.source(file)
    const imports = source.tree.statements.filter(
      (s): s is ts.ImportDeclaration =>
        ts.isImportDeclaration(s) &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        importsDeleted(file, s.moduleSpecifier.text),
    )
    if (imports.length > 0) {
      ws.edit(file, imports.map(cutStatement))
      cutReaders(file, new Set(imports.flatMap((s) => importedNames(s))))
    }
    if (!ws.changed.has(file)) continue
    ws.changed.set(file, pruneUnused(file, ws.read(file)))
    // A suite with no test left goes.
    if (/\.(spec|test)\.ts$/.test(file) && !/\b(test|describe)(\.\w+)*\(/.test(ws.read(file))) ws.remove(file)
  }
  // The reference pictures of the pages that go (home-6-390-light-….png); the kept home's too, as
  // it now has the site's menu at another address (npm run test:visual:update draws it anew).
  const shots = [...removedPaths, ...(keep ? [keep] : [])].map((path) => path.replace(/^\/|\/$/g, "") || "home-1")
  for (const file of ws.files.filter((f) => f.startsWith("tests/e2e/visual.spec.ts-snapshots/")))
    if (shots.some((slug) => new RegExp(`^${slug}-\\d+-(light|dark)-`).test(file.split("/").at(-1) ?? "")))
      ws.remove(file)
  if (keep || menuChanged)
    notes.push("The header or the pages changed: `npm run test:visual:update` draws the reference pictures anew.")

  checkLinks()

  const deleted = [...ws.deleted].sort()
  const changed = [...ws.changed.keys()].filter((file) => !ws.deleted.has(file)).sort()
  console.log(`Removing ${[...removedPaths, ...removedLanguages].join(", ")}${keep ? `; ${keep} becomes /` : ""}`)
  console.log(`  deleted (${deleted.length}):\n    ${deleted.join("\n    ")}`)
  console.log(`  changed (${changed.length}):\n    ${changed.join("\n    ")}`)
  for (const note of notes) console.log(`  ${note}`)
  if (values["dry-run"]) return

  for (const file of deleted) rmSync(join(root, file), { force: true })
  writeAll(new Map(changed.map((file) => [join(root, file), ws.read(file)])), root)
  tidyWithKnip()
  console.log("Done. `npm run check` and `npm run build` confirm it; `git status` shows every change.")
}

/**
 * What reads a deleted module's copy goes with it: an entry of a list (`{ path: "/home-2/", band:
 * liveChat.customers }`) when the list's other entries stay, else the whole statement, and then
 * whatever reads what that statement declared, until nothing does.
 */
function cutReaders(file: string, gone: Set<string>): void {
  const reads = (node: ts.Node) => [...walk(node)].some((n) => ts.isIdentifier(n) && gone.has(n.text))
  const lists = [...walk(ws.source(file).tree)].filter(ts.isArrayLiteralExpression)
  ws.edit(
    file,
    lists.flatMap((list) => {
      const cut = list.elements.filter(reads)
      return cut.length < list.elements.length ? cut.map(cutItem) : []
    }),
  )
  for (;;) {
    const statements = ws.source(file).tree.statements.filter((s) => !ts.isImportDeclaration(s) && reads(s))
    if (statements.length === 0) return
    for (const statement of statements) for (const name of declaredNames(statement)) gone.add(name)
    ws.edit(file, statements.map(cutStatement))
  }
}

type KnipReport = {
  issues: { file: string; files?: unknown[]; exports?: { name: string }[]; types?: { name: string }[] }[]
}

/**
 * What is left unused a step further (a test helper only the removed blocks called, an export only
 * a removed page read) is what knip reports: delete it the same way, and ask again until it reports
 * nothing, so `npm run check` stays green.
 */
function tidyWithKnip(): void {
  for (let round = 0; round < 6; round++) {
    // The report goes to a file: loading the Astro config prints the integrations' lines on stdout.
    const output = join(tmpdir(), `knip-${process.pid}.json`)
    spawnSync(
      process.execPath,
      [join(root, "node_modules/knip/bin/knip.js"), "--reporter", "json", "--output-file", output, "--no-exit-code"],
      { cwd: root, stdio: "ignore" },
    )
    const report = JSON.parse(readFileSync(output, "utf8")) as KnipReport
    rmSync(output, { force: true })
    const changed = new Map<string, string>()
    let removed = 0
    for (const issue of report.issues.filter((i) => /^(src|tests)\//.test(i.file))) {
      if (issue.files?.length) {
        rmSync(join(root, issue.file), { force: true })
        console.log(`    unused after the removal, deleted: ${issue.file}`)
        removed++
        continue
      }
      const names = [...(issue.exports ?? []), ...(issue.types ?? [])].map((e) => e.name)
      if (names.length === 0) continue
      const source = parse(join(root, issue.file))
      const cut = source.tree.statements.filter((s) => declaredNames(s).some((name) => names.includes(name)))
      if (cut.length === 0) continue
      changed.set(join(root, issue.file), pruneUnused(issue.file, applyEdits(source.text, cut.map(cutStatement))))
      console.log(`    unused after the removal, cut from ${issue.file}: ${names.join(", ")}`)
    }
    if (changed.size === 0 && removed === 0) return
    writeAll(changed, root)
  }
}

function importedNames(declaration: ts.ImportDeclaration): string[] {
  const clause = declaration.importClause
  const bound = clause?.namedBindings
  return [
    ...(clause?.name ? [clause.name.text] : []),
    ...(bound && ts.isNamespaceImport(bound) ? [bound.name.text] : []),
    ...(bound && ts.isNamedImports(bound) ? bound.elements.map((e) => e.name.text) : []),
  ]
}

function importsDeleted(from: string, specifier: string): boolean {
  // The files are still on disk until the end: resolve as the graph does, then ask the plan.
  const file = resolveImport(root, from, specifier)
  return file !== undefined && ws.deleted.has(file)
}

runCommand(run)
