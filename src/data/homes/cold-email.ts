/**
 * Home 6 (/home-6/): Coldline, the cold email outreach software. One export per section, in the
 * page's order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { MailboxHealthProps } from "#/components/art/visuals/mailbox-health.tsx"
import type { ReplyInboxPhoneProps } from "#/components/art/visuals/reply-inbox-phone.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { SequenceFlowProps } from "#/components/art/visuals/sequence-flow.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { AppDownloadContent } from "#/components/sections/app-download.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { LogoCloudProps } from "#/components/sections/logo-cloud.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { StepsProps } from "#/components/sections/steps.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { TickerBandProps } from "#/components/sections/ticker-band.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { avatar, type Unresolved } from "#/lib/pictures.ts"
import { faqPage, type StructuredData } from "#/lib/structured-data.ts"

export const brand = {
  name: "Coldline",
  mark: "send",
  accent: "cold-email",
  tagline: "Cold email that lands in the inbox and books meetings.",
} as const satisfies Brand

export const meta = {
  title: "Cold email outreach software that books meetings",
  description:
    "Coldline finds verified leads, warms up your mailboxes and sends personal email sequences that get replies. Customers see an 80% increase in monthly meetings.",
  // A getter: the FAQ it reads is defined further down.
  get jsonLd(): StructuredData[] {
    return [faqPage(faq.items)]
  },
}

export const hero = {
  id: "hero-title",
  eyebrow: "Cold email outreach for B2B sales teams",
  title: "Cold emails that get replies and book meetings",
  lead: "Coldline finds the right prospects, warms up your mailboxes and sends personal sequences that stop the moment someone answers. Your reps just take the calls.",
  ctas: [
    { label: "Get Started", href: "/quote/" },
    { label: "See how it works", href: "#process-title", variant: "secondary" },
  ],
  note: "Setup in a day. A deliverability audit comes with every plan.",
  // Outbound tools sell on nerve: the headline shouts in capitals on a bare white ground, with the
  // sequence beside it as the flow a rep builds; the blue comes in full in the band below.
  tone: "plain",
} satisfies HeroProps

export const heroVisual = {
  title: "Sequence · SaaS founders, Q1",
  status: "Active",
  labels: { open: "Open rate", reply: "Reply rate" },
  steps: [
    {
      day: "Day 1",
      icon: "mail",
      subject: "Quick idea for your onboarding emails",
      open: { text: "68%", value: 68 },
      reply: { text: "9.2%", value: 9.2 },
    },
    {
      day: "Day 3",
      icon: "send",
      subject: "Re: Quick idea for your onboarding emails",
      open: { text: "61%", value: 61 },
      reply: { text: "6.4%", value: 6.4 },
    },
    {
      day: "Day 7",
      icon: "message-circle",
      subject: "A 2-minute teardown of your signup flow",
      open: { text: "54%", value: 54 },
      reply: { text: "3.1%", value: 3.1 },
    },
  ],
  stat: { label: "Reply rate", value: "18.7%", trend: "▲ 6.1 pts", icon: "trending-up" },
  toast: { title: "Meeting booked", text: "Priya at Fernhill, Thu 10:30" },
} satisfies SequenceFlowProps

export const brands = {
  id: "brands-title",
  title: "Sales teams booking meetings with Coldline",
  logos: [
    { name: "Fernhill", glyph: "leaf" },
    { name: "Stackwise", glyph: "squares" },
    { name: "Northbeam", glyph: "triangle" },
    { name: "Orbitly", glyph: "ring" },
    { name: "Vantage", glyph: "hexagon" },
  ],
} satisfies LogoCloudProps

/**
 * The figures a sales lead asks for first, each one already shown elsewhere on the page (the
 * sequence, the mailbox health panel, the FAQ), gathered where they read at a glance.
 */
export const stats = {
  id: "results-title",
  title: "Replies, not just opens",
  showTitle: true,
  // The blue band opens here and carries on under the three steps: one block of proof and method.
  tone: "accent",
  items: [
    { value: "18.7%", label: "reply rate on a three-step sequence to SaaS founders" },
    { value: "96%", label: "inbox placement across warmed-up mailboxes" },
    { value: "14 days", label: "of warm-up before a mailbox sends its first campaign" },
    { value: "<2%", label: "bounce rate, with every address verified before sending" },
  ],
} satisfies StatsBandProps

export const process = {
  id: "process-title",
  eyebrow: "How it works",
  title: "From inbox to booked meeting in three steps",
  lead: "Most teams send their first campaign the day after they sign up.",
  tone: "accent",
  steps: [
    {
      icon: "mail",
      title: "Connect your mailboxes",
      text: "Link Google Workspace or Microsoft 365 accounts in two clicks, and warm-up starts straight away.",
    },
    {
      icon: "workflow",
      title: "Build your sequence",
      text: "Write a four-step sequence, add a personal first line for each prospect and pick the sending window.",
    },
    {
      icon: "calendar",
      title: "Book the meetings",
      text: "Replies land in one inbox, sorted by intent, with your calendar link one click away.",
    },
  ],
} satisfies StepsProps

export const about = {
  id: "about-title",
  eyebrow: "About Coldline",
  title: "Built by salespeople who were tired of spam folders",
  lead: "We ran outbound at three start-ups before building Coldline. It does what we wished our tools had done: protect the sender's reputation first, then make every email sound like one person writing to another.",
  stats: [
    { value: "80%", label: "increase in monthly meetings" },
    { value: "$50M", label: "recurring revenue sourced for customers" },
  ],
  ctas: [{ label: "Get Started", href: "/quote/" }],
  layout: "media-start",
} satisfies ContentSplitProps

export const aboutVisual = {
  title: "Meetings booked · customer average",
  caption: "Meetings per rep per month, first 12 weeks on Coldline",
  series: [5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 9, 9],
  tiles: [
    { label: "Monthly meetings", value: "+80%", trend: "in 90 days", icon: "calendar" },
    { label: "Recurring revenue", value: "$50M", trend: "sourced", icon: "banknote" },
  ],
} satisfies ResultsPanelProps

export const deliverability = {
  id: "deliverability-title",
  eyebrow: "Deliverability",
  title: "Your emails reach the inbox, not the spam folder",
  lead: "Every mailbox warms up for 14 days before its first campaign, and Coldline keeps watching sender health after that.",
  bullets: [
    "Automatic warm-up for every mailbox",
    "SPF, DKIM and DMARC checked daily",
    "Sending limits that rotate across inboxes",
    "Bounces verified away before sending",
  ],
  ctas: [{ label: "Get a free audit", href: "/quote/" }],
  tone: "tint",
} satisfies ContentSplitProps

export const deliverabilityVisual = {
  title: "Mailbox health",
  placement: {
    label: "Inbox placement",
    value: "96%",
    percent: 96,
    caption: "Across 3 mailboxes, last 30 days",
  },
  mailboxes: [
    { address: "sam@fernhill-sales.com", state: "ready", status: "Warmed up", score: 94, volume: "48 emails a day" },
    { address: "priya@fernhill-sales.com", state: "ready", status: "Warmed up", score: 91, volume: "45 emails a day" },
    { address: "alex@fernhill.io", state: "warming", status: "Day 9 of 14", score: 62, volume: "18 emails a day" },
  ],
} satisfies MailboxHealthProps

export const services = {
  id: "services-title",
  eyebrow: "What Coldline does",
  title: "Everything outbound needs, in one tool",
  columns: 4,
  items: [
    {
      icon: "target",
      title: "Lead sourcing",
      text: "Verified contacts filtered by role, industry, headcount and the tools a company already uses.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "workflow",
      title: "Sequence automation",
      text: "Multi-step sequences with follow-ups that stop the moment a prospect replies.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "shield",
      title: "Deliverability suite",
      text: "Mailbox warm-up, domain health checks and sending limits that keep you out of spam.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "inbox",
      title: "Unified inbox",
      text: "Every reply from every mailbox in one place, sorted by intent so hot leads rise to the top.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
  ],
} satisfies FeatureGridProps

export const testimonials = {
  id: "testimonial-title",
  eyebrow: "Customer results",
  title: "Sales teams that fill their calendars with Coldline",
  tone: "tint",
  // Six voices at their own lengths: a wall reads as a crowd of results, not three tidy cards.
  layout: "wall",
  items: [
    {
      quote:
        "We went from eleven to twenty meetings a month per rep in one quarter, with the same list size. The reply sorting alone saves each of us an hour a day.",
      name: "Kofi Asante",
      role: "Head of sales, Stackwise",
      avatar: avatar("kofi-asante", 48),
      rating: 5,
    },
    {
      quote:
        "Our old tool burned two domains in a month. Coldline warmed up new mailboxes properly and our inbox placement has stayed above 95% since.",
      name: "Julia Weber",
      role: "Revenue operations lead, Northbeam",
      avatar: avatar("julia-weber", 48),
      rating: 5,
    },
    {
      quote:
        "I run outbound alone for a 12-person start-up. Coldline gives me the output of a small SDR team, and every email still sounds like I wrote it.",
      name: "Ravi Kapoor",
      role: "Founder, Orbitly",
      avatar: avatar("ravi-kapoor", 48),
      rating: 5,
    },
    {
      quote:
        "The personal first lines are the secret. Prospects reply to the first sentence, not the pitch, and Coldline makes writing two hundred of them a morning's work.",
      name: "Megan Foster",
      role: "Account executive, Vantage",
      avatar: avatar("megan-foster", 48),
      rating: 5,
    },
    {
      quote:
        "Setup took an afternoon. By the end of the first week we had booked six demos from a list we had given up on.",
      name: "Luis Navarro",
      role: "Sales manager, Fernhill",
      avatar: avatar("luis-navarro", 48),
      rating: 4,
    },
    {
      quote:
        "We sell to enterprise IT teams, where one bad email follows you for years. Coldline's sending limits and checks are the reason I trust my team to run outbound.",
      name: "Yuki Sato",
      role: "VP sales, Kestrel Security",
      avatar: avatar("yuki-sato", 48),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialGridProps>

export const faq = {
  id: "faq-title",
  eyebrow: "FAQ",
  title: "Questions sales teams ask us",
  items: [
    {
      question: "Will cold email get my domain flagged as spam?",
      answer: [
        "Not with sensible limits. Coldline warms up each mailbox for 14 days, caps daily sends at 50 per address and checks SPF, DKIM and DMARC before your first campaign goes out.",
      ],
    },
    {
      question: "Is cold email legal?",
      answer: [
        "Business-to-business cold email is allowed in most countries when the message is relevant to the person's job, says who you are and offers an easy way to opt out. Coldline adds the opt-out line and honours it across every campaign; check the rules for the markets you sell into.",
      ],
    },
    {
      question: "Can I bring my own lead list?",
      answer: [
        "Yes. Upload a CSV or sync contacts from your CRM, and Coldline verifies every address before sending so your bounce rate stays under 2%.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const integrations = {
  id: "integration",
  eyebrow: "Integrations",
  title: "Plays well with the rest of your sales stack",
  lead: "Contacts, replies and booked meetings sync both ways, so your CRM stays the source of truth.",
  tone: "tint",
  ticker: {
    label: "Integrations",
    pauseLabel: "Pause the integrations ticker",
    items: [
      { kind: "brand", name: "HubSpot", icon: "hubspot" },
      { kind: "brand", name: "Gmail", icon: "gmail" },
      { kind: "brand", name: "Zapier", icon: "zapier" },
      { kind: "brand", name: "Calendly", icon: "calendly" },
      { kind: "brand", name: "Zoho CRM", icon: "zoho" },
      { kind: "brand", name: "Google Sheets", icon: "google-sheets" },
      { kind: "brand", name: "Airtable", icon: "airtable" },
      { kind: "brand", name: "Intercom", icon: "intercom" },
      { kind: "brand", name: "Zoom", icon: "zoom" },
    ],
  },
} satisfies TickerBandProps

export const app = {
  id: "app-title",
  eyebrow: "Coldline mobile",
  title: "Answer hot replies from anywhere",
  lead: "Get a notification the moment a prospect replies, answer from your phone and book the meeting before the lead goes cold.",
  stores: { appStore: "https://apps.apple.com/", googlePlay: "https://play.google.com/store/apps" },
  note: "Free with every Coldline plan, on iPhone and Android.",
} satisfies AppDownloadContent

export const appVisual = {
  title: "Replies",
  badge: "4 new",
  replies: [
    {
      name: "Priya Shah",
      company: "Fernhill",
      snippet: "This is timely. Could you walk my team through it on Thursday?",
      tag: "Meeting booked",
      hot: true,
      time: "9:41",
    },
    {
      name: "Marco Bianchi",
      company: "Stackwise",
      snippet: "Interesting. What would this look like for a team of six reps?",
      tag: "Interested",
      hot: true,
      time: "9:12",
    },
    {
      name: "Dana Levi",
      company: "Orbitly",
      snippet: "Not this quarter, but please reach out again in March.",
      tag: "Follow up later",
      hot: false,
      time: "8:57",
    },
    {
      name: "Tom Becker",
      company: "Vantage",
      snippet: "Looping in our head of sales, who owns outbound tooling.",
      tag: "Referral",
      hot: false,
      time: "8:30",
    },
  ],
} satisfies ReplyInboxPhoneProps

export const footer = {
  blurb:
    "Coldline is cold email outreach for B2B sales teams: verified leads, warmed-up mailboxes and personal sequences that book meetings.",
  cta: { label: "Get Started", href: "/quote/" },
  columns: [
    {
      title: "Product",
      links: [
        { label: "How it works", href: "#process-title" },
        { label: "Deliverability", href: "#deliverability-title" },
        { label: "Features", href: "#services-title" },
        { label: "Integrations", href: "#integration" },
        { label: "Customer results", href: "#testimonial-title" },
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
        { label: "Create an account", href: "/sign-up/" },
        { label: "Help centre", href: "/faq/" },
      ],
    },
  ],
} satisfies ProductFooterCopy
