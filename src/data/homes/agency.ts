/**
 * Home 1 (/ and /home/): the studio, the digital agency. Its words and sections are content
 * (src/content/pages/home.yaml, with de/ and ar/ translations); here are the mock-ups' figures and
 * words, which the route draws for the visual keys the file names, translated in de/agency.ts and
 * ar/agency.ts.
 */
import type { ProjectBoardProps } from "#/components/art/visuals/project-board.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import { brand } from "#/config/site.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

export { brand }

/** The reel of recent projects under the headline (from src/content/projects/, by order). */
export const reel = { label: "Recent work", count: 6 }

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
