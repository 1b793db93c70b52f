/**
 * The editor at /admin/ offers every field of every collection, each as the right kind of control:
 * this walks the Zod schemas of src/content.config.ts on its own and compares each field with the
 * configuration the build serves (src/pages/admin/config.json.ts). A schema field the editor lacks,
 * or offers as the wrong kind, fails naming the collection and the field.
 */
import type { z } from "astro/zod"
import { describe, expect, test } from "vitest"

import { cms } from "#/config/cms.ts"
import {
  blogSchema,
  featuredSchema,
  jobSchema,
  jobTranslationSchema,
  projectSchema,
  questionSetSchema,
  questionSetTranslationSchema,
  serviceSchema,
  serviceTranslationSchema,
} from "#/content.config.ts"
import { pageSchema } from "#/page-schema.ts"
import { localeCodes, defaultLocale } from "#/i18n/locales.ts"
import { editorSchemaContext as context, type CmsField } from "#/lib/cms/config.ts"
import { GET } from "#/pages/admin/config.json.ts"

type AnyDef = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  entries?: Record<string, string>
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
  options?: z.ZodType[]
  values?: unknown[]
  discriminator?: string
  checks?: { _zod: { def: { format?: string; pattern?: RegExp } } }[]
}
const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: AnyDef } })._zod.def

/** The kind of control a schema calls for, read from Zod's own description of it. */
function expected(schema: z.ZodType): {
  required: boolean
  kind: string
  options?: unknown[]
  int?: boolean
  pattern?: string
} {
  let current = schema
  let required = true
  for (;;) {
    const d = def(current)
    if (d.type === "optional" || d.type === "default") {
      required = false
      current = d.innerType!
    } else if (d.type === "pipe") {
      // A path piped into astro:assets' image() (here the context's stand-in): a picture to upload.
      if (def(d.out!).type === "custom") return { required, kind: "image" }
      current = d.in!
    } else break
  }
  const d = def(current)
  const enumOf = (s: z.ZodType): string[] | undefined => {
    const inner = def(s)
    if (inner.type === "enum") return Object.values(inner.entries!)
    if (inner.type === "union") return inner.options!.map(enumOf).find(Boolean)
    return undefined
  }
  const literals = (s: z.ZodType): unknown[] | undefined => {
    const inner = def(s)
    if (inner.type === "literal") return inner.values
    if (inner.type !== "union") return undefined
    const values = inner.options!.map((option) => def(option))
    return values.every((option) => option.type === "literal") ? values.flatMap((option) => option.values!) : undefined
  }
  switch (d.type) {
    case "string": {
      const regex = d.checks?.find((check) => check._zod.def.format === "regex")?._zod.def.pattern
      return { required, kind: "string|text", ...(regex ? { pattern: regex.source } : {}) }
    }
    case "number":
      return { required, kind: "number", int: (d.checks ?? []).some((c) => c._zod.def.format === "safeint") }
    case "boolean":
      return { required, kind: "boolean" }
    case "date":
      return { required, kind: "datetime" }
    case "enum":
    case "literal":
    case "union": {
      const options = enumOf(current) ?? literals(current)
      // A union of objects (a price: monthly and yearly, or one amount) is one object of their fields.
      return options ? { required, kind: "select", options } : { required, kind: "object" }
    }
    case "object":
      return { required, kind: "object" }
    case "array":
      return def(d.element!).type === "enum"
        ? { required, kind: "select-multiple", options: enumOf(d.element!)! }
        : { required, kind: def(d.element!).discriminator ? "blocks" : "list" }
    case "tuple":
      return { required, kind: "list" }
    default:
      throw new Error(`unexpected schema type ${d.type}`)
  }
}

/** Every problem with one object schema's fields against the editor's fields, named by path. */
function compare(
  where: string,
  shape: Record<string, z.ZodType>,
  fields: readonly CmsField[] | undefined,
  translated?: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  for (const [name, schema] of Object.entries(shape)) {
    const field = fields?.find((candidate) => candidate.name === name)
    const path = `${where}: schema field "${name}"`
    if (!field) {
      problems.push(`${path} has no editor field "${name}"`)
      continue
    }
    const want = expected(schema)
    const kind =
      field.widget === "select" && field.multiple
        ? "select-multiple"
        : field.widget === "list" && field.types
          ? "blocks"
          : field.widget === "string" || field.widget === "text"
            ? "string|text"
            : field.widget
    if (kind !== want.kind) problems.push(`${path} wants a ${want.kind} field, the editor has ${kind}`)
    if ((field.required ?? true) !== want.required)
      problems.push(
        `${path} is ${want.required ? "required" : "optional"}, the editor says required: ${field.required}`,
      )
    if (want.options && JSON.stringify(field.options?.map((o) => o.value)) !== JSON.stringify(want.options))
      problems.push(`${path} allows ${want.options.join(", ")}, the editor offers ${JSON.stringify(field.options)}`)
    if (want.pattern !== undefined && field.pattern?.[0] !== want.pattern)
      problems.push(`${path} must match ${want.pattern}, the editor checks ${JSON.stringify(field.pattern)}`)
    if (want.int !== undefined && field.value_type !== (want.int ? "int" : "float"))
      problems.push(`${path} is ${want.int ? "an integer" : "a number"}, the editor says ${field.value_type}`)
    if (translated && field.i18n !== translated.has(name))
      problems.push(`${path} is ${translated.has(name) ? "" : "not "}translated, the editor says i18n: ${field.i18n}`)
    // Nested objects and lists of objects: their own fields, one level down.
    let inner = schema
    for (;;) {
      const d = def(inner)
      if (d.type === "optional" || d.type === "default") inner = d.innerType!
      else if (d.type === "pipe" && ["object", "optional"].includes(def(d.in!).type)) inner = d.in!
      else if (d.type === "array" && ["object", "pipe", "union"].includes(def(d.element!).type)) inner = d.element!
      else break
    }
    const { discriminator, options = [] } = def(inner)
    // Blocks: each kind's fields, but the key that names the kind.
    if (discriminator) {
      for (const option of options) {
        const { [discriminator]: key, ...optionShape } = def(option).shape!
        const kindName = String(def(key!).values?.[0])
        const type = field.types?.find((candidate) => candidate.name === kindName)
        if (!type) problems.push(`${path} has a kind "${kindName}" the editor does not offer`)
        else problems.push(...compare(`${where}.${name}[${kindName}]`, optionShape, type.fields))
      }
      if (field.typeKey !== discriminator) problems.push(`${path}: the editor tells kinds apart by ${field.typeKey}`)
      continue
    }
    // A union of objects: every option's fields, each optional, in one object.
    if (def(inner).type === "union" && options.every((option) => def(option).type === "object")) {
      const merged = Object.assign({}, ...options.map((option) => def(option).shape)) as Record<string, z.ZodType>
      for (const subfield of field.fields ?? [])
        if (subfield.required !== false) problems.push(`${path}.${subfield.name}: one option's field, so optional`)
      problems.push(
        ...compare(
          `${where}.${name}`,
          Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, value.optional()])),
          field.fields,
        ),
      )
      continue
    }
    const innerShape = def(inner).shape
    if (def(inner).type === "object" && innerShape)
      problems.push(
        ...compare(
          `${where}.${name}`,
          innerShape,
          field.fields,
          translated ? new Set(translated.has(name) ? Object.keys(innerShape) : []) : undefined,
        ),
      )
  }
  for (const field of fields ?? [])
    if (!(field.name in shape) && !(where === "posts" && field.name === "body"))
      problems.push(`${where}: editor field "${field.name}" has no schema field`)
  return problems
}

const config = (await (await GET({} as never)).json()) as {
  i18n: { locales: string[]; default_locale: string; structure: string }
  backend: { name: string; repo: string; branch: string }
  collections: {
    name: string
    folder?: string
    i18n?: boolean
    fields?: CmsField[]
    files?: { name: string; file: string; format: string; fields: CmsField[] }[]
  }[]
}
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)

/** An object schema's fields, read through a transform (a post's cover choice). */
const shape = (schema: z.ZodType): Record<string, z.ZodType> => {
  const d = def(schema)
  return d.type === "pipe" ? shape(d.in!) : d.shape!
}

const cases = [
  { name: "posts", folder: "src/content/blog", schema: blogSchema(context) },
  { name: "projects", folder: "src/content/projects", schema: projectSchema(context) },
  { name: "jobs", folder: "src/content/jobs", schema: jobSchema, translation: jobTranslationSchema },
  { name: "services", folder: "src/content/services", schema: serviceSchema, translation: serviceTranslationSchema },
  // A page is translated word by word: the fields that hold words, at any depth (checked below).
  { name: "pages", folder: "src/content/pages", schema: pageSchema, words: true },
  {
    name: "questions",
    folder: "src/content/questions",
    schema: questionSetSchema,
    translation: questionSetTranslationSchema,
  },
] as const

describe("the CMS configuration", () => {
  test.each(cases)("$name: every schema field has an editor field of its kind", ({ name, folder, schema, ...rest }) => {
    const entry = collection(name)
    expect(entry?.folder).toBe(folder)
    const translated = "translation" in rest ? new Set(Object.keys(shape(rest.translation))) : undefined
    expect(compare(name, shape(schema), entry?.fields, translated)).toEqual([])
    expect(entry?.i18n ?? false).toBe(translated !== undefined || "words" in rest)
  })

  test("the featured items: each field of the settings file picks, by slug, an item of its collection", () => {
    const file = collection("settings")?.files?.find((candidate) => candidate.name === "featured")
    expect(file).toMatchObject({ file: "src/content/settings/featured.yaml", format: "yaml" })
    const collectionOf = { post: "posts", project: "projects", job: "jobs", service: "services" } as const
    const names = new Set(config.collections.map((candidate) => candidate.name))
    const problems: string[] = []
    for (const [name, schema] of Object.entries(shape(featuredSchema))) {
      const field = file?.fields.find((candidate) => candidate.name === name)
      const where = `settings/featured: schema field "${name}"`
      if (!field) problems.push(`${where} has no editor field`)
      else {
        const target = collectionOf[name as keyof typeof collectionOf]
        if (field.widget !== "relation")
          problems.push(`${where} wants a relation field, the editor has ${field.widget}`)
        if (field.collection !== target || !names.has(target))
          problems.push(`${where} picks from ${String(field.collection)}, not ${target}`)
        if (field.value_field !== "{{slug}}") problems.push(`${where} saves ${String(field.value_field)}, not the slug`)
        if (!field.display_fields?.includes("title")) problems.push(`${where} does not show the items' titles`)
        if (
          !field.filters?.some((filter) => filter.field === "draft" && filter.exclude && filter.values.includes(true))
        )
          problems.push(`${where} offers drafts, which have no page to feature`)
        if ((field.required ?? true) !== expected(schema).required) problems.push(`${where}: required differs`)
      }
    }
    for (const field of file?.fields ?? [])
      if (!(field.name in shape(featuredSchema)))
        problems.push(`settings/featured: editor field "${field.name}" has no schema field`)
    expect(problems).toEqual([])
  })

  test("a cover photo is an upload saved in images/ beside the entries, written as the schema reads it", () => {
    const photos = ["posts", "projects"].flatMap((name) => {
      const fields = collection(name)?.fields ?? []
      const gallery = fields.find((field) => field.name === "gallery")?.fields ?? []
      return [...fields, ...gallery].filter((field) => field.widget === "image")
    })
    // The post's and the project's cover, and each project gallery picture.
    expect(photos.map((field) => field.name)).toEqual(["coverPhoto", "coverPhoto", "coverPhoto"])
    for (const field of photos) expect(field).toMatchObject({ media_folder: "images", public_folder: "./images" })
  })

  test("pages: an editor changes their words and sections, and each entry links to its page", () => {
    expect(collection("pages")).toMatchObject({ create: false, delete: false, preview_path: "{{slug}}/" })
    const sections = collection("pages")?.fields?.find((field) => field.name === "sections")
    const kinds = def(def(shape(pageSchema).sections!).element!).options!.map((option) =>
      String(def(def(option).shape!.type!).values?.[0]),
    )
    expect(sections?.types?.map((type) => type.name)).toEqual(kinds)
    // Every kind has a name an editor reads, not its key.
    for (const type of sections?.types ?? []) expect(type.label).not.toBe(type.name)
  })

  test("pages: a translator changes the words; every other field is the English file's alone", () => {
    const fields = (list: readonly CmsField[] | undefined): CmsField[] =>
      (list ?? []).flatMap((field) => [
        field,
        ...fields(field.fields),
        ...fields(field.field ? [field.field] : []),
        // A kind of block is no field: its fields are.
        ...(field.types ?? []).flatMap((type) => fields(type.fields)),
      ])
    const all = fields(collection("pages")?.fields)
    // A field is translated when it holds words, and then so are the lists and groups around it.
    const unset = all.filter((field) => typeof field.i18n !== "boolean").map((field) => field.name)
    expect(unset).toEqual([])
    const lists = all.filter((field) => field.widget === "list" || field.widget === "object")
    for (const list of lists)
      if (fields(list.fields ?? list.types ?? []).some((field) => field.i18n && field.widget === "string"))
        expect(list.i18n, `${list.name} holds words`).toBe(true)
    // A hero's words are translated; its id, look and mock-up key are the English file's.
    const hero = collection("pages")
      ?.fields?.find((field) => field.name === "sections")
      ?.types?.find((type) => type.name === "hero")
    const i18n = (name: string) => hero?.fields?.find((field) => field.name === name)?.i18n
    expect([i18n("title"), i18n("lead"), i18n("id"), i18n("tone"), i18n("visual")]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })

  test("FAQ questions: one entry per topic the pages show, its questions translated, linked to the FAQ page", () => {
    expect(collection("questions")).toMatchObject({
      create: false,
      delete: false,
      i18n: true,
      identifier_field: "name",
      preview_path: "faq/",
    })
    const items = collection("questions")?.fields?.find((field) => field.name === "items")
    expect(items).toMatchObject({ widget: "list", i18n: true })
    // The topic's name is the editor's, not a page's: it is not translated.
    expect(collection("questions")?.fields?.find((field) => field.name === "name")?.i18n).toBe(false)
  })

  test("posts have a Markdown body, where the post components are inserted", () => {
    expect(collection("posts")?.fields?.find((field) => field.name === "body")?.widget).toBe("markdown")
  })

  test("the languages are the site's, English files at the root and translations in <language>/", () => {
    expect(config.i18n).toMatchObject({
      locales: localeCodes,
      default_locale: defaultLocale,
      structure: "multiple_folders",
      omit_default_locale_from_file_path: true,
    })
  })

  test("it saves to the repository of src/config/cms.ts", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: cms.repo, branch: cms.branch })
  })

  test("the comparison names a field the editor lacks", () => {
    const fields = collection("jobs")!.fields!.filter((field) => field.name !== "salary")
    expect(compare("jobs", shape(jobSchema), fields)).toEqual([
      'jobs: schema field "salary" has no editor field "salary"',
    ])
  })
})
