/**
 * Home 8 (/home-8/): Meridian Advisory, the business consulting firm. Its words and its sections'
 * order are content (src/content/pages/home-8.yaml); this module holds the brand and the mock-ups
 * the page's visual keys name, which are drawings made of code.
 */
import type { BoardPackDeskProps } from "#/components/art/visuals/board-pack-desk.tsx"
import type { MilestoneTimelineProps } from "#/components/art/visuals/milestone-timeline.tsx"
import type { ProjectBoardProps } from "#/components/art/visuals/project-board.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

export const brand = {
  name: "Meridian Advisory",
  mark: "compass",
  accent: "consulting",
  tagline: "Senior advice for the decisions that shape a business.",
} as const satisfies Brand

/** The three partners: at the hero's strategy review and on the mission's 90-day plan. */
const partners = ["eleanor-whitfield", "kwabena-owusu", "sarah-lindholm"] as const

export const heroVisual = {
  label:
    "A Meridian Advisory board pack for Harbor Foods: revenue up 38% over eight quarters and margin rising, next to a strategy review meeting on Thursday with three partners.",
  cover: { kind: "Board pack", client: "Harbor Foods", period: "Q4 2026" },
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
  footer: { source: "Confidential", page: "p. 3" },
  meeting: {
    eyebrow: "Next meeting",
    title: "Quarterly strategy review",
    when: "Thursday · 10:00–11:30 · Boardroom",
    agenda: ["Q4 results against plan", "Pricing of the new range", "Hiring plan for 2027"],
    attendees: partners.map((id) => avatar(id, 40)),
    attendeesCaption: "3 partners attending",
  },
} satisfies Unresolved<BoardPackDeskProps>

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
