/**
 * Home 10 (/home-10/): Inkwell AI, the AI writing tool. Its words and its sections' order are
 * content (src/content/pages/home-10.yaml); what stays here is the brand and the figures of the
 * mock-ups the route draws for the file's visual keys.
 */
import type { AiEditorProps } from "#/components/art/visuals/ai-editor.tsx"
import type { ArticleBriefProps } from "#/components/art/visuals/article-brief.tsx"
import type { WriterTemplatesProps } from "#/components/art/visuals/writer-templates.tsx"
import type { Brand } from "#/components/ui/logo.tsx"

export const brand = {
  name: "Inkwell AI",
  mark: "quill",
  accent: "ai-writer",
  tagline: "The AI writing assistant that sounds like you.",
} as const satisfies Brand

/** The hero's editor (visual "ai-editor"), filling in the draft its prompt asked for. */
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

/** The long-form brief (visual "article-brief"). */
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

/** The template picker (visual "writer-templates"). */
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
