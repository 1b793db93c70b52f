import type { APIRoute } from "astro"

import { cms } from "#/config/cms.ts"
import { site } from "#/config/site.ts"
import {
  blogSchema,
  featuredSchema,
  jobSchema,
  jobTranslationSchema,
  projectSchema,
  questionSetSchema,
  questionSetTranslationSchema,
  serviceSchema,
  serviceTranslationSchema,
} from "#/content.config.ts"
import { people } from "#/data/people.ts"
import { networkNames } from "#/components/sections/team-grid.tsx"
import { pageSchema } from "#/page-schema.ts"
import { defaultLocale, localeCodes } from "#/i18n/locales.ts"
import { cmsConfig, editorSchemaContext as context, type FieldNotes } from "#/lib/cms/config.ts"

/**
 * The content editor's configuration (/admin/config.json, which /admin/ names in its
 * `cms-config-url` link), written from the collections' schemas by src/lib/cms/config.ts. JSON is
 * YAML too, so Sveltia reads it as it would a config.yml.
 */

const personNames = Object.fromEntries(Object.entries(people).map(([id, person]) => [id, person.name]))

/** What the schemas cannot say: friendlier labels, hints and the names behind ids. */
export const fieldNotes: FieldNotes = {
  author: { optionLabels: personNames },
  person: { optionLabels: personNames },
  instructor: { optionLabels: personNames },
  network: { optionLabels: networkNames },
  socials: { label: "Social profiles", hint: "Shown under the card in this order, one per network" },
  cover: { hint: "Generated art, drawn at build (src/data/art.ts)" },
  coverPhoto: { label: "Cover photo", hint: "A JPEG, PNG, WebP or AVIF photo, shown instead of the generated art" },
  coverAlt: { label: "Cover description", hint: "What the photo shows, for screen readers (needed with a photo)" },
  excerpt: { widget: "text" },
  summary: { widget: "text" },
  description: { widget: "text" },
  text: { widget: "text" },
  answer: { widget: "text" },
  details: { widget: "text" },
  intro: { widget: "text" },
  challenge: { widget: "text" },
  approach: { widget: "text" },
  results: { widget: "text" },
  paragraphs: { widget: "text" },
  slug: { label: "Address (slug)", hint: "Leave empty: the file name is the address. Set it to keep an old URL." },
  draft: { label: "Draft", hint: "A draft has no page, no listing and no search entry on the built site" },
  related: { hint: "File names of other posts, without .mdx" },
  post: { hint: "The post /blog-details/ shows (a published one, not a draft)" },
  project: { hint: "The project /portfolio-details/ shows (a published one, not a draft)" },
  job: { hint: "The job /career-details/ shows (a published one, not a draft)" },
  service: { hint: "The service /service-details/ shows (a published one, not a draft)" },
  // A page's sections.
  sections: {
    hint: "The page's sections, top to bottom: drag to reorder, or add, duplicate and remove one",
    optionLabels: {
      hero: "Hero (the first screen)",
      logos: "Client logos",
      stats: "Key figures",
      steps: "Numbered steps",
      features: "Feature cards",
      split: "Text beside a picture or video",
      testimonials: "Testimonial slider",
      quotes: "Testimonial cards",
      faq: "Questions and answers",
      ticker: "Scrolling band (logos, topics, integrations)",
      signup: "Newsletter sign-up",
      app: "App download",
      pricing: "Pricing table",
      courses: "Course cards",
      cta: "Call to action (closing buttons)",
      team: "Team members",
      integrations: "Integrations grid",
      video: "Video with its poster",
      videos: "Video cards (each opens its video)",
      posts: "Latest blog posts",
      tour: "Product tour (tabs, each with a picture)",
      "integration-wall": "Integrations wall with a quote",
      accordion: "Questions beside a video or picture",
      comparison: "Comparison table",
      legal: "Legal document (numbered sections)",
      "contact-channels": "Contact channels (phone, email, studio)",
      "contact-form": "Form (contact or quote) with its words",
      "contact-map": "Studio address and map",
      auth: "Account form (sign in, sign up, reset password)",
      "not-found": "Page-not-found message and search",
      "coming-soon": "Coming-soon hero with countdown",
      // About
      showcase: "Picture collage with a video",
      "faq-grid": "FAQ topic, every answer open (grid)",
      "faq-topic": "FAQ topic, one answer open at a time",
      "faq-tabs": "FAQ topics as tabs",
      // The career page.
      jobs: "Open positions (the jobs, with a filter by team)",
      // Portfolio pages
      projects: "Every project, with filter buttons",
    },
  },
  visual: { label: "Picture", hint: "The mock-up the page's route draws here, by its key" },
  film: { label: "Video", hint: "The video the poster opens: its host and the id in its address" },
  stores: { label: "Store badges", hint: "The app's pages on the App Store and Google Play, which its badges link" },
  prompt: { label: "Prompt box", hint: "A brief the visitor types, taken to the page its action names" },
  rows: { label: "Rows", hint: "One point of comparison each, with a cell under every column, in their order" },
  values: { label: "Cells", hint: "One per column, in its order: a tick or a cross (Mark), or a few words (Text)" },
  posterSizes: { label: "Poster layout", hint: "How wide the page draws the poster: a developer's setting" },
  count: { label: "Number of posts", hint: "The blog's newest posts, shown as cards (1 to 12)" },
  panels: { label: "Tabs", hint: "One tab each, in their order: its name and the panel it opens, with its picture" },
  ctas: { label: "Buttons" },
  cta: { label: "Button" },
  href: { label: "Link", hint: "A page of the site (/pricing/), a section of this page (#pricing) or a full address" },
  id: { label: "Id", hint: "Lower-case letters and hyphens: the links to this section (#pricing) use it" },
  lead: { widget: "text" },
  quote: { widget: "text" },
  blurb: { widget: "text" },
  // About
  images: { label: "Pictures", hint: "Three: the large one (the video's poster) first, then the two beside it" },
  art: { label: "Picture", hint: "Generated art, drawn at build (src/data/art.ts)" },
  first: {
    label: "First projects",
    hint: "Or, naming no projects, the portfolio's first ones by their order: how many",
  },
  meta: { label: "Search result", hint: "The page's title and description in search engines and link previews" },
  banner: { label: "Title banner", hint: "The page's heading and the line under it, over the breadcrumb" },
  // No note for `blocks`: notes go by field name, and a service's blocks are its page's sections.
  only: { label: "Only these services", hint: "Left empty, every service the site sends data to" },
  autoComplete: { label: "Autofill", hint: "What the browser may fill in: the same in every language" },
  wide: { label: "Full width", hint: "The field spans both columns on wider screens" },
  topic: {
    label: "Topic",
    hint: "The questions of this topic's file (general, account): edit them under FAQ questions",
  },
  noteFact: {
    label: "Note from the contact details",
    hint: "Instead of a note: the opening hours, in the page's language",
  },
  help: { label: "Help box", hint: "Beside the questions: the ways to reach the team" },
  empty: { label: "When a topic has no questions", hint: "The message its tab shows instead" },
  countdown: { label: "Countdown", hint: "Each unit's word in one and other (1 Day, 2 Days), the launch line" },
  // The career page's jobs block and the portfolio pages' projects block: notes go by field name.
  filter: {
    label: "Filter",
    hint: "The buttons over the cards and the words around them (a job's tabs are its teams, named as the cards name them)",
  },
  noun: { label: "Counted as", hint: "What the line under the filter counts, in one and other (1 job, 12 projects)" },
  status: { label: "Line under the tabs", hint: "{total}, {shown}, {noun}, {nouns} and {filter} are filled in" },
  more: { label: "Under the cards", hint: "A line and a button for whoever finds no role that fits" },
  // A projects block's filters (portfolio pages).
  all: { label: "Show-all button" },
  buttons: {
    label: "Filter buttons",
    hint: "One per filter, in their order: its name in the address (?filter=design), its words and the project tags it shows",
  },
  priority: {
    label: "In the first screen",
    hint: "The first card's picture loads at once: for a grid under a short banner",
  },
}

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      cmsConfig({
        schemas: {
          blog: blogSchema(context),
          projects: projectSchema(context),
          jobs: jobSchema,
          jobTranslation: jobTranslationSchema,
          services: serviceSchema,
          serviceTranslation: serviceTranslationSchema,
          featured: featuredSchema,
          pages: pageSchema,
          questions: questionSetSchema,
          questionTranslation: questionSetTranslationSchema,
        },
        notes: fieldNotes,
        languages: { codes: localeCodes, default: defaultLocale },
        backend: cms,
        siteUrl: site.url,
      }),
      null,
      2,
    ),
    { headers: { "Content-Type": "application/json" } },
  )
