/**
 * The post components (src/lib/post-components.ts) as blocks of the editor's Markdown field: each one
 * a Sveltia CMS editor component whose fields are the descriptor's, which reads its MDX back out of a
 * post (`pattern` + `fromBlock`) and writes it (`toBlock`) exactly as the post page expects:
 *
 *   <Callout type="tip" title="Before you start">
 *
 *   Text
 *
 *   </Callout>
 *
 *   <Comparison leftTitle="Before" left={["a","b"]} rightTitle="After" right={["c"]} />
 *
 * A string attribute is written in quotes; one holding a quote or a line break, and every list, as a
 * JavaScript expression in braces (JSON), which MDX reads the same.
 */
import type { PostComponent, PostComponentField } from "#/lib/post-components.ts"

/** A value of a component's field: text, or a list of texts. */
export type ComponentValues = Record<string, string | string[]>

/** An editor field of a component, as Sveltia CMS reads it. */
type ComponentField = {
  name: string
  label: string
  widget: string
  required: boolean
  hint?: string
  options?: string[]
  default?: string
  field?: { name: string; label: string; widget: "string" }
}

export type EditorComponent = {
  id: string
  label: string
  fields: ComponentField[]
  pattern: RegExp
  fromBlock: (match: RegExpMatchArray) => ComponentValues
  toBlock: (values: Record<string, unknown>) => string
  toPreview: (values: Record<string, unknown>) => string
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

function editorField(field: PostComponentField): ComponentField {
  return {
    name: field.name,
    label: field.label,
    widget: field.widget === "markdown" ? "markdown" : field.widget,
    required: field.required,
    ...(field.hint ? { hint: field.hint } : {}),
    ...(field.options ? { options: [...field.options], default: field.options[0] } : {}),
    ...(field.widget === "list" ? { field: { name: "point", label: field.label, widget: "string" as const } } : {}),
  }
}

/** One attribute as MDX writes it, or nothing for an empty optional value. */
function attribute(name: string, value: unknown): string {
  if (Array.isArray(value)) return ` ${name}={${JSON.stringify(value.map(String))}}`
  const text = value === undefined || value === null ? "" : String(value)
  if (text === "") return ""
  return /["\n{}]/.test(text) ? ` ${name}={${JSON.stringify(text)}}` : ` ${name}="${text}"`
}

/**
 * The attributes of a tag (` type="tip" left={["a"]}`) as values: a quoted string as it is, a braced
 * expression read as JSON (a string or a list of strings).
 */
export function parseAttributes(text: string): ComponentValues {
  const values: ComponentValues = {}
  let at = 0
  const name = /\s*([A-Za-z][\w-]*)=/y
  while (at < text.length) {
    name.lastIndex = at
    const match = name.exec(text)
    if (!match) break
    at = name.lastIndex
    if (text[at] === '"') {
      const end = text.indexOf('"', at + 1)
      if (end < 0) break
      values[match[1]!] = text.slice(at + 1, end)
      at = end + 1
    } else if (text[at] === "{") {
      // The expression ends at the brace that closes it outside a JSON string.
      let depth = 0
      let inString = false
      let end = at
      for (; end < text.length; end++) {
        const char = text[end]
        if (inString) {
          if (char === "\\") end++
          else if (char === '"') inString = false
        } else if (char === '"') inString = true
        else if (char === "{") depth++
        else if (char === "}" && --depth === 0) break
      }
      const parsed: unknown = JSON.parse(text.slice(at + 1, end))
      values[match[1]!] = Array.isArray(parsed) ? parsed.map(String) : String(parsed)
      at = end + 1
    } else break
  }
  return values
}

/** The editor component of one post component. */
export function editorComponent(component: PostComponent): EditorComponent {
  const attributes = component.fields.filter((field) => field.name !== "body")
  const name = escapeRegex(component.name)
  // Block-level (the `m` flag): the editor looks for the tag at the start of a line.
  const pattern = component.hasBody
    ? new RegExp(`^<${name}\\b([^\\n]*?)>\\n\\n([\\s\\S]*?)\\n\\n</${name}>`, "m")
    : new RegExp(`^<${name}\\b([^\\n]*?)\\s*/>`, "m")
  const toBlock = (values: Record<string, unknown>) => {
    const tag = `<${component.name}${attributes.map((field) => attribute(field.name, values[field.name])).join("")}`
    if (!component.hasBody) return `${tag} />`
    const body = typeof values.body === "string" ? values.body.trim() : ""
    return `${tag}>\n\n${body}\n\n</${component.name}>`
  }
  return {
    id: component.name,
    label: component.label,
    fields: component.fields.map(editorField),
    pattern,
    fromBlock: (match) => ({
      ...Object.fromEntries(
        attributes.map((field) => [field.name, field.widget === "list" ? [] : ""] as [string, string | string[]]),
      ),
      ...parseAttributes(match[1] ?? ""),
      ...(component.hasBody ? { body: (match[2] ?? "").trim() } : {}),
    }),
    toBlock,
    // The preview pane shows the MDX as text: the post page draws the real component.
    toPreview: (values) =>
      `<pre>${toBlock(values).replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char]!)}</pre>`,
  }
}
