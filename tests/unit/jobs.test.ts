import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, test } from "vitest"

import { jobCategories, jobSchema, salaryBounds, type Job } from "@/content.config"

const dir = join(import.meta.dirname, "../../src/content/jobs")
const files = readdirSync(dir).filter((file) => file.endsWith(".yaml"))

const valid = {
  title: "Product Designer",
  description: "Design web apps for our clients.",
  category: "Design",
  type: "Full Time",
  location: "Portland, OR",
  salary: { min: 40000, max: 55000 },
  order: 1,
  experience: "3+ years",
  details: ["About the role."],
  responsibilities: ["Design things."],
  requirements: ["A portfolio."],
  skills: ["Figma"],
} satisfies Job

/** The dotted paths of the fields a parse failed on. */
function failedPaths(input: unknown): string[] {
  const result = jobSchema.safeParse(input)
  expect(result.success, "the entry should be rejected").toBe(false)
  return result.error?.issues.map((issue) => issue.path.join(".")) ?? []
}

describe("job schema", () => {
  test("accepts a complete job", () => {
    expect(jobSchema.parse(valid)).toEqual(valid)
  })

  test.each(Object.keys(valid))("rejects a job without %s, naming the field", (field) => {
    const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))
    expect(failedPaths(rest)).toContain(field)
  })

  test("rejects a salary outside the bounds", () => {
    expect(failedPaths({ ...valid, salary: { min: salaryBounds.min - 1, max: 30000 } })).toContain("salary.min")
    expect(failedPaths({ ...valid, salary: { min: 30000, max: salaryBounds.max + 1 } })).toContain("salary.max")
    expect(failedPaths({ ...valid, salary: { min: 5, max: 80 } })).toEqual(["salary.min", "salary.max"])
  })

  test("rejects a salary range that runs backwards or is not a number", () => {
    expect(failedPaths({ ...valid, salary: { min: 50000, max: 40000 } })).toContain("salary.max")
    expect(failedPaths({ ...valid, salary: { min: "40k", max: 50000 } })).toContain("salary.min")
  })

  test("accepts the bounds themselves", () => {
    expect(jobSchema.safeParse({ ...valid, salary: { ...salaryBounds } }).success).toBe(true)
  })

  test("rejects an unknown category, job type, empty list or extra field", () => {
    expect(failedPaths({ ...valid, category: "Marketing" })).toContain("category")
    expect(failedPaths({ ...valid, type: "Part Time" })).toContain("type")
    expect(failedPaths({ ...valid, skills: [] })).toContain("skills")
    expect(failedPaths({ ...valid, salaryRange: "$40k" })).toEqual([""])
  })
})

// The build validates each entry against the schema; these check the set as a whole.
describe("the job entries", () => {
  const categories = files.map((file) => /^category: (.+)$/m.exec(readFileSync(join(dir, file), "utf8"))?.[1])

  test("there are six, two per team", () => {
    expect(files).toHaveLength(6)
    for (const category of jobCategories) expect(categories.filter((c) => c === category)).toHaveLength(2)
  })
})
