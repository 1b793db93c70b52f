/**
 * Home 1 (/ and /home): the studio, the digital agency. One export per section, in the page's
 * order; the browser tests import it too, for the counts and copy they expect.
 */
import type { ProjectBoardProps } from "#/components/art/visuals/project-board.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { LogoCloudProps } from "#/components/sections/logo-cloud.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import type { PortfolioTeaserProps } from "#/components/sections/portfolio-teaser.tsx"
import { englishTestimonialLabels } from "#/components/sections/testimonial-card.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import { brand } from "#/config/site.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"

export { brand }

export const meta = {
  title: "Digital agency for brands, websites and products",
  description: `${brand.name} is a digital agency that designs and builds brands, websites and digital products. See our work, services and how we run projects.`,
}

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

/** The showreel behind the hero's play button. Homes 1–4 never autoplay (sound on). */
export const video = {
  id: "agency-showreel",
  title: `Inside ${brand.name} in 90 seconds`,
  embed: videoEmbed({ host: "youtube", id: "aqz-KE-bpKQ" }, { autoplay: false }),
  look: "pill",
} satisfies VideoDialogContent

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

export const processVisual = {
  title: "Northwind v2 · Sprint 4",
  columns: [
    {
      title: "Discover",
      tasks: [
        { title: "Interview 8 customers", tag: "Research" },
        { title: "Competitor teardown", tag: "Strategy" },
      ],
    },
    {
      title: "Design",
      tasks: [
        { title: "Pricing page flows", tag: "UX" },
        { title: "Dashboard dark mode", tag: "UI" },
      ],
    },
    {
      title: "Build",
      tasks: [
        { title: "Onboarding checklist", tag: "Frontend" },
        { title: "Usage-based billing", tag: "Backend" },
      ],
    },
  ],
  people: (["priya-natarajan", "jonas-lindqvist", "sofia-marchetti"] as const).map((id) => avatar(id, 40)),
  stat: { label: "Friday demos shipped", value: "312", trend: "since 2019", icon: "calendar" },
} satisfies Unresolved<ProjectBoardProps>

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

export const resultsVisual = {
  title: "Northwind · signups after relaunch",
  caption: "Weekly trial signups, 12 weeks before and after",
  series: [42, 45, 41, 47, 44, 49, 52, 61, 68, 74, 79, 86, 91, 97],
  tiles: [
    { label: "Trial signups", value: "+131%", trend: "▲ 12 wks", icon: "trending-up" },
    { label: "Page speed", value: "0.9 s", trend: "LCP", icon: "gauge" },
  ],
} satisfies ResultsPanelProps

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

export const testimonial = {
  id: "testimonial-title",
  // One client, in their own words, as large as a headline.
  layout: "quote",
  eyebrow: "Client words",
  title: "What it is like to work with us",
  items: [
    {
      quote: `${brand.shortName} rebuilt our brand and our product site in eleven weeks. The Friday demos meant there was never a big reveal, just steady progress we could steer. Signups doubled the quarter after launch, and our own team still ships changes to the site every week.`,
      name: "Hannah Kim",
      role: "VP Marketing, Northwind",
      avatar: avatar("hannah-kim", 48),
      rating: 5,
    },
  ],
  labels: englishTestimonialLabels,
} satisfies Unresolved<TestimonialGridProps>

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
