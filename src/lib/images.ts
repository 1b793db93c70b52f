/**
 * The picture requests of src/lib/pictures.ts made into images at build: sized WebP files from the
 * generated art (src/assets/generated/, drawn from src/data/art.ts and people.ts) or from a real
 * image file, through astro:assets.
 */
import type { ImageMetadata } from "astro"
import { getImage } from "astro:assets"

import {
  isPictureRequest,
  type AvatarRequest,
  type CoverRequest,
  type Picture,
  type PictureRequest,
  type Resolved,
} from "#/lib/pictures.ts"
import type { CoverId } from "#/data/art.ts"

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

async function coverPicture({ id, alt, widths, sizes }: CoverRequest): Promise<Picture> {
  const src = typeof id === "string" ? generated(coverFiles, "covers", id) : id
  const largest = Math.max(...widths)
  const image = await getImage({ src, format: "webp", widths: [...widths], sizes, width: largest, quality: 78 })
  const width = Number(image.attributes.width ?? largest)
  const height = Number(image.attributes.height ?? Math.round((largest * src.height) / src.width))
  return { src: image.src, srcset: image.srcSet.attribute, sizes, width, height, alt }
}

async function avatarPicture({ id, size, alt }: AvatarRequest): Promise<Picture> {
  const src = generated(avatarFiles, "avatars", id)
  const image = await getImage({ src, format: "webp", width: size, height: size, densities: [1, 2], quality: 80 })
  return { src: image.src, srcset: image.srcSet.attribute, width: size, height: size, alt }
}

export function resolvePicture(request: PictureRequest): Promise<Picture> {
  return request.kind === "avatar" ? avatarPicture(request) : coverPicture(request)
}

// Copy is plain objects and arrays (a module's namespace has no prototype); anything else, a
// function or a file's metadata, is passed on as it is.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null)

/**
 * `data` (a page's copy, a section, a list) with every picture request in it, at any depth, made a
 * Picture; the rest is copied as it is. Routes call it on the copy they render.
 */
export async function resolvePictures<T>(data: T): Promise<Resolved<T>> {
  return (await resolve(data)) as Resolved<T>
}

async function resolve(value: unknown): Promise<unknown> {
  if (isPictureRequest(value)) return resolvePicture(value)
  if (Array.isArray(value)) return Promise.all(value.map(resolve))
  if (!isPlainObject(value)) return value
  // Object.entries reads getters too: a module's namespace (bundled) exposes its exports as getters.
  const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await resolve(item)]))
  return Object.fromEntries(entries)
}

/* Pictures a post's <Figure src="./images/…"> may show: the files of src/content/blog/images/. */
const postImageFiles = import.meta.glob<ImageMetadata>("/src/content/blog/images/*.{avif,gif,jpeg,jpg,png,webp}", {
  eager: true,
  import: "default",
})

/** The image file or the generated art a post's Figure names, if there is one. */
function postImageSource(src: string): CoverRequest["id"] | undefined {
  const file = /^\.\/images\/([^/]+)$/.exec(src)?.[1]
  if (file) return postImageFiles[`/src/content/blog/images/${file}`]
  return coverFiles[`/src/assets/generated/covers/${src}.svg`] ? (src as CoverId) : undefined
}

/** Whether a post's Figure `src` names a picture: a key of src/data/art.ts or a file of src/content/blog/images/. */
export const isPostPicture = (src: string): boolean => postImageSource(src) !== undefined

/** A post's Figure as a responsive picture, the width of the post's text column at most. */
export function postPicture(src: string, alt: string): Promise<Picture> {
  const id = postImageSource(src)
  if (!id)
    throw new Error(
      `Figure src "${src}" is neither a key of src/data/art.ts nor a picture in src/content/blog/images/ ("./images/name.jpg")`,
    )
  return coverPicture({
    kind: "cover",
    id,
    alt,
    widths: [400, 800, 1200],
    sizes: "(min-width: 1280px) 36rem, (min-width: 1024px) 40rem, calc(100vw - 2.5rem)",
  })
}
