/**
 * What a module loads when it runs: its imports and re-exports that are not type-only, resolved to
 * the project's own files (packages left out). The layers test and the plain-Node test walk it.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import ts from "typescript"

import { resolveImport } from "../../scripts/structure/project.ts"
import { parseText } from "../../scripts/structure/source.ts"

export function runtimeImports(root: string, file: string): string[] {
  const { tree } = parseText(file, readFileSync(join(root, file), "utf8"))
  const specifiers = tree.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword)
      return [(statement.moduleSpecifier as ts.StringLiteral).text]
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
      return [(statement.moduleSpecifier as ts.StringLiteral).text]
    return []
  })
  return specifiers.map((specifier) => resolveImport(root, file, specifier)).filter((f): f is string => !!f)
}
