/**
 * The blog's vocabulary: its categories, its tags and its authors. A post's frontmatter names them
 * by the keys here; a name that is not here fails the build, naming the file and the field. Each
 * category, tag and author gets its own page listing its posts (/blog/category/<slug>/, …).
 * (Read by src/content.config.ts.)
 */
import type { PersonId } from "./people.ts"

/** The categories, in the sidebar's order, with the lead of each category's page. */
export const blogCategories = {
  Design: { lead: "Design systems, typography, accessibility and the craft of interfaces people enjoy using." },
  Branding: { lead: "Naming, identity and refreshing a brand without losing the people who already love it." },
  Product: { lead: "Research, onboarding and the product decisions that keep users coming back." },
  Strategy: { lead: "Briefs, pricing and the planning that makes a project worth doing before it starts." },
} as const satisfies Record<string, { lead: string }>

export type BlogCategory = keyof typeof blogCategories

/** Every tag a post may carry. */
export const blogTags = [
  "Accessibility",
  "Branding",
  "Client work",
  "Conversion",
  "Design systems",
  "Identity",
  "Naming",
  "Onboarding",
  "Process",
  "Product",
  "Research",
  "Strategy",
  "Typography",
  "UI/UX",
  "Workshop",
] as const

export type BlogTag = (typeof blogTags)[number]

/** The people who write for the blog: a person of people.ts (name, avatar), their role and a short bio. */
export const blogAuthors = {
  "maya-okafor": {
    role: "Founder & Creative Director",
    bio: "Maya founded the studio in 2015 after ten years leading design teams in-house. She writes about design systems and the habits that keep them alive.",
  },
  "kenji-watanabe": {
    role: "Head of Engineering",
    bio: "Kenji runs engineering and cares about products that feel fast on the phone in your pocket. He writes about onboarding and the second session.",
  },
  "amara-haddad": {
    role: "Strategy Director",
    bio: "Amara leads discovery and pricing work with clients. She has run pricing experiments for more than forty launches.",
  },
  "priya-natarajan": {
    role: "Senior Product Designer",
    bio: "Priya designs SaaS products and writes the briefs that start them. She believes a good brief fits on one page.",
  },
  "daniel-reyes": {
    role: "Lead Frontend Engineer",
    bio: "Daniel builds the sites our brand work lives on, and has shipped three brand refreshes without breaking a single bookmark.",
  },
  "sofia-marchetti": {
    role: "Brand Designer",
    bio: "Sofia draws logos, picks typefaces and builds brand kits that teams actually open. Type pairing is her favourite argument.",
  },
  "jonas-lindqvist": {
    role: "Motion Designer",
    bio: "Jonas animates interfaces and runs our lightweight usability tests, usually with a laptop, a coffee and five volunteers.",
  },
  "omar-farouk": {
    role: "Backend Engineer",
    bio: "Omar builds APIs by day and runs naming workshops by night. He has helped name eleven products and one very patient cat.",
  },
  "hannah-kim": {
    role: "Content Strategist",
    bio: "Hannah plans content and accessibility from the first sketch, so nobody has to file a ticket about it after launch.",
  },
} as const satisfies Partial<Record<PersonId, { role: string; bio: string }>>

export type BlogAuthor = keyof typeof blogAuthors
