import { describe, expect, test } from "vitest"

import { resolvePictures } from "#/lib/images.ts"
import { avatar, cover, isPictureRequest } from "#/lib/pictures.ts"

const pages = import.meta.glob<Record<string, unknown>>([
  "/src/data/homes/*.ts",
  "/src/data/pages/{career,services}.ts",
])

/** Every object in `value` that has the shape of a request or of a picture, with where it is. */
function walk(value: unknown, path: string, seen: [string, object][] = []): [string, object][] {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`, seen))
  else if (typeof value === "object" && value !== null) {
    if (isPictureRequest(value) || "srcset" in value) seen.push([path, value])
    else for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, seen)
  }
  return seen
}

describe("resolvePictures", () => {
  test("makes an avatar a square WebP at 1x and 2x, and a cover a WebP at each width", async () => {
    const { portrait, poster } = await resolvePictures({
      portrait: avatar("maya-okafor", 48, "Maya"),
      poster: cover("about-studio-film", { alt: "", widths: [480, 960], sizes: "50vw" }),
    })
    expect(portrait).toMatchObject({ width: 48, height: 48, alt: "Maya" })
    expect(portrait.srcset).toMatch(/ 1x, .* 2x$/)
    expect(poster).toMatchObject({ width: 960, sizes: "50vw", alt: "" })
    expect(poster.srcset).toMatch(/ 480w, .* 960w$/)
  })

  test("names the data file when an image was never generated", async () => {
    const unknown = { kind: "avatar", id: "nobody", size: 48, alt: "" }
    await expect(resolvePictures(unknown)).rejects.toThrow("src/data/people.ts")
  })

  test.each(Object.keys(pages))("%s: every request becomes a picture, the rest stays", async (file) => {
    const copy = await pages[file]!()
    const pictures = walk(await resolvePictures(copy), file)
    expect(pictures.map(([path]) => path)).toEqual(walk(copy, file).map(([path]) => path))
    for (const [path, picture] of pictures) {
      expect(isPictureRequest(picture), path).toBe(false)
      expect(picture, path).toMatchObject({ src: expect.any(String), width: expect.any(Number) })
    }
  })
})
