/** Team (/team/): the studio leads, then everyone else, with an invitation to apply. */
import type { TeamGridProps } from "#/components/sections/team-grid.tsx"
import type { Unresolved } from "#/lib/pictures.ts"
import { leadership as leads, memberCards, studio as crew } from "#/data/team.ts"
import { brand } from "#/config/site.ts"

export const meta = {
  title: "Our team",
  description: `The strategists, designers and engineers of ${brand.name}: who leads your project, who builds it, and how to join the team.`,
}

export const banner = {
  title: "Our Team",
  lead: "Senior people who care about the craft, and who stay with your project from the first workshop to launch day and beyond.",
}

export const leadership = {
  id: "leadership-title",
  eyebrow: "Studio leads",
  title: "The people who set the bar",
  lead: "Our four leads share one rule: they still design, write and code every week, on real client work.",
  members: memberCards(leads),
  columns: 4,
  reveal: false,
} satisfies Unresolved<TeamGridProps>

export const studio = {
  id: "studio-title",
  eyebrow: "The studio",
  title: "Designers, engineers and strategists",
  lead: "A mix of craft and curiosity, spread across research, brand, product design and engineering.",
  members: memberCards(crew),
  columns: 4,
  invite: {
    title: "We are hiring",
    text: "Designers, engineers and producers who love the details. See our open roles and how we hire.",
    cta: { label: "Want to join us?", href: "/career/" },
  },
  tone: "tint",
} satisfies Unresolved<TeamGridProps>
