import type { ImageMetadata } from "astro"
import { getImage } from "astro:assets"

import { covers, type CoverId } from "@/data/art"
import { people, type PersonId } from "@/data/people"

/** An image as sections receive it: plain, serialisable, ready for <img>. */
export type Picture = {
  src: string
  srcset?: string
  sizes?: string
  width: number
  height: number
  alt: string
}

const coverFiles = import.meta.glob<ImageMetadata>("/src/assets/generated/covers/*.svg", {
  eager: true,
  import: "default",
})
const avatarFiles = import.meta.glob<ImageMetadata>("/src/assets/generated/avatars/*.svg", {
  eager: true,
  import: "default",
})

function generated(files: Record<string, ImageMetadata>, folder: string, id: string): ImageMetadata {
  const file = files[`/src/assets/generated/${folder}/${id}.svg`]
  if (!file)
    throw new Error(
      `No generated image "${folder}/${id}": add it to src/data/${folder === "covers" ? "art" : "people"}.ts`,
    )
  return file
}

/**
 * A responsive WebP for an image shown at several sizes. `widths` are the rendered widths to
 * offer; `sizes` tells the browser which one the layout needs.
 */
export async function picture(
  src: ImageMetadata,
  { alt, widths, sizes }: { alt: string; widths: readonly number[]; sizes: string },
): Promise<Picture> {
  const largest = Math.max(...widths)
  const image = await getImage({ src, format: "webp", widths: [...widths], sizes, width: largest, quality: 78 })
  const width = Number(image.attributes.width ?? largest)
  const height = Number(image.attributes.height ?? Math.round((largest * src.height) / src.width))
  return { src: image.src, srcset: image.srcSet.attribute, sizes, width, height, alt }
}

/** A content entry's cover: a generated-art key of src/data/art.ts, or a real image file it names. */
export type CoverSource = CoverId | ImageMetadata

export function cover(
  source: CoverSource,
  options: { alt: string; widths: readonly number[]; sizes: string },
): Promise<Picture> {
  if (typeof source !== "string") return picture(source, options)
  if (!(source in covers)) throw new Error(`Unknown cover "${source}"`)
  return picture(generated(coverFiles, "covers", source), options)
}

/** A square portrait at `size` CSS pixels (1x and 2x). Decorative next to the name by default. */
export async function avatar(id: PersonId, size = 48, alt = ""): Promise<Picture> {
  const src = generated(avatarFiles, "avatars", id)
  const image = await getImage({ src, format: "webp", width: size, height: size, densities: [1, 2], quality: 80 })
  return { src: image.src, srcset: image.srcSet.attribute, width: size, height: size, alt: alt || "" } satisfies Picture
}

export function personName(id: PersonId): string {
  return people[id].name
}
