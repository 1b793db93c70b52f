/**
 * Pricing and Pricing 2: the same plans in two layouts. The studio's site-care subscriptions,
 * billed per month or per year ($00 / $199 / $49 monthly, $00 / $250 / $99 yearly).
 */
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type {
  PlanFeature,
  PricingPeriod,
  PricingPlan,
  PricingTableProps,
} from "#/components/sections/pricing-table.tsx"
import { brand } from "#/config/site.ts"

/** Every plan lists the same lines, so the cards compare line by line. */
const line = (text: string, included: boolean, limit?: string): PlanFeature => ({ text, included, limit })

export const plans = [
  {
    title: "Silver Plan",
    icon: "shield",
    blurb: "For a freshly launched site that needs someone keeping watch over it.",
    price: { monthly: "$00", yearly: "$00" },
    features: [
      line("Uptime and security monitoring", true),
      line("Monthly performance report", true),
      line("Content and copy updates", false),
      line("Design requests", false),
      line("Dedicated project manager", false),
      line("Same-day priority support", false),
    ],
    cta: { label: "Start for free", href: "/sign-up/" },
  },
  {
    title: "Popular Plan",
    icon: "rocket",
    blurb: "A senior designer and developer on call for a site that keeps growing.",
    price: { monthly: "$199", yearly: "$250" },
    highlighted: true,
    badge: "Most popular",
    features: [
      line("Uptime and security monitoring", true),
      line("Monthly performance report", true),
      line("Content and copy updates", true, "Unlimited"),
      line("Design requests", true, "10 a month"),
      line("Dedicated project manager", true),
      line("Same-day priority support", true),
    ],
    cta: { label: "Choose plan", href: "/contact/" },
  },
  {
    title: "Standard Plan",
    icon: "layers",
    blurb: "Steady upkeep and small changes for an established marketing site.",
    price: { monthly: "$49", yearly: "$99" },
    features: [
      line("Uptime and security monitoring", true),
      line("Monthly performance report", true),
      line("Content and copy updates", true, "5 a month"),
      line("Design requests", true, "2 a month"),
      line("Dedicated project manager", false),
      line("Same-day priority support", false),
    ],
    cta: { label: "Choose plan", href: "/contact/" },
  },
] satisfies [PricingPlan, PricingPlan, PricingPlan]

const period = {
  name: "pricing-period",
  initial: "monthly",
  legend: "Billing period",
  labels: { monthly: "Per Month", yearly: "Per Year" },
  units: { monthly: "month", yearly: "year" },
} satisfies PricingPeriod

const table = {
  id: "plans-title",
  eyebrow: "Site care plans",
  title: "Simple plans for sites that keep improving",
  lead: "Every plan includes hosting checks, backups and a human who knows your site. Switch or cancel any time.",
  plans,
  period,
  note: "Prices in US dollars, excluding sales tax. Change or cancel your plan from the client portal at any time.",
  labels: { features: "What's included", notIncluded: "Not included:" },
} satisfies PricingTableProps

const billingFaq = {
  id: "billing-faq-title",
  eyebrow: "Billing",
  title: "Questions about plans and billing",
  tone: "tint",
  items: [
    {
      question: "Can I switch between monthly and yearly billing?",
      answer: [
        "Yes. Switch from the billing page of your client portal and the change applies from your next invoice. Any unused days on the old period are credited.",
      ],
    },
    {
      question: "What counts as a design request?",
      answer: [
        "One self-contained piece of design work a designer can finish in a day or less: a new landing section, a set of social graphics, an email template.",
        "Bigger projects, such as a new page template or a rebrand, are quoted separately so they never eat into your monthly allowance.",
      ],
    },
    {
      question: "Is the Silver Plan really free?",
      answer: [
        "It is. We monitor uptime and security for sites we built or audited and send a monthly report. Upgrade when you need hands-on changes.",
      ],
    },
    {
      question: "Do unused requests roll over?",
      answer: ["Unused content updates and design requests roll over for one month, so a quiet month is never wasted."],
    },
  ],
} satisfies FaqSectionProps

export const pricing = {
  meta: {
    title: "Pricing",
    description: `${brand.name} site-care plans: Silver, Popular and Standard, billed per month or per year. Compare what each plan includes.`,
  },
  banner: { title: "Pricing", lead: "Pick the level of care your website needs. No setup fees, no lock-in." },
  table,
  faq: billingFaq,
}

export const pricing2 = {
  meta: {
    title: "Compare pricing plans",
    description: `Compare ${brand.name}'s site-care plans side by side, from free monitoring to a senior designer and developer on call.`,
  },
  banner: {
    title: "Compare Plans",
    lead: "The same three plans, laid out line by line so the differences are easy to see.",
  },
  table: {
    ...table,
    id: "plans-compare-title",
    eyebrow: "Plans side by side",
    title: "Find the plan that fits your site",
  },
  cta: {
    id: "custom-plan-title",
    title: "Need more than a plan covers?",
    lead: "Redesigns, new products and long-running retainers are scoped to fit. Tell us what you have in mind and we will reply within one working day.",
    ctas: [{ label: "Talk to our team", href: "/contact/" }],
    note: "No sales script: you will speak with a senior designer or engineer.",
  } satisfies CtaBannerProps,
}
