/**
 * The `videos` block of a page's content file and the hero's store badges (src/page-schema.ts): a
 * video card as an editor writes it (a video host's id, an art key for its poster) becomes the
 * card's props and its dialog's, and what would break a card or the hero's actions is refused in
 * words.
 */
import { describe, expect, test } from "vitest"

import { cover } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"
import { pageSchema, type SectionBlock } from "#/page-schema.ts"

const card = (id: string, film: Record<string, unknown> = {}) => ({
  title: "Morning yoga flow",
  description: "A gentle 15-minute flow to wake up stiff hips and shoulders.",
  facts: [{ icon: "timer", text: "15 min" }],
  film: {
    id,
    title: "Morning yoga flow",
    video: { host: "youtube", id: "ysz5S6PUM-U" },
    autoplay: false,
    look: "poster",
    poster: "fitness-class-yoga",
    posterSizes: "card",
    ...film,
  },
})

const meta = {
  title: "Fitness app",
  description: "Stride plans your training week and coaches you through every session of it.",
}

/** A page of these sections. */
const page = (...sections: unknown[]) => ({ meta, sections })
const grid = (items: unknown[]) => ({ type: "videos", id: "classes-title", title: "Free classes", items })
const hero = (extra: Record<string, unknown>) => ({
  type: "hero",
  id: "hero-title",
  title: "Move more",
  lead: "Ten minutes counts.",
  ...extra,
})
const stores = { appStore: "https://apps.apple.com/", googlePlay: "https://play.google.com/store/apps" }

/** Each problem as "path: message", as the build prints them. */
function problems(input: unknown): string[] {
  const result = pageSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

const sectionsOf = (...sections: unknown[]): SectionBlock[] => pageSchema.parse(page(...sections)).sections

describe("video cards in a content file", () => {
  test("a card keeps its words; its film becomes the dialog's player and a poster drawn at the card's width", () => {
    const [videos] = sectionsOf(grid([card("class-yoga")]))
    expect(videos?.type === "videos" && videos.items[0]).toEqual({
      title: "Morning yoga flow",
      description: "A gentle 15-minute flow to wake up stiff hips and shoulders.",
      facts: [{ icon: "timer", text: "15 min" }],
      film: {
        id: "class-yoga",
        title: "Morning yoga flow",
        embed: videoEmbed({ host: "youtube", id: "ysz5S6PUM-U" }, { autoplay: false }),
        look: "poster",
        poster: cover("fitness-class-yoga", {
          alt: "",
          widths: [400, 800],
          sizes: "(min-width: 1024px) 384px, (min-width: 768px) 46vw, 92vw",
        }),
      },
    })
  })

  test("a card's video opens from its poster: another look, or no poster, is refused", () => {
    const message =
      "A video card opens its video from a poster: give its film look: poster and a poster (a key of src/data/art.ts)"
    expect(problems(page(grid([card("class-yoga", { look: "pill" })])))).toEqual([
      `sections.0.items.0.film: ${message}`,
    ])
    expect(problems(page(grid([card("class-yoga", { poster: undefined })])))).toEqual([
      `sections.0.items.0.film: ${message}`,
    ])
  })

  test("each video has its own dialog id, and a grid shows at least one", () => {
    expect(problems(page(grid([card("class-yoga"), card("class-yoga")])))).toEqual([
      "sections.0.items: Two videos have the same id: each video's dialog needs its own",
    ])
    expect(problems(page(grid([])))).toEqual(["sections.0.items: A video grid shows at least one video"])
  })
})

describe("a hero's store badges", () => {
  test("the app's two store pages, as links", () => {
    const [first] = sectionsOf(hero({ stores }))
    expect(first?.type === "hero" && first.stores).toEqual(stores)
    expect(problems(page(hero({ stores: { ...stores, appStore: "the App Store" } })))).toHaveLength(1)
  })

  test("the badges are the hero's actions on their own: not beside a sign-up form", () => {
    const form = { id: "hero-signup", label: "Email", placeholder: "you@example.com", button: "Sign up" }
    expect(problems(page(hero({ stores, form })))).toEqual([
      "sections.0.stores: A hero holds the store badges or a form or prompt box, not both: leave one of them out",
    ])
  })
})
