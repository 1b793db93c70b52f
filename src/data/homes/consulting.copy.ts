/**
 * Home 8 (/home-8/): the sections that are plain data (text and figures, no pictures).
 * consulting.ts re-exports them with the rest of the page; they live here so that code outside
 * Astro can import them, and the browser tests read the prices, plans and figures they expect from
 * here.
 */
import type { ProductFooterCopy } from "@/components/layout/product-footer"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { HeroProps } from "@/components/sections/hero"
import type { PricingTableProps } from "@/components/sections/pricing-table"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { StepsProps } from "@/components/sections/steps"

export const hero = {
  id: "hero-title",
  eyebrow: "Business consulting since 2010",
  title: "Clear advice for the decisions that shape your business",
  lead: "Meridian Advisory gives owners and leadership teams a senior partner for strategy, finance and operations: a plan you believe in, and people who stay until it works.",
  ctas: [
    { label: "Get In Touch", href: "/contact/" },
    { label: "View Services", href: "/service/", variant: "secondary" },
  ],
  note: "A first 45-minute conversation with a partner is free and confidential.",
  // An advisory firm sells judgement, not software: the headline reads like a magazine's cover line
  // across the page, and the client's board pack lies open below it.
  layout: "editorial",
  tone: "plain",
} satisfies HeroProps

export const stats = {
  id: "stats-title",
  title: "Meridian Advisory in numbers",
  items: [
    { value: "15+", label: "years of experience" },
    { value: "84k", label: "customers worldwide" },
    { value: "600+", label: "projects completed" },
    { value: "92%", label: "of clients return for a second project" },
  ],
  // Navy, straight under the board pack, whose lower half already rests on it: one quiet band.
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
