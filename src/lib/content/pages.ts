/**
 * A page's content (src/content/pages/<name>.yaml) as its route renders it: the schema's output
 * with every portrait made a picture, and the file it came from, for the messages that name it.
 */
import { getEntry } from "astro:content"

import { resolvePictures } from "#/lib/images.ts"

export async function pageContent(name: string) {
  const entry = await getEntry("pages", name)
  const file = entry?.filePath ?? `${process.env.CONTENT_DIR ?? "src/content"}/pages/${name}.yaml`
  if (!entry) throw new Error(`${file} is missing: the route /${name}/ renders its sections`)
  return { ...(await resolvePictures(entry.data)), file }
}
