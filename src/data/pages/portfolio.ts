/**
 * The portfolio pages: classic (/portfolio/), modern (/portfolio-3/), minimal (/portfolio-4/) and
 * the case study (/portfolio-details/). Projects live in src/content/projects/ (one YAML file each,
 * checked by the schema in src/content.config.ts); this module holds the page copy and turns
 * entries into the props of the cards, grids and the case study.
 */
import type { FilterableGridProps } from "#/components/islands/filterable-grid.tsx"
import type { PortfolioCardSize } from "#/components/sections/portfolio-card.tsx"
import type { PortfolioGridLayout } from "#/components/sections/portfolio-grid.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { SectionHeadingProps } from "#/components/ui/section-heading.tsx"
import type { ProjectTag } from "#/content.config.ts"
import { brand } from "#/config/site.ts"
import type { FilterOption } from "#/lib/filters.ts"

type ImageSizing = { widths: readonly number[]; sizes: string }

/** How a portfolio page lays out its grid (src/lib/content/projects.ts builds it from the projects). */
export type GridView = {
  layout: PortfolioGridLayout
  filters: readonly PortfolioFilter[]
  filter: Omit<FilterableGridProps, "filters" | "itemTags" | "children">
  /** The footprint of the nth card (mosaic: mixed sizes). */
  sizeOf?: (index: number) => PortfolioCardSize
  image: (size: PortfolioCardSize) => ImageSizing
  /** The first card is in the first screen (a short banner above it): load its image at once, it is the LCP. */
  priorityFirst?: boolean
}

/** A filter button and the project tags it shows ("Design" shows UI/UX and digital art). */
export type PortfolioFilter = FilterOption & { tags: readonly ProjectTag[] }

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
    description: `Selected work by ${brand.name}: websites, brand identities, campaigns, digital art and product design, filterable by discipline.`,
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
    description: `${brand.name}'s portfolio as a mosaic of large project tiles: websites, branding and design work, each with its case study.`,
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
    description: `A clean, image-first index of ${brand.name} projects with the filters in a sidebar: website, branding and design.`,
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

/**
 * The copy of each project's page (/portfolio/<slug>/, and in German and Arabic: de/portfolio.ts,
 * ar/portfolio.ts) and of /portfolio-details/.
 */
export const details = {
  crumb: { label: "Portfolio", href: "/portfolio/" },
  /** {title}: the project's; {summary} and {client} too. */
  pageTitle: "{title} case study",
  pageDescription: `{summary} How ${brand.name} worked with {client}: the challenge, our approach and the results.`,
  neighbours: { label: "More projects", labels: { previous: "Previous project", next: "Next project" } },
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
