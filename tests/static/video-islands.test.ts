/**
 * Every video player of the site, read from the built HTML: the props each VideoDialog island is
 * built with (its player address, the host, the video id and whether it starts on its own, muted),
 * the play button and the dialog it opens, on every page that has one; and, on the homes, the videos
 * their data modules or content files name. What the island does in a browser (no request to the
 * host before the visitor asks, the player created on opening and removed on closing, focus coming
 * back) is tests/e2e/video-dialog.spec.ts.
 */
import type { Element } from "domhandler"
import { describe, expect, test } from "vitest"

import type { VideoDialogContent, VideoDialogProps } from "#/components/islands/video-dialog.tsx"
import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { videoEmbed, videoHosts, type VideoEmbed, type VideoSource } from "#/lib/video-embed.ts"
import { needsRoutes } from "../support/needs"
import { pageFile, pageIn, sectionsOf } from "../support/page-files"
import { islandProps, islandsOf } from "./island-props"
import { page, pages, Problems, text, type BuiltPage } from "./pages"

type Player = Pick<VideoDialogProps, "id" | "title" | "embed" | "labels"> & { look?: string }

const players = (built: BuiltPage) =>
  islandsOf(built.$, "VideoDialog").map((island) => ({ island, props: islandProps(island) as Player }))

/** The video an embed plays, read back from its player address: the host and the video's id. */
function sourceOf(embed: VideoEmbed): VideoSource | undefined {
  if (embed.kind === "file") return { host: "custom", url: embed.src }
  const url = new URL(embed.src)
  const host = (Object.keys(videoHosts) as (keyof typeof videoHosts)[]).find((name) => videoHosts[name] === url.origin)
  const id = /^\/(?:embed|video)\/([^/]+)$/.exec(url.pathname)?.[1]
  return host && id ? { host, id } : undefined
}

let checked = 0

test("every video island plays what videoEmbed builds for its host and video: autoplay only when muted, the host's own watch page", () => {
  const problems = new Problems()
  for (const built of pages())
    for (const { props } of players(built)) {
      checked++
      const { embed } = props
      const source = sourceOf(embed)
      if (!source) {
        problems.add(built, `the video "${props.title}" plays ${embed.src}, from no host the site knows`)
        continue
      }
      // The flags come with the choice: autoplay=1 with mute=1 (muted=1 on Vimeo), or both off.
      const expected = videoEmbed(source, { autoplay: embed.autoplay })
      if (JSON.stringify(embed) !== JSON.stringify(expected))
        problems.add(built, `the video "${props.title}" is ${JSON.stringify(embed)}, not ${JSON.stringify(expected)}`)
    }
  expect(problems.lines, "video players").toEqual([])
  expect(checked, "video islands checked").toBeGreaterThan(0)
})

test("every video island's button names its video and opens its own dialog, which offers the host's page and loads no player before it opens", () => {
  const problems = new Problems()
  for (const built of pages()) {
    const { $ } = built
    const words = ui(built.locale).video
    const ids = new Set<string>()
    for (const { island, props } of players(built)) {
      const { id, title, embed, labels } = props
      const what = `the video "${title}"`
      if (JSON.stringify(labels) !== JSON.stringify(words))
        problems.add(built, `${what} speaks other words than the page's`)
      if (ids.has(id)) problems.add(built, `two videos open the dialog #${id}`)
      ids.add(id)

      const button = $(island).find("button[aria-haspopup=dialog]")
      if (button.length !== 1) problems.add(built, `${what} has ${button.length} play buttons, not one`)
      if (button.attr("aria-label") !== `${words.play}: ${title}`)
        problems.add(built, `${what}'s button is named "${button.attr("aria-label")}"`)
      // Invoker commands open it without JavaScript.
      if (button.attr("command") !== "show-modal" || button.attr("commandfor") !== id)
        problems.add(built, `${what}'s button does not open #${id}`)

      const dialog = $(`[id="${id}"]`)
      if (dialog.length !== 1 || dialog.get(0)?.tagName !== "dialog") {
        problems.add(built, `${what} has no dialog #${id} of its own`)
        continue
      }
      const heading = $(`[id="${dialog.attr("aria-labelledby") ?? ""}"]`)
      if (text(heading.text()) !== title)
        problems.add(built, `the dialog #${id} is named "${text(heading.text())}", not "${title}"`)
      const close = dialog.find("button[command=close]")
      if (close.attr("commandfor") !== id) problems.add(built, `the dialog #${id} has no close button of its own`)
      if (dialog.find("iframe, video").length > 0)
        problems.add(built, `the dialog #${id} loads its player before it opens`)
      if (!text(dialog.text()).includes(`${words.loadsFrom} ${embed.hostLabel}.`))
        problems.add(built, `the dialog #${id} does not say it plays from ${embed.hostLabel}`)
      const watch = dialog.find("a[href]").filter((_, link: Element) => link.attribs.href === embed.watchUrl)
      if (!text(watch.text()).startsWith(`${words.watchOn} ${embed.hostLabel}`))
        problems.add(
          built,
          `the dialog #${id} does not link "${words.watchOn} ${embed.hostLabel}" to ${embed.watchUrl}`,
        )
    }
  }
  expect(problems.lines, "video buttons and dialogs").toEqual([])
})

/** A page's players are the data's videos, in order: the same id, title, look and player. */
function expectVideos(path: string, videos: readonly Pick<VideoDialogContent, "id" | "title" | "embed" | "look">[]) {
  const shown = players(page(path)).map(({ props }) => ({
    id: props.id,
    title: props.title,
    look: props.look,
    embed: props.embed,
  }))
  const expected = videos.map(({ id, title, look, embed }) => ({ id, title, look, embed }))
  expect(shown, `${path}: its videos`).toEqual(expected)
}

describe("the homes play the videos of their data", () => {
  test("Home 1, in every language: the showreel", () => {
    needsRoutes("/", "/home/")
    const showreel = (locale: Locale) => sectionsOf(pageIn("home", locale), "hero").flatMap((hero) => hero.film ?? [])
    for (const locale of pageLocales("/")) expectVideos(localePath(locale, "/"), showreel(locale))
    expectVideos("/home/", showreel("en"))
  })

  test("Home 2: the product tour", () => {
    needsRoutes("/home-2/")
    expectVideos(
      "/home-2/",
      sectionsOf(pageFile("home-2"), "video").map((band) => band.film),
    )
  })

  test("Home 3: one video per class, each its own", () => {
    needsRoutes("/home-3/")
    expectVideos(
      "/home-3/",
      sectionsOf(pageFile("home-3"), "videos").flatMap((grid) => grid.items.map((item) => item.film)),
    )
    const sources = players(page("/home-3/")).map(({ props }) => props.embed.src)
    expect(new Set(sources).size, "/home-3/: classes sharing a video").toBe(sources.length)
  })

  test("Home 8: the client film", () => {
    needsRoutes("/home-8/")
    expectVideos(
      "/home-8/",
      sectionsOf(pageFile("home-8"), "video").map((band) => band.film),
    )
  })

  test("Home 10: the product tour", () => {
    needsRoutes("/home-10/")
    expectVideos(
      "/home-10/",
      sectionsOf(pageFile("home-10"), "accordion").flatMap((split) => (split.film ? [split.film] : [])),
    )
  })
})
