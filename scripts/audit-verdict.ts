/**
 * How the audit (scripts/audit.ts) judges a route's misses, each written as "<budget> <figures>"
 * ("LCP 1230 ms > 1200 ms"): which a rerun may undo, and which only advise under
 * --timing-advisory (CI).
 */

/** Misses a rerun may undo: the timings Lighthouse simulates from one observed load. */
const timingMiss = /^(performance|TBT|Speed Index|LCP) /

/** Misses that only advise under --timing-advisory: the score and TBT, which follow the CPU most. */
const advisoryMiss = /^(performance|TBT) /

/** The route missed, but nothing that fails the run (CI: only the score or TBT). */
export const advisoryOnly = (failures: readonly string[], timingAdvisory: boolean) =>
  timingAdvisory && failures.length > 0 && failures.every((f) => advisoryMiss.test(f))

/** The route missed only timing budgets, and one of them fails the run: worth another run. */
export const worthRerun = (failures: readonly string[], timingAdvisory: boolean) =>
  failures.length > 0 && failures.every((f) => timingMiss.test(f)) && !advisoryOnly(failures, timingAdvisory)
