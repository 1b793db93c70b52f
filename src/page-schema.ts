/**
 * A page as content (src/content/pages/<route>.yaml): its head, its sections in order, each a block
 * of a kind below, and its footer. Each kind is one section component's props, the words and the
 * layout choices, minus what only code can give (a mock-up, an island): a block names those by key
 * (`visual`), and the route passes the code for each key.
 *
 * The schemas and the components cannot drift: at the foot of the file each schema's output is held
 * to its component's props both ways (every field a prop, every prop a field), so `npm run check`
 * fails on a prop added to a component without its field here, or a field no component reads.
 */
import type { ComponentProps } from "astro/types"
import { z } from "astro/zod"

import type { MapEmbedProps } from "#/components/islands/map-embed.tsx"
import type { CountdownProps } from "#/components/islands/countdown.tsx"
import type { FilterableGridProps } from "#/components/islands/filterable-grid.tsx"
import type { SiteSearchProps } from "#/components/islands/site-search.tsx"
import type { TabsProps } from "#/components/islands/tabs.tsx"
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { AboutShowcaseProps } from "#/components/sections/about-showcase.tsx"
import type { AccordionSplitProps } from "#/components/sections/accordion-split.tsx"
import type { AuthFormProps } from "#/components/sections/auth-form.tsx"
import type { AppDownloadContent } from "#/components/sections/app-download.tsx"
import type { ComparisonTableProps } from "#/components/sections/comparison-table.tsx"
import type { ContactChannel, ContactChannelsProps } from "#/components/sections/contact-channels.tsx"
import type {
  ChoiceGroupProps,
  ContactFormControl,
  ContactFormLabels,
  ContactFormProps,
  ContactFormSectionProps,
} from "#/components/sections/contact-form.tsx"
import type { ContactMapProps } from "#/components/sections/contact-map.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { Course } from "#/components/sections/course-card.tsx"
import type { CourseGridProps } from "#/components/sections/course-grid.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { EmailSignupPanelProps } from "#/components/sections/email-signup-panel.tsx"
import type { FaqGridProps, FaqHelp, FaqHelpChannel } from "#/components/sections/faq-grid.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { IntegrationGridProps } from "#/components/sections/integration-grid.tsx"
import type { IntegrationWallProps } from "#/components/sections/integration-wall.tsx"
import type { JobCardLabels } from "#/components/sections/job-card.tsx"
import type { JobOpeningsProps } from "#/components/sections/job-openings.tsx"
import type { LatestPostsProps } from "#/components/sections/latest-posts.tsx"
import type { LegalBlock, LegalDocumentProps, LegalSection } from "#/components/sections/legal-document.tsx"
import type { LogoCloudProps } from "#/components/sections/logo-cloud.tsx"
import type { NotFoundProps } from "#/components/sections/not-found.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import type { PortfolioIndexProps } from "#/components/sections/portfolio-index.tsx"
import type { PortfolioTeaserProps } from "#/components/sections/portfolio-teaser.tsx"
import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { ProductTabContentProps } from "#/components/sections/product-tab-content.tsx"
import type { ProductTabsProps } from "#/components/sections/product-tabs.tsx"
import type { PromptBoxProps } from "#/components/sections/prompt-box.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import { networkNames, type SocialNetwork, type TeamGridProps } from "#/components/sections/team-grid.tsx"
import type { TestimonialCardProps } from "#/components/sections/testimonial-card.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { TestimonialSliderSectionProps } from "#/components/sections/testimonial-slider-section.tsx"
import type { TestimonialCarousel } from "#/components/sections/testimonial-slides.tsx"
import type { TickerBandProps } from "#/components/sections/ticker-band.tsx"
import type { VideoBandProps } from "#/components/sections/video-band.tsx"
import type { VideoCardProps } from "#/components/sections/video-card.tsx"
import type { VideoCardGridProps } from "#/components/sections/video-card-grid.tsx"
import { buttonVariants } from "#/components/ui/button.ts"
import type { EmptyStateProps } from "#/components/ui/empty-state.tsx"
import type { FieldProps } from "#/components/ui/field.tsx"
import type { SectionHeadingProps } from "#/components/ui/section-heading.tsx"
import type { StoreLinks } from "#/components/ui/store-badges.tsx"
import { art, glyph, iconNames, integrationMark, mark, oneOf, person, projectTag } from "#/content-fields.ts"
import { personName } from "#/data/people.ts"
import type BaseLayout from "#/layouts/base-layout.astro"
import type { ComingSoonHeroProps } from "#/pages/_components/coming-soon-hero.tsx"
import { structural } from "#/lib/content/words.ts"
import type { PortfolioFilter } from "#/lib/content/projects.ts"
import type { AnalyticsWords, FactKey, ProcessorWords, StorageWords } from "#/lib/legal.ts"
import { avatar, cover, type CoverRequest, type Unresolved } from "#/lib/pictures.ts"
import type { ProcessorPurpose } from "#/lib/processors.ts"
import { videoEmbed } from "#/lib/video-embed.ts"

const text = z.string().min(1)
const texts = z.array(text)
const icon = oneOf(iconNames, "icon", "the names of src/components/ui/icon.tsx")
const sectionTone = z.enum(["plain", "tint", "brand", "accent", "dark"])

/**
 * An element id: the section's heading and the page's links (#pricing) use it. It is structure, the
 * same in every language, so it is written in ASCII and never translated.
 */
const id = structural(
  z.string().regex(/^[a-z][a-z0-9-]*$/, {
    error: "An id is lower-case letters, digits and hyphens, starting with a letter (pricing, hero-title)",
  }),
)

const cta = z.strictObject({
  label: text,
  href: text,
  variant: z.enum(buttonVariants).optional(),
  context: text.optional(),
})
const figure = z.strictObject({ value: text, label: text })
const link = z.strictObject({ label: text, href: text })

/** The key of a mock-up the route draws (a named slot of the page's route file). */
const visual = structural(
  z.string().regex(/^[a-z][a-z0-9-]*$/, { error: "A visual is the key the page's route gives it" }),
)

/** A price as a visitor reads it: its figure with the currency or unit ("$18.99", "8 lessons"). */
const price = z.string().regex(/\d/, { error: 'A price is written with its figure ("$18.99", "49 €")' })

/** An email box with its button (the newsletter's): the page sets up where it posts. */
const newsletterForm = z.strictObject({
  /** Unique on the page: the form's field ids come from it. */
  id,
  label: text,
  placeholder: text,
  button: text,
})

/** A brief typed in the hero (a GET form): the visitor takes it to the page that starts the work. */
const promptBox = z.strictObject({
  label: text,
  placeholder: text,
  button: text,
  /** The page the brief goes to (/sign-up/), as a query under `name` (?brief=…). */
  action: text,
  /** The query's name; the box's id comes from it too. */
  name: id,
  note: text.optional(),
})

/** An app's pages on the App Store and Google Play, which its store badges link. */
const storeLinks = z.strictObject({ appStore: z.url(), googlePlay: z.url() })

/**
 * The poster's files and the width the browser picks one for. They are layout, not an editor's
 * choice: a block names one by `posterSizes`. The first two fit the video band's frame (max-w-5xl,
 * 64rem, with a padding of 0.5 to 0.75rem): "inset" counts the padding (1000px from a 1100px window),
 * "frame" the frame's own 64rem from a 1024px window. "half" fits a column of two (the accordion
 * split's): 600px from a 1024px window; "split" the same column beside a text (the services page's),
 * with a file twice its width for sharp screens. "card" fits a card of the video cards' grid: three
 * columns from 1024px, two from 768px.
 */
export const videoPosterSizes = {
  inset: { widths: [480, 800, 1200], sizes: "(min-width: 1100px) 1000px, 92vw" },
  frame: { widths: [480, 800, 1200], sizes: "(min-width: 1024px) 64rem, 92vw" },
  half: { widths: [480, 720, 960], sizes: "(min-width: 1024px) 600px, 92vw" },
  split: { widths: [480, 720, 960, 1200], sizes: "(min-width: 1024px) 600px, 92vw" },
  card: { widths: [400, 800], sizes: "(min-width: 1024px) 384px, (min-width: 768px) 46vw, 92vw" },
} as const

/**
 * A video the visitor opens in a dialog: a video host's id, never a player address (the player is
 * built at build by videoEmbed(), src/lib/video-embed.ts), and an art key for its poster.
 */
const film = z
  .strictObject({
    /** Unique on the page: the dialog's id. */
    id,
    /** Names the play button ("Play video: <title>") and the dialog. */
    title: text,
    video: z.strictObject({
      host: z.enum(["youtube", "vimeo", "youku"]),
      id: z.string().regex(/^[\w-]+={0,2}$/, {
        error:
          "A video id is the letters, digits, - and _ in the video's address (ScMzIvxBSi4 in youtube.com/watch?v=ScMzIvxBSi4)",
      }),
    }),
    /** Starts on opening, muted (browsers only autoplay muted video); false keeps the sound on. */
    autoplay: z.boolean(),
    /** "pill": a round button with the title beside it; "poster": a picture under the button; "icon": the button alone. */
    look: z.enum(["pill", "poster", "icon"]).optional(),
    /** The poster's art (a key of src/data/art.ts), for the "poster" look. */
    poster: art.optional(),
    posterSizes: z.enum(["inset", "frame", "half", "split", "card"]).optional(),
  })
  .transform(({ id, title, video, autoplay, look, poster, posterSizes = "inset" }) => ({
    id,
    title,
    embed: videoEmbed(video, { autoplay }),
    ...(look && { look }),
    // Decorative: the play button's name says what it plays.
    ...(poster && { poster: cover(poster, { alt: "", ...videoPosterSizes[posterSizes] }) }),
  }))

const hero = z.strictObject({
  type: z.literal("hero"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text,
  ctas: z.array(cta).optional(),
  rating: z.strictObject({ value: z.number().min(0).max(5), text }).optional(),
  note: text.optional(),
  /** A sign-up box among the hero's actions, posting where the newsletter panel's does. */
  form: newsletterForm.optional(),
  /** A prompt among the hero's actions instead of a form: a brief the visitor types, taken to sign-up. */
  prompt: promptBox.optional(),
  /** An app's store badges as the hero's actions, linking its pages on the two stores. */
  stores: storeLinks.optional(),
  /** A video among the hero's actions, after the form if there is one: its play button opens it. */
  film: film.optional(),
  chips: z.strictObject({ label: text, links: z.array(link).min(1) }).optional(),
  layout: z.enum(["split", "editorial", "bento", "margin"]).optional(),
  tone: z.enum(["mesh", "plain", "tint", "accent", "dark"]).optional(),
  balance: z.enum(["text", "media"]).optional(),
  side: z.enum(["start", "end"]).optional(),
  facts: z.array(figure).optional(),
  visual: visual.optional(),
})

const stats = z.strictObject({
  type: z.literal("stats"),
  id,
  title: text,
  showTitle: z.boolean().optional(),
  items: z.array(figure).min(1),
  tone: sectionTone.optional(),
})

const features = z.strictObject({
  type: z.literal("features"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z
    .array(
      z.strictObject({
        icon,
        title: text,
        text,
        href: text.optional(),
        linkLabel: text.optional(),
        item: z.boolean().optional(),
      }),
    )
    .min(1),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  numbered: z.boolean().optional(),
  tone: sectionTone.optional(),
  layout: z.enum(["cards", "bento", "list"]).optional(),
  visual: visual.optional(),
})

const split = z.strictObject({
  type: z.literal("split"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  paragraphs: texts.optional(),
  bullets: texts.optional(),
  stats: z.array(figure).optional(),
  ctas: z.array(cta).optional(),
  layout: z.enum(["media-start", "media-end"]).optional(),
  tone: sectionTone.optional(),
  /** The video beside the text, opened from its poster (the services page's). */
  film: film.optional(),
  visual: visual.optional(),
  /**
   * A large testimonial card beside the text instead of a picture (About's vision). A getter: its
   * schema is written with the testimonials', further down.
   */
  get testimonial() {
    return splitTestimonial.optional()
  },
})

/** A testimonial slider: the section's heading and the slides, each with the person's portrait. */
const testimonials = z.strictObject({
  type: z.literal("testimonials"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  tone: sectionTone.optional(),
  slider: z.strictObject({
    /** Names the slider for screen readers ("Customer testimonials"). */
    label: text,
    /** Left out, the visitor moves it; otherwise it moves on every intervalMs, and stops on a pause. */
    autoplay: z
      .strictObject({ intervalMs: z.number().int().min(3000) })
      .optional()
      .transform((autoplay) => autoplay ?? (false as const)),
    slides: z
      .array(
        z.strictObject({
          quote: text,
          name: text,
          role: text,
          /** The person whose portrait is drawn (an id of src/data/people.ts). */
          avatar: person.transform((id) => avatar(id, 48)),
          rating: z.number().int().min(1).max(5).optional(),
        }),
      )
      .min(1),
  }),
})

/** The newsletter panel and its form. */
const signup = z.strictObject({
  type: z.literal("signup"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text,
  points: texts.optional(),
  icon: icon.optional(),
  form: newsletterForm,
})

const period = z.enum(["monthly", "yearly"])
const perPeriod = z.strictObject({ monthly: text, yearly: text })

const pricing = z.strictObject({
  type: z.literal("pricing"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  plans: z
    .array(
      z.strictObject({
        title: text,
        blurb: text,
        icon: icon.optional(),
        /** Monthly and yearly with the period switch, one amount without it. */
        price: z.union([
          z.strictObject({ monthly: price, yearly: price }),
          z.strictObject({ amount: price, period: text.optional() }),
        ]),
        features: z.array(z.strictObject({ text, included: z.boolean(), limit: text.optional() })).min(1),
        highlighted: z.boolean().optional(),
        badge: text.optional(),
        cta,
      }),
    )
    .min(1),
  period: z
    .strictObject({
      name: id,
      initial: period,
      legend: text,
      labels: perPeriod,
      units: perPeriod,
      yearlyNote: text.optional(),
    })
    .optional(),
  layout: z.enum(["cards", "rows"]).optional(),
  note: text.optional(),
  tone: sectionTone.optional(),
  labels: z.strictObject({ features: text.optional(), notIncluded: text.optional() }).optional(),
})

/** The clients' wordmarks under a short line. */
const logos = z.strictObject({
  type: z.literal("logos"),
  id,
  title: text,
  logos: z.array(z.strictObject({ name: text, glyph })).min(1),
})

/** A numbered process ("three steps to …"). */
const steps = z.strictObject({
  type: z.literal("steps"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  steps: z.array(z.strictObject({ title: text, text, icon: icon.optional() })).min(1),
  tone: sectionTone.optional(),
  /** The word over each step; {n} is its number ("Step {n}", "Schritt {n}"). */
  labels: z.strictObject({ step: text }).optional(),
})

/** A testimonial: the words, who said them, and the person whose portrait is drawn. */
const testimonial = z.strictObject({
  quote: text,
  name: text,
  role: text,
  /** An id of src/data/people.ts. */
  avatar: person.transform((id) => avatar(id, 48)),
  rating: z.number().int().min(1).max(5).optional(),
})

/** The words of a testimonial card in the page's language: the rating's name and the quotation marks. */
const testimonialLabels = z.strictObject({ rating: text, quotes: z.tuple([text, text]) })

/** The testimonial beside a split's text, with its card's words. */
const splitTestimonial = testimonial.extend({ labels: testimonialLabels.optional() })

/** Testimonials side by side: a grid, a wall of their own heights, or one pull-quote. */
const quotes = z.strictObject({
  type: z.literal("quotes"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z.array(testimonial).min(1),
  tone: sectionTone.optional(),
  layout: z.enum(["grid", "wall", "quote"]).optional(),
  /** The cards' words in the page's language: the rating's name and the quotation marks. */
  labels: testimonialLabels.optional(),
})

/** Questions and answers, one open at a time; the page's structured data lists them too. */
const faq = z.strictObject({
  type: z.literal("faq"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z.array(z.strictObject({ question: text, answer: texts.min(1) })).min(1),
  tone: sectionTone.optional(),
})

/** A full-width marquee of wordmarks, products or topics. */
const ticker = z.strictObject({
  type: z.literal("ticker"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  ticker: z.strictObject({
    /** Names the list for screen readers ("Integrations"). */
    label: text,
    items: z
      .array(
        z.discriminatedUnion("kind", [
          z.strictObject({ kind: z.literal("wordmark"), name: text, glyph }),
          z.strictObject({ kind: z.literal("brand"), name: text, icon: mark }),
          z.strictObject({ kind: z.literal("topic"), name: text, icon: icon.optional() }),
        ]),
      )
      .min(1),
    pauseLabel: text.optional(),
    speed: z.enum(["slow", "normal"]).optional(),
  }),
  size: z.enum(["strip", "section"]).optional(),
  tone: sectionTone.optional(),
})

/** The app's store badges beside a phone; the badges' words are the site's, shared by every page. */
const app = z.strictObject({
  type: z.literal("app"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text,
  stores: storeLinks,
  note: text.optional(),
  visual: visual.optional(),
})

/** The closing call to action: a heading, a line and one or two buttons, in a panel or a full-width band. */
const ctaBanner = z.strictObject({
  type: z.literal("cta"),
  id,
  title: text,
  lead: text,
  ctas: z.array(cta).min(1, { error: "A call to action has at least one button" }),
  /** Small print under the buttons ("No credit card required"). */
  note: text.optional(),
  layout: z.enum(["panel", "band"]).optional(),
})

/** A network a team member's profile is on, as the team grid names them (src/components/sections/team-grid.tsx). */
const network = oneOf(
  Object.keys(networkNames) as [SocialNetwork, ...SocialNetwork[]],
  "social network",
  "the networks of src/components/sections/team-grid.tsx (networkNames)",
)

/**
 * A team member: a person of src/data/people.ts, whose name and portrait the card shows, a role and
 * the profiles. The grid names each link for screen readers in the page's language ("Camila
 * Restrepo on LinkedIn").
 */
const teamMember = z.strictObject({
  person,
  role: text,
  /** Shown in this order; one link per network. */
  socials: z
    .array(z.strictObject({ network, href: text }))
    .refine((socials) => new Set(socials.map((social) => social.network)).size === socials.length, {
      error: "A member links each network once: two of these profiles are on the same network",
    }),
})

/** People cards; the grid names each profile link with the shell's words of the page's language. */
const team = z.strictObject({
  type: z.literal("team"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  members: z
    .array(teamMember)
    .min(1, { error: "A team has at least one member" })
    .refine((members) => new Set(members.map((member) => member.person)).size === members.length, {
      error: "The same person is in the team twice: each member is a different person",
    })
    .transform((members) =>
      members.map(({ person: id, ...member }) => ({ name: personName(id), avatar: avatar(id, 320), ...member })),
    ),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** A card at the end of the grid ("Want to join us?" → /career/). */
  invite: z.strictObject({ title: text, text, cta }).optional(),
  /** A button under the grid ("Meet All Members" → /team/). */
  action: cta.optional(),
  tone: sectionTone.optional(),
  /** Left out, the cards come in on scroll; false when the grid is in the first screen. */
  reveal: z.boolean().optional(),
})

/** The tools a product connects to: a grid of their marks, each with a line on what the connection does. */
const integrations = z.strictObject({
  type: z.literal("integrations"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z.array(z.strictObject({ name: text, icon: integrationMark, text })).min(1),
  /** A link under the grid ("See all integrations"). */
  cta: cta.optional(),
  tone: sectionTone.optional(),
})

/** A centred heading over a video's poster, which opens the video in a dialog, and key figures under it. */
const video = z.strictObject({
  type: z.literal("video"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  film,
  /** Key figures under the video ("5 min" / "To install the widget"). */
  points: z.array(figure).optional(),
  tone: sectionTone.optional(),
})

/** A video card: its poster opens the film in a dialog, its title and description under it. */
const videoCard = z
  .strictObject({
    title: text,
    description: text,
    /** Short facts over the title ("20 min", "Beginner"), each with its icon. */
    facts: z.array(z.strictObject({ icon, text })).optional(),
    /** The video the card's poster opens; its title names the play button, so it is the card's as a rule. */
    film,
  })
  .refine((card) => card.film.look === "poster" && card.film.poster !== undefined, {
    error:
      "A video card opens its video from a poster: give its film look: poster and a poster (a key of src/data/art.ts)",
    path: ["film"],
  })

/** Video classes, lessons or demos as cards in three columns, each poster opening its own video. */
const videoCards = z.strictObject({
  type: z.literal("videos"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z
    .array(videoCard)
    .min(1, { error: "A video grid shows at least one video" })
    .refine((items) => new Set(items.map((card) => card.film.id)).size === items.length, {
      error: "Two videos have the same id: each video's dialog needs its own",
    }),
  tone: sectionTone.optional(),
})

/** A course card's cover, as wide as a card of the grid: three columns from 1024px, two from 768px. */
const courseCover = { widths: [400, 800], sizes: "(min-width: 1024px) 384px, (min-width: 768px) 46vw, 92vw" }

/**
 * A course of the catalogue as an editor writes it: its words, the art of its cover and its
 * instructor by id; the card shows the instructor's name and portrait from src/data/people.ts.
 */
const courseCard = z
  .strictObject({
    /** The course's subject ("Photography"). */
    tag: text,
    /** How much there is to it ("24 lessons"). */
    amount: text,
    /** Shown as stars and as the number. */
    rating: z
      .number({ error: "A rating is a number of stars, 0 to 5 (4.5)" })
      .min(0, { error: "A rating is 0 to 5 stars" })
      .max(5, { error: "A rating is 0 to 5 stars" }),
    title: text,
    /** As the catalogue shows it: "$45.00" or "free". */
    price: text,
    /** The cover's art (a key of src/data/art.ts). */
    cover: art,
    /** Who teaches it (an id of src/data/people.ts). */
    instructor: person,
    /** The card's button ("Purchase", "Enroll free"); its link text names the course too. */
    cta,
  })
  .transform(({ cover: key, instructor, ...course }) => ({
    ...course,
    // Decorative: the card's title says what the course is.
    image: cover(key, { alt: "", ...courseCover }),
    instructor: { name: personName(instructor), avatar: avatar(instructor, 32) },
  }))

/** The course catalogue's teaser: course cards in three columns, and a link under them. */
const courseGrid = z.strictObject({
  type: z.literal("courses"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z
    .array(courseCard)
    .min(1, { error: "A course grid shows at least one course" })
    .refine((items) => new Set(items.map((course) => course.title)).size === items.length, {
      error: "Two courses have the same title: each course needs its own",
    }),
  /** A link under the grid ("See plans and pricing"). */
  cta: cta.optional(),
  /** The cards' words for screen readers, in the page's language ("Price", "Taught by"). */
  labels: z.strictObject({ price: text.optional(), instructor: text.optional() }).optional(),
  tone: sectionTone.optional(),
})

/**
 * The blog's newest posts as compact cards, three to a row, and a link under them. The posts are
 * not written here: the page reads them from the blog (src/content/blog/) at build, `count` of them.
 */
const latestPosts = z.strictObject({
  type: z.literal("posts"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** How many of the newest posts the section shows. */
  count: z
    .number({ error: "The number of posts is a whole number, 1 to 12 (3)" })
    .int({ error: "The number of posts is a whole number, 1 to 12 (3)" })
    .min(1, { error: "A posts section shows at least one post" })
    .max(12, { error: "A posts section shows at most 12 posts: the blog's own pages list the rest" }),
  /** A link under the cards ("Read the blog"). */
  link: cta.optional(),
  tone: sectionTone.optional(),
})

/**
 * One area of a product tour: its tab, and the panel it opens, what the area does beside a screen
 * of it (the mock-up the route draws for `visual`).
 */
const tourPanel = z.strictObject({
  /** The tab's and its panel's ids come from it (product-tour-time-tracking): structure, never translated. */
  id,
  /** The tab's name. */
  label: text,
  title: text,
  text,
  bullets: texts.min(1, { error: "A tour panel lists at least one point" }),
  cta: cta.optional(),
  visual: visual.optional(),
})

/**
 * A product tour by area: a heading over tabs, each opening a panel with a screen and its text.
 * Every panel is in the HTML; without JavaScript the tabs are links to panels that all show.
 */
const tour = z.strictObject({
  type: z.literal("tour"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  tone: sectionTone.optional(),
  tabs: z.strictObject({
    /** Unique on the page: the stem of the tabs' and panels' ids (product-tour). */
    id,
    /** Names the tab list for screen readers ("Tickr product areas"). */
    label: text,
    align: z.enum(["start", "center"]).optional(),
    panels: z
      .array(tourPanel)
      .min(1, { error: "A tour has at least one tab" })
      .refine((panels) => new Set(panels.map((panel) => panel.id)).size === panels.length, {
        error: "Two tabs have the same id: each tab needs its own",
      }),
  }),
})

/** The tools a product connects to as a wall of their marks, beside one customer's words on why they matter. */
const integrationWall = z.strictObject({
  type: z.literal("integration-wall"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** The tools' marks with their names (twelve fill a 4 × 3 grid). */
  logos: z.array(z.strictObject({ name: text, icon: integrationMark })).min(1),
  testimonial,
  /** A link under the quote ("See all integrations"). */
  cta: cta.optional(),
  tone: sectionTone.optional(),
})

/**
 * A walk-through: a heading and questions, one open at a time, beside a video (its poster opens
 * the dialog) or a mock-up the route draws.
 */
const accordion = z.strictObject({
  type: z.literal("accordion"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z.array(z.strictObject({ question: text, answer: texts.min(1) })).min(1),
  /** Which side the video or picture sits on from 1024px; on phones it follows the text. */
  layout: z.enum(["media-start", "media-end"]).optional(),
  tone: sectionTone.optional(),
  /** The video beside the questions, opened from its poster. */
  film: film.optional(),
  visual: visual.optional(),
})

/** A cell of a comparison: a tick or a cross (`mark: tick`, `mark: cross`), or a few words (`text`). */
const comparisonCell = z
  .union([z.strictObject({ mark: z.enum(["tick", "cross"]) }), z.strictObject({ text })], {
    error: 'A cell is a tick or a cross ("mark: tick", "mark: cross") or a few words ("text: …"), not both',
  })
  .transform((cell) => ("text" in cell ? cell.text : cell.mark === "tick"))

/** The product beside its alternatives, point by point: a column each, the product's first, and a row per point. */
const comparison = z.strictObject({
  type: z.literal("comparison"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** The column heads: the product first, then what it is compared with. */
  columns: texts.min(2, { error: "A comparison has at least two columns: the product and one it is compared with" }),
  /** One cell per column, in the columns' order. */
  rows: z.array(z.strictObject({ feature: text, values: z.array(comparisonCell).min(1) })).min(1),
  /** What a screen reader says for a tick and a cross, and the head of the points' column. */
  labels: z.strictObject({ yes: text, no: text, feature: text }),
  tone: sectionTone.optional(),
})

/** A file name of a collection's entry (brand-strategy for src/content/services/brand-strategy.yaml). */
const entryName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: "An entry is named by its file name without .yaml: lower-case letters, digits and hyphens",
})

/**
 * The studio's services as cards, from the services collection in the page's language, each linking
 * to its page: those `ids` names (file names in src/content/services/) in that order, or all of them.
 */
const serviceGrid = z.strictObject({
  type: z.literal("services"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  ids: z.array(entryName).min(1).optional(),
  /** The words of each card's link ("Explore service"). */
  linkLabel: text,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  numbered: z.boolean().optional(),
  tone: sectionTone.optional(),
  layout: z.enum(["cards", "bento", "list"]).optional(),
})

/** Projects as case-study cards, from the projects collection in the page's language, in the order named. */
const work = z.strictObject({
  type: z.literal("work"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** File names in src/content/projects/, in the order the cards show. */
  projects: z.array(entryName).min(1).optional(),
  /** Or the portfolio's first projects (by their order), this many: the section follows the portfolio. */
  first: z
    .number({ error: "The number of projects is a whole number, 1 to 12 (2)" })
    .int({ error: "The number of projects is a whole number, 1 to 12 (2)" })
    .min(1, { error: "A work section shows at least one project" })
    .max(12, { error: "A work section shows at most 12 projects: the portfolio's own pages list the rest" })
    .optional(),
  /** The link to the whole portfolio ("View all work"). */
  link: cta,
  look: z.enum(["card", "overlay", "plain"]).optional(),
  tone: sectionTone.optional(),
  /** The cards' own words ("View case study"). */
  cardLabels: z.strictObject({ view: text }).optional(),
})

/** The blocks a legal document's section can show after its words, drawn from configuration (src/lib/legal.ts). */
const legalKind = oneOf(
  ["facts", "processors", "analytics", "storage"],
  "block",
  "facts, processors, analytics or storage (src/components/sections/legal-document.tsx)",
)

/** A numbered section of a legal document: its heading, its paragraphs and list, and a block from configuration. */
const legalSection = z
  .strictObject({
    /** The heading's id, which the contents link (#controller): structure, the same in every language. */
    id,
    title: text,
    paragraphs: texts.optional(),
    /** A bulleted list after the paragraphs. */
    items: texts.optional(),
    /**
     * What the site's configuration adds after the words: the company's facts, the services that
     * receive data, the sentence on measuring visits, what the site stores. Its words are the
     * block's `blocks`.
     */
    kind: legalKind.optional(),
  })
  .refine((section) => section.paragraphs?.length || section.items?.length || section.kind, {
    error: "A section says something: give it paragraphs, items or a block (kind)",
  })

/** The company's facts of src/config/legal.ts a legal page can list (legalFacts, src/lib/legal.ts). */
const legalFact = oneOf(
  ["legalName", "address", "representative", "email", "phone", "register", "vatId", "privacyContact", "authority"],
  "fact",
  "legalName, address, representative, email, phone, register, vatId, privacyContact or authority (src/lib/legal.ts)",
)

/** What a service the site sends data to is for (src/lib/processors.ts). */
const processorPurpose = oneOf(["forms", "analytics", "video", "map"], "purpose", "forms, analytics, video or map")

/** A thing the site stores on the device: its name and what it is for. */
const storedEntry = z.strictObject({ label: text, text })

/** The words of the blocks a legal document's sections show, each filled in from configuration. */
const legalBlocks = z.strictObject({
  /** The company's facts the facts block lists, in this order, each with its label in the page's language. */
  facts: z
    .array(z.strictObject({ fact: legalFact, label: text }))
    .min(1, { error: "The facts block lists at least one fact" })
    .refine((facts) => new Set(facts.map((item) => item.fact)).size === facts.length, {
      error: "A fact is listed twice: list each once",
    })
    // The labels by fact, in the list's order: legalFacts() lists the keys it is given.
    .transform(
      (facts) => Object.fromEntries(facts.map(({ fact, label }) => [fact, label])) as Readonly<Record<FactKey, string>>,
    )
    .optional(),
  /** The services that receive visitors' data, as the configuration has them (src/lib/processors.ts). */
  processors: z
    .strictObject({
      /** Left out, every service; otherwise those of these purposes only. */
      only: z.array(processorPurpose).min(1).optional(),
      /** Said when no service receives data. */
      empty: text,
      /** What each kind of service does; {forms} names the forms that send to it. */
      purposes: z.strictObject({ forms: text, analytics: text, video: text, map: text }),
      /** The forms' names, joined into {forms}. */
      formNames: z.strictObject({ contact: text, quote: text, application: text, newsletter: text, comment: text }),
      /** A form endpoint of the site's own: {origin} is its address. */
      own: text,
      /** The privacy link's words: {label} is the service's name. */
      privacyLink: text,
    })
    .optional(),
  /** The sentence on measuring visits (src/config/analytics.ts): {tool}, {company} and {cookies} are the tool's. */
  analytics: z.strictObject({ none: text, cookieless: text, consent: text }).optional(),
  /**
   * What the site stores on the device: the theme always, the language never, the consent and the
   * tool's cookies ({tool}, {company}, {cookies}) when the analytics tool needs consent.
   */
  storage: z
    .strictObject({ theme: storedEntry, language: storedEntry, consent: storedEntry, analytics: storedEntry })
    .optional(),
})

/**
 * A legal page's text (privacy, terms, imprint, accessibility, cookies): numbered sections under a
 * contents list and the revision date of src/config/legal.ts. "{legalName}" and the other braces
 * are the company's facts (legalValues, src/lib/legal.ts), filled in by the page: a translation
 * keeps them as they are.
 */
const legal = z
  .strictObject({
    type: z.literal("legal"),
    /** Names the block on the page; the document's headings take their sections' ids. */
    id,
    sections: z
      .array(legalSection)
      .min(1, { error: "A legal document has at least one section" })
      .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
        error: "Two sections have the same id: each heading needs its own",
      }),
    blocks: legalBlocks.optional(),
  })
  .superRefine(({ sections, blocks = {} }, context) => {
    // A block a section shows needs its words; words no section shows are a mistake.
    sections.forEach((section, index) => {
      if (section.kind && !blocks[section.kind])
        context.addIssue({
          code: "custom",
          path: ["sections", index, "kind"],
          message: `The section "${section.id}" shows the ${section.kind} block: give its words under blocks.${section.kind}`,
        })
    })
    for (const [kind, words] of Object.entries(blocks))
      if (words !== undefined && !sections.some((section) => section.kind === kind))
        context.addIssue({
          code: "custom",
          path: ["blocks", kind],
          message: `No section shows the ${kind} block: name it in a section's kind, or leave these words out`,
        })
  })

/**
 * A contact fact of src/config/site.ts (`contact`): the phone number and the email address (linked),
 * the address, the opening hours (in the page's language: the footer's). The facts are
 * configuration, kept there; a page names the one it shows.
 */
const contactFact = oneOf(
  ["phone", "email", "address", "hours"],
  "contact fact",
  "phone, email, address or hours (contact in src/config/site.ts)",
)

/** A way to reach the studio: its icon and words, and the contact fact it shows. */
const contactChannel = z.strictObject({ icon, title: text, text, contact: contactFact })

/** Contact channel cards (phone, email, studio). */
const contactChannels = z.strictObject({
  type: z.literal("contact-channels"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  items: z.array(contactChannel).min(1, { error: "A contact section shows at least one channel" }),
  tone: sectionTone.optional(),
})

/** A form field's name: what the form sends (structure, the same in every language). */
const fieldName = structural(
  z.string().regex(/^[a-z][a-z0-9_-]*$/, {
    error: "A field's name is lower-case letters, digits, hyphens or underscores, starting with a letter (email)",
  }),
)

/** A text field (kind: field): its label, hint and placeholder are words; its name, type and autocomplete are structure. */
const formField = z.strictObject({
  kind: z.literal("field"),
  name: fieldName,
  label: text,
  type: oneOf(
    ["text", "email", "tel", "url", "number", "textarea"],
    "field type",
    "text, email, tel, url, number or textarea",
  ).optional(),
  required: z.boolean().optional(),
  /** What the browser may fill in (name, email, tel, organization). */
  autoComplete: oneOf(
    [
      "name",
      "given-name",
      "family-name",
      "email",
      "tel",
      "organization",
      "organization-title",
      "street-address",
      "postal-code",
      "country-name",
      "url",
      "off",
    ],
    "autocomplete value",
    "name, given-name, family-name, email, tel, organization, organization-title, street-address, postal-code, country-name, url or off",
  ).optional(),
  placeholder: text.optional(),
  /** A line under the field saying what to write. */
  hint: text.optional(),
  minLength: z.number().int().positive().optional(),
  rows: z.number().int().positive().optional(),
  /** Spans both columns from 640 px. */
  wide: z.boolean().optional(),
})

/** An option's value: what the form sends (structure, the same in every language). */
const optionValue = structural(
  z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
    error: "An option's value is lower-case letters, digits and hyphens (under-10k, not-sure)",
  }),
)

/** A set of radio buttons under one legend: each option's value is what the form sends, its label words. */
const formChoice = z.strictObject({
  kind: z.literal("choice"),
  name: fieldName,
  label: text,
  options: z
    .array(z.strictObject({ value: optionValue, label: text }))
    .min(2, { error: "A choice offers at least two options" }),
  required: z.boolean().optional(),
  hint: text.optional(),
})

/** The words of a form's frame: the line explaining the asterisk. */
const formLabels = z.strictObject({ requiredNote: text })

/**
 * A form section: heading, lead, checklist or channels beside the form, and the form's fields. `form`
 * names the form's setup and messages (src/data/forms.ts); the fields' words are the page's. The
 * line explaining the asterisk is written once, in contact.yaml's form (`labels`): the other pages'
 * routes pass it on (src/pages/[...locale]/contact-2.astro).
 */
const contactForm = z.strictObject({
  type: z.literal("contact-form"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  points: texts.optional(),
  channels: z.array(contactChannel).min(1).optional(),
  layout: z.enum(["split", "center"]).optional(),
  tone: sectionTone.optional(),
  form: z.strictObject({
    /** Which form it is: where it sends and the messages it shows (src/data/forms.ts). */
    name: oneOf(["contact", "quote"], "form", "contact or quote (src/data/forms.ts)"),
    fields: z
      .array(z.discriminatedUnion("kind", [formField, formChoice]))
      .min(1, { error: "A form has at least one field" }),
    submit: text,
    labels: formLabels.optional(),
  }),
})

/** A line of the address card: its label and its text, or the contact fact it shows (hours). */
const addressDetail = z
  .strictObject({ label: text, text: text.optional(), fact: contactFact.optional() })
  .refine((detail) => (detail.text === undefined) !== (detail.fact === undefined), {
    error: "An address line shows a text or a contact fact (fact: hours), one of the two",
  })

/**
 * Where the studio is: an address card (its lines are the address of src/config/site.ts) and a map
 * that loads only when asked for (the map-embed island, set up by page-sections.astro).
 */
const contactMap = z.strictObject({
  type: z.literal("contact-map"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  address: z.strictObject({ title: text, details: z.array(addressDetail).optional() }),
  tone: sectionTone.optional(),
  map: z.strictObject({
    /** Where the pin goes (decimal degrees). */
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    /** OpenStreetMap zoom level: 16 shows a few streets around the pin. */
    zoom: z.number().int().min(1).max(19).optional(),
    /** Names the map frame for screen readers; "{address}" is the address of src/config/site.ts. */
    title: text,
    /** The button, the note ("{host}" is the map's host), the link and what screen readers hear after it. */
    labels: z.strictObject({ show: text, notice: text, open: text, newTab: text }),
  }),
})

/**
 * A field of an account form: its label, placeholder and hint are words; its name (the stem of its
 * ids), type, autocomplete and rules are structure, the same in every language.
 */
const authField = z.strictObject({
  name: id,
  label: text,
  type: z.enum(["text", "email", "password"]).optional(),
  required: z.boolean().optional(),
  /** What the browser may fill in (email, current-password, new-password). */
  autoComplete: structural(
    z.string().regex(/^[a-z][a-z-]*$/, {
      error: "An autocomplete is the browser's name for the value (email, new-password)",
    }),
  ).optional(),
  placeholder: text.optional(),
  hint: text.optional(),
  minLength: z.number().int().positive().optional(),
})

/** A link inside an account form's checkbox label: "{key}" in the label's words stands for it. */
const authCheckboxLink = z.strictObject({ key: id, label: text, href: text })

/**
 * The sign-in, sign-up and reset-password card: its heading, its form and the link under it. `form`
 * names the form's setup in src/data/forms.ts (where it posts, if anywhere): structure.
 */
const auth = z.strictObject({
  type: z.literal("auth"),
  form: z.enum(["sign-in", "sign-up", "reset"]),
  /** The card's heading; the form's field ids start with it. */
  id,
  title: text,
  lead: text,
  fields: z.array(authField).min(1, { error: "An account form has at least one field" }),
  checkbox: z
    .strictObject({
      name: id,
      /** "{key}" in the label is the link of that key, where the words put it. */
      label: text,
      links: z
        .array(authCheckboxLink)
        .min(1)
        .transform((links) => Object.fromEntries(links.map(({ key, ...rest }) => [key, rest])))
        .optional(),
      required: z.boolean().optional(),
    })
    .optional(),
  /** A link beside the checkbox ("Forget password?"). */
  aside: link.optional(),
  submit: text,
  footer: z.strictObject({ text, link }),
})

/** The 404 page's message, its way home and the site-search box under it (the results' words are the shell's). */
const notFound = z.strictObject({
  type: z.literal("not-found"),
  id,
  code: text,
  title: text,
  text,
  cta,
  search: z.strictObject({ id, label: text, placeholder: text }),
})

/**
 * A unit's word in each plural form of the language (Intl.PluralRules): English needs one and
 * other, another language may need more (Arabic has six), which its translation adds.
 */
const unitLabel = z.strictObject({
  one: text.optional(),
  other: text,
  zero: text.optional(),
  two: text.optional(),
  few: text.optional(),
  many: text.optional(),
})

/**
 * The coming-soon page's hero: its h1, the countdown's words and the "tell me when" box. The launch
 * day is structure, set once in src/data/pages/coming-soon.ts.
 */
const comingSoon = z.strictObject({
  type: z.literal("coming-soon"),
  id,
  eyebrow: text,
  title: text,
  lead: text,
  /** Under the form: what happens to the address. */
  note: text,
  /** A way out while waiting ("Questions before launch? Get in touch"). */
  link: z.strictObject({ text, label: text, href: text }),
  /** The countdown's words: each unit in the language's plural forms, the launch line and the live message. */
  countdown: z.strictObject({
    days: unitLabel,
    hours: unitLabel,
    minutes: unitLabel,
    seconds: unitLabel,
    until: text,
    live: text,
    liveText: text,
  }),
  form: newsletterForm,
})

// ── The FAQ pages: questions of the questions collection, by topic ──

/**
 * A topic of the questions collection: its file's name (general for
 * src/content/questions/general.yaml). The questions are written there once and every FAQ section
 * that names the topic shows them, in the page's language.
 */
const questionTopic = structural(
  z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "A topic is named by its file in src/content/questions/ without .yaml (general, account)",
  }),
)

/** A way to reach the team beside the questions: the contact fact it shows, and when it answers. */
const helpChannel = z
  .strictObject({
    icon,
    label: text,
    /** The number or address shown (and linked), from src/config/site.ts. */
    contact: contactFact,
    note: text.optional(),
    /** Or, as the note, a contact fact in the page's language (hours). */
    noteFact: contactFact.optional(),
  })
  .refine((channel) => channel.note === undefined || channel.noteFact === undefined, {
    error: "A channel's note is a text or a contact fact (noteFact: hours), not both",
  })

/** "Still have questions?": where to go when the answer is not among the questions. */
const faqHelp = z.strictObject({
  title: text,
  text,
  channels: z.array(helpChannel).min(1, { error: "The help box shows at least one way to reach the team" }),
  cta: cta.optional(),
})

/** A topic's questions with every answer open, in a grid: for short lists people skim. */
const faqGrid = z.strictObject({
  type: z.literal("faq-grid"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  topic: questionTopic,
  columns: z.union([z.literal(2), z.literal(3)]).optional(),
  tone: sectionTone.optional(),
  help: faqHelp.optional(),
})

/** A topic's questions, one open at a time. */
const faqTopic = z.strictObject({
  type: z.literal("faq-topic"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  topic: questionTopic,
  tone: sectionTone.optional(),
})

/**
 * Topics as tabs: each tab shows the questions of the topic its id names, one open at a time; a
 * topic without questions shows `empty` instead.
 */
const faqTabs = z.strictObject({
  type: z.literal("faq-tabs"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  tone: sectionTone.optional(),
  tabs: z.strictObject({
    /** The stem of the tabs' and panels' ids. */
    id,
    /** Names the tab list for screen readers ("FAQ topics"). */
    label: text,
    /** One tab per topic, in this order: its id is the topic's file name. */
    tabs: z
      .array(z.strictObject({ id: questionTopic, label: text }))
      .min(2, { error: "Tabs need at least two topics" }),
  }),
  empty: z.strictObject({ icon, title: text, text, cta: cta.optional() }),
})

// The career page (/career/).

/**
 * The open positions: every published job of the jobs collection (src/content/jobs/) in the page's
 * language, as cards under a filter by team, and a way to reach out under them. The tabs are the
 * teams, named as the cards name them (careerCopy in src/data/pages/career.ts); the block holds the
 * words around the cards.
 */
const jobs = z.strictObject({
  type: z.literal("jobs"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  filter: z.strictObject({
    /** Names the tabs for screen readers ("Filter jobs by team"). */
    label: text,
    /** The tab that shows every job ("All"). */
    all: text,
    /** The jobs' noun in the line under the tabs: one and other, and the further plural forms a language needs. */
    noun: unitLabel.extend({ one: text }),
    /** The line under the tabs: {total}, {shown}, {noun} (the noun for {total}), {nouns} and {filter} are filled in. */
    status: z.strictObject({ all: text, some: text, none: text }),
  }),
  /** The cards' words: the link to a job's page ("Apply now"), and the names of its facts for screen readers. */
  cardLabels: z.strictObject({
    apply: z.strictObject({ label: text, variant: z.enum(buttonVariants).optional() }),
    location: text,
    salary: text,
  }),
  /** Under the cards: a line and a button for whoever found no role ("Can't find your role?"). */
  more: z.strictObject({ text, cta }),
})

// ── Portfolio pages (/portfolio/, /portfolio-3/, /portfolio-4/) ──

/**
 * Every published project (src/content/projects/, in their `order`) as cards under a heading, with
 * filter buttons over them or beside them. A button shows the projects that carry one of its tags,
 * so a page groups the tags as it likes ("Design": UI/UX and digital art). The cards' pictures are
 * sized for the layout (src/lib/content/projects.ts).
 */
const projects = z.strictObject({
  type: z.literal("projects"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  align: z.enum(["start", "center"]).optional(),
  /** cards: three columns of framed cards; mosaic: picture tiles of mixed sizes; list: unframed, picture first. */
  layout: z.enum(["cards", "mosaic", "list"]),
  filter: z.strictObject({
    /** Names the group of buttons for screen readers ("Filter projects by discipline"). */
    label: text,
    /** The button that shows every project ("Show all"). */
    all: text,
    /** The status line's noun ("Showing all 12 projects"). */
    noun: z.strictObject({ one: text, other: text }),
    /** "bar" over the grid, or "sidebar": a column of buttons beside it from 1024px. */
    layout: z.enum(["bar", "sidebar"]).optional(),
    /** One per filter, in their order. */
    buttons: z
      .array(
        z.strictObject({
          /** The filter's name in the address (?filter=design): structure, never translated. */
          value: id,
          label: text,
          tags: z.array(projectTag).min(1, { error: "A filter shows the projects of at least one tag" }),
        }),
      )
      .min(1, { error: "A project grid has at least one filter" })
      .refine((buttons) => new Set(buttons.map((button) => button.value)).size === buttons.length, {
        error: "Two filters have the same value: each filter needs its own",
      }),
  }),
  /** The first card is in the first screen (a short banner above it): its picture loads at once, as the page's largest. */
  priority: z.boolean().optional(),
  tone: sectionTone.optional(),
})

// ── end portfolio pages ──

// About (/about/): the studio's collage with its film.
/** The collage's files and widths: the large picture spans two of its three columns from 1024px, the two beside it one. */
const showcaseSizes = {
  main: { widths: [480, 800, 1200], sizes: "(min-width: 1024px) 800px, 92vw" },
  side: { widths: [400, 640, 800], sizes: "(min-width: 1024px) 400px, 46vw" },
}
/** A picture of the collage: its art (a key of src/data/art.ts) and what it shows, for screen readers. */
const showcasePicture = z.strictObject({ art, alt: text })

/** A heading over a collage of three pictures, the large one under a video's play button. */
const showcase = z.strictObject({
  type: z.literal("showcase"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** The large picture (the video's poster) first, then the two beside it. */
  images: z
    .tuple([showcasePicture, showcasePicture, showcasePicture])
    .transform(
      ([main, ...side]) =>
        [
          cover(main.art, { alt: main.alt, ...showcaseSizes.main }),
          ...side.map((picture) => cover(picture.art, { alt: picture.alt, ...showcaseSizes.side })),
        ] as [CoverRequest, CoverRequest, CoverRequest],
    ),
  /** The video the large picture's play button opens (look: icon). */
  film: film.optional(),
})
// end About

/** Every kind of section a page can hold, told apart by `type`. */
export const sectionBlock = z.discriminatedUnion("type", [
  hero,
  logos,
  stats,
  steps,
  features,
  serviceGrid,
  split,
  work,
  testimonials,
  quotes,
  courseGrid,
  faq,
  ticker,
  signup,
  pricing,
  app,
  ctaBanner,
  integrations,
  video,
  videoCards,
  team,
  latestPosts,
  tour,
  integrationWall,
  accordion,
  comparison,
  legal,
  contactChannels,
  contactForm,
  contactMap,
  auth,
  notFound,
  comingSoon,
  // About
  showcase,
  // The FAQ pages
  faqGrid,
  faqTopic,
  faqTabs,
  // The career page.
  jobs,
  // Portfolio pages
  projects,
])
export type SectionBlock = z.output<typeof sectionBlock>
export type SectionKind = SectionBlock["type"]

/** A product home's own footer: a line about it, its link columns and its call to action. */
export const footerCopy = z.strictObject({
  blurb: text,
  cta: cta.optional(),
  columns: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
})

/**
 * The title banner over a page without a hero (the legal pages): its h1, a line under it, and the
 * breadcrumb the layout adds (Home / the title).
 */
const pageBanner = z.strictObject({ title: text, lead: text.optional() })

export const pageSchema = z
  .strictObject({
    /** The page's title and description in search results and link previews. */
    meta: z.strictObject({
      title: text,
      description: z
        .string()
        .min(50, { error: "A description is 50 to 160 characters: search engines show about that much" })
        .max(160, { error: "A description is 50 to 160 characters: search engines cut a longer one" }),
    }),
    /** The title banner, for a page that has no hero. */
    banner: pageBanner.optional(),
    sections: z.array(sectionBlock).min(1),
    footer: footerCopy.optional(),
  })
  .superRefine(({ banner, sections }, context) => {
    const seen = new Set<string>()
    sections.forEach((section, index) => {
      if (seen.has(section.id))
        context.addIssue({
          code: "custom",
          path: ["sections", index, "id"],
          message: `Two sections have the id "${section.id}": each section needs its own`,
        })
      seen.add(section.id)
      // The hero's actions hold one box: a sign-up form or a prompt.
      if (section.type === "hero" && section.form && section.prompt)
        context.addIssue({
          code: "custom",
          path: ["sections", index, "prompt"],
          message: "A hero holds a sign-up form or a prompt box, not both: leave one of them out",
        })
      // An accordion split has one thing beside its questions.
      if (section.type === "accordion" && section.film && section.visual)
        context.addIssue({
          code: "custom",
          path: ["sections", index, "visual"],
          message: "Beside the questions goes a video or a picture, not both: leave one of them out",
        })
      // A text-beside split has one thing beside its text.
      if (section.type === "split" && section.film && section.visual)
        context.addIssue({
          code: "custom",
          path: ["sections", index, "visual"],
          message: "Beside the text goes a video or a picture, not both: leave one of them out",
        })
      // A comparison's rows are as wide as its head: one cell under each column.
      if (section.type === "comparison")
        section.rows.forEach((row, rowIndex) => {
          if (row.values.length !== section.columns.length)
            context.addIssue({
              code: "custom",
              path: ["sections", index, "rows", rowIndex, "values"],
              message: `The row "${row.feature}" has ${row.values.length} cells for ${section.columns.length} columns: one cell per column`,
            })
        })
      // An app's store badges are its hero's actions on their own.
      if (section.type === "hero" && section.stores && (section.form || section.prompt))
        context.addIssue({
          code: "custom",
          path: ["sections", index, "stores"],
          message: "A hero holds the store badges or a form or prompt box, not both: leave one of them out",
        })
      // A split has one thing beside its text; a work section names its projects or shows the first few.
      if (section.type === "split" && section.testimonial && (section.visual || section.film))
        context.addIssue({
          code: "custom",
          path: ["sections", index, section.visual ? "visual" : "film"],
          message: `Beside the text goes a testimonial or a ${section.visual ? "picture" : "video"}, not both: leave one of them out`,
        })
      if (section.type === "work" && (section.projects === undefined) === (section.first === undefined))
        context.addIssue({
          code: "custom",
          path: ["sections", index, "projects"],
          message:
            "A work section names its projects (projects) or shows the portfolio's first few (first: 2): one of the two",
        })
    })
    const heroes = sections.filter((section) => section.type === "hero").length
    if (heroes > 1)
      context.addIssue({
        code: "custom",
        path: ["sections"],
        message: `A page has one hero (its one h1); this one has ${heroes}`,
      })
    // The banner's title is the page's h1 too.
    if (banner && heroes > 0)
      context.addIssue({
        code: "custom",
        path: ["banner"],
        message: "A page has one h1: a title banner or a hero, not both: leave one of them out",
      })
  })

export type PageContent = z.output<typeof pageSchema>

/*
 * The ties: each block's output, without `type`, the visual's key and what the route adds, is its
 * component's props (minus the slots a route fills), and the reverse. A failing line here names the
 * schema and the component that went apart.
 */
type Block<K extends SectionKind> = Omit<Extract<SectionBlock, { type: K }>, "type" | "visual">
type Copy<P, Slots extends keyof P = never> = Omit<P, Slots>
type Ties<Schema, Props> = [Schema] extends [Props] ? ([keyof Props] extends [keyof Schema] ? true : false) : false
type LegalWords = NonNullable<Block<"legal">["blocks"]>

const ties = {
  services: true satisfies Ties<
    Omit<Block<"services">, "ids" | "linkLabel">,
    Omit<Copy<FeatureGridProps, "media">, "items">
  >,
  work: true satisfies Ties<Omit<Block<"work">, "projects" | "first">, Omit<PortfolioTeaserProps, "cards">>,
  hero: true satisfies Ties<
    Omit<Block<"hero">, "form" | "prompt" | "stores" | "film">,
    Copy<HeroProps, "media" | "actions">
  >,
  heroStores: true satisfies Ties<NonNullable<Block<"hero">["stores"]>, StoreLinks>,
  heroForm: true satisfies Ties<NonNullable<Block<"hero">["form"]>, Copy<NewsletterFormProps, "className">>,
  heroPrompt: true satisfies Ties<NonNullable<Block<"hero">["prompt"]>, PromptBoxProps>,
  stats: true satisfies Ties<Block<"stats">, StatsBandProps>,
  features: true satisfies Ties<Block<"features">, Copy<FeatureGridProps, "media">>,
  split: true satisfies Ties<Omit<Block<"split">, "film" | "testimonial">, Copy<ContentSplitProps, "media">>,
  splitTestimonial: true satisfies Ties<
    NonNullable<Block<"split">["testimonial"]>,
    Copy<Unresolved<TestimonialCardProps>, "size" | "className" | "locale">
  >,
  testimonials: true satisfies Ties<
    Omit<Block<"testimonials">, "slider">,
    Copy<TestimonialSliderSectionProps, "children">
  >,
  slider: true satisfies Ties<Block<"testimonials">["slider"], Unresolved<TestimonialCarousel>>,
  signup: true satisfies Ties<Omit<Block<"signup">, "form">, Copy<EmailSignupPanelProps, "children">>,
  form: true satisfies Ties<Block<"signup">["form"], Copy<NewsletterFormProps, "className">>,
  pricing: true satisfies Ties<Block<"pricing">, PricingTableProps>,
  logos: true satisfies Ties<Block<"logos">, LogoCloudProps>,
  steps: true satisfies Ties<Block<"steps">, StepsProps>,
  quotes: true satisfies Ties<Block<"quotes">, Copy<Unresolved<TestimonialGridProps>, "locale">>,
  courses: true satisfies Ties<Block<"courses">, Unresolved<CourseGridProps>>,
  course: true satisfies Ties<Block<"courses">["items"][number], Unresolved<Course>>,
  faq: true satisfies Ties<Block<"faq">, FaqSectionProps>,
  ticker: true satisfies Ties<Block<"ticker">, TickerBandProps>,
  tickerList: true satisfies Ties<Block<"ticker">["ticker"], Copy<TickerBandProps["ticker"], "className">>,
  app: true satisfies Ties<Block<"app">, Copy<AppDownloadContent, "media">>,
  cta: true satisfies Ties<Block<"cta">, CtaBannerProps>,
  integrations: true satisfies Ties<Block<"integrations">, IntegrationGridProps>,
  video: true satisfies Ties<Omit<Block<"video">, "film">, Copy<VideoBandProps, "media">>,
  film: true satisfies Ties<Block<"video">["film"], Copy<Unresolved<VideoDialogContent>, "className">>,
  videos: true satisfies Ties<Omit<Block<"videos">, "items">, Copy<VideoCardGridProps, "children">>,
  videoCard: true satisfies Ties<Omit<Block<"videos">["items"][number], "film">, Copy<VideoCardProps, "player">>,
  team: true satisfies Ties<Block<"team">, Copy<Unresolved<TeamGridProps>, "labels">>,
  posts: true satisfies Ties<Omit<Block<"posts">, "count">, Copy<LatestPostsProps, "posts">>,
  tour: true satisfies Ties<Omit<Block<"tour">, "tabs">, Copy<ProductTabsProps, "children">>,
  tourTabs: true satisfies Ties<Omit<Block<"tour">["tabs"], "panels">, Copy<TabsProps, "children" | "tabs">>,
  tourTab: true satisfies Ties<Pick<z.output<typeof tourPanel>, "id" | "label">, TabsProps["tabs"][number]>,
  tourPanel: true satisfies Ties<
    Omit<z.output<typeof tourPanel>, "id" | "label" | "visual">,
    Copy<ProductTabContentProps, "media">
  >,
  integrationWall: true satisfies Ties<Block<"integration-wall">, Unresolved<IntegrationWallProps>>,
  accordion: true satisfies Ties<Omit<Block<"accordion">, "film">, Copy<AccordionSplitProps, "media">>,
  comparison: true satisfies Ties<Block<"comparison">, ComparisonTableProps>,
  legal: true satisfies Ties<
    Omit<Block<"legal">, "id" | "blocks">,
    Copy<LegalDocumentProps, "labels" | "date" | "values" | LegalBlock>
  >,
  legalSection: true satisfies Ties<Block<"legal">["sections"][number], LegalSection>,
  legalKinds: true satisfies Ties<z.output<typeof legalKind>, LegalBlock> &
    Ties<LegalBlock, z.output<typeof legalKind>>,
  legalFacts: true satisfies Ties<z.output<typeof legalFact>, FactKey> & Ties<FactKey, z.output<typeof legalFact>>,
  legalProcessors: true satisfies Ties<Omit<NonNullable<LegalWords["processors"]>, "only">, ProcessorWords>,
  processorPurposes: true satisfies Ties<z.output<typeof processorPurpose>, ProcessorPurpose> &
    Ties<ProcessorPurpose, z.output<typeof processorPurpose>>,
  legalAnalytics: true satisfies Ties<NonNullable<LegalWords["analytics"]>, AnalyticsWords>,
  legalStorage: true satisfies Ties<NonNullable<LegalWords["storage"]>, StorageWords>,
  contactChannels: true satisfies Ties<Omit<Block<"contact-channels">, "items">, Omit<ContactChannelsProps, "items">>,
  contactChannel: true satisfies Ties<
    Omit<z.output<typeof contactChannel>, "contact">,
    Omit<ContactChannel, "contact">
  >,
  contactForm: true satisfies Ties<
    Omit<Block<"contact-form">, "form" | "channels">,
    Omit<ContactFormSectionProps, "children" | "channels">
  >,
  contactFormWords: true satisfies Ties<
    Omit<Block<"contact-form">["form"], "name" | "labels" | "fields">,
    Omit<ContactFormProps, "id" | "labels" | "fields">
  >,
  formLabels: true satisfies Ties<z.output<typeof formLabels>, ContactFormLabels>,
  formField: true satisfies Ties<
    z.output<typeof formField>,
    Omit<Copy<Exclude<ContactFormControl, ChoiceGroupProps>, "hideLabel" | "idPrefix" | "className">, "kind"> & {
      kind: "field"
    }
  >,
  formChoice: true satisfies Ties<z.output<typeof formChoice>, ChoiceGroupProps>,
  contactMap: true satisfies Ties<Omit<Block<"contact-map">, "address">, Copy<ContactMapProps, "map" | "address">>,
  addressDetail: true satisfies Ties<
    Omit<z.output<typeof addressDetail>, "fact" | "text">,
    Omit<NonNullable<ContactMapProps["address"]["details"]>[number], "text">
  >,
  mapEmbed: true satisfies Ties<Block<"contact-map">["map"], MapEmbedProps>,
  banner: true satisfies Ties<
    z.output<typeof pageBanner>,
    Pick<NonNullable<ComponentProps<typeof BaseLayout>["banner"]>, "title" | "lead">
  >,
  footer: true satisfies Ties<z.output<typeof footerCopy>, ProductFooterCopy>,
  auth: true satisfies Ties<Omit<Block<"auth">, "form">, AuthFormProps>,
  authField: true satisfies Ties<
    z.output<typeof authField>,
    Copy<FieldProps, "hideLabel" | "idPrefix" | "rows" | "className">
  >,
  notFound: true satisfies Ties<Omit<Block<"not-found">, "id" | "search">, Copy<NotFoundProps, "search">>,
  notFoundSearch: true satisfies Ties<
    Block<"not-found">["search"],
    Pick<SiteSearchProps, "id" | "label" | "placeholder">
  >,
  comingSoon: true satisfies Ties<
    Omit<Block<"coming-soon">, "countdown" | "form">,
    Copy<ComingSoonHeroProps, "countdown" | "form">
  >,
  countdown: true satisfies Ties<Block<"coming-soon">["countdown"], CountdownProps["labels"]>,
  comingSoonForm: true satisfies Ties<Block<"coming-soon">["form"], Copy<NewsletterFormProps, "className">>,
  // About
  showcase: true satisfies Ties<Omit<Block<"showcase">, "film">, Copy<Unresolved<AboutShowcaseProps>, "video">>,
  // The FAQ pages
  faqGrid: true satisfies Ties<Omit<Block<"faq-grid">, "topic" | "help">, Omit<FaqGridProps, "items" | "help">>,
  faqHelp: true satisfies Ties<Omit<z.output<typeof faqHelp>, "channels">, Omit<FaqHelp, "channels">>,
  helpChannel: true satisfies Ties<
    Omit<z.output<typeof helpChannel>, "contact" | "noteFact">,
    Omit<FaqHelpChannel, "value" | "href">
  >,
  faqTopic: true satisfies Ties<Omit<Block<"faq-topic">, "topic">, Omit<FaqSectionProps, "items">>,
  faqTabsHeading: true satisfies Ties<
    Omit<Block<"faq-tabs">, "tabs" | "empty" | "tone">,
    Omit<SectionHeadingProps, "align" | "as" | "className" | "children">
  >,
  faqTabsList: true satisfies Ties<
    Omit<Block<"faq-tabs">["tabs"], "tabs">,
    Omit<TabsProps, "children" | "tabs" | "align">
  >,
  faqTab: true satisfies Ties<Block<"faq-tabs">["tabs"]["tabs"][number], TabsProps["tabs"][number]>,
  faqEmpty: true satisfies Ties<Block<"faq-tabs">["empty"], EmptyStateProps>,
  // The career page.
  jobs: true satisfies Ties<Omit<Block<"jobs">, "filter" | "cardLabels">, JobOpeningsProps>,
  jobFilter: true satisfies Ties<
    Omit<Block<"jobs">["filter"], "status"> & { count: Block<"jobs">["filter"]["status"] },
    Copy<FilterableGridProps, "filters" | "itemTags" | "locale" | "param" | "layout" | "children">
  >,
  jobCard: true satisfies Ties<Block<"jobs">["cardLabels"], JobCardLabels>,
  // Portfolio pages: the heading's, then the filter island's (page-sections.astro adds each button's projects).
  projects: true satisfies Ties<Omit<Block<"projects">, "filter" | "priority">, Copy<PortfolioIndexProps, "children">>,
  projectFilter: true satisfies Ties<
    Omit<Block<"projects">["filter"], "buttons">,
    Copy<FilterableGridProps, "filters" | "itemTags" | "count" | "locale" | "param" | "children">
  >,
  projectFilterButton: true satisfies Ties<Block<"projects">["filter"]["buttons"][number], PortfolioFilter>,
}
void ties
