/**
 * Services (/service/), each service's page (/service/<slug>/) and Services Details. The services
 * themselves are src/content/services/*.yaml; src/lib/content/services.ts loads them.
 */
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import { plans } from "#/data/pages/pricing.ts"
import { cover, type Unresolved } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"
import { brand } from "#/config/site.ts"

export const services = {
  meta: {
    title: "Services",
    description: `Brand strategy, websites, product design, apps, SEO and growth: the six services ${brand.name} offers, how we work and what it costs.`,
  },
  banner: {
    title: "Services",
    lead: "Six ways we help teams launch and grow, each run by senior people from the first call to the last commit.",
  },
  cards: {
    id: "services-title",
    eyebrow: "What we do",
    title: "Services built around your next milestone",
    lead: "Pick one, or combine them: every service shares the same team, tools and weekly rhythm.",
    /** The services' cards come from the collection (src/lib/content/services.ts), with this label. */
    linkLabel: "Read more",
  } satisfies Omit<FeatureGridProps, "items"> & { linkLabel: string },
  process: {
    id: "process-title",
    eyebrow: "How we work",
    title: "See a project run from kickoff to launch",
    lead: "Three minutes inside a real engagement: the workshop, the weekly demos and the launch-day checklist.",
    bullets: [
      "One senior team, start to finish",
      "A demo every Friday",
      "Fixed quote, no surprises",
      "Handover you own",
    ],
    ctas: [{ label: "Start a project", href: "/contact/" }],
    layout: "media-start",
    tone: "tint",
  } satisfies ContentSplitProps,
  video: {
    id: "process-video",
    title: `A ${brand.name} project, from kickoff to launch`,
    // Not a Home 1–4 page: the video starts on opening (muted, as browsers require).
    embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
    look: "poster",
    poster: cover("service-process-film", {
      alt: "",
      widths: [480, 720, 960, 1200],
      sizes: "(min-width: 1024px) 600px, 92vw",
    }),
  } satisfies Unresolved<VideoDialogContent>,
  pricing: {
    id: "service-plans-title",
    eyebrow: "Pricing",
    title: "Site care after launch",
    lead: "Keep your new site fast, safe and fresh with a monthly plan. Yearly billing is on the pricing page.",
    plans: plans.map((plan) => ({ ...plan, price: { amount: plan.price.monthly, period: "month" } })),
    labels: { features: "What's included", notIncluded: "Not included:" },
  } satisfies PricingTableProps,
  faq: {
    id: "services-faq-title",
    eyebrow: "FAQ",
    title: "Questions about our services",
    tone: "tint",
    items: [
      {
        question: "Can I hire you for just one service?",
        answer: [
          "Yes. Plenty of clients start with a brand sprint or a website and come back later. Each service stands on its own, with its own scope and quote.",
        ],
      },
      {
        question: "Who will actually do the work?",
        answer: [
          "The people you meet in the first call. We do not hand projects to juniors or subcontractors: every team has a lead designer, a lead engineer and a project manager.",
        ],
      },
      {
        question: "How do you price a project?",
        answer: [
          "After a free discovery call we send a fixed quote with every deliverable listed. Longer product work is billed in monthly sprints you can pause at any time.",
        ],
      },
      {
        question: "What happens after launch?",
        answer: [
          "You get 30 days of free fixes, then you can choose a site-care plan, book ad-hoc hours or take everything in-house with the handover documentation we write.",
        ],
      },
    ],
  } satisfies FaqSectionProps,
}

/** The copy around each service's page (/service/<slug>/); the service's own text is its YAML file. */
export const serviceCopy = {
  crumb: { label: "Services", href: "/service/" },
  article: {
    eyebrow: "How we work",
    image: { widths: [480, 720, 960, 1200], sizes: "(min-width: 1280px) 780px, (min-width: 1024px) 60vw, 92vw" },
    facts: {
      id: "service-facts-title",
      title: "At a glance",
      cta: { label: "Book a discovery call", href: "/contact/" },
    },
  },
  faq: {
    id: "service-faq-title",
    eyebrow: "FAQ",
    /** "{service}" is the service's name. */
    title: "Questions about {service}",
    tone: "tint",
  } satisfies Omit<FaqSectionProps, "items">,
}
