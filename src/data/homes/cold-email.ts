/**
 * Home 6 (/home-6/): Coldline, the cold email outreach software. One export per section.
 * The sections without pictures are in cold-email.copy.ts (re-exported below).
 */
import type { MailboxHealthProps } from "@/components/art/visuals/mailbox-health"
import type { ReplyInboxPhoneProps } from "@/components/art/visuals/reply-inbox-phone"
import type { ResultsPanelProps } from "@/components/art/visuals/results-panel"
import type { SequenceFlowProps } from "@/components/art/visuals/sequence-flow"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { TestimonialGridProps } from "@/components/sections/testimonial-grid"
import type { Brand } from "@/components/ui/logo"
import { avatar, type Unresolved } from "@/lib/pictures"
import { faqPage, type StructuredData } from "@/lib/structured-data"
import { faq } from "@/data/homes/cold-email.copy"

export {
  hero,
  brands,
  stats,
  process,
  about,
  services,
  integrations,
  app,
  faq,
  footer,
} from "@/data/homes/cold-email.copy"

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
