/**
 * Home 6 (/home-6/): the sections that are plain data (text and figures, no pictures).
 * cold-email.ts re-exports them with the rest of the page; they live here so that code outside
 * Astro can import them, and the browser tests read the prices, plans and figures they expect from
 * here.
 */
import type { ProductFooterCopy } from "@/components/layout/product-footer"
import type { AppDownloadContent } from "@/components/sections/app-download"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { HeroProps } from "@/components/sections/hero"
import type { LogoCloudProps } from "@/components/sections/logo-cloud"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { StepsProps } from "@/components/sections/steps"
import type { TickerBandProps } from "@/components/sections/ticker-band"

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
