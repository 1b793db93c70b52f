/**
 * Home 8 (/home-8/): Meridian Advisory, the business consulting firm. One export per section, in
 * the page's order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { BoardPackDeskProps } from "#/components/art/visuals/board-pack-desk.tsx"
import type { MilestoneTimelineProps } from "#/components/art/visuals/milestone-timeline.tsx"
import type { ProjectBoardProps } from "#/components/art/visuals/project-board.tsx"
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { LatestPostsProps } from "#/components/sections/latest-posts.tsx"
import type { PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import type { TeamGridProps } from "#/components/sections/team-grid.tsx"
import type { VideoBandProps } from "#/components/sections/video-band.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { memberCards, type TeamMember } from "#/data/team.ts"
import { avatar, cover, type Unresolved } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"

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

export const hero = {
  id: "hero-title",
  eyebrow: "Business consulting since 2010",
  title: "Clear advice for the decisions that shape your business",
  lead: "Meridian Advisory gives owners and leadership teams a senior partner for strategy, finance and operations: a plan you believe in, and people who stay until it works.",
  ctas: [
    { label: "Get In Touch", href: "/contact/" },
    { label: "View Services", href: "/service/", variant: "secondary" },
  ],
  // An advisory firm sells judgement, not software: the first screen reads like a page of a report,
  // the firm's terms in its margin, the headline beside them, a client's board pack on the desk.
  facts: [
    { value: "3", label: "founding partners, once finance and operations leaders" },
    { value: "1", label: "partner on every engagement, start to finish" },
    { value: "45 min", label: "first conversation, free and confidential" },
  ],
  layout: "margin",
  tone: "plain",
} satisfies HeroProps

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

export const stats = {
  id: "stats-title",
  title: "Meridian Advisory in numbers",
  items: [
    { value: "15+", label: "years of experience" },
    { value: "84k", label: "customers worldwide" },
    { value: "600+", label: "projects completed" },
    { value: "92%", label: "of clients return for a second project" },
  ],
  // Navy, straight under the first screen, the colour of the desk the board pack lies on.
  tone: "accent",
} satisfies StatsBandProps

export const story = {
  id: "story-title",
  eyebrow: "Our story",
  title: "Founded by operators who had sat on the other side of the table",
  lead: "Three former finance and operations leaders started Meridian in 2010 after one too many consultants handed them a deck and left.",
  paragraphs: [
    "We still work the way we wanted to be helped: a partner on every engagement, advice tied to numbers you can check, and a team that stays through implementation. Today our clients range from family businesses to listed companies, and their customers number 84k worldwide.",
  ],
  ctas: [{ label: "About us", href: "/about/" }],
} satisfies ContentSplitProps

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

export const mission = {
  id: "mission-title",
  eyebrow: "Our mission",
  title: "Make every client stronger than when we arrived",
  lead: "Good advice is measured after we leave. Our mission is decisions that hold up, and teams who can carry them on without us.",
  bullets: [
    "A partner leads every engagement",
    "Recommendations tied to your numbers",
    "We stay through implementation",
    "Your team learns the methods we use",
  ],
  ctas: [{ label: "Get In Touch", href: "/contact/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

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

export const services = {
  id: "services-title",
  eyebrow: "What we do",
  title: "Six practices, one senior team",
  lead: "Most engagements draw on two or three practices. You work with one partner who brings in the right specialists.",
  numbered: true,
  // Numbered rows under hairlines, as a firm's printed brochure lists its practices.
  layout: "list",
  items: [
    {
      icon: "compass",
      title: "Business strategy",
      text: "Where to play and how to win: market analysis, options and a plan the whole board signs up to.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "banknote",
      title: "Financial advisory",
      text: "Budgets, forecasts, funding rounds and cash management, explained in plain language.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "workflow",
      title: "Operations",
      text: "Leaner processes, better suppliers and fewer handoffs, measured in cost and lead time.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "trending-up",
      title: "Growth and pricing",
      text: "New markets, products and price structures tested on real customers before you commit.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "users",
      title: "People and organisation",
      text: "Structures, roles and leadership coaching so the plan has the team it needs.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "shield",
      title: "Risk and transactions",
      text: "Due diligence, mergers and succession planning, with a partner beside you at the table.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
  ],
} satisfies FeatureGridProps

export const process = {
  id: "process-title",
  eyebrow: "How we work",
  title: "A steady process, from first call to lasting results",
  lead: "Every engagement follows the same three phases, so you always know where we are and what comes next.",
  tone: "tint",
  steps: [
    {
      icon: "search",
      title: "Diagnose",
      text: "Two to three weeks of interviews and analysis to find what is really driving the numbers.",
    },
    {
      icon: "target",
      title: "Decide",
      text: "Clear options with their costs and risks, and a plan your leadership team chooses together.",
    },
    {
      icon: "rocket",
      title: "Deliver",
      text: "We work beside your team to put the plan in place, and review progress every month.",
    },
  ],
} satisfies StepsProps

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

export const pricing = {
  id: "pricing-title",
  eyebrow: "Membership",
  title: "Senior advice on call, for one simple price",
  lead: "For owners who are not ready for a full engagement yet: a monthly membership with a partner's time and our tools.",
  plans: [
    {
      title: "Advisory Membership",
      icon: "compass",
      blurb: "Everything an owner-managed business needs to plan with confidence, month after month.",
      price: { monthly: "$30.00", yearly: "$24.99" },
      features: [
        { text: "Monthly group session with a partner", included: true },
        { text: "Quarterly one-to-one strategy review", included: true },
        { text: "Budget, forecast and board templates", included: true },
        { text: "Questions answered within 24 hours", included: true },
        { text: "Discount on full engagements", included: true, limit: "10%" },
      ],
      cta: { label: "Become a member", href: "/contact/" },
    },
  ],
  period: {
    name: "consulting-period",
    // Home 8 shows the monthly price first.
    initial: "monthly",
    legend: "Billing period",
    labels: { monthly: "Monthly", yearly: "Yearly" },
    units: { monthly: "month", yearly: "month, billed yearly" },
    yearlyNote: "Save 16%",
  },
  note: "Prices in US dollars, excluding sales tax. Cancel at the end of any billing period.",
} satisfies PricingTableProps

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

export const cta = {
  id: "cta-title",
  title: "Facing a big decision this year?",
  lead: "Tell us what is on your desk. A partner replies within one working day to arrange a free, confidential first conversation.",
  ctas: [
    { label: "Get In Touch", href: "/contact/" },
    { label: "View Services", href: "/service/" },
  ],
  // The navy of the figures band closes the page, so it opens and ends on the same colour.
  layout: "band",
} satisfies CtaBannerProps

export const footer = {
  blurb:
    "Meridian Advisory is a business consulting firm: senior partners for strategy, finance and operations, since 2010.",
  cta: { label: "Get In Touch", href: "/contact/" },
  columns: [
    {
      title: "The firm",
      links: [
        { label: "Our story", href: "#story-title" },
        { label: "Our mission", href: "#mission-title" },
        { label: "Practices", href: "#services-title" },
        { label: "How we work", href: "#process-title" },
        { label: "Membership", href: "#pricing-title" },
        { label: "Our people", href: "#team-title" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Services", href: "/service/" },
        { label: "Insights", href: "/blog/" },
        { label: "Careers", href: "/career/" },
      ],
    },
    {
      title: "Contact",
      links: [
        { label: "Get in touch", href: "/contact/" },
        { label: "Request a proposal", href: "/quote/" },
        { label: "Questions", href: "/faq/" },
      ],
    },
  ],
} satisfies ProductFooterCopy
