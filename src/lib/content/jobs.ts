/**
 * The open positions as pages see them, per language: loaded once (drafts left out, in their
 * `order`), each with its page /career/<slug>/ (/de/career/<slug>/ …), its salary in words and its
 * JobPosting structured data. The jobs come from src/content/jobs/, their translations from
 * src/content/jobs/<language>/; the words from the caller, which passes `careerCopy`
 * (src/data/pages/career.ts, and de/, ar/) in the page's language.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { JobView } from "#/components/sections/job-card.tsx"
import type { careerCopy as CareerCopyData } from "#/data/pages/career.ts"
import { defaultLocale, intlLocale, localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { jobPosting, type StructuredData } from "#/lib/structured-data.ts"
import { absoluteUrl } from "#/lib/url.ts"

import { featuredItem } from "./featured"
import { fillTemplate, published } from "./format"
import { localizedEntries } from "./localized"

export type JobEntry = CollectionEntry<"jobs">
type Salary = NonNullable<JobEntry["data"]["salary"]>

/** The words around a job, in one language: `careerCopy` of src/data/pages/career.ts (or de/, ar/). */
type CareerCopy = typeof CareerCopyData

/** A job's page in a language: ("product-designer", "de") → "/de/career/product-designer/". */
export const jobHref = (job: JobEntry | string, locale: Locale = defaultLocale) =>
  localePath(locale, `/career/${typeof job === "string" ? job : job.id}/`)

const loaded = new Map<Locale, Promise<readonly JobEntry[]>>()

/**
 * The published jobs in a language, in their `order` (then by file name): English is
 * src/content/jobs/*.yaml; another language is the same jobs with the words of their translations
 * (a missing translation fails the build, naming the file).
 */
export function loadJobs(locale: Locale = defaultLocale): Promise<readonly JobEntry[]> {
  let jobs = loaded.get(locale)
  if (!jobs) {
    jobs =
      locale === defaultLocale
        ? getCollection("jobs").then((entries) =>
            published(entries).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)),
          )
        : Promise.all([loadJobs(), getCollection("jobs"), getCollection("jobTranslations")]).then(
            ([english, all, translations]) =>
              localizedEntries({ english, all, translations, locale, collection: "jobs", noun: "job" }),
          )
    loaded.set(locale, jobs)
  }
  return jobs
}

/**
 * "$48–60K a year" ("48.000–60.000 $ pro Jahr" in German): the range in the listing's currency,
 * compact, as job boards show it, formatted for the page's language and followed by the period's
 * words in `careerCopy`.
 */
export function salaryLabel(
  { min, max, currency, per }: Salary,
  careerCopy: CareerCopy,
  locale: Locale = defaultLocale,
): string {
  const money = new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    notation: per === "hour" ? "standard" : "compact",
    maximumFractionDigits: per === "hour" ? 2 : 1,
  })
  const range = min === max ? money.format(min) : money.formatRange(min, max)
  return `${range} ${careerCopy.per[per]}`
}

export function jobView(entry: JobEntry, careerCopy: CareerCopy, locale: Locale = defaultLocale): JobView {
  const job = entry.data
  const { categories, types } = careerCopy
  return {
    id: entry.id,
    href: jobHref(entry, locale),
    title: job.title,
    description: job.description,
    category: job.category,
    categoryLabel: categories[job.category],
    type: job.type,
    typeLabel: types[job.type],
    location: job.location,
    experience: job.experience,
    details: job.details,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
    ...(job.salary ? { salary: salaryLabel(job.salary, careerCopy, locale) } : {}),
  }
}

export async function jobViews(careerCopy: CareerCopy, locale: Locale = defaultLocale): Promise<JobView[]> {
  return (await loadJobs(locale)).map((job) => jobView(job, careerCopy, locale))
}

/**
 * Every job's page in each language of its list page (/career/), for src/pages/[...locale]/career/[slug].astro:
 * /career/<slug>/, /de/career/<slug>/, /ar/career/<slug>/.
 */
export async function jobPaths() {
  const perLocale = await Promise.all(
    pageLocales("/career/").map(async (locale) =>
      (await loadJobs(locale)).map((job) => ({
        params: { locale: locale === defaultLocale ? undefined : locale, slug: job.id },
        props: { job, locale },
      })),
    ),
  )
  return perLocale.flat()
}

/** The job /career-details/ shows: `job` in src/content/settings/featured.yaml, in the page's language. */
export async function featuredJobEntry(locale: Locale = defaultLocale): Promise<JobEntry> {
  return featuredItem("job", await loadJobs(locale))
}

/**
 * A job's page in a language: its meta and JobPosting (in the words of `careerCopy`, which the
 * route passes in the page's language), its banner, the description and the form's hidden fields.
 */
export function jobPage(entry: JobEntry, careerCopy: CareerCopy, locale: Locale = defaultLocale) {
  const job = entry.data
  const href = jobHref(entry, locale)
  const { headings } = careerCopy.details
  return {
    path: href,
    meta: {
      title: fillTemplate(careerCopy.jobTitle, { title: job.title, location: job.location }),
      description: fillTemplate(careerCopy.jobDescription, {
        title: job.title,
        location: job.location,
        description: job.description,
      }),
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
    job: jobView(entry, careerCopy, locale),
    form: { job: { id: entry.id, title: job.title } },
  }
}
