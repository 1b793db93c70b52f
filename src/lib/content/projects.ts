/**
 * The portfolio's projects as pages see them, per language: loaded once (drafts left out, in their
 * `order`), each with its case study at /portfolio/<slug>/ (/de/portfolio/<slug>/ …), as cards for
 * the grids and teasers. The portfolio pages' words are content (src/content/pages/portfolio*.yaml,
 * their `projects` block), the case study's src/data/pages/case-study.ts (in each language, through
 * src/i18n/pages.ts); the projects come from src/content/projects/, their translations from
 * src/content/projects/<language>/.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { FilterableGridProps } from "#/components/islands/filterable-grid.tsx"
import type { ItemNeighboursProps } from "#/components/sections/item-neighbours.tsx"
import type { PortfolioCardProps, PortfolioCardSize } from "#/components/sections/portfolio-card.tsx"
import type { PortfolioCaseStudyProps } from "#/components/sections/portfolio-case-study.tsx"
import type { PortfolioGridLayout, PortfolioGridProps } from "#/components/sections/portfolio-grid.tsx"
import type { PortfolioTeaserProps } from "#/components/sections/portfolio-teaser.tsx"
import type { details as DetailsCopy } from "#/data/pages/case-study.ts"
import type { FilterOption } from "#/lib/filters.ts"
import { resolvePicture } from "#/lib/images.ts"
import { cover } from "#/lib/pictures.ts"
import { defaultLocale, locales, localePath, pageLocales, type Locale, type PrefixedLocale } from "#/i18n/locales.ts"
import { creativeWork, type StructuredData } from "#/lib/structured-data.ts"
import { absoluteUrl } from "#/lib/url.ts"

import { featuredItem } from "./featured"
import { fillTemplate, published } from "./format"
import { localizedEntries } from "./localized"

export type ProjectEntry = CollectionEntry<"projects"> & {
  /** In another language: its translation leaves challenge, approach and results in English. */
  englishBody?: true
}
export type ProjectTag = ProjectEntry["data"]["tags"][number]
type ProjectTranslationEntry = CollectionEntry<"projectTranslations">

/** A project's case study in a language: ("ledgerly", "de") → "/de/portfolio/ledgerly/". */
export const projectHref = (project: ProjectEntry | string, locale: Locale = defaultLocale) =>
  localePath(locale, `/portfolio/${typeof project === "string" ? project : project.id}/`)

/** A filter button and the project tags it shows ("Design" shows UI/UX and digital art). */
export type PortfolioFilter = FilterOption & { tags: readonly ProjectTag[] }

/** The filter values a project answers to, given a page's filters. */
export function filterValues(tags: readonly ProjectTag[], filters: readonly PortfolioFilter[]): string[] {
  return filters.filter((filter) => filter.tags.some((tag) => tags.includes(tag))).map((filter) => filter.value)
}

const loaded = new Map<Locale, Promise<readonly ProjectEntry[]>>()

const fileName = (path: string | undefined) => path?.replace(/^.*\//, "").replace(/\.[^.]+$/, "")

/**
 * A translation's lists laid over its English file's, item for item: a gallery picture keeps the
 * English file's cover under the translated alt, so the two lists must be as long; the metrics
 * likewise. A list of another length stops the build, naming both files.
 */
function withEnglishLists(translation: ProjectTranslationEntry, all: readonly ProjectEntry[]) {
  const name = translation.id.replace(/^[^/]*\//, "")
  const english = all.find((entry) => fileName(entry.filePath) === name)
  const { gallery = [], ...words } = translation.data
  if (!english) return { ...translation, data: words } // localizedEntries names the stray file.
  const file = translation.filePath ?? `src/content/projects/${translation.id}.yaml`
  const sameLength = (field: "gallery" | "metrics", own: readonly unknown[], theirs: readonly unknown[]) => {
    if (own.length !== theirs.length)
      throw new Error(
        `${file}: ${field} has ${own.length} item(s), ${english.filePath ?? name} has ${theirs.length}: a translation gives each of the English file's ${field} in its words, in the same order`,
      )
  }
  sameLength("gallery", gallery, english.data.gallery)
  sameLength("metrics", words.metrics, english.data.metrics)
  return {
    ...translation,
    data: {
      ...words,
      gallery: english.data.gallery.map((item, index) => ({ ...item, alt: gallery[index]?.alt ?? item.alt })),
    },
  }
}

/**
 * The published projects in a language, in their `order` (then by file name): English is
 * src/content/projects/*.yaml; another language is the same projects with the words of their
 * translations (a missing translation fails the build, naming the file). A translation without
 * challenge, approach and results keeps the English file's, and the entry says so (`englishBody`).
 */
export function loadProjects(locale: Locale = defaultLocale): Promise<readonly ProjectEntry[]> {
  let projects = loaded.get(locale)
  if (!projects) {
    projects =
      locale === defaultLocale
        ? getCollection("projects").then((entries) =>
            published(entries).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)),
          )
        : Promise.all([loadProjects(), getCollection("projects"), getCollection("projectTranslations")]).then(
            ([english, all, translations]) =>
              localizedEntries({
                english,
                all,
                translations: translations.map((translation) => withEnglishLists(translation, all)),
                locale: locale as PrefixedLocale,
                collection: "projects",
                noun: "project",
              }).map((entry) =>
                // Left out of the translation, the paragraphs are still the English entry's own.
                entry.data.challenge === english.find((own) => own.id === entry.id)?.data.challenge
                  ? { ...entry, englishBody: true as const }
                  : entry,
              ),
          )
    loaded.set(locale, projects)
  }
  return projects
}

type ImageSizing = { widths: readonly number[]; sizes: string }

/** Card props for one project (in the language it was loaded in); the picture is sized for where the card is shown. */
export async function projectCard(
  entry: ProjectEntry,
  image: ImageSizing,
  size: PortfolioCardSize = "standard",
  locale: Locale = defaultLocale,
): Promise<PortfolioCardProps> {
  const { title, category, summary, year, cover: coverId, coverAlt } = entry.data
  return {
    title,
    category,
    summary,
    meta: String(year),
    href: projectHref(entry, locale),
    size,
    cover: await resolvePicture(cover(coverId, { alt: coverAlt, ...image })),
  }
}

const teaserImage = { widths: [480, 720, 960], sizes: "(min-width: 768px) 600px, 92vw" } satisfies ImageSizing

/** The covers of a reel (WorkReel, under Home 1's headline): 18 to 24rem wide. */
export const reelImage = {
  widths: [320, 480, 640, 768],
  sizes: "(min-width: 640px) 24rem, 18rem",
} satisfies ImageSizing

/**
 * Projects as cards, for teasers (Home 1 and About show two): `cards: await
 * featuredProjectCards(2)` inside a PortfolioTeaser's props. The first ones by `order`, or the
 * projects named by `ids` (file names in src/content/projects/ without .yaml), in that order; in
 * another language, in its words and linking to its case studies.
 */
export async function featuredProjectCards(
  count = 2,
  ids?: readonly string[],
  image: ImageSizing = teaserImage,
  locale: Locale = defaultLocale,
): Promise<PortfolioCardProps[]> {
  const projects = await loadProjects(locale)
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
      .map((entry) => projectCard(entry, image, "wide", locale)),
  )
}

/** The mosaic's rhythm: tall, wide, two standard, wide, standard fills three columns without holes. */
const mosaicPattern = ["tall", "wide", "standard", "standard", "wide", "standard"] as const

/** Each layout's card footprints, and its pictures sized for how wide the grid draws a card. */
const gridLayouts: Record<
  PortfolioGridLayout,
  { sizeOf: (index: number) => PortfolioCardSize; image: (size: PortfolioCardSize) => ImageSizing }
> = {
  cards: {
    sizeOf: () => "standard",
    image: () => ({
      widths: [400, 640, 800],
      sizes: "(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw",
    }),
  },
  mosaic: {
    sizeOf: (index) => mosaicPattern[index % mosaicPattern.length] ?? "standard",
    image: (size) =>
      size === "wide"
        ? { widths: [640, 960, 1200], sizes: "(min-width: 1024px) 66vw, (min-width: 640px) 50vw, 92vw" }
        : size === "tall"
          ? { widths: [640, 960, 1200], sizes: "(min-width: 1024px) 60vw, (min-width: 640px) 50vw, 92vw" }
          : { widths: [480, 720, 960], sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 92vw" },
  },
  list: {
    sizeOf: () => "wide",
    image: () => ({ widths: [480, 720, 960], sizes: "(min-width: 1280px) 460px, (min-width: 768px) 40vw, 92vw" }),
  },
}

/** A portfolio page's grid, as its content file's projects block asks for it. */
type GridView = {
  layout: PortfolioGridLayout
  filter: Omit<FilterableGridProps, "filters" | "itemTags" | "children"> & { buttons: readonly PortfolioFilter[] }
  /** The first card is in the first screen: load its picture at once, it is the page's largest. */
  priority?: boolean | undefined
}

/** A page's grid of every project and its filter island, from the collection in the page's language. */
export async function portfolioGrid(
  { layout, filter: { buttons, ...words }, priority = false }: GridView,
  locale: Locale = defaultLocale,
): Promise<{
  grid: PortfolioGridProps
  filter: Omit<FilterableGridProps, "children">
}> {
  const { sizeOf, image } = gridLayouts[layout]
  const projects = await loadProjects(locale)
  const items = await Promise.all(
    projects.map(async (entry, index) => {
      const size = sizeOf(index)
      const card = await projectCard(entry, image(size), size, locale)
      return {
        ...card,
        index: String(index + 1).padStart(2, "0"),
        priority: priority && index === 0,
        filters: filterValues(entry.data.tags, buttons),
      }
    }),
  )
  return {
    grid: { layout, items },
    filter: {
      ...words,
      filters: buttons.map(({ value, label }) => ({ value, label })),
      itemTags: items.map((item) => item.filters),
    },
  }
}

const coverSizes = { widths: [640, 960, 1200], sizes: "(min-width: 1280px) 1216px, 94vw" } satisfies ImageSizing
const galleryImage = { widths: [480, 720, 960], sizes: "(min-width: 1280px) 790px, (min-width: 1024px) 62vw, 92vw" }
const relatedImage = {
  widths: [400, 640, 800],
  sizes: "(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw",
} satisfies ImageSizing

/**
 * Every project's case study in each language of the agency home, which shows them, for
 * src/pages/[...locale]/portfolio/[slug].astro: /portfolio/<slug>/, /de/portfolio/<slug>/, /ar/portfolio/<slug>/.
 */
export async function projectPaths() {
  const perLocale = await Promise.all(
    pageLocales(projectHref("any")).map(async (locale) =>
      (await loadProjects(locale)).map((project) => ({
        params: { locale: locale === defaultLocale ? undefined : locale, slug: project.id },
        props: { project, locale },
      })),
    ),
  )
  return perLocale.flat()
}

/** The project /portfolio-details/ (English alone) shows: `project` in src/content/settings/featured.yaml. */
export async function featuredProjectEntry(): Promise<ProjectEntry> {
  return featuredItem("project", await loadProjects())
}

/**
 * A project's page in a language: the banner, the case study, the previous and next projects and
 * three more, in the words of `details` (src/data/pages/case-study.ts, or de/, ar/), which the route
 * passes in the page's language. Where the translation leaves the body in English, the chapters'
 * paragraphs are marked English and `bodyNote` says so above them.
 */
export async function projectPage(
  entry: ProjectEntry,
  details: typeof DetailsCopy,
  locale: Locale = defaultLocale,
  bodyNote = "",
): Promise<{
  path: string
  meta: { title: string; description: string; jsonLd: StructuredData[] }
  banner: { title: string; lead: string; parents: readonly { label: string; href: string }[] }
  study: PortfolioCaseStudyProps
  neighbours: ItemNeighboursProps
  related: PortfolioTeaserProps
}> {
  const projects = await loadProjects(locale)
  const at = projects.findIndex((other) => other.id === entry.id)
  const project = entry.data
  const { labels } = details
  // The gallery, shared out: the first picture after the challenge, the second after the approach, the rest after the results.
  const gallery = await Promise.all(
    project.gallery.map((item) => resolvePicture(cover(item.cover, { alt: item.alt, ...galleryImage }))),
  )
  const href = projectHref(entry, locale)
  const coverImage = await resolvePicture(cover(project.cover, { alt: project.coverAlt, ...coverSizes }))
  // Three more, after this one and wrapping round (fewer when there are fewer projects).
  const more = [1, 2, 3]
    .filter((step) => step < projects.length)
    .map((step) => projects[(at + step) % projects.length])
    .filter((other) => other !== undefined)
  const neighbour = (other: ProjectEntry | undefined) =>
    other && { title: other.data.title, href: projectHref(other, locale) }
  const english = locales[defaultLocale]

  return {
    path: href,
    meta: {
      title: fillTemplate(details.pageTitle, { title: project.title }),
      description: fillTemplate(details.pageDescription, { summary: project.summary, client: project.client }),
      jsonLd: [
        creativeWork({
          title: project.title,
          description: project.summary,
          client: project.client,
          year: project.year,
          images: [coverImage.src],
          pageUrl: absoluteUrl(href),
        }),
      ],
    },
    banner: { title: project.title, lead: project.summary, parents: [details.crumb] },
    study: {
      cover: coverImage,
      facts: {
        id: "facts-title",
        title: labels.facts,
        items: [
          { icon: "briefcase", label: labels.client, value: project.client },
          { icon: "layers", label: labels.category, value: project.category },
          { icon: "clock", label: labels.duration, value: project.duration },
          { icon: "calendar", label: labels.year, value: String(project.year) },
        ],
        ...(project.website
          ? { website: { label: labels.website, href: project.website, newTab: labels.newTab } }
          : {}),
      },
      ...(entry.englishBody
        ? {
            body: {
              lang: english.lang,
              ...(locales[locale].dir === english.dir ? {} : { dir: english.dir }),
              note: bodyNote,
            },
          }
        : {}),
      chapters: [
        {
          id: "challenge-title",
          title: labels.challenge,
          paragraphs: project.challenge,
          images: gallery.slice(0, 1),
        },
        {
          id: "approach-title",
          title: labels.approach,
          paragraphs: project.approach,
          list: { title: labels.services, items: project.services },
          images: gallery.slice(1, 2),
        },
        {
          id: "results-title",
          title: labels.results,
          paragraphs: project.results,
          metrics: { title: labels.metrics, items: project.metrics },
          images: gallery.slice(2),
        },
      ],
    },
    neighbours: { ...details.neighbours, previous: neighbour(projects[at - 1]), next: neighbour(projects[at + 1]) },
    related: {
      ...details.related,
      cards: await Promise.all(more.map((other) => projectCard(other, relatedImage, "standard", locale))),
    },
  }
}
