/**
 * The configuration of the content editor at /admin/ (Sveltia CMS), written from the collections' Zod
 * schemas (src/content.config.ts): each schema field becomes an editor field of the matching kind, so
 * a field added to a schema appears in the editor with no second list to keep. The build serves the
 * result as /admin/config.json (src/pages/admin/config.json.ts); tests/unit/cms-config.test.ts walks
 * every schema again and fails on a field the editor lacks or offers wrongly.
 *
 * Pure: the schemas, the languages and the names of people and authors come in as arguments.
 */
import type { ImageMetadata } from "astro"
import type { SchemaContext } from "astro:content"
import { z } from "astro/zod"

import { holdsWords } from "#/lib/content/words.ts"

/** An editor field, as Sveltia CMS reads it (the subset this generator writes). */
export type CmsField = {
  name: string
  label: string
  widget:
    | "string"
    | "text"
    | "number"
    | "boolean"
    | "datetime"
    | "select"
    | "list"
    | "object"
    | "markdown"
    | "relation"
    | "image"
  required?: boolean
  /** Whether translators edit it: false keeps it in the English file only. */
  i18n?: boolean
  hint?: string
  default?: unknown
  options?: { label: string; value: string | number }[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: "int" | "float"
  /** Date fields: a YAML date (2026-11-18), which the schemas' z.date() reads. */
  format?: string
  date_format?: string
  time_format?: false
  /** Strings: a regular expression the value must match, and the message when it does not. */
  pattern?: [string, string]
  field?: CmsField
  fields?: CmsField[]
  /** A list of blocks of several kinds (a page's sections): one object field per kind, told apart by `typeKey`. */
  types?: CmsField[]
  typeKey?: string
  collapsed?: boolean
  /** Image fields: where an upload is saved, from the collection's folder, and the path written for it. */
  media_folder?: string
  public_folder?: string
  accept?: string
  choose_url?: boolean
  // Relation fields (featured items).
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  filters?: { field: string; values: unknown[]; exclude?: boolean }[]
}

/** What each field may add to what its schema says: a label, a hint, nicer option labels, a widget. */
export type FieldNotes = Record<
  string,
  { label?: string; hint?: string; widget?: "text"; optionLabels?: Readonly<Record<string, string>> }
>

/**
 * astro:assets' `image()` as the walk sees it: the schemas are built with this context here, and a
 * field that ends in this marker is a picture file, which the editor offers as an upload.
 */
const imageFile = z.custom<ImageMetadata>(() => true)
export const editorSchemaContext = { image: () => imageFile } as unknown as SchemaContext

/**
 * Where an uploaded picture goes: images/ beside the entries, written "./images/photo.jpg", which
 * the schemas read from the entry's folder (and a post's Figure can show too).
 */
const uploads = {
  media_folder: "images",
  public_folder: "./images",
  // The formats astro:assets turns into responsive WebP; a web address would not be a file beside the entry.
  accept: "image/jpeg,image/png,image/webp,image/avif",
  choose_url: false,
} as const

/** The slice of Zod 4's internals the walk reads (`schema._zod.def`). */
type Def = {
  type: string
  innerType?: z.ZodType
  defaultValue?: unknown
  entries?: Record<string, string>
  element?: z.ZodType
  /** A tuple's items, in order. */
  items?: readonly z.ZodType[]
  shape?: Record<string, z.ZodType>
  options?: readonly z.ZodType[]
  values?: readonly unknown[]
  discriminator?: string
  in?: z.ZodType
  out?: z.ZodType
  checks?: readonly {
    _zod: {
      def: {
        check: string
        format?: string
        minimum?: number
        maximum?: number
        pattern?: RegExp
        error?: (issue?: unknown) => unknown
      }
    }
  }[]
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** A schema without its optional/default wrapper, and whether the entry may leave the field out. */
export function unwrap(schema: z.ZodType): { schema: z.ZodType; required: boolean; defaultValue?: unknown } {
  let current = schema
  let required = true
  let defaultValue: unknown
  for (;;) {
    const def = defOf(current)
    if (def.type === "optional" || def.type === "default" || def.type === "prefault" || def.type === "nullable") {
      required = false
      if (def.type === "default") defaultValue = def.defaultValue
      current = def.innerType!
    } else if (def.type === "pipe") current = def.in!
    else return { schema: current, required, ...(defaultValue === undefined ? {} : { defaultValue }) }
  }
}

/** Whether a field is a picture file: a path piped into `image()`, optional or not. */
function isImageFile(schema: z.ZodType): boolean {
  let current = schema
  for (;;) {
    const def = defOf(current)
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") current = def.innerType!
    else return def.type === "pipe" && def.out === imageFile
  }
}

/** The object schema's fields, read through a refine (`jobSchema`) or a transform (`blogSchema`). */
export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => defOf(unwrap(schema).schema).shape ?? {}

const humanize = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase())

function lengthLimits(def: Def): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {}
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def
    if (kind === "min_length" && minimum !== undefined) limits.min = minimum
    if (kind === "max_length" && maximum !== undefined) limits.max = maximum
  }
  return limits
}

/** The values of an enum, or of the enum inside a union (a cover: an art key or a file path). */
export function enumValues(schema: z.ZodType): string[] | undefined {
  const def = defOf(unwrap(schema).schema)
  if (def.type === "enum") return Object.values(def.entries ?? {})
  if (def.type === "union") return def.options?.map(enumValues).find((values) => values !== undefined)
  return undefined
}

/** The values of a union of literals (`z.literal(2)`, `z.literal(3)`, …): a choice of those. */
function literalValues(schema: z.ZodType): (string | number)[] | undefined {
  const options = defOf(schema).options ?? []
  const values = options.flatMap((option) => {
    const def = defOf(option)
    return def.type === "literal" ? (def.values ?? []) : [undefined]
  })
  if (values.length === 0 || !values.every((value) => typeof value === "string" || typeof value === "number"))
    return undefined
  return values as (string | number)[]
}

/** The shapes of a union whose every option is an object (a price: monthly and yearly, or one amount). */
function unionShapes(schema: z.ZodType): Record<string, z.ZodType>[] | undefined {
  const shapes = (defOf(schema).options ?? []).map((option) => defOf(unwrap(option).schema).shape)
  return shapes.length > 0 && shapes.every((shape) => shape !== undefined) ? shapes : undefined
}

/** The first regular expression a string must match, with its message, as the editor checks it before saving. */
function patternOf(def: Def): { pattern?: [string, string] } {
  for (const check of def.checks ?? []) {
    const { format, pattern, error } = check._zod.def
    if (format !== "regex" || !pattern) continue
    const message = error?.()
    return { pattern: [pattern.source, typeof message === "string" ? message : `Must match ${pattern.source}`] }
  }
  return {}
}

/**
 * How a field is translated: its i18n setting (undefined: no i18n), or `words`, where each word is
 * translated (src/lib/content/words.ts says which strings are) and the rest is the English file's.
 */
type Translated = boolean | "words" | undefined

/** The editor field for one schema field; `translated` says how it is translated. */
export function editorField(name: string, schema: z.ZodType, notes: FieldNotes, translated?: Translated): CmsField {
  const { schema: inner, required, defaultValue } = unwrap(schema)
  const def = defOf(inner)
  const note = notes[name] ?? {}
  // A translator changes words: a word, and a list or group holding some, is translated; the rest
  // is the English file's alone (the editor does not copy it: a copy in a page without a
  // translation yet breaks the editor's save).
  const i18n = translated === "words" ? holdsWords(schema, name) : translated
  const base = {
    name,
    label: note.label ?? humanize(name),
    ...(required ? {} : { required: false }),
    ...(i18n === undefined ? {} : { i18n }),
    ...(note.hint ? { hint: note.hint } : {}),
  }
  const options = (values: readonly (string | number)[]) =>
    values.map((value) => ({ label: note.optionLabels?.[String(value)] ?? String(value), value }))
  if (isImageFile(schema)) return { ...base, widget: "image", ...uploads }
  switch (def.type) {
    case "string":
      return { ...base, widget: note.widget ?? "string", ...patternOf(def) }
    case "number": {
      const int = (def.checks ?? []).some((check) => /int/.test(check._zod.def.format ?? ""))
      return { ...base, widget: "number", value_type: int ? "int" : "float" }
    }
    case "boolean":
      return { ...base, widget: "boolean", ...(defaultValue === undefined ? {} : { default: defaultValue }) }
    case "date":
      // A date without a time, written unquoted (2026-11-18): YAML reads it as the date z.date() wants.
      return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
    case "enum":
    case "literal":
    case "union": {
      const values = enumValues(inner) ?? (def.type === "literal" ? def.values : literalValues(inner))
      const shapes = def.type === "union" && !values ? unionShapes(inner) : undefined
      // A union of objects: one object holding every option's fields, each optional; the schema
      // says which combinations it takes when the entry is built.
      if (shapes)
        return {
          ...base,
          widget: "object",
          fields: [...new Map(shapes.flatMap((shape) => Object.entries(shape))).entries()].map(([key, value]) => ({
            ...editorField(key, value, notes, translated),
            required: false,
          })),
        }
      if (!values) throw new Error(`cms config: field "${name}" is a union without an enum of values`)
      return {
        ...base,
        widget: "select",
        options: options(values as (string | number)[]),
        ...(defaultValue === undefined ? {} : { default: defaultValue }),
      }
    }
    case "object":
      return {
        ...base,
        widget: "object",
        fields: Object.entries(def.shape ?? {}).map(([key, value]) => editorField(key, value, notes, translated)),
      }
    case "array": {
      const limits = lengthLimits(def)
      const element = unwrap(def.element!).schema
      const elementDef = defOf(element)
      if (elementDef.type === "enum")
        return { ...base, widget: "select", multiple: true, options: options(enumValues(element)!), ...limits }
      if (elementDef.type === "union" && elementDef.discriminator)
        return { ...base, widget: "list", ...limits, ...blockTypes(elementDef, notes, translated, note.optionLabels) }
      if (elementDef.type === "object")
        return {
          ...base,
          widget: "list",
          ...limits,
          collapsed: true,
          fields: Object.entries(elementDef.shape ?? {}).map(([key, value]) =>
            editorField(key, value, notes, translated),
          ),
        }
      return {
        ...base,
        widget: "list",
        ...limits,
        field: { ...editorField(name, element, notes, translated), name: "item", label: base.label },
      }
    }
    case "tuple": {
      // A fixed number of like values (a pair of quotation marks): a list that holds exactly that many.
      const [first, ...rest] = def.items ?? []
      if (!first || rest.some((item) => defOf(unwrap(item).schema).type !== defOf(unwrap(first).schema).type))
        throw new Error(`cms config: field "${name}" is a tuple of unlike values, which the editor has no field for`)
      const count = rest.length + 1
      return {
        ...base,
        widget: "list",
        min: count,
        max: count,
        field: { ...editorField(name, first, notes, translated), name: "item", label: base.label },
      }
    }
    default:
      throw new Error(`cms config: field "${name}" has a schema of type ${def.type}, which the editor has no field for`)
  }
}

/**
 * A list of blocks (a discriminated union): one kind per option, named by its discriminator's
 * value, with the option's other fields. The editor adds, removes, reorders and duplicates blocks.
 */
function blockTypes(def: Def, notes: FieldNotes, translated?: Translated, labels?: Readonly<Record<string, string>>) {
  const typeKey = def.discriminator!
  const types = (def.options ?? []).map((option): CmsField => {
    const shape = defOf(unwrap(option).schema).shape ?? {}
    const kind = String(defOf(shape[typeKey]!).values?.[0])
    return {
      name: kind,
      label: labels?.[kind] ?? humanize(kind),
      widget: "object",
      fields: Object.entries(shape)
        .filter(([key]) => key !== typeKey)
        .map(([key, value]) => editorField(key, value, notes, translated)),
    }
  })
  return { typeKey, types, collapsed: true }
}

/**
 * Every field of an object schema; with `translation`, those it keeps are translated (i18n: true),
 * or with `words`, every field that can hold words, at any depth.
 */
export function editorFields(schema: z.ZodType, notes: FieldNotes, translation?: z.ZodType | "words"): CmsField[] {
  const kept = translation && translation !== "words" ? new Set(Object.keys(shapeOf(translation))) : undefined
  return Object.entries(shapeOf(schema)).map(([name, field]) =>
    editorField(name, field, notes, translation === "words" ? "words" : kept?.has(name)),
  )
}

/** The inputs of the configuration: the schemas, the site's languages and the backend. */
export type CmsInput = {
  schemas: {
    blog: z.ZodType
    projects: z.ZodType
    jobs: z.ZodType
    jobTranslation: z.ZodType
    services: z.ZodType
    serviceTranslation: z.ZodType
    /** The featured items file: the item each *-details page shows. */
    featured: z.ZodType
    /** A page whose copy is content: its head, its sections as blocks, its footer. */
    pages: z.ZodType
    /** A topic of the FAQ pages' questions, and its words in another language. */
    questions: z.ZodType
    questionTranslation: z.ZodType
  }
  notes: FieldNotes
  languages: { codes: readonly string[]; default: string }
  backend: { repo: string; branch: string; authBaseUrl?: string | undefined }
  /** The address of the site, for "view on site" links. */
  siteUrl: string
}

/** The file of featured items (src/content/settings/featured.yaml) and the collection each field names. */
const featuredFile = "src/content/settings/featured.yaml"
const featuredCollections = { post: "posts", project: "projects", job: "jobs", service: "services" } as const

export function cmsConfig({ schemas, notes, languages, backend, siteUrl }: CmsInput) {
  const entries = (
    name: string,
    label: string,
    folder: string,
    fields: CmsField[],
    extra: Record<string, unknown> = {},
    translated = false,
  ) => ({
    name,
    label,
    folder: `src/content/${folder}`,
    create: true,
    // The file name is the URL: made from the title, as the schemas' slug rule wants.
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    sortable_fields: ["title"],
    ...(translated ? { i18n: true } : {}),
    ...extra,
    fields,
  })
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
    },
    site_url: siteUrl,
    // Uploads land beside the entry that uses them ("./photo.jpg"), as the schemas ask of a file.
    media_folder: "",
    public_folder: ".",
    media_libraries: {
      // Upload names become URL-safe ("Team Photo (1).JPG" is saved as team-photo-1.jpg); a phone's
      // photo is large, but the build resizes it, so only a file no page could need is refused.
      default: { config: { slugify_filename: true, max_file_size: 20_000_000 } },
      // Stock photo libraries are other sites' servers, which the admin's policy does not allow.
      stock_assets: false,
    },
    // An empty optional field is left out, not written as "": the schemas reject empty strings.
    output: { omit_empty_optional_fields: true },
    // English at each collection's root, a translation at <language>/<file>.yaml.
    i18n: {
      structure: "multiple_folders",
      locales: [...languages.codes],
      default_locale: languages.default,
      omit_default_locale_from_file_path: true,
    },
    collections: [
      entries(
        "posts",
        "Blog posts",
        "blog",
        // The MDX body follows the frontmatter; the post components are its insertable blocks.
        [...editorFields(schemas.blog, notes), { name: "body", label: "Text", widget: "markdown" }],
        { extension: "mdx", format: "frontmatter", sortable_fields: ["title", "date"] },
      ),
      entries("projects", "Portfolio projects", "projects", editorFields(schemas.projects, notes), {
        extension: "yaml",
        format: "yaml",
      }),
      entries(
        "jobs",
        "Jobs",
        "jobs",
        editorFields(schemas.jobs, notes, schemas.jobTranslation),
        { extension: "yaml", format: "yaml" },
        true,
      ),
      entries(
        "services",
        "Services",
        "services",
        editorFields(schemas.services, notes, schemas.serviceTranslation),
        { extension: "yaml", format: "yaml" },
        true,
      ),
      pageEntries(schemas.pages, notes),
      questionEntries(schemas.questions, schemas.questionTranslation, notes),
      featuredSettings(schemas.featured, notes),
    ],
  }
}

/**
 * The pages whose copy is content (src/content/pages/<route>.yaml): an editor changes their words
 * and their sections (add, remove, reorder, duplicate); a page itself comes with its route, so the
 * editor neither creates nor deletes one. Each entry links to its page on the site.
 */
const pageEntries = (schema: z.ZodType, notes: FieldNotes) => ({
  name: "pages",
  label: "Pages",
  folder: "src/content/pages",
  extension: "yaml",
  format: "yaml",
  create: false,
  delete: false,
  identifier_field: "meta.title",
  summary: "{{meta.title}} (/{{slug}}/)",
  preview_path: "{{slug}}/",
  i18n: true,
  fields: editorFields(schema, notes, "words"),
})

/**
 * The FAQ pages' questions, one entry per topic (src/content/questions/<topic>.yaml): an editor adds,
 * edits, reorders and removes questions, and translates each one. The pages show topics by their file
 * names, so the editor neither creates nor deletes a topic.
 */
const questionEntries = (schema: z.ZodType, translation: z.ZodType, notes: FieldNotes) => ({
  name: "questions",
  label: "FAQ questions",
  label_singular: "FAQ topic",
  folder: "src/content/questions",
  extension: "yaml",
  format: "yaml",
  create: false,
  delete: false,
  identifier_field: "name",
  summary: "{{name}}",
  preview_path: "faq/",
  i18n: true,
  fields: editorFields(schema, notes, translation),
})

const featuredSettings = (schema: z.ZodType, notes: FieldNotes) => ({
  name: "settings",
  label: "Settings",
  files: [
    {
      name: "featured",
      label: "Featured items",
      file: featuredFile,
      format: "yaml",
      fields: Object.entries(shapeOf(schema)).map(([name, schema]) => ({
        ...editorField(name, schema, notes),
        widget: "relation" as const,
        collection: featuredCollections[name as keyof typeof featuredCollections],
        value_field: "{{slug}}",
        search_fields: ["title"],
        display_fields: ["title"],
        // A draft has no page to feature: the build refuses it, so the list does not offer it.
        filters: [{ field: "draft", values: [true], exclude: true }],
      })),
    },
  ],
})
