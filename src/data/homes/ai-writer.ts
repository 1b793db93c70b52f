/**
 * Home 10 (/home-10/): Inkwell AI, the AI writing tool. One export per section.
 * The sections without pictures are in ai-writer.copy.ts (re-exported below).
 */
import type { AiEditorProps } from "@/components/art/visuals/ai-editor"
import type { ArticleBriefProps } from "@/components/art/visuals/article-brief"
import type { WriterTemplatesProps } from "@/components/art/visuals/writer-templates"
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { TestimonialSliderSectionProps } from "@/components/sections/testimonial-slider-section"
import type { TestimonialCarousel } from "@/components/sections/testimonial-slides"
import type { Brand } from "@/components/ui/logo"
import { avatar, cover, type Unresolved } from "@/lib/pictures"
import { faqPage, type StructuredData } from "@/lib/structured-data"
import { videoEmbed } from "@/lib/video-embed"
import { faq } from "@/data/homes/ai-writer.copy"

export {
  hero,
  brands,
  longForm,
  templates,
  features,
  service,
  process,
  integrations,
  cta,
  faq,
  prompt,
  comparison,
  footer,
} from "@/data/homes/ai-writer.copy"

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
