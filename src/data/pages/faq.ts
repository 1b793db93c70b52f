/**
 * The FAQ pages (/faq/, /faq-2/, /faq-3/, /faq-4/): their heads, headings and help box. The
 * questions are content, one file per topic (src/content/questions/), shown four ways: edit a
 * question there and every FAQ page follows.
 */
import type { FaqGridProps, FaqHelp } from "#/components/sections/faq-grid.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { EmptyStateProps } from "#/components/ui/empty-state.tsx"
import type { SectionHeadingProps } from "#/components/ui/section-heading.tsx"
import { contact, brand } from "#/config/site.ts"
import type { TabItem } from "#/lib/tabs.ts"

const help = {
  title: "Still have questions?",
  text: "Can't find the answer you need? Our team replies to every message, usually on the same working day.",
  channels: [
    {
      icon: "mail",
      label: "Email us",
      value: contact.email.label,
      href: contact.email.href,
      note: "Reply within 24 hours",
    },
    { icon: "phone", label: "Call us", value: contact.phone.label, href: contact.phone.href, note: contact.hours },
    { icon: "map-pin", label: "Visit the studio", value: contact.address, note: "By appointment" },
  ],
  cta: { label: "Contact us", href: "/contact/" },
} satisfies FaqHelp

export const faq1 = {
  meta: {
    title: "Frequently asked questions",
    description: `Answers to the questions clients ask ${brand.name} most: what we do, timelines, costs, ownership and working with your team.`,
  },
  banner: { title: "FAQ", lead: "Quick answers to the questions we hear most before a project starts." },
  grid: {
    id: "faq-grid-title",
    eyebrow: "FAQ",
    title: "Questions we hear every week",
    lead: "Everything you need to know before booking a discovery call with us.",
  } satisfies Omit<FaqGridProps, "items">,
}

export const faq2 = {
  meta: {
    title: "Questions and answers",
    description: `Common questions about working with ${brand.name}, plus every way to reach our team when your question is not answered here.`,
  },
  banner: {
    title: "Questions & Answers",
    lead: "The short version of how we work, and how to reach us when you need more.",
  },
  grid: {
    id: "faq-answers-title",
    eyebrow: "Good to know",
    title: "Answers before you ask",
    lead: "Six things clients usually want to settle in the first call.",
    columns: 3,
    tone: "tint",
    help,
  } satisfies Omit<FaqGridProps, "items">,
}

export const faq3 = {
  meta: {
    title: "Help center",
    description: `${brand.name} help center: general questions about projects and answers about your client account, passwords and support.`,
  },
  banner: { title: "Help Center", lead: "Browse by topic. Open a question to read its answer." },
  general: {
    id: "general-questions-title",
    eyebrow: "Projects",
    title: "General Question",
  } satisfies Omit<FaqSectionProps, "items">,
  account: {
    id: "account-support-title",
    eyebrow: "Your account",
    title: "Account & Support",
    tone: "tint",
  } satisfies Omit<FaqSectionProps, "items">,
}

const tabs = [
  { id: "general", label: "General Question" },
  { id: "account", label: "Account & Support" },
  { id: "purchasing", label: "Purchasing Online" },
  { id: "technical", label: "Technical Methods" },
] satisfies [TabItem, TabItem, TabItem, TabItem]

export const faq4 = {
  meta: {
    title: "Support topics",
    description: `Find answers by topic: general questions, account and support, purchasing online and the technical methods ${brand.name} uses.`,
  },
  banner: { title: "Support Topics", lead: "Pick a topic to see the questions and answers in it." },
  heading: {
    id: "faq-topics-title",
    eyebrow: "FAQ",
    title: "How can we help?",
    lead: "Choose a topic below. Every answer is written by the people who do the work.",
  } satisfies SectionHeadingProps,
  /**
   * One tab per topic, in this order: a tab's id is the topic's file (src/content/questions/<id>.yaml),
   * and a topic without questions shows `empty` instead of an accordion.
   */
  tabs: { id: "faq-topics", label: "FAQ topics", tabs },
  empty: {
    icon: "inbox",
    title: "No questions here yet",
    text: "We are still gathering the questions people ask about buying online. Ask us yours and we will answer within one working day, then add it here.",
    cta: { label: "Ask a question", href: "/contact/", variant: "primary" },
  } satisfies EmptyStateProps,
}
