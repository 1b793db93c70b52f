/**
 * What the site's video players choose, beyond what tests/static/video-islands.test.ts holds every
 * island to (a player address as src/lib/video-embed.ts builds it, a button that opens its own
 * dialog, the host named and linked): which videos start on opening, and that About and Services
 * play the videos of their copy, in every language. A post's Video is
 * tests/static/post-components.test.ts's; how a player opens and closes is the browser suite's
 * (tests/e2e/video-dialog.spec.ts, and services.spec.ts for one that starts on opening).
 */
import { describe, expect, test } from "vitest"

import type { VideoDialogProps } from "#/components/islands/video-dialog.tsx"
import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import type { VideoEmbed } from "#/lib/video-embed.ts"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { featuredKinds, pageKinds } from "../support/site-content"
import { islandProps, islandsOf } from "./island-props"
import { hasPage, page, pages, Problems, type BuiltPage } from "./pages"

type Player = Pick<VideoDialogProps, "id" | "title" | "embed">

const players = (target: BuiltPage) => islandsOf(target.$, "VideoDialog").map((island) => islandProps(island) as Player)

/** Homes 1 to 4 and the posts keep the sound on and wait for a press in the player. */
const waits = (target: BuiltPage) =>
  ["/", "/home/", "/home-2/", "/home-3/", "/home-4/"].includes(target.english) ||
  pageKinds.post.test(target.english) ||
  featuredKinds[target.english] === "post"

test("Homes 1 to 4 and the posts keep the sound on; every other video starts on opening, muted", () => {
  const problems = new Problems()
  let checked = 0
  for (const target of pages())
    for (const { title, embed } of players(target)) {
      checked++
      const wanted = !waits(target)
      if (embed.autoplay !== wanted)
        problems.add(target, `the video "${title}" ${wanted ? "waits" : "starts on opening"}: ${embed.src}`)
    }
  expect(problems.lines, "videos that start on opening").toEqual([])
  expect(checked, "videos checked").toBeGreaterThan(0)
})

/** A route's page in every language plays the one video its copy names there: the same title and player. */
function expectCopyVideo(path: string, videoOf: (locale: Locale) => { id: string; title: string; embed: VideoEmbed }) {
  const problems = new Problems()
  for (const locale of pageLocales(path).filter((code) => hasPage(localePath(code, path)))) {
    const target = page(localePath(locale, path))
    const wanted = videoOf(locale)
    const shown = players(target)
    const match = shown.filter((player) => player.id === wanted.id)
    if (match.length !== 1)
      problems.add(target, `no video #${wanted.id} (its videos: ${shown.map((p) => p.id).join(", ")})`)
    else if (match[0]!.title !== wanted.title)
      problems.add(target, `#${wanted.id} is titled "${match[0]!.title}", not "${wanted.title}"`)
    else if (JSON.stringify(match[0]!.embed) !== JSON.stringify(wanted.embed))
      problems.add(target, `#${wanted.id} plays ${match[0]!.embed.src}, its copy names ${wanted.embed.src}`)
  }
  return problems.lines
}

describe("About and Services play the videos of their copy", () => {
  test("About's studio film, in every language", () => {
    needsRoutes("/about/")
    expect(
      expectCopyVideo("/about/", (locale) => {
        const film = sectionsOf(pageIn("about", locale), "showcase")[0]?.film
        if (!film) throw new Error("About's collage opens the studio film")
        return film
      }),
      "About's video",
    ).toEqual([])
  })

  test("the services page's project film, in every language", () => {
    needsRoutes("/service/")
    const videoOf = (locale: Locale) =>
      sectionsOf(pageIn("service", locale), "split").find((split) => split.film)!.film!
    expect(expectCopyVideo("/service/", videoOf), "the services page's video").toEqual([])
  })
})
