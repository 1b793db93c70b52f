/**
 * The Markdown twin of each item page (a post, a project, a job, a service), served beside the page
 * at `<page>index.md`, and the site's llms.txt and llms-full.txt made from the same list. Read from
 * the collections as the pages are, so drafts are left out and each language has its own twins.
 */
import { brand } from "#/config/site.ts"
import { defaultLocale, pageLocales, type Locale } from "#/i18n/locales.ts"
import { absoluteUrl } from "#/lib/url.ts"

import { loadPosts, type Post } from "./blog.ts"
import { postHref } from "./blog-urls.ts"
import { jobHref, loadJobs, type JobEntry } from "./jobs.ts"
import { loadProjects, projectHref, type ProjectEntry } from "./projects.ts"
import { loadServices, serviceHref, type ServiceEntry } from "./services.ts"

export type TwinSection = "Services" | "Work" | "Careers" | "Blog"

/**
 * The page words a twin repeats, per language: a job's section headings are its page's. They come
 * from the routes, since this module loads no copy.
 */
export type TwinWords = {
  jobHeadings: (locale: Locale) => { responsibilities: string; requirements: string; skills: string }
}

export type Twin = {
  /** The HTML page's path ("/blog/<slug>/", "/de/service/<slug>/"); the twin is at `${path}index.md`. */
  path: string
  locale: Locale
  section: TwinSection
  title: string
  summary: string
  markdown: (words: TwinWords) => string
}

/** Where a page's twin is served: "/blog/<slug>/" → "/blog/<slug>/index.md". */
export const twinPath = (path: string) => `${path}index.md`

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n")
const paragraphs = (items: readonly string[]) => items.join("\n\n")
const doc = (title: string, path: string, summary: string, ...parts: string[]) =>
  [`# ${title}`, `> ${summary}`, `Source: ${absoluteUrl(path)}`, ...parts.filter(Boolean)].join("\n\n") + "\n"

function postTwin(post: Post): Twin {
  const path = postHref(post)
  // The post's own Markdown; `{props.brand}` is the brand token of MDX posts.
  const body = (post.body ?? "").replaceAll("{props.brand}", brand.name).trim()
  return {
    path,
    locale: defaultLocale,
    section: "Blog",
    title: post.data.title,
    summary: post.data.excerpt,
    markdown: () => doc(post.data.title, path, post.data.excerpt, body),
  }
}

function projectTwin(project: ProjectEntry): Twin {
  const p = project.data
  const path = projectHref(project)
  return {
    path,
    locale: defaultLocale,
    section: "Work",
    title: p.title,
    summary: p.summary,
    markdown: () =>
      doc(
        p.title,
        path,
        p.summary,
        list([
          `Client: ${p.client}`,
          `Year: ${p.year}`,
          `Duration: ${p.duration}`,
          `Services: ${p.services.join(", ")}`,
        ]),
        `## Challenge\n\n${paragraphs(p.challenge)}`,
        `## Approach\n\n${paragraphs(p.approach)}`,
        `## Results\n\n${paragraphs(p.results)}`,
        list(p.metrics.map((m) => `${m.value}: ${m.label}`)),
      ),
  }
}

function jobTwin(job: JobEntry, locale: Locale): Twin {
  const j = job.data
  const path = jobHref(job, locale)
  return {
    path,
    locale,
    section: "Careers",
    title: j.title,
    summary: j.description,
    markdown: ({ jobHeadings }) => {
      const headings = jobHeadings(locale)
      return doc(
        j.title,
        path,
        j.description,
        list([j.location, j.experience]),
        paragraphs(j.details),
        `## ${headings.responsibilities}\n\n${list(j.responsibilities)}`,
        `## ${headings.requirements}\n\n${list(j.requirements)}`,
        `## ${headings.skills}\n\n${list(j.skills)}`,
      )
    },
  }
}

function serviceTwin(service: ServiceEntry, locale: Locale): Twin {
  const s = service.data
  const path = serviceHref(service, locale)
  const blocks = s.blocks.map((block) =>
    [`## ${block.heading}`, block.paragraphs && paragraphs(block.paragraphs), block.list && list(block.list.items)]
      .filter(Boolean)
      .join("\n\n"),
  )
  return {
    path,
    locale,
    section: "Services",
    title: s.title,
    summary: s.description,
    markdown: () =>
      doc(
        s.title,
        path,
        s.description,
        `**${s.headline}**`,
        paragraphs(s.intro),
        ...blocks,
        list(s.facts.map((fact) => `${fact.label}: ${fact.value}`)),
        ...s.faq.map((item) => `### ${item.question}\n\n${paragraphs(item.answer)}`),
      ),
  }
}

let twins: Promise<readonly Twin[]> | undefined

/** Every published item's twin: services and jobs in each language of their list page, posts and projects in English. */
export function markdownTwins(): Promise<readonly Twin[]> {
  twins ??= (async () => {
    const [services, projects, jobs, posts] = await Promise.all([
      Promise.all(pageLocales("/service/").map(async (l) => (await loadServices(l)).map((s) => serviceTwin(s, l)))),
      loadProjects().then((all) => all.map(projectTwin)),
      Promise.all(pageLocales("/career/").map(async (l) => (await loadJobs(l)).map((j) => jobTwin(j, l)))),
      loadPosts().then((all) => all.map(postTwin)),
    ])
    return [...services.flat(), ...projects, ...jobs.flat(), ...posts]
  })()
  return twins
}
