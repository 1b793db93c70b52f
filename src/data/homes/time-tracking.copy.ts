/**
 * Home 9 (/home-9/): the sections that are plain data (text and figures, no pictures).
 * time-tracking.ts re-exports them with the rest of the page; they live here so that code outside
 * Astro can import them, and the browser tests read the prices, plans and figures they expect from
 * here.
 */
import type { TabsProps } from "@/components/islands/tabs"
import type { ProductFooterCopy } from "@/components/layout/product-footer"
import type { AppDownloadContent } from "@/components/sections/app-download"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { HeroProps } from "@/components/sections/hero"
import type { PlanFeature, PricingPlan, PricingTableProps } from "@/components/sections/pricing-table"
import type { ProductTabsProps } from "@/components/sections/product-tabs"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { StoreLinks } from "@/components/ui/store-badges"
import type { TabItem } from "@/lib/tabs"

export const hero = {
  id: "hero-title",
  eyebrow: "30-day free trial, no credit card required",
  title: "Track every hour without thinking about it",
  lead: "Tickr starts a timer from wherever you work, fills in your timesheet as you go and shows where the week really went, so billing and planning take minutes instead of Friday afternoons.",
  ctas: [
    { label: "Get a Quote", href: "/quote/" },
    { label: "Start free trial", href: "/sign-up/", variant: "secondary" },
  ],
  note: "Free for 30 days on any plan. No credit card required.",
  // A tool people open all day: the headline is one tile of the product's own dashboard, the timer,
  // the week and the reports set around it on a grey desk.
  layout: "bento",
  tone: "tint",
} satisfies HeroProps

export const stats = {
  id: "stats-title",
  title: "Tickr in numbers",
  items: [
    { value: "70+", label: "integrations" },
    { value: "50+", label: "web apps with our timer button" },
    { value: "18,000", label: "teams tracking time" },
    { value: "2.4M", label: "hours tracked every week" },
  ],
  // The amber band under the grey bento: the product's colour at full strength, once, for its scale.
  tone: "accent",
} satisfies StatsBandProps

export const features = {
  id: "features-title",
  eyebrow: "Features",
  title: "Everything between the timer and the invoice",
  lead: "Four tools that do the admin for you, so tracking time stops being a chore.",
  columns: 4,
  items: [
    {
      icon: "timer",
      title: "One-click timer",
      text: "Start and stop from the desktop app, your phone, or a button inside 50+ web apps.",
    },
    {
      icon: "calendar",
      title: "Automatic timesheets",
      text: "Entries fill the week as you work. Submit on Friday with one click, approve in another.",
    },
    {
      icon: "banknote",
      title: "Billable rates",
      text: "Set rates per client, project or person and see what every hour is worth as you log it.",
    },
    {
      icon: "bar-chart",
      title: "Reports in seconds",
      text: "Hours by client, project or teammate, filtered and exported to PDF, CSV or your invoice.",
    },
  ],
} satisfies FeatureGridProps

export const anywhere = {
  id: "anywhere-title",
  eyebrow: "Track from anywhere",
  title: "A timer button in the tools you already use",
  lead: "Install the browser extension and a Start timer button appears in 50+ web apps: your task tracker, your inbox, your design files.",
  bullets: [
    "Task name filled in for you",
    "Keeps running across tabs",
    "Idle detection and reminders",
    "Works offline, syncs later",
  ],
  ctas: [{ label: "Start free trial", href: "/sign-up/" }],
  tone: "tint",
} satisfies ContentSplitProps

export const billing = {
  id: "billing-title",
  eyebrow: "From hours to invoices",
  title: "Know which clients and projects really pay",
  lead: "Billable hours become invoices in a click, and reports show the effective hourly rate of every client, so you can price the next project with confidence.",
  stats: [
    { value: "4 h", label: "saved on billing each month" },
    { value: "+11%", label: "more hours billed, on average" },
  ],
  ctas: [{ label: "Get a Quote", href: "/quote/" }],
  layout: "media-start",
} satisfies ContentSplitProps

export const tour = {
  id: "tour-title",
  eyebrow: "One app, four jobs",
  title: "Built for the way your team works",
  lead: "Choose an area to see how Tickr handles it.",
  tone: "tint",
} satisfies ProductTabsProps

/** The tour's four tabs, named so the page can give each its panel. */
export const tourTab = {
  timeTracking: { id: "time-tracking", label: "Time Tracking" },
  projectManagement: { id: "project-management", label: "Project Management" },
  teamManagement: { id: "team-management", label: "Team Management" },
  reportingAnalysis: { id: "reporting-analysis", label: "Reporting Analysis" },
} as const satisfies Record<string, TabItem>

export const tourTabs = {
  id: "product-tour",
  label: "Tickr product areas",
  tabs: [tourTab.timeTracking, tourTab.projectManagement, tourTab.teamManagement, tourTab.reportingAnalysis],
} satisfies Omit<TabsProps, "children">

/** Every plan lists the same lines, so the cards compare line by line. */
const line = (text: string, included: boolean, limit?: string): PlanFeature => ({ text, included, limit })

const plans = [
  {
    title: "Personal",
    icon: "timer",
    blurb: "For freelancers who want clean timesheets and simple reports.",
    price: { monthly: "$2.99", yearly: "$1.99" },
    features: [
      line("Unlimited time tracking", true),
      line("Projects", true, "10"),
      line("Integrations", true, "10"),
      line("Timesheet approvals", false),
      line("Invoicing from tracked time", false),
      line("SSO and audit log", false),
    ],
    cta: { label: "Start free trial", href: "/sign-up/" },
  },
  {
    title: "Small Business",
    icon: "users",
    blurb: "For teams that bill clients and plan their week around capacity.",
    price: { monthly: "$19.00", yearly: "$9.99" },
    highlighted: true,
    badge: "Most popular",
    features: [
      line("Unlimited time tracking", true),
      line("Projects", true, "Unlimited"),
      line("Integrations", true, "70+"),
      line("Timesheet approvals", true),
      line("Invoicing from tracked time", true),
      line("SSO and audit log", false),
    ],
    cta: { label: "Start free trial", href: "/sign-up/" },
  },
  {
    title: "Enterprise Team",
    icon: "shield",
    blurb: "For larger organisations that need control, security and support.",
    price: { monthly: "$49.99", yearly: "$29.99" },
    features: [
      line("Unlimited time tracking", true),
      line("Projects", true, "Unlimited"),
      line("Integrations", true, "70+"),
      line("Timesheet approvals", true),
      line("Invoicing from tracked time", true),
      line("SSO and audit log", true),
    ],
    cta: { label: "Get a Quote", href: "/quote/" },
  },
] as const satisfies readonly PricingPlan[]

export const pricing = {
  id: "pricing-title",
  eyebrow: "Pricing",
  title: "Simple pricing per user",
  lead: "Every plan starts with a 30-day free trial, no credit card required. Prices are per user.",
  plans,
  period: {
    name: "tickr-period",
    // Home 9 shows the yearly prices first, with the Yearly option selected.
    initial: "yearly",
    legend: "Billing period",
    labels: { monthly: "Monthly", yearly: "Yearly" },
    units: { monthly: "user/month", yearly: "user/month, billed yearly" },
    yearlyNote: "Save up to 47%",
  },
  note: "Nonprofits and schools get up to 14% off any plan. Prices in US dollars, excluding sales tax.",
} satisfies PricingTableProps

export const faq = {
  id: "faq-title",
  eyebrow: "FAQ",
  title: "Questions teams ask before switching",
  tone: "tint",
  items: [
    {
      question: "How does the 30-day free trial work?",
      answer: [
        "Every plan comes with a 30-day free trial, no credit card required. Invite your whole team, connect your tools and track real work. At the end, pick a plan or your account simply pauses.",
      ],
    },
    {
      question: "Can I import time from another tracker?",
      answer: [
        "Yes. Upload a CSV export from your current tool and Tickr maps clients, projects and entries for you. Our support team will help with anything larger than a year of data.",
      ],
    },
    {
      question: "Which apps does the timer button work in?",
      answer: [
        "The browser extension adds a Start timer button to 50+ web apps, including Jira, Asana, Trello, GitLab, Linear, Notion and Gmail. The full list is in the extension's settings.",
      ],
    },
    {
      question: "Do you offer discounts?",
      answer: [
        "Yearly billing costs less than monthly on every plan, and nonprofits and schools get up to 14% off on top. Teams of more than 200 people can ask for a quote.",
      ],
    },
    {
      question: "Is our data safe?",
      answer: [
        "Data is encrypted in transit and at rest, stored in the EU or US as you choose, and backed up daily. Enterprise Team adds single sign-on and an audit log.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const stores = {
  appStore: "https://apps.apple.com/",
  googlePlay: "https://play.google.com/store/apps",
} satisfies StoreLinks

export const app = {
  id: "app-title",
  eyebrow: "Get the app",
  title: "Start a timer from your pocket",
  lead: "Tickr for iPhone and Android tracks time on the go, works offline and syncs with the desktop app and the browser extension.",
  stores,
  note: "Free with every plan. 30-day free trial, no credit card required.",
} satisfies AppDownloadContent

export const footer = {
  blurb:
    "Tickr is time tracking for teams: a timer wherever you work, timesheets that fill themselves and reports that turn hours into invoices.",
  cta: { label: "Start free trial", href: "/sign-up/" },
  columns: [
    {
      title: "Product",
      links: [
        { label: "Features", href: "#features-title" },
        { label: "Timer button", href: "#anywhere-title" },
        { label: "Invoicing", href: "#billing-title" },
        { label: "Product tour", href: "#tour-title" },
        { label: "Pricing", href: "#pricing-title" },
        { label: "Integrations", href: "#integrations-title" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Blog", href: "/blog/" },
        { label: "Contact sales", href: "/contact/" },
      ],
    },
    {
      title: "Account",
      links: [
        { label: "Sign in", href: "/sign-in/" },
        { label: "Start free trial", href: "/sign-up/" },
        { label: "Help centre", href: "/faq/" },
      ],
    },
  ],
} satisfies ProductFooterCopy
