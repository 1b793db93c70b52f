import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter"

/** Prints the plain closing line CI reads: "N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult["status"]>()

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcomes.set(test.id, result.status)
  }

  onEnd() {
    const statuses = [...this.outcomes.values()]
    const passed = statuses.filter((s) => s === "passed").length
    const skipped = statuses.filter((s) => s === "skipped").length
    const failed = statuses.length - passed - skipped
    console.log(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }
}
