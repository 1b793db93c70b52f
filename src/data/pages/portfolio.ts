/**
 * The portfolio pages: classic (/portfolio/), modern (/portfolio-3/), minimal (/portfolio-4/) and
 * the case study (/portfolio-details/). Projects live in src/content/projects/ (one YAML file each,
 * checked by the schema in src/content.config.ts); this module holds the page copy and turns
 * entries into the props of the cards, grids and the case study.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { FilterableGridProps } from "@/components/islands/filterable-grid"
import type { PortfolioCardProps, PortfolioCardSize } from "@/components/sections/portfolio-card"
import type { PortfolioCaseStudyProps } from "@/components/sections/portfolio-case-study"
import type { PortfolioGridLayout, PortfolioGridProps } from "@/components/sections/portfolio-grid"
import type { PortfolioTeaserProps } from "@/components/sections/portfolio-teaser"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { SectionHeadingProps } from "@/components/ui/section-heading"
import type { FilterOption } from "@/lib/filters"
import { cover } from "@/lib/images"

export type ProjectEntry = CollectionEntry<"projects">
export type ProjectTag = ProjectEntry["data"]["tags"][number]

/** Every portfolio card opens the case study. */
const detailsHref = "/portfolio-details/"

/** A filter button and the project tags it shows ("Design" shows UI/UX and digital art). */
export type PortfolioFilter = FilterOption & { tags: readonly ProjectTag[] }

/** The filter values a project answers to, given a page's filters. */
export function filterValues(tags: readonly ProjectTag[], filters: readonly PortfolioFilter[]): string[] {
  return filters.filter((filter) => filter.tags.some((tag) => tags.includes(tag))).map((filter) => filter.value)
}

/** All projects, in their `order`. */
export async function loadProjects(): Promise<ProjectEntry[]> {
  const entries = await getCollection("projects")
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
}

type ImageSizing = { widths: readonly number[]; sizes: string }

/** Card props for one project; the picture is sized for where the card is shown. */
export async function projectCard(
  entry: ProjectEntry,
  image: ImageSizing,
  size: PortfolioCardSize = "standard",
): Promise<PortfolioCardProps> {
  const { title, category, summary, year, cover: coverId, coverAlt } = entry.data
  return {
    title,
    category,
    summary,
    meta: String(year),
    href: detailsHref,
    size,
    cover: await cover(coverId, { alt: coverAlt, ...image }),
  }
}

const teaserImage = { widths: [480, 720, 960], sizes: "(min-width: 768px) 600px, 92vw" } satisfies ImageSizing

/**
 * Projects as cards, for teasers (Home 1 and About show two): `cards: await
 * featuredProjectCards(2)` inside a PortfolioTeaser's props. The first ones by `order`, or the
 * projects named by `ids` (file names in src/content/projects/ without .yaml), in that order.
 */
export async function featuredProjectCards(count = 2, ids?: readonly string[]): Promise<PortfolioCardProps[]> {
  const projects = await loadProjects()
  const chosen = ids
    ? ids.map((id) => {
        const entry = projects.find((project) => project.id === id)
        if (!entry && projects.length > 0)
          throw new Error(`featuredProjectCards: no project "${id}" in src/content/projects/`)
        return entry
      })
    : projects
  return Promise.all(
    chosen
      .filter((entry) => entry !== undefined)
      .slice(0, count)
      .map((entry) => projectCard(entry, teaserImage, "wide")),
  )
}

type GridView = {
  layout: PortfolioGridLayout
  filters: readonly PortfolioFilter[]
  filter: Omit<FilterableGridProps, "filters" | "itemTags" | "children">
  /** The footprint of the nth card (mosaic: mixed sizes). */
  sizeOf?: (index: number) => PortfolioCardSize
  image: (size: PortfolioCardSize) => ImageSizing
  /** The first card is in the first screen (a short banner above it): load its image at once, it is the LCP. */
  priorityFirst?: boolean
}

/** A page's grid and its filter island, from the collection. */
export async function portfolioGrid(view: GridView): Promise<{
  grid: PortfolioGridProps
  filter: Omit<FilterableGridProps, "children">
}> {
  const projects = await loadProjects()
  const items = await Promise.all(
    projects.map(async (entry, index) => {
      const size = view.sizeOf?.(index) ?? "standard"
      const card = await projectCard(entry, view.image(size), size)
      return {
        ...card,
        index: String(index + 1).padStart(2, "0"),
        priority: view.priorityFirst === true && index === 0,
        filters: filterValues(entry.data.tags, view.filters),
      }
    }),
  )
  return {
    grid: { layout: view.layout, items },
    filter: {
      ...view.filter,
      filters: view.filters.map(({ value, label }) => ({ value, label })),
      itemTags: items.map((item) => item.filters),
    },
  }
}

const noun = { one: "project", other: "projects" }

const website = { value: "website", label: "Website", tags: ["website"] } as const satisfies PortfolioFilter
const branding = { value: "branding", label: "Branding", tags: ["branding"] } as const satisfies PortfolioFilter

/** Classic: the five disciplines as they are tagged. */
const classicFilters = [
  website,
  branding,
  { value: "commercial", label: "Commercial", tags: ["commercial"] },
  { value: "digital-art", label: "Digital Art", tags: ["digital-art"] },
  { value: "ui-ux", label: "UI/UX Design", tags: ["ui-ux"] },
] as const satisfies readonly PortfolioFilter[]

/** Modern and minimal: three broad groups; Design gathers UI/UX and digital art. */
const groupedFilters = [
  website,
  branding,
  { value: "design", label: "Design", tags: ["ui-ux", "digital-art"] },
] as const satisfies readonly PortfolioFilter[]

const filterLabel = "Filter projects by discipline"

const contactCta = {
  title: "Have a project in mind?",
  lead: "Tell us where you are and where you want to be. You will hear back from a senior designer within one working day.",
  ctas: [
    { label: "Start a project", href: "/contact/" },
    { label: "See our services", href: "/service/" },
  ],
}

export const classic = {
  meta: {
    title: "Portfolio",
    description:
      "Selected work by Lumora Studio: websites, brand identities, campaigns, digital art and product design, filterable by discipline.",
  },
  banner: { title: "Portfolio", lead: "Brands, websites and products we have shaped with our clients." },
  heading: {
    id: "work-title",
    eyebrow: "Selected work",
    title: "Work we are proud to put our name to",
    lead: "A selection from the last three years. Filter by discipline, or open any project for the full case study.",
  } satisfies SectionHeadingProps,
  grid: {
    layout: "cards",
    filters: classicFilters,
    filter: { label: filterLabel, all: "Show All", noun },
    image: () => ({
      widths: [400, 640, 800],
      sizes: "(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw",
    }),
  } satisfies GridView,
  cta: { id: "portfolio-cta-title", ...contactCta } satisfies CtaBannerProps,
}

/** The mosaic's rhythm: tall, wide, two standard, wide, standard fills three columns without holes. */
const mosaicPattern = ["tall", "wide", "standard", "standard", "wide", "standard"] as const

export const modern = {
  meta: {
    title: "Portfolio — modern layout",
    description:
      "Lumora Studio's portfolio as a mosaic of large project tiles: websites, branding and design work, each with its case study.",
  },
  banner: { title: "Our Work", lead: "Big pictures first. Every tile opens the story behind the project." },
  heading: {
    id: "mosaic-title",
    eyebrow: "Portfolio",
    title: "Ideas that shipped, and the numbers they moved",
    lead: "From a 14-metre light wall to a patient portal people over seventy finish using.",
  } satisfies SectionHeadingProps,
  grid: {
    layout: "mosaic",
    filters: groupedFilters,
    filter: { label: filterLabel, all: "Show all", noun },
    sizeOf: (index) => mosaicPattern[index % mosaicPattern.length] ?? "standard",
    image: (size) =>
      size === "wide"
        ? { widths: [640, 960, 1200], sizes: "(min-width: 1024px) 66vw, (min-width: 640px) 50vw, 92vw" }
        : size === "tall"
          ? { widths: [640, 960, 1200], sizes: "(min-width: 1024px) 60vw, (min-width: 640px) 50vw, 92vw" }
          : { widths: [480, 720, 960], sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 92vw" },
  } satisfies GridView,
  stats: {
    id: "studio-stats-title",
    title: "The studio in numbers",
    items: [
      { value: "120+", label: "projects launched since 2015" },
      { value: "14", label: "senior designers and engineers" },
      { value: "9", label: "industry awards" },
      { value: "92%", label: "of clients come back" },
    ],
  } satisfies StatsBandProps,
  cta: { id: "portfolio-3-cta-title", ...contactCta } satisfies CtaBannerProps,
}

export const minimal = {
  meta: {
    title: "Portfolio — minimal layout",
    description:
      "A clean, image-first index of Lumora Studio projects with the filters in a sidebar: website, branding and design.",
  },
  banner: { title: "Project Index", lead: "Every project, one quiet list." },
  heading: {
    id: "index-title",
    title: "All projects",
    lead: "Choose a discipline to narrow the list; it updates at once.",
    align: "start",
  } satisfies SectionHeadingProps,
  grid: {
    layout: "list",
    filters: groupedFilters,
    sizeOf: () => "wide",
    filter: { label: filterLabel, all: "Show all", noun, layout: "sidebar" },
    image: () => ({ widths: [480, 720, 960], sizes: "(min-width: 1280px) 460px, (min-width: 768px) 40vw, 92vw" }),
    priorityFirst: true,
  } satisfies GridView,
  cta: {
    id: "portfolio-4-cta-title",
    title: "Your project could be next",
    lead: "We take on four new clients a quarter, so each gets a senior team. Book a call to see if we are a fit.",
    ctas: [{ label: "Book a call", href: "/contact/" }],
  } satisfies CtaBannerProps,
}

/** The project /portfolio-details/ tells; any project id from src/content/projects/ works. */
const caseStudyProject = "northwind-analytics"

export const details = {
  labels: {
    facts: "Project details",
    client: "Client",
    category: "Category",
    duration: "Duration",
    year: "Year",
    website: "Visit the live website",
    newTab: "opens in a new tab",
    challenge: "The challenge",
    approach: "Our approach",
    services: "What we did",
    results: "The results",
    metrics: "Key results",
  },
  related: {
    id: "related-title",
    eyebrow: "Next up",
    title: "More projects",
    lead: "Three more stories from the studio.",
    link: { label: "View all work", href: "/portfolio/" },
  },
  cta: {
    id: "details-cta-title",
    title: "Want results like these?",
    lead: "Share your goals and a rough timeline; we will come back with a plan, a team and a fixed quote.",
    ctas: [
      { label: "Get in touch", href: "/contact/" },
      { label: "View pricing", href: "/pricing/" },
    ],
  } satisfies CtaBannerProps,
}

const coverImage = { widths: [640, 960, 1200], sizes: "(min-width: 1280px) 1216px, 94vw" } satisfies ImageSizing
const galleryImage = { widths: [480, 720, 960], sizes: "(min-width: 1280px) 790px, (min-width: 1024px) 62vw, 92vw" }
const relatedImage = {
  widths: [400, 640, 800],
  sizes: "(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw",
} satisfies ImageSizing

/** Everything /portfolio-details/ shows: the banner, the case study and the next three projects. */
export async function caseStudy(): Promise<{
  meta: { title: string; description: string }
  banner: { title: string; lead: string }
  study: PortfolioCaseStudyProps
  related: PortfolioTeaserProps
}> {
  const projects = await loadProjects()
  const at = projects.findIndex((entry) => entry.id === caseStudyProject)
  const entry = projects[at]
  if (!entry)
    throw new Error(
      `src/data/pages/portfolio.ts: caseStudyProject "${caseStudyProject}" is not in src/content/projects/`,
    )
  const project = entry.data
  const { labels } = details
  const [first, second] = project.gallery
  const next = [1, 2, 3].map((step) => projects[(at + step) % projects.length]).filter((e) => e !== undefined)

  return {
    meta: {
      title: `${project.title} case study`,
      description: `${project.summary} How Lumora Studio worked with ${project.client}: the challenge, our approach and the results.`,
    },
    banner: { title: project.title, lead: project.summary },
    study: {
      cover: await cover(project.cover, { alt: project.coverAlt, ...coverImage }),
      facts: {
        id: "facts-title",
        title: labels.facts,
        items: [
          { icon: "briefcase", label: labels.client, value: project.client },
          { icon: "layers", label: labels.category, value: project.category },
          { icon: "clock", label: labels.duration, value: project.duration },
          { icon: "calendar", label: labels.year, value: String(project.year) },
        ],
        website: { label: labels.website, href: project.website, newTab: labels.newTab },
      },
      chapters: [
        {
          id: "challenge-title",
          title: labels.challenge,
          paragraphs: project.challenge,
          image: first && (await cover(first.cover, { alt: first.alt, ...galleryImage })),
        },
        {
          id: "approach-title",
          title: labels.approach,
          paragraphs: project.approach,
          list: { title: labels.services, items: project.services },
          image: second && (await cover(second.cover, { alt: second.alt, ...galleryImage })),
        },
        {
          id: "results-title",
          title: labels.results,
          paragraphs: project.results,
          metrics: { title: labels.metrics, items: project.metrics },
        },
      ],
    },
    related: {
      ...details.related,
      cards: await Promise.all(next.map((other) => projectCard(other, relatedImage))),
    },
  }
}
