/** Services (/service/) and Services Details (/service-details/). One export per page. */
import type { VideoDialogProps } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { PricingTableProps } from "@/components/sections/pricing-table"
import { plans } from "@/data/pages/pricing"
import { cover } from "@/lib/images"
import { faqPage, type StructuredData } from "@/lib/structured-data"
import type { ServiceArticleProps } from "@/pages/_components/service-article"
import { videoEmbed } from "@/lib/video-embed"

const details = "/service-details/"

export const services = {
  meta: {
    title: "Services",
    description:
      "Brand strategy, websites, product design, apps, SEO and growth: the six services Lumora Studio offers, how we work and what it costs.",
    // A getter: the FAQ it reads is defined further down this object.
    get jsonLd(): StructuredData[] {
      return [faqPage(services.faq.items)]
    },
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
    items: [
      {
        icon: "palette",
        title: "Brand Strategy & Identity",
        text: "Positioning, naming, logo and a visual system your whole team can use with confidence.",
        href: details,
        linkLabel: "Read more",
      },
      {
        icon: "code",
        title: "Website Design & Development",
        text: "Fast, accessible marketing sites on a CMS your team can edit without calling a developer.",
        href: details,
        linkLabel: "Read more",
      },
      {
        icon: "pen-tool",
        title: "Product & UX Design",
        text: "Research, flows and interface design that turn a complex product into something people enjoy.",
        href: details,
        linkLabel: "Read more",
      },
      {
        icon: "layers",
        title: "Web & Mobile Apps",
        text: "React and React Native builds with tests, CI and documentation, shipped in two-week sprints.",
        href: details,
        linkLabel: "Read more",
      },
      {
        icon: "search",
        title: "SEO & Content",
        text: "Technical SEO, keyword research and articles written for people first and search engines second.",
        href: details,
        linkLabel: "Read more",
      },
      {
        icon: "line-chart",
        title: "Growth & Analytics",
        text: "Privacy-friendly analytics, A/B tests and conversion work that ties every change to revenue.",
        href: details,
        linkLabel: "Read more",
      },
    ],
  } satisfies FeatureGridProps,
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
    title: "A Lumora Studio project, from kickoff to launch",
    // Not a Home 1–4 page: the video starts on opening (muted, as browsers require).
    embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
    look: "poster",
    poster: await cover("service-process-film", {
      alt: "",
      widths: [480, 720, 960, 1200],
      sizes: "(min-width: 1024px) 600px, 92vw",
    }),
  } satisfies VideoDialogProps,
  pricing: {
    id: "service-plans-title",
    eyebrow: "Pricing",
    title: "Site care after launch",
    lead: "Keep your new site fast, safe and fresh with a monthly plan. Yearly billing is on the pricing page.",
    plans: plans.map((plan) => ({ ...plan, price: { amount: plan.price.monthly, period: "month" } })),
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
} as const

export const serviceDetails = {
  meta: {
    title: "Website design and development service",
    description:
      "How Lumora Studio designs and builds marketing websites: what you get, the six-step process, timelines, and answers to common questions.",
    get jsonLd(): StructuredData[] {
      return [faqPage(serviceDetails.faq.items)]
    },
  },
  banner: { title: "Services Details" },
  article: {
    id: "service-article-title",
    eyebrow: "Website Design & Development",
    title: "Websites that explain what you do and turn visits into conversations",
    image: await cover("service-website-build", {
      alt: "Wireframes and finished page layouts for a marketing website, side by side",
      widths: [480, 720, 960, 1200],
      sizes: "(min-width: 1280px) 780px, (min-width: 1024px) 60vw, 92vw",
    }),
    intro: [
      "Your website is often the first conversation a buyer has with your company. We design and build sites that make the offer clear in seconds, load fast on any phone and are easy for your team to keep up to date.",
    ],
    blocks: [
      {
        heading: "What you get",
        paragraphs: [
          "Every website project covers strategy, design, build and launch. Nothing is held back for a later phase, and everything we make is yours.",
        ],
        list: {
          kind: "bullets",
          items: [
            "Messaging and sitemap workshop",
            "Design system in Figma",
            "Responsive pages for every template",
            "Headless CMS your team can edit",
            "Accessibility to WCAG 2.2 AA",
            "Analytics and SEO set up on day one",
          ],
        },
      },
      {
        heading: "How the project runs",
        paragraphs: ["A typical website takes six to ten weeks. You see progress every Friday, not only at the end."],
        list: {
          kind: "steps",
          items: [
            "Discovery: interviews with your team and a few customers, then a one-page brief we both sign off.",
            "Structure: sitemap, key messages and wireframes for the pages that matter most.",
            "Design: a visual direction, then full page designs built on a reusable component library.",
            "Build: a static-first site on a global CDN, tested on real phones and with a screen reader.",
            "Content: your copy moved into the CMS, with a training session for the people who will edit it.",
            "Launch and learn: redirects, monitoring and a 30-day review of what visitors actually do.",
          ],
        },
      },
      {
        heading: "Who it is for",
        paragraphs: [
          "Teams whose site no longer matches the company they have become: after a funding round, a new product line or a rebrand. It also suits teams tired of waiting on a developer to change a headline.",
          "If you need a quick landing page for a campaign, we offer a two-week sprint instead; ask about it on the first call.",
        ],
      },
      {
        heading: "What clients usually see",
        list: {
          kind: "bullets",
          items: [
            "Pages that load in under 1.5 seconds",
            "More demo requests from the same traffic",
            "Marketing ships pages without engineers",
            "Fewer support questions about pricing",
          ],
        },
      },
    ],
    facts: {
      id: "service-facts-title",
      title: "At a glance",
      items: [
        { label: "Typical timeline", value: "6 to 10 weeks" },
        { label: "Team", value: "Strategist, 2 designers, 2 engineers" },
        { label: "Starting at", value: "$18,000, fixed quote" },
        { label: "After launch", value: "30 days of free fixes" },
      ],
      cta: { label: "Book a discovery call", href: "/contact/" },
    },
  } satisfies ServiceArticleProps,
  faq: {
    id: "service-details-faq-title",
    eyebrow: "FAQ",
    title: "Questions about working with our agency",
    tone: "tint",
    items: [
      {
        question: "Do you only build websites you designed?",
        answer: [
          "Mostly, but not only. We also build from designs your team or another studio made, after a short review to check they cover every state and screen size.",
        ],
      },
      {
        question: "Which CMS will my site use?",
        answer: [
          "We recommend one after discovery, based on who edits the site and how often. Sanity, Storyblok and WordPress as a headless CMS are the usual choices.",
        ],
      },
      {
        question: "Can you move our existing content and keep our search rankings?",
        answer: [
          "Yes. We map every old URL to its new home, set up redirects, and compare rankings and traffic for 30 days after launch to catch anything that slipped.",
        ],
      },
      {
        question: "How involved does our team need to be?",
        answer: [
          "Plan on about two hours a week: a Friday demo and quick feedback in a shared channel. Workshops in the first two weeks take a little more.",
        ],
      },
      {
        question: "What if we need changes after the 30 days?",
        answer: [
          "Pick a site-care plan, book hours when you need them, or make the changes yourself: the handover includes a guide to every template and component.",
        ],
      },
    ],
  } satisfies FaqSectionProps,
} as const
