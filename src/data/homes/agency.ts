/**
 * Home 1 (/ and /home): the studio, the digital agency. One export per section.
 * The sections without pictures are in agency.copy.ts (re-exported below).
 */
import type { ProjectBoardProps } from "@/components/art/visuals/project-board"
import type { ResultsPanelProps } from "@/components/art/visuals/results-panel"
import { englishTestimonialLabels } from "@/components/sections/testimonial-card"
import type { TestimonialGridProps } from "@/components/sections/testimonial-grid"
import { brand } from "@/config/site"
import { avatar, type Unresolved } from "@/lib/pictures"

export {
  hero,
  newsletter,
  reel,
  brands,
  video,
  services,
  process,
  results,
  work,
  faq,
  cta,
} from "@/data/homes/agency.copy"

export { brand }

export const meta = {
  title: "Digital agency for brands, websites and products",
  description: `${brand.name} is a digital agency that designs and builds brands, websites and digital products. See our work, services and how we run projects.`,
}

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

export const resultsVisual = {
  title: "Northwind · signups after relaunch",
  caption: "Weekly trial signups, 12 weeks before and after",
  series: [42, 45, 41, 47, 44, 49, 52, 61, 68, 74, 79, 86, 91, 97],
  tiles: [
    { label: "Trial signups", value: "+131%", trend: "▲ 12 wks", icon: "trending-up" },
    { label: "Page speed", value: "0.9 s", trend: "LCP", icon: "gauge" },
  ],
} satisfies ResultsPanelProps

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
