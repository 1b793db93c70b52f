import { describe, expect, test } from "vitest"

import { advisoryOnly, worthRerun } from "../../scripts/audit-verdict"

// Misses as scripts/audit.ts words them.
const score = "performance 97 < 99"
const tbt = "TBT 81 ms > 50 ms"
const lcp = "LCP 1230 ms > 1200 ms"
const speedIndex = "Speed Index 2100 ms > 2000 ms"
const fonts = "fonts 36.2 KB > 35.0 KB"
// Past the budget by more than half again: for LCP, a broken first screen, not a slow host.
const farLcp = "LCP 1850 ms > 1200 ms"
const farSpeedIndex = "Speed Index 3100 ms > 2000 ms"

describe("the audit's verdict on a route's misses", () => {
  test("in CI (--timing-advisory) the timings advise while LCP stays within half its budget again", () => {
    for (const advisory of [
      [score],
      [tbt, score],
      [lcp],
      [speedIndex],
      [farSpeedIndex],
      [tbt, lcp],
      [score, speedIndex],
    ])
      expect(advisoryOnly(advisory, true), advisory.join("; ")).toBe(true)
    for (const gating of [[fonts], [farLcp], [tbt, farLcp], [farSpeedIndex, farLcp], [lcp, fonts]])
      expect(advisoryOnly(gating, true), gating.join("; ")).toBe(false)
  })

  test("run on its own, every miss fails", () => {
    for (const miss of [[score], [tbt], [lcp], [speedIndex], [fonts]]) expect(advisoryOnly(miss, false)).toBe(false)
  })

  test("a route that missed only timing budgets is run again, unless what it missed only advises", () => {
    for (const timing of [[lcp], [speedIndex], [tbt, lcp], [score, speedIndex], [tbt, score]]) {
      expect(worthRerun(timing, false), timing.join("; ")).toBe(true)
      expect(worthRerun(timing, true), timing.join("; ")).toBe(false)
    }
    for (const far of [[farLcp], [farSpeedIndex, farLcp]]) expect(worthRerun(far, true), far.join("; ")).toBe(true)
  })

  test("a miss no rerun can undo (bytes, layout, accessibility) is not run again", () => {
    for (const timingAdvisory of [true, false]) {
      expect(worthRerun([fonts], timingAdvisory)).toBe(false)
      expect(worthRerun([lcp, fonts], timingAdvisory)).toBe(false)
      expect(worthRerun([], timingAdvisory)).toBe(false)
    }
  })
})
