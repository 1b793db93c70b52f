/**
 * The template's sample home, pricing, FAQ, company and contact copy in the build, checked word for
 * word: the prices, plan names, claims, figures and counts that ship in src/data/homes and
 * src/data/pages. The other checks (homes.test.ts, …) read what they expect from the data modules
 * and hold for any copy; this file does not. A buyer who replaces the sample copy deletes this file,
 * or the block of the page they replaced; `npm run remove` deletes the blocks of the pages it removes.
 */
import { describe, expect, test } from "vitest"

import { brand } from "#/config/site.ts"
import { visibleTextOf } from "../support/html"
import { needsRoutes } from "../support/needs"
import { byRole, nameOf } from "./dom"
import { checksOf, wordsOf, wordsOfEach, type Checks, type Scope } from "./home-checks"
import { islandProps, islandsOf } from "./island-props"
import { page, Problems, text } from "./pages"

/** The checks of a page, run by `body`, then compared with none. */
function checkPage(path: string, body: (see: Checks) => void) {
  const problems = new Problems()
  body(checksOf(page(path), problems))
  expect(problems.lines, path).toEqual([])
}

/** Each phrase appears on the page, verbatim, in the text a sighted visitor reads (both prices of a switch included). */
function expectPhrases(path: string, phrases: readonly string[]) {
  const words = visibleTextOf(page(path).html)
  expect(
    phrases.filter((phrase) => !words.includes(phrase)),
    `${path}: phrases it does not show`,
  ).toEqual([])
}

type Plans = Record<string, { monthly: string; yearly: string }>

/** The card of a plan, by its name. */
const planCard = (see: Checks, name: string, scope: Scope = see.main) =>
  scope.find("article").filter((_, card) => text(see.$(card).find("h3").first().text()) === name)

/** The plans of a pricing section by name, each card holding its monthly and yearly amounts. */
function expectPlans(see: Checks, section: string, plans: Plans) {
  const region = see.region(section)
  see.equal(wordsOfEach(region.find("article h3")), Object.keys(plans), "the plans")
  for (const [name, { monthly, yearly }] of Object.entries(plans)) {
    const amounts = wordsOfEach(planCard(see, name, region).find(".tabular-nums"))
    if (!amounts.includes(monthly) || !amounts.includes(yearly))
      see.note(`${name} shows ${JSON.stringify(amounts)}, not ${monthly} and ${yearly}`)
  }
}

/** A plan card's lines that say they are not included. */
const notIncluded = (see: Checks, name: string) =>
  wordsOfEach(planCard(see, name).find("li")).filter((line) => line.includes("Not included:"))

/** The elements of a role (and name) in `scope`, counted. */
const countOf = (see: Checks, role: Parameters<typeof byRole>[1], scope: Scope, name?: string | RegExp) =>
  byRole(see.$, role, { scope, name }).length

/** A testimonial carousel's slides: how many, and whom the first ones quote. */
function expectSlides(see: Checks, names: readonly string[], count: number) {
  const slides = see.region("Customer testimonials").find('[aria-roledescription="slide"]')
  see.count(slides.length, count, "slides")
  for (const [index, name] of names.entries()) {
    see.equal(slides.eq(index).attr("aria-label"), `${index + 1} of ${count}`, `slide ${index + 1}'s label`)
    see.contains(slides.eq(index).find("figcaption"), name, `slide ${index + 1}'s caption`)
  }
}

describe("Home 1 sample (the studio)", () => {
  // /home/ is the studio home's second address: with another home at / (npm run remove -- --keep),
  // it goes, and this block with it.
  needsRoutes("/", "/home/")
  test("five logos, four services, two projects and five questions, the fourth on handing over", () =>
    checkPage("/", (see) => {
      see.count(see.region("Trusted by teams at").find("li").length, 5, "logos")
      see.count(see.region("Four disciplines, one senior team").find("li").length, 4, "services")
      const work = see.region("Recent launches we are proud of")
      see.count(work.find("li").length, 2, "projects")
      see.link(work, /View all work/, "/portfolio/")
      see.count(see.region("What it is like to work with us").find("figure").length, 1, "quotes")
      const faq = see.region("Questions clients ask first").find("details")
      see.count(faq.length, 5, "questions")
      if (!/pair with your developers/.test(wordsOf(faq.eq(3).find("p"))))
        see.note("the fourth answer is not on handing over")
      see.link(see.region("Have a project in mind?"), "Contact us", "/contact/")
    }))

  test(`the showreel “Inside ${brand.name} in 90 seconds” is YouTube video aqz-KE-bpKQ, sound on`, () =>
    checkPage("/", (see) => {
      const title = `Inside ${brand.name} in 90 seconds`
      const island = islandsOf(see.$, "VideoDialog").find((found) => islandProps(found).title === title)
      if (!island) return see.note(`no video "${title}"`)
      const { id, embed } = islandProps(island) as { id: string; embed: { src: string } }
      if (!/youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=0&mute=0/.test(embed.src))
        see.note(`the showreel plays ${embed.src}`)
      see.one("button", `Play video: ${title}`, see.$(island))
      const dialog = see.$(`dialog[id="${id}"]`)
      see.contains(dialog, "Plays from YouTube", "the showreel's dialog")
      see.link(dialog, /^Watch on YouTube/, "https://www.youtube.com/watch?v=aqz-KE-bpKQ")
    }))
})

describe("Home 2 sample (Parley)", () => {
  needsRoutes("/home-2/")
  test("the review claim, the plan limits and the integrations", () => {
    expectPhrases("/home-2/", [
      "Chat history60 days",
      "Chat history3 years",
      "Chat history1 year",
      "/month, billed yearly",
      "Shopify",
      "A two-minute tour of Parley",
    ])
    checkPage("/home-2/", (see) => see.contains(see.hero, "Rated 4.9/5 from over 600 reviews", "the hero"))
  })

  test("Free, Popular and Standard: $00 / $199 / $49 a month, $00 / $159 / $39 billed yearly", () =>
    checkPage("/home-2/", (see) => {
      expectPlans(see, "Plans that grow with your team", {
        Free: { monthly: "$00", yearly: "$00" },
        Popular: { monthly: "$199", yearly: "$159" },
        Standard: { monthly: "$49", yearly: "$39" },
      })
      see.hasText(planCard(see, "Popular"), "Most popular", "Popular")
      for (const name of ["Free", "Standard"])
        see.equal(
          notIncluded(see, name),
          ["Not included: Visitor list", "Not included: Automatic messages"],
          `${name}: lines not included`,
        )
      see.count(see.region("Works with the tools you already use").find("li").length, 12, "integrations")
      see.count(see.one("list", "Parley customers").children("li").length, 8, "customers")
    }))
})

describe("Home 3 sample (Stride)", () => {
  needsRoutes("/home-3/")
  test("the customer claim, six testimonials and the three classes", () =>
    checkPage("/home-3/", (see) => {
      see.contains(see.hero, "4.8/5 from 64,739 happy customers", "the hero")
      const stories = see.region("Loved by 64,739 happy customers")
      see.count(countOf(see, "figure", stories), 6, "testimonials")
      see.contains(stories, "Rated 4.8/5", "the testimonials")
      see.equal(
        wordsOfEach(see.region("Try a class before you download").find("article h3")),
        ["20-minute full-body HIIT", "Morning yoga flow", "Run stronger: 5K intervals"],
        "the classes",
      )
      see.count(see.one("list", "Types of class").children("li").length, 10, "types of class")
    }))
})

describe("Home 4 sample (Learnwise)", () => {
  needsRoutes("/home-4/")
  test("the catalogue, student, school and history claims; six courses with their prices", () => {
    expectPhrases("/home-4/", ["over 20,700 courses", "50,000+ students", "250 schools and colleges", "since 1998"])
    checkPage("/home-4/", (see) => {
      const cards = see.region("Start with a course our students love").find("article")
      const expected = [
        ["Digital Marketing", "$10.00"],
        ["Photography", "free"],
        ["Video Editing", "$650.00"],
        ["Art & Music", "free"],
        ["Lifestyle", "$45.00"],
        ["UI/UX Design", "$250.00"],
      ] as const
      see.count(cards.length, expected.length, "courses")
      for (const [index, [tag, price]] of expected.entries()) {
        see.hasText(cards.eq(index), tag, `course ${index + 1}`)
        see.hasText(cards.eq(index), price, `course ${index + 1}`)
      }
      see.count(see.region("Questions before you start").find("details").length, 3, "questions")
      see.count(see.one("list", "Course topics").children("li").length, 12, "topics")
    })
  })
})

describe("Home 5 sample (Rankwell)", () => {
  needsRoutes("/home-5/")
  test("the review claim and the results in numbers", () =>
    expectPhrases("/home-5/", [
      "4.8 out of 5 from 1,200+ client reviews",
      "average conversion rate98%",
      "traffic generated60M+",
    ]))

  test("Silver, Gold and Diamond: prices and limits; Gold is the popular one", () =>
    checkPage("/home-5/", (see) => {
      expectPlans(see, "Plans that grow with your traffic", {
        "Silver Plan": { monthly: "$30.00", yearly: "$19.00" },
        "Gold Plan": { monthly: "$50.00", yearly: "$37.00" },
        "Diamond Plan": { monthly: "$80.00", yearly: "$59.00" },
      })
      for (const [name, phrases] of Object.entries({ "Silver Plan": "50", "Gold Plan": "200", "Diamond Plan": "300" }))
        see.equal(
          wordsOfEach(planCard(see, name).find("li")).at(0),
          `Key phrases optimized${phrases}`,
          `${name}: its first line`,
        )
      see.hasText(planCard(see, "Gold Plan"), "Most popular", "Gold Plan")
      see.one("link", "Camila Restrepo on LinkedIn")
    }))
})

describe("Home 6 sample (Coldline)", () => {
  needsRoutes("/home-6/")
  test("the figures, six testimonials and nine integrations", () => {
    expectPhrases("/home-6/", ["increase in monthly meetings80%", "recurring revenue sourced for customers$50M"])
    checkPage("/home-6/", (see) => {
      see.count(
        countOf(see, "figure", see.region("Sales teams that fill their calendars with Coldline")),
        6,
        "testimonials",
      )
      see.count(see.one("list", "Integrations").children("li").length, 9, "integrations")
    })
  })
})

describe("Home 7 sample (Nimbus Host)", () => {
  needsRoutes("/home-7/")
  test("the heading, the figures and the trial", () =>
    expectPhrases("/home-7/", [
      "Fast, secure hosting that simply stays online",
      "Start 10-day free trial",
      "would recommend Nimbus Host97%",
      "active services110k+",
      "uptime, backed by our SLA99.99%",
      "customers90,000+",
    ]))

  test("Basic, Popular and Enterprise: prices per month and per year", () =>
    checkPage("/home-7/", (see) => {
      expectPlans(see, "Hosting plans that grow with your site", {
        Basic: { monthly: "$2.99", yearly: "$19.00" },
        Popular: { monthly: "$18.99", yearly: "$15.19" },
        Enterprise: { monthly: "$39.00", yearly: "$33.39" },
      })
      see.equal(
        notIncluded(see, "Basic"),
        ["Not included: Free SSL certificates", "Not included: Premium themes"],
        "Basic: lines not included",
      )
    }))

  test("three testimonials in the slider, Wen Zhao first and Adaeze Nwosu second", () =>
    checkPage("/home-7/", (see) => expectSlides(see, ["Wen Zhao", "Adaeze Nwosu"], 3)))
})

describe("Home 8 sample (Meridian Advisory)", () => {
  needsRoutes("/home-8/")
  test("the figures, the $30.00 / $24.99 membership and the client film", () => {
    expectPhrases("/home-8/", [
      "years of experience15+",
      "customers worldwide84k",
      "projects completed600+",
      "Harbor Foods and Meridian Advisory, a year in three minutes",
    ])
    checkPage("/home-8/", (see) => {
      expectPlans(see, "Senior advice on call, for one simple price", {
        "Advisory Membership": { monthly: "$30.00", yearly: "$24.99" },
      })
      see.count(see.region("Meet the partners and consultants").find("article").length, 6, "partners and consultants")
    })
  })
})

describe("Home 9 sample (Tickr)", () => {
  needsRoutes("/home-9/")
  test("the claims, the four product areas and the per-user prices", () => {
    expectPhrases("/home-9/", [
      "30-day free trial, no credit card required",
      "integrations70+",
      "web apps with our timer button50+",
      "up to 14% off",
      "Every minute in the right place",
      "Budgets that warn you before they run out",
      "See who is busy and who has room",
      "Reports that answer the question in seconds",
      "Time Tracking",
      "Project Management",
      "Team Management",
      "Reporting Analysis",
    ])
    checkPage("/home-9/", (see) =>
      expectPlans(see, "Simple pricing per user", {
        Personal: { monthly: "$2.99", yearly: "$1.99" },
        "Small Business": { monthly: "$19.00", yearly: "$9.99" },
        "Enterprise Team": { monthly: "$49.99", yearly: "$29.99" },
      }),
    )
  })
})

describe("Home 10 sample (Inkwell AI)", () => {
  needsRoutes("/home-10/")
  test("the heading, rating, templates and languages", () =>
    expectPhrases("/home-10/", [
      "Write better content, ten times faster",
      "4.8/5 from 3,200+ reviews",
      "300 to 1000 word articles",
      "templates80+",
      "languages65+",
      "Inkwell AI product tour in two minutes",
    ]))

  test("two testimonials in the slider, Vikram Rao first", () =>
    checkPage("/home-10/", (see) => expectSlides(see, ["Vikram Rao"], 2)))
})

describe("pricing pages sample", () => {
  needsRoutes("/pricing/", "/pricing-2/")
  for (const [path, section] of [
    ["/pricing/", "Simple plans for sites that keep improving"],
    ["/pricing-2/", "Find the plan that fits your site"],
  ] as const)
    test(`${path}: Silver, Popular and Standard at $00 / $199 / $49 a month, $00 / $250 / $99 a year`, () =>
      checkPage(path, (see) => {
        expectPlans(see, section, {
          "Silver Plan": { monthly: "$00", yearly: "$00" },
          "Popular Plan": { monthly: "$199", yearly: "$250" },
          "Standard Plan": { monthly: "$49", yearly: "$99" },
        })
        see.hasText(planCard(see, "Popular Plan"), "Most popular", "Popular Plan")
        see.contains(planCard(see, "Silver Plan"), "Not included: Dedicated project manager", "Silver Plan")
        const requests = wordsOfEach(planCard(see, "Standard Plan").find("li")).find((line) =>
          line.includes("Design requests"),
        )
        if (!requests?.includes("2 a month")) see.note(`Standard Plan: design requests "${requests}", not 2 a month`)
      }))
})

describe("FAQ sample", () => {
  needsRoutes("/faq/", "/faq-2/", "/faq-3/", "/faq-4/")
  test("six general questions, five account and five technical ones, four topics", () => {
    expectPhrases("/faq/", [
      "Questions we hear every week",
      "How long does a typical project take?",
      "Websites start at $18,000",
    ])
    checkPage("/faq/", (see) =>
      see.count(countOf(see, "heading", see.region("Questions we hear every week")) - 1, 6, "questions (h3)"),
    )
    checkPage("/faq-3/", (see) =>
      see.count(see.region("Account & Support").find("details").length, 5, "account questions"),
    )
    checkPage("/faq-4/", (see) => {
      // Before the tabs island runs, its topics are links to panels that all show, each under its heading.
      const topics = see.$("astro-island[component-export=Tabs] nav a[href]")
      see.equal(
        topics.toArray().map((link) => nameOf(see.$, link)),
        ["General Question", "Account & Support", "Purchasing Online", "Technical Methods"],
        "the topics",
      )
      const technical = see
        .$("[data-tab-panel]")
        .filter((_, panel) => text(see.$(panel).children("h3").text()) === "Technical Methods")
      see.count(technical.find("details").length, 5, "technical questions")
    })
  })
})

describe("about and team samples", () => {
  needsRoutes("/about/", "/team/")
  test("About: the four figures, six values and a team of four led by Maya Okafor", () =>
    checkPage("/about/", (see) => {
      for (const [value, label] of [
        ["36K+", "satisfied clients"],
        ["80%", "active engagement"],
        ["54K+", "success projects"],
        ["72+", "awards"],
      ] as const) {
        const figure = see.$("dl > div").filter((_, entry) => wordsOf(see.$(entry).children("dd")).includes(value))
        if (text(figure.children("dt").text()).toLowerCase() !== label)
          see.note(`the figure ${value} is not labelled "${label}"`)
      }
      see.count(see.region("What we stand for on every project").find("li").length, 6, "values")
      const team = see.region("The people who lead your project")
      see.count(team.find("article").length, 4, "team members")
      see.count(countOf(see, "heading", team, "Maya Okafor"), 1, "headings Maya Okafor")
      see.contains(see.region(/^Digital products that feel made by hand/), "Nora Fitzgerald", "the vision")
    }))

  test("Team: four leads and seven in the studio", () =>
    checkPage("/team/", (see) => {
      see.count(see.region("The people who set the bar").find("article").length, 4, "leads")
      see.count(see.region("Designers, engineers and strategists").find("article").length, 7, "people in the studio")
    }))
})

describe("contact and quote samples", () => {
  needsRoutes("/contact/", "/contact-2/", "/contact-3/", "/quote/")
  test("Contact: three channel cards, the phone number and the studio hours", () => {
    checkPage("/contact/", (see) => {
      const cards = see.region("Three ways to reach us").find("li")
      see.count(cards.length, 3, "channel cards")
      see.link(cards, "+1 (503) 555-0142", "tel:+15035550142")
    })
    for (const path of ["/contact-2/", "/contact-3/"])
      checkPage(path, (see) => {
        see.count(countOf(see, "heading", see.main, "Chat with us"), 1, "headings Chat with us")
        see.contains(see.main, "Monday–Friday, 9 am to 5 pm EST", "the page")
        see.one("link", "+1 (503) 555-0142", see.main)
        see.contains(see.main, "within 24 hours", "the page")
      })
  })

  test("Contact 2: the Portland studio at 214 Harbor Street, on the map", () =>
    checkPage("/contact-2/", (see) => {
      const map = see.region("Our Portland studio")
      see.contains(map.find("address"), "214 Harbor Street, Suite 5, Portland, OR 97204", "the address")
      const [open] = byRole(see.$, "link", { name: /Open in OpenStreetMap/, scope: map })
      if (!/^https:\/\/www\.openstreetmap\.org\/\?mlat=45\.5152&mlon=-122\.6734/.test(open?.attribs.href ?? ""))
        see.note(`the map links ${open?.attribs.href}`)
      see.contains(map, brand.name, "the map")
    }))

  test("Quote: five budget ranges from under $10,000, and three steps from “We read your request”", () =>
    checkPage("/quote/", (see) => {
      const radios = byRole(see.$, "radio", { scope: see.fieldset("Budget range") })
      see.count(radios.length, 5, "budget ranges")
      see.equal(
        radios.slice(0, 2).map((radio) => nameOf(see.$, radio)),
        ["Under $10,000", "$10,000–$25,000"],
        "the first ranges",
      )
      const steps = see.region("From request to kickoff in a week").find("li")
      see.count(steps.length, 3, "steps")
      see.contains(steps.first(), "We read your request", "the first step")
      see.one("button", "Request My Quote", see.main)
    }))
})
