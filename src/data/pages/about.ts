/** About (/about/): the studio's story, vision, figures, values, work and team. One export per section. */
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { AboutShowcaseProps } from "#/components/sections/about-showcase.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { PortfolioTeaserProps } from "#/components/sections/portfolio-teaser.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { TeamGridProps } from "#/components/sections/team-grid.tsx"
import { englishTestimonialLabels, type TestimonialCardProps } from "#/components/sections/testimonial-card.tsx"
import { leadership, memberCards } from "#/data/team.ts"
import { avatar, cover, type Unresolved } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"
import { brand } from "#/config/site.ts"

export const meta = {
  title: "About us",
  description: `Meet ${brand.name}: a senior team of strategists, designers and engineers in Portland. Our story, our values, the work we are proud of and the people behind it.`,
}

export const banner = {
  title: "About Us",
  lead: "A small, senior studio that designs and builds brands, websites and products, and stays to help them grow.",
}

const sideSizes = "(min-width: 1024px) 400px, 46vw"

export const showcase = {
  id: "studio-title",
  eyebrow: "Who we are",
  title: "Strategy, design and engineering at one table",
  lead: "Since 2014 we have helped start-ups and household names launch brands, websites and apps. Every project is run by the people who design and build it, with no hand-offs and no account layer in between.",
  images: [
    cover("about-studio-film", {
      alt: `A ${brand.name} desk: a laptop editing the studio's film, a notebook, headphones, a cup and a pen`,
      widths: [480, 800, 1200],
      sizes: "(min-width: 1024px) 800px, 92vw",
    }),
    cover("about-workshop-wall", {
      alt: `A ${brand.name} workshop wall of sticky notes from the second day of discovery, some marked with voting dots`,
      widths: [400, 640, 800],
      sizes: sideSizes,
    }),
    cover("about-prototype-lab", {
      alt: "Two phones on the studio's test bench: round three of a prototype, and the day's test sessions",
      widths: [400, 640, 800],
      sizes: sideSizes,
    }),
  ],
} satisfies Unresolved<Omit<AboutShowcaseProps, "video">>

export const video = {
  id: "studio-video",
  title: `A week inside ${brand.name}`,
  embed: videoEmbed({ host: "vimeo", id: "76979871" }, { autoplay: true }),
  look: "icon",
} satisfies VideoDialogContent

export const vision = {
  id: "vision-title",
  eyebrow: "Our vision",
  title: "Digital products that feel made by hand, at any scale",
  paragraphs: [
    "Most websites and apps are assembled from the same parts and it shows. We believe a product earns trust through the details: copy that sounds like a person, pages that load before you blink, and flows that respect your time.",
    "So we keep teams small and senior, test with real people from the first week, and measure success by what changes for our clients' customers, not by how many screens we deliver.",
  ],
  bullets: [
    "Research with real customers",
    "Design systems that scale",
    "Accessible by default",
    "Measured after launch",
  ],
  tone: "tint",
} satisfies ContentSplitProps

export const testimonial = {
  quote: `${brand.shortName} rebuilt our booking journey in ten weeks. Online bookings are up 41% and our support inbox finally has room to breathe. They felt like part of our own team from day one.`,
  name: "Nora Fitzgerald",
  role: "Head of Digital, Oakline Hotels",
  avatar: avatar("nora-fitzgerald", 48),
  rating: 5,
  labels: englishTestimonialLabels,
} satisfies Unresolved<TestimonialCardProps>

export const stats = {
  id: "stats-title",
  title: `${brand.name} in numbers`,
  showTitle: true,
  tone: "dark",
  items: [
    { value: "36K+", label: "Satisfied clients" },
    { value: "80%", label: "Active engagement" },
    { value: "54K+", label: "Success projects" },
    { value: "72+", label: "Awards" },
  ],
} satisfies StatsBandProps

export const values = {
  id: "values-title",
  eyebrow: "Core values",
  title: "What we stand for on every project",
  lead: "Six promises that shape how we hire, how we plan and how we treat the people who trust us with their product.",
  items: [
    {
      icon: "pen-tool",
      title: "Craft in the details",
      text: "We sweat spacing, wording and motion until the product feels effortless, because customers notice when nobody did.",
    },
    {
      icon: "messages",
      title: "Plain, honest talk",
      text: "Weekly demos, shared boards and straight answers. You always know what we are doing, why, and what it costs.",
    },
    {
      icon: "target",
      title: "Outcomes over output",
      text: "We agree on the numbers that matter before the first sketch and report on them after launch, not just on deliverables.",
    },
    {
      icon: "users",
      title: "Small senior teams",
      text: "The people in the pitch are the people who do the work. No juniors learning on your budget, no hand-offs.",
    },
    {
      icon: "shield",
      title: "Accessible by default",
      text: "Everything we ship meets WCAG 2.2 AA, works with a keyboard and a screen reader, and reads well on a slow phone.",
    },
    {
      icon: "sparkles",
      title: "Always learning",
      text: "Every Friday afternoon is for research, side projects and teaching each other what we picked up that week.",
    },
  ],
  columns: 3,
} satisfies FeatureGridProps

export const work = {
  id: "work-title",
  eyebrow: "Selected work",
  title: "Recent projects we are proud of",
  lead: "Two launches from the last year, each run end to end by a team like the one below.",
  /** How many projects to show, the first ones by `order`; the page turns them into cards. */
  count: 2,
  link: { label: "View all work", href: "/portfolio/" },
  cardLabels: { view: "View case study" },
  tone: "tint",
} satisfies Omit<PortfolioTeaserProps, "cards"> & { count: number }

export const team = {
  id: "team-title",
  eyebrow: "Our team",
  title: "The people who lead your project",
  lead: "Four studio leads, each with more than a decade of shipping products. One of them is on every call you have with us.",
  members: memberCards(leadership),
  columns: 4,
  action: { label: "Meet the whole team", href: "/team/", variant: "secondary" },
} satisfies Unresolved<TeamGridProps>

export const cta = {
  id: "about-cta-title",
  title: "Let's build something people love to use",
  lead: "Tell us where you are and where you want to be. We reply within one working day with next steps and a rough budget.",
  ctas: [{ label: "Get in touch", href: "/contact/" }],
} satisfies CtaBannerProps
