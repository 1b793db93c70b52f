/**
 * Home 1 (/ and /home): the sections that are plain data (text, links and the showreel, no
 * pictures). agency.ts re-exports them with the rest of the page; they live here so that code
 * outside Astro can import them, and the browser tests read the counts and copy they expect from here.
 */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { HeroProps } from "@/components/sections/hero"
import type { LogoCloudProps } from "@/components/sections/logo-cloud"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import type { PortfolioTeaserProps } from "@/components/sections/portfolio-teaser"
import { brand } from "@/config/site"
import { videoEmbed } from "@/lib/video-embed"

export const hero = {
  id: "hero-title",
  eyebrow: "Brand, web and product studio",
  title: "We design digital products people love to use",
  lead: `${brand.name} is a senior team of strategists, designers and engineers. We take brands, websites and apps from first sketch to launch, and keep them growing after.`,
  note: "Join 4,200 founders and marketers who read our monthly field notes.",
  // Editorial: the promise across the width, the studio's work as a reel under it.
  layout: "editorial",
  tone: "plain",
} satisfies HeroProps

/** The reel of recent projects under the headline (from src/content/projects/, by order). */
export const reel = { label: "Recent work", count: 6 }

export const newsletter = {
  id: "hero-newsletter",
  label: "Your email address",
  placeholder: "Enter your email",
  button: "Subscribe",
} satisfies NewsletterFormProps

export const brands = {
  id: "brands-title",
  title: "Trusted by teams at",
  logos: [
    { name: "Northwind", glyph: "triangle" },
    { name: "Quantix", glyph: "hexagon" },
    { name: "Helio", glyph: "circle" },
    { name: "Oakline", glyph: "leaf" },
    { name: "Pinecrest", glyph: "squares" },
  ],
} satisfies LogoCloudProps

/** The showreel behind the hero's play button. Homes 1–4 never autoplay (sound on). */
export const video = {
  id: "agency-showreel",
  title: `Inside ${brand.name} in 90 seconds`,
  embed: videoEmbed({ host: "youtube", id: "aqz-KE-bpKQ" }, { autoplay: false }),
  look: "pill",
} satisfies VideoDialogContent

export const services = {
  id: "services-title",
  // What the studio does, as an editorial numbered list.
  layout: "list",
  eyebrow: "What we do",
  title: "Four disciplines, one senior team",
  lead: "Strategy, design and engineering sit at the same table from day one, so nothing gets lost between a deck and a deploy.",
  columns: 4,
  /** The services shown (file names in src/content/services/), as cards linking to their pages. */
  ids: ["brand-strategy", "website-design-development", "product-ux-design", "growth-analytics"],
  linkLabel: "Explore service",
} satisfies Omit<FeatureGridProps, "items"> & { ids: readonly string[]; linkLabel: string }

export const process = {
  id: "process-title",
  eyebrow: "How we work",
  title: "Small teams, weekly demos, no surprises",
  lead: "Every project gets a strategist, a designer and an engineer who stay with it from kickoff to launch.",
  bullets: [
    "A fixed scope and price before we start",
    "A working demo every Friday",
    "One shared board you can always see",
    "Handover docs your team will actually read",
  ],
  ctas: [{ label: "See our services", href: "/service/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const results = {
  id: "results-title",
  // The page's one ink-dark band.
  tone: "dark",
  eyebrow: "Why teams stay",
  title: "Work that pays for itself",
  lead: "We measure launches by what they change for the business, and we keep measuring after the party.",
  paragraphs: [
    "After launch we stay on as a part-time product team for most clients: we watch the numbers, run experiments and ship improvements every month.",
  ],
  stats: [
    { value: "140+", label: "Launches since 2016" },
    { value: "92%", label: "Clients who come back" },
    { value: "4.9/5", label: "Average project rating" },
  ],
  ctas: [{ label: "Start a project", href: "/contact/" }],
} satisfies ContentSplitProps

export const work = {
  id: "work-title",
  eyebrow: "Selected work",
  title: "Recent launches we are proud of",
  lead: "Two projects from the last year. Each one started with a single workshop.",
  /** The projects shown (ids in src/content/projects/); the page turns them into cards. */
  projects: ["sonora-sound-festival", "atelier-kaspar"],
  link: { label: "View all work", href: "/portfolio/" },
  cardLabels: { view: "View case study" },
} satisfies Omit<PortfolioTeaserProps, "cards"> & { projects: readonly string[] }

export const faq = {
  id: "faq-title",
  eyebrow: "FAQ",
  title: "Questions clients ask first",
  tone: "tint",
  items: [
    {
      question: "How much does a typical project cost?",
      answer: [
        "Brand identities start at $18,000 and marketing websites at $24,000. Product design engagements are priced per month. After a 45-minute call we send a fixed quote within two working days.",
      ],
    },
    {
      question: "How long does a website take?",
      answer: [
        "Most marketing sites take 8 to 12 weeks from kickoff to launch: two weeks of strategy, four to six of design and build in weekly cycles, and two of content, testing and launch.",
      ],
    },
    {
      question: "Do you work with teams outside Europe?",
      answer: [
        "Yes. Around half of our clients are in North America. We overlap at least four hours a day with US Eastern time and run every meeting on video.",
      ],
    },
    {
      question: "Can our developers work on the code after launch?",
      answer: [
        "That is the plan. We build on mainstream, well-documented tools, write handover docs and pair with your developers in the last two weeks.",
      ],
    },
    {
      question: "What do you need from us to get started?",
      answer: [
        "A decision maker who can join a weekly 30-minute demo, access to your analytics, and honest answers in the kickoff workshop. We handle the rest.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const cta = {
  id: "cta-title",
  title: "Have a project in mind?",
  lead: "Tell us where you are and where you want to be. A strategist replies within one working day with next steps and a rough budget.",
  ctas: [
    { label: "Contact us", href: "/contact/" },
    { label: "See our work", href: "/portfolio/" },
  ],
} satisfies CtaBannerProps
