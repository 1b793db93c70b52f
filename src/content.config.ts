/**
 * Content collections, validated with Zod at build: an entry with a missing or wrong field fails
 * the build with the file and the field named. Each collection's schema sits beside its loader.
 */
import { defineCollection } from "astro:content"
import { glob } from "astro/loaders"
import { z } from "astro/zod"

import { covers, type CoverId } from "@/data/art"
import { people, type PersonId } from "@/data/people"

const coverIds = Object.keys(covers) as [CoverId, ...CoverId[]]
const coverId = z.enum(coverIds, {
  error: (issue) =>
    issue.input === undefined ? undefined : `Unknown cover "${String(issue.input)}": add it to src/data/art.ts`,
})
const paragraphs = z.array(z.string().min(1)).min(1)

/** The tags a project can carry; each portfolio page groups them into its own filters. */
export const projectTags = ["website", "branding", "commercial", "digital-art", "ui-ux"] as const

/** A portfolio project (src/content/projects/*.yaml): card fields plus the case-study text. */
export const projectSchema = z.strictObject({
  title: z.string().min(1),
  client: z.string().min(1),
  /** Short label under the card title ("Brand identity"). */
  category: z.string().min(1),
  tags: z.array(z.enum(projectTags)).min(1),
  summary: z.string().min(1),
  /** Position in the grids, lowest first. */
  order: z.number().int(),
  year: z.number().int().min(2000).max(2100),
  duration: z.string().min(1),
  /** Fictional addresses only: https on example.com or a .example domain. */
  website: z
    .url({ protocol: /^https$/ })
    .refine((url) => /(^|\.)example\.com$|\.example$/.test(new URL(url).hostname), {
      error: "Use a fictional https address on example.com or a .example domain",
    }),
  cover: coverId,
  coverAlt: z.string().min(1),
  /** Extra images on the case study. */
  gallery: z
    .array(z.strictObject({ cover: coverId, alt: z.string().min(1) }))
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
})

export type Project = z.infer<typeof projectSchema>

const projects = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/projects" }),
  schema: projectSchema,
})

/** The teams a job belongs to: the career page's filter tabs. */
export const jobCategories = ["Design", "Development", "Business"] as const
/** The yearly salary, in US dollars, a listing may show. */
export const salaryBounds = { min: 10_000, max: 60_000 } as const
const salary = z.number().int().min(salaryBounds.min).max(salaryBounds.max)

/** An open position (src/content/jobs/*.yaml): card fields plus the job description. */
export const jobSchema = z.strictObject({
  title: z.string().min(1),
  /** One or two sentences on the card. */
  description: z.string().min(1),
  category: z.enum(jobCategories),
  type: z.enum(["Full Time", "Remote"]),
  location: z.string().min(1),
  salary: z
    .strictObject({ min: salary, max: salary })
    .refine((range) => range.min <= range.max, { error: "salary.min is above salary.max", path: ["max"] }),
  /** Position in the list, lowest first. */
  order: z.number().int(),
  experience: z.string().min(1),
  details: paragraphs,
  responsibilities: z.array(z.string().min(1)).min(1),
  requirements: z.array(z.string().min(1)).min(1),
  skills: z.array(z.string().min(1)).min(1),
})

export type Job = z.infer<typeof jobSchema>

const jobs = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/jobs" }),
  schema: jobSchema,
})

/** The blog's four categories, in the sidebar's order. */
export const blogCategories = ["Design", "Branding", "Product", "Strategy"] as const
export type BlogCategory = (typeof blogCategories)[number]

const personIds = Object.keys(people) as [PersonId, ...PersonId[]]

/** A blog post (src/content/blog/*.mdx): this is its frontmatter; the MDX body is the article. */
export const blogSchema = z.strictObject({
  title: z.string().min(1),
  /** One or two sentences: the card, the feed and the page description. */
  excerpt: z.string().min(1),
  author: z.enum(personIds, {
    // A missing author keeps zod's own "expected" message; a wrong one says where people live.
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `Unknown author "${String(issue.input)}": use a person id from src/data/people.ts`,
  }),
  /** YAML reads an unquoted 2026-11-18 as a date. */
  date: z.date(),
  category: z.enum(blogCategories),
  tags: z.array(z.string().min(1)).min(1),
  cover: coverId,
})

export type BlogPost = z.infer<typeof blogSchema>

const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/blog" }),
  schema: blogSchema,
})

export const collections = {
  blog,
  projects,
  jobs,
} satisfies Record<string, ReturnType<typeof defineCollection>>
