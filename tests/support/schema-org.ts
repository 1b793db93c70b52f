/**
 * The schema.org vocabulary, read from schema-dts's declarations (generated from schema.org's own
 * vocabulary file), and a validator for JSON-LD: every @type must be a schema.org type, every
 * property one that type (or a supertype) has, every nested node a type the property accepts, and
 * every value of the right kind (text, number, one of an enumeration's members). No network.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import ts from "typescript"

type Range = {
  /** schema.org types a nested node may have (subtypes included). */
  types: Set<string>
  literals: Set<string>
  text: boolean
  number: boolean
  numericText: boolean
  boolean: boolean
}

export type Vocabulary = {
  /** Whether `name` is a schema.org type. */
  hasType(name: string): boolean
  /** The properties of a type, its supertypes' included, with what each accepts. */
  properties(type: string): ReadonlyMap<string, Range>
}

let cached: Vocabulary | undefined

export function schemaOrg(): Vocabulary {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const file = join(dirname(require.resolve("schema-dts/package.json")), "dist/schema.d.ts")
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false)

  const interfaces = new Map<string, ts.InterfaceDeclaration>()
  const aliases = new Map<string, ts.TypeNode>()
  // Leaf interface name → the type name in its "@type", and back.
  const leafType = new Map<string, string>()
  const typeLeaf = new Map<string, string>()
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      interfaces.set(statement.name.text, statement)
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member) || !member.type) continue
        if (propertyName(member) !== "@type") continue
        if (ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal)) {
          leafType.set(statement.name.text, member.type.literal.text)
          typeLeaf.set(member.type.literal.text, statement.name.text)
        }
      }
    } else if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type)
  }

  function rangeOf(node: ts.TypeNode, range: Range, seen: Set<string>): void {
    if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
      for (const type of node.types) rangeOf(type, range, seen)
    } else if (ts.isParenthesizedTypeNode(node)) rangeOf(node.type, range, seen)
    else if (node.kind === ts.SyntaxKind.StringKeyword) range.text = true
    else if (node.kind === ts.SyntaxKind.NumberKeyword) range.number = true
    else if (node.kind === ts.SyntaxKind.BooleanKeyword) range.boolean = true
    else if (ts.isTemplateLiteralTypeNode(node)) range.numericText = true
    else if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) range.literals.add(node.literal.text)
    else if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const name = node.typeName.text
      if (seen.has(name)) return
      seen.add(name)
      const leaf = leafType.get(name)
      if (leaf) range.types.add(leaf)
      const alias = aliases.get(name)
      if (alias) rangeOf(alias, range, seen)
    }
  }

  function propertiesOf(name: string, into: Map<string, Range>, seen: Set<string>): void {
    const declaration = interfaces.get(name)
    if (!declaration || seen.has(name)) return
    seen.add(name)
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue
      const key = propertyName(member)
      if (!key || key.startsWith("@") || into.has(key)) continue
      // SchemaValue<Accepted, "name">: the first type argument is what the property accepts.
      const accepted =
        ts.isTypeReferenceNode(member.type) && member.type.typeArguments?.[0]
          ? member.type.typeArguments[0]
          : member.type
      const range: Range = {
        types: new Set(),
        literals: new Set(),
        text: false,
        number: false,
        numericText: false,
        boolean: false,
      }
      rangeOf(accepted, range, new Set())
      into.set(key, range)
    }
    for (const clause of declaration.heritageClauses ?? [])
      for (const base of clause.types)
        if (ts.isIdentifier(base.expression)) propertiesOf(base.expression.text, into, seen)
  }

  const propertyCache = new Map<string, Map<string, Range>>()
  cached = {
    hasType: (name) => typeLeaf.has(name),
    properties(type) {
      let properties = propertyCache.get(type)
      if (!properties) {
        properties = new Map()
        const leaf = typeLeaf.get(type)
        if (leaf) propertiesOf(leaf, properties, new Set())
        propertyCache.set(type, properties)
      }
      return properties
    },
  }
  return cached
}

function propertyName(member: ts.PropertySignature): string | undefined {
  const name = member.name
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return undefined
}

const describe = (range: Range) => {
  const types = [...range.types]
  return types.length === 0 ? "no nodes" : types.length > 5 ? `${types.slice(0, 5).join(", ")}…` : types.join(", ")
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Problems in a JSON-LD document (a node, a list or an @graph), each naming where it is; an
 * empty list means valid.
 */
export function validateJsonLd(document: unknown, where = "$"): string[] {
  const vocabulary = schemaOrg()
  const problems: string[] = []

  function node(value: Record<string, unknown>, at: string, accepts?: Range): void {
    const rawType = value["@type"]
    if (rawType === undefined) {
      const keys = Object.keys(value).filter((key) => key !== "@context")
      if (keys.length === 1 && keys[0] === "@id" && typeof value["@id"] === "string") return
      problems.push(`${at}: a node without @type`)
      return
    }
    const types = Array.isArray(rawType) ? rawType : [rawType]
    for (const type of types) {
      if (typeof type !== "string" || !vocabulary.hasType(type)) {
        problems.push(`${at}: "${String(type)}" is not a schema.org type`)
        return
      }
      if (accepts && !accepts.types.has(type))
        problems.push(`${at}: a ${type} is not what this property accepts (${describe(accepts)})`)
    }
    for (const [key, property] of Object.entries(value)) {
      if (key === "@type" || key === "@id" || key === "@context") continue
      const range = types.map((type) => vocabulary.properties(type as string).get(key)).find(Boolean)
      if (!range) {
        problems.push(`${at}: ${types.join("/")} has no property "${key}"`)
        continue
      }
      check(property, `${at}.${key}`, range)
    }
  }

  function check(value: unknown, at: string, range: Range): void {
    if (Array.isArray(value)) value.forEach((item, i) => check(item, `${at}[${i}]`, range))
    else if (isObject(value)) node(value, at, range)
    else if (typeof value === "string") {
      const numeric = value.trim() !== "" && !Number.isNaN(Number(value))
      if (!(range.text || range.literals.has(value) || (range.numericText && numeric)))
        problems.push(`${at}: "${value}" is not a value this property accepts`)
    } else if (typeof value === "number") {
      if (!range.number) problems.push(`${at}: a number where the property expects no number`)
    } else if (typeof value === "boolean") {
      if (!range.boolean) problems.push(`${at}: a boolean where the property expects no boolean`)
    } else problems.push(`${at}: unexpected ${String(value)}`)
  }

  function top(value: unknown, at: string): void {
    if (Array.isArray(value)) value.forEach((item, i) => top(item, `${at}[${i}]`))
    else if (!isObject(value)) problems.push(`${at}: not a JSON-LD object`)
    else if ("@graph" in value) {
      if (value["@context"] !== "https://schema.org") problems.push(`${at}: @context is not https://schema.org`)
      top(value["@graph"], `${at}.@graph`)
    } else node(value, at)
  }

  top(document, where)
  return problems
}

/** The JSON-LD documents of an HTML page. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as unknown,
  )
}
