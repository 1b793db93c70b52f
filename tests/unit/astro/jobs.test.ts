import { describe, expect, test } from "vitest"
import type { z } from "astro/zod"

import { jobCategories, jobSchema, jobTypes } from "#/content.config.ts"
import { careerCopy } from "#/data/pages/career.ts"
import { jobHref, jobPage, jobView, salaryLabel, type JobEntry } from "#/lib/content/jobs.ts"

import { contentFiles, omit } from "../fixtures/content"

const files = contentFiles("jobs")

const valid = {
  title: "Product Designer",
  description: "Design web apps for our clients.",
  category: jobCategories[0],
  type: jobTypes[0],
  location: "Portland, OR",
  salary: { min: 40000, max: 55000 },
  posted: new Date("2026-11-01"),
  closes: new Date("2026-12-31"),
  order: 1,
  experience: "3+ years",
  details: ["About the role."],
  responsibilities: ["Design things."],
  requirements: ["A portfolio."],
  skills: ["Figma"],
} satisfies z.input<typeof jobSchema>

/** The dotted paths of the fields a parse failed on. */
function failedPaths(input: unknown): string[] {
  const result = jobSchema.safeParse(input)
  expect(result.success, "the entry should be rejected").toBe(false)
  return result.error?.issues.map((issue) => issue.path.join(".")) ?? []
}

/** The first failure's message for a field. */
function messageFor(input: unknown, field: string): string | undefined {
  const result = jobSchema.safeParse(input)
  return result.error?.issues.find((issue) => issue.path.join(".") === field)?.message
}

const required = Object.keys(valid).filter((field) => field !== "salary")

describe("the open positions (src/content/jobs)", () => {
  test.each(files.map((entry) => [entry.file, entry] as const))("%s matches the schema", (_, entry) => {
    const result = jobSchema.safeParse(entry.data)
    expect(result.error?.issues ?? []).toEqual([])
  })
})

describe("job schema", () => {
  test("accepts a complete job; the salary is in USD a year and the job published unless it says otherwise", () => {
    expect(jobSchema.parse(valid)).toEqual({
      ...valid,
      salary: { ...valid.salary, currency: "USD", per: "year" },
      draft: false,
    })
  })

  test.each(required)("rejects a job without %s, naming the field", (field) => {
    const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))
    expect(failedPaths(rest)).toContain(field)
  })

  test("a job without a salary is listed without one", () => {
    const job = jobSchema.parse(omit(valid, "salary"))
    expect(job.salary).toBeUndefined()
  })

  test("any positive salary, in any currency, by the year, month or hour", () => {
    expect(
      jobSchema.parse({ ...valid, salary: { min: 95000, max: 95000, currency: "EUR", per: "year" } }).salary,
    ).toEqual({
      min: 95000,
      max: 95000,
      currency: "EUR",
      per: "year",
    })
    for (const salary of [
      { min: 5, max: 80 },
      { min: 1_000_000, max: 2_500_000, currency: "JPY" },
      { min: 3200, max: 4100, currency: "GBP", per: "month" },
      { min: 22.5, max: 30, currency: "CHF", per: "hour" },
    ])
      expect(jobSchema.safeParse({ ...valid, salary }).error?.issues ?? [], JSON.stringify(salary)).toEqual([])
  })

  test("rejects a salary that is zero or negative, runs backwards or is not a number", () => {
    expect(failedPaths({ ...valid, salary: { min: 0, max: 30000 } })).toEqual(["salary.min"])
    expect(failedPaths({ ...valid, salary: { min: 30000, max: -1 } })).toContain("salary.max")
    expect(failedPaths({ ...valid, salary: { min: 50000, max: 40000 } })).toEqual(["salary.max"])
    expect(failedPaths({ ...valid, salary: { min: "40k", max: 50000 } })).toContain("salary.min")
  })

  test("rejects a currency that is not a three-letter ISO code, naming salary.currency", () => {
    for (const currency of ["usd", "EURO", "€", "US", ""]) {
      expect(failedPaths({ ...valid, salary: { ...valid.salary, currency } }), currency).toEqual(["salary.currency"])
      expect(messageFor({ ...valid, salary: { ...valid.salary, currency } }, "salary.currency")).toMatch(/ISO 4217/)
    }
  })

  test("rejects a salary period other than year, month or hour, and a stray salary field", () => {
    expect(failedPaths({ ...valid, salary: { ...valid.salary, per: "week" } })).toEqual(["salary.per"])
    expect(failedPaths({ ...valid, salary: { ...valid.salary, bonus: 5000 } })).toEqual(["salary"])
  })

  test("applications cannot close before the listing went up: rejected, naming closes", () => {
    expect(failedPaths({ ...valid, posted: new Date("2026-12-01"), closes: new Date("2026-11-30") })).toEqual([
      "closes",
    ])
    expect(jobSchema.safeParse({ ...valid, closes: valid.posted }).success).toBe(true)
    expect(failedPaths({ ...valid, closes: "next month" })).toContain("closes")
  })

  test("every job type and team is accepted; an unknown one is rejected", () => {
    for (const type of jobTypes) expect(jobSchema.safeParse({ ...valid, type }).success, type).toBe(true)
    for (const category of jobCategories)
      expect(jobSchema.safeParse({ ...valid, category }).success, category).toBe(true)
    expect(failedPaths({ ...valid, category: "Marketing" })).toEqual(["category"])
    expect(failedPaths({ ...valid, type: "Seasonal" })).toEqual(["type"])
  })

  test("rejects an empty list or an extra field", () => {
    expect(failedPaths({ ...valid, skills: [] })).toContain("skills")
    expect(failedPaths({ ...valid, details: [""] })).toContain("details.0")
    expect(failedPaths({ ...valid, salaryRange: "$40k" })).toEqual([""])
  })

  test("a slug that is a number or has capitals is rejected; draft defaults to false", () => {
    expect(failedPaths({ ...valid, slug: "42" })).toEqual(["slug"])
    expect(failedPaths({ ...valid, slug: "Product-Designer" })).toEqual(["slug"])
    expect(jobSchema.parse({ ...valid, slug: "senior-designer-2027" }).slug).toBe("senior-designer-2027")
    expect(jobSchema.parse(valid).draft).toBe(false)
    expect(jobSchema.parse({ ...valid, draft: true }).draft).toBe(true)
  })
})

describe("salaryLabel", () => {
  const { per } = careerCopy

  test("a range in the listing's own currency, followed by the period words of the career copy", () => {
    const label = salaryLabel({ min: 48000, max: 60000, currency: "USD", per: "year" }, careerCopy)
    expect(label).toMatch(/^\$48.*60K /)
    expect(label.endsWith(` ${per.year}`)).toBe(true)
    const euros = salaryLabel({ min: 95000, max: 95000, currency: "EUR", per: "year" }, careerCopy)
    expect(euros).toBe(`€95K ${per.year}`)
    const pounds = salaryLabel({ min: 3200, max: 4100, currency: "GBP", per: "month" }, careerCopy)
    expect(pounds).toMatch(/^£3\.2.*4\.1K /)
    expect(pounds.endsWith(` ${per.month}`)).toBe(true)
  })

  test("hourly rates keep their cents instead of rounding to thousands", () => {
    const label = salaryLabel({ min: 22.5, max: 30, currency: "USD", per: "hour" }, careerCopy)
    expect(label).toContain("22.50")
    expect(label).toContain("30.00")
    expect(label.endsWith(` ${per.hour}`)).toBe(true)
  })

  test("one figure when min and max are the same", () => {
    const label = salaryLabel({ min: 50000, max: 50000, currency: "USD", per: "year" }, careerCopy)
    expect(label).toBe(`$50K ${per.year}`)
  })
})

/** A collection entry around parsed job data. */
const entry = (id: string, data: z.input<typeof jobSchema>) =>
  ({ id, collection: "jobs", data: jobSchema.parse(data) }) as unknown as JobEntry

describe("a job's page", () => {
  test("lives at /career/<id>/ and shows the salary in words, or no salary", () => {
    const job = entry("product-designer", valid)
    expect(jobHref(job)).toBe("/career/product-designer/")
    expect(jobView(job, careerCopy)).toMatchObject({ id: "product-designer", href: "/career/product-designer/" })
    expect(jobView(job, careerCopy).salary).toBe(salaryLabel(job.data.salary!, careerCopy))
    expect(jobView(entry("volunteer", omit(valid, "salary")), careerCopy)).not.toHaveProperty("salary")
  })

  test("titles the page from the copy and hands the form the job's id and title", () => {
    const page = jobPage(entry("product-designer", valid), careerCopy)
    expect(page.path).toBe("/career/product-designer/")
    expect(page.meta.title).toBe(careerCopy.jobTitle.replace("{title}", valid.title))
    expect(page.meta.lastmod).toEqual(valid.posted)
    expect(page.form).toEqual({ job: { id: "product-designer", title: valid.title } })
    expect(page.banner.parents).toEqual([careerCopy.crumb])
  })
})
