/**
 * The services as pages see them, per language: loaded once (drafts left out, in their `order`),
 * each with its page /service/<slug>/ (/de/service/<slug>/ …: the article and its own FAQ) and its
 * card. The services come from src/content/services/, their translations from
 * src/content/services/<language>/; the words around them from the route, which passes
 * `serviceCopy` (src/data/pages/services.ts, and de/, ar/) in the page's language.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { Feature } from "#/components/sections/feature-grid.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { ServiceArticleProps } from "#/components/sections/service-article.tsx"
import type { serviceCopy as ServiceCopyData } from "#/data/pages/services.ts"
import { defaultLocale, localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { resolvePicture } from "#/lib/images.ts"
import { cover } from "#/lib/pictures.ts"
import { faqPage, type StructuredData } from "#/lib/structured-data.ts"

import { featuredItem } from "./featured"
import { fillTemplate, published } from "./format"
import { localizedEntries } from "./localized"

export type ServiceEntry = CollectionEntry<"services">

/** The words around a service's page, in one language: `serviceCopy` of src/data/pages/services.ts (or de/, ar/). */
type ServiceCopy = typeof ServiceCopyData

/** A service's page in a language: ("brand-strategy", "de") → "/de/service/brand-strategy/". */
export const serviceHref = (service: ServiceEntry | string, locale: Locale = defaultLocale) =>
  localePath(locale, `/service/${typeof service === "string" ? service : service.id}/`)

const loaded = new Map<Locale, Promise<readonly ServiceEntry[]>>()

/**
 * The published services in a language, in their `order` (then by file name): English is
 * src/content/services/*.yaml; another language is the same services with the words of their
 * translations (a missing translation fails the build, naming the file).
 */
export function loadServices(locale: Locale = defaultLocale): Promise<readonly ServiceEntry[]> {
  let services = loaded.get(locale)
  if (!services) {
    services =
      locale === defaultLocale
        ? getCollection("services").then((entries) =>
            published(entries).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)),
          )
        : Promise.all([loadServices(), getCollection("services"), getCollection("serviceTranslations")]).then(
            ([english, all, translations]) =>
              localizedEntries({ english, all, translations, locale, collection: "services", noun: "service" }),
          )
    loaded.set(locale, services)
  }
  return services
}

/**
 * Services as icon cards linking to their pages: every service, or the ones named by `ids` (file
 * names in src/content/services/ without .yaml), in that order; an unknown id fails the build.
 * In another language the cards carry its words and link to its pages.
 */
export async function serviceCards(
  linkLabel: string,
  ids?: readonly string[],
  locale: Locale = defaultLocale,
): Promise<Feature[]> {
  const services = await loadServices(locale)
  const chosen = ids
    ? ids.map((id) => {
        const entry = services.find((service) => service.id === id)
        if (!entry) throw new Error(`serviceCards: "${id}" is not a published service in src/content/services/`)
        return entry
      })
    : services
  return chosen.map((entry) => ({
    icon: entry.data.icon,
    title: entry.data.title,
    text: entry.data.summary,
    href: serviceHref(entry, locale),
    linkLabel,
    item: true,
  }))
}

/**
 * Every service's page in each language of its list page (/service/), for src/pages/[...locale]/service/[slug].astro:
 * /service/<slug>/, /de/service/<slug>/, /ar/service/<slug>/.
 */
export async function servicePaths() {
  const perLocale = await Promise.all(
    pageLocales("/service/").map(async (locale) =>
      (await loadServices(locale)).map((service) => ({
        params: { locale: locale === defaultLocale ? undefined : locale, slug: service.id },
        props: { service, locale },
      })),
    ),
  )
  return perLocale.flat()
}

/** The service /service-details/ shows: `service` in src/content/settings/featured.yaml, in the page's language. */
export async function featuredServiceEntry(locale: Locale = defaultLocale): Promise<ServiceEntry> {
  return featuredItem("service", await loadServices(locale))
}

/**
 * A service's page in a language: meta (with the FAQ as FAQPage), banner, the article and its FAQ,
 * in the words of `serviceCopy`, which the route passes in the page's language.
 */
export async function servicePage(entry: ServiceEntry, serviceCopy: ServiceCopy, locale: Locale = defaultLocale) {
  const service = entry.data
  const { article, faq, crumb } = serviceCopy
  const faqItems = service.faq.map(({ question, answer }) => ({ question, answer }))
  return {
    path: serviceHref(entry, locale),
    meta: {
      title: service.title,
      description: service.description,
      jsonLd: [faqPage(faqItems)] satisfies StructuredData[],
    },
    banner: { title: service.title, lead: service.summary, parents: [crumb] },
    article: {
      id: "service-article-title",
      eyebrow: article.eyebrow,
      title: service.headline,
      image: await resolvePicture(cover(service.cover, { alt: service.coverAlt, ...article.image })),
      intro: service.intro,
      blocks: service.blocks,
      facts: { ...article.facts, items: service.facts },
    } satisfies ServiceArticleProps,
    faq: {
      ...faq,
      title: fillTemplate(faq.title, { service: service.title }),
      items: faqItems,
    } satisfies FaqSectionProps,
  }
}
