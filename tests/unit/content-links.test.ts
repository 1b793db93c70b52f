import { describe, expect, test } from "vitest"

import { findRoute, splitHref } from "@/lib/routes"

const modules = import.meta.glob<Record<string, unknown>>("/src/data/**/*.ts", { eager: true })

/** Every value under a key named `key`, anywhere in a module's exports. */
function collect(value: unknown, key: string, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return found
  seen.add(value)
  for (const [k, v] of Object.entries(value)) {
    if (k === key && typeof v === "string") found.push(v)
    else collect(v, key, found, seen)
  }
  return found
}

const external = /^(https?:|mailto:|tel:)/

describe("links in src/data", () => {
  test("data modules are found", () => expect(Object.keys(modules).length).toBeGreaterThan(3))

  for (const [file, exports] of Object.entries(modules)) {
    const hrefs = collect(exports, "href")
    if (hrefs.length === 0) continue
    const ids = new Set(["top", "main", ...collect(exports, "id")])
    test(`${file}: every href is a route, an anchor on the page or an external address`, () => {
      for (const href of hrefs) {
        if (external.test(href)) continue
        const { path, hash } = splitHref(href)
        if (path === "") expect(ids.has(hash), `${file}: "${href}" points to no section id`).toBe(true)
        else expect(findRoute(path), `${file}: "${href}" is not in src/lib/routes.ts`).toBeDefined()
      }
    })
  }

  test("the check rejects a link to a route that does not exist", () => {
    expect(findRoute(splitHref("/pricing-9/#plans").path)).toBeUndefined()
    expect(findRoute(splitHref("/pricing/#plans").path)).toBeDefined()
  })
})
