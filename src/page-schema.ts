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
import { z } from "astro/zod"

import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { AppDownloadContent } from "#/components/sections/app-download.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { EmailSignupPanelProps } from "#/components/sections/email-signup-panel.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { LogoCloudProps } from "#/components/sections/logo-cloud.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { TestimonialSliderSectionProps } from "#/components/sections/testimonial-slider-section.tsx"
import type { TestimonialCarousel } from "#/components/sections/testimonial-slides.tsx"
import type { TickerBandProps } from "#/components/sections/ticker-band.tsx"
import { buttonVariants } from "#/components/ui/button.ts"
import { glyph, iconNames, mark, oneOf, person } from "#/content-fields.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

const text = z.string().min(1)
const texts = z.array(text)
const icon = oneOf(iconNames, "icon", "the names of src/components/ui/icon.tsx")
const sectionTone = z.enum(["plain", "tint", "brand", "accent", "dark"])

/**
 * An element id: the section's heading and the page's links (#pricing) use it. It is structure, the
 * same in every language, so it is written in ASCII and never translated.
 */
const id = z.string().regex(/^[a-z][a-z0-9-]*$/, {
  error: "An id is lower-case letters, digits and hyphens, starting with a letter (pricing, hero-title)",
})

const cta = z.strictObject({
  label: text,
  href: text,
  variant: z.enum(buttonVariants).optional(),
  context: text.optional(),
})
const figure = z.strictObject({ value: text, label: text })
const link = z.strictObject({ label: text, href: text })

/** The key of a mock-up the route draws (a named slot of the page's route file). */
const visual = z.string().regex(/^[a-z][a-z0-9-]*$/, { error: "A visual is the key the page's route gives it" })

/** A price as a visitor reads it: its figure with the currency or unit ("$18.99", "8 lessons"). */
const price = z.string().regex(/\d/, { error: 'A price is written with its figure ("$18.99", "49 €")' })

const hero = z.strictObject({
  type: z.literal("hero"),
  id,
  eyebrow: text.optional(),
  title: text,
  lead: text,
  ctas: z.array(cta).optional(),
  rating: z.strictObject({ value: z.number().min(0).max(5), text }).optional(),
  note: text.optional(),
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
  visual: visual.optional(),
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
  form: z.strictObject({
    /** Unique on the page: the form's field ids come from it. */
    id,
    label: text,
    placeholder: text,
    button: text,
  }),
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
  labels: z.strictObject({ rating: text, quotes: z.tuple([text, text]) }).optional(),
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
  stores: z.strictObject({ appStore: z.url(), googlePlay: z.url() }),
  note: text.optional(),
  visual: visual.optional(),
})

/** Every kind of section a page can hold, told apart by `type`. */
export const sectionBlock = z.discriminatedUnion("type", [
  hero,
  logos,
  stats,
  steps,
  features,
  split,
  testimonials,
  quotes,
  faq,
  ticker,
  signup,
  pricing,
  app,
])
export type SectionBlock = z.output<typeof sectionBlock>
export type SectionKind = SectionBlock["type"]

/** A product home's own footer: a line about it, its link columns and its call to action. */
export const footerCopy = z.strictObject({
  blurb: text,
  cta: cta.optional(),
  columns: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
})

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
    sections: z.array(sectionBlock).min(1),
    footer: footerCopy.optional(),
  })
  .superRefine(({ sections }, context) => {
    const seen = new Set<string>()
    sections.forEach((section, index) => {
      if (seen.has(section.id))
        context.addIssue({
          code: "custom",
          path: ["sections", index, "id"],
          message: `Two sections have the id "${section.id}": each section needs its own`,
        })
      seen.add(section.id)
    })
    const heroes = sections.filter((section) => section.type === "hero").length
    if (heroes > 1)
      context.addIssue({
        code: "custom",
        path: ["sections"],
        message: `A page has one hero (its one h1); this one has ${heroes}`,
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

const ties = {
  hero: true satisfies Ties<Block<"hero">, Copy<HeroProps, "media" | "actions">>,
  stats: true satisfies Ties<Block<"stats">, StatsBandProps>,
  features: true satisfies Ties<Block<"features">, Copy<FeatureGridProps, "media">>,
  split: true satisfies Ties<Block<"split">, Copy<ContentSplitProps, "media">>,
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
  faq: true satisfies Ties<Block<"faq">, FaqSectionProps>,
  ticker: true satisfies Ties<Block<"ticker">, TickerBandProps>,
  tickerList: true satisfies Ties<Block<"ticker">["ticker"], Copy<TickerBandProps["ticker"], "className">>,
  app: true satisfies Ties<Block<"app">, Copy<AppDownloadContent, "media">>,
  footer: true satisfies Ties<z.output<typeof footerCopy>, ProductFooterCopy>,
}
void ties
