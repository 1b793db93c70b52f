/**
 * The testimonial carousels (the TestimonialSlider island) as they are before any script, which is
 * what a visitor without JavaScript gets: a named carousel region whose slides are groups labelled
 * "n of m", every one reachable (none inert) in a row a keyboard can scroll, a caption naming who
 * each quotes, and a pause control only where the carousel moves on its own. How it slides, fades,
 * swipes and holds is the browser suite's (tests/e2e/slider.spec.ts).
 */
import { describe, expect, test } from "vitest"

import { sliderLabels } from "#/data/site.ts"
import { needsRoutes } from "../support/needs"
import { nameOf } from "./dom"
import { islandProps, islandsOf } from "./island-props"
import { page, pages, Problems, text } from "./pages"

type SliderProps = {
  label: string
  autoplay: false | { intervalMs: number }
  count: number
  labels: typeof sliderLabels
}

const sliders = () =>
  pages().flatMap((target) =>
    islandsOf(target.$, "TestimonialSlider").map((island) => ({
      page: target,
      island,
      props: islandProps(island) as SliderProps,
    })),
  )

describe("every testimonial carousel", () => {
  test("is a named carousel of slides labelled n of m, each reachable before any script, in a row a keyboard can scroll", (context) => {
    const problems = new Problems()
    const all = sliders()
    if (all.length === 0) context.skip("no page of the build has a testimonial carousel")
    for (const { page: target, island, props } of all) {
      const { $ } = target
      const carousel = $(island).find('[aria-roledescription="carousel"]')
      if (carousel.length !== 1 || carousel.attr("role") !== "region" || nameOf($, carousel.get(0)!) !== props.label) {
        problems.add(target, `no one carousel region named "${props.label}"`)
        continue
      }
      const slides = carousel.find('[aria-roledescription="slide"]').toArray()
      if (slides.length !== props.count)
        problems.add(target, `${slides.length} slides, the island counts ${props.count}`)
      for (const [index, slide] of slides.entries()) {
        const label = `${index + 1} of ${slides.length}`
        if (slide.attribs.role !== "group" || slide.attribs["aria-label"] !== label)
          problems.add(
            target,
            `slide ${index + 1} is role "${slide.attribs.role}" labelled "${slide.attribs["aria-label"]}", not a group "${label}"`,
          )
        if ($(slide).closest("[inert], [hidden], [aria-hidden=true]").length > 0)
          problems.add(target, `slide ${index + 1} is out of reach before any script`)
        if (text($(slide).find("figcaption").text()) === "")
          problems.add(target, `slide ${index + 1} does not say who it quotes`)
      }
      const row = slides[0] ? $(slides[0]).closest("div:not([data-slide])") : $([])
      if (row.attr("tabindex") !== "0")
        problems.add(target, "the slides' row cannot be scrolled from the keyboard (tabindex 0)")
      if (JSON.stringify(props.labels) !== JSON.stringify(sliderLabels))
        problems.add(target, "the carousel's words are not the site's")
      // Only a carousel that moves on its own offers to stop it.
      const toggles = carousel
        .find("button")
        .toArray()
        .filter((button) => [props.labels.pause, props.labels.play].includes(nameOf($, button)))
      if (toggles.length !== (props.autoplay ? 1 : 0))
        problems.add(
          target,
          `${toggles.length} pause controls on a carousel that ${props.autoplay ? "moves" : "never moves"} on its own`,
        )
      const dots = carousel
        .find("button")
        .toArray()
        .map((button) => nameOf($, button))
        .filter((name) => name.startsWith(props.labels.goTo))
      if (
        JSON.stringify(dots) !==
        JSON.stringify(slides.map((_, i) => `${props.labels.goTo} ${i + 1} of ${slides.length}`))
      )
        problems.add(target, `the slide buttons are ${JSON.stringify(dots)}`)
    }
    expect(problems.lines, "testimonial carousels").toEqual([])
  })
})

/** The one carousel of a page, with its props. */
function carouselOf(path: string) {
  const islands = islandsOf(page(path).$, "TestimonialSlider")
  expect(islands.length, `carousels on ${path}`).toBe(1)
  return islandProps(islands[0]!) as SliderProps
}

describe("Home 7's carousel", () => {
  needsRoutes("/home-7/")
  test("never moves on its own: its island is told so (and the check above finds no pause control)", () => {
    expect(carouselOf("/home-7/").autoplay, "/home-7/: autoplay").toBe(false)
  })
})

describe("Home 10's carousel", () => {
  needsRoutes("/home-10/")
  test("moves on its own, every few seconds (and the check above finds its pause control)", () => {
    const { autoplay } = carouselOf("/home-10/")
    expect(autoplay && autoplay.intervalMs, "/home-10/: autoplay interval").toBeGreaterThan(0)
  })
})
