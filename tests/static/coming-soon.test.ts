/**
 * The coming-soon page in every language, as the HTML has it before its script: a countdown that
 * names the launch day and shows neutral figures ("--", never a count frozen at build time), the day
 * in a <time datetime>, and the page's heading, sign-up button and privacy note, which read the same
 * without JavaScript. The ticking, the stop at the launch and the layout of the figures in each
 * language are tests/e2e/coming-soon.spec.ts's; the date arithmetic is tests/unit/countdown.test.ts's.
 */
import { expect, test } from "vitest"

import { intlLocale, localePath, pageLocales } from "#/i18n/locales.ts"
import { launch } from "#/data/pages/coming-soon.ts"
import { launchDateText } from "#/lib/countdown.ts"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { byRole } from "./dom"
import { hasPage, page, Problems, text } from "./pages"

const pad = (n: number) => String(n).padStart(2, "0")

test("/coming-soon/: the countdown names the launch day and shows neutral figures; the page reads without JavaScript, in every language", () => {
  needsRoutes("/coming-soon/")
  const problems = new Problems()
  for (const locale of pageLocales("/coming-soon/")) {
    const path = localePath(locale, "/coming-soon/")
    if (!hasPage(path)) continue
    const built = page(path)
    const { $ } = built
    // The words of src/content/pages/coming-soon.yaml (de/, ar/); the launch day of the data module.
    const hero = sectionsOf(pageIn("coming-soon", locale), "coming-soon")[0]!
    const { countdown, form: notify } = hero
    const timers = $("main [role=timer]")
    if (timers.length !== 1) {
      problems.add(built, `${timers.length} timers`)
      continue
    }
    const figures = timers
      .find(".tabular-nums")
      .toArray()
      .map((figure) => text($(figure).text()))
    if (figures.join(" ") !== "-- -- -- --") problems.add(built, `the timer's figures are ${JSON.stringify(figures)}`)
    if (/>00</.test(built.html)) problems.add(built, "a count of zeros in the HTML")

    const time = $("main time")
    const datetime = time.attr("datetime") ?? ""
    const { month, day } = launch
    if (time.length !== 1 || !new RegExp(`^\\d{4}-${pad(month)}-${pad(day)}$`).test(datetime)) {
      problems.add(built, `the launch day is <time datetime="${datetime}">, not a ${pad(month)}-${pad(day)}`)
      continue
    }
    const launchDay = launchDateText(new Date(`${datetime}T00:00:00`), intlLocale(locale))
    if (text(time.text()) !== text(launchDay))
      problems.add(built, `the launch day reads "${time.text()}", not "${launchDay}"`)
    const name = timers.attr("aria-label") ?? ""
    if (text(name) !== text(`${countdown.until} ${launchDay}`)) problems.add(built, `the timer is named "${name}"`)

    const h1 = $("h1")
    if (h1.length !== 1 || text(h1.text()) !== text(hero.title)) problems.add(built, `the heading is "${h1.text()}"`)
    if (byRole($, "button", { name: text(notify.button), scope: $("main") }).length !== 1)
      problems.add(built, `no button "${notify.button}"`)
    if (!text($("main").text()).includes(text(hero.note))) problems.add(built, `no note "${hero.note}"`)
  }
  expect(problems.lines, "the coming-soon page before its script").toEqual([])
})
