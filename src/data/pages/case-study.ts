/**
 * The words of a project's case study (/portfolio/<slug>/, and /portfolio-details/), which
 * src/layouts/project-layout.astro lays around the project's own (src/content/projects/): the
 * labels of its facts and chapters, its links and its call to action. German and Arabic:
 * de/case-study.ts, ar/case-study.ts. They stay a module while the case study is an item layout,
 * not a page file. The portfolio pages' words are content: src/content/pages/portfolio*.yaml.
 */
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import { brand } from "#/config/site.ts"

export const details = {
  crumb: { label: "Portfolio", href: "/portfolio/" },
  /** {title}: the project's; {summary} and {client} too. */
  pageTitle: "{title} case study",
  pageDescription: `{summary} How ${brand.name} worked with {client}: the challenge, our approach and the results.`,
  neighbours: { label: "More projects", labels: { previous: "Previous project", next: "Next project" } },
  labels: {
    facts: "Project details",
    client: "Client",
    category: "Category",
    duration: "Duration",
    year: "Year",
    website: "Visit the live website",
    newTab: "opens in a new tab",
    challenge: "The challenge",
    approach: "Our approach",
    services: "What we did",
    results: "The results",
    metrics: "Key results",
  },
  related: {
    id: "related-title",
    eyebrow: "Next up",
    title: "More projects",
    lead: "Three more stories from the studio.",
    link: { label: "View all work", href: "/portfolio/" },
  },
  cta: {
    id: "details-cta-title",
    title: "Want results like these?",
    lead: "Share your goals and a rough timeline; we will come back with a plan, a team and a fixed quote.",
    ctas: [
      { label: "Get in touch", href: "/contact/" },
      { label: "View pricing", href: "/pricing/" },
    ],
  } satisfies CtaBannerProps,
}
