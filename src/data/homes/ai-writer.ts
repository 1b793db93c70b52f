/**
 * Home 10 (/home-10/): Inkwell AI, the AI writing tool. One export per section, in the page's
 * order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { AiEditorProps } from "#/components/art/visuals/ai-editor.tsx"
import type { ArticleBriefProps } from "#/components/art/visuals/article-brief.tsx"
import type { WriterTemplatesProps } from "#/components/art/visuals/writer-templates.tsx"
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { AccordionSplitProps } from "#/components/sections/accordion-split.tsx"
import type { ComparisonTableProps } from "#/components/sections/comparison-table.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { IntegrationGridProps } from "#/components/sections/integration-grid.tsx"
import type { LogoCloudProps } from "#/components/sections/logo-cloud.tsx"
import type { PromptBoxProps } from "#/components/sections/prompt-box.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import type { TestimonialSliderSectionProps } from "#/components/sections/testimonial-slider-section.tsx"
import type { TestimonialCarousel } from "#/components/sections/testimonial-slides.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { avatar, cover, type Unresolved } from "#/lib/pictures.ts"
import { faqPage, type StructuredData } from "#/lib/structured-data.ts"
import { videoEmbed } from "#/lib/video-embed.ts"

export const brand = {
  name: "Inkwell AI",
  mark: "quill",
  accent: "ai-writer",
  tagline: "The AI writing assistant that sounds like you.",
} as const satisfies Brand

export const meta = {
  title: "AI writing assistant for articles, emails and ads",
  description:
    "Inkwell AI drafts blog posts, emails and ads in 65+ languages from 80+ templates, and writes 300 to 1000 word articles in minutes. Get started, it's free.",
  // A getter: the FAQ it reads is defined further down.
  get jsonLd(): StructuredData[] {
    return [faqPage(faq.items)]
  },
}

export const hero = {
  id: "hero-title",
  eyebrow: "New: full articles from a one-line brief",
  title: "Write better content, ten times faster",
  lead: "Inkwell AI turns a topic and a few keywords into a first draft in your own voice, from a 40-word ad to a 1000-word article, then helps you edit it into something you are proud to publish.",
  ctas: [
    { label: "Get started, it's free", href: "/sign-up/" },
    { label: "Schedule a demo", href: "/contact/", variant: "secondary" },
  ],
  rating: { value: 4.8, text: "4.8/5 from 3,200+ reviews" },
  // The prompt beside the editor it fills: the first screen shows the product at work, as a
  // writer's page (a serif headline) rather than a centred launch banner.
  layout: "split",
  balance: "media",
  tone: "plain",
} satisfies HeroProps

/** The hero's prompt: a brief typed here goes with the visitor to sign-up. */
export const prompt = {
  label: "What should Inkwell write for you?",
  placeholder: "A launch email for our new budgeting app, friendly, 150 words",
  button: "Write my draft",
  action: "/sign-up/",
  name: "brief",
  note: "Free plan: 2,000 words a month, every template, no card needed.",
} satisfies PromptBoxProps

export const heroVisual = {
  title: "Inkwell · Onboarding guide",
  saved: "Saved",
  document: {
    heading: "How to cut customer onboarding time in half",
    paragraphs: [
      "Most new customers decide in their first week whether your product is worth the effort. The fastest way to win that week is to remove every step that does not teach them something.",
    ],
    drafting:
      "Start with one checklist that shows the three actions your best customers take first, and hide everything else until",
  },
  assistant: {
    label: "Inkwell",
    status: "Writing…",
    progress: { done: 412, total: 800, text: "412 / 800 words" },
    settings: [
      { label: "Tone", value: "Friendly" },
      { label: "Length", value: "800 words" },
      { label: "Language", value: "English (US)" },
    ],
  },
  suggestion: { title: "Rewrite suggestion", text: "Make the intro shorter and punchier" },
  stat: { label: "Words this month", value: "48,210", trend: "▲ 18%", icon: "pen-tool" },
} satisfies AiEditorProps

export const brands = {
  id: "brands-title",
  title: "Trusted by writers and marketing teams at",
  logos: [
    { name: "Fieldnote", glyph: "leaf" },
    { name: "Brightpath", glyph: "triangle" },
    { name: "Copperleaf", glyph: "hexagon" },
    { name: "Lumen & Co", glyph: "circle" },
    { name: "Tidewell", glyph: "wave" },
  ],
} satisfies LogoCloudProps

export const longForm = {
  id: "longform-title",
  eyebrow: "Long-form writing",
  title: "From a topic to a full article in under a minute",
  lead: "Give Inkwell a topic, a few keywords and a tone. It writes 300 to 1000 word articles with clear headings, an introduction that earns the click and a meta description ready for search.",
  bullets: [
    "Outlines you can reorder before it writes",
    "Headings, lists and FAQs built in",
    "Keywords woven in naturally",
    "A plagiarism check on every draft",
  ],
  ctas: [{ label: "Try it free", href: "/sign-up/" }],
} satisfies ContentSplitProps

export const longFormVisual = {
  title: "New article",
  topic: { label: "Topic", value: "How to plan a four-day work week" },
  keywords: { label: "Keywords", items: ["four-day week", "productivity", "team scheduling"] },
  length: {
    label: "Length",
    value: "850 words",
    min: 300,
    max: 1000,
    chosen: 850,
    minLabel: "300 words",
    maxLabel: "1000 words",
  },
  tone: { label: "Tone", options: ["Friendly", "Expert", "Playful", "Formal"], selected: "Expert" },
  action: "Generate draft",
  stat: { label: "First draft ready in", value: "38 s", icon: "zap" },
} satisfies ArticleBriefProps

export const templates = {
  id: "templates-title",
  eyebrow: "Templates and languages",
  title: "80+ templates and 65+ languages, one voice",
  lead: "Product descriptions, cold emails, LinkedIn posts and ad variations each get a template tuned for the job. Write in one language and publish in another, with phrasing that sounds local.",
  stats: [
    { value: "80+", label: "templates" },
    { value: "65+", label: "languages" },
  ],
  ctas: [{ label: "Browse templates", href: "/sign-up/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const templatesVisual = {
  title: "Templates",
  search: "Search 80+ templates",
  templates: [
    { name: "Blog post", text: "Outline, intro and full draft", icon: "book-open" },
    { name: "Product description", text: "Benefits first, in 120 words", icon: "sparkles" },
    { name: "Cold email", text: "Short, personal, one clear ask", icon: "mail" },
    { name: "LinkedIn post", text: "Hook, story and takeaway", icon: "users" },
    { name: "Ad variations", text: "Five headlines to test", icon: "megaphone" },
    { name: "Meta description", text: "Under 155 characters", icon: "search" },
  ],
  languages: {
    label: "Write in 65+ languages",
    items: ["English", "Español", "Deutsch", "Français", "Italiano", "Português", "Nederlands", "Polski"],
    more: "+57 more",
  },
} satisfies WriterTemplatesProps

export const features = {
  id: "features-title",
  eyebrow: "Features",
  title: "Everything you need to write, edit and publish",
  lead: "Inkwell does the blank-page part, so you can spend your time on the ideas only you can have.",
  columns: 3,
  // The one dark band of the page, with the accent glowing through its cards.
  tone: "dark",
  items: [
    {
      icon: "pen-tool",
      title: "Your brand voice",
      text: "Share three pieces you love and Inkwell learns your tone, your vocabulary and the words you never use.",
    },
    {
      icon: "wand",
      title: "One-click rewrites",
      text: "Select any sentence to rephrase it, cut it in half or make it sound more confident.",
    },
    {
      icon: "trending-up",
      title: "SEO assistant",
      text: "Keyword ideas, suggested headings and a live score against the pages that already rank.",
    },
    {
      icon: "shield",
      title: "Plagiarism check",
      text: "Every draft is checked against billions of pages before you publish, so nothing is borrowed by accident.",
    },
    {
      icon: "users",
      title: "Team workspaces",
      text: "Shared folders, comments and approval steps keep writers, editors and clients on the same page.",
    },
    {
      icon: "globe",
      title: "Chrome extension",
      text: "Write with Inkwell inside Google Docs, Gmail, WordPress and twenty more tools you already use.",
    },
  ],
} satisfies FeatureGridProps

export const service = {
  id: "service-title",
  eyebrow: "How Inkwell helps",
  title: "One assistant for every stage of a piece",
  lead: "Watch the two-minute tour, then see what Inkwell does at each step.",
  tone: "tint",
  items: [
    {
      question: "Research and outlines",
      answer: [
        "Paste a link or type a topic and Inkwell gathers the key points, the questions readers ask and an outline you can reorder before any writing starts.",
      ],
    },
    {
      question: "First drafts in your voice",
      answer: [
        "Drafts follow your brand voice profile, so a product update reads like your team wrote it, not like a robot summarised it.",
      ],
    },
    {
      question: "Editing and rewriting",
      answer: [
        "Shorten, expand, simplify or change the tone of any passage, and compare versions side by side before you accept a change.",
      ],
    },
    {
      question: "SEO and readability",
      answer: [
        "A live panel scores keyword coverage, heading structure and reading level as you edit, with one suggestion at a time so it never overwhelms.",
      ],
    },
    {
      question: "Translation and localisation",
      answer: [
        "Publish a finished piece in any of 65+ languages. Inkwell adapts idioms, units and examples instead of translating word for word.",
      ],
    },
  ],
} satisfies AccordionSplitProps

/** Home 10 is not one of Homes 1–4: the tour autoplays (muted) when its dialog opens. */
export const serviceVideo = {
  id: "inkwell-tour",
  title: "Inkwell AI product tour in two minutes",
  embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
  look: "poster",
  poster: cover("writer-demo-film", {
    alt: "",
    widths: [480, 720, 960],
    sizes: "(min-width: 1024px) 600px, 92vw",
  }),
} satisfies Unresolved<VideoDialogContent>

export const process = {
  id: "process-title",
  eyebrow: "How it works",
  title: "Three steps to your next great draft",
  steps: [
    {
      icon: "layers",
      title: "Choose a template",
      text: "Pick one of 80+ templates, or start from a blank page and describe what you need.",
    },
    {
      icon: "pen-tool",
      title: "Add your brief",
      text: "Give a topic, keywords and a tone. Inkwell asks a follow-up question if anything is unclear.",
    },
    {
      icon: "rocket",
      title: "Edit and publish",
      text: "Polish the draft with one-click rewrites, then copy it or publish straight to your site.",
    },
  ],
} satisfies StepsProps

export const integrations = {
  id: "integration",
  eyebrow: "Integrations",
  title: "Write with Inkwell wherever you already work",
  lead: "The Chrome extension brings Inkwell into every text box in your browser, and direct connections publish drafts to the tools below.",
  tone: "tint",
  items: [
    { name: "Google Docs", icon: "google-docs", text: "Draft and rewrite inside any document" },
    { name: "Gmail", icon: "gmail", text: "Replies and follow-ups in your voice" },
    { name: "WordPress", icon: "wordpress", text: "Publish posts with headings and meta" },
    { name: "Notion", icon: "notion", text: "Turn rough notes into polished pages" },
    { name: "Medium", icon: "medium", text: "Stories formatted and ready to post" },
    { name: "Webflow", icon: "webflow", text: "Fill CMS collections in bulk" },
    { name: "Ghost", icon: "ghost", text: "Newsletters drafted from an outline" },
    { name: "Google Drive", icon: "google-drive", text: "Every draft saved to the right folder" },
  ],
  cta: { label: "Add to Chrome", href: "/sign-up/", variant: "primary" },
} satisfies IntegrationGridProps

export const testimonials = {
  id: "testimonial-title",
  eyebrow: "Loved by writers",
  title: "What teams say after a month with Inkwell",
} satisfies TestimonialSliderSectionProps

/** Home 10's slider advances on its own, with a pause control; it never moves under reduced motion. */
export const testimonialSlider = {
  label: "Customer testimonials",
  autoplay: { intervalMs: 6000 },
  slides: [
    {
      quote:
        "We publish twelve long-form guides a month with a team of three. Inkwell writes the first draft from our outline, and our editors spend their time on interviews and opinions instead of staring at a blank page.",
      name: "Vikram Rao",
      role: "Head of content, Brightpath",
      avatar: avatar("vikram-rao", 48),
      rating: 5,
    },
    {
      quote:
        "I was sure an AI tool would make every client sound the same. The brand voice profiles proved me wrong: I write for a bakery and a law firm in the same afternoon, and both read like themselves.",
      name: "Emma Walsh",
      role: "Freelance copywriter",
      avatar: avatar("emma-walsh", 48),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialCarousel>

export const comparison = {
  id: "comparison-title",
  eyebrow: "Why Inkwell",
  title: "A writing partner, not a blank chat box",
  lead: "What you get from Inkwell next to a general AI chat and a freelance writer, for a typical 1000-word article.",
  columns: ["Inkwell AI", "General AI chat", "Freelance writer"],
  rows: [
    { feature: "Writes in your brand voice", values: [true, false, true] },
    { feature: "Full article with headings and meta description", values: [true, false, true] },
    { feature: "Plagiarism check on every draft", values: [true, false, false] },
    { feature: "80+ templates for every format", values: [true, false, false] },
    { feature: "Publishes in 65+ languages", values: [true, true, false] },
    { feature: "First draft ready", values: ["Under a minute", "Minutes of prompting", "3 to 5 days"] },
  ],
  labels: { yes: "Yes", no: "No", feature: "For each article" },
} satisfies ComparisonTableProps

export const faq = {
  id: "faq-title",
  eyebrow: "FAQ",
  title: "Questions before you start",
  tone: "tint",
  items: [
    {
      question: "Is Inkwell really free to start?",
      answer: [
        "Yes. The free plan includes 2,000 words a month, every template and the Chrome extension. Upgrade only when you need more words or team features.",
      ],
    },
    {
      question: "Will my content be original?",
      answer: [
        "Inkwell writes every draft from scratch and checks it against billions of web pages before you publish. You own everything you create with it.",
      ],
    },
    {
      question: "Which languages can Inkwell write in?",
      answer: [
        "Inkwell writes and translates in 65+ languages, including Spanish, German, French, Portuguese, Japanese and Hindi, and adapts idioms rather than translating word for word.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const cta = {
  id: "cta-title",
  title: "Your next draft is a minute away",
  lead: "Join 60,000 writers and marketing teams who use Inkwell to get from idea to published faster.",
  ctas: [
    { label: "Get started, it's free", href: "/sign-up/" },
    { label: "Schedule a demo", href: "/contact/" },
  ],
  note: "Free plan with 2,000 words a month. No card needed.",
  layout: "band",
} satisfies CtaBannerProps

export const footer = {
  blurb:
    "Inkwell AI turns a one-line brief into a first draft in your own voice, then helps you edit it into something worth publishing.",
  cta: { label: "Get started, it's free", href: "/sign-up/" },
  columns: [
    {
      title: "Product",
      links: [
        { label: "Long-form writing", href: "#longform-title" },
        { label: "Templates", href: "#templates-title" },
        { label: "Features", href: "#features-title" },
        { label: "Integrations", href: "#integration" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Blog", href: "/blog/" },
        { label: "Careers", href: "/career/" },
      ],
    },
    {
      title: "Help",
      links: [
        { label: "Questions", href: "#faq-title" },
        { label: "Schedule a demo", href: "/contact/" },
        { label: "Sign in", href: "/sign-in/" },
      ],
    },
  ],
} satisfies ProductFooterCopy
