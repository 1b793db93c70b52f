/**
 * The services as pages see them: loaded once (drafts left out, in their `order`), each with its
 * page /service/<slug>/ (the article and its own FAQ) and its card. Copy comes from
 * src/data/pages/services.ts; the services from src/content/services/.
 */
import { getCollection, type CollectionEntry } from "astro:content"

import type { Feature } from "@/components/sections/feature-grid"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import { featuredService, serviceCopy } from "@/data/pages/services"
import { cover } from "@/lib/images"
import { faqPage, type StructuredData } from "@/lib/structured-data"
import type { ServiceArticleProps } from "@/components/sections/service-article"

import { featuredEntry, published } from "./format"

export type ServiceEntry = CollectionEntry<"services">

export const serviceHref = (service: ServiceEntry | string) =>
  `/service/${typeof service === "string" ? service : service.id}/`

let loaded: Promise<readonly ServiceEntry[]> | undefined

/** The published services, in their `order` (then by file name). */
export function loadServices(): Promise<readonly ServiceEntry[]> {
  loaded ??= getCollection("services").then((entries) =>
    published(entries).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)),
  )
  return loaded
}

/**
 * Services as icon cards linking to their pages: every service, or the ones named by `ids` (file
 * names in src/content/services/ without .yaml), in that order; an unknown id fails the build.
 */
export async function serviceCards(linkLabel: string, ids?: readonly string[]): Promise<Feature[]> {
  const services = await loadServices()
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
    href: serviceHref(entry),
    linkLabel,
    item: true,
  }))
}

/** Every service's page: /service/<slug>/. */
export async function servicePaths() {
  return (await loadServices()).map((service) => ({ params: { slug: service.id }, props: { service } }))
}

/** The service /service-details/ shows: `featuredService` in src/data/pages/services.ts, or the first. */
export async function featuredServiceEntry(): Promise<ServiceEntry> {
  return featuredEntry(await loadServices(), featuredService, {
    setting: "featuredService",
    file: "src/data/pages/services.ts",
    collection: "services",
    noun: "service",
    page: "/service-details/",
  })
}

/** A service's page: meta (with the FAQ as FAQPage), banner, the article and its FAQ. */
export async function servicePage(entry: ServiceEntry) {
  const service = entry.data
  const { article, faq } = serviceCopy
  const faqItems = service.faq.map(({ question, answer }) => ({ question, answer }))
  return {
    path: serviceHref(entry),
    meta: {
      title: service.title,
      description: service.description,
      jsonLd: [faqPage(faqItems)] satisfies StructuredData[],
    },
    banner: { title: service.title, lead: service.summary, parents: [serviceCopy.crumb] },
    article: {
      id: "service-article-title",
      eyebrow: article.eyebrow,
      title: service.headline,
      image: await cover(service.cover, { alt: service.coverAlt, ...article.image }),
      intro: service.intro,
      blocks: service.blocks,
      facts: { ...article.facts, items: service.facts },
    } satisfies ServiceArticleProps,
    faq: { ...faq, title: faq.title(service.title), items: faqItems } satisfies FaqSectionProps,
  }
}
