/**
 * The item each featured details page shows (/blog-details/, /portfolio-details/, /career-details/,
 * /service-details/), named by slug in src/content/settings/featured.yaml, which the content editor
 * edits under Settings. The schema checks each name's form; whether it names a published item of
 * its collection is checked here, where the collection is at hand.
 */
import { getEntry } from "astro:content"

import type { FeaturedField } from "#/content.config.ts"

import { featuredEntry } from "./format"

const collections = { post: "blog", project: "projects", job: "jobs", service: "services" } as const

/** The published item `field` names among `entries` (the page's own list, in its language). */
export async function featuredItem<T extends { id: string }>(field: FeaturedField, entries: readonly T[]): Promise<T> {
  const settings = await getEntry("featured", "featured")
  const file = settings?.filePath ?? `${process.env.CONTENT_DIR ?? "src/content"}/settings/featured.yaml`
  if (!settings)
    throw new Error(`${file} is missing: it names the post, project, job and service the details pages feature`)
  return featuredEntry(entries, settings.data[field], { file, field, noun: field, collection: collections[field] })
}
