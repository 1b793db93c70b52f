import { describe, expect, test } from "vitest"

import {
  categoryFilters,
  countText,
  filterFromSearch,
  matches,
  urlWithFilter,
  type FilterOption,
} from "#/lib/filters.ts"

const options: readonly FilterOption[] = [
  { value: "design", label: "Design" },
  { value: "development", label: "Development" },
  { value: "business", label: "Business" },
]
const jobs = { one: "job", other: "jobs" }

describe("categoryFilters", () => {
  test("a filter per category, in the labels' order, its value the category in lower case", () => {
    expect(categoryFilters({ Design: "Design", Development: "Entwicklung", Business: "Business" })).toEqual([
      { value: "design", label: "Design" },
      { value: "development", label: "Entwicklung" },
      { value: "business", label: "Business" },
    ])
  })
})

describe("filterFromSearch", () => {
  test("reads a known filter from the query", () => {
    expect(filterFromSearch("?filter=design", "filter", options)).toBe("design")
    expect(filterFromSearch("?page=2&filter=business", "filter", options)).toBe("business")
  })

  test("falls back to all (null) when the filter is missing, unknown or under another name", () => {
    expect(filterFromSearch("", "filter", options)).toBeNull()
    expect(filterFromSearch("?filter=", "filter", options)).toBeNull()
    expect(filterFromSearch("?filter=marketing", "filter", options)).toBeNull()
    expect(filterFromSearch("?filter=Design", "filter", options)).toBeNull()
    expect(filterFromSearch("?team=design", "filter", options)).toBeNull()
  })

  test("honours another parameter name", () => {
    expect(filterFromSearch("?team=development", "team", options)).toBe("development")
  })
})

describe("urlWithFilter", () => {
  test("sets the filter and returns a same-origin path", () => {
    expect(urlWithFilter("http://127.0.0.1:4321/career/", "filter", "design")).toBe("/career/?filter=design")
  })

  test("replaces a previous filter", () => {
    expect(urlWithFilter("https://example.com/career/?filter=design", "filter", "business")).toBe(
      "/career/?filter=business",
    )
  })

  test("removes the parameter for all, keeping other parameters and the hash", () => {
    expect(urlWithFilter("https://example.com/career/?filter=design", "filter", null)).toBe("/career/")
    expect(urlWithFilter("https://example.com/career/?ref=mail&filter=design#openings", "filter", null)).toBe(
      "/career/?ref=mail#openings",
    )
    expect(urlWithFilter("https://example.com/career/?ref=mail#openings", "filter", "design")).toBe(
      "/career/?ref=mail&filter=design#openings",
    )
  })
})

describe("matches", () => {
  test("all (null) matches every item, even one without tags", () => {
    expect(matches(["design"], null)).toBe(true)
    expect(matches([], null)).toBe(true)
  })

  test("a filter matches the items whose tags include it", () => {
    expect(matches(["design"], "design")).toBe(true)
    expect(matches(["website", "branding"], "branding")).toBe(true)
    expect(matches(["development"], "design")).toBe(false)
    expect(matches([], "design")).toBe(false)
  })
})

describe("countText", () => {
  test("all: the total", () => {
    expect(countText(6, 6, jobs, null)).toBe("Showing all 6 jobs")
    expect(countText(1, 1, jobs, null)).toBe("Showing all 1 job")
  })

  test("a filter: how many of the total, and which", () => {
    expect(countText(2, 6, jobs, "Design")).toBe("Showing 2 of 6 jobs: Design")
    expect(countText(1, 6, jobs, "Business")).toBe("Showing 1 of 6 jobs: Business")
  })

  test("a filter with nothing in it says so", () => {
    expect(countText(0, 6, { one: "project", other: "projects" }, "Branding")).toBe("No projects in Branding yet")
  })
})
