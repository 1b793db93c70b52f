/**
 * Home 5 (/home-5/): Rankwell, the SEO agency. One export per section, in the page's order; the
 * browser tests import it too, for the prices, plans and figures they expect.
 */
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { SeoRankingsProps } from "#/components/art/visuals/seo-rankings.tsx"
import type { SiteAuditProps } from "#/components/art/visuals/site-audit.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { LogoCloudProps } from "#/components/sections/logo-cloud.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import type { PlanFeature, PricingPlan, PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import type { TeamGridProps } from "#/components/sections/team-grid.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { memberCards, type TeamMember } from "#/data/team.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

export const brand = {
  name: "Rankwell",
  mark: "rise",
  accent: "seo",
  tagline: "SEO that shows up in rankings, traffic and revenue.",
} as const satisfies Brand

export const meta = {
  title: "SEO agency for organic traffic that converts",
  description:
    "Rankwell is an SEO agency that grows organic traffic and revenue: technical audits, content, link building and conversion work, reported on live dashboards. Rated 4.8/5.",
}

export const hero = {
  id: "hero-title",
  eyebrow: "SEO agency for growing brands",
  title: "Rank higher, get found, and turn searches into sales",
  lead: "Rankwell fixes what holds your site back, writes the pages your customers are searching for and reports every change against revenue, not vanity metrics.",
  rating: { value: 4.8, text: "4.8 out of 5 from 1,200+ client reviews" },
  note: "Free SEO audit of your site within 48 hours. No contract, no card.",
  // The proof before the pitch: the client's rankings dashboard takes the wider side, the words the narrower.
  layout: "split",
  balance: "media",
  tone: "plain",
} satisfies HeroProps

export const heroForm = {
  id: "hero-audit",
  label: "Your work email",
  placeholder: "Enter your email",
  button: "Get Started",
} satisfies NewsletterFormProps

export const heroVisual = {
  label:
    "Rankwell dashboard for fernleaf.com: organic sessions up 62% in 90 days, with five keywords in the top three positions of Google.",
  title: "Rankwell · fernleaf.com",
  range: "Last 90 days",
  kpis: [
    { label: "Organic sessions", value: "184k", trend: "▲ 62%" },
    { label: "Top-3 keywords", value: "312", trend: "▲ 118" },
    { label: "Avg. position", value: "4.2", trend: "▲ 3.1" },
  ],
  traffic: {
    label: "Organic traffic",
    caption: "Sessions per week",
    series: [38, 41, 40, 46, 49, 47, 55, 61, 64, 72, 79, 88, 97],
  },
  keywords: {
    headings: { keyword: "Keyword", position: "Rank", volume: "Volume", change: "Change" },
    items: [
      { keyword: "lightweight hiking boots", position: 1, change: 6, volume: "40.5k" },
      { keyword: "waterproof trail shoes", position: 2, change: 9, volume: "27.1k" },
      { keyword: "best hiking socks", position: 3, change: 4, volume: "18.1k" },
      { keyword: "ultralight tent 2 person", position: 5, change: -1, volume: "9.9k" },
    ],
  },
  stat: { label: "Traffic generated", value: "60M+", trend: "for clients", icon: "trending-up" },
  toast: { title: "New #1 ranking", text: "“lightweight hiking boots”" },
} satisfies SeoRankingsProps

export const brands = {
  id: "brands-title",
  title: "Growing organic revenue for",
  logos: [
    { name: "Fernleaf", glyph: "leaf" },
    { name: "Brightpath", glyph: "triangle" },
    { name: "Nordvik", glyph: "hexagon" },
    { name: "Coastline", glyph: "wave" },
    { name: "Halcyon", glyph: "ring" },
  ],
} satisfies LogoCloudProps

export const stats = {
  id: "stats-title",
  title: "Rankwell results in numbers",
  showTitle: true,
  // Deep green under the client logos: the results are the agency's loudest claim.
  tone: "accent",
  items: [
    { value: "98%", label: "average conversion rate" },
    { value: "60M+", label: "traffic generated" },
    { value: "340", label: "brands grown since 2014" },
    { value: "4.8/5", label: "average client rating" },
  ],
} satisfies StatsBandProps

export const features = {
  id: "features-title",
  eyebrow: "Why Rankwell",
  title: "SEO you can see working every week",
  lead: "No black boxes and no six-month wait for a report. You see what we changed, why, and what it earned.",
  columns: 4,
  items: [
    {
      icon: "dashboard",
      title: "Live dashboards",
      text: "Rankings, traffic and revenue from organic search in one place, updated daily.",
    },
    {
      icon: "target",
      title: "Revenue-first keywords",
      text: "We chase the searches that buy, not the ones that only look good in a report.",
    },
    {
      icon: "users",
      title: "One senior strategist",
      text: "The person who plans your SEO is the person you talk to, every week.",
    },
    {
      icon: "calendar",
      title: "Monthly sprints",
      text: "A clear plan each month, shipped by a team of writers, developers and analysts.",
    },
  ],
} satisfies FeatureGridProps

export const about = {
  id: "about-title",
  eyebrow: "About Rankwell",
  title: "A team of search specialists who think like your sales team",
  lead: "Since 2014 we have helped 340 online stores, software companies and local businesses earn customers from search.",
  paragraphs: [
    "Every engagement starts with a technical audit. We find what stops search engines from crawling, understanding and trusting your site, then fix it with your developers or for you.",
  ],
  bullets: [
    "Google-certified analysts",
    "Fixes shipped, not just listed",
    "White-hat links only",
    "Month-to-month contracts",
  ],
  ctas: [{ label: "Meet the team", href: "/team/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const aboutVisual = {
  label: "A Rankwell site audit: health score 94 out of 100, with crawl errors and page speed fixed.",
  title: "Technical audit · fernleaf.com",
  score: { label: "Site health", value: 94, caption: "Up from 61 in week one" },
  checks: {
    label: "Checks",
    statusLabels: { fixed: "Fixed", improving: "Improving", open: "Next" },
    items: [
      { name: "Crawl errors", detail: "212 broken links redirected", status: "fixed" },
      { name: "Core Web Vitals", detail: "LCP 1.8 s on mobile", status: "fixed" },
      { name: "Structured data", detail: "Product schema on 1,140 pages", status: "improving" },
      { name: "Internal links", detail: "38 orphan pages to link", status: "open" },
    ],
  },
  stat: { label: "Pages indexed", value: "+1,140", trend: "in 6 weeks", icon: "search" },
} satisfies SiteAuditProps

export const services = {
  id: "services-title",
  eyebrow: "Our services",
  title: "Six ways we grow your organic traffic",
  lead: "Take one service or all six. Every plan combines them around the goals you set with your strategist.",
  // Numbered like a report's sections: the agency reads as methodical.
  numbered: true,
  items: [
    {
      icon: "search",
      title: "Keyword research",
      text: "A map of the searches your buyers make at every stage, ranked by how likely they are to convert.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "code",
      title: "Technical SEO",
      text: "Crawl, index, speed and structured-data fixes, shipped to your site with your developers or by ours.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "pen-tool",
      title: "Content that ranks",
      text: "Briefs, articles and landing pages written by specialists in your field and edited for search.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "link",
      title: "Link building",
      text: "Digital PR and outreach that earn links from sites your customers already read.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "map-pin",
      title: "Local SEO",
      text: "Business profiles, reviews and location pages that put every branch in the map pack.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "mouse-pointer",
      title: "Conversion optimisation",
      text: "Tests on the pages search traffic lands on, so more visitors become leads and orders.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
  ],
} satisfies FeatureGridProps

export const process = {
  id: "process-title",
  eyebrow: "How it works",
  title: "From audit to growth in three steps",
  lead: "A simple rhythm: we find the problems, fix them in order of value, then keep compounding what works.",
  tone: "tint",
  steps: [
    {
      icon: "search",
      title: "Audit and research",
      text: "In two weeks we audit your site, study your competitors and map the keywords worth winning.",
    },
    {
      icon: "rocket",
      title: "Fix and publish",
      text: "We ship technical fixes first, then new and improved pages on a monthly content calendar.",
    },
    {
      icon: "trending-up",
      title: "Measure and grow",
      text: "Live dashboards track every change to revenue, and each month's plan doubles down on winners.",
    },
  ],
} satisfies StepsProps

export const content = {
  id: "content-title",
  eyebrow: "Traffic that converts",
  title: "We measure SEO in orders and leads, not in rankings alone",
  lead: "Rankings are a means. Every page we optimise is tracked through to the sale, so you know what each keyword is worth.",
  paragraphs: [
    "Our revenue tracking dashboard joins Search Console, analytics and your store or CRM. When a page climbs, you see the orders that came with it.",
  ],
  stats: [
    { value: "3.4×", label: "median organic revenue in year one" },
    { value: "9 wks", label: "average time to first top-3 ranking" },
  ],
  ctas: [{ label: "See our services", href: "/service/" }],
} satisfies ContentSplitProps

export const contentVisual = {
  title: "Fernleaf · organic revenue",
  caption: "Revenue from organic search, monthly, in thousands of dollars",
  series: [42, 44, 43, 51, 58, 63, 71, 84, 92, 108, 121, 139],
  tiles: [
    { label: "Organic revenue", value: "+231%", trend: "▲ 12 mo", icon: "trending-up" },
    { label: "Conversion rate", value: "3.9%", trend: "▲ 1.2 pts", icon: "target" },
  ],
} satisfies ResultsPanelProps

export const testimonial = {
  id: "testimonial-title",
  eyebrow: "Client story",
  title: "What our clients say",
  // One client, one result: a pull-quote on the dark band reads like a case study's headline.
  layout: "quote",
  tone: "dark",
  items: [
    {
      quote:
        "Within six months Rankwell took us from page three to the top three for our best-selling boots. Organic revenue is up 231% year on year, and I can show our board exactly which pages earned it, because it is all on the dashboard.",
      name: "Harriet Osborne",
      role: "Head of Growth, Fernleaf Outdoor",
      avatar: avatar("harriet-osborne", 48),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialGridProps>

const profile = (handle: string) =>
  [
    { network: "linkedin", href: `https://www.linkedin.com/in/${handle}-rankwell-sample/` },
    { network: "x", href: `https://x.com/${handle.replace(/-/g, "_")}_rankwell` },
    { network: "facebook", href: `https://www.facebook.com/${handle.replace(/-/g, ".")}.rankwell` },
    { network: "instagram", href: `https://www.instagram.com/${handle.replace(/-/g, ".")}.rankwell/` },
  ] as const

const members = [
  { person: "camila-restrepo", role: "Founder & Head of SEO", socials: profile("camila-restrepo") },
  { person: "theo-marchand", role: "Technical SEO Lead", socials: profile("theo-marchand") },
  { person: "nadia-karimi", role: "Content Strategist", socials: profile("nadia-karimi") },
  { person: "oliver-bennett", role: "CRO & Analytics Lead", socials: profile("oliver-bennett") },
] as const satisfies readonly TeamMember[]

export const team = {
  id: "team-title",
  eyebrow: "Our team",
  title: "The specialists behind your rankings",
  lead: "Strategists, engineers and writers who have grown search traffic for brands of every size.",
  members: memberCards(members),
  columns: 4,
  action: { label: "Meet All Members", href: "/team/" },
} satisfies Unresolved<TeamGridProps>

/** Every plan lists the same lines, so the cards compare line by line (the plan limits). */
const line = (text: string, limit?: string): PlanFeature => ({ text, included: true, limit })

const plans = [
  {
    title: "Silver Plan",
    icon: "shield",
    blurb: "For a young site that needs its foundations right and a first set of pages ranking.",
    price: { monthly: "$30.00", yearly: "$19.00" },
    features: [
      line("Key phrases optimized", "50"),
      line("Pages optimized", "30"),
      line("CRO assets per quarter", "6"),
      line("Custom dashboards", "8"),
      line("Revenue tracking dashboard"),
    ],
    cta: { label: "Choose Plan", href: "/pricing/" },
  },
  {
    title: "Gold Plan",
    icon: "trophy",
    blurb: "For growing brands ready to compete for the searches their rivals win today.",
    price: { monthly: "$50.00", yearly: "$37.00" },
    highlighted: true,
    badge: "Most popular",
    features: [
      line("Key phrases optimized", "200"),
      line("Pages optimized", "40"),
      line("CRO assets per quarter", "12"),
      line("Custom dashboards", "10"),
      line("Revenue tracking dashboard"),
    ],
    cta: { label: "Choose Plan", href: "/pricing/" },
  },
  {
    title: "Diamond Plan",
    icon: "sparkles",
    blurb: "For large catalogues and several markets, with the most optimisation every month.",
    price: { monthly: "$80.00", yearly: "$59.00" },
    features: [
      line("Key phrases optimized", "300"),
      line("Pages optimized", "60"),
      line("CRO assets per quarter", "24"),
      line("Custom dashboards", "12"),
      line("Revenue tracking dashboard"),
    ],
    cta: { label: "Choose Plan", href: "/pricing/" },
  },
] as const satisfies readonly PricingPlan[]

export const pricing = {
  id: "pricing-title",
  eyebrow: "Pricing",
  title: "Plans that grow with your traffic",
  lead: "Every plan includes a senior strategist, monthly sprints and the revenue tracking dashboard. Cancel any month.",
  tone: "tint",
  plans,
  period: {
    name: "seo-period",
    // Home 5 shows the yearly prices first, with the Yearly option selected.
    initial: "yearly",
    legend: "Billing period",
    labels: { monthly: "Monthly", yearly: "Yearly" },
    units: { monthly: "month", yearly: "month, billed yearly" },
    yearlyNote: "Save up to 36%",
  },
  note: "Prices in US dollars per month, excluding sales tax. Switch plans or cancel at the end of any billing period.",
} satisfies PricingTableProps

export const cta = {
  id: "cta-title",
  title: "Find out what your site could rank for",
  lead: "Send us your address and a strategist will reply within 48 hours with a free audit: what to fix first and the keywords worth winning.",
  ctas: [
    { label: "Get your free audit", href: "/contact/" },
    { label: "See pricing", href: "/pricing/" },
  ],
  note: "No long contract. Plans from $19.00 a month, billed yearly.",
} satisfies CtaBannerProps

export const footer = {
  blurb:
    "Rankwell is an SEO agency that grows organic traffic and revenue, and shows every change on a live dashboard.",
  cta: { label: "Get your free audit", href: "/contact/" },
  columns: [
    {
      title: "Agency",
      links: [
        { label: "Services", href: "#services-title" },
        { label: "How it works", href: "#process-title" },
        { label: "Results", href: "#stats-title" },
        { label: "Pricing", href: "#pricing-title" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Team", href: "/team/" },
        { label: "Blog", href: "/blog/" },
        { label: "Contact", href: "/contact/" },
      ],
    },
    {
      title: "Clients",
      links: [
        { label: "Sign in", href: "/sign-in/" },
        { label: "Plans", href: "/pricing/" },
        { label: "Help centre", href: "/faq/" },
      ],
    },
  ],
} satisfies ProductFooterCopy
