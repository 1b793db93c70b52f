import { describe, expect, test } from "vitest"

import { launch } from "#/data/pages/coming-soon.ts"
import { isoDate, nextOccurrence, remaining } from "#/lib/countdown.ts"

// All dates are local (new Date(y, m, d, …)): the countdown aims at the visitor's own midnight.
describe("nextOccurrence", () => {
  test("later in the same year", () => {
    const target = nextOccurrence(new Date(2026, 10, 23, 15, 30), 12, 29)
    expect(target).toEqual(new Date(2026, 11, 29, 0, 0, 0, 0))
  })

  test("after the day has passed, it rolls over the year end", () => {
    expect(nextOccurrence(new Date(2026, 11, 30, 8), 12, 29)).toEqual(new Date(2027, 11, 29))
    expect(nextOccurrence(new Date(2027, 0, 1, 0, 0, 1), 12, 29)).toEqual(new Date(2027, 11, 29))
  })

  test("on the day itself the launch has happened: next year's is the target", () => {
    expect(nextOccurrence(new Date(2026, 11, 29, 0, 0, 0), 12, 29)).toEqual(new Date(2027, 11, 29))
    expect(nextOccurrence(new Date(2026, 11, 29, 12), 12, 29)).toEqual(new Date(2027, 11, 29))
  })

  test("one second before midnight it is still this year's", () => {
    expect(nextOccurrence(new Date(2026, 11, 28, 23, 59, 59), 12, 29)).toEqual(new Date(2026, 11, 29))
  })

  test("the page's launch day is a real day of the year", () => {
    expect(Number.isInteger(launch.month) && launch.month >= 1 && launch.month <= 12).toBe(true)
    const days = new Date(Date.UTC(2024, launch.month, 0)).getUTCDate() // a leap year: 29 February counts
    expect(Number.isInteger(launch.day) && launch.day >= 1 && launch.day <= days).toBe(true)
  })
})

describe("remaining", () => {
  const target = new Date(2026, 11, 29)

  test("splits the gap into days, hours, minutes and seconds", () => {
    const now = new Date(target.getTime() - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000)
    expect(remaining(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false })
  })

  test("rounds partial seconds down and is not done until zero", () => {
    const now = new Date(target.getTime() - 1_500)
    expect(remaining(target, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false })
    expect(remaining(target, new Date(target.getTime() - 999)).done).toBe(true)
  })

  test("at and after the target it is done and never negative", () => {
    expect(remaining(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true })
    expect(remaining(target, new Date(target.getTime() + 60_000))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    })
  })

  test("from 23 November to 29 December is 36 days", () => {
    const left = remaining(target, new Date(2026, 10, 23))
    expect(left.days).toBe(36)
    expect(left.hours + left.minutes + left.seconds).toBe(0)
  })
})

describe("isoDate", () => {
  test("pads month and day, in local time", () => {
    expect(isoDate(new Date(2027, 0, 5, 23, 59))).toBe("2027-01-05")
    expect(isoDate(new Date(2026, 11, 29))).toBe("2026-12-29")
  })
})
