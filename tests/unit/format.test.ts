import { afterEach, describe, expect, test, vi } from "vitest"

import { dated, isoDate, latest, listPageHref, published, slugify } from "#/lib/content/format.ts"

describe("slugify", () => {
  test("a taxonomy name becomes a lower-case URL segment", () => {
    expect(slugify("UI/UX")).toBe("ui-ux")
    expect(slugify("Client work")).toBe("client-work")
    expect(slugify("Design")).toBe("design")
    expect(slugify("Design systems")).toBe("design-systems")
  })

  test("accents are dropped, runs of other characters become one hyphen, none at the ends", () => {
    expect(slugify("Café Société")).toBe("cafe-societe")
    expect(slugify("  R&D — 2026!  ")).toBe("r-d-2026")
    expect(slugify("a  /  b")).toBe("a-b")
  })
})

describe("listPageHref", () => {
  test("page 1 is the list itself; later pages add their number", () => {
    expect(listPageHref("/blog/", 1)).toBe("/blog/")
    expect(listPageHref("/blog/", 2)).toBe("/blog/2/")
    expect(listPageHref("/blog/tag/ui-ux/", 3)).toBe("/blog/tag/ui-ux/3/")
    expect(listPageHref("/blog/", 0)).toBe("/blog/")
  })
})

describe("dates", () => {
  test("isoDate is the UTC day", () => {
    expect(isoDate(new Date("2026-11-18T00:00:00Z"))).toBe("2026-11-18")
    expect(isoDate(new Date("2026-11-18T23:59:59Z"))).toBe("2026-11-18")
  })

  test("dated gives the machine date and a label for people, both in UTC", () => {
    const { date, dateLabel } = dated(new Date("2026-01-05T00:00:00Z"))
    expect(date).toBe("2026-01-05")
    expect(dateLabel).toContain("2026")
    expect(dateLabel).toMatch(/\b0?5\b/)
  })

  test("latest is the newest of some dates, undefined for none", () => {
    const a = new Date("2026-01-01")
    const b = new Date("2026-06-01")
    const c = new Date("2025-12-31")
    expect(latest([a, b, c])).toBe(b)
    expect(latest([c])).toBe(c)
    expect(latest([])).toBeUndefined()
  })
})

describe("published", () => {
  const entries = [
    { id: "live", data: { draft: false } },
    { id: "draft", data: { draft: true } },
  ]

  /** The build or the dev server: the mode decides (DEV set to match, so either reading agrees). */
  const mode = (dev: boolean) => {
    vi.stubEnv("DEV", dev)
    vi.stubEnv("MODE", dev ? "development" : "production")
  }

  afterEach(() => vi.unstubAllEnvs())

  test("a build leaves drafts out", () => {
    mode(false)
    expect(published(entries).map((entry) => entry.id)).toEqual(["live"])
  })

  test("the dev server shows drafts too", () => {
    mode(true)
    expect(published(entries).map((entry) => entry.id)).toEqual(["live", "draft"])
  })

  test("does not change the list it is given", () => {
    mode(false)
    published(entries)
    expect(entries).toHaveLength(2)
  })
})
