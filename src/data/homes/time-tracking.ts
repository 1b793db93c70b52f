/**
 * Home 9 (/home-9/): Tickr, the time-tracking software. One export per section, in the page's
 * order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { HoursReportProps } from "#/components/art/visuals/hours-report.tsx"
import type { ProjectBudgetsProps } from "#/components/art/visuals/project-budgets.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { TeamCapacityProps } from "#/components/art/visuals/team-capacity.tsx"
import type { TimerEntriesProps } from "#/components/art/visuals/timer-entries.tsx"
import type { TimerPhoneProps } from "#/components/art/visuals/timer-phone.tsx"
import type { TrackerTilesProps } from "#/components/art/visuals/tracker-tiles.tsx"
import type { WebAppTimerProps } from "#/components/art/visuals/web-app-timer.tsx"
import type { TabsProps } from "#/components/islands/tabs.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { AppDownloadContent } from "#/components/sections/app-download.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { IntegrationWallProps } from "#/components/sections/integration-wall.tsx"
import type { PlanFeature, PricingPlan, PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { ProductTabContentProps } from "#/components/sections/product-tab-content.tsx"
import type { ProductTabsProps } from "#/components/sections/product-tabs.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import type { StoreLinks } from "#/components/ui/store-badges.tsx"
import { personName } from "#/data/people.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"
import { faqPage, type StructuredData } from "#/lib/structured-data.ts"
import type { TabItem } from "#/lib/tabs.ts"

export const brand = {
  name: "Tickr",
  mark: "clock",
  accent: "time-tracking",
  tagline: "Time tracking your team will actually use.",
} as const satisfies Brand

export const meta = {
  title: "Time tracking software for teams and timesheets",
  description:
    "Tickr tracks time in one click, fills in timesheets and turns billable hours into reports and invoices. 70+ integrations, a timer in 50+ web apps, and a 30-day free trial with no credit card required.",
  // A getter: the FAQ it reads is defined further down.
  get jsonLd(): StructuredData[] {
    return [faqPage(faq.items)]
  },
}

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

/** The hero's bento tiles around the headline, each a picture with its own description. */
export const heroVisual = {
  timer: {
    label: "A Tickr timer running for 1 hour 24 minutes on a homepage redesign for Northwind.",
    task: "Homepage redesign",
    project: "Northwind · Design",
    elapsed: "01:24:36",
    stop: "Stop",
  },
  report: {
    label: "Tickr's report of billable hours this month: 128.5 hours, 14% more than in October.",
    title: "Billable this month",
    value: "128.5 h",
    caption: "▲ 14% vs October",
    values: [18, 24, 21, 29, 27, 33],
  },
  timesheet: {
    label: "This week's timesheet in Tickr: 32 hours across three projects, after last week's was approved.",
    title: "This week's timesheet",
    week: "Tickr · Week 48",
    days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
    rows: [
      { project: "Northwind", hours: [4.5, 3, 5, 2.5, 0] },
      { project: "Helio app", hours: [2, 4, 1.5, 3.5, 0] },
      { project: "Internal", hours: [1, 0.5, 1, 2, 1.5] },
    ],
    total: "Total",
    approved: { title: "Timesheet approved", text: "Week 47 · 38.5 hours" },
  },
  integrations: {
    label: "Tickr's timer in Jira, Asana, Trello, Linear, Google Calendar and Xero, six of its 70+ integrations.",
    count: "70+",
    title: "integrations",
    tools: [
      { name: "Jira", icon: "jira" },
      { name: "Asana", icon: "asana" },
      { name: "Trello", icon: "trello" },
      { name: "Linear", icon: "linear" },
      { name: "Google Calendar", icon: "google-calendar" },
      { name: "Xero", icon: "xero" },
    ],
  },
} satisfies TrackerTilesProps

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

export const anywhereVisual = {
  label:
    "A task card in Jira with a Tickr Start timer button, and the Tickr extension showing a timer running on that task.",
  url: "northwind.atlassian.example/browse/WEB-214",
  app: { name: "Jira", icon: "jira" },
  card: {
    list: "In progress · WEB-214",
    title: "Rebuild pricing page",
    text: "New plan cards, monthly and yearly toggle, FAQ under the table.",
    tags: ["Frontend", "Sprint 22"],
  },
  button: "Start timer",
  popup: {
    title: "Tickr",
    task: "WEB-214 Rebuild pricing page",
    project: "Northwind · Development",
    elapsed: "00:18:02",
  },
} satisfies WebAppTimerProps

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

export const billingVisual = {
  title: "Reports · billable hours",
  caption: "Billable hours per week, whole team, last quarter",
  series: [212, 224, 219, 236, 241, 238, 252, 261, 258, 274, 281, 296],
  tiles: [
    { label: "Billable share", value: "82%", trend: "▲ 6 pts", icon: "clock" },
    { label: "Invoiced in November", value: "$48,320", trend: "▲ 11%", icon: "banknote" },
  ],
} satisfies ResultsPanelProps

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

export const timeTracking = {
  title: "Every minute in the right place",
  text: "Start a timer with one click or add time afterwards. Tickr remembers your projects and tasks, so each entry takes a second.",
  bullets: ["Timers on desktop, mobile and web", "Billable and non-billable hours", "Idle detection and reminders"],
} satisfies ProductTabContentProps

export const timeTrackingVisual = {
  label:
    "Today's entries in Tickr: a timer running on a homepage redesign and four finished entries totalling 6 hours 12 minutes.",
  title: "Today · Tue 24 Nov",
  running: { task: "Homepage redesign", project: "Northwind · Design", elapsed: "01:24:36" },
  entries: [
    {
      task: "Client call: sprint review",
      project: "Northwind · Meetings",
      range: "09:00–09:45",
      duration: "0:45",
      billable: true,
    },
    {
      task: "Pricing page build",
      project: "Northwind · Development",
      range: "09:50–12:10",
      duration: "2:20",
      billable: true,
    },
    {
      task: "Onboarding flow fixes",
      project: "Helio · Mobile app",
      range: "13:00–14:18",
      duration: "1:18",
      billable: true,
    },
    { task: "Team stand-up", project: "Internal", range: "14:30–14:55", duration: "0:25", billable: false },
  ],
  billableLabel: "Billable",
  total: { label: "Today", value: "6:12" },
} satisfies TimerEntriesProps

export const projectManagement = {
  title: "Budgets that warn you before they run out",
  text: "Give each project an hour or money budget and Tickr tracks it live, with an alert at 80% so nothing overruns by surprise.",
  bullets: ["Hour and fixed-fee budgets", "Alerts at the threshold you choose", "Tasks, milestones and estimates"],
} satisfies ProductTabContentProps

export const projectManagementVisual = {
  label: "Four Tickr projects against their budgets: three on track and one at risk at 92% of its hours.",
  title: "Projects · November",
  statusLabels: { "on-track": "On track", "at-risk": "At risk" },
  projects: [
    {
      name: "Website relaunch",
      client: "Northwind",
      used: "164 h used",
      budget: "of 240 h",
      percent: 68,
      status: "on-track",
    },
    { name: "Mobile app v2", client: "Helio", used: "221 h used", budget: "of 240 h", percent: 92, status: "at-risk" },
    { name: "Brand refresh", client: "Oakline", used: "38 h used", budget: "of 90 h", percent: 42, status: "on-track" },
    {
      name: "SEO retainer",
      client: "Pinecrest",
      used: "12 h used",
      budget: "of 40 h",
      percent: 30,
      status: "on-track",
    },
  ],
} satisfies ProjectBudgetsProps

export const teamManagement = {
  title: "See who is busy and who has room",
  text: "Weekly capacity for everyone on one screen, with time off and approvals, so you can plan the next sprint without guessing.",
  bullets: [
    "Capacity and time off per person",
    "Timesheet approvals in one click",
    "Roles and permissions for managers",
  ],
} satisfies ProductTabContentProps

const teamPeople = [
  { id: "petra-horvat", role: "Design lead", hours: "36 / 40 h", percent: 90 },
  { id: "sam-whitaker", role: "Developer", hours: "42 / 40 h", percent: 105, note: "Over capacity" },
  { id: "lina-yousef", role: "Developer", hours: "24 / 32 h", percent: 75, note: "Off Friday" },
  { id: "tomasz-kowalski", role: "Project manager", hours: "30 / 40 h", percent: 75 },
  { id: "ines-carvalho", role: "Copywriter", hours: "16 / 24 h", percent: 67 },
] as const

export const teamManagementVisual = {
  label: "Team capacity in Tickr for week 48: five people, one over capacity and one off on Friday.",
  title: "Team capacity · Week 48",
  people: teamPeople.map((person) => ({
    name: personName(person.id),
    role: person.role,
    avatar: avatar(person.id, 36),
    hours: person.hours,
    percent: person.percent,
    note: "note" in person ? person.note : undefined,
  })),
} satisfies Unresolved<TeamCapacityProps>

export const reportingAnalysis = {
  title: "Reports that answer the question in seconds",
  text: "Where did the hours go, which clients are profitable, what share is billable? Filter, compare and export without a spreadsheet.",
  bullets: ["Saved reports, shared by link", "Export to PDF, CSV and Excel", "Profitability per client and project"],
} satisfies ProductTabContentProps

export const reportingAnalysisVisual = {
  label: "A Tickr report: tracked hours per week for eight weeks, 82% billable, split across four clients.",
  title: "Reports · Last 8 weeks",
  weekly: {
    label: "Tracked hours per week",
    values: [262, 281, 270, 296, 288, 305, 312, 329],
    axis: ["W41", "W42", "W43", "W44", "W45", "W46", "W47", "W48"],
  },
  billable: { label: "billable", percent: 82 },
  breakdown: [
    { name: "Northwind", hours: "842 h" },
    { name: "Helio", hours: "611 h" },
    { name: "Oakline", hours: "254 h" },
    { name: "Internal", hours: "236 h" },
  ],
} satisfies HoursReportProps

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

export const integrations = {
  id: "integrations-title",
  eyebrow: "Integrations",
  title: "Works with the 70+ tools your team already uses",
  lead: "Connect your project tracker, calendar and accounting software in a few clicks. Hours flow where they are needed, with no copy and paste.",
  logos: [
    { name: "Jira", icon: "jira" },
    { name: "Asana", icon: "asana" },
    { name: "Trello", icon: "trello" },
    { name: "ClickUp", icon: "clickup" },
    { name: "Linear", icon: "linear" },
    { name: "GitLab", icon: "gitlab" },
    { name: "Notion", icon: "notion" },
    { name: "Todoist", icon: "todoist" },
    { name: "Google Calendar", icon: "google-calendar" },
    { name: "Zoom", icon: "zoom" },
    { name: "QuickBooks", icon: "quickbooks" },
    { name: "Xero", icon: "xero" },
  ],
  testimonial: {
    quote:
      "Tickr sits inside Jira and our calendar, so the team logs time without leaving their work. Our timesheets used to be a Friday argument; now they are done before lunch and go straight into Xero.",
    name: "Petra Horvat",
    role: "Operations Director, Brightline Studio",
    avatar: avatar("petra-horvat", 48),
    rating: 5,
  },
} satisfies Unresolved<IntegrationWallProps>

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

export const appVisual = {
  label: "The Tickr phone app with a timer running for 42 minutes on a client workshop, and today's recent entries.",
  app: "Tickr",
  timer: { elapsed: "00:42:18", task: "Client workshop", project: "Oakline · Strategy", stop: "Stop timer" },
  recent: {
    label: "Today",
    items: [
      { task: "Pricing page build", duration: "2:20" },
      { task: "Onboarding flow fixes", duration: "1:18" },
      { task: "Client call", duration: "0:45" },
    ],
  },
} satisfies TimerPhoneProps

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
