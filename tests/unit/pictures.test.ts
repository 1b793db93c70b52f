/**
 * Copy asks for pictures and the route makes them: every module of src/data/ loads without
 * astro:assets (so the browser tests, in plain Node, can import the copy the pages render), and every
 * avatar and cover it asks for, there and in the pages' content files, is one the build draws.
 */
import { describe, expect, test, vi } from "vitest"

import { covers } from "#/data/art.ts"
import { people } from "#/data/people.ts"
import { isPictureRequest, type PictureRequest } from "#/lib/pictures.ts"
import { pageFile, pageNames } from "../support/page-files"

vi.mock("astro:assets", () => {
  throw new Error("a module of src/data/ loads astro:assets: it should ask for pictures with src/lib/pictures.ts")
})

const dataModules = import.meta.glob<Record<string, unknown>>("/src/data/**/*.ts")

/** Every picture request in `value`, at any depth, with where it is. */
function requests(value: unknown, path: string): [string, PictureRequest][] {
  if (isPictureRequest(value)) return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => requests(item, `${path}.${index}`))
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => requests(item, `${path}.${key}`))
}

const found: [string, PictureRequest][] = []

describe("pictures in copy", () => {
  test.each(Object.keys(dataModules))("%s loads without astro:assets", async (file) => {
    found.push(...requests(await dataModules[file]!(), file))
  })

  test.each(pageNames)("the page file %s asks for its pictures the same way", (name) => {
    found.push(...requests(pageFile(name), `src/content/pages/${name}.yaml`))
  })

  test("every picture asked for is an avatar or a cover the build draws", () => {
    for (const [path, request] of found) {
      if (request.kind === "avatar") expect(Object.keys(people), path).toContain(request.id)
      else expect(Object.keys(covers), path).toContain(request.id)
    }
    // Not vacuous: the homes' files, About, Team, Career and Services ask for both kinds.
    expect(found.filter(([, request]) => request.kind === "avatar").length).toBeGreaterThan(50)
    expect(found.filter(([, request]) => request.kind === "cover").length).toBeGreaterThan(10)
  })
})
