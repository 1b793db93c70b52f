/**
 * Source edits for the structure commands (scripts/remove.ts, scripts/add.ts): the TypeScript
 * parser finds the node (a route entry, a menu link, a test block, an export), and the edit cuts
 * its text out of the file, so the rest of the file keeps its formatting and comments. Prettier
 * tidies the commas and blank lines a cut leaves (`format` below).
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"

import ts from "typescript"

export type Edit = { start: number; end: number; text: string }

/** A file's text and its syntax tree; an .astro file's frontmatter is parsed as TypeScript in place. */
export type Source = { path: string; text: string; tree: ts.SourceFile }

export function parseText(path: string, text: string): Source {
  // In an .astro file everything after the closing fence is markup: blank it out (keeping offsets)
  // so the parser reads the frontmatter alone.
  const code = path.endsWith(".astro") ? frontmatterOnly(text) : text
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return { path, text, tree: ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind) }
}

export function parse(path: string): Source {
  return parseText(path, readFileSync(path, "utf8"))
}

function frontmatterOnly(text: string): string {
  const match = /^---\n([\s\S]*?)\n---/.exec(text)
  if (!match) return " ".repeat(text.length)
  const start = 4
  const end = start + (match[1] ?? "").length
  return " ".repeat(start) + text.slice(start, end) + text.slice(end).replace(/[^\n]/g, " ")
}

/** Applies edits (from the end backwards); an edit inside another one that removes text is dropped. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end)
  let result = text
  let floor = Infinity
  for (const edit of sorted) {
    if (edit.end > floor) continue
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
    floor = edit.start
  }
  return result
}

/** Cuts a list item (an array element, a property, a union member) with the comma after it. */
export function cutItem(node: ts.Node): Edit {
  const text = node.getSourceFile().text
  let end = node.getEnd()
  const comma = /^[ \t]*,/.exec(text.slice(end))
  if (comma) end += comma[0].length
  return { start: node.getFullStart(), end, text: "" }
}

/** Cuts a statement with the comments above it. */
export function cutStatement(node: ts.Node): Edit {
  return { start: node.getFullStart(), end: node.getEnd(), text: "" }
}

export function replaceNode(node: ts.Node, text: string): Edit {
  return { start: node.getStart(), end: node.getEnd(), text }
}

export function* walk(node: ts.Node): Generator<ts.Node> {
  yield node
  for (const child of node.getChildren()) yield* walk(child)
}

/** A property's name, whether written `name:`, `"name":` or as a shorthand. */
export function propertyName(node: ts.Node): string | undefined {
  if (!ts.isPropertyAssignment(node) && !ts.isShorthandPropertyAssignment(node)) return undefined
  const name = node.name
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return undefined
}

export function property(object: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return object.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === name,
  )
}

/** A property's value when it is a string literal (`href: "/about/"`). */
export function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(object, name)?.initializer
  return value && ts.isStringLiteralLike(value) ? value.text : undefined
}

/** The initializer of a top-level `const name = …`, with `as const` and `satisfies` peeled off. */
export function constValue(source: Source, name: string): ts.Expression | undefined {
  for (const statement of source.tree.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
        return unwrap(declaration.initializer)
  }
  return undefined
}

export function unwrap(node: ts.Expression): ts.Expression {
  let current = node
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression
  return current
}

/** The names a top-level statement declares (a variable, a function, a type, an import's bindings). */
export function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isClassDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.text]
  return []
}

export function isExported(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  )
}

/** Whether an identifier names a binding (not a property's name: `x.name`, `{ name: … }`). */
function isReference(id: ts.Identifier): boolean {
  const parent = id.parent
  if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && id !== parent.getChildAt(0)) return false
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === id
  )
    return false
  // `{ page: target }` in a destructuring pattern names the property read, not the binding `page`.
  if (ts.isBindingElement(parent) && parent.propertyName === id) return false
  return true
}

/**
 * How often a name is used outside `skip` (a statement): the references in the code, and in an
 * .astro file's markup, whose expressions are not parsed here, its word.
 */
function uses(source: Source, name: string, skip: ts.Node): number {
  let count = 0
  for (const node of walk(source.tree))
    if (
      ts.isIdentifier(node) &&
      node.text === name &&
      isReference(node) &&
      (node.pos < skip.pos || node.end > skip.end)
    )
      count++
  if (source.path.endsWith(".astro")) {
    const markup = source.text.slice(source.text.indexOf("\n---", 3) + 4)
    count +=
      markup.match(new RegExp(`(?<![\\w$])(?<![^.]\\.)${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g"))?.length ?? 0
  }
  return count
}

/**
 * Removes what a cut left unused: imported bindings nothing mentions any more, then top-level
 * declarations that are not exported and that nothing else mentions, until none is left.
 */
export function pruneUnused(path: string, text: string): string {
  let current = text
  for (;;) {
    const source = parseText(path, current)
    const edits: Edit[] = []
    for (const statement of source.tree.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause
        if (!clause) continue
        const bindings: ts.Node[] = []
        if (clause.name) bindings.push(clause.name)
        const named = clause.namedBindings
        if (named && ts.isNamespaceImport(named)) bindings.push(named.name)
        if (named && ts.isNamedImports(named)) bindings.push(...named.elements)
        const unused = bindings.filter((b) => uses(source, bindingName(b), statement) === 0)
        if (unused.length === 0) continue
        if (unused.length === bindings.length) edits.push(cutStatement(statement))
        else for (const binding of unused) if (ts.isImportSpecifier(binding)) edits.push(cutItem(binding))
        continue
      }
      if (isExported(statement)) continue
      const names = declaredNames(statement)
      if (names.length > 0 && names.every((name) => uses(source, name, statement) === 0))
        edits.push(cutStatement(statement))
    }
    if (edits.length === 0) return current
    current = applyEdits(current, edits)
  }
}

function bindingName(node: ts.Node): string {
  if (ts.isIdentifier(node)) return node.text
  if (ts.isImportSpecifier(node)) return node.name.text
  return ""
}

/** Writes each changed file and lets Prettier tidy what the cuts left (commas, blank lines). */
export function writeAll(files: ReadonlyMap<string, string>, root: string): void {
  for (const [path, text] of files) writeFileSync(path, text)
  const paths = [...files.keys()].filter((path) => /\.(ts|tsx|astro|css|json|md)$/.test(path))
  if (paths.length > 0)
    execFileSync(
      process.execPath,
      ["node_modules/prettier/bin/prettier.cjs", "--write", "--log-level=warn", ...paths],
      {
        cwd: root,
        stdio: "inherit",
      },
    )
}
