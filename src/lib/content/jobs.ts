/**
 * The open positions as pages see them: loaded once (drafts left out, in their `order`), each with
 * its page /career/<slug>/, its salary in words and its JobPosting structured data. Copy comes from
 * src/data/pages/career.ts; the jobs from src/content/jobs/.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { JobView } from "@/components/sections/job-card"
import { careerCopy, featuredJob } from "@/data/pages/career"
import { brand } from "@/data/site"
import { jobPosting, type StructuredData } from "@/lib/structured-data"
import { absoluteUrl } from "@/lib/url"

import { featuredEntry, published } from "./format"

export type JobEntry = CollectionEntry<"jobs">
type Salary = NonNullable<JobEntry["data"]["salary"]>

export const jobHref = (job: JobEntry | string) => `/career/${typeof job === "string" ? job : job.id}/`

let loaded: Promise<readonly JobEntry[]> | undefined

/** The published jobs, in their `order` (then by file name). */
export function loadJobs(): Promise<readonly JobEntry[]> {
  loaded ??= getCollection("jobs").then((entries) =>
    published(entries).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)),
  )
  return loaded
}

/** "$48–60K a year": the range in the listing's currency, compact, as job boards show it. */
export function salaryLabel({ min, max, currency, per }: Salary): string {
  const money = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    notation: per === "hour" ? "standard" : "compact",
    maximumFractionDigits: per === "hour" ? 2 : 1,
  })
  const range = min === max ? money.format(min) : money.formatRange(min, max)
  return `${range} ${careerCopy.per[per]}`
}

export function jobView(entry: JobEntry): JobView {
  const job = entry.data
  return {
    id: entry.id,
    href: jobHref(entry),
    title: job.title,
    description: job.description,
    category: job.category,
    type: job.type,
    location: job.location,
    experience: job.experience,
    details: job.details,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
    ...(job.salary ? { salary: salaryLabel(job.salary) } : {}),
  }
}

export async function jobViews(): Promise<JobView[]> {
  return (await loadJobs()).map(jobView)
}

/** Every job's page: /career/<slug>/. */
export async function jobPaths() {
  return (await loadJobs()).map((job) => ({ params: { slug: job.id }, props: { job } }))
}

/** The job /career-details/ shows: `featuredJob` in src/data/pages/career.ts, or the first. */
export async function featuredJobEntry(): Promise<JobEntry> {
  return featuredEntry(await loadJobs(), featuredJob, {
    setting: "featuredJob",
    file: "src/data/pages/career.ts",
    collection: "jobs",
    noun: "job",
    page: "/career-details/",
  })
}

/** A job's page: its meta and JobPosting, its banner, the description and the form's hidden fields. */
export function jobPage(entry: JobEntry) {
  const job = entry.data
  const href = jobHref(entry)
  const { headings } = careerCopy.details
  return {
    path: href,
    meta: {
      title: careerCopy.jobTitle(job.title),
      description: `${job.title} at ${brand.name}, ${job.location}. ${job.description}`,
      lastmod: job.posted,
      jsonLd: [
        jobPosting({
          title: job.title,
          paragraphs: job.details,
          lists: [
            { heading: headings.responsibilities, items: job.responsibilities },
            { heading: headings.requirements, items: job.requirements },
          ],
          type: job.type,
          location: job.location,
          ...(job.countries ? { countries: job.countries } : {}),
          datePosted: job.posted,
          validThrough: job.closes,
          experience: job.experience,
          skills: job.skills,
          ...(job.salary ? { salary: job.salary } : {}),
          pageUrl: absoluteUrl(href),
        }),
      ] satisfies StructuredData[],
    },
    banner: { title: job.title, lead: job.description, parents: [careerCopy.crumb] },
    job: jobView(entry),
    form: { job: { id: entry.id, title: job.title } },
  }
}
