/**
 * Home 6 (/home-6/): Coldline, the cold email outreach software. Its words and sections are
 * content (src/content/pages/home-6.yaml); here are its brand and the mock-ups' figures, which the
 * route draws for the visual keys the file names.
 */
import type { MailboxHealthProps } from "#/components/art/visuals/mailbox-health.tsx"
import type { ReplyInboxPhoneProps } from "#/components/art/visuals/reply-inbox-phone.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { SequenceFlowProps } from "#/components/art/visuals/sequence-flow.tsx"
import type { Brand } from "#/components/ui/logo.tsx"

export const brand = {
  name: "Coldline",
  mark: "send",
  accent: "cold-email",
  tagline: "Cold email that lands in the inbox and books meetings.",
} as const satisfies Brand

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
