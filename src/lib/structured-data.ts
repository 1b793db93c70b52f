/**
 * Structured data (schema.org JSON-LD), typed with schema-dts. The base layout puts Organization,
 * WebSite and, under a page banner, BreadcrumbList on every page; a page adds its own nodes (FAQPage,
 * BlogPosting, JobPosting, Product) through its data module's `meta.jsonLd`, built with the
 * functions below from the same data the page shows. tests/unit/structured-data.test.ts checks
 * every type and property against the schema.org vocabulary.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  CreativeWork,
  FAQPage,
  Graph,
  JobPosting,
  Offer,
  Organization,
  PostalAddress,
  ProfilePage,
  Product,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts"

import type { AccordionItem } from "#/components/ui/accordion.tsx"
import type { JobType } from "#/content.config.ts"
import { brand, contact, site } from "#/config/site.ts"
import { absoluteUrl, servedUrl } from "#/lib/url.ts"

/** A node a page adds to the layout's graph. */
export type StructuredData = Exclude<Thing, string>

/** The site's own country, from its locale (en_US → US): where a job is unless it says otherwise. */
const siteCountry = site.locale.split("_")[1] ?? "US"

const organizationId = absoluteUrl("/#organization")
const websiteId = absoluteUrl("/#website")

/**
 * "214 Harbor Street, Suite 5, Portland, OR 97204" as a PostalAddress; an address in another
 * shape stays one line of text, which schema.org accepts too.
 */
export function postalAddress(address: string, country = "US"): PostalAddress | string {
  const match = /^(?<street>.+),\s*(?<locality>[^,]+),\s*(?<region>[A-Z]{2})\s+(?<code>\d{5}(?:-\d{4})?)$/.exec(address)
  if (!match?.groups) return address
  const { street = "", locality = "", region = "", code = "" } = match.groups
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode: code,
    addressCountry: country,
  }
}

/** The studio behind the site (the same on every page, whatever brand a demo home shows). */
/** Who the site is, in the page's language (the default description is English). */
type SiteWords = { description: string; language: string }
const english: SiteWords = { description: site.defaultDescription, language: site.lang }

export function organization(words: SiteWords = english): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: brand.name,
    url: absoluteUrl("/"),
    description: words.description,
    logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png"), width: "512", height: "512" },
    email: contact.email.label,
    telephone: contact.phone.href.replace(/^tel:/, ""),
    address: postalAddress(contact.address),
  }
}

export function website(words: SiteWords = english): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    url: absoluteUrl("/"),
    name: site.name,
    description: words.description,
    inLanguage: words.language,
    publisher: { "@id": organizationId },
  }
}

/**
 * A product home: a WebPage about the product's Brand (its name and tagline), published by the
 * studio. No Product node: without offers or reviews search engines would flag it as incomplete.
 */
export function productPage(
  product: { name: string; tagline?: string | undefined },
  page: { title: string; description: string; url: string },
): WebPage {
  return {
    "@type": "WebPage",
    "@id": `${page.url}#webpage`,
    url: page.url,
    name: page.title,
    description: page.description,
    about: { "@type": "Brand", name: product.name, ...(product.tagline ? { slogan: product.tagline } : {}) },
    isPartOf: { "@id": websiteId },
    publisher: { "@id": organizationId },
  }
}

/** The banner's breadcrumb trail; the last crumb is the page itself. */
export function breadcrumbs(crumbs: readonly { label: string; href?: string }[], pageUrl: string): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? absoluteUrl(crumb.href) : pageUrl,
    })),
  }
}

/** One FAQPage for all the questions a page answers (Google reads one per page). */
export function faqPage(...groups: readonly (readonly AccordionItem[])[]): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: groups.flat().map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  }
}

/** "$199" → { price: "199", currency: "USD" }; "$00" is a free plan. */
export function parsePrice(label: string): { price: string; currency: string } {
  const currencies: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" }
  const match = /^(?<symbol>[$€£¥])\s?(?<amount>\d[\d,]*(?:\.\d+)?)$/.exec(label.trim())
  const symbol = match?.groups?.symbol
  const amount = match?.groups?.amount
  if (!symbol || !amount) throw new Error(`Cannot read the price "${label}": write it as "$199"`)
  return { price: String(Number(amount.replaceAll(",", ""))), currency: currencies[symbol] ?? "USD" }
}

type PlanInput = {
  readonly title: string
  readonly blurb?: string
  readonly price: { readonly monthly: string; readonly yearly: string }
  readonly cta: { readonly href: string }
}

/** A subscription plan as a Product with one Offer per billing period. */
export function pricingPlans(plans: readonly PlanInput[], pageUrl: string): Product[] {
  const offer = (label: string, unitCode: "MON" | "ANN", href: string): Offer => {
    const { price, currency } = parsePrice(label)
    return {
      "@type": "Offer",
      price,
      priceCurrency: currency,
      url: absoluteUrl(href),
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: currency,
        unitCode,
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
      },
    }
  }
  return plans.map((plan) => ({
    "@type": "Product",
    name: `${brand.name} ${plan.title}`,
    ...(plan.blurb ? { description: plan.blurb } : {}),
    brand: { "@type": "Brand", name: brand.name },
    url: pageUrl,
    offers: [offer(plan.price.monthly, "MON", plan.cta.href), offer(plan.price.yearly, "ANN", plan.cta.href)],
  }))
}

export type BlogPostingInput = {
  title: string
  description: string
  /** yyyy-mm-dd */
  datePublished: string
  /** yyyy-mm-dd; the publication date when the post never changed. */
  dateModified?: string
  author: string
  /** The author's page on this site. */
  authorUrl?: string
  /** The article's images, as served (astro:assets adds the base). */
  images: readonly string[]
  section: string
  keywords: readonly string[]
  pageUrl: string
}

export function blogPosting(post: BlogPostingInput): BlogPosting {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: { "@type": "Person", name: post.author, ...(post.authorUrl ? { url: post.authorUrl } : {}) },
    publisher: { "@id": organizationId },
    image: post.images.map(servedUrl),
    articleSection: post.section,
    keywords: post.keywords.join(", "),
    inLanguage: site.lang,
    url: post.pageUrl,
    mainEntityOfPage: post.pageUrl,
  }
}

export type JobPostingInput = {
  title: string
  /** Paragraphs and lists, as on the page; JobPosting's description may be HTML. */
  paragraphs: readonly string[]
  lists: readonly { heading: string; items: readonly string[] }[]
  type: JobType
  /** Where the job is done: a street address or city; remote jobs may name none. */
  location: string
  /** ISO 3166 codes: where the job is (on site) or where applicants may live (remote); the site's country when unset. */
  countries?: readonly string[]
  datePosted: Date
  validThrough: Date
  experience: string
  skills: readonly string[]
  salary?: { min: number; max: number; currency: string; per: "year" | "month" | "hour" }
  pageUrl: string
}

/** schema.org's employment types for the job types a listing can have. */
const employmentTypes = {
  "Full Time": "FULL_TIME",
  "Part Time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
} as const satisfies Record<Exclude<JobType, "Remote">, string>

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function jobPosting(job: JobPostingInput): JobPosting {
  const description = [
    ...job.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...job.lists.map(
      (list) =>
        `<p><strong>${escapeHtml(list.heading)}</strong></p><ul>${list.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`,
    ),
  ].join("")
  const remote = job.type === "Remote"
  // "Portland, OR (hybrid)": the place without the note in brackets.
  const locality = job.location.replace(/\s*\(.*\)\s*$/, "")
  const [country = siteCountry] = job.countries ?? []
  const address = { "@type": "PostalAddress", addressLocality: locality, addressCountry: country } as const
  return {
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.datePosted.toISOString().slice(0, 10),
    // Applications close at the end of the closing day (UTC), not as it starts.
    validThrough: new Date(job.validThrough.valueOf() + 86_399_000).toISOString(),
    // "Remote" says where, not how many hours: only the other types claim an employment type.
    ...(job.type === "Remote" ? {} : { employmentType: employmentTypes[job.type] }),
    hiringOrganization: { "@id": organizationId },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: (job.countries ?? [siteCountry]).map((name) => ({ "@type": "Country", name })),
        }
      : { jobLocation: { "@type": "Place", address } }),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.per.toUpperCase(),
            },
          },
        }
      : {}),
    experienceRequirements: job.experience,
    skills: job.skills.join(", "),
    url: job.pageUrl,
  }
}

/** A portfolio project's case study: the work, who it was for, when, and its pictures. */
export function creativeWork(work: {
  title: string
  description: string
  client: string
  year: number
  images: readonly string[]
  pageUrl: string
}): CreativeWork {
  return {
    "@type": "CreativeWork",
    name: work.title,
    description: work.description,
    creator: { "@id": organizationId },
    sourceOrganization: { "@type": "Organization", name: work.client },
    dateCreated: String(work.year),
    image: work.images.map(servedUrl),
    inLanguage: site.lang,
    url: work.pageUrl,
  }
}

/** A list of posts (the blog, a category, a tag): its name and the posts on it, by URL. */
export function collectionPage(list: {
  title: string
  description: string
  items: readonly string[]
  pageUrl: string
}): CollectionPage {
  return {
    "@type": "CollectionPage",
    name: list.title,
    description: list.description,
    url: list.pageUrl,
    isPartOf: { "@id": websiteId },
    hasPart: list.items.map((path) => ({ "@type": "BlogPosting", url: absoluteUrl(path) })),
  }
}

/** An author's page: the person, their role and bio. */
export function profilePage(person: {
  name: string
  role: string
  bio: string
  image: string
  pageUrl: string
}): ProfilePage {
  return {
    "@type": "ProfilePage",
    url: person.pageUrl,
    mainEntity: {
      "@type": "Person",
      name: person.name,
      jobTitle: person.role,
      description: person.bio,
      image: servedUrl(person.image),
      worksFor: { "@id": organizationId },
    },
  }
}

/** The page's graph: the site-wide nodes first (in the page's language), then the page's own. */
export function structuredDataGraph(nodes: readonly StructuredData[], words: SiteWords = english): Graph {
  return { "@context": "https://schema.org", "@graph": [organization(words), website(words), ...nodes] }
}

/** JSON for a <script type="application/ld+json">; `<` is escaped so no text can close the tag. */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, "\\u003c")
}
