/**
 * Home 8 (/home-8/): Meridian Advisory, the business consulting firm. One export per section.
 * The sections without pictures are in consulting.copy.ts (re-exported below).
 */
import type { BoardPackSpreadProps } from "@/components/art/visuals/board-pack-spread"
import type { MilestoneTimelineProps } from "@/components/art/visuals/milestone-timeline"
import type { ProjectBoardProps } from "@/components/art/visuals/project-board"
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { LatestPostsProps } from "@/components/sections/latest-posts"
import type { TeamGridProps } from "@/components/sections/team-grid"
import type { VideoBandProps } from "@/components/sections/video-band"
import type { Brand } from "@/components/ui/logo"
import { memberCards, type TeamMember } from "@/data/team"
import { avatar, cover, type Unresolved } from "@/lib/pictures"
import { videoEmbed } from "@/lib/video-embed"

export { hero, stats, story, mission, services, process, pricing, cta, footer } from "@/data/homes/consulting.copy"

export const brand = {
  name: "Meridian Advisory",
  mark: "compass",
  accent: "consulting",
  tagline: "Senior advice for the decisions that shape a business.",
} as const satisfies Brand

export const meta = {
  title: "Business consulting for strategy, finance and growth",
  description:
    "Meridian Advisory is a business consulting firm with 15+ years of experience and 600+ projects completed: strategy, finance, operations and growth advice from senior partners.",
}

const partners = ["eleanor-whitfield", "kwabena-owusu", "sarah-lindholm"] as const

export const heroVisual = {
  label:
    "A Meridian Advisory board pack for Harbor Foods: revenue up 38% over eight quarters and margin rising, next to a strategy review meeting on Thursday with three partners.",
  title: "Board pack · Harbor Foods",
  kpis: [
    { label: "Revenue", value: "$48.2M", trend: "▲ 38%" },
    { label: "EBITDA margin", value: "14.6%", trend: "▲ 4.1 pts" },
    { label: "Cash runway", value: "26 mo", trend: "▲ 9 mo" },
  ],
  revenue: {
    label: "Revenue by quarter",
    caption: "$M, last 8 quarters",
    values: [8.7, 9.1, 9.4, 10.2, 10.8, 11.3, 12.1, 12.9],
    axis: ["Q1", "Q2", "Q3", "Q4", "Q1", "Q2", "Q3", "Q4"],
  },
  margin: { label: "Margin trend", value: "+4.1 pts", values: [10.5, 10.9, 11.2, 12.1, 12.8, 13.4, 14.1, 14.6] },
  meeting: {
    eyebrow: "Next meeting",
    title: "Quarterly strategy review",
    when: "Thursday · 10:00–11:30 · Boardroom",
    agenda: ["Q4 results against plan", "Pricing of the new range", "Hiring plan for 2027"],
    attendees: partners.map((id) => avatar(id, 40)),
    attendeesCaption: "3 partners attending",
  },
} satisfies Unresolved<BoardPackSpreadProps>

export const storyVisual = {
  label: "Meridian Advisory milestones: founded in 2010, London office in 2015, 300 projects in 2019 and 600+ today.",
  title: "Our story so far",
  milestones: [
    {
      year: "2010",
      title: "Three partners, one client",
      text: "Meridian opens in Boston with a turnaround for a regional food distributor.",
    },
    {
      year: "2015",
      title: "London office",
      text: "European clients ask for a team in their time zone, so we open one.",
    },
    {
      year: "2019",
      title: "300 projects",
      text: "A dedicated finance practice joins our strategy and operations teams.",
    },
    {
      year: "2026",
      title: "600+ projects completed",
      text: "40 advisers across two offices, with clients in 23 countries.",
    },
  ],
  stat: { label: "Years of experience", value: "15+", trend: "since 2010", icon: "briefcase" },
} satisfies MilestoneTimelineProps

export const missionVisual = {
  title: "Harbor Foods · 90-day plan",
  columns: [
    {
      title: "Diagnose",
      tasks: [
        { title: "Margin by product line", tag: "Finance" },
        { title: "Interview 12 managers", tag: "People" },
      ],
    },
    {
      title: "Decide",
      tasks: [
        { title: "Close two loss-making routes", tag: "Strategy" },
        { title: "New pricing tiers", tag: "Growth" },
      ],
    },
    {
      title: "Deliver",
      tasks: [
        { title: "Warehouse consolidation", tag: "Operations" },
        { title: "Monthly board dashboard", tag: "Finance" },
      ],
    },
  ],
  people: partners.map((id) => avatar(id, 40)),
  stat: { label: "Savings found", value: "$3.1M", trend: "a year", icon: "banknote" },
} satisfies Unresolved<ProjectBoardProps>

export const video = {
  id: "video-title",
  eyebrow: "Client film",
  title: "See how Harbor Foods turned a difficult year around",
  lead: "Three minutes with the owners of a regional food distributor, on what changed in the twelve months we worked together.",
  tone: "dark",
  points: [
    { value: "$3.1M", label: "yearly savings found" },
    { value: "+38%", label: "revenue in two years" },
    { value: "12 months", label: "from first call to results" },
  ],
} satisfies VideoBandProps

/** Homes 5 to 10 autoplay the video when its dialog opens (muted, as browsers require). */
export const videoDialog = {
  id: "client-film",
  title: "Harbor Foods and Meridian Advisory, a year in three minutes",
  embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
  look: "poster",
  poster: cover("consulting-client-film", {
    alt: "",
    widths: [480, 800, 1200],
    sizes: "(min-width: 1024px) 64rem, 92vw",
  }),
} satisfies Unresolved<VideoDialogContent>

const profile = (handle: string) =>
  [
    { network: "linkedin", href: `https://www.linkedin.com/in/${handle}-meridian-sample/` },
    { network: "x", href: `https://x.com/${handle.replace(/-/g, "_")}_meridian` },
    { network: "facebook", href: `https://www.facebook.com/${handle.replace(/-/g, ".")}.meridian` },
    { network: "instagram", href: `https://www.instagram.com/${handle.replace(/-/g, ".")}.meridian/` },
  ] as const

const members = [
  { person: "eleanor-whitfield", role: "Managing Partner", socials: profile("eleanor-whitfield") },
  { person: "kwabena-owusu", role: "Partner, Strategy", socials: profile("kwabena-owusu") },
  { person: "sarah-lindholm", role: "Partner, Finance", socials: profile("sarah-lindholm") },
  { person: "rahul-iyer", role: "Principal, Operations", socials: profile("rahul-iyer") },
  { person: "mariana-quispe", role: "Senior Consultant, People", socials: profile("mariana-quispe") },
  { person: "james-okonkwo", role: "Senior Consultant, Growth", socials: profile("james-okonkwo") },
] as const satisfies readonly TeamMember[]

export const team = {
  id: "team-title",
  eyebrow: "Our people",
  title: "Meet the partners and consultants",
  lead: "Former finance directors, operators and founders, with an average of 18 years in business.",
  members: memberCards(members),
  columns: 3,
  tone: "tint",
} satisfies Unresolved<TeamGridProps>

/** The page adds the cards (`await latestPostCards(3)`): the blog collection is read at build only. */
export const blog = {
  id: "blog-title",
  eyebrow: "Insights",
  title: "Latest from our blog",
  lead: "Short, practical reads for leadership teams on strategy, brands and products.",
  link: { label: "Read the blog", href: "/blog/" },
} satisfies Omit<LatestPostsProps, "posts">
