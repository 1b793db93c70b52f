/**
 * Pictures as copy asks for them. A data module names a person's avatar or a cover with `avatar()`
 * and `cover()`: plain requests, so the module loads anywhere (the browser tests read it in Node).
 * The page's route turns every request into a Picture at build, with `resolvePictures()`
 * (src/lib/images.ts), which knows the image files.
 */
import type { ImageMetadata } from "astro"

import type { CoverId } from "#/data/art.ts"
import type { PersonId } from "#/data/people.ts"

/** An image as sections receive it: plain, serialisable, ready for <img>. */
export type Picture = {
  src: string
  srcset?: string
  sizes?: string
  width: number
  height: number
  alt: string
}

/** A square portrait of a person of src/data/people.ts, `size` CSS pixels wide. */
export type AvatarRequest = {
  readonly kind: "avatar"
  readonly id: PersonId
  readonly size: number
  readonly alt: string
}

/** A content entry's cover: a generated-art key of src/data/art.ts, or a real image file it names. */
export type CoverSource = CoverId | ImageMetadata

/**
 * A cover as a responsive WebP: `widths` are the rendered widths to offer; `sizes` tells the browser
 * which one the layout needs.
 */
export type CoverRequest = {
  readonly kind: "cover"
  readonly id: CoverSource
  readonly alt: string
  readonly widths: readonly number[]
  readonly sizes: string
}

export type PictureRequest = AvatarRequest | CoverRequest

/** A person's portrait at `size` CSS pixels (1x and 2x). Decorative next to the name by default. */
export const avatar = (id: PersonId, size = 48, alt = ""): AvatarRequest => ({ kind: "avatar", id, size, alt })

export const cover = (
  id: CoverSource,
  { alt, widths, sizes }: { alt: string; widths: readonly number[]; sizes: string },
): CoverRequest => ({ kind: "cover", id, alt, widths, sizes })

export function isPictureRequest(value: unknown): value is PictureRequest {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false
  return value.kind === "avatar" || value.kind === "cover"
}

/**
 * Data with every picture request made a Picture, as the sections receive it. Functions and
 * structured data (schema.org objects, with their "@type") hold no pictures and keep their types.
 */
export type Resolved<T> = T extends PictureRequest
  ? Picture
  : T extends ((...args: never[]) => unknown) | { readonly "@type": unknown }
    ? T
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T

/** A section's props as its data module writes them: every Picture still a request. */
export type Unresolved<T> = T extends Picture
  ? PictureRequest
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T]: Unresolved<T[K]> }
      : T
