/**
 * Content collections, validated with Zod at build: an entry with a missing or wrong field fails
 * the build with the file and the field named. Each collection's schema sits beside its loader.
 */
import type { ImageMetadata } from "astro"
import { defineCollection, type SchemaContext } from "astro:content"
import { glob } from "astro/loaders"
import { z } from "astro/zod"

import { prefixedLocales } from "#/i18n/locales.ts"
import { covers, type CoverId } from "#/data/art.ts"
import type { CoverSource } from "#/lib/pictures.ts"
import { blogAuthors, blogCategories, blogTags, type BlogAuthor, type BlogCategory } from "#/data/blog-taxonomy.ts"
import { pageSchema } from "#/page-schema.ts"
import { iconNames, oneOf, person, projectTag } from "#/content-fields.ts"

/**
 * Where the collections' folders are: src/content/, or CONTENT_DIR (a buyer's content kept apart,
 * or a test's fixture copy).
 */
const contentDir = (collection: string) => `${process.env.CONTENT_DIR ?? "./src/content"}/${collection}`

const coverIds = Object.keys(covers) as [CoverId, ...CoverId[]]
const paragraphs = z.array(z.string().min(1)).min(1)

/** A real image file, given by its path from the entry (`./images/photo.jpg`), which astro:assets checks and optimises. */
const photoFile = ({ image }: SchemaContext) =>
  z
    .string()
    .regex(/^\.\.?\//, { error: 'A picture file is a path from the entry, starting "./" ("./images/photo.jpg")' })
    .pipe(image() as unknown as z.ZodType<ImageMetadata, string>)

/** A picture: a generated-art key of src/data/art.ts (drawn at build), or a real image file ("./cover.jpg"). */
const coverSource = (context: SchemaContext) =>
  z.union([z.enum(coverIds), photoFile(context)], {
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `Unknown cover "${String(issue.input)}": use a key of src/data/art.ts or a path to an image file beside the entry ("./cover.jpg")`,
  })

/**
 * A cover as an editor sets it: generated art (`cover`) or an uploaded photo (`coverPhoto`), the
 * photo taking the art's place. Either will do, one is needed; pages read the result as `cover`.
 */
const coverChoice = (context: SchemaContext) => ({
  cover: coverSource(context).optional(),
  coverPhoto: photoFile(context).optional(),
})

const hasCover = (data: { cover?: unknown; coverPhoto?: unknown }) =>
  data.cover !== undefined || data.coverPhoto !== undefined
const coverNeeded = {
  error: "A cover is needed: a key of src/data/art.ts in cover, or a picture file in coverPhoto",
  path: ["cover"],
}

/** The cover pages show: the photo if there is one (after `hasCover`, one of the two is there). */
function chosenCover<T extends { cover?: CoverSource | undefined; coverPhoto?: ImageMetadata | undefined }>({
  coverPhoto,
  cover,
  ...data
}: T): Omit<T, "cover" | "coverPhoto"> & { cover: CoverSource } {
  return { ...data, cover: (coverPhoto ?? cover)! }
}

/** A URL slug; a number would take the place of a list page (/blog/2/). */
export const slugPattern = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugHint = "lower-case letters and digits joined by hyphens, and not a number"

/** An item's URL is its file name, or the `slug` its frontmatter sets (to keep an old address). */
const slug = z
  .string()
  .regex(slugPattern, { error: `A slug is ${slugHint}` })
  .optional()

/**
 * The glob loader's id (the URL slug) for each file. A clash between two files, or a file name
 * that cannot be a URL, stops the build here, naming both files: otherwise the loader would keep
 * one of the two entries and drop the other without a word.
 */
function slugs(collection: string): NonNullable<Parameters<typeof glob>[0]["generateId"]> {
  const files = new Map<string, string>()
  return ({ entry, data }) => {
    const file = `${contentDir(collection)}/${entry}`
    const id = typeof data.slug === "string" ? data.slug : entry.replace(/\.[^.]+$/, "")
    if (!slugPattern.test(id))
      throw new Error(`${file}: "${id}" cannot be a URL slug (${slugHint}): rename the file or set slug`)
    const other = files.get(id)
    if (other !== undefined && other !== file)
      throw new Error(`${file} and ${other} share the slug "${id}": each ${collection} item needs its own`)
    files.set(id, file)
    return id
  }
}

/**
 * The ids of a collection's translations (src/content/<collection>/<language>/<file>.yaml): the
 * language and the file name ("de/brand-strategy"). Each translates the English file of the same
 * name; a folder that is not one of the site's languages (src/i18n/locales.ts) stops the build.
 */
function translationIds(collection: string): NonNullable<Parameters<typeof glob>[0]["generateId"]> {
  return ({ entry }) => {
    const [language = "", file = ""] = entry.split("/")
    if (!(prefixedLocales as readonly string[]).includes(language))
      throw new Error(
        `${contentDir(collection)}/${entry}: "${language}" is not a language of the site: translations go in ${prefixedLocales.map((code) => `${code}/`).join(" or ")}`,
      )
    return `${language}/${file.replace(/\.[^.]+$/, "")}`
  }
}

/** Entries with `draft: true` are built by `astro dev` only: no page, list, feed, sitemap or search entry. */
const draft = z.boolean().default(false)

/** A portfolio project (src/content/projects/*.yaml): card fields plus the case study at /portfolio/<file name>/. */
export const projectSchema = (context: SchemaContext) =>
  z
    .strictObject({
      title: z.string().min(1),
      client: z.string().min(1),
      /** Short label under the card title ("Brand identity"). */
      category: z.string().min(1),
      tags: z.array(projectTag).min(1),
      summary: z.string().min(1),
      /** Position in the grids, lowest first. */
      order: z.number().int(),
      year: z.number().int().min(1900).max(2200),
      duration: z.string().min(1),
      /** The live site, if there is one to show. */
      website: z.url({ protocol: /^https$/, error: "Use a full https:// address" }).optional(),
      ...coverChoice(context),
      coverAlt: z.string().min(1),
      /** Extra images on the case study. */
      gallery: z
        .array(
          z
            .strictObject({ ...coverChoice(context), alt: z.string().min(1) })
            .refine(hasCover, coverNeeded)
            .transform(chosenCover),
        )
        .max(4)
        .default([]),
      services: z.array(z.string().min(1)).min(1),
      challenge: paragraphs,
      approach: paragraphs,
      results: paragraphs,
      metrics: z
        .array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) }))
        .min(1)
        .max(4),
      slug,
      draft,
    })
    .refine(hasCover, coverNeeded)
    .transform(chosenCover)

export type Project = z.infer<ReturnType<typeof projectSchema>>

const projects = defineCollection({
  loader: glob({ pattern: "*.yaml", base: contentDir("projects"), generateId: slugs("projects") }),
  schema: projectSchema,
})

const bodyFields = ["challenge", "approach", "results"] as const

/**
 * A project in another language (src/content/projects/de/<file>.yaml, ar/…): the words of the
 * English file of the same name that its card and its case study's header show. Client, tags,
 * order, year, website and the pictures are the English file's; the gallery and the metrics are
 * the English lists, item for item, in this language's words (figures written as the language
 * writes them). Challenge, approach and results go together: left out, the case study's body stays
 * in English and the page says so.
 */
export const projectTranslationSchema = z
  .strictObject({
    title: z.string().min(1),
    category: z.string().min(1),
    summary: z.string().min(1),
    duration: z.string().min(1),
    coverAlt: z.string().min(1),
    gallery: z
      .array(z.strictObject({ alt: z.string().min(1) }))
      .max(4)
      .optional(),
    services: z.array(z.string().min(1)).min(1),
    metrics: z
      .array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) }))
      .min(1)
      .max(4),
    challenge: paragraphs.optional(),
    approach: paragraphs.optional(),
    results: paragraphs.optional(),
  })
  .refine((words) => new Set(bodyFields.map((field) => words[field] === undefined)).size === 1, {
    error:
      "challenge, approach and results are translated together, or all three left out (the case study's body then stays in English)",
    path: ["challenge"],
  })

export type ProjectTranslation = z.infer<typeof projectTranslationSchema>

const projectTranslations = defineCollection({
  loader: glob({ pattern: "*/*.yaml", base: contentDir("projects"), generateId: translationIds("projects") }),
  schema: projectTranslationSchema,
})

/** The teams a job belongs to: the career page's filter tabs. */
export const jobCategories = ["Design", "Development", "Business"] as const
/** How a job is worked; each maps to a schema.org employment type in the job's structured data. */
export const jobTypes = ["Full Time", "Part Time", "Contract", "Internship", "Remote"] as const
export type JobType = (typeof jobTypes)[number]

const salary = z
  .strictObject({
    min: z.number().positive(),
    max: z.number().positive(),
    /** ISO 4217 code: USD, EUR, GBP… */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: "Use a three-letter ISO 4217 currency code, such as USD or EUR" })
      .default("USD"),
    per: z.enum(["year", "month", "hour"]).default("year"),
  })
  .refine((range) => range.min <= range.max, { error: "salary.min is above salary.max", path: ["max"] })

/** An open position (src/content/jobs/*.yaml): card fields plus the job description at /career/<file name>/. */
const jobFields = z.strictObject({
  title: z.string().min(1),
  /** One or two sentences on the card. */
  description: z.string().min(1),
  category: z.enum(jobCategories),
  type: z.enum(jobTypes),
  location: z.string().min(1),
  /**
   * ISO 3166 country codes: where the job is, or for a remote job where applicants may live (its
   * structured data says so); the site's own country (site.locale) when left out.
   */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: "Use two-letter ISO 3166 country codes, such as US or DE" }))
    .min(1)
    .optional(),
  /** Leave it out to list the job without a salary. */
  salary: salary.optional(),
  /** When the listing went up and the last day to apply (search engines show both). */
  posted: z.date(),
  closes: z.date(),
  /** Position in the list, lowest first. */
  order: z.number().int(),
  experience: z.string().min(1),
  details: paragraphs,
  responsibilities: z.array(z.string().min(1)).min(1),
  requirements: z.array(z.string().min(1)).min(1),
  skills: z.array(z.string().min(1)).min(1),
  slug,
  draft,
})

export const jobSchema = jobFields.refine((job) => job.posted <= job.closes, {
  error: "closes is before posted",
  path: ["closes"],
})

export type Job = z.infer<typeof jobSchema>

const jobs = defineCollection({
  loader: glob({ pattern: "*.yaml", base: contentDir("jobs"), generateId: slugs("jobs") }),
  schema: jobSchema,
})

/**
 * A job in another language (src/content/jobs/de/<file>.yaml, ar/…): the words of the English file
 * of the same name. Team, job type, salary, dates, order and countries are the English file's.
 */
export const jobTranslationSchema = jobFields.omit({
  category: true,
  type: true,
  countries: true,
  salary: true,
  posted: true,
  closes: true,
  order: true,
  slug: true,
  draft: true,
})

export type JobTranslation = z.infer<typeof jobTranslationSchema>

const jobTranslations = defineCollection({
  loader: glob({ pattern: "*/*.yaml", base: contentDir("jobs"), generateId: translationIds("jobs") }),
  schema: jobTranslationSchema,
})

const authorIds = Object.keys(blogAuthors) as [BlogAuthor, ...BlogAuthor[]]
const categoryNames = Object.keys(blogCategories) as [BlogCategory, ...BlogCategory[]]

/** A blog post (src/content/blog/*.mdx): this is its frontmatter; the MDX body is the article at /blog/<file name>/. */
export const blogSchema = (context: SchemaContext) =>
  z
    .strictObject({
      title: z.string().min(1),
      /** One or two sentences: the card, the feed and the page description. */
      excerpt: z.string().min(1),
      author: oneOf(authorIds, "author", "the blogAuthors of src/data/blog-taxonomy.ts"),
      /** YAML reads an unquoted 2026-11-18 as a date. */
      date: z.date(),
      /** When the post last changed, if after `date` (the sitemap's lastmod). */
      updated: z.date().optional(),
      category: oneOf(categoryNames, "category", "the blogCategories of src/data/blog-taxonomy.ts"),
      tags: z.array(oneOf(blogTags, "tag", "the blogTags of src/data/blog-taxonomy.ts")).min(1),
      ...coverChoice(context),
      /** Says what a real photo shows; generated art is decorative and needs none. */
      coverAlt: z.string().min(1).optional(),
      /** Posts to suggest under this one (file names without .mdx), before the automatic picks. */
      related: z.array(z.string().min(1)).default([]),
      /** Comments shown under the post, oldest first. */
      comments: z
        .array(
          z.strictObject({
            person,
            date: z.date(),
            text: z.string().min(1),
          }),
        )
        .default([]),
      slug,
      draft,
    })
    .refine(hasCover, coverNeeded)
    // Generated art is decorative; a photo shows something, which its description says.
    .refine(
      (post) => post.coverAlt !== undefined || (post.coverPhoto === undefined && typeof post.cover !== "object"),
      {
        error: "A cover photo needs coverAlt: what it shows, for screen readers",
        path: ["coverAlt"],
      },
    )
    .transform(chosenCover)

export type BlogPost = z.infer<ReturnType<typeof blogSchema>>

const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: contentDir("blog"), generateId: slugs("blog") }),
  schema: blogSchema,
})

/** A service (src/content/services/*.yaml): its card, its article at /service/<file name>/ and its FAQ. */
export const serviceSchema = z.strictObject({
  /** The card title and the page's heading. */
  title: z.string().min(1),
  icon: z.enum(iconNames),
  /** One sentence on the card. */
  summary: z.string().min(1),
  /** The page's meta description: what the service is and who it is for, 50–160 characters. */
  description: z.string().min(50).max(160),
  /** Position in the grids, lowest first. */
  order: z.number().int(),
  /** The article's own headline, under the service name. */
  headline: z.string().min(1),
  cover: z.enum(coverIds),
  coverAlt: z.string().min(1),
  intro: paragraphs,
  blocks: z
    .array(
      z.strictObject({
        heading: z.string().min(1),
        paragraphs: paragraphs.optional(),
        list: z
          .strictObject({ kind: z.enum(["bullets", "steps"]), items: z.array(z.string().min(1)).min(1) })
          .optional(),
      }),
    )
    .min(1),
  /** The side card: a few key facts about an engagement. */
  facts: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).min(1),
  faq: z.array(z.strictObject({ question: z.string().min(1), answer: paragraphs })).min(1),
  slug,
  draft,
})

export type Service = z.infer<typeof serviceSchema>

const services = defineCollection({
  loader: glob({ pattern: "*.yaml", base: contentDir("services"), generateId: slugs("services") }),
  schema: serviceSchema,
})

/**
 * A service in another language (src/content/services/de/<file>.yaml, ar/…): the words of the
 * English file of the same name. Icon, cover, order and draft are the English file's.
 */
export const serviceTranslationSchema = serviceSchema.omit({
  icon: true,
  cover: true,
  order: true,
  slug: true,
  draft: true,
})

export type ServiceTranslation = z.infer<typeof serviceTranslationSchema>

const serviceTranslations = defineCollection({
  loader: glob({ pattern: "*/*.yaml", base: contentDir("services"), generateId: translationIds("services") }),
  schema: serviceTranslationSchema,
})

/** The fields of src/content/settings/featured.yaml: the slug each details page features. */
export const featuredFields = {
  post: "/blog-details/",
  project: "/portfolio-details/",
  job: "/career-details/",
  service: "/service-details/",
} as const
export type FeaturedField = keyof typeof featuredFields

const featuredSlug = (field: FeaturedField) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is missing: name the slug of the ${field} ${featuredFields[field]} shows`
          : undefined,
    })
    .regex(slugPattern, { error: `${field}: a slug is ${slugHint}` })

/**
 * Which item each featured details page shows (src/content/settings/featured.yaml), by slug. That
 * each names a published item of its collection is checked where a page reads it
 * (src/lib/content/featured.ts): a schema cannot see the other collections.
 */
export const featuredSchema = z.strictObject({
  post: featuredSlug("post"),
  project: featuredSlug("project"),
  job: featuredSlug("job"),
  service: featuredSlug("service"),
})

export type Featured = z.infer<typeof featuredSchema>

const featured = defineCollection({
  loader: glob({ pattern: "featured.yaml", base: contentDir("settings") }),
  schema: featuredSchema,
})

/** One question and its answer, a paragraph per item. */
const question = z.strictObject({ question: z.string().min(1), answer: paragraphs })

/**
 * The FAQ pages' questions, one file per topic (src/content/questions/general.yaml, account, …): the
 * pages show a topic by its file name, so a topic's questions are written once for every FAQ page.
 * `name` is the topic's name in the editor; the pages give their own headings.
 */
export const questionSetSchema = z.strictObject({
  name: z.string().min(1),
  items: z.array(question),
})

export type QuestionSet = z.infer<typeof questionSetSchema>

const questions = defineCollection({
  loader: glob({ pattern: "*.yaml", base: contentDir("questions") }),
  schema: questionSetSchema,
})

/**
 * A topic's questions in another language (src/content/questions/de/general.yaml, ar/…): the words
 * only, a translation of each English question in the same order (src/lib/content/questions.ts
 * stops the build when the numbers differ).
 */
export const questionSetTranslationSchema = questionSetSchema.omit({ name: true })

const questionTranslations = defineCollection({
  loader: glob({ pattern: "*/*.yaml", base: contentDir("questions"), generateId: translationIds("questions") }),
  schema: questionSetTranslationSchema,
})

/**
 * The pages whose copy is content (src/content/pages/<route>.yaml, the route's name: home-7.yaml is
 * /home-7/): the head, the sections in order and the footer, each section a block of
 * src/page-schema.ts.
 */
const pages = defineCollection({
  loader: glob({ pattern: "*.yaml", base: contentDir("pages") }),
  // Checked here, kept as written: a translation's words are laid over the file as it is written,
  // then read through the schema (src/page-content.ts).
  schema: z.unknown().superRefine((file, context) => {
    const parsed = pageSchema.safeParse(file)
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: "custom", path: issue.path, message: issue.message })
  }),
})

/**
 * A page in another language (src/content/pages/de/<route>.yaml, ar/…): the words of the English
 * file of the same name, in its shape, and nothing else. What they must be is known only beside the
 * English file: src/page-content.ts checks them there, naming each place that is missing, extra or
 * of another length.
 */
const pageTranslations = defineCollection({
  loader: glob({ pattern: "*/*.yaml", base: contentDir("pages"), generateId: translationIds("pages") }),
  schema: z.record(z.string(), z.unknown()),
})

export const collections = {
  blog,
  pages,
  pageTranslations,
  featured,
  questions,
  questionTranslations,
  services,
  serviceTranslations,
  projects,
  projectTranslations,
  jobs,
  jobTranslations,
} satisfies Record<string, ReturnType<typeof defineCollection>>
