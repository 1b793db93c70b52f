/**
 * A page's content file refuses what would break its page, naming the field and why: the build
 * reads each file through this schema (src/page-schema.ts), and Astro's content layer puts
 * the file's name before the schema's words (tests/scenarios/bad-content.test.ts runs it).
 */
import { describe, expect, test } from "vitest"

import { pageSchema } from "#/page-schema.ts"

/** A small page of three sections, broken by each test in one place (a fresh copy each time). */
const sample = () => ({
  meta: {
    title: "Hosting for busy shops",
    description: "Fast hosting with engineers on call, daily backups and a free migration for every plan.",
  },
  sections: [
    { type: "hero", id: "hero-title", title: "Hosting that stays up", lead: "Fast servers and real engineers." },
    { type: "stats", id: "facts-title", title: "In numbers", items: [{ value: "99.99%", label: "uptime" }] },
    {
      type: "pricing",
      id: "pricing",
      title: "Plans",
      plans: [
        {
          title: "Basic",
          blurb: "One site.",
          price: { monthly: "$2.99", yearly: "$19.00" },
          features: [{ text: "One website", included: true }],
          cta: { label: "Buy", href: "/pricing/" },
        },
      ],
    },
  ],
})

/** The sample with the field at `path` ("sections.0.title") set to `value`. */
function broken(path: string, value: unknown) {
  const page: Record<string, unknown> = sample()
  const keys = path.split(".")
  let at = page
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>
  at[keys.at(-1)!] = value
  return page
}

/** Each problem as "path: message", as the build prints them. */
function problems(page: unknown): string[] {
  const result = pageSchema.safeParse(page)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

describe("a page's content file", () => {
  test("the sample reads", () => {
    expect(problems(sample())).toEqual([])
  })

  test("an empty headline is refused at its place", () => {
    expect(problems(broken("sections.0.title", ""))).toEqual([
      "sections.0.title: Too small: expected string to have >=1 characters",
    ])
  })

  test("a price without its figure is refused, saying how a price is written", () => {
    const found = problems(broken("sections.2.plans.0.price.monthly", "cheap")).join("\n")
    expect(found).toContain("sections.2.plans.0.price")
    expect(found).toContain("A price is written with its figure")
  })

  test("a misspelt field, an unknown kind of section and a second hero are refused", () => {
    expect(problems(broken("sections.1.titel", "Typo")).join("\n")).toMatch(/titel/)
    expect(problems(broken("sections.3", { type: "carousel", id: "more" })).join("\n")).toMatch(/sections\.3\.type/)
    expect(problems(broken("sections.3", { ...sample().sections[0], id: "second-hero" }))).toContain(
      "sections: A page has one hero (its one h1); this one has 2",
    )
  })

  test("two sections with one id are refused: the page's links to #id would be ambiguous", () => {
    expect(problems(broken("sections.1.id", "pricing"))).toEqual([
      'sections.2.id: Two sections have the id "pricing": each section needs its own',
    ])
  })

  test("a description search engines would cut is refused", () => {
    expect(problems(broken("meta.description", "x".repeat(200)))).toEqual([
      "meta.description: A description is 50 to 160 characters: search engines cut a longer one",
    ])
  })

  test("a video named by its address, a poster of unknown art and an integration without a mark are refused, saying what to write", () => {
    const band = (film: Record<string, unknown>) => ({
      type: "video",
      id: "video-title",
      title: "A tour",
      film: { id: "tour", title: "A tour", video: { host: "youtube", id: "ScMzIvxBSi4" }, autoplay: false, ...film },
    })
    expect(problems(broken("sections.3", band({})))).toEqual([])
    expect(
      problems(broken("sections.3", band({ video: { host: "youtube", id: "https://youtu.be/ScMzIvxBSi4" } }))).join(
        "\n",
      ),
    ).toMatch(/^sections\.3\.film\.video\.id: A video id is the letters, digits/)
    expect(problems(broken("sections.3", band({ poster: "sunset.jpg" }))).join("\n")).toMatch(
      /sections\.3\.film\.poster: Unknown art "sunset.jpg": use one of the keys of src\/data\/art.ts/,
    )
    const grid = {
      type: "integrations",
      id: "tools",
      title: "Tools",
      items: [{ name: "Fax", icon: "fax", text: "Old" }],
    }
    expect(problems(broken("sections.3", grid)).join("\n")).toMatch(
      /sections\.3\.items\.0\.icon: Unknown integration "fax": use one of the integrations of/,
    )
  })
})

describe("a text-beside split", () => {
  const film = {
    id: "process-video",
    title: "A project, from kickoff to launch",
    video: { host: "youtube", id: "M7lc1UVf-VE" },
    autoplay: true,
    look: "poster",
    poster: "service-process-film",
    posterSizes: "split",
  }
  const split = (media: object) => ({ type: "split", id: "process-title", title: "How we work", ...media })

  test("plays a video beside its text, its poster sized for the column with a file for sharp screens", () => {
    const block = pageSchema.parse(broken("sections.3", split({ film }))).sections[3]
    expect(block?.type === "split" && block.film?.poster).toMatchObject({
      id: "service-process-film",
      alt: "",
      widths: [480, 720, 960, 1200],
      sizes: "(min-width: 1024px) 600px, 92vw",
    })
  })

  test("holds a video or a picture beside its text, not both", () => {
    expect(problems(broken("sections.3", split({ visual: "process-screen" })))).toEqual([])
    expect(problems(broken("sections.3", split({ film, visual: "process-screen" })))).toEqual([
      "sections.3.visual: Beside the text goes a video or a picture, not both: leave one of them out",
    ])
  })
})

describe("a legal page's file", () => {
  const legalPage = (document: object) => ({
    meta: {
      title: "Privacy Policy",
      description: "Which personal data this site processes, why, and the rights you have.",
    },
    banner: { title: "Privacy Policy" },
    sections: [{ type: "legal", id: "document", ...document }],
  })
  const facts = { facts: [{ fact: "legalName", label: "Company" }] }

  test("a section that shows a block needs the block's words, and words no section shows are refused", () => {
    expect(
      problems(legalPage({ sections: [{ id: "controller", title: "Who is responsible", kind: "facts" }] })),
    ).toEqual([
      'sections.0.sections.0.kind: The section "controller" shows the facts block: give its words under blocks.facts',
    ])
    expect(
      problems(legalPage({ sections: [{ id: "visits", title: "Visits", paragraphs: ["Logs."] }], blocks: facts })),
    ).toEqual([
      "sections.0.blocks.facts: No section shows the facts block: name it in a section's kind, or leave these words out",
    ])
  })

  test("a page with a banner has no hero: it would have two h1 headings", () => {
    const page = legalPage({ sections: [{ id: "visits", title: "Visits", paragraphs: ["Logs."] }] })
    page.sections.unshift({ type: "hero", id: "hero-title", title: "Hi", lead: "There." } as never)
    expect(problems(page).join("\n")).toMatch(/banner|hero/)
  })
})

describe("About's and Team's blocks", () => {
  const picture = (art: string) => ({ art, alt: "The studio" })
  const collage = (images: unknown[]) => ({ type: "showcase", id: "studio-title", title: "Who we are", images })
  const work = (fields: object) => ({
    type: "work",
    id: "work-title",
    title: "Recent work",
    link: { label: "All work", href: "/portfolio/" },
    ...fields,
  })
  const quote = {
    quote: "They shipped on time.",
    name: "Nora Fitzgerald",
    role: "Head of Digital",
    avatar: "nora-fitzgerald",
  }
  const member = (person: string) => ({
    person,
    role: "Designer",
    socials: [{ network: "linkedin", href: "https://www.linkedin.com/in/sample/" }],
  })
  const team = (members: unknown[]) => ({ type: "team", id: "team-title", title: "Our team", members })

  test("a collage has three pictures of known art", () => {
    const three = ["about-studio-film", "about-workshop-wall", "about-prototype-lab"].map(picture)
    expect(problems(broken("sections.3", collage(three)))).toEqual([])
    expect(problems(broken("sections.3", collage(three.slice(0, 2)))).join("\n")).toMatch(/^sections\.3\.images/)
    expect(problems(broken("sections.3", collage([...three.slice(0, 2), picture("sunset")]))).join("\n")).toMatch(
      /sections\.3\.images\.2\.art: Unknown art "sunset"/,
    )
  })

  test("a work section names its projects or shows the portfolio's first few, not both and not neither", () => {
    expect(problems(broken("sections.3", work({ first: 2 })))).toEqual([])
    expect(problems(broken("sections.3", work({ projects: ["northwind"] })))).toEqual([])
    for (const fields of [{}, { first: 2, projects: ["northwind"] }])
      expect(problems(broken("sections.3", work(fields)))).toEqual([
        "sections.3.projects: A work section names its projects (projects) or shows the portfolio's first few (first: 2): one of the two",
      ])
    expect(problems(broken("sections.3", work({ first: 0 }))).join("\n")).toMatch(/at least one project/)
  })

  test("a split holds a testimonial or a picture beside its text, not both", () => {
    const split = { type: "split", id: "vision-title", title: "Our vision", testimonial: quote }
    expect(problems(broken("sections.3", split))).toEqual([])
    expect(problems(broken("sections.3", { ...split, visual: "screen" }))).toEqual([
      "sections.3.visual: Beside the text goes a testimonial or a picture, not both: leave one of them out",
    ])
  })

  test("a team's card is its person's name and portrait, and a person is in a team once", () => {
    const parsed = pageSchema.parse(broken("sections.3", team([member("maya-okafor")])))
    expect(parsed.sections[3]).toMatchObject({
      members: [{ name: "Maya Okafor", role: "Designer", avatar: { kind: "avatar", id: "maya-okafor", size: 320 } }],
    })
    expect(problems(broken("sections.3", team([member("maya-okafor"), member("maya-okafor")])))).toEqual([
      "sections.3.members: The same person is in the team twice: each member is a different person",
    ])
  })
})
